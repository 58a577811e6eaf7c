/**
 * Text helpers shared by the build-time highlighter and the browser's
 * fallback for unhighlighted code (lines.mjs), so both split and escape code
 * the same way; the content security policy escapes its <meta> with it too.
 */

/** Any line ending: \n, \r\n or \r. */
export const NEWLINE = /\r\n|\r|\n/;

/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}
