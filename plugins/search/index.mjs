/**
 * Local search; this folder owns all of it. Build: after the build, @easyops-cn/docusaurus-search-local
 * (its plugin created here through its public entry point, only its postBuild run) scans each docs
 * version's pages into entries and writes its index file; build-index.mjs replaces that file with this
 * site's, which adds where each public name is defined (identifiers.mjs) and the reader vocabulary.
 * Browser: the box and /search (theme/), the worker and the hook both use (client/).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDEX_FORMAT_VERSION } from './client/engine.mjs';
import { buildIndex } from './build-index.mjs';

const require = createRequire(import.meta.url);
const SCANNER = '@easyops-cn/docusaurus-search-local';
export const INDEX_FILE_NAME = 'search-index.json';

/** A hash of the files the index is made from, so a changed index gets a new address. @param {string} siteDir */
async function sourceHash(siteDir) {
  const hash = createHash('sha256').update(`format ${INDEX_FORMAT_VERSION}\n`);
  for (const folder of ['docs', 'versioned_docs', 'api-reference', 'plugins/search']) {
    const entries = await readdir(join(siteDir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    for (const path of paths.sort()) hash.update(path.slice(siteDir.length)).update(await readFile(path));
  }
  // The identifiers come from the installed packages' declarations too.
  hash.update(await readFile(join(siteDir, 'package-lock.json')).catch(() => ''));
  return hash.digest('hex').slice(0, 8);
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {{ indexDocs: boolean, indexBlog: boolean, indexPages: boolean, language: string[], hashed: boolean, searchResultLimits: number,
 *   searchResultContextMaxLength: number }} options
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function searchPlugin(context, options) {
  const { indexDocs, indexBlog, indexPages, language, hashed, ...shown } = options;
  const { default: scannerPlugin, validateOptions } = require(SCANNER);
  const scannerOptions = { indexDocs, indexBlog, indexPages, language, hashed: false };
  const validate = (/** @type {import('joi').Schema} */ schema, /** @type {unknown} */ value) => {
    const result = schema.validate(value);
    if (result.error) throw result.error;
    return result.value;
  };
  const scanner = scannerPlugin(context, validateOptions({ options: scannerOptions, validate }));
  const themePath = fileURLToPath(new URL('./theme', import.meta.url));
  return {
    name: 'docs-search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // lunr stays in the worker's own chunk, so the worker starts with one download (the default would split it out).
      const defaultVendors = { idHint: 'vendors', reuseExistingChunk: true, test: /[\\/]node_modules[\\/](?!lunr[\\/])/i, priority: -10 };
      return { optimization: { splitChunks: { cacheGroups: { defaultVendors } } } };
    },
    async contentLoaded({ actions }) {
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
      const hash = hashed ? `?_=${await sourceHash(context.siteDir)}` : '';
      await actions.createData('options.json', JSON.stringify({ ...shown, indexFile: `${INDEX_FILE_NAME}${hash}` }));
    },
    async postBuild(props) {
      await scanner.postBuild(props);
      // Loaded here only: it reads the package's declarations with the TypeScript compiler.
      const { identifiersOf } = await import(fileURLToPath(new URL('./identifiers.mjs', import.meta.url)));
      const docs = props.plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content;
      for (const version of /** @type {import('@docusaurus/plugin-content-docs').LoadedContent} */ (docs).loadedVersions) {
        const route = `${version.path.replace(/\/+$/, '')}/`;
        const folder = version.isLast
          ? props.outDir
          : join(props.outDir, ...version.path.slice(props.baseUrl.length).split('/').filter(Boolean));
        const file = join(folder, INDEX_FILE_NAME);
        /** @type {{ documents: import('./build-index.mjs').ScannedEntry[] }[]} */
        const scanned = JSON.parse(await readFile(file, 'utf8'));
        const { identifiers } = await identifiersOf(version.versionName, route);
        const documents = scanned.map((kind) => kind.documents);
        await writeFile(file, JSON.stringify(buildIndex(documents, identifiers, route)), 'utf8');
      }
    },
  };
}
