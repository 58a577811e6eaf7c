/**
 * Odd paths against the static server: every answer carries the security
 * headers of `_headers`, and a path is served only at the one shape the
 * client's router also reads as that page (the client side of the same
 * pairs is tested in tests/e2e/routes.spec.ts). Requests are raw HTTP/1.1
 * bytes, because HTTP clients normalise exactly the targets under test.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasFileShape, startServer } from '../../scripts/static-server.mjs';
import { prng } from '../lib/prng.mjs';

const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

let dir;
let server;
let port;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-paths-'));
  mkdirSync(join(dir, 'docs', 'intro'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(dir, 'docs', 'intro', 'index.html'), '<h1>intro</h1>');
  const rules = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  writeFileSync(join(dir, '_headers'), ['/*', ...rules, ''].join('\n'));
  let url;
  ({ server, url } = await startServer({ dir, port: 0 }));
  port = Number(new URL(url).port);
});

after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends `GET target` as raw bytes and reads the status, headers and body. */
function getRaw(target) {
  return new Promise((resolvePromise, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(target)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = answer.split('\r\n\r\n');
      const headers = {};
      for (const line of head.split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolvePromise({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || null, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}

function assertSecurityHeaders(res, target) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.equal(res.headers[name], value, `${name} missing or wrong for ${JSON.stringify(target)} (status ${res.status})`);
  }
}

/** Percent-encodes a string as a browser puts it in a path. */
const encode = (text) => encodeURIComponent(text);

// Unicode white space and look-alikes a reader or a link might carry at the end of an address.
const ODD_CHARACTERS = ['\u2028', '\u2029', '\u0085', '\u00a0', '\u1680', '\u2000', '\u200b', '\u3000', '\ufeff', ' ', '\t'];

test('a path holding a Unicode line or paragraph separator, or other white space, still gets every security header', async () => {
  for (const character of ODD_CHARACTERS) {
    for (const target of [`/docs/intro${encode(character)}`, `/${encode(character)}`, `/docs/${encode(character)}/intro`]) {
      const res = await getRaw(target);
      // A control character (the tab) is a malformed target: 400; the rest name no file: 404.
      assert.equal(res.status, character === '\t' ? 400 : 404, target);
      assertSecurityHeaders(res, target);
    }
  }
});

test('empty segments and encoded slashes are not the page: //docs/intro, /docs//intro//, /docs%2Fintro answer 404', async () => {
  for (const target of [
    '//docs/intro',
    '/docs//intro',
    '/docs//intro//',
    '/docs/intro//',
    '///',
    '/docs%2Fintro',
    '/docs%2fintro/',
    '/docs%5Cintro',
    '/%2Fdocs/intro',
  ]) {
    const res = await getRaw(target);
    assert.equal(res.status, 404, target);
    assert.equal(res.body, '<h1>not found</h1>', target);
    assertSecurityHeaders(res, target);
  }
  for (const target of ['/', '/docs/intro', '/docs/intro/', '/docs/intro/index.html', '/docs/intro?x=//y', '/docs/intro#a//b']) {
    const res = await getRaw(target);
    assert.equal(res.status, 200, target);
    assertSecurityHeaders(res, target);
  }
});

test('encoded dots and dot segments never reach a page', async () => {
  for (const target of [
    '/docs/%2e/intro',
    '/docs/%2E%2E/docs/intro',
    '/docs/./intro',
    '/docs/intro/..',
    '/docs/intro%2e',
    '/docs/intro.',
  ]) {
    const res = await getRaw(target);
    assert.equal(res.status, 404, target);
    assertSecurityHeaders(res, target);
  }
});

test('hasFileShape reads the raw target: a trailing slash is fine, empty or encoded-separator segments are not', () => {
  assert.equal(hasFileShape('/'), true);
  assert.equal(hasFileShape('/docs/intro/'), true);
  assert.equal(hasFileShape('http://example.test/docs/intro'), true);
  assert.equal(hasFileShape('/docs/intro?next=//a'), true);
  assert.equal(hasFileShape('//docs/intro'), false);
  assert.equal(hasFileShape('/docs/intro//'), false);
  assert.equal(hasFileShape('/a%2Fb'), false);
  assert.equal(hasFileShape('/a%5cb'), false);
});

/**
 * Random paths: segments built from real ones, separators, encodings and
 * Unicode classes. Whatever the shape, the server answers (200, 400 or 404),
 * with every security header, and serves a page only at a clean path.
 */
test('generative: random path shapes always get an answer with the security headers (seed printed on failure)', async () => {
  const seed = Number(process.env.FUZZ_SEED ?? 20261125);
  const random = prng(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const pieces = [
    'docs',
    'intro',
    'DOCS',
    'Intro',
    'index.html',
    'index',
    '.',
    '..',
    '',
    '%2F',
    '%2f',
    '%5C',
    '%2e',
    '%2E%2E',
    '%00',
    '%',
    '%zz',
    '%E2%80%A8',
    '%E2%80%A9',
    '%C2%A0',
    '%EF%BB%BF',
    '%20',
    '%F0%9F%98%80',
    'a:b',
    '@',
    ';x',
    '~',
    '\u00e9',
  ];
  const started = Date.now();
  let count = 0;
  try {
    while (count < 400 && Date.now() - started < 8000) {
      const segments = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(pieces) + (random() < 0.3 ? pick(pieces) : ''));
      const target = `/${segments.join(random() < 0.15 ? '//' : '/')}${random() < 0.3 ? '/' : ''}`;
      const res = await getRaw(target);
      assert.ok([200, 400, 404].includes(res.status), `${JSON.stringify(target)} answered ${res.status}`);
      assertSecurityHeaders(res, target);
      if (res.status === 200) assert.ok(hasFileShape(target), `${JSON.stringify(target)} served a page at an unclean path`);
      count++;
    }
  } catch (error) {
    error.message = `generative path test failed with seed ${seed} (rerun with FUZZ_SEED=${seed}): ${error.message}`;
    throw error;
  }
  assert.ok(count >= 50, `only ${count} paths were tried`);
});
