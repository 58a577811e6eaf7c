// @ts-check
// Written by `npm run refresh-compatibility` (scripts/refresh-compatibility.mjs) from the npm registry; do not edit.
// Each row: the newest patch of an Expo SDK, what its bundledNativeModules.json pins, and the library release whose
// peerDependencies those versions meet. Whether the row's stack was run: data/stack-results.mjs.

/**
 * @typedef {object} ExpoSdkRead
 * @property {number} sdk
 * @property {string} expo the exact published `expo` version read
 * @property {Record<string, string>} bundles package -> version range from its bundledNativeModules.json
 * @property {string | null} runs the library release whose peers the bundled versions meet
 * @property {string[]} unmet for a row no release runs on, the newest release's peers it misses
 *
 * @typedef {object} CompatibilityData
 * @property {string} read the date the registry was read (YYYY-MM-DD)
 * @property {string} latest `expo`'s `latest` tag then
 * @property {Record<string, Record<string, string>>} peers library release -> its peerDependencies
 * @property {ExpoSdkRead[]} sdks
 */

/** @type {CompatibilityData} */
export const EXPO_DATA = {
  read: '2026-11-29',
  latest: '58.0.26',
  peers: {
    '2.0.0': {
      react: '>=18.0.0',
      'react-native': '>=0.80.0',
      'react-native-gesture-handler': '>=2.28.0',
      'react-native-reanimated': '>=4.2.0',
      'react-native-worklets': '>=0.7.0',
    },
    '1.1.0': {
      react: '>=16.8.0',
      'react-native': '>=0.60.0',
      'react-native-reanimated': '>=3.0.0',
      'react-native-gesture-handler': '>=2.0.0',
    },
  },
  sdks: [
    {
      sdk: 53,
      expo: '53.0.27',
      bundles: {
        react: '19.0.0',
        'react-native': '0.79.6',
        'react-native-web': '~0.20.0',
        'react-native-reanimated': '~3.17.4',
        'react-native-gesture-handler': '~2.24.0',
      },
      runs: '1.1.0',
      unmet: [],
    },
    {
      sdk: 54,
      expo: '54.0.38',
      bundles: {
        react: '19.1.0',
        'react-native': '0.81.5',
        'react-native-web': '~0.21.0',
        'react-native-reanimated': '~4.1.1',
        'react-native-worklets': '0.5.1',
        'react-native-gesture-handler': '~2.28.0',
      },
      runs: null,
      unmet: ['react-native-reanimated >=4.2.0', 'react-native-worklets >=0.7.0'],
    },
    {
      sdk: 55,
      expo: '55.0.31',
      bundles: {
        react: '19.2.0',
        'react-native': '0.83.10',
        'react-native-web': '~0.21.0',
        'react-native-reanimated': '4.2.1',
        'react-native-worklets': '0.7.4',
        'react-native-gesture-handler': '~2.30.0',
      },
      runs: '2.0.0',
      unmet: [],
    },
    {
      sdk: 56,
      expo: '56.0.23',
      bundles: {
        react: '19.2.3',
        'react-native': '0.85.3',
        'react-native-web': '~0.21.0',
        'react-native-reanimated': '4.3.1',
        'react-native-worklets': '0.8.3',
        'react-native-gesture-handler': '~2.31.1',
      },
      runs: '2.0.0',
      unmet: [],
    },
    {
      sdk: 57,
      expo: '57.0.33',
      bundles: {
        react: '19.2.3',
        'react-native': '0.86.3',
        'react-native-web': '~0.21.0',
        'react-native-reanimated': '4.5.1',
        'react-native-worklets': '0.10.1',
        'react-native-gesture-handler': '~2.32.0',
      },
      runs: '2.0.0',
      unmet: [],
    },
    {
      sdk: 58,
      expo: '58.0.26',
      bundles: {
        react: '19.3.0',
        'react-native': '0.88.1',
        'react-native-web': '~0.21.4',
        'react-native-reanimated': '4.7.1',
        'react-native-worklets': '0.13.0',
        'react-native-gesture-handler': '~3.3.0',
      },
      runs: '2.0.0',
      unmet: [],
    },
  ],
};
