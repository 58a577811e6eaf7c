// @ts-check
/**
 * `!!live-demo-runtime-loader?version=<docs version>!…/stages.cjs`: the
 * libraries a live demo of that docs version runs on, as a list of functions
 * that each evaluate one of them (react-native-web, then Worklets, Reanimated,
 * Gesture Handler and the dnd package, each in the folder of that version's
 * stack, data/versions.mjs). Bundling puts all of them in the chunks
 * of this one module, so they download together (`eager`); but an `import()`
 * in a function runs only when called, so LiveDemo can evaluate them one at a
 * time and let the page handle input in between (../staged-load.ts).
 * `webpackExports` names one export that no library has, so a stage uses
 * none of a library's exports: only what the screens import is bundled, not
 * the whole of react-native-web (a `require` here made every export used,
 * about 45 KiB gzip more per demo). Rspack ignores an empty list.
 */
import { docVersion } from '../../../../data/versions.mjs';

/** An export name no library has (see above). */
const NO_EXPORT = '__evaluate_only__';

/** In dependency order: each one's imports are evaluated by an earlier stage. */
export const STAGES = [
  'react-native',
  'react-native-worklets',
  'react-native-reanimated',
  'react-native-gesture-handler',
  'react-native-reanimated-dnd',
];

/** @this {{ getOptions(): { version?: string } }} */
export default function liveDemoRuntimeLoader() {
  const { modules } = docVersion(this.getOptions().version ?? 'current');
  const stages = STAGES.map((name) => (name in modules ? modules[name] : name)).filter((folder) => folder !== null);
  return `module.exports = [\n${stages.map((folder) => `  function () { return import(/* webpackMode: "eager", webpackExports: ["${NO_EXPORT}"] */ ${JSON.stringify(folder)}); },`).join('\n')}\n];\n`;
}
