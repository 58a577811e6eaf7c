/**
 * Syntax highlighting at build time, in Node. Code blocks reach the browser
 * as ready-made HTML, one string per line, so no page ships or runs Prism.
 *
 * Tokens get Prism's class names (`token keyword`, ...); their colours come
 * from CSS (see colours.mjs), so the same HTML is right in light and dark mode.
 */
import { createRequire } from 'node:module';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { NEWLINE, escapeHtml } from './text.mjs';

const require = createRequire(import.meta.url);

// Languages prism-react-renderer does not bundle. Prism's language files
// register themselves on a global `Prism`, so lend them ours while loading.
const EXTRA_LANGUAGES = ['bash'];
const globalScope = /** @type {{ Prism?: unknown }} */ (globalThis);
const previousPrism = globalScope.Prism;
globalScope.Prism = Prism;
for (const language of EXTRA_LANGUAGES) require(`prismjs/components/prism-${language}`);
if (previousPrism === undefined) delete globalScope.Prism;
else globalScope.Prism = previousPrism;

/** @param {import('prism-react-renderer').Token} token */
function tokenHtml({ types, content }) {
  // Plain text takes the block's own colour, so it needs no element.
  if (types.length === 1 && types[0] === 'plain') return escapeHtml(content);
  return `<span class="token ${types.join(' ')}">${escapeHtml(content)}</span>`;
}

/**
 * The HTML of each line of `code` (split at \n, \r\n or \r), highlighted as
 * `language`. An unknown or missing language gives plain, escaped text.
 * @param {string} code
 * @param {string} [language]
 */
export function highlightLines(code, language) {
  const grammar = language ? Prism.languages[language] : undefined;
  if (!grammar) return code.split(NEWLINE).map(escapeHtml);
  const lines = normalizeTokens(Prism.tokenize(code, grammar));
  // Empty lines come back as one token "\n" flagged `empty`; they render as nothing.
  return lines.map((tokens) =>
    tokens
      .filter((token) => !token.empty && token.content !== '')
      .map(tokenHtml)
      .join(''),
  );
}

/** `highlightLines` joined into the single string code blocks carry. @param {string} code @param {string} [language] */
export function highlight(code, language) {
  // No line's HTML contains a newline, so \n separates them unambiguously.
  return highlightLines(code, language).join('\n');
}
