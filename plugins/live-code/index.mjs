// @ts-check
import memberSource from '../../api-reference/current/index.mjs';
import liveDemosBundling from './live-demos/webpack.mjs';
import { playgroundDefaults } from './playground/defaults.mjs';
import runnableSamplesBundling from './runnable-samples/webpack.mjs';

/**
 * Code that runs in the page, one plugin with a folder per part; each part's
 * remark step is registered in docusaurus.config.ts.
 * - live-demos/: `<LiveDemo name="X" />`, its first frame from the server and
 *   the bundler rules that run each docs version's packages (webpack.mjs).
 * - runnable-samples/: the Run button under every complete code sample, built
 *   with the live demos' rules; webpack.mjs keeps the demo stack out of `common`.
 * - snack/: the Open in Snack link under every live demo.
 * - staged-load/: a demo's code loaded on intent and evaluated a library per task.
 * - playground/: props playgrounds: `<PropsPlayground of="Draggable" />` on a component page
 *   (theme/PropsPlayground) shows controls for a few props, the screen they
 *   produce running through react-native-web (a dynamic import, so the demo
 *   stack loads only where a playground is shown, and only in the browser) and
 *   the same screen as TSX. The bundler rules that run the current library are
 *   the live demos': they apply to the plain package names.
 *
 * The playground's defaults come from the member source at build time and reach the
 * browser as one small JSON module, imported by the playground only.
 * The browser components of every part are in theme/.
 */
/** @returns {import('@docusaurus/types').Plugin} */
export default function liveCodePlugin() {
  const liveDemos = liveDemosBundling();
  const runnableSamples = runnableSamplesBundling();
  return {
    name: 'live-code',
    getThemePath() {
      return './theme';
    },
    configureWebpack(config, isServer, utils, content) {
      // The two parts set different keys (resolve, module, plugins… and optimization).
      return Object.assign(
        {},
        liveDemos.configureWebpack(config, isServer, utils, content),
        runnableSamples.configureWebpack(config, isServer, utils, content),
      );
    },
    async contentLoaded({ actions }) {
      await actions.createData('defaults.json', JSON.stringify(playgroundDefaults(memberSource)));
    },
  };
}
