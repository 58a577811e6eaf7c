import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  buildPolicy,
  headersFile,
  inlineScriptHashes,
  isExecutable,
  scanHtml,
  scriptHash,
  securePage,
} from '../../plugins/content-security-policy/policy.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('only scripts the browser runs need a hash; data blocks do not', () => {
  assert.equal(isExecutable({}), true);
  assert.equal(isExecutable({ type: '' }), true);
  assert.equal(isExecutable({ type: ' Text/JavaScript ' }), true);
  assert.equal(isExecutable({ type: 'module' }), true);
  assert.equal(isExecutable({ type: 'importmap' }), true);
  assert.equal(isExecutable({ language: 'javascript' }), true);
  assert.equal(isExecutable({ type: 'application/ld+json' }), false);
  assert.equal(isExecutable({ type: 'text/plain' }), false);
  assert.equal(isExecutable({ language: 'vbscript' }), false);
});

test('scripts are found with their exact text; comments and raw text are not markup', () => {
  const html =
    '<!doctype html><html><head><title>a <script>no</script></title><!-- <script>no</script> -->' +
    '<meta content="<script>no</script>"><script>one()</script>' +
    '<script type="application/ld+json">{"a":1}</script></head><body>' +
    '<style>p::before{content:"<script>no</script>"}</style>' +
    "<script data-x='a>b'>two('</scr'+'ipt>')</script><SCRIPT src=/x.js></SCRIPT></body></html>";
  const { scripts, headContentStart } = scanHtml(html);
  assert.deepEqual(
    scripts.map((s) => s.text),
    ['one()', '{"a":1}', "two('</scr'+'ipt>')", ''],
  );
  assert.equal(scripts[2].attributes['data-x'], 'a>b');
  assert.equal(html.slice(headContentStart, headContentStart + 7), '<title>');
  assert.deepEqual(inlineScriptHashes(scripts), [sha('one()'), sha("two('</scr'+'ipt>')")].sort());
});

test('scripts are read as the browser parses the page, where a hand-written scanner went wrong', () => {
  const page = (body) => `<!doctype html><html><head></head><body>${body}</body></html>`;
  const texts = (body) => scanHtml(page(body)).scripts.map((s) => s.text);
  // `<!-->` is a whole (empty) comment, so the script after it runs.
  assert.deepEqual(texts('<!--><script>a()</script><!-- x -->'), ['a()']);
  // After `<!--<script` inside a script, the next `</script>` does not end it.
  assert.deepEqual(texts('<script><!--<script>b()</script>c()--></script>'), ['<!--<script>b()</script>c()-->']);
  // Outside SVG and MathML, `<![CDATA[` and `<?` open a comment that ends at the first `>`: no script.
  assert.deepEqual(texts('<![CDATA[<script>d()</script>]]><?x <script>e()</script> ?>'), []);
  // In SVG, CDATA is text and entities are decoded.
  assert.deepEqual(texts('<svg><script><![CDATA[if (f < g) h()]]></script><script>i() &amp;&amp; j()</script></svg>'), [
    'if (f < g) h()',
    'i() && j()',
  ]);
  // Everything after <plaintext> is text.
  assert.deepEqual(texts('<plaintext></plaintext><script>k()</script>'), []);
  // Attribute values are decoded before `type` decides whether the script runs.
  const typed = scanHtml(page('<script type="text&#47;javascript">l()</script>')).scripts;
  assert.deepEqual(inlineScriptHashes(typed), [sha('l()')]);
});

test('a hash is over the text as the browser sees it (line breaks normalised)', () => {
  assert.equal(scriptHash('a();\r\nb();\rc();'), sha('a();\nb();\nc();'));
  assert.equal(scriptHash('é()'), sha('é()'));
});

test('the policy goes first in <head>, after <meta charset>, and allows exactly the page scripts', () => {
  const page =
    '<!doctype html><html><head><meta charset=UTF-8><title>t</title><script>x()</script></head><body><script>y()</script><script>x()</script></body></html>';
  const { html, hashes, policy } = securePage(page);
  assert.deepEqual(hashes, [sha('x()'), sha('y()')].sort());
  assert.ok(
    html.startsWith(
      `<!doctype html><html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"><title>`,
    ),
  );
  assert.match(policy, new RegExp(`script-src 'self' ${hashes.join(' ').replace(/[+/]/g, '\\$&')};`));
  assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
  assert.doesNotMatch(policy, /frame-ancestors/);
  // Running again replaces the policy instead of adding a second one.
  const again = securePage(html);
  assert.equal(again.html, html);
});

test('a page without <head>, or with a script before it, fails the build', () => {
  assert.throws(() => securePage('<p>hi</p><script>x()</script>', { file: 'a.html' }), /a\.html: no <head>/);
  assert.throws(() => securePage('<script>x()</script><html><head></head></html>', { file: 'b.html' }), /b\.html: a <script> comes before/);
});

test('the header policy adds frame-ancestors; _headers has one rule for every path', () => {
  assert.match(buildPolicy([], { header: true }), /; frame-ancestors 'none'$/);
  const text = headersFile([sha('b'), sha('a'), sha('b')]);
  const lines = text.trimEnd().split('\n');
  assert.equal(lines[0], '/*');
  for (const line of lines.slice(1)) assert.match(line, /^ {2}[\w-]+: \S/);
  const csp = lines.find((line) => line.startsWith('  Content-Security-Policy: '));
  assert.ok(csp.includes(`script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')};`));
  assert.ok(csp.endsWith("frame-ancestors 'none'"));
  assert.ok(lines.includes('  X-Content-Type-Options: nosniff'));
  assert.ok(lines.includes('  Referrer-Policy: strict-origin-when-cross-origin'));
  assert.ok(lines.some((line) => /^ {2}Permissions-Policy: .*camera=\(\).*geolocation=\(\).*microphone=\(\)/.test(line)));
});
