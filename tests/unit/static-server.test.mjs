import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
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
