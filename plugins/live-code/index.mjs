// @ts-check
import memberSource from '../../src/api-reference/current/index.mjs';
import { playgroundDefaults } from './defaults.mjs';

/**
 * Props playgrounds: `<PropsPlayground of="Draggable" />` on a component page
 * (theme/PropsPlayground) shows controls for a few props, the screen they
 * produce running through react-native-web (a dynamic import, so the demo
 * stack loads only where a playground is shown, and only in the browser) and
 * the same screen as TSX. The bundler rules that run the current library are
 * the live demos' (plugins/live-demos): they apply to the plain package names.
 *
 * The defaults come from the member source at build time and reach the
 * browser as one small JSON module, imported by the playground only.
 */
/** @returns {import('@docusaurus/types').Plugin} */
export default function playgroundPlugin() {
  return {
    name: 'playground',
    getThemePath() {
      return './theme';
    },
    async contentLoaded({ actions }) {
      await actions.createData('defaults.json', JSON.stringify(playgroundDefaults(memberSource)));
    },
  };
}
