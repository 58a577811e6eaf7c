/**
 * The local server's contract is the production static host's: pretty URLs
 * and the 404 page, the `_headers` rules on every answer, nothing outside the
 * build, GET and HEAD only, ETag with If-None-Match, precompressed files.
 * Every request goes over real HTTP on 127.0.0.1; the odd ones are written as
 * raw bytes (node:net), because HTTP clients refuse or normalise them.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startServer } from '../../scripts/static-server.mjs';

const SECRET = 'top-secret-beside-the-build';
const HEADERS = [
  '/*',
  '  X-Content-Type-Options: nosniff',
  "  Content-Security-Policy: default-src 'self'",
  '/docs/*',
  '  X-Frame-Options: DENY',
  '',
];
let base;
let build;
let server;
let port;

before(async () => {
  base = mkdtempSync(join(tmpdir(), 'static-server-'));
  build = join(base, 'build');
  const files = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>not found</h1>',
    'docs/intro/index.html': '<h1>intro</h1>',
    'docs/intro.md': '# Intro — “quoted”',
    'markdown-page.html': '<h1>markdown page</h1>',
    'assets/js/main.1234.js': 'console.log("main");',
    'search-index.json': '{"plain":true}',
    _headers: HEADERS.join('\n'),
    '.env': SECRET,
    '.git/config': SECRET,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(build, name, '..'), { recursive: true });
    writeFileSync(join(build, name), text);
  }
  // Precompressed copies say which one was sent.
  writeFileSync(join(build, 'search-index.json.gz'), gzipSync('{"from":"gz"}'));
  writeFileSync(join(build, 'search-index.json.br'), brotliCompressSync('{"from":"br"}'));
  for (const sibling of ['build-private', 'build.bak']) {
    mkdirSync(join(base, sibling));
    writeFileSync(join(base, sibling, 'secret.txt'), SECRET);
  }
  ({ server } = await startServer({ dir: build, port: 0 }));
  port = server.address().port;
});

after(() => {
  server?.close();
  rmSync(base, { recursive: true, force: true });
});

/** An HTTP request through node:http, which adds no Accept-Encoding and decodes nothing. */
const http = (path, { method = 'GET', headers = {} } = {}) =>
  new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false, timeout: 5000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${method} ${path}`)));
    req.on('error', reject);
    req.end();
  });

/** Writes `text` to the server as it is and reads the whole answer until the server closes. */
const raw = (text) =>
  new Promise((resolvePromise, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolvePromise({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]) || null, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(text);
  });
const rawGet = (target) => raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

/** @param {Record<string, string | string[] | undefined>} headers */
function assertSecurityHeaders(headers, what) {
  assert.equal(headers['x-content-type-options'], 'nosniff', what);
  assert.equal(headers['content-security-policy'], "default-src 'self'", what);
}

test('pretty URLs: a folder is served from its index.html with or without the slash, a page from its .html', async () => {
  for (const [path, body] of [
    ['/', '<h1>home</h1>'],
    ['/docs/intro', '<h1>intro</h1>'],
    ['/docs/intro/', '<h1>intro</h1>'],
    ['/docs/intro/index.html', '<h1>intro</h1>'],
    ['/markdown-page', '<h1>markdown page</h1>'],
    ['/docs/intro?x=1#top', '<h1>intro</h1>'],
  ]) {
    const res = await http(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.body.toString(), body, path);
    assert.equal(res.headers['content-type'], 'text/html;charset=utf-8', path);
  }
});

test('an unknown path is the 404 page with status 404, never a redirect; the site normalises letter case and .html itself', async () => {
  for (const path of [
    '/nope',
    '/DOCS/Intro',
    '/docs/intro.html',
    '//docs/intro',
    '/docs//intro',
    '/docs%2Fintro',
    '/docs%5Cintro',
    '/%zz',
    '/docs%00/intro',
  ]) {
    const res = await rawGet(path);
    assert.equal(res.status, 404, path);
    assert.equal(res.body, '<h1>not found</h1>', path);
    assert.match(res.headers['content-type'], /^text\/html/, path);
  }
});

test('every answer carries the _headers rules: pages, assets, the 404 page, 304, 405 and requests Node cannot parse', async () => {
  const page = await http('/docs/intro');
  assertSecurityHeaders(page.headers, 'page');
  assert.equal(page.headers['x-frame-options'], 'DENY', 'a later rule adds its headers');
  assertSecurityHeaders((await http('/assets/js/main.1234.js')).headers, 'asset');
  assertSecurityHeaders((await http('/nope')).headers, '404');
  assertSecurityHeaders((await http('/docs/intro', { headers: { 'if-none-match': page.headers.etag } })).headers, '304');
  assertSecurityHeaders((await http('/docs/intro', { method: 'POST' })).headers, '405');
  assertSecurityHeaders((await rawGet('/docs/\u2028intro')).headers, 'U+2028 in the path');
  const unparsable = await raw('GET /caf\xe9 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  assert.equal(unparsable.status, 400);
  assertSecurityHeaders(unparsable.headers, 'a raw non-ASCII byte');
  assert.equal((await http('/')).headers['x-frame-options'], undefined, 'a rule applies to its own paths only');
});

test('a request with no Host header gets 400 with the _headers rules', async () => {
  const res = await raw('GET /docs/intro HTTP/1.1\r\nConnection: close\r\n\r\n');
  assert.equal(res.status, 400);
  assertSecurityHeaders(res.headers, 'no Host');
  assert.doesNotMatch(res.body, /intro/);
  // HTTP/1.0 has no Host header to require.
  assert.equal((await raw('GET /docs/intro HTTP/1.0\r\n\r\n')).status, 200);
});

test('GET and HEAD only: other methods, CONNECT included, get 405 with Allow and the _headers rules', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    const res = await http('/docs/intro', { method });
    assert.equal(res.status, 405, method);
    assert.equal(res.headers.allow, 'GET, HEAD', method);
  }
  const connectAnswer = await raw('CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
  assert.equal(connectAnswer.status, 405);
  assert.equal(connectAnswer.headers.allow, 'GET, HEAD');
  assertSecurityHeaders(connectAnswer.headers, 'CONNECT');
});

test('HEAD answers with the headers of GET and no body', async () => {
  for (const path of ['/docs/intro', '/assets/js/main.1234.js', '/nope']) {
    const get = await http(path);
    const head = await http(path, { method: 'HEAD' });
    assert.equal(head.status, get.status, path);
    assert.equal(head.body.length, 0, path);
    for (const name of ['content-type', 'content-length', 'etag', 'content-security-policy'])
      assert.equal(head.headers[name], get.headers[name], `${path} ${name}`);
  }
});

test('ETag: a matching If-None-Match gets 304 without a body, another tag gets the page', async () => {
  const { headers } = await http('/docs/intro');
  assert.ok(headers.etag, 'a page has an ETag');
  const same = await http('/docs/intro', { headers: { 'if-none-match': headers.etag } });
  assert.equal(same.status, 304);
  assert.equal(same.body.length, 0);
  const other = await http('/docs/intro', { headers: { 'if-none-match': '"something-else"' } });
  assert.equal(other.status, 200);
  assert.equal(other.body.toString(), '<h1>intro</h1>');
  assert.equal((await http('/nope', { headers: { 'if-none-match': '*' } })).status, 404, 'a 404 is never 304');
});

test('precompressed .br and .gz files are sent when Accept-Encoding allows them, the file itself otherwise', async () => {
  const br = await http('/search-index.json', { headers: { 'accept-encoding': 'gzip, br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(br.body).toString(), '{"from":"br"}');
  assert.match(br.headers['content-type'], /^application\/json/);
  assert.match(br.headers.vary, /Accept-Encoding/);
  const gz = await http('/search-index.json', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.body).toString(), '{"from":"gz"}');
  const plain = await http('/search-index.json');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), '{"plain":true}');
  // A file without a compressed copy is sent as it is.
  assert.equal((await http('/docs/intro', { headers: { 'accept-encoding': 'gzip, br' } })).headers['content-encoding'], undefined);
});

test('types: Markdown and text are UTF-8, hashed assets are cached for a year, pages are revalidated', async () => {
  const md = await http('/docs/intro.md');
  assert.equal(md.headers['content-type'], 'text/markdown; charset=utf-8');
  assert.equal(md.body.toString(), '# Intro — “quoted”');
  assert.match((await http('/assets/js/main.1234.js')).headers['cache-control'], /immutable/);
  assert.equal((await http('/docs/intro')).headers['cache-control'], 'no-cache');
});

test('nothing outside the build, no dotfile and not _headers is served, however the path is encoded', async () => {
  const targets = [
    '/../build-private/secret.txt',
    '/docs/../../build-private/secret.txt',
    '/..%2fbuild-private%2fsecret.txt',
    '/%2e%2e/build.bak/secret.txt',
    '/%2e%2e%2fbuild-private%2fsecret.txt',
    '/..%5cbuild-private%5csecret.txt',
    '/%252e%252e%252fbuild-private%252fsecret.txt',
    'http://127.0.0.1/..%2fbuild-private%2fsecret.txt',
    '/.env',
    '/%2eenv',
    '/.git/config',
    '/_headers',
    '/_headers/',
    '/_header%73',
  ];
  for (const target of targets) {
    const res = await rawGet(target);
    assert.equal(res.status, 404, target);
    assert.doesNotMatch(res.body, new RegExp(`${SECRET}|nosniff`), target);
  }
});

test('a build holding a link out of it is refused at start', async () => {
  const dir = join(base, 'linked-build');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  symlinkSync(join(base, 'build-private'), join(dir, 'linked'));
  const started = startServer({ dir, port: 0 }).then(({ server: other }) => other.close());
  await assert.rejects(started, /links outside the build/);
});

test('hostile request targets and ranges never end the server', async () => {
  for (const target of ['//a:b', '//[', '//evil.example/docs/intro', '*', 'docs/intro', '/%E0%A4%A', '/%c0%ae%c0%ae/']) {
    const res = await rawGet(target);
    assert.ok([400, 404].includes(res.status), `${target} answered ${res.status}`);
    assert.doesNotMatch(res.body, /intro|home/, target);
  }
  for (const range of ['bytes=5-2', 'bytes=-5', 'bytes=999999-', 'lines=1-2']) {
    const res = await http('/docs/intro', { headers: { range } });
    assert.equal(res.status, 200, range);
    assert.equal(res.body.toString(), '<h1>intro</h1>', range);
  }
  // The absolute form names a host, which is ignored: only its path counts.
  assert.equal((await rawGet('http://evil.example/docs/intro')).body, '<h1>intro</h1>');
  assert.equal((await http('/')).status, 200);
});

test('npm run serve serves SITE_DIR on HOST:PORT, and refuses to start without a build', async () => {
  const serve = (dir) =>
    spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: dir } });
  const child = serve(build);
  try {
    const url = await new Promise((resolvePromise, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /http:\/\/localhost:(\d+)/.exec(out);
        if (match) resolvePromise(`http://127.0.0.1:${match[1]}`);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
    });
    const res = await fetch(`${url}/docs/intro`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  } finally {
    child.kill();
  }
  const empty = serve(join(base, 'build-private'));
  const code = await new Promise((resolvePromise) => empty.once('exit', resolvePromise));
  assert.equal(code, 1);
});
