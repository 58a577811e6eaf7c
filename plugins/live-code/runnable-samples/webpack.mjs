// @ts-check
/**
 * Runnable samples' bundling, used by the live-code plugin (../index.mjs) for
 * the Run button under every complete code sample (../theme/RunnableSample,
 * added by remark.mjs) and the harness page section (../theme/SampleHarness). The bundler rules that build the samples against
 * their docs version's packages are the live demos' (plugins/live-code/live-demos).
 */

/**
 * Docusaurus moves every module that more than half of the pages' chunks use
 * into `common`, which every page loads. Each sample chunk imports React Native
 * for the web, Reanimated, Gesture Handler and the library, and most pages have
 * samples, so without this the whole demo stack would load on every page before
 * anyone pressed Run. Those modules stay in the samples' own chunks, and so do
 * the samples' own folders and their two theme components, as before they
 * moved into plugins/live-code.
 */
const NOT_DEMO_CODE =
  /^(?!.*([\\/]node_modules[\\/](react-native|inline-style-prefixer|css-in-js-utils)|[\\/](runnable-samples|theme[\\/](RunnableSample|SampleHarness))[\\/])).*/;

/** @returns {Required<Pick<import('@docusaurus/types').Plugin, 'configureWebpack'>>} */
export default function runnableSamplesBundling() {
  return {
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return { optimization: { splitChunks: { cacheGroups: { common: { test: NOT_DEMO_CODE } } } } };
    },
  };
}
