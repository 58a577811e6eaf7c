/**
 * Webpack loader for code shown outside Markdown (the live demos' source,
 * the home page sample): `import source from '!!highlight-loader!./File.tsx'`
 * gives `{ code, highlighted }` for `<CodeBlock highlighted={...}>`.
 * The language is the file extension, or `?language=tsx` on the loader.
 */
const { extname } = require('node:path');
const { highlight } = require('./highlight.cjs');

module.exports = function highlightLoader(code) {
  const { language = extname(this.resourcePath).slice(1) } = this.getOptions();
  return `export default ${JSON.stringify({ code, highlighted: highlight(code, language) })};`;
};
