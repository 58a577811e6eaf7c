// @ts-check
/**
 * `npm run refresh-compatibility`: reads, from the npm registry, the newest
 * patch release of each Expo SDK the compatibility table lists (and of a
 * newer SDK, once `expo`'s `latest` tag reaches one), the versions each
 * bundles (`bundledNativeModules.json` inside the published `expo` package,
 * what `npx expo install` picks) and the `peerDependencies` of each docs
 * version's library release. Writes data/expo-sdks.mjs (with the date and
 * the exact `expo` versions read) and prints what changed.
 *
 * Whether a row's stack was run is not read here: the rows' test results are
 * data/stack-results.mjs, kept honest by tests/e2e/stacks.spec.ts. A new
 * SDK row needs its stack installed and a result there (README, "How to
 * refresh compatibility").
 *
 * Usage: node scripts/refresh-compatibility.mjs [--dry-run]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import semver from 'semver';
import { DOC_VERSIONS } from '../data/versions.mjs';

/** The packages whose bundled versions the table shows. */
export const BUNDLED = [
  'react',
  'react-native',
  'react-native-web',
  'react-native-reanimated',
  'react-native-worklets',
  'react-native-gesture-handler',
];

/**
 * Upper limits a library's code needs that its declared ranges do not say:
 * 1.1.0's sortable hooks call useAnimatedGestureHandler, which Reanimated 4
 * removed (react-native-reanimated-dnd@1.1.0, lib/hooks/useSortable.js).
 * @type {Record<string, Record<string, string>>}
 */
export const BELOW = { '1.1.0': { 'react-native-reanimated': '4' } };

/**
 * @typedef {import('../data/expo-sdks.mjs').ExpoSdkRead} ExpoSdkRead
 * @typedef {import('../data/expo-sdks.mjs').CompatibilityData} CompatibilityData
 */

/** The data file's own types, written into it so that site code needs nothing from scripts/. */
const TYPES = `/**
 * @typedef {object} ExpoSdkRead
 * @property {number} sdk
 * @property {string} expo the exact published \`expo\` version read
 * @property {Record<string, string>} bundles package -> version range from its bundledNativeModules.json
 * @property {string | null} runs the library release whose peers the bundled versions meet
 * @property {string[]} unmet for a row no release runs on, the newest release's peers it misses
 *
 * @typedef {object} CompatibilityData
 * @property {string} read the date the registry was read (YYYY-MM-DD)
 * @property {string} latest \`expo\`'s \`latest\` tag then
 * @property {Record<string, Record<string, string>>} peers library release -> its peerDependencies
 * @property {ExpoSdkRead[]} sdks
 */`;

/**
 * The newest non-prerelease version of each SDK major.
 * @param {string[]} versions every published `expo` version
 * @param {number[]} sdks
 * @returns {Record<number, string | null>} null for an SDK with no release yet
 */
export function newestPatches(versions, sdks) {
  return Object.fromEntries(sdks.map((sdk) => [sdk, semver.maxSatisfying(versions, `${sdk}.x`)]));
}

/**
 * Does a bundled version (a range such as `~2.30.0`, as the SDK pins it) meet a peer range, within any upper limit?
 * @param {string} bundled @param {string} range @param {string} [below]
 */
function meets(bundled, range, below) {
  const version = semver.minVersion(bundled);
  if (!version) return false;
  if (below && semver.major(version) >= Number(below)) return false;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/**
 * The data file's content from what was read.
 * @param {{ read: string, latest: string, expo: Record<number, string>, bundles: Record<number, Record<string, string>>, peers: Record<string, Record<string, string>> }} facts
 * @returns {CompatibilityData}
 */
export function compatibilityData({ read, latest, expo, bundles, peers }) {
  const releases = Object.keys(peers).sort((a, b) => semver.rcompare(a, b));
  const sdks = Object.keys(expo)
    .map(Number)
    .sort((a, b) => a - b)
    .map((sdk) => {
      const picked = Object.fromEntries(BUNDLED.filter((name) => bundles[sdk][name]).map((name) => [name, bundles[sdk][name]]));
      /** @param {string} release */
      const missing = (release) =>
        Object.entries(peers[release])
          .filter(([name, range]) => !(picked[name] && meets(picked[name], range, BELOW[release]?.[name])))
          .map(([name, range]) => `${name} ${range}${BELOW[release]?.[name] ? ` below ${BELOW[release][name]}` : ''}`);
      const runs = releases.find((release) => missing(release).length === 0) ?? null;
      return { sdk, expo: expo[sdk], bundles: picked, runs, unmet: runs ? [] : missing(releases[0]) };
    });
  return { read, latest, peers, sdks };
}

/** What changed between two reads, one line each. @param {CompatibilityData | null} before @param {CompatibilityData} after */
export function changes(before, after) {
  /** @type {string[]} */
  const lines = [];
  for (const [release, deps] of Object.entries(after.peers)) {
    const old = before?.peers[release] ?? {};
    for (const [name, range] of Object.entries(deps))
      if (old[name] !== range) lines.push(`${release} peer ${name}: ${old[name] ?? 'none'} -> ${range}`);
  }
  for (const row of after.sdks) {
    const old = before?.sdks.find((s) => s.sdk === row.sdk);
    if (!old) {
      lines.push(`SDK ${row.sdk}: new row, expo@${row.expo}`);
      continue;
    }
    if (old.expo !== row.expo) lines.push(`SDK ${row.sdk}: expo ${old.expo} -> ${row.expo}`);
    for (const name of BUNDLED) {
      if (old.bundles[name] !== row.bundles[name])
        lines.push(`SDK ${row.sdk}: ${name} ${old.bundles[name] ?? 'none'} -> ${row.bundles[name] ?? 'none'}`);
    }
    if (old.runs !== row.runs) lines.push(`SDK ${row.sdk}: runs ${old.runs ?? 'neither'} -> ${row.runs ?? 'neither'}`);
  }
  return lines;
}

/** The data module's source. @param {CompatibilityData} data */
export function renderModule(data) {
  return [
    '// @ts-check',
    '// Written by `npm run refresh-compatibility` (scripts/refresh-compatibility.mjs) from the npm registry; do not edit.',
    '// Each row: the newest patch of an Expo SDK, what its bundledNativeModules.json pins, and the library release whose',
    "// peerDependencies those versions meet. Whether the row's stack was run: data/stack-results.mjs.",
    '',
    TYPES,
    '',
    '/** @type {CompatibilityData} */',
    `export const EXPO_DATA = ${JSON.stringify(data, null, 2)};`,
    '',
  ].join('\n');
}

/** `npm` with its output as text (the ordinary registry client). @param {string[]} args @param {string} [cwd] */
function npm(args, cwd) {
  return execFileSync('npm', args, { encoding: 'utf8', cwd, stdio: ['ignore', 'pipe', 'inherit'] });
}

/** bundledNativeModules.json of one published `expo`. @param {string} version @param {string} dir */
function bundledNativeModules(version, dir) {
  const [{ filename }] = JSON.parse(npm(['pack', `expo@${version}`, '--json', '--pack-destination', dir], dir));
  execFileSync('tar', ['xzf', join(dir, filename), '-C', dir, 'package/bundledNativeModules.json']);
  const text = readFileSync(join(dir, 'package', 'bundledNativeModules.json'), 'utf8');
  rmSync(join(dir, 'package'), { recursive: true });
  return JSON.parse(text);
}

const FILE = 'data/expo-sdks.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const { EXPO_DATA: before } = await import(`../${FILE}`).catch(() => ({ EXPO_DATA: null }));
  const latest = JSON.parse(npm(['view', 'expo', 'dist-tags', '--json'])).latest;
  const versions = JSON.parse(npm(['view', 'expo', 'versions', '--json']));
  const sdks = [...new Set([...(before?.sdks ?? []).map((/** @type {{ sdk: number }} */ s) => s.sdk), semver.major(latest)])];
  /** @type {Record<number, string>} */
  const expo = {};
  for (const [sdk, version] of Object.entries(newestPatches(versions, sdks))) if (version) expo[Number(sdk)] = version;
  const dir = mkdtempSync(join(tmpdir(), 'expo-'));
  /** @type {Record<number, Record<string, string>>} */
  const bundles = {};
  try {
    for (const [sdk, version] of Object.entries(expo)) bundles[Number(sdk)] = bundledNativeModules(version, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  /** @type {Record<string, Record<string, string>>} */
  const peers = {};
  for (const { library } of DOC_VERSIONS)
    peers[library] = JSON.parse(npm(['view', `react-native-reanimated-dnd@${library}`, 'peerDependencies', '--json']));
  const after = compatibilityData({ read: new Date().toISOString().slice(0, 10), latest, expo, bundles, peers });
  const lines = changes(before, after);
  console.log(lines.length ? lines.join('\n') : 'No change since the last read.');
  if (!process.argv.includes('--dry-run')) {
    writeFileSync(FILE, renderModule(after));
    // In the house style, so that lint passes after a refresh.
    execFileSync('npx', ['prettier', '--write', FILE], { stdio: 'ignore' });
  }
  console.log(`${process.argv.includes('--dry-run') ? 'Would write' : 'Wrote'} ${FILE} (read ${after.read}, expo latest ${latest}).`);
}
