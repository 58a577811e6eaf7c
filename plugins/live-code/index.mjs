// @ts-check
import liveDemosBundling from './live-demos/webpack.mjs';

/**
 * Code that runs in the page: one plugin, a folder per part (README.md lists
 * them), the browser components of every part in theme/. Each part's remark
 * step is registered in docusaurus.config.ts; the bundler rules that run each
 * docs version's packages are the live demos' (live-demos/webpack.mjs), and
 * Run and the playground use them too.
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
