/**
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
 */

/** @typedef {{ name: string, minimum: string, expoSdkVersion: string }} Peer */

/**
 * @typedef {object} VersionCompatibility
 * @property {string} docsVersion docs version name as Docusaurus knows it
 * @property {string} label version label shown to readers
 * @property {string} library exact library version the docs describe
 * @property {Peer[]} peers peer dependencies: minimum declared by the library,
 *   and the version the Expo SDK below bundles
 * @property {string} expoSdk Expo SDK that supports this version (x.0.0)
 */

/** @type {VersionCompatibility[]} */
export const compatibility = [
  {
    docsVersion: 'current',
    label: '2.x',
    library: '2.0.0',
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
    docsVersion: '1.x',
    label: '1.x',
    library: '1.1.0',
    expoSdk: '53.0.0',
    peers: [
      { name: 'react', minimum: '16.8.0', expoSdkVersion: '19.0.0' },
      { name: 'react-native', minimum: '0.60.0', expoSdkVersion: '0.79.6' },
      { name: 'react-native-reanimated', minimum: '3.0.0', expoSdkVersion: '~3.17.4' },
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
