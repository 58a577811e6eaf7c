// @ts-check
/*
 * What each documented version of react-native-reanimated-dnd needs, in one
 * place: the Snack links of the example pages use it, and the installation
 * pages can render their compatibility table from it.
 *
 * Where the facts come from (read 2026-11-23):
 * - Library versions and peer minimums: the `peerDependencies` of the
 *   published packages, react-native-reanimated-dnd@2.0.0 and @1.1.0
 *   (node_modules/react-native-reanimated-dnd*, package.json).
 * - Reanimated 4.2 accepts Worklets 0.7.x only:
 *   react-native-reanimated@4.2.1, scripts/worklets-version.json
 *   (`min` 0.7.0, `max` 0.7).
 * - Expo SDKs that Snack offers and their React Native versions:
 *   expo/snack, packages/snack-content/src/sdks/index.ts (SDK 53: RN 0.79.5,
 *   SDK 55: RN 0.83.2).
 * - Versions each SDK bundles (what `npx expo install` picks): the
 *   `bundledNativeModules.json` of the published `expo` package of each SDK
 *   (expo@53.0.27, @54.0.37, @55.0.31, @56.0.23, @57.0.26 on npm):
 *   - SDK 53 is the last SDK on Reanimated 3 (~3.17.4, Gesture Handler ~2.24.0,
 *     React Native 0.79.6);
 *   - SDK 54 bundles Reanimated ~4.1.1 and Worklets 0.5.1, below what 2.0.0 needs;
 *   - SDK 55 is the first SDK that 2.0.0 supports: Reanimated 4.2.1, Worklets
 *     0.7.4, Gesture Handler ~2.30.0, React Native 0.83.10 (the stack the
 *     live demos run); SDK 56 and 57 bundle newer 4.x / 2.x versions that
 *     also satisfy 2.0.0's peer ranges.
 *   - SDK 58 (expo@58.0.0, npm `latest` on 2026-11-23) bundles Reanimated
 *     4.7.0, Worklets 0.13.0 and Gesture Handler ~3.2.1 (React Native
 *     0.88.0-rc.3). 2.0.0's `>=2.28.0` admits Gesture Handler 3, but 2.0.0 was
 *     built and tested against 2.30 (its example app, on SDK 55), so that
 *     pairing is unverified.
 * - Expo Go from the app stores runs only the newest SDK, with that SDK's
 *   bundled native modules; the library's README at v2.0.0 offered its
 *   example app in Expo Go "(SDK 55)".
 */

import { docVersion } from './versions.mjs';

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
 * @property {string} expoSdk Expo SDK that supports this version (x.0.0)
 * @property {number} [oldestExpoSdk] the oldest Expo SDK whose bundled packages fit, where older ones no longer do
 */

/** The docs version's name, label and library release (src/data/versions.mjs). @param {import('./versions.mjs').DocVersion} version */
const described = ({ name, label, library }) => ({ docsVersion: name, label, library });

/** @type {VersionCompatibility[]} */
export const compatibility = [
  {
    ...described(docVersion('current')),
    expoSdk: '55.0.0',
    peers: [
      { name: 'react', minimum: '18.0.0', expoSdkVersion: '19.2.0' },
      { name: 'react-native', minimum: '0.80.0', expoSdkVersion: '0.83.10' },
      { name: 'react-native-reanimated', minimum: '4.2.0', expoSdkVersion: '4.2.1' },
      { name: 'react-native-worklets', minimum: '0.7.0', expoSdkVersion: '0.7.4' },
      { name: 'react-native-gesture-handler', minimum: '2.28.0', expoSdkVersion: '~2.30.0' },
    ],
  },
  {
    ...described(docVersion('1.x')),
    expoSdk: '53.0.0',
    // SDK 49 bundles react-native-reanimated ~3.3.0; SDK 48 bundles ~2.14.4, below 1.1.0's >=3.0.0.
    oldestExpoSdk: 49,
    peers: [
      { name: 'react', minimum: '16.8.0', expoSdkVersion: '19.0.0' },
      { name: 'react-native', minimum: '0.60.0', expoSdkVersion: '0.79.6' },
      // 1.1.0's sortable hooks call useAnimatedGestureHandler, which Reanimated 4 removed.
      { name: 'react-native-reanimated', minimum: '3.0.0', expoSdkVersion: '~3.17.4', below: '4' },
      { name: 'react-native-gesture-handler', minimum: '2.0.0', expoSdkVersion: '~2.24.0' },
    ],
  },
];

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

/**
 * @typedef {object} ExpoSdk
 * @property {number} sdk Expo SDK major version
 * @property {string} expo the published `expo` package read
 * @property {Record<string, string>} bundles versions from its
 *   bundledNativeModules.json (`react-native-worklets` absent before SDK 54)
 * @property {string | null} docsVersion the docs version whose library runs on it
 * @property {'verified' | 'in range' | 'unverified' | 'unsupported'} status
 *   `verified`: the library's own example app ran this stack;
 *   `in range`: every bundled version satisfies the peer ranges;
 *   `unverified`: in range, but with a major version nobody has tested;
 *   `unsupported`: no documented version's peers are met
 * @property {string} [note]
 */

/** @type {ExpoSdk[]} */
export const expoSdks = [
  {
    sdk: 53,
    expo: '53.0.27',
    bundles: {
      'react-native': '0.79.6',
      'react-native-reanimated': '~3.17.4',
      'react-native-gesture-handler': '~2.24.0',
    },
    docsVersion: '1.x',
    status: 'in range',
    note: 'The last SDK on Reanimated 3.',
  },
  {
    sdk: 54,
    expo: '54.0.37',
    bundles: {
      'react-native': '0.81.5',
      'react-native-reanimated': '~4.1.1',
      'react-native-worklets': '0.5.1',
      'react-native-gesture-handler': '~2.28.0',
    },
    docsVersion: null,
    status: 'unsupported',
    note: 'Reanimated 4.1 and Worklets 0.5 are older than 2.0.0 needs, and 1.1.0 needs Reanimated 3.',
  },
  {
    sdk: 55,
    expo: '55.0.31',
    bundles: {
      'react-native': '0.83.10',
      'react-native-reanimated': '4.2.1',
      'react-native-worklets': '0.7.4',
      'react-native-gesture-handler': '~2.30.0',
    },
    docsVersion: 'current',
    status: 'verified',
    note: 'The first SDK for 2.0.0, and the one its example app uses.',
  },
  {
    sdk: 56,
    expo: '56.0.23',
    bundles: {
      'react-native': '0.85.3',
      'react-native-reanimated': '4.3.1',
      'react-native-worklets': '0.8.3',
      'react-native-gesture-handler': '~2.31.1',
    },
    docsVersion: 'current',
    status: 'in range',
  },
  {
    sdk: 57,
    expo: '57.0.26',
    bundles: {
      'react-native': '0.86.3',
      'react-native-reanimated': '4.5.1',
      'react-native-worklets': '0.10.1',
      'react-native-gesture-handler': '~2.32.0',
    },
    docsVersion: 'current',
    status: 'in range',
  },
  {
    sdk: 58,
    expo: '58.0.0',
    bundles: {
      'react-native': '0.88.0-rc.3',
      'react-native-reanimated': '4.7.0',
      'react-native-worklets': '0.13.0',
      'react-native-gesture-handler': '~3.2.1',
    },
    docsVersion: 'current',
    status: 'unverified',
    note: 'Gesture Handler 3 is inside 2.0.0’s declared range, but nobody has verified 2.0.0 with it.',
  },
];

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
  const library = compatibility.find((e) => e.docsVersion === sdk.docsVersion)?.library ?? sdk.docsVersion;
  if (sdk.status === 'verified') return `${library} (tested)`;
  if (sdk.status === 'unverified') return `${library} (untested)`;
  return library;
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
      caption: 'What each Expo SDK bundles, and which version of the library runs on it',
      head: ['Expo SDK', 'React Native', 'Reanimated', 'Worklets', 'Gesture Handler', 'Runs', 'Note'],
      rows: expoSdks.map((sdk) => ({
        cells: [
          String(sdk.sdk),
          sdk.bundles['react-native'],
          sdk.bundles['react-native-reanimated'],
          sdk.bundles['react-native-worklets'] ?? 'not bundled',
          sdk.bundles['react-native-gesture-handler'],
          runsOn(sdk),
          sdk.note ?? '',
        ],
      })),
    },
  ];
}
