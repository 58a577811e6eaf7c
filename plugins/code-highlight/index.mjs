/**
 * Build-time syntax highlighting with Shiki (highlight.mjs): code blocks carry
 * their highlighted HTML, colours.css colours it for both modes, and the
 * classic theme's Prism languages are kept out of every browser bundle.
 * `theme/` replaces the classic theme's code block.
 */
import { fileURLToPath } from 'node:url';

/** @param {string} file */
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** @returns {import('@docusaurus/types').Plugin} */
export default function codeHighlightPlugin() {
  return {
    name: 'code-highlight',
    getThemePath() {
      return './theme';
    },
    getClientModules() {
      return [here('./colours.css')];
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
