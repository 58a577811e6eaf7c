/**
 * Build-time syntax highlighting (see README, Architecture). Prism runs in
 * Node only: code blocks carry their highlighted HTML, token colours come from
 * a generated stylesheet, and Prism is kept out of every browser bundle.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { coloursCss } = require('./colours.cjs');

export default function codeHighlightPlugin(context, { light, dark }) {
  // Written now, before Docusaurus collects the client modules below.
  const coloursFile = join(context.generatedFilesDir, 'code-highlight', 'colours.css');
  mkdirSync(join(context.generatedFilesDir, 'code-highlight'), { recursive: true });
  writeFileSync(coloursFile, coloursCss({ light, dark }));

  return {
    name: 'code-highlight',
    getClientModules() {
      return [coloursFile];
    },
    configureWebpack(config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        resolveLoader: { alias: { 'highlight-loader': require.resolve('./loader.cjs') } },
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            require.resolve('./no-prism.js'),
          ),
        ],
      };
    },
  };
}
