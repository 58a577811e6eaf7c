/** The search options the box, the page and the worker read (index.mjs writes them; client/options.js). */
declare module '@generated/docs-search/default/options.json' {
  const options: {
    indexFile: string;
    searchResultLimits: number;
    searchResultContextMaxLength: number;
  };
  export default options;
}
