/** The search options as the build wrote them (index.mjs, from docusaurus.config.ts); `indexFile` carries the index's hash. */
import options from '@generated/docs-search/default/options.json';

export const { indexFile, searchResultLimits, searchResultContextMaxLength } = options;
