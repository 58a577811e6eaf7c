import { headScript } from './canonical.js';

/** Paths that are not pages of their own but lead to one (spec §2: /docs). */
const ALIASES = { '/docs': '/docs/intro' };

/**
 * Collects every canonical route once all content is loaded, then
 * - injects a tiny head script that fixes the address (and leaves 404.html)
 *   before anything renders, on any static host;
 * - exposes the same list as global data for client-side navigation.
 */
export default function routeNormalisationPlugin() {
  let routes = [];
  return {
    name: 'route-normalisation',
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default;
      const docPaths = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs.map((doc) => doc.permalink),
      );
      const pages = allContent['docusaurus-plugin-content-pages']?.default ?? [];
      const pagePaths = pages.map((page) => page.permalink);
      routes = [...new Set([...pagePaths, ...docPaths, '/search'])].sort();
      actions.setGlobalData({ routes, aliases: ALIASES });
    },
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', innerHTML: headScript(routes, ALIASES) }],
      };
    },
  };
}
