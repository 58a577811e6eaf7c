/**
 * Loader for code shown outside Markdown (the live demos' source, the home
 * page sample): `import source from '!!highlight-loader!./File.tsx'` gives
 * `{ code, highlighted }` for `<CodeBlock highlighted={...}>`. The language
 * is the file extension, or `?language=tsx` on the loader.
 */
import { extname } from 'node:path';
import { highlight } from './highlight.mjs';

/**
 * @this {{ resourcePath: string, getOptions(): { language?: string } }} the bundler's loader context
 * @param {string} code
 */
export default function highlightLoader(code) {
  const { language = extname(this.resourcePath).slice(1) } = this.getOptions();
  return `export default ${JSON.stringify({ code, highlighted: highlight(code, language) })};`;
}
