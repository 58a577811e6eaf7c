import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startServer } from '../../scripts/static-server.mjs';

let dir;
let server;
let base;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dir, 'docs', 'intro'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(dir, 'docs', 'intro', 'index.html'), '<h1>intro</h1>');
  mkdirSync(join(dir, 'assets', 'js'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'js', 'main.1234.js'), 'console.log("main");\n'.repeat(50));
  writeFileSync(join(dir, 'llms.md'), '# Docs\n\nSome *markdown*.\n'.repeat(20));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n'.repeat(20));
  symlinkSync(dir, join(dir, 'self'));
  for (const name of ['a.png', 'a.webp', 'a.woff', 'a.wasm']) writeFileSync(join(dir, name), Buffer.from([0, 1, 2, 3]));
  writeFileSync(
    join(dir, '_headers'),
    [
      '# for every response',
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  X-Frame-Options: DENY',
      '',
      '/docs/*',
      '  X-Frame-Options: SAMEORIGIN',
      '',
    ].join('\n'),
  );
  ({ server, url: base } = await startServer({ dir, port: 0 }));
});

after(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path, headers = {}) => {
  const res = await fetch(base + path, { headers });
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') };
};

test('serves index.html for a directory with and without the trailing slash', async () => {
  assert.deepEqual((await get('/docs/intro')).body, '<h1>intro</h1>');
  assert.deepEqual((await get('/docs/intro/')).body, '<h1>intro</h1>');
  assert.match((await get('/')).type, /text\/html/);
});

test('answers unknown paths with 404.html and status 404, never a redirect', async () => {
  for (const path of ['/nope', '/docs/intro.html', '/DOCS/Intro']) {
    const res = await get(path);
    assert.equal(res.status, 404, path);
    assert.equal(res.body, '<h1>not found</h1>');
  }
});

test('refuses to leave the site folder', async () => {
  const res = await get('/..%2f..%2fetc%2fpasswd');
  assert.equal(res.status, 404);
});

test('compresses text with gzip when asked', async () => {
  const res = await fetch(`${base}/docs/intro`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(res.headers.get('content-encoding'), 'gzip');
  // fetch decodes transparently; the body is intact.
  assert.equal(await res.text(), '<h1>intro</h1>');
  assert.ok(gunzipSync);
});

/** A request through node:http, which (unlike fetch) neither adds Accept-Encoding nor decodes the body. */
const raw = (path, { method = 'GET', headers = {} } = {}) =>
  new Promise((resolvePromise, reject) => {
    const req = request(base + path, { method, headers, agent: false, timeout: 5000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${method} ${path}`)));
    req.on('error', reject);
    req.end();
  });

test('honours q-values in Accept-Encoding: gzip;q=0 gets the file as it is', async () => {
  const cases = [
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'gzip'],
    ['*', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip; q=0.0, identity', undefined],
    ['identity;q=1, gzip;q=0.5', undefined],
    ['*;q=0, identity', undefined],
    ['br', undefined],
    ['', undefined],
  ];
  for (const [acceptEncoding, expected] of cases) {
    const res = await raw('/docs/intro', { headers: { 'accept-encoding': acceptEncoding } });
    assert.equal(res.headers['content-encoding'], expected, acceptEncoding);
    const body = expected ? gunzipSync(res.body) : res.body;
    assert.equal(body.toString(), '<h1>intro</h1>', acceptEncoding);
    assert.equal(Number(res.headers['content-length']), res.body.length, acceptEncoding);
  }
});

test('answers HEAD with the headers of GET and no body', async () => {
  for (const path of ['/docs/intro', '/assets/js/main.1234.js', '/nope']) {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
      const get = await raw(path, { headers });
      const head = await raw(path, { method: 'HEAD', headers });
      assert.equal(head.status, get.status, path);
      assert.equal(head.body.length, 0, path);
      if (get.status === 200) assert.ok(head.headers.etag, `${path} has an ETag`);
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'last-modified',
        'cache-control',
        'x-content-type-options',
      ]) {
        assert.equal(head.headers[name], get.headers[name], `${path} ${name}`);
      }
    }
  }
});

test('answers other methods with 405 and Allow: GET, HEAD', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/', '/docs/intro', '/nope']) {
      const res = await raw(path, { method });
      assert.equal(res.status, 405, `${method} ${path}`);
      assert.equal(res.headers.allow, 'GET, HEAD', `${method} ${path}`);
    }
  }
});

test('sends ETag and Last-Modified and answers matching conditional requests with 304', async () => {
  const first = await raw('/docs/intro');
  const { etag, 'last-modified': lastModified } = first.headers;
  assert.match(etag, /^"[^"]+"$/);
  assert.ok(Number.isFinite(Date.parse(lastModified)), lastModified);

  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const res = await raw('/docs/intro', { headers: { 'if-none-match': ifNoneMatch } });
    assert.equal(res.status, 304, ifNoneMatch);
    assert.equal(res.body.length, 0);
    assert.equal(res.headers.etag, etag);
  }
  assert.equal((await raw('/docs/intro', { headers: { 'if-none-match': '"other"' } })).status, 200);

  assert.equal((await raw('/docs/intro', { headers: { 'if-modified-since': lastModified } })).status, 304);
  const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
  assert.equal((await raw('/docs/intro', { headers: { 'if-modified-since': earlier } })).status, 200);
  // If-None-Match decides when both are present.
  assert.equal((await raw('/docs/intro', { headers: { 'if-none-match': '"other"', 'if-modified-since': lastModified } })).status, 200);

  // The gzip variant has its own tag, and a HEAD is answered the same way.
  const zipped = await raw('/docs/intro', { headers: { 'accept-encoding': 'gzip' } });
  assert.notEqual(zipped.headers.etag, etag);
  const revalidated = await raw('/docs/intro', {
    method: 'HEAD',
    headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag },
  });
  assert.equal(revalidated.status, 304);

  // The not-found page is never "not modified".
  const missing = await raw('/nope', { headers: { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString() } });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.toString(), '<h1>not found</h1>');
});

test('If-Modified-Since in the future, or not an HTTP-date, is ignored', async () => {
  const { 'last-modified': lastModified } = (await raw('/docs/intro')).headers;
  const future = new Date(Date.now() + 86_400_000).toUTCString();
  for (const since of [future, 'hello 1', '1', 'yesterday', 'Wed, 31 Feb 2024 00:00:00 GMT', `${lastModified}, ${lastModified}`]) {
    assert.equal((await raw('/docs/intro', { headers: { 'if-modified-since': since } })).status, 200, since);
  }
  // The two obsolete forms HTTP still accepts are read.
  // The page's own date: a later one could lie in the future, since the file was just written.
  const modified = new Date(Date.parse(lastModified));
  const weekday = modified.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const [, day, month, year, time] = /^\w+, (\d{2}) (\w{3}) \d{2}(\d{2}) (\S+) GMT$/.exec(modified.toUTCString());
  assert.equal(
    (await raw('/docs/intro', { headers: { 'if-modified-since': `${weekday}, ${day}-${month}-${year} ${time} GMT` } })).status,
    304,
  );
});

test('If-Match and If-Unmodified-Since: 412 when they fail, the page when they hold, ignored on a 404', async () => {
  const { etag, 'last-modified': lastModified } = (await raw('/docs/intro')).headers;
  for (const ifMatch of ['"other"', `W/${etag}`, `"other", W/${etag}`]) {
    const res = await raw('/docs/intro', { headers: { 'if-match': ifMatch } });
    assert.equal(res.status, 412, ifMatch);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', 'a 412 carries the headers file too');
  }
  for (const ifMatch of [etag, '*', `"other", ${etag}`]) {
    assert.equal((await raw('/docs/intro', { headers: { 'if-match': ifMatch } })).status, 200, ifMatch);
  }
  const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
  assert.equal((await raw('/docs/intro', { headers: { 'if-unmodified-since': earlier } })).status, 412);
  assert.equal((await raw('/docs/intro', { headers: { 'if-unmodified-since': lastModified } })).status, 200);
  assert.equal((await raw('/docs/intro', { headers: { 'if-unmodified-since': 'not a date' } })).status, 200);
  // If-Match decides when both are present.
  assert.equal((await raw('/docs/intro', { headers: { 'if-match': etag, 'if-unmodified-since': earlier } })).status, 200);
  // A failed If-Match wins over a matching If-None-Match.
  assert.equal((await raw('/docs/intro', { headers: { 'if-match': '"other"', 'if-none-match': etag } })).status, 412);
  // Without a page there is nothing to compare: the not-found page answers.
  assert.equal((await raw('/nope', { headers: { 'if-match': '"other"', 'if-unmodified-since': earlier } })).status, 404);
});

test('adds the headers of _headers to pages, assets and the 404 page, and never serves _headers', async () => {
  const page = await raw('/');
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  assert.equal(page.headers['x-frame-options'], 'DENY');
  const docs = await raw('/docs/intro');
  assert.equal(docs.headers['x-frame-options'], 'SAMEORIGIN', 'a later rule overrides an earlier one');
  const asset = await raw('/assets/js/main.1234.js', { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(asset.headers['x-content-type-options'], 'nosniff');
  assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  const missing = await raw('/nope');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['x-content-type-options'], 'nosniff');
  assert.equal((await raw('/docs/intro', { method: 'POST' })).headers['x-frame-options'], 'SAMEORIGIN');

  for (const path of ['/_headers', '/_headers/', '/%5Fheaders', '/docs/../_headers', '/self/_headers']) {
    const res = await raw(path);
    assert.equal(res.status, 404, path);
    assert.equal(res.body.toString(), '<h1>not found</h1>', path);
  }
});

test('serves Markdown, images, fonts and WebAssembly with their types; Markdown and text are compressed', async () => {
  const types = {
    '/llms.md': 'text/markdown; charset=utf-8',
    '/robots.txt': 'text/plain; charset=utf-8',
    '/a.png': 'image/png',
    '/a.webp': 'image/webp',
    '/a.woff': 'font/woff',
    '/a.wasm': 'application/wasm',
  };
  for (const [path, type] of Object.entries(types)) {
    assert.equal((await raw(path)).headers['content-type'], type, path);
  }
  for (const path of ['/llms.md', '/robots.txt']) {
    const res = await raw(path, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers['content-encoding'], 'gzip', path);
    assert.match(res.headers.vary, /accept-encoding/i, path);
  }
  assert.equal((await raw('/a.png', { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'], undefined);
});

test('files too large for the memory cache are streamed, as they are or gzipped', async () => {
  const streamed = await startServer({ dir, port: 0, maxCachedFileBytes: 0 });
  try {
    const fetchRaw = (path, headers) =>
      new Promise((resolvePromise, reject) => {
        request(streamed.url + path, { headers, agent: false, timeout: 5000 }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolvePromise({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('timeout', function onTimeout() {
            this.destroy(new Error(`timed out: ${path}`));
          })
          .on('error', reject)
          .end();
      });
    const script = 'console.log("main");\n'.repeat(50);
    const plain = await fetchRaw('/assets/js/main.1234.js', {});
    assert.equal(plain.body.toString(), script);
    assert.equal(Number(plain.headers['content-length']), script.length);
    const zipped = await fetchRaw('/assets/js/main.1234.js', { 'accept-encoding': 'gzip' });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(zipped.body).toString(), script);
    const missing = await fetchRaw('/nope', { 'accept-encoding': 'gzip' });
    assert.equal(missing.status, 404);
    assert.equal(gunzipSync(missing.body).toString(), '<h1>not found</h1>');
  } finally {
    streamed.server.close();
  }
});

test('an unexpected error answers 500 and the server keeps serving', async (t) => {
  const { open } = fsPromises;
  t.after(() => {
    fsPromises.open = open;
    syncBuiltinESMExports();
  });
  // The server imports `open` by name; this makes that binding fail like a broken disk.
  fsPromises.open = async () => {
    throw Object.assign(new Error('EIO: i/o error, open'), { code: 'EIO' });
  };
  syncBuiltinESMExports();
  const original = console.error;
  const logged = [];
  console.error = (...args) => logged.push(args.join(' '));
  try {
    const res = await raw('/docs/intro');
    assert.equal(res.status, 500);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  } finally {
    console.error = original;
  }
  assert.match(logged.join('\n'), /EIO/, 'the error is logged');
  fsPromises.open = open;
  syncBuiltinESMExports();
  assert.equal((await raw('/docs/intro')).status, 200);
});
