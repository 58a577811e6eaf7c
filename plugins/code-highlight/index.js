/**
 * Build-time syntax highlighting (see README, Architecture). Prism runs in
 * Node only: code blocks carry their highlighted HTML, token colours come from
 * a stylesheet generated from this folder's themes, and Prism is kept out of
 * every browser bundle. `theme/` replaces the classic theme's code block.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { coloursCss } from './colours.mjs';
import { darkCodeTheme, lightCodeTheme } from './themes.mjs';

/** @param {string} file */
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function codeHighlightPlugin(context) {
  // Written now, before Docusaurus collects the client modules below.
  const coloursDir = join(context.generatedFilesDir, 'code-highlight');
  const coloursFile = join(coloursDir, 'colours.css');
  mkdirSync(coloursDir, { recursive: true });
  writeFileSync(coloursFile, coloursCss({ light: lightCodeTheme, dark: darkCodeTheme }));

  return {
    name: 'code-highlight',
    getThemePath() {
      return './theme';
    },
    getClientModules() {
      return [coloursFile];
    },
    configureWebpack(config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        resolveLoader: { alias: { 'highlight-loader': here('./loader.mjs') } },
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            here('./no-prism.js'),
          ),
        ],
      };
    },
  };
}
