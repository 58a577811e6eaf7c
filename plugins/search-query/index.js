/**
 * Search support for the site (spec §4, §5, §7, §9).
 *
 * After the build, writes search-index-lean.json next to the search-local
 * plugin's search-index.json: the same entries, gathered with that
 * plugin's own document scanner and options, indexed with lunr (BM25, b 0.75,
 * k1 1.2) in a leaner format the search worker (src/search/worker.js)
 * loads quickly. See lean-index.mjs.
 */
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LEAN_FORMAT_VERSION, buildLeanIndex } from './lean-index.mjs';

const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';

function searchPluginOptions(siteConfig) {
  for (const entry of [...(siteConfig.themes ?? []), ...(siteConfig.plugins ?? [])]) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (name === SEARCH_PLUGIN || (typeof name === 'string' && name.endsWith(SEARCH_PLUGIN))) return options ?? {};
  }
  return null;
}

export default function searchQueryPlugin(context) {
  return {
    name: 'search-query',
    async postBuild(props) {
      const rawOptions = searchPluginOptions(context.siteConfig);
      if (!rawOptions) return;
      const require = createRequire(join(context.siteDir, 'package.json'));
      const dist = `${SEARCH_PLUGIN}/dist/server/server/utils`;
      const { validateOptions } = require(`${dist}/validateOptions`);
      const options = validateOptions({
        options: rawOptions,
        validate: (schema, value) => {
          const result = schema.validate(value);
          if (result.error) throw result.error;
          return result.value;
        },
      });
      const { processPluginOptions } = require(`${dist}/processPluginOptions`);
      const { processDocInfos } = require(`${dist}/processDocInfos`);
      const { scanDocuments } = require(`${dist}/scanDocuments`);
      const lunr = require('lunr');
      const config = processPluginOptions(options, context);
      if (Array.isArray(config.searchContextByPaths) && config.searchContextByPaths.length > 0) {
        throw new Error('plugins/search-query: searchContextByPaths is not supported by the lean index yet.');
      }
      for (const versionData of processDocInfos(props, config)) {
        const allDocuments = await scanDocuments(versionData.paths, config);
        const indexes = buildLeanIndex(lunr, allDocuments, {
          removeStopWords: !config.removeDefaultStopWordFilter.includes('en'),
          removeStemmer: !!config.removeDefaultStemmer,
        });
        await writeFile(
          join(versionData.outDir, 'search-index-lean.json'),
          JSON.stringify({ version: LEAN_FORMAT_VERSION, indexes }),
          'utf8',
        );
      }
    },
  };
}
