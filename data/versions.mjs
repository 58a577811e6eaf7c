// @ts-check
/**
 * The docs versions, in one place: the Docusaurus config, the bundler setup
 * of the live demos and runnable samples, the docs checks, the search
 * identifiers, the test runner, the bench and the tests all read them here.
 * Adding a version is one entry below (README, "How to add a version").
 *
 * The current docs (docs/, served at /docs) describe the packages installed
 * under their plain names. An archived version describes an older stack,
 * installed under npm aliases (package.json); `modules` maps each plain
 * module name to the folder under node_modules that this version's code
 * (docs, demos, samples) resolves it to, in the bundler and in TypeScript.
 *
 * Pure data and path arithmetic: the browser bundle and the end-to-end
 * tests import this file too, so no Node built-ins and no import.meta.
 */

/**
 * @typedef {object} DocVersion
 * @property {string} name Docusaurus' version name (`current` for docs/)
 * @property {string} label the label readers see in the version menu
 * @property {string} path the version's path under /docs ('' for the current one)
 * @property {'unmaintained' | null} banner Docusaurus' banner for an archive
 * @property {string} docs the docs folder
 * @property {string} library the exact library release the docs describe
 * @property {Record<string, string | null>} modules module name -> folder under node_modules (null: not part of this stack)
 */

/** @type {DocVersion[]} */
export const DOC_VERSIONS = [
  {
    name: 'current',
    label: '2.x',
    path: '',
    banner: null,
    docs: 'docs',
    library: '2.0.0',
    modules: {
      'react-native-reanimated-dnd': 'react-native-reanimated-dnd',
      'react-native-reanimated': 'react-native-reanimated',
      'react-native-gesture-handler': 'react-native-gesture-handler',
      'react-native-worklets': 'react-native-worklets',
    },
  },
  {
    name: '1.x',
    label: '1.x',
    path: '1.x',
    banner: 'unmaintained',
    docs: 'versioned_docs/version-1.x',
    library: '1.1.0',
    modules: {
      'react-native-reanimated-dnd': 'react-native-reanimated-dnd-v1',
      'react-native-reanimated': 'react-native-reanimated-v3',
      'react-native-gesture-handler': 'react-native-gesture-handler-v1',
      'react-native-worklets': null,
    },
  },
];

/**
 * @typedef {object} ExpoStack
 * @property {number} sdk the Expo SDK whose bundled Reanimated, Worklets and Gesture Handler these are
 * @property {string} docsVersion the docs version whose library and demos run on it
 * @property {Record<string, string | null>} modules module name -> folder under node_modules, as in DocVersion
 * @property {string} web the folder of this stack's react-native-web
 */

/**
 * The stack of each Expo SDK row of the compatibility table that a docs
 * version runs on (data/expo-sdks.mjs): that SDK's bundled versions,
 * installed under npm aliases (`react-native-reanimated-sdk57`, package.json).
 * A stack whose folders are the plain names is the one the site's live demos
 * run (the current version's `modules`). tests/e2e/stacks.spec.ts bundles
 * the demos against each one and drags them (lib/stack-bundle.mjs);
 * `check-code-blocks.mjs --stack <sdk>` type-checks the docs against it.
 * Adding a stack: README, "How to refresh compatibility".
 */
/** @type {ExpoStack[]} */
export const EXPO_STACKS = [
  // The newest SDK whose stack passes: installed under the plain names, the current version's live demos,
  // Run buttons, playground and type-checks run it.
  { sdk: 58, docsVersion: 'current', modules: DOC_VERSIONS[0].modules, web: 'react-native-web' },
  ...[57, 56, 55].map((sdk) => ({
    sdk,
    docsVersion: 'current',
    modules: {
      'react-native-reanimated-dnd': 'react-native-reanimated-dnd',
      'react-native-reanimated': `react-native-reanimated-sdk${sdk}`,
      'react-native-gesture-handler': `react-native-gesture-handler-sdk${sdk}`,
      'react-native-worklets': `react-native-worklets-sdk${sdk}`,
    },
    web: 'react-native-web',
  })),
  {
    sdk: 53,
    docsVersion: '1.x',
    modules: {
      'react-native-reanimated-dnd': 'react-native-reanimated-dnd-v1',
      'react-native-reanimated': 'react-native-reanimated-sdk53',
      'react-native-gesture-handler': 'react-native-gesture-handler-sdk53',
      'react-native-worklets': null,
    },
    web: 'react-native-web-sdk53',
  },
];

/** @param {number} sdk */
export function expoStack(sdk) {
  const stack = EXPO_STACKS.find((s) => s.sdk === sdk);
  if (!stack) throw new Error(`No stack for Expo SDK ${sdk}`);
  return stack;
}

/**
 * The docs version as checked against one Expo SDK's stack: its pages and
 * demos, that stack's folders (check-code-blocks.mjs `--stack`).
 * @param {ExpoStack} stack
 * @returns {DocVersion}
 */
export function versionOnStack(stack) {
  return { ...docVersion(stack.docsVersion), modules: stack.modules };
}

/** The current version (docs/, at /docs). */
export const CURRENT_VERSION = DOC_VERSIONS[0];

/** The archived versions, newest first. */
export const ARCHIVED_VERSIONS = DOC_VERSIONS.slice(1);

/** @param {string} name */
export function docVersion(name) {
  const version = DOC_VERSIONS.find((v) => v.name === name);
  if (!version) throw new Error(`Unknown docs version: ${name}`);
  return version;
}

/** The address of the version's docs root: `/docs` or `/docs/1.x`. @param {DocVersion} version */
export function routeBase(version) {
  return version.path ? `/docs/${version.path}` : '/docs';
}

/**
 * The live demos' screens. One file per screen serves every version whose
 * pages show it, built against each version's packages; a version that needs
 * a different screen gets a screen of another name.
 */
export const DEMOS_DIR = 'demos';

/** The version a doc file belongs to, from its path (a demo screen's is the current one). @param {string} file */
export function versionOfFile(file) {
  const path = file.replace(/\\/g, '/');
  const archived = ARCHIVED_VERSIONS.find((v) => path.includes(`${v.docs}/`));
  return archived ?? CURRENT_VERSION;
}

/** TypeScript `paths` (relative to the project root) that send each module name to this version's folder. @param {DocVersion} version */
export function tsPaths(version) {
  /** @type {Record<string, string[]>} */
  const paths = {};
  for (const [module, folder] of Object.entries(version.modules)) {
    if (!folder || folder === module) continue;
    paths[module] = [`node_modules/${folder}`];
    paths[`${module}/*`] = [`node_modules/${folder}/*`];
  }
  return paths;
}

/** Folders under node_modules that must never be loaded when checking this version. @param {DocVersion} version */
export function foreignFolders(version) {
  const own = new Set(Object.values(version.modules).filter(Boolean));
  const all = new Set([...DOC_VERSIONS, ...EXPO_STACKS].flatMap((v) => Object.values(v.modules).filter(Boolean)));
  return /** @type {string[]} */ ([...all].filter((folder) => !own.has(folder)));
}

/** The package entry point's declarations for this version. @param {DocVersion} version */
export function apiEntry(version) {
  return `node_modules/${version.modules['react-native-reanimated-dnd']}/lib/index.d.ts`;
}

/**
 * The version's search index in the build, relative to the site's root: the
 * search plugin writes the current one at the root and an archive's in its
 * route's folder (plugins/search/index.mjs).
 * @param {DocVersion} version
 */
export function searchIndexFile(version) {
  return version === CURRENT_VERSION ? 'search-index.json' : `${routeBase(version).slice(1)}/search-index.json`;
}
