/**
 * Local search: this folder owns all of it.
 *
 * - Build: after the build, each docs version's pages are scanned and its
 *   search index written (`search-index.json` in the version's output
 *   folder, format in index-format.mjs), with where each public name of the
 *   package is defined (plugins/search/identifiers.mjs).
 * - Browser: the search box and the /search page (theme/, shadowing the
 *   classic theme's SearchBar), the worker that loads the index and runs
 *   queries, and the hook both use (client/).
 *
 * Scanning the built pages into entries (titles, headings, descriptions,
 * keywords, body text per section) is done by
 * @easyops-cn/docusaurus-search-local, through its public entry point: its
 * plugin is created here, not registered with Docusaurus, and only its
 * postBuild runs, which writes its own index; this plugin then reads that
 * file's entries and replaces it with the smaller index of this site's
 * format. Its theme (box, page, worker) is not used.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDEX_FILE_NAME, INDEX_FORMAT_VERSION, writeIndex } from './index-format.mjs';

const require = createRequire(import.meta.url);
const IDENTIFIERS_MODULE = fileURLToPath(new URL('./identifiers.mjs', import.meta.url));
const SCANNER = '@easyops-cn/docusaurus-search-local';

/** The options this site uses; the spec fixes each value. */
const DEFAULTS = {
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  language: ['en'],
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  hashed: true,
};

/** Every file of the folders the index is made from, hashed, so a changed index gets a new address. @param {string} siteDir */
async function sourceHash(siteDir) {
  const hash = createHash('sha256').update(`format ${INDEX_FORMAT_VERSION}\n`);
  for (const folder of ['docs', 'versioned_docs', 'src/api-reference']) {
    let files;
    try {
      files = (await readdir(join(siteDir, folder), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    } catch {
      continue;
    }
    const paths = files.map((entry) => join(entry.parentPath ?? entry.path, entry.name)).sort();
    for (const path of paths) hash.update(path.slice(siteDir.length)).update(await readFile(path));
  }
  // The identifiers in the index come from the installed packages' declarations too.
  hash.update(await readFile(join(siteDir, 'package-lock.json')).catch(() => ''));
  return hash.digest('hex').slice(0, 8);
}

/**
 * Each docs version: its name, the route its pages are served under, and
 * its output folder (the current one at the root, others under their path).
 * @param {import('@docusaurus/types').Props} props
 */
function builtVersions({ outDir, baseUrl, plugins }) {
  const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  const content = /** @type {import('@docusaurus/plugin-content-docs').LoadedContent | undefined} */ (docs?.content);
  const versions = content?.loadedVersions ?? [];
  return versions.map((version) => ({
    name: version.versionName,
    route: `${version.path.replace(/\/+$/, '')}/`,
    folder: version.isLast ? outDir : join(outDir, ...version.path.slice(baseUrl.length).split('/').filter(Boolean)),
  }));
}

/**
 * @param {import('@docusaurus/types').LoadContext} context
 * @param {Partial<typeof DEFAULTS>} [options] the plugin's options in docusaurus.config.ts
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function searchPlugin(context, options = {}) {
  const settings = { ...DEFAULTS, ...options };
  const { default: scannerPlugin, validateOptions } = require(SCANNER);
  const scanner = scannerPlugin(
    context,
    validateOptions({
      options: {
        indexDocs: settings.indexDocs,
        indexBlog: settings.indexBlog,
        indexPages: settings.indexPages,
        language: settings.language,
        hashed: false,
      },
      validate: (/** @type {import('joi').Schema} */ schema, /** @type {unknown} */ value) => {
        const result = schema.validate(value);
        if (result.error) throw result.error;
        return result.value;
      },
    }),
  );
  const themePath = fileURLToPath(new URL('./theme', import.meta.url));

  return {
    name: 'docs-search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The bundler's default moves a large library of an async chunk into a chunk of its own; for lunr, used
      // only by the search worker, that chunk is loaded with a second, blocking importScripts before the worker
      // runs at all. Kept in the worker's own chunk, the worker starts with one download. Otherwise the default.
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              defaultVendors: { idHint: 'vendors', reuseExistingChunk: true, test: /[\\/]node_modules[\\/](?!lunr[\\/])/i, priority: -10 },
            },
          },
        },
      };
    },
    async contentLoaded({ actions }) {
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
      const hash = settings.hashed ? await sourceHash(context.siteDir) : '';
      await actions.createData(
        'options.json',
        JSON.stringify({
          indexFile: `${INDEX_FILE_NAME}${hash ? `?_=${hash}` : ''}`,
          searchResultLimits: settings.searchResultLimits,
          searchResultContextMaxLength: settings.searchResultContextMaxLength,
          searchBarShortcut: settings.searchBarShortcut,
          searchBarShortcutHint: settings.searchBarShortcutHint,
          searchBarShortcutKeymap: settings.searchBarShortcutKeymap,
        }),
      );
    },
    async postBuild(props) {
      await scanner.postBuild(props);
      // Loaded here only, by address: it reads the package's declarations with the TypeScript compiler,
      // which neither `npm run dev` nor the site's type-check should load.
      const { identifiersOf } = await import(IDENTIFIERS_MODULE);
      for (const { name, route, folder } of builtVersions(props)) {
        const file = join(folder, INDEX_FILE_NAME);
        /** @type {{ documents: import('./index-format.mjs').Entry[] }[]} */
        const scanned = JSON.parse(await readFile(file, 'utf8'));
        const { identifiers } = await identifiersOf(name, route);
        await writeFile(
          file,
          JSON.stringify(
            writeIndex(
              scanned.map((kind) => kind.documents),
              identifiers,
            ),
          ),
          'utf8',
        );
      }
    },
  };
}
