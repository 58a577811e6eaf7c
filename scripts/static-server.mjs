// @ts-check
/**
 * A plain static file server for the production build: files as they are,
 * `dir/` -> `dir/index.html`, anything else -> 404.html with status 404.
 * No redirects and no rewrites, like the simplest static host, so the
 * site's own route normalisation is what the tests prove.
 *
 * What it guarantees beyond that (README, "Security"):
 * - the request target is read as a path only; a malformed one gets 400,
 *   and no request can end the process (an unexpected error answers 500);
 * - nothing outside the build folder, no dotfile and not `_headers` is served;
 * - GET and HEAD only (405 with `Allow` otherwise);
 * - memory stays flat: small files (as they are and gzipped) are kept in a
 *   bounded in-memory cache shared by all requests, large ones are streamed;
 * - ETag / Last-Modified with 304 answers;
 * - the headers of `<build>/_headers` are added to every response.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import { compileHeaderRules, parseHeadersFile } from './headers-file.mjs';

const gzipAsync = promisify(gzip);

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.md', '.txt', '.xml', '.svg', '.wasm', '.webmanifest']);
const ALLOW = 'GET, HEAD';
/**
 * Bodies (as they are and gzipped) of files up to this size are kept in a
 * shared in-memory cache, so any number of requests for them costs no extra
 * memory and no extra reads; larger files are streamed from disk.
 */
const CACHE_MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Total size of that cache; the least recently used bodies leave first. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The decoded path a request target names, or null when the target is
 * malformed (not a path, bad percent-encoding, control characters).
 * Only the path is read: in `//evil.example/docs` the first segment is a
 * folder name, never a host. The absolute form (`http://host/path`), which
 * HTTP/1.1 servers must accept, is reduced to its path without reading the host.
 * @param {unknown} target
 * @returns {string | null}
 */
export function parseRequestPath(target) {
  if (typeof target !== 'string') return null;
  let rest = target;
  const authority = /^https?:\/\/[^/?#]*/i.exec(rest);
  if (authority) {
    rest = rest.slice(authority[0].length);
    if (!rest.startsWith('/')) rest = `/${rest}`;
  }
  if (!rest.startsWith('/')) return null;
  const end = rest.search(/[?#]/);
  let path;
  try {
    path = decodeURIComponent(end === -1 ? rest : rest.slice(0, end));
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  return /[\0-\x1f\x7f]/.test(path) ? null : path;
}

/**
 * Whether the request target's path has the one shape a file is served at:
 * no empty segment (`//docs/intro`, `/docs//intro`) and no segment that
 * decodes to a separator (`/docs%2Fintro`). Browsers keep such paths as they
 * are, so the page would run at an address that names no route: the server
 * would answer 200 with a page whose client then shows "Page Not Found".
 * Such paths get the not-found page instead, on both sides.
 * @param {unknown} target
 */
export function hasFileShape(target) {
  const rest = String(target).replace(/^https?:\/\/[^/?#]*/i, '');
  const end = rest.search(/[?#]/);
  const segments = (end === -1 ? rest : rest.slice(0, end)).split('/').slice(1);
  // A trailing slash leaves one empty last segment; `/` itself is one empty segment.
  if (segments.at(-1) === '') segments.pop();
  return segments.every((segment) => segment !== '' && !/%(2f|5c)/i.test(segment));
}

/** @param {string} root @param {string} path */
function isInside(root, path) {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** @param {string} path */
async function realFile(path) {
  try {
    const real = await realpath(path);
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * Maps a decoded URL path (from parseRequestPath) to a file under root, or
 * null when there is none or it may not be served. root must be a real path
 * (no symbolic links), because symbolic links inside it are followed and the
 * target must still lie inside.
 * @param {string} root
 * @param {string} path
 */
export async function resolveFile(root, path) {
  const segments = path.split('/').filter(Boolean);
  // A segment starting with a dot is `.`, `..` or a dotfile; a backslash is a separator on Windows.
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) return null;
  const target = join(root, ...segments);
  if (!isInside(root, target)) return null;
  // Like most hosts: `/docs/intro` is served from `/docs/intro/index.html`.
  const candidates = path.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html')];
  for (const candidate of candidates) {
    const real = await realFile(candidate);
    // Checked on the real path, so a link cannot reach a file outside, or _headers.
    if (real) return isInside(root, real) && real !== join(root, '_headers') ? real : null;
  }
  return null;
}

/** Whether gzip is wanted, from an Accept-Encoding value with q-values (`gzip;q=0` means no). @param {unknown} acceptEncoding */
export function prefersGzip(acceptEncoding) {
  if (!acceptEncoding) return false;
  /** @type {number | null} */
  let gzipQ = null;
  /** @type {number | null} */
  let identityQ = null;
  /** @type {number | null} */
  let anyQ = null;
  for (const part of String(acceptEncoding).split(',')) {
    const [coding, ...params] = part.split(';');
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number.isFinite(Number(match[1])) ? Number(match[1]) : 0;
    }
    const name = coding.trim().toLowerCase();
    if (name === 'gzip' || name === 'x-gzip') gzipQ = Math.max(gzipQ ?? 0, q);
    else if (name === 'identity') identityQ = q;
    else if (name === '*') anyQ = q;
  }
  const q = gzipQ ?? anyQ ?? 0;
  return q > 0 && (identityQ === null || q >= identityQ);
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
const RFC850_DATE = new RegExp(`^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);

/**
 * An HTTP-date (RFC 9110 §5.6.7) in milliseconds, or NaN for anything else.
 * Date.parse alone reads "hello 1" as 2001, so the preferred form must
 * round-trip exactly and the two obsolete forms must match their grammar.
 * @param {unknown} value
 */
export function parseHttpDate(value) {
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  const time = Date.parse(ASCTIME_DATE.test(text) ? `${text} GMT` : text);
  if (!Number.isFinite(time)) return NaN;
  if (new Date(time).toUTCString() === text || RFC850_DATE.test(text) || ASCTIME_DATE.test(text)) return time;
  return NaN;
}

/** @param {string} tag */
const opaque = (tag) => tag.trim().replace(/^W\//, '');
/** @param {string} tag */
const isWeak = (tag) => tag.trim().startsWith('W/');

/** If-None-Match: weak comparison, `*` matches any current page. @param {string} ifNoneMatch @param {string} etag */
function noneMatchHits(ifNoneMatch, etag) {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** If-Match: strong comparison, so a weak tag never matches. @param {string} ifMatch @param {string} etag */
function matchHits(ifMatch, etag) {
  if (ifMatch.trim() === '*') return true;
  return ifMatch.split(',').some((tag) => !isWeak(tag) && tag.trim() === etag);
}

/**
 * The preconditions of RFC 9110 §13.2.2 for a page that exists, in their
 * order: 412 when If-Match (or, without it, If-Unmodified-Since) fails, 304
 * when If-None-Match (or, without it, If-Modified-Since) says the reader's
 * copy is current, else null. A date that is not an HTTP-date, or lies in
 * the future, is ignored, as the RFC asks.
 * @param {Record<string, string | string[] | undefined>} headers the request's
 * @param {string} etag
 * @param {number} mtimeMs
 * @param {number} [now]
 * @returns {304 | 412 | null}
 */
export function preconditionStatus(headers, etag, mtimeMs, now = Date.now()) {
  const modified = Math.floor(mtimeMs / 1000) * 1000;
  /** @param {unknown} value */
  const validDate = (value) => {
    const time = parseHttpDate(value);
    return Number.isFinite(time) && time <= now ? time : NaN;
  };
  if (typeof headers['if-match'] === 'string') {
    if (!matchHits(headers['if-match'], etag)) return 412;
  } else {
    const since = validDate(headers['if-unmodified-since']);
    if (Number.isFinite(since) && modified > since) return 412;
  }
  if (typeof headers['if-none-match'] === 'string') return noneMatchHits(headers['if-none-match'], etag) ? 304 : null;
  const since = validDate(headers['if-modified-since']);
  return Number.isFinite(since) && modified <= since ? 304 : null;
}

/** Bodies by file version and encoding; concurrent misses for one body share one load. */
class BodyCache {
  /** @type {Map<string, Buffer>} */
  entries = new Map();
  /** @type {Map<string, Promise<Buffer>>} */
  pending = new Map();
  bytes = 0;

  /** @param {number} limit */
  constructor(limit) {
    this.limit = limit;
  }

  /** @param {string} key @param {() => Promise<Buffer>} load @returns {Promise<Buffer>} */
  get(key, load) {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    let promise = this.pending.get(key);
    if (!promise) {
      promise = load()
        .then((body) => {
          this.add(key, body);
          return body;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, promise);
    }
    return promise;
  }

  /** @param {string} key @param {Buffer} body */
  add(key, body) {
    if (body.length > this.limit) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldKey, oldBody] of this.entries) {
      if (this.bytes <= this.limit) break;
      this.entries.delete(oldKey);
      this.bytes -= oldBody.length;
    }
  }
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP']);
// A client that goes away mid-response is not an error worth reporting.
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED']);

/**
 * Serves `dir` on host:port. `cacheBytes` and `maxCachedFileBytes` tune the
 * in-memory body cache (tests set them low to exercise streaming).
 * @param {{ dir?: string, port?: number, host?: string, cacheBytes?: number, maxCachedFileBytes?: number }} [options]
 * @returns {Promise<{ server: import('node:http').Server, url: string }>}
 */
export function startServer({
  dir = 'build',
  port = 3000,
  host = '127.0.0.1',
  cacheBytes = CACHE_BYTES,
  maxCachedFileBytes = CACHE_MAX_FILE_BYTES,
} = {}) {
  /** @type {string} */
  let root;
  /** @type {(path: string) => Record<string, string>} */
  let headersFor;
  try {
    root = existsSync(dir) ? realpathSync(resolve(dir)) : resolve(dir);
    const headersFile = join(root, '_headers');
    headersFor = compileHeaderRules(existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []);
  } catch (error) {
    return Promise.reject(error);
  }
  const assets = join(root, 'assets');
  const cache = new BodyCache(cacheBytes);

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [headers]
   */
  function sendText(req, res, status, text, headers = {}) {
    const body = Buffer.from(`${text}\n`);
    res.writeHead(status, {
      'cache-control': 'no-cache',
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const path = parseRequestPath(req.url);
    const extra = headersFor(path ?? '/');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'Method Not Allowed', { ...extra, allow: ALLOW });
      return;
    }
    if (path === null) {
      sendText(req, res, 400, 'Bad Request', extra);
      return;
    }
    let file = hasFileShape(req.url) ? await resolveFile(root, path) : null;
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
    }
    let fileHandle;
    try {
      fileHandle = await open(file, 'r');
    } catch (error) {
      // Gone since it was found, or no 404.html in the build; anything else is a server error.
      if (!MISSING.has(/** @type {NodeJS.ErrnoException} */ (error)?.code ?? '')) throw error;
      sendText(req, res, 404, 'Not found', extra);
      return;
    }
    let streaming = false;
    try {
      // Size, date and content all come from this one open file, so a rebuild
      // that replaces it meanwhile cannot mix two versions in one response.
      const info = await fileHandle.stat();
      const ext = extname(file);
      const useGzip = COMPRESSIBLE.has(ext) && prefersGzip(req.headers['accept-encoding']);
      const version = `${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}`;
      /** @type {Record<string, string | number>} */
      const headers = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': status === 200 && isInside(assets, file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...extra,
      };
      if (COMPRESSIBLE.has(ext)) {
        const vary = /** @type {string | undefined} */ (headers.vary);
        headers.vary = !vary ? 'Accept-Encoding' : /accept-encoding|\*/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
      }
      // Validators belong to real pages; a 404 is never answered with 304.
      if (status === 200) {
        headers.etag = `"${version}${useGzip ? '-gz' : ''}"`;
        headers['last-modified'] = new Date(info.mtimeMs).toUTCString();
        const precondition = preconditionStatus(req.headers, /** @type {string} */ (headers.etag), info.mtimeMs);
        if (precondition === 304) {
          delete headers['content-type'];
          res.writeHead(304, headers);
          res.end();
          return;
        }
        if (precondition === 412) {
          sendText(req, res, 412, 'Precondition Failed', {
            ...extra,
            etag: /** @type {string} */ (headers.etag),
            'last-modified': /** @type {string} */ (headers['last-modified']),
          });
          return;
        }
      }
      const head = req.method === 'HEAD';
      if (useGzip) headers['content-encoding'] = 'gzip';
      if (info.size <= maxCachedFileBytes) {
        const key = `${file}\0${version}`;
        const plain = () => cache.get(`${key}\0identity`, () => fileHandle.readFile());
        const body = useGzip ? await cache.get(`${key}\0gzip`, async () => gzipAsync(await plain())) : await plain();
        headers['content-length'] = body.length;
        res.writeHead(status, headers);
        res.end(head ? undefined : body);
        return;
      }
      // Too large to keep: stream it (gzip without a known length, so chunked).
      if (!useGzip) headers['content-length'] = info.size;
      res.writeHead(status, headers);
      if (head) {
        res.end();
        return;
      }
      streaming = true;
      const stream = fileHandle.createReadStream();
      await (useGzip ? pipeline(stream, createGzip(), res) : pipeline(stream, res));
    } finally {
      // A read stream closes its file itself, also when it fails.
      if (!streaming) await fileHandle.close();
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!CLIENT_GONE.has(error?.code)) console.error(`static-server: ${req.method} ${req.url}:`, error);
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      try {
        sendText(req, res, 500, 'Internal Server Error', headersFor(parseRequestPath(req.url) ?? '/'));
      } catch {
        res.destroy();
      }
    });
  });
  // Node answers a request it cannot parse (a raw non-ASCII byte in the path, say)
  // itself, with none of our headers; this answer carries them.
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const headers = Object.entries({ ...headersFor('/'), 'content-type': 'text/plain; charset=utf-8', 'content-length': '12' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\n${headers}connection: close\r\n\r\nBad Request\n`);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolvePromise({ server, url: `http://${host}:${address.port}` });
    });
  });
}
