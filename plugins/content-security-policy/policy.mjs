// @ts-check
/**
 * Content security policy from the built HTML: find each page's inline
 * scripts, hash them, and write the policy into the page and `_headers`.
 * Pure functions; the plugin (index.mjs) does the file work.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { escapeHtml } from '../code-highlight/text.mjs';

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node */
/** @typedef {{ start: number, attributes: Record<string, string>, text: string }} Script */

const JS_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether the browser runs a <script> with these attributes as code (and the
 * policy must allow it), as the HTML standard decides from `type` and
 * `language`. Anything else (JSON-LD, for one) is a data block, never run.
 * @param {Record<string, string>} attributes
 */
export function isExecutable(attributes) {
  const type = attributes.type;
  if (type === undefined) {
    const language = attributes.language;
    return language === undefined || language === '' || JS_MIME_TYPES.has(`text/${language.toLowerCase()}`);
  }
  const essence = type.trim().toLowerCase();
  return essence === '' || JS_MIME_TYPES.has(essence) || ['module', 'importmap', 'speculationrules'].includes(essence);
}

/**
 * Every <script> element of a page, in document order, with its attributes
 * and exact text, as the browser's parser builds them (parse5 follows the
 * HTML standard: comments, raw text, CDATA, entities, line breaks). Also
 * where the policy goes and the policies an earlier run wrote.
 * @param {string} html
 */
export function scanHtml(html) {
  /** @type {Script[]} */
  const scripts = [];
  /** @type {{ startOffset: number, endOffset: number }[]} */
  const oldPolicies = [];
  /** @type {Element | undefined} */
  let head;
  /** @param {Node} node */
  const visit = (node) => {
    if ('tagName' in node && node.sourceCodeLocation) {
      const attributes = Object.fromEntries(node.attrs.map(({ name, value }) => [name, value]));
      if (node.tagName === 'script') {
        const text = node.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
        scripts.push({ start: node.sourceCodeLocation.startOffset, attributes, text });
      }
      if (node.tagName === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy') {
        oldPolicies.push(node.sourceCodeLocation);
      }
    }
    if ('tagName' in node && node.tagName === 'head') head = node;
    if ('childNodes' in node) node.childNodes.forEach(visit);
    // A <template>'s scripts run once a copy of it is put in the page.
    if ('content' in node) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  // -1 when the page has no <head> tag or the parser had to open one earlier.
  const headContentStart = head?.sourceCodeLocation?.startTag?.endOffset ?? -1;
  const first = head?.childNodes.find((node) => !('value' in node && node.value.trim() === ''));
  const charset = first && 'attrs' in first && first.tagName === 'meta' && first.attrs.some(({ name }) => name === 'charset');
  return {
    scripts,
    headContentStart,
    // After <meta charset> when that comes first, which must stay within the first 1024 bytes.
    policyAt: charset ? (first.sourceCodeLocation?.endOffset ?? headContentStart) : headContentStart,
    oldPolicies,
    // The parser opens <head> itself when a script comes before any <head> tag.
    scriptBeforeHead: headContentStart === -1 && Boolean(head?.childNodes.some((node) => node.nodeName === 'script')),
  };
}

/** The CSP source for a script's text: SHA-256 of its UTF-8 bytes, as the browser hashes it. @param {string} text */
export function scriptHash(text) {
  // The HTML parser turns CR LF and lone CR into LF before the script runs.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** Hashes of the inline scripts the browser would run, sorted and without repeats. @param {Script[]} scripts */
export function inlineScriptHashes(scripts) {
  const hashes = scripts
    .filter((script) => script.attributes.src === undefined && isExecutable(script.attributes))
    .map((script) => scriptHash(script.text));
  return [...new Set(hashes)].sort();
}

/**
 * The policy for a set of inline script hashes. Styles allow 'unsafe-inline'
 * because Docusaurus and react-native-web set inline styles (style
 * attributes and injected <style> elements) at run time; scripts never do.
 * @param {string[]} hashes
 */
export function buildPolicy(hashes, { header = false } = {}) {
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  // Only a header can forbid framing; a <meta> policy ignores this directive.
  if (header) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Puts the page's policy at the top of its <head> (after <meta charset> when
 * that comes first), replacing any policy an earlier run put there. Throws
 * when the page has no <head> or runs an inline script before it, since a
 * policy there would come too late.
 * @param {string} html
 */
export function securePage(html, { file = 'page' } = {}) {
  const { scripts, headContentStart, policyAt, oldPolicies, scriptBeforeHead } = scanHtml(html);
  if (scriptBeforeHead) throw new Error(`${file}: a <script> comes before <head>; the policy could not cover it`);
  if (headContentStart === -1) throw new Error(`${file}: no <head> to hold the content security policy`);
  const hashes = inlineScriptHashes(scripts);
  const policy = buildPolicy(hashes);
  let out = `${html.slice(0, policyAt)}<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`;
  let from = policyAt;
  // Every earlier policy is at or after policyAt: nothing but <meta charset> comes before it in <head>.
  for (const { startOffset, endOffset } of oldPolicies) {
    out += html.slice(from, startOffset);
    from = endOffset;
  }
  return { html: out + html.slice(from), hashes, policy };
}

/** Headers for every response, in Netlify's `_headers` format. */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/**
 * `_headers` for the whole site: one rule for every path, with the header
 * policy allowing the union of all pages' inline script hashes (each page's
 * own <meta> policy stays exact to that page).
 * @param {string[]} allHashes
 */
export function headersFile(allHashes) {
  const headers = {
    'Content-Security-Policy': buildPolicy([...new Set(allHashes)].sort(), { header: true }),
    ...SECURITY_HEADERS,
  };
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n') + '\n';
}
