/**
 * The search options as the build wrote them (plugins/search/index.mjs,
 * from the plugin's options in docusaurus.config.ts), for the box, the page
 * and the worker. `indexFile` carries the index's hash as a query string.
 */
import options from '@generated/docs-search/default/options.json';

/** @type {string} */
export const indexFile = options.indexFile;
/** @type {number} */
export const searchResultLimits = Number(options.searchResultLimits) || 8;
/** @type {number} */
export const searchResultContextMaxLength = Number(options.searchResultContextMaxLength) || 50;
/** @type {boolean} */
export const searchBarShortcut = Boolean(options.searchBarShortcut);
/** @type {boolean} */
export const searchBarShortcutHint = Boolean(options.searchBarShortcutHint);
/** @type {string} */
export const searchBarShortcutKeymap = options.searchBarShortcutKeymap;
