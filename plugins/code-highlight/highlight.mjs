// @ts-check
/**
 * Syntax highlighting with Shiki, at build time (and in a playground once the
 * reader changes its code). Shiki's JavaScript regular-expression engine runs
 * synchronously and needs no WebAssembly. Code blocks carry ready-made HTML,
 * one string per line; each token is a <span> holding both colour modes'
 * colours as custom properties (`--shiki-light`, `--shiki-dark`), and
 * colours.css picks one by `html[data-theme]`, so the same HTML is right in
 * both modes and switching re-renders nothing.
 */
import { createHighlighterCoreSync } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import bash from 'shiki/langs/bash.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import json from 'shiki/langs/json.mjs';
import jsx from 'shiki/langs/jsx.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import dracula from 'shiki/themes/dracula.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { NEWLINE, escapeHtml } from './text.mjs';

/** The themes of the two colour modes; colours.css gives their blocks' text and background colours. */
const THEMES = { light: 'github-light-default', dark: 'dracula' };

/**
 * Colours below 4.5:1 against their block's background (colours.css), replaced:
 * the comments of both themes.
 */
const COLOUR_REPLACEMENTS = { 'github-light-default': { '#6e7781': '#57606a' }, dracula: { '#6272a4': '#a0a8cd' } };

const highlighter = createHighlighterCoreSync({
  themes: [githubLight, dracula],
  langs: [bash, javascript, json, jsx, tsx, typescript],
  engine: createJavaScriptRegexEngine(),
});
const LANGUAGES = new Set(highlighter.getLoadedLanguages());

/** The text colour of each mode's theme, which plain text takes from its block. */
const PLAIN = new Set(
  [`--shiki-light:${highlighter.getTheme(THEMES.light).fg}`, `--shiki-dark:${highlighter.getTheme(THEMES.dark).fg}`].map((d) =>
    d.toLowerCase(),
  ),
);

/** @param {import('shiki/core').ThemedToken} token */
function tokenHtml({ content, htmlStyle = {} }) {
  const style = Object.entries(htmlStyle)
    .map(([name, value]) => `${name}:${value}`.toLowerCase())
    .filter((declaration) => !declaration.endsWith('-font-style:inherit'));
  // Text in the block's own colour in both modes needs no element.
  if (style.every((declaration) => PLAIN.has(declaration))) return escapeHtml(content);
  return `<span style="${style.join(';')}">${escapeHtml(content)}</span>`;
}

/**
 * The HTML of each line of `code` (split at \n, \r\n or \r), highlighted as
 * `language`, joined by \n into the single string code blocks carry (no line's
 * HTML contains a newline). An unknown or missing language gives plain, escaped text.
 * @param {string} code
 * @param {string} [language]
 */
export function highlight(code, language) {
  const lines = code.split(NEWLINE);
  if (!language || !LANGUAGES.has(language)) return lines.map(escapeHtml).join('\n');
  const { tokens } = highlighter.codeToTokens(lines.join('\n'), {
    lang: language,
    themes: THEMES,
    defaultColor: false,
    colorReplacements: COLOUR_REPLACEMENTS,
  });
  return tokens.map((line) => line.map(tokenHtml).join('')).join('\n');
}
