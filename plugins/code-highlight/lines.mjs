// @ts-check
/**
 * Matching build-time highlighted lines (highlight.mjs) to the lines
 * a code block displays. Plain JavaScript so the unit tests can import it.
 */

import { NEWLINE, escapeHtml } from './text.mjs';

/**
 * Docusaurus shows the source minus whole lines (its magic comments, such as
 * `// highlight-next-line`, and a final newline; Markdown adds one), so each
 * displayed line is the next source line equal to it. Returns the HTML of
 * each displayed line, or null when the highlighted text does not fit.
 *
 * @param {string} displayed the code as Docusaurus displays it
 * @param {string} source the code as written, which was highlighted
 * @param {string} highlighted one HTML string per source line, joined by "\n"
 * @returns {string[] | null}
 */
export function highlightedLinesFor(displayed, source, highlighted) {
  const html = highlighted.split('\n');
  const sourceLines = source.split(NEWLINE);
  const result = [];
  let next = 0;
  for (const line of displayed.split(NEWLINE)) {
    while (next < sourceLines.length && sourceLines[next] !== line) next++;
    if (next < html.length) result.push(html[next++]);
    // An empty line looks the same highlighted or not.
    else if (line === '') result.push('');
    else return null;
  }
  return result;
}

/**
 * The lines of `displayed` as HTML: highlighted when `highlighted` fits,
 * else plain escaped text (still readable, just not coloured).
 *
 * @param {string} displayed
 * @param {{ code: string, highlighted?: string } | null} source
 * @returns {string[]}
 */
export function displayLines(displayed, source) {
  const lines = source?.highlighted === undefined ? null : highlightedLinesFor(displayed, source.code, source.highlighted);
  return lines ?? displayed.split(NEWLINE).map(escapeHtml);
}
