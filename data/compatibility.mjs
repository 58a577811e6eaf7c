// @ts-check
/*
 * What each documented version of react-native-reanimated-dnd needs, in one
 * place: the Snack links of the example pages use it, and the installation
 * pages render their compatibility tables from it.
 *
 * Where the facts come from:
 * - Registry facts, written by `npm run refresh-compatibility`
 *   (scripts/refresh-compatibility.mjs) into expo-sdks.mjs, with the date and
 *   the exact `expo` versions read: each Expo SDK's newest patch and the
 *   versions its `bundledNativeModules.json` pins (what `npx expo install`
 *   picks), and the `peerDependencies` of each library release.
 * - What ran: stack-results.mjs, from tests/e2e/stacks.spec.ts, which bundles
 *   the demos against each row's stack and drags them (web only).
 * - Reanimated 4.2 accepts Worklets 0.7.x only:
 *   react-native-reanimated@4.2.1, scripts/worklets-version.json
 *   (`min` 0.7.0, `max` 0.7).
 * - Expo SDKs that Snack offers: expo/snack,
 *   packages/snack-content/src/sdks/index.ts (commit f785397, 2026-06-25:
 *   SDK 50 to 56, SDK 56 as expo 56.0.0-preview.7).
 * - SDK 49 bundles react-native-reanimated ~3.3.0; SDK 48 bundles ~2.14.4,
 *   below 1.1.0's >=3.0.0.
 * - Expo Go from the app stores runs only the newest SDK, with that SDK's
 *   bundled native modules; the library's README at v2.0.0 offered its
 *   example app in Expo Go "(SDK 55)".
 */

import { docVersion } from './versions.mjs';
import { EXPO_DATA } from './expo-sdks.mjs';
import { STACK_RESULTS } from './stack-results.mjs';

/** The Expo SDKs Snack offers (see above), oldest first. */
export const SNACK_SDKS = [50, 51, 52, 53, 54, 55, 56];

/**
 * @typedef {object} Peer
 * @property {string} name package name
 * @property {string} minimum minimum declared in the library's peerDependencies
 * @property {string} expoSdkVersion version the entry's Expo SDK bundles
 * @property {string} [below] first major version that does not work, although
 *   the declared range admits it
 */

/**
 * @typedef {object} VersionCompatibility
 * @property {string} docsVersion docs version name as Docusaurus knows it
 * @property {string} label version label shown to readers
 * @property {string} library exact library version the docs describe
 * @property {Peer[]} peers peer dependencies: minimum declared by the library,
 *   and the version the Expo SDK below bundles
 * @property {string} expoSdk the Expo SDK its Snack links pin (x.0.0): the newest that Snack offers, that runs this version and whose stack passed
 * @property {number} [oldestExpoSdk] the oldest Expo SDK whose bundled packages fit, where older ones no longer do
 */

/** The docs version's name, label and library release (data/versions.mjs). @param {import('./versions.mjs').DocVersion} version */
const described = ({ name, label, library }) => ({ docsVersion: name, label, library });

/** Upper limits a release's code needs beyond its declared ranges (scripts/refresh-compatibility.mjs, BELOW). */
const BELOW = { '1.1.0': { 'react-native-reanimated': '4' } };
const PEER_ORDER = ['react', 'react-native', 'react-native-reanimated', 'react-native-worklets', 'react-native-gesture-handler'];

/** The newest SDK Snack offers on which the release runs and its stack passed. @param {string} library */
function snackSdk(library) {
  const rows = EXPO_DATA.sdks.filter((row) => row.runs === library && SNACK_SDKS.includes(row.sdk) && STACK_RESULTS[row.sdk]);
  const passing = rows.filter((row) => STACK_RESULTS[row.sdk].runs);
  const row = (passing.length ? passing : rows).at(-1);
  if (!row) throw new Error(`No Expo SDK that Snack offers runs react-native-reanimated-dnd ${library}`);
  return row;
}

/** @param {import('./versions.mjs').DocVersion} version @param {number} [oldestExpoSdk] @returns {VersionCompatibility} */
function entryOf(version, oldestExpoSdk) {
  const declared = EXPO_DATA.peers[version.library];
  const sdk = snackSdk(version.library);
  return {
    ...described(version),
    expoSdk: `${sdk.sdk}.0.0`,
    ...(oldestExpoSdk ? { oldestExpoSdk } : {}),
    peers: PEER_ORDER.filter((name) => declared[name]).map((name) => {
      const below = /** @type {Record<string, Record<string, string>>} */ (BELOW)[version.library]?.[name];
      return {
        name,
        minimum: declared[name].replace(/^>=\s*/, ''),
        expoSdkVersion: sdk.bundles[name],
        ...(below ? { below } : {}),
      };
    }),
  };
}

/** @type {VersionCompatibility[]} */
export const compatibility = [entryOf(docVersion('current')), entryOf(docVersion('1.x'), 49)];

/** @param {string} docsVersion */
export function compatibilityFor(docsVersion) {
  const entry = compatibility.find((item) => item.docsVersion === docsVersion);
  if (!entry) throw new Error(`No compatibility entry for docs version "${docsVersion}"`);
  return entry;
}

/**
 * The packages a Snack of this version installs, as Snack's `dependencies`
 * parameter wants them (`name@range`). React and React Native come with the
 * SDK itself.
 * @param {VersionCompatibility} entry
 * @returns {Record<string, string>}
 */
export function snackDependencies(entry) {
  /** @type {Record<string, string>} */
  const deps = { 'react-native-reanimated-dnd': entry.library };
  for (const peer of entry.peers) {
    if (peer.name === 'react' || peer.name === 'react-native') continue;
    deps[peer.name] = peer.expoSdkVersion;
  }
  return deps;
}

/** Notes a row carries besides its test result. @type {Record<number, string>} */
const NOTES = {
  53: 'The last SDK on Reanimated 3.',
  55: 'The first SDK for 2.0.0, and the one its example app uses.',
  57: 'With webpack or Rspack on the web, Reanimated 4.5’s lib/module must be bundled as javascript/auto: its web style code calls `require` in a folder marked as ES modules, and every animated style update throws without it.',
  58: 'The stack this site’s live demos, Run buttons and playground run.',
};

/**
 * @typedef {object} ExpoSdk
 * @property {number} sdk Expo SDK major version
 * @property {string} expo the published `expo` package read
 * @property {Record<string, string>} bundles versions from its
 *   bundledNativeModules.json (`react-native-worklets` absent before SDK 54)
 * @property {string | null} docsVersion the docs version whose library's peers it meets
 * @property {string} tested what tests/e2e/stacks.spec.ts proved on its stack, or why it was not run
 * @property {string} [note]
 */

/** @param {(typeof EXPO_DATA.sdks)[number]} row */
function testedOn(row) {
  const result = STACK_RESULTS[row.sdk];
  if (!row.runs) return `Not run: ${Object.keys(EXPO_DATA.peers)[0]} needs ${row.unmet.join(' and ')}.`;
  if (!result) return 'Not run yet.';
  if (result.runs) return 'Demos run on the web with these versions, tested.';
  return (
    result.summary ??
    `Fails on the web: ${Object.entries(result.failing ?? {})
      .map(([demo, what]) => `${demo} ${what}`)
      .join('; ')}.`
  );
}

/** @type {ExpoSdk[]} */
export const expoSdks = EXPO_DATA.sdks.map((row) => ({
  sdk: row.sdk,
  expo: row.expo,
  bundles: row.bundles,
  docsVersion: compatibility.find((entry) => entry.library === row.runs)?.docsVersion ?? null,
  tested: testedOn(row),
  ...(NOTES[row.sdk] ? { note: NOTES[row.sdk] } : {}),
}));

const PEER_COLUMNS = [
  ['react', 'React'],
  ['react-native', 'React Native'],
  ['react-native-reanimated', 'Reanimated'],
  ['react-native-worklets', 'Worklets'],
  ['react-native-gesture-handler', 'Gesture Handler'],
];

/** @param {VersionCompatibility} entry @param {string} name */
function peerRange(entry, name) {
  const peer = entry.peers.find((p) => p.name === name);
  if (!peer) return 'not used';
  return peer.below ? `${peer.minimum} or newer, below ${peer.below}` : `${peer.minimum} or newer`;
}

/** @param {VersionCompatibility} entry */
function expoRange(entry) {
  const sdks = expoSdks.filter((s) => s.docsVersion === entry.docsVersion).map((s) => s.sdk);
  const newest = Math.max(...expoSdks.map((s) => s.sdk));
  if (Math.max(...sdks) === newest) return `${Math.min(...sdks)} or newer`;
  return entry.oldestExpoSdk ? `${entry.oldestExpoSdk} to ${Math.max(...sdks)}` : `${Math.max(...sdks)} or older`;
}

/** @param {(typeof expoSdks)[number]} sdk */
function runsOn(sdk) {
  if (sdk.docsVersion === null) return 'Neither version';
  return compatibility.find((e) => e.docsVersion === sdk.docsVersion)?.library ?? sdk.docsVersion;
}

/**
 * The two compatibility tables of a docs version as plain cells, shared by
 * the installation pages (CompatibilityTable) and their Markdown copies.
 * A row's first cell is its header; `current` marks the page's own version.
 * @param {string} docsVersion
 * @returns {{ caption: string, head: string[], rows: { cells: string[], current?: boolean }[] }[]}
 */
export function compatibilityTables(docsVersion) {
  compatibilityFor(docsVersion);
  return [
    {
      caption:
        'Peer dependencies of each version of react-native-reanimated-dnd: the minimum it declares, and an upper limit where its code needs one',
      head: ['react-native-reanimated-dnd', ...PEER_COLUMNS.map(([, label]) => label), 'Expo SDK'],
      rows: compatibility.map((entry) => ({
        cells: [entry.library, ...PEER_COLUMNS.map(([name]) => peerRange(entry, name)), expoRange(entry)],
        current: entry.docsVersion === docsVersion,
      })),
    },
    {
      caption: `What each Expo SDK bundles (its newest patch, read from the npm registry on ${EXPO_DATA.read}), which version of the library it meets the peers of, and what ran on it`,
      head: ['Expo SDK', 'React Native', 'Reanimated', 'Worklets', 'Gesture Handler', 'Runs', 'Tested'],
      rows: expoSdks.map((sdk) => ({
        cells: [
          `${sdk.sdk} (expo ${sdk.expo})`,
          sdk.bundles['react-native'],
          sdk.bundles['react-native-reanimated'],
          sdk.bundles['react-native-worklets'] ?? 'not bundled',
          sdk.bundles['react-native-gesture-handler'],
          runsOn(sdk),
          sdk.note ? `${sdk.tested} ${sdk.note}` : sdk.tested,
        ],
      })),
    },
  ];
}
