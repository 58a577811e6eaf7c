// @ts-check
/**
 * Runnable samples: the Run button under every complete code sample
 * (theme/RunnableSample, added by remark.mjs) and the harness page section
 * (theme/SampleHarness). The bundler rules that build the samples against
 * their docs version's packages are the live demos' (plugins/live-demos).
 */

/**
 * Docusaurus moves every module that more than half of the pages' chunks use
 * into `common`, which every page loads. Each sample chunk imports React Native
 * for the web, Reanimated, Gesture Handler and the library, and most pages have
 * samples, so without this the whole demo stack would load on every page before
 * anyone pressed Run. Those modules stay in the samples' own chunks.
 */
const NOT_DEMO_CODE = /^(?!.*([\\/]node_modules[\\/](react-native|inline-style-prefixer|css-in-js-utils)|[\\/]runnable-samples[\\/])).*/;

/** @returns {import('@docusaurus/types').Plugin} */
export default function runnableSamplesPlugin() {
  return {
    name: 'runnable-samples',
    getThemePath() {
      return './theme';
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return { optimization: { splitChunks: { cacheGroups: { common: { test: NOT_DEMO_CODE } } } } };
    },
  };
}
