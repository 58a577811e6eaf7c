// @ts-check
/**
 * Matching build-time highlighted lines (highlight.mjs) to the lines
 * a code block displays. Plain JavaScript so the unit tests can import it.
 */

import { NEWLINE, escapeHtml } from './text.mjs';

/**
 * The lines of `displayed` as HTML. Docusaurus shows the source minus whole
 * lines (its magic comments, such as `// highlight-next-line`, and a final
 * newline; Markdown adds one), so each displayed line is the next source line
 * equal to it, with that line's highlighted HTML. When the highlighting does
 * not fit, or there is none, the lines are plain escaped text (still
 * readable, just not coloured).
 *
 * @param {string} displayed the code as Docusaurus displays it
 * @param {{ code: string, highlighted?: string } | null} source the code as written,
 *   and its highlighted HTML, one string per source line, joined by "\n"
 * @returns {string[]}
 */
export function displayLines(displayed, source) {
  const lines = displayed.split(NEWLINE);
  const html = source?.highlighted?.split('\n') ?? [];
  const sourceLines = source?.code.split(NEWLINE) ?? [];
  let next = 0;
  const found = lines.map((line) => {
    while (next < sourceLines.length && sourceLines[next] !== line) next++;
    // An empty line looks the same highlighted or not.
    return html[next++] ?? (line === '' ? '' : undefined);
  });
  return found.every((line) => line !== undefined) ? found : lines.map(escapeHtml);
}
