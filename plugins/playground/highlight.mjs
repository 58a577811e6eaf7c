// @ts-check
/**
 * Colours the playground's generated TSX, on the server and in the browser,
 * without Prism (no page ships Prism: see plugins/code-highlight). The
 * printer (print.mjs) writes a small, known part of TSX (imports, interfaces,
 * constants, functions, JSX, object literals), so a short scanner can give
 * it the token classes the build-time highlighter gives the same constructs;
 * tests/unit/playground.test.mjs compares the two.
 */
import { escapeHtml } from '../code-highlight/text.mjs';

const KEYWORDS = new Set(['as', 'const', 'default', 'export', 'from', 'function', 'import', 'interface', 'null', 'return', 'type']);
const BOOLEANS = new Set(['true', 'false']);

// One alternative per kind of token, tried in this order at each position.
const TOKEN =
  /(\/\/[^\n]*)|('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)|(\d+(?:\.\d+)?)|([A-Za-z_$][\w$]*)|(=>|\.\.\.|\/>|<\/|[=:?|&+\-*<>])|([{}()[\];,./])|(\s+)|([^])/gy;

// Read at a position with `lastIndex`, so no token copies the rest of the code.
const NEXT_CHARACTER = /\s*(.)/y;
const MEMBER_PATH = /(?:\.[A-Za-z_$][\w$]*)*/y;

/** @param {RegExp} sticky @param {string} code @param {number} at */
function matchAt(sticky, code, at) {
  sticky.lastIndex = at;
  return sticky.exec(code);
}

/** @param {string} type @param {string} text */
const span = (type, text) => `<span class="token ${type}">${escapeHtml(text)}</span>`;

/** A template literal: its text as a string, each `${…}` as code. @param {string} text */
function template(text) {
  return text
    .split(/(\$\{[^}]*\})/)
    .map((part) =>
      part.startsWith('${')
        ? `${span('punctuation', '${')}${highlightTsx(part.slice(2, -1))}${span('punctuation', '}')}`
        : part && span('template-string string', part),
    )
    .join('');
}

/**
 * The HTML of `code`, one line per line of the code joined by "\n", in the
 * form code blocks take as `highlighted` (plugins/code-highlight/source.tsx).
 * @param {string} code
 */
export function highlightTsx(code) {
  let html = '';
  let inTag = false; // between a JSX tag's name and its closing `>`
  let closing = false; // that tag is a closing one (`</Text>`)
  let braces = 0; // depth of `{` inside that tag (an attribute's expression)
  let elements = 0; // JSX elements open around this point
  let expressions = 0; // depth of `{` between those elements' tags (`{props.item.label}`)
  let previous = ''; // the last token that was not white space
  let tagOpened = false; // that token opened a JSX tag (`<` or `</`)
  const token = new RegExp(TOKEN); // its own position: template() calls this again mid-scan
  for (let match = token.exec(code); match; match = token.exec(code)) {
    const [text, comment, string, number, word, operator, punctuation] = match;
    const next = matchAt(NEXT_CHARACTER, code, token.lastIndex)?.[1];
    const inText = elements > 0 && !inTag && expressions === 0; // a JSX element's text children
    if (comment) html += span('comment', text);
    else if (string && inTag && string.startsWith('"')) html += span('tag attr-value', text);
    else if (string) html += string.startsWith('`') ? template(string) : span('string', text);
    else if (number && !inText) html += span('number', text);
    else if (word && tagOpened) {
      // The whole name of the tag, `SortableItem.Handle` too.
      const member = matchAt(MEMBER_PATH, code, token.lastIndex)?.[0] ?? '';
      token.lastIndex += member.length;
      html += span('tag class-name', text + member);
      inTag = true;
      braces = 0;
    } else if (word && !inText) {
      // In a tag: `key=` or a bare `dragDisabled`.
      if (inTag && braces === 0) html += span('tag attr-name', text);
      else if (KEYWORDS.has(text)) html += span('keyword', text);
      else if (BOOLEANS.has(text)) html += span('boolean', text);
      else if (next === '(') html += span('function', text);
      else if (/^[A-Z][A-Z0-9_]+$/.test(text)) html += span('constant', text);
      else if (/^[A-Z]/.test(text)) html += span('class-name', text);
      else html += escapeHtml(text);
    } else if (operator && (text === '<' || text === '</') && (inText || !/[\w$]$/.test(previous))) {
      // A JSX tag opens, unless the `<` follows a name (a type argument, `useRef<View>`).
      html += span('tag punctuation', text);
      closing = text === '</';
      previous = text;
      tagOpened = true;
      continue;
    } else if (operator && inTag && braces === 0 && (text === '>' || text === '/>')) {
      html += span('tag punctuation', text);
      inTag = false;
      if (text === '>') elements += closing ? -1 : 1;
    } else if (operator && !inText) html += span('operator', text);
    else if (punctuation && !(inText && text !== '{')) {
      if (text === '{') {
        if (inTag) braces += 1;
        else if (elements > 0) expressions += 1;
      }
      if (text === '}') {
        if (inTag) braces -= 1;
        else if (expressions > 0) expressions -= 1;
      }
      html += span('punctuation', text);
    } else html += escapeHtml(text);
    if (!/^\s+$/.test(text)) {
      previous = text;
      tagOpened = false;
    }
  }
  return html;
}
