// @ts-check
import { guardScript } from './guard.js';

/**
 * Injects the colour-mode guard (guard.js) at the top of <head>, so it runs
 * before Docusaurus's own colour-mode script at the start of <body>. The
 * storage key and the default mode are Docusaurus's own.
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function colourModeGuardPlugin(context) {
  const key = `theme${context.siteStorage?.namespace ?? ''}`;
  const fallback =
    /** @type {{ colorMode?: { defaultMode?: string } }} */ (context.siteConfig.themeConfig)?.colorMode?.defaultMode ?? 'light';
  return {
    name: 'colour-mode-guard',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', innerHTML: guardScript({ key, fallback }) }],
      };
    },
  };
}
