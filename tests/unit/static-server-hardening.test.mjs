/**
 * The static server under hostile or heavy traffic. Requests are written as
 * raw HTTP/1.1 bytes (node:net), because HTTP clients normalise or refuse
 * exactly the targets under test (`//a:b`, `%2e%2e`, ...). The crash and
 * memory tests run the server in a child process (scripts/serve.mjs, as
 * `npm run serve` does), so a crash or a memory peak is the child's, not ours.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/static-server.mjs';

const SERVE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'serve.mjs');
const SECRET = 'top-secret-beside-the-build';

let base;

before(() => {
  base = mkdtempSync(join(tmpdir(), 'site-hardening-'));
  const build = join(base, 'build');
  mkdirSync(join(build, 'docs', 'intro'), { recursive: true });
  writeFileSync(join(build, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(build, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(build, 'docs', 'intro', 'index.html'), '<h1>intro</h1>');
  // Folders and files whose names start with the build folder's name.
  for (const sibling of ['build-private', 'build.bak']) {
    mkdirSync(join(base, sibling));
    writeFileSync(join(base, sibling, 'secret.txt'), SECRET);
  }
  writeFileSync(join(base, 'build.txt'), SECRET);
  // Dotfiles inside the build, and a link out of it.
  writeFileSync(join(build, '.env'), SECRET);
  mkdirSync(join(build, '.git'));
  writeFileSync(join(build, '.git', 'config'), SECRET);
  symlinkSync(join(base, 'build-private'), join(build, 'linked'));
});

after(() => rmSync(base, { recursive: true, force: true }));

/** Writes `text` to the server as it is and reads the whole answer (the request asks to close). */
function rawRequest(port, text) {
  return new Promise((resolvePromise, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (error.code === 'ECONNRESET' ? socket.destroy() : reject(error)));
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = answer.split('\r\n\r\n');
      resolvePromise({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || null, head, body: rest.join('\r\n\r\n') });
    });
    // write, not end: a half-closed request makes Node's server drop the connection before it answers.
    socket.write(text);
  });
}

const getRaw = (port, target) => rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

/** Starts `npm run serve`'s script on a free port over `dir` and waits for its address. */
async function startChild(dir) {
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const port = await new Promise((resolvePromise, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 10_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /:(\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolvePromise(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  return { child, port, stderr: () => stderr };
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    child.once('exit', resolvePromise);
    child.kill();
  });
}

test('a malformed or host-like request target never ends the server, and never picks a host', async () => {
  const { child, port, stderr } = await startChild(join(base, 'build'));
  try {
    for (const target of ['//a:b', '//[', '//a:99999', '//a:b/docs/intro', '//evil.example/docs/intro', '//evil.example:80/']) {
      const res = await getRaw(port, target);
      assert.ok(res.status === 400 || res.status === 404, `${target} answered ${res.status ?? 'nothing'}`);
      assert.doesNotMatch(res.body, /intro|home/, `${target} must not serve a page of this site`);
      assert.equal(child.exitCode, null, `the server exited after ${target}: ${stderr()}`);
    }
    for (const target of ['*', 'docs/intro', '/%zz', '/%E0%A4%A', '/docs%00/intro', '/%c0%ae%c0%ae/']) {
      assert.equal((await getRaw(port, target)).status, 400, target);
    }
    const home = await getRaw(port, '/');
    assert.equal(home.status, 200);
    assert.match(home.body, /home/);
    const intro = await getRaw(port, '/docs/intro');
    assert.equal(intro.status, 200);
    assert.match(intro.body, /intro/);
    // The absolute form names a host, which is ignored: only its path counts.
    assert.match((await getRaw(port, 'http://evil.example/docs/intro')).body, /intro/);
    assert.equal(child.exitCode, null);
  } finally {
    await stopChild(child);
  }
});

test('nothing beside the build, no dotfile and nothing behind a link out of it is served, however it is encoded', async () => {
  const { server, url } = await startServer({ dir: join(base, 'build'), port: 0 });
  const { port } = new URL(url);
  try {
    const targets = [
      '/..%2fbuild-private%2fsecret.txt',
      '/..%2Fbuild.bak%2Fsecret.txt',
      '/..%2fbuild.txt',
      '/%2e%2e%2fbuild-private%2fsecret.txt',
      '/%2E%2E/build-private/secret.txt',
      '/.%2e/build.bak/secret.txt',
      '/../build-private/secret.txt',
      '/docs/../../build-private/secret.txt',
      '/docs/..%2f..%2fbuild-private%2fsecret.txt',
      '/..%5cbuild-private%5csecret.txt',
      '/%2e%2e%5cbuild-private%5csecret.txt',
      '/%252e%252e%252fbuild-private%252fsecret.txt',
      '/..%252fbuild-private%252fsecret.txt',
      'http://127.0.0.1/..%2fbuild-private%2fsecret.txt',
      '/.env',
      '/%2eenv',
      '/.git/config',
      '/docs/..%2f.git%2fconfig',
      '/linked/secret.txt',
    ];
    for (const target of targets) {
      const res = await getRaw(port, target);
      assert.ok(res.status === 400 || res.status === 404, `${target} answered ${res.status}`);
      assert.doesNotMatch(res.body, new RegExp(SECRET), target);
    }
  } finally {
    server.close();
  }
});

/** Fires `count` simultaneous GETs on fresh connections and checks each body's length. */
async function fireConcurrently(port, path, count, headers, expectedLength) {
  const one = () =>
    new Promise((resolvePromise, reject) => {
      const req = get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let length = 0;
        res.on('data', (chunk) => (length += chunk.length));
        res.on('end', () => resolvePromise({ status: res.statusCode, encoding: res.headers['content-encoding'], length }));
        res.on('error', reject);
      });
      req.setTimeout(60_000, () => req.destroy(new Error('request timed out')));
      req.on('error', reject);
    });
  const answers = await Promise.all(Array.from({ length: count }, one));
  for (const answer of answers) {
    assert.equal(answer.status, 200);
    assert.equal(answer.encoding, headers['accept-encoding'] ? 'gzip' : undefined);
    if (expectedLength !== undefined) assert.equal(answer.length, expectedLength);
  }
  return answers[0].length;
}

/** About 2 MB of JSON that compresses like a search index (words from a small vocabulary). */
function searchIndexLike() {
  const words = 'drag drop sortable droppable draggable handle collision bounds animation spring axis offset item list grid'.split(' ');
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const docs = [];
  for (let i = 0; JSON.stringify(docs).length < 2 * 1024 * 1024; i++) {
    docs.push({
      id: i,
      title: `${words[next() % words.length]} ${next() % 1000}`,
      text: Array.from({ length: 40 }, () => words[next() % words.length] + (next() % 97)).join(' '),
    });
  }
  return JSON.stringify(docs);
}

test(
  'memory stays flat: 250 concurrent requests for a 2 MB file keep the server under 200 MB resident',
  { skip: !existsSync('/proc/self/status') && 'needs /proc (Linux)', timeout: 120_000 },
  async () => {
    const dir = join(base, 'memory');
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(dir, '404.html'), '<h1>not found</h1>');
    writeFileSync(join(dir, 'search-index.json'), searchIndexLike());
    const size = statSync(join(dir, 'search-index.json')).size;
    const { child, port } = await startChild(dir);
    try {
      await fireConcurrently(port, '/search-index.json', 250, {}, size);
      const zipped = await fireConcurrently(port, '/search-index.json', 250, { 'accept-encoding': 'gzip' });
      assert.ok(zipped < size / 2, `gzip body ${zipped} bytes for ${size}`);
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const peakKiB = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
      assert.ok(peakKiB > 0, status);
      assert.ok(peakKiB < 200 * 1024, `peak resident memory ${Math.round(peakKiB / 1024)} MB`);
    } finally {
      await stopChild(child);
    }
  },
);
