/**
 * Content security policy from the built HTML: find each page's inline
 * scripts, hash them, and write the policy into the page and `_headers`.
 * Pure functions; the plugin (index.js) does the file work.
 */
import { createHash } from 'node:crypto';

/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);

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

/** Reads a start tag's attributes from `at` (just after the tag name); returns them and the index after `>`. */
function readAttributes(html, at) {
  const attributes = {};
  let i = at;
  for (;;) {
    while (i < html.length && /[\s/]/.test(html[i])) i++;
    if (i >= html.length) return { attributes, end: html.length };
    if (html[i] === '>') return { attributes, end: i + 1 };
    const name = /^[^\s"'>/=]+/.exec(html.slice(i, i + 256));
    if (!name) {
      i++;
      continue;
    }
    i += name[0].length;
    let value = '';
    let j = i;
    while (j < html.length && /\s/.test(html[j])) j++;
    if (html[j] === '=') {
      j++;
      while (j < html.length && /\s/.test(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(j + 1, stop);
        j = stop + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(j))[0];
        value = unquoted;
        j += unquoted.length;
      }
      i = j;
    }
    const key = name[0].toLowerCase();
    if (!(key in attributes)) attributes[key] = decodeEntities(value);
  }
}

function decodeEntities(value) {
  return value.replace(/&(quot|amp|lt|gt|apos|#39);/g, (_, e) => ({ quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", '#39': "'" })[e]);
}

/**
 * Every <script> element of a page with its attributes and exact text, in
 * document order, plus where <head>'s content starts. Comments and the
 * content of raw-text elements are skipped, as the browser's parser does.
 */
export function scanHtml(html) {
  const scripts = [];
  let headContentStart = -1;
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const tag = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(i, i + 64));
    if (!tag) {
      i++;
      continue;
    }
    const name = tag[1].toLowerCase();
    const { attributes, end } = readAttributes(html, i + tag[0].length);
    if (name === 'head' && headContentStart === -1) headContentStart = end;
    if (!RAW_TEXT.has(name)) {
      i = end;
      continue;
    }
    const close = new RegExp(`</${name}[\\s/>]`, 'i').exec(html.slice(end));
    const textEnd = close ? end + close.index : html.length;
    if (name === 'script') {
      scripts.push({ start: i, attributes, text: html.slice(end, textEnd) });
    }
    i = close ? html.indexOf('>', textEnd) + 1 || html.length : html.length;
  }
  return { scripts, headContentStart };
}

/** The CSP source for a script's text: SHA-256 of its UTF-8 bytes, as the browser hashes it. */
export function scriptHash(text) {
  // The HTML parser turns CR LF and lone CR into LF before the script runs.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** Hashes of the inline scripts the browser would run, sorted and without repeats. */
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

const META_PATTERN = /<meta\s+http-equiv=["']?Content-Security-Policy["']?[^>]*>/gi;

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Puts the page's policy at the top of its <head> (after <meta charset> when
 * that comes first, which must stay within the first 1024 bytes), replacing
 * any policy an earlier run put there. Throws when the page has no <head> or
 * runs an inline script before it, since a policy there would come too late.
 */
export function securePage(html, { file = 'page' } = {}) {
  const clean = html.replace(META_PATTERN, '');
  const { scripts, headContentStart } = scanHtml(clean);
  if (headContentStart === -1) throw new Error(`${file}: no <head> to hold the content security policy`);
  let insertAt = headContentStart;
  const charset = /^\s*<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(clean.slice(insertAt));
  if (charset) insertAt += charset[0].length;
  const early = scripts.find((script) => script.start < insertAt);
  if (early) throw new Error(`${file}: a <script> comes before <head>; the policy could not cover it`);
  const hashes = inlineScriptHashes(scripts);
  const policy = buildPolicy(hashes);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  return { html: clean.slice(0, insertAt) + meta + clean.slice(insertAt), hashes, policy };
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
 */
export function headersFile(allHashes) {
  const headers = {
    'Content-Security-Policy': buildPolicy([...new Set(allHashes)].sort(), { header: true }),
    ...SECURITY_HEADERS,
  };
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n') + '\n';
}
