// @ts-check
/**
 * First-load JavaScript of a page: every `Script` resource requested from
 * navigation until network idle, in a fresh browser context (empty cache).
 * Sizes come from CDP: decoded bytes from Network.dataReceived, transfer
 * bytes (gzip body + headers) from Network.loadingFinished.encodedDataLength.
 */
import { inFreshContext } from './util.mjs';

const PAGE_TIMEOUT_MS = 60_000;

/**
 * What CDP told about one request.
 * @typedef {{ decoded: number, encoded: number, url?: string, type?: string, priority?: string, status?: number,
 *   contentEncoding?: string, finished?: boolean }} RequestSizes
 */

/** @param {import('playwright-core').Browser} browser @param {string} url */
export function measureJsWeight(browser, url) {
  return inFreshContext(browser, { label: 'JS weight', ms: PAGE_TIMEOUT_MS + 15_000 }, (context) => measure(context, url));
}

/** @param {import('playwright-core').BrowserContext} context @param {string} url */
async function measure(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, RequestSizes>} */
  const requests = new Map();
  /** @type {Set<string>} */
  const external = new Set();
  const origin = new URL(url).origin;

  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!request.url.startsWith(origin) && /^https?:/.test(request.url)) external.add(request.url);
    const entry = requests.get(requestId) ?? { decoded: 0, encoded: 0 };
    Object.assign(entry, { url: request.url, type, priority: request.initialPriority });
    requests.set(requestId, entry);
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.status = response.status;
    entry.contentEncoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'];
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) {
      entry.encoded = encodedDataLength;
      entry.finished = true;
    }
  });
  await cdp.send('Network.enable');

  await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });

  const all = [...requests.values()].filter((r) => r.finished);
  const scripts = all.filter((r) => r.type === 'Script');
  // Docusaurus <link rel="prefetch"> chunks for routes linked from the page:
  // fetched at idle priority and not needed to render this page, so not
  // counted. Chrome never hands their bodies to the renderer (no
  // dataReceived), so only their transfer size is known.
  const scriptUrls = new Set(scripts.map((r) => r.url));
  const prefetchedByUrl = new Map();
  for (const r of all) {
    if (r.type !== 'Script' && /\.js(\?|$)/.test(r.url ?? '') && !scriptUrls.has(r.url) && r.encoded > 0) {
      prefetchedByUrl.set(r.url, r);
    }
  }
  const prefetched = [...prefetchedByUrl.values()];
  /** @param {RequestSizes[]} list @param {'decoded' | 'encoded'} key */
  const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
  return {
    scripts: scripts.length,
    rawBytes: sum(scripts, 'decoded'),
    gzipBytes: sum(scripts, 'encoded'),
    allGzipped: scripts.every((r) => r.contentEncoding === 'gzip'),
    prefetchedScripts: prefetched.length,
    prefetchedGzipBytes: sum(prefetched, 'encoded'),
    totalRequests: all.length,
    totalTransferBytes: sum(all, 'encoded'),
    externalRequests: [...external],
  };
}
