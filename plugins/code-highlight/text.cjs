/**
 * Text helpers shared by the build-time highlighter and the browser's
 * fallback for unhighlighted code (src/components/HighlightedCode/lines.mjs),
 * so both split and escape code the same way.
 */

/** Any line ending: \n, \r\n or \r. */
const NEWLINE = /\r\n|\r|\n/;

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}

module.exports = { NEWLINE, escapeHtml };
