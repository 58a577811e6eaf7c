/**
 * Syntax highlighting at build time, in Node. Code blocks reach the browser
 * as ready-made HTML, one string per line, so no page ships or runs Prism.
 *
 * Tokens get Prism's class names (`token keyword`, ...); their colours come
 * from CSS (see colours.cjs), so the same HTML is right in light and dark mode.
 */
const { Prism, normalizeTokens } = require('prism-react-renderer');
const { NEWLINE, escapeHtml } = require('./text.cjs');

// Languages prism-react-renderer does not bundle. Prism's language files
// register themselves on a global `Prism`, so lend them ours while loading.
const EXTRA_LANGUAGES = ['bash'];
const previousPrism = globalThis.Prism;
globalThis.Prism = Prism;
for (const language of EXTRA_LANGUAGES) require(`prismjs/components/prism-${language}`);
if (previousPrism === undefined) delete globalThis.Prism;
else globalThis.Prism = previousPrism;

/** Lines are joined with this in the `highlighted` string; no line's HTML contains it. */
const LINE_SEPARATOR = '\n';

function tokenHtml({ types, content }) {
  // Plain text takes the block's own colour, so it needs no element.
  if (types.length === 1 && types[0] === 'plain') return escapeHtml(content);
  return `<span class="token ${types.join(' ')}">${escapeHtml(content)}</span>`;
}

/**
 * The HTML of each line of `code` (split at \n, \r\n or \r), highlighted as
 * `language`. An unknown or missing language gives plain, escaped text.
 */
function highlightLines(code, language) {
  const grammar = language ? Prism.languages[language] : undefined;
  if (!grammar) return code.split(NEWLINE).map(escapeHtml);
  const lines = normalizeTokens(Prism.tokenize(code, grammar));
  // Empty lines come back as one token "\n" flagged `empty`; they render as nothing.
  return lines.map((tokens) => tokens.filter((token) => !token.empty && token.content !== '').map(tokenHtml).join(''));
}

/** `highlightLines` joined into the single string code blocks carry. */
function highlight(code, language) {
  return highlightLines(code, language).join(LINE_SEPARATOR);
}

module.exports = { LINE_SEPARATOR, highlight, highlightLines };
