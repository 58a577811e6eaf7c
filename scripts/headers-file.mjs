// @ts-check
/**
 * Reads the build's Netlify-style `_headers` (plugins/content-security-policy):
 * a `/pattern` line (`*` matches anything, `/` included), then indented
 * `Name: value` lines; `#` lines are comments; the last rule setting a header
 * wins. A line it does not understand is an error, so a typo cannot silently
 * drop a security header.
 */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Framing is the server's job: a rule cannot change how the body is delimited.
const RESERVED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade']);

/** @typedef {{ pattern: string, headers: [name: string, value: string][] }} HeaderRule */

/** The rules of a `_headers` file, in order. @param {unknown} text @returns {HeaderRule[]} */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  String(text)
    .split(/\r?\n/)
    .forEach((line, index) => {
      /** @type {(why: string) => never} */
      const fail = (why) => {
        throw new Error(`_headers line ${index + 1}: ${why}: ${JSON.stringify(line)}`);
      };
      const trimmed = line.trim();
      if (trimmed === '' || trimmed.startsWith('#')) return;
      if (!/^\s/.test(line)) {
        if (!trimmed.startsWith('/') || /\s/.test(trimmed)) fail('a path pattern starts with "/" and holds no spaces');
        rules.push({ pattern: trimmed, headers: [] });
        return;
      }
      if (!rules.length) fail('a header line needs a path pattern above it');
      const colon = trimmed.indexOf(':');
      if (colon <= 0) fail('expected "Name: value"');
      const name = trimmed.slice(0, colon).trim();
      const value = trimmed.slice(colon + 1).trim();
      if (!TOKEN.test(name)) fail('invalid header name');
      if (/[^\t\x20-\x7e]/.test(value)) fail('invalid header value');
      if (RESERVED.has(name.toLowerCase())) fail(`${name} is set by the server`);
      rules[rules.length - 1].headers.push([name, value]);
    });
  return rules;
}

/** `*` matches any characters; `s`: also U+2028 and U+2029, or a path holding one gets no security header. @param {string} pattern */
const toRegExp = (pattern) =>
  new RegExp(
    '^' +
      pattern
        .split('*')
        .map((part) => part.replace(/[\\^$.+?()[\]{}|]/g, '\\$&'))
        .join('.*') +
      '$',
    's',
  );

/**
 * A function from a decoded URL path to its headers, keyed by lower-case name.
 * @param {HeaderRule[]} rules
 * @returns {(path: string) => Record<string, string>}
 */
export function compileHeaderRules(rules) {
  const compiled = rules.map(({ pattern, headers }) => ({ test: toRegExp(pattern), headers }));
  return (path) => {
    /** @type {Record<string, string>} */
    const out = {};
    for (const rule of compiled) if (rule.test.test(path)) for (const [name, value] of rule.headers) out[name.toLowerCase()] = value;
    return out;
  };
}
