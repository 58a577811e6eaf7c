// @ts-check
/**
 * Reads a Netlify-style `_headers` file:
 *
 *   # comment
 *   /*
 *     X-Content-Type-Options: nosniff
 *   /assets/*
 *     Cache-Control: public, max-age=31536000, immutable
 *
 * A line starting in column 0 is a path pattern (`*` matches any characters,
 * `/` included); the indented `Name: value` lines below it are its headers.
 * Blank lines and lines starting with `#` are ignored. When several rules set
 * the same header (names compare case-insensitively), the last one wins, also
 * within one rule. Netlify's placeholders (`:name`) and full-URL rules are
 * not part of this subset; a line the parser does not understand is an error,
 * so a typo cannot silently drop a security header.
 */

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Header values are printable ASCII and tabs (Node refuses line breaks and most other characters).
const BAD_VALUE = /[^\t\x20-\x7e]/;
// Framing is the server's job: a rule cannot change how the body is delimited.
const RESERVED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade']);

/** @typedef {{ pattern: string, headers: [name: string, value: string][] }} HeaderRule */

/**
 * Returns the rules of a `_headers` file in order: [{ pattern, headers: [[name, value], ...] }].
 * @param {unknown} text the file's text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  /** @type {HeaderRule | null} */
  let current = null;
  const lines = String(text).split(/\r?\n/);
  lines.forEach((line, index) => {
    /** @type {(why: string) => never} */
    const fail = (why) => {
      throw new Error(`_headers line ${index + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/') || /\s/.test(trimmed)) fail('a path pattern starts with "/" and holds no spaces');
      current = { pattern: trimmed, headers: [] };
      rules.push(current);
      return;
    }
    if (!current) fail('a header line needs a path pattern above it');
    const colon = trimmed.indexOf(':');
    if (colon <= 0) fail('expected "Name: value"');
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    if (!TOKEN.test(name)) fail('invalid header name');
    if (BAD_VALUE.test(value)) fail('invalid header value');
    if (RESERVED.has(name.toLowerCase())) fail(`${name} is set by the server`);
    current.headers.push([name, value]);
  });
  return rules;
}

/** @param {string} pattern */
function patternToRegExp(pattern) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[\\^$.+?()[\]{}|]/g, '\\$&'))
    .join('.*');
  // `s`: `*` must also match U+2028 and U+2029, or a path holding one gets no security header.
  return new RegExp(`^${source}$`, 's');
}

/**
 * Compiles rules into a function from a URL path (decoded, starting with `/`)
 * to the headers for it, as a plain object keyed by lower-case name.
 * @param {HeaderRule[]} rules
 * @returns {(path: string) => Record<string, string>}
 */
export function compileHeaderRules(rules) {
  const compiled = rules.map((rule) => ({ test: patternToRegExp(rule.pattern), headers: rule.headers }));
  return (path) => {
    /** @type {Record<string, string>} */
    const out = {};
    for (const rule of compiled) {
      if (!rule.test.test(path)) continue;
      for (const [name, value] of rule.headers) out[name.toLowerCase()] = value;
    }
    return out;
  };
}
