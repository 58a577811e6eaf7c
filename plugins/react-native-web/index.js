import { createRequire } from 'node:module';
import { join, sep } from 'node:path';

const require = createRequire(import.meta.url);

/** Folder of an installed package, with a trailing separator, for loader rules. */
function packageDir(name) {
  // Resolve the entry point: not every package exports its package.json.
  const entry = require.resolve(name);
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length);
}

/**
 * Lets the live demos run the real react-native-reanimated-dnd in the
 * browser, through react-native-web. Only the demo chunks import any of
 * this (see src/components/LiveDemo), so other pages are unaffected.
 */
export default function reactNativeWebPlugin() {
  return {
    name: 'react-native-web',
    configureWebpack(config, isServer, utils) {
      const { DefinePlugin } = utils.currentBundler.instance;
      const reanimated = packageDir('react-native-reanimated');
      const dnd = packageDir('react-native-reanimated-dnd');
      return {
        // Prepend, so `.web.js` files win over their native siblings.
        mergeStrategy: { 'resolve.extensions': 'prepend' },
        resolve: {
          // Every `react-native` import (ours and the libraries') is the web implementation.
          alias: { 'react-native$': 'react-native-web' },
          extensions: ['.web.tsx', '.web.ts', '.web.jsx', '.web.js'],
        },
        module: {
          rules: [
            // The dnd package is ESM whose imports omit file extensions.
            { test: /\.js$/, include: [dnd], resolve: { fullySpecified: false } },
            // Reanimated's `lib/module` still contains JSX, so it needs the site's JS loader.
            { test: /\.js$/, include: [join(reanimated, 'lib', 'module')], use: [utils.getJSLoader({ isServer })] },
            // The dnd package keeps raw "worklet" directives; Reanimated's Babel plugin turns them into worklets.
            {
              test: /\.js$/,
              include: [dnd],
              use: [
                {
                  loader: require.resolve('babel-loader'),
                  options: { babelrc: false, configFile: false, plugins: ['react-native-reanimated/plugin'] },
                },
              ],
            },
          ],
        },
        plugins: [
          // React Native globals the libraries read at run time.
          new DefinePlugin({
            __DEV__: JSON.stringify(process.env.NODE_ENV !== 'production'),
            'process.env.JEST_WORKER_ID': 'undefined',
          }),
        ],
      };
    },
  };
}
