// Types for the search plugin's build-time module (index.mjs writes it with createData).

/** The search options the box, the page and the worker read (client/options.js). */
declare module '@generated/docs-search/default/options.json' {
  const options: {
    indexFile: string;
    searchResultLimits: number;
    searchResultContextMaxLength: number;
    searchBarShortcut: boolean;
    searchBarShortcutHint: boolean;
    searchBarShortcutKeymap: string;
  };
  export default options;
}
