import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileHeaderRules, parseHeadersFile } from '../../scripts/headers-file.mjs';

const SAMPLE = [
  '# Headers for every response',
  '/*',
  '  X-Content-Type-Options: nosniff',
  '\tX-Frame-Options: DENY',
  '',
  '/docs/*',
  '  # docs may be framed by the site itself',
  '  X-Frame-Options: SAMEORIGIN',
  "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
  '/a.html',
  '  X-Exact: yes',
].join('\r\n');

test('parses path patterns, indented headers, comments, blank lines and CRLF', () => {
  assert.deepEqual(parseHeadersFile(SAMPLE), [
    {
      pattern: '/*',
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
      ],
    },
    {
      pattern: '/docs/*',
      headers: [
        ['X-Frame-Options', 'SAMEORIGIN'],
        // Only the first colon separates name and value.
        ['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"],
      ],
    },
    { pattern: '/a.html', headers: [['X-Exact', 'yes']] },
  ]);
  assert.deepEqual(parseHeadersFile(''), []);
  assert.deepEqual(parseHeadersFile('# nothing\n\n'), []);
});

test('`*` matches any characters, slashes included; everything else is literal', () => {
  const headersFor = compileHeaderRules(parseHeadersFile(SAMPLE));
  assert.equal(headersFor('/')['x-content-type-options'], 'nosniff');
  assert.equal(headersFor('/deep/er/file.js')['x-content-type-options'], 'nosniff');
  assert.equal(headersFor('/a.html')['x-exact'], 'yes');
  assert.equal(headersFor('/aXhtml')['x-exact'], undefined, '"." is not a wildcard');
  assert.equal(headersFor('/a.html/more')['x-exact'], undefined, 'patterns are anchored');
  assert.equal(headersFor('/docs')['x-frame-options'], 'DENY', '/docs/* needs the slash');
  const none = compileHeaderRules(parseHeadersFile('/only\n  X-A: 1\n'));
  assert.deepEqual(none('/other'), {});
});

test('a later matching rule overrides an earlier one for the same header name, in any case', () => {
  const headersFor = compileHeaderRules(parseHeadersFile(SAMPLE));
  assert.deepEqual(headersFor('/docs/intro'), {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': "default-src 'self'; img-src 'self' data:",
  });
  const sameRule = compileHeaderRules(parseHeadersFile('/*\n  X-A: 1\n  x-a: 2\n'));
  assert.deepEqual(sameRule('/'), { 'x-a': '2' });
});

test('rejects what it does not understand, naming the line', () => {
  const cases = [
    ['  X-A: 1', /line 1: a header line needs a path pattern above it/],
    ['/*\n  no colon here', /line 2: expected "Name: value"/],
    ['/*\n  : value', /line 2: expected "Name: value"/],
    ['/*\n  Bad Name: 1', /line 2: invalid header name/],
    ['/*\n  X-A: a\u0000b', /line 2: invalid header value/],
    ['/*\n  X-A: 5 €', /line 2: invalid header value/],
    ['/*\n  Content-Length: 5', /line 2: Content-Length is set by the server/],
    ['/*\n  transfer-encoding: chunked', /line 2: transfer-encoding is set by the server/],
    ['https://example.com/*\n  X-A: 1', /line 1: a path pattern starts with "\/"/],
    ['/a b\n  X-A: 1', /line 1: a path pattern starts with "\/"/],
  ];
  for (const [text, message] of cases) assert.throws(() => parseHeadersFile(text), message, text);
});
