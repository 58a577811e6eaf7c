// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changes, compatibilityData, newestPatches, renderModule } from '../../scripts/refresh-compatibility.mjs';

/** A registry read, as the script gets it from `npm view` and `npm pack` (a fixture, not the network). */
const FACTS = {
  read: '2026-11-29',
  latest: '58.0.26',
  expo: { 53: '53.0.27', 54: '54.0.38', 58: '58.0.26' },
  bundles: {
    53: {
      react: '19.0.0',
      'react-native': '0.79.6',
      'react-native-reanimated': '~3.17.4',
      'react-native-gesture-handler': '~2.24.0',
      'expo-font': '~13.3.2',
    },
    54: {
      react: '19.1.0',
      'react-native': '0.81.5',
      'react-native-reanimated': '~4.1.1',
      'react-native-worklets': '0.5.1',
      'react-native-gesture-handler': '~2.28.0',
    },
    58: {
      react: '19.3.0',
      'react-native': '0.88.1',
      'react-native-reanimated': '4.7.1',
      'react-native-worklets': '0.13.0',
      'react-native-gesture-handler': '~3.3.0',
    },
  },
  // Part of each release's peerDependencies: enough to decide these rows, and one that SDK 54 meets (left out of its unmet list).
  peers: {
    '2.0.0': { 'react-native-gesture-handler': '>=2.28.0', 'react-native-reanimated': '>=4.2.0', 'react-native-worklets': '>=0.7.0' },
    '1.1.0': { 'react-native-reanimated': '>=3.0.0', 'react-native-gesture-handler': '>=2.0.0' },
  },
};

test('the newest patch of each SDK is its highest release, never a prerelease', () => {
  assert.deepEqual(newestPatches(['57.0.33', '58.0.0-rc.3', '58.0.0', '58.0.26', '58.0.10', '59.0.0-preview.1'], [57, 58, 59]), {
    57: '57.0.33',
    58: '58.0.26',
    59: null,
  });
});

test('each SDK row runs the newest library release whose peers its bundled versions meet', () => {
  const data = compatibilityData(FACTS);
  assert.deepEqual(
    data.sdks.map(({ sdk, expo, runs }) => ({ sdk, expo, runs })),
    [
      { sdk: 53, expo: '53.0.27', runs: '1.1.0' },
      { sdk: 54, expo: '54.0.38', runs: null },
      { sdk: 58, expo: '58.0.26', runs: '2.0.0' },
    ],
  );
  assert.deepEqual(data.sdks[1].unmet, ['react-native-reanimated >=4.2.0', 'react-native-worklets >=0.7.0']);
  assert.equal(data.sdks[0].bundles['expo-font'], undefined, 'only the table’s packages are kept');
});

test('Reanimated 4 is below what 1.1.0 can run, although its declared range admits it', () => {
  const data = compatibilityData({ ...FACTS, peers: { '1.1.0': FACTS.peers['1.1.0'] } });
  assert.deepEqual(
    data.sdks.map((s) => s.runs),
    ['1.1.0', null, null],
  );
});

test('what changed is printed one line per fact, and nothing when nothing changed', () => {
  const before = compatibilityData(FACTS);
  const after = compatibilityData({
    ...FACTS,
    expo: { ...FACTS.expo, 58: '58.0.27' },
    bundles: { ...FACTS.bundles, 58: { ...FACTS.bundles[58], 'react-native-gesture-handler': '~3.4.0' } },
  });
  assert.deepEqual(changes(before, after), ['SDK 58: expo 58.0.26 -> 58.0.27', 'SDK 58: react-native-gesture-handler ~3.3.0 -> ~3.4.0']);
  assert.deepEqual(changes(before, before), []);
});

test('the data file records the date and the exact expo versions read', async () => {
  const text = renderModule(compatibilityData(FACTS));
  const { EXPO_DATA } = await import(`data:text/javascript,${encodeURIComponent(text)}`);
  assert.equal(EXPO_DATA.read, '2026-11-29');
  assert.deepEqual(
    EXPO_DATA.sdks.map((/** @type {{ expo: string }} */ s) => s.expo),
    ['53.0.27', '54.0.38', '58.0.26'],
  );
});
