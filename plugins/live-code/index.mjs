// @ts-check
import liveDemosBundling from './live-demos/webpack.mjs';

/**
 * Code that runs in the page, one plugin with a folder per part; each part's
 * remark step is registered in docusaurus.config.ts.
 * - live-demos/: `<LiveDemo name="X" />`, its first frame from the server and
 *   the bundler rules that run each docs version's packages (webpack.mjs).
 * - runnable-samples/: the Run button under every complete code sample, built
 *   with the live demos' rules.
 * - snack/: the Open in Snack link under every live demo.
 * - staged-load/: a demo's code loaded on intent and evaluated a library per task.
 * - playground/: props playgrounds: `<PropsPlayground of="Draggable" />` on a component page
 *   (theme/PropsPlayground) shows controls for a few props, the screen they
 *   produce running through react-native-web (a dynamic import, so the demo
 *   stack loads only where a playground is shown, and only in the browser) and
 *   the same screen as TSX. The bundler rules that run the current library are
 *   the live demos': they apply to the plain package names.
 *
 * The browser components of every part are in theme/.
 */
/**
 * Docusaurus moves every module that more than half of the pages' chunks use
 * into `common`, which every page loads. Each sample chunk imports React Native
 * for the web, Reanimated, Gesture Handler and the library, and most pages have
 * samples, so without this the whole demo stack would load on every page before
 * anyone pressed Run. Those modules stay in the samples' own chunks, and so do
 * the samples' own folders and their two theme components.
 */
const NOT_DEMO_CODE =
  /^(?!.*([\\/]node_modules[\\/](react-native|inline-style-prefixer|css-in-js-utils)|[\\/](runnable-samples|theme[\\/](RunnableSample|SampleHarness))[\\/])).*/;

/** @returns {import('@docusaurus/types').Plugin} */
export default function liveCodePlugin() {
  const liveDemos = liveDemosBundling();
  return {
    name: 'live-code',
    getThemePath() {
      return './theme';
    },
    configureWebpack(config, isServer, utils, content) {
      // The live demos' rules set resolve, module and plugins; the samples' chunks, optimization.
      const demos = liveDemos.configureWebpack(config, isServer, utils, content);
      return isServer ? demos : { ...demos, optimization: { splitChunks: { cacheGroups: { common: { test: NOT_DEMO_CODE } } } } };
    },
  };
}
