// @ts-check
/**
 * Runnable samples: the Run button under every complete code sample
 * (theme/RunnableSample, added by remark.mjs) and the harness page section
 * (theme/SampleHarness). The bundler rules that build the samples against
 * their docs version's packages are the live demos' (plugins/live-demos).
 */
/** @returns {import('@docusaurus/types').Plugin} */
export default function runnableSamplesPlugin() {
  return {
    name: 'runnable-samples',
    getThemePath() {
      return './theme';
    },
  };
}
