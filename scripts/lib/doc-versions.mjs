// @ts-check
/**
 * The docs versions and the packages each one is checked against.
 *
 * The current docs (docs/, served at /docs) describe the packages installed
 * under their plain names. The 1.x archive (versioned_docs/version-1.x,
 * served at /docs/1.x) describes the 1.1.0 stack, installed under npm
 * aliases; TypeScript `paths` map the plain module names to those folders,
 * for the doc code and for the .d.ts files inside the packages alike.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DOC_VERSIONS = [
  {
    name: 'current',
    label: '2.x',
    docs: 'docs',
    demos: 'src/demos',
    // Module name -> folder under node_modules (null: not part of this stack).
    modules: {
      'react-native-reanimated-dnd': 'react-native-reanimated-dnd',
      'react-native-reanimated': 'react-native-reanimated',
      'react-native-gesture-handler': 'react-native-gesture-handler',
      'react-native-worklets': 'react-native-worklets',
    },
    pendingApi: 'scripts/api-coverage-pending/current.json',
  },
  {
    name: '1.x',
    label: '1.x',
    docs: 'versioned_docs/version-1.x',
    demos: 'src/demos/1.x',
    modules: {
      'react-native-reanimated-dnd': 'react-native-reanimated-dnd-v1',
      'react-native-reanimated': 'react-native-reanimated-v3',
      'react-native-gesture-handler': 'react-native-gesture-handler-v1',
      'react-native-worklets': null,
    },
    pendingApi: null,
  },
];

/** @typedef {typeof DOC_VERSIONS[number]} DocVersion */

/** @param {string} name */
export function docVersion(name) {
  const version = DOC_VERSIONS.find((v) => v.name === name);
  if (!version) throw new Error(`Unknown docs version: ${name}`);
  return version;
}

/** The version a doc or demo file belongs to, from its path. @param {string} file */
export function versionOfFile(file) {
  const path = file.replace(/\\/g, '/');
  const archived = DOC_VERSIONS.filter((v) => v.name !== 'current').find(
    (v) => path.includes(`${v.docs}/`) || path.includes(`${v.demos}/`),
  );
  return archived ?? docVersion('current');
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
  const all = new Set(DOC_VERSIONS.flatMap((v) => Object.values(v.modules).filter(Boolean)));
  return [...all].filter((folder) => !own.has(folder));
}

/** "react-native-reanimated-dnd 1.1.0, react-native-reanimated 3.19.5, …" as installed. @param {DocVersion} version @param {string} [root] */
export function describeStack(version, root = process.cwd()) {
  return Object.entries(version.modules)
    .filter(([, folder]) => folder)
    .map(([module, folder]) => {
      try {
        const { version: v } = JSON.parse(readFileSync(join(root, 'node_modules', String(folder), 'package.json'), 'utf8'));
        return `${module} ${v}`;
      } catch {
        return `${module} (not installed)`;
      }
    })
    .join(', ');
}

/** The package entry point's declarations for this version. @param {DocVersion} version */
export function apiEntry(version) {
  return `node_modules/${version.modules['react-native-reanimated-dnd']}/lib/index.d.ts`;
}
