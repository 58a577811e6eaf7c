// @ts-check
/**
 * `!!live-demo-runtime-loader?version=<docs version>!…/stages.cjs`: the
 * libraries a live demo of that docs version runs on, as a list of functions
 * that each evaluate one of them (react-native-web, then Worklets, Reanimated,
 * Gesture Handler and the dnd package, each in the folder of that version's
 * stack, src/data/versions.mjs). Bundling puts all of them in the chunks
 * of this one module, so they download together; but a CommonJS `require` in a
 * function runs only when called, so LiveDemo can evaluate them one at a time
 * and let the page handle input in between (client/staged-load.ts).
 */
import { docVersion } from '../../../src/data/versions.mjs';

/** In dependency order: each one's imports are evaluated by an earlier stage. */
const STAGES = [
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
  return `module.exports = [\n${stages.map((folder) => `  function () { return require(${JSON.stringify(folder)}); },`).join('\n')}\n];\n`;
}
