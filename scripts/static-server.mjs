// @ts-check
/**
 * Serves the production build as its static host does, over sirv: pretty URLs
 * (`/docs/intro` is `docs/intro/index.html`, no redirects: the site normalises
 * addresses itself), `404.html` with 404 for anything else, files inside the
 * build only, GET and HEAD only, ETag/If-None-Match, `.br`/`.gz` copies, and the
 * `<build>/_headers` rules on every answer, also where Node would answer alone.
 */
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import sirv from 'sirv';
import { compileHeaderRules, parseHeadersFile } from './headers-file.mjs';

const ALLOW = 'GET, HEAD';
const TEXT = 'text/plain; charset=utf-8';

/** sirv lists the build once (no dotfiles) and follows links, so a link out of it stops the start. @param {string} root */
function refuseLinksOut(root) {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const link = join(entry.parentPath ?? entry.path, entry.name);
    const rel = entry.isSymbolicLink() ? relative(root, realpathSync(link)) : '';
    if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`static-server: ${link} links outside the build`);
  }
}

/** The decoded path of a request target (undecodable: as it is), for matching `_headers` rules. @param {string} url */
function pathOf(url) {
  const path = url.replace(/^https?:\/\/[^/?#]*/i, '').split(/[?#]/)[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves `dir` on host:port (port 0: any free port).
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ server: import('node:http').Server, url: string }>}
 */
export async function startServer({ dir = 'build', port = 3000, host = '127.0.0.1' } = {}) {
  const root = realpathSync(resolve(dir));
  refuseLinksOut(root);
  const read = (/** @type {string} */ name) => (existsSync(join(root, name)) ? readFileSync(join(root, name)) : null);
  const headersFor = compileHeaderRules(parseHeadersFile(read('_headers') ?? ''));
  const notFoundPage = read('404.html');
  const serveFile = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // File names under /assets/ carry a content hash.
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      const text = /\.(md|txt)$/.exec(pathname)?.[1];
      if (text) res.setHeader('Content-Type', `text/${text === 'md' ? 'markdown' : 'plain'}; charset=utf-8`);
    },
  });

  /** @param {import('node:http').ServerResponse} res @param {number} status @param {string | Buffer} body */
  function answer(res, status, body, type = TEXT) {
    res.writeHead(status, { 'cache-control': 'no-cache', 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body); // Node drops the body of an answer to HEAD.
  }
  /** @param {import('node:http').ServerResponse} res */
  const notFound = (res) => (notFoundPage ? answer(res, 404, notFoundPage, 'text/html; charset=utf-8') : answer(res, 404, 'Not Found\n'));

  const server = createServer({ requireHostHeader: false }, (req, res) => {
    const path = pathOf(req.url ?? '/');
    for (const [name, value] of Object.entries(headersFor(path))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOW);
      return answer(res, 405, 'Method Not Allowed\n');
    }
    if (req.headers.host === undefined && req.httpVersion !== '1.0') return answer(res, 400, 'Bad Request: no Host header\n');
    if (/^\/_headers\/?$/.test(path)) return notFound(res);
    // The absolute form names a host, which is ignored: only its path counts.
    req.url = (req.url ?? '/').replace(/^https?:\/\/[^/?#]*/i, '') || '/';
    // Whole files only: sirv's Range reading throws on a range such as `bytes=5-2`.
    delete req.headers.range;
    // A file that cannot be read once the answer has begun (deleted meanwhile) ends that answer, not the server.
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    try {
      serveFile(req, res, () => notFound(res));
    } catch (error) {
      console.error(`static-server: ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else answer(res, 500, 'Internal Server Error\n');
    }
  });

  /** An answer written to the socket itself, where Node gives no response object. @param {import('node:stream').Duplex} socket @param {string} status */
  function rawAnswer(socket, status, extra = {}) {
    const body = `${status.slice(4)}\n`;
    const headers = { ...headersFor('/'), ...extra, 'content-type': TEXT, 'content-length': body.length, connection: 'close' };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status}\r\n${lines.join('')}\r\n${body}`);
  }
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') socket.destroy();
    else rawAnswer(socket, error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request');
  });
  // Without a listener Node closes a CONNECT request's socket with no answer.
  server.on('connect', (_req, socket) => rawAnswer(socket, '405 Method Not Allowed', { allow: ALLOW }));

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolvePromise({ server, url: `http://${host}:${address.port}` });
    });
  });
}
