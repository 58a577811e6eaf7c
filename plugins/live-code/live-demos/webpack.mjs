// @ts-check
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { samplesFolder } from '../runnable-samples/folders.mjs';
import { CURRENT_VERSION, DEMOS_DIR, docVersion } from '../../../data/versions.mjs';

/** @typedef {import('../../../data/versions.mjs').DocVersion} DocVersion */

const require = createRequire(import.meta.url);

/**
 * Folder of an installed package, with a trailing separator, for loader rules.
 * @param {string} name
 */
function packageDir(name) {
  // Resolve the entry point: not every package exports its package.json.
  const entry = require.resolve(name);
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length);
}

const here = dirname(fileURLToPath(import.meta.url));
const siteDir = join(here, '..', '..', '..');

/** The code samples with a Run button (plugins/live-code/runnable-samples), built like the demo screens of their version. */
const CURRENT_SAMPLES_DIR = samplesFolder(siteDir, CURRENT_VERSION.name);

/** The folders of a version's packages. @param {DocVersion} version */
function stackOf(version) {
  /** @param {string} module */
  const folder = (module) => {
    const name = version.modules[module];
    return name ? packageDir(name) : '';
  };
  return {
    dnd: folder('react-native-reanimated-dnd'),
    reanimated: folder('react-native-reanimated'),
    worklets: folder('react-native-worklets'),
    gestureHandler: folder('react-native-gesture-handler'),
  };
}

/**
 * The two generations of the library, side by side (data/versions.mjs).
 * The current one is installed under the plain names; the 1.x one under npm
 * aliases.
 */
const CURRENT = stackOf(CURRENT_VERSION);
const V1_VERSION = docVersion('1.x');
const V1 = stackOf(V1_VERSION);
const V1_SAMPLES_DIR = samplesFolder(siteDir, V1_VERSION.name);
/** A demo screen requested for a 1.x page (plugins/live-code/live-demos/files.mjs, `demoRequest`). */
const V1_QUERY = new RegExp(`[?&]v=${V1_VERSION.name.replace('.', '\\.')}(&|$)`);
const V1_ALIASES = {
  'react-native-reanimated-dnd$': V1.dnd.slice(0, -1),
  'react-native-reanimated': V1.reanimated.slice(0, -1),
  'react-native-gesture-handler': V1.gestureHandler.slice(0, -1),
};

/** @param {string} plugin @param {object} [options] */
function babel(plugin, options = {}) {
  return {
    loader: require.resolve('babel-loader'),
    options: { babelrc: false, configFile: false, plugins: [[require.resolve(plugin), options]] },
  };
}

/**
 * Live demos' bundler setup, used by the live-code plugin (../index.mjs) for
 * the LiveDemo frame (../theme/LiveDemo), which a page fills with
 * `<LiveDemo name="X" />` (remark.mjs adds the rest): the bundler setup
 * that runs the real react-native-reanimated-dnd in the browser through
 * react-native-web, in two generations: the current release on Reanimated 4
 * and Worklets, and 1.1.0 on Reanimated 3. The server bundle renders each
 * screen's first frame into the page (frame/); the browser loads the demo's
 * code only when the reader reaches for it (pointer, touch, focus), evaluates it
 * a library per task (../staged-load/), hydrates the frame in place and
 * replays any press made on it meanwhile (early-input.ts, early-gesture.ts). Only the demo
 * chunks import any of the libraries, so other pages are unaffected.
 */
/** @returns {Required<Pick<import('@docusaurus/types').Plugin, 'configureWebpack'>>} */
export default function liveDemosBundling() {
  return {
    configureWebpack(config, isServer, utils) {
      const { DefinePlugin } = utils.currentBundler.instance;
      return {
        // The demo's first frame: rendered by the server bundle, nothing in the browser bundle.
        resolveLoader: {
          alias: {
            'live-demo-frame-loader': join(here, 'frame', isServer ? 'server-loader.mjs' : 'client-loader.mjs'),
            'live-demo-runtime-loader': join(here, '..', 'staged-load', 'runtime', 'loader.mjs'),
          },
        },
        // Prepend, so `.web.js` files win over their native siblings.
        mergeStrategy: { 'resolve.extensions': 'prepend' },
        resolve: {
          // Every `react-native` import (ours and the libraries') is the web implementation,
          // one copy for both generations, as are React and react-dom.
          alias: { 'react-native$': 'react-native-web' },
          extensions: ['.web.tsx', '.web.ts', '.web.jsx', '.web.js'],
        },
        module: {
          rules: [
            // Which generation a bare import means depends on the module that imports it.
            // A rule's `resolve` applies to the imports made by the modules it matches, so
            // these send every import of the dnd package, Reanimated and Gesture Handler
            // made by a demo screen requested for a 1.x page (`X.tsx?v=1.x`, files.mjs), by
            // a 1.x runnable sample, or by any file of the 1.x packages themselves, to the
            // aliased 1.x copies. A screen both versions share is one file, built once per
            // version: the query makes the 1.x build its own module. Everything else (the
            // current demo screens, the current packages) resolves the plain names as
            // installed, so the two never share a Reanimated, Worklets or Gesture Handler
            // module. The packages are matched by folder because they import each other
            // by bare name (Gesture Handler loads Reanimated, the dnd package loads both).
            ...[{ resourceQuery: V1_QUERY }, { include: [V1_SAMPLES_DIR, V1.dnd, V1.reanimated, V1.gestureHandler] }].map((condition) => ({
              ...condition,
              resolve: { alias: V1_ALIASES },
            })),
            // The dnd packages are ESM whose imports omit file extensions.
            { test: /\.js$/, include: [CURRENT.dnd, V1.dnd], resolve: { fullySpecified: false } },
            // Reanimated 4.5+ and Worklets 0.13 declare `lib/module` an ES module folder
            // ({"type": "module"}) yet import without extensions (Worklets' `index.js` imports
            // './threads'), which strict ESM does not resolve; Reanimated 4.5's web style code
            // (`webUtils.web.js`) also `require`s react-native-web there. Metro reads them as
            // JavaScript that may use either, and so does this rule (as scripts/lib/stack-bundle.mjs
            // does for the SDK stacks).
            {
              test: /\.js$/,
              include: [CURRENT.reanimated, CURRENT.worklets],
              type: 'javascript/auto',
              resolve: { fullySpecified: false },
            },
            // Reanimated's `lib/module` contains JSX (3.x) and is not fully specified, so it
            // gets the site's JS loader.
            {
              test: /\.js$/,
              include: [join(CURRENT.reanimated, 'lib', 'module'), join(V1.reanimated, 'lib', 'module')],
              use: [utils.getJSLoader({ isServer })],
            },
            // Both dnd packages keep raw "worklet" directives, which each generation's
            // Babel plugin turns into worklets: Worklets' plugin for the current package
            // and the current demo screens (CustomAnimationsScreen has worklets of its
            // own), Reanimated 3's plugin for 1.1.0. The demo screens are TypeScript, so
            // their Babel pass runs after the site's loader has made them JavaScript.
            { test: /\.js$/, include: [CURRENT.dnd], use: [babel('react-native-worklets/plugin', { disableSourceMaps: true })] },
            {
              test: /\.tsx$/,
              include: [join(siteDir, DEMOS_DIR) + sep, CURRENT_SAMPLES_DIR],
              resourceQuery: { not: [V1_QUERY] },
              enforce: 'post',
              use: [babel('react-native-worklets/plugin', { disableSourceMaps: true })],
            },
            { test: /\.js$/, include: [V1.dnd], use: [babel('react-native-reanimated-v3/plugin')] },
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
