/**
 * The search worker: loads the search index and runs queries off the main
 * thread, with two operations:
 *
 *   fetchIndexes(baseUrl, searchContext)
 *   search(baseUrl, searchContext, input, limit)
 *
 * `baseUrl` is the docs version's URL (its index sits there). This site has
 * no search contexts, so `searchContext` is always ''.
 *
 * Messages: { id, method, args } in; { id, result } or { id, error } out.
 * Also out: { ready: true } once this script has loaded, and for a search
 * { id, timed: true, limited } when its time starts counting (`limited`:
 * it has a time budget, see deadline.mjs) and { id, timed: false } while
 * it derives a part of the index it needs, so that the page times the
 * search itself (see client.js).
 */
import lunr from 'lunr';
import { indexFile } from './options.js';
import { loadIndex } from './load-index.mjs';
import { searchLoaded } from './query.mjs';
import { indexUnavailable } from './limits.mjs';
import { onTimingChange } from './deadline.mjs';

/** @typedef {import('./load-index.mjs').LoadedIndex} LoadedIndex */

/** @param {string} baseUrl */
function indexUrl(baseUrl) {
  const full = new URL(`${baseUrl}${indexFile}`, self.location.origin);
  if (full.origin !== self.location.origin) throw new Error('Unexpected search index address.');
  return full.href;
}

/** @param {string} baseUrl */
async function fetchIndexFile(baseUrl) {
  const response = await fetch(indexUrl(baseUrl));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** @type {Map<string, Promise<LoadedIndex>>} */
const cache = new Map();

/** @param {string} baseUrl */
function load(baseUrl) {
  let promise = cache.get(baseUrl);
  if (!promise) {
    promise = fetchIndexFile(baseUrl).then((json) => loadIndex(json, lunr));
    // A failed load may be retried on the next call.
    promise.catch(() => cache.delete(baseUrl));
    cache.set(baseUrl, promise);
  }
  return promise;
}

/** Derives what the first queries did not need; a damaged part makes later searches say so. @param {string} baseUrl @param {LoadedIndex} loaded */
function complete(baseUrl, loaded) {
  try {
    loaded.complete();
  } catch (cause) {
    const failed = Promise.reject(cause);
    failed.catch(() => {});
    if (cache.get(baseUrl) !== undefined) cache.set(baseUrl, failed);
  }
}

/** The search running now, whose timing the page is told about. */
/** @type {unknown} */
let runningId = null;
onTimingChange((timed, limited) => {
  if (runningId !== null) self.postMessage({ id: runningId, timed, limited });
});

const api = {
  /** @param {string} baseUrl */
  async fetchIndexes(baseUrl) {
    await load(baseUrl);
  },
  /**
   * @param {unknown} id
   * @param {string} baseUrl
   * @param {string} _searchContext
   * @param {string} input
   * @param {number} limit
   */
  async search(id, baseUrl, _searchContext, input, limit) {
    /** @type {LoadedIndex} */
    let loaded;
    try {
      loaded = await load(baseUrl);
    } catch (cause) {
      return indexUnavailable(/** @type {Error | undefined} */ (cause)?.message ?? String(cause));
    }
    runningId = id;
    try {
      return searchLoaded(loaded, input, limit, lunr);
    } finally {
      runningId = null;
      // Derive the rest of the index (body text) while the reader reads the answer.
      setTimeout(() => complete(baseUrl, loaded), 0);
    }
  },
};

self.onmessage = async (event) => {
  const { id, method, args } = event.data ?? {};
  try {
    if (method !== 'fetchIndexes' && method !== 'search') throw new Error(`Unknown operation ${method}`);
    // The page sends the arguments each operation takes (client.js).
    const list = /** @type {[string, string, string, number]} */ (Array.isArray(args) ? args : []);
    const result = await (method === 'search' ? api.search(id, ...list) : api.fetchIndexes(list[0]));
    self.postMessage({ id, result });
  } catch (cause) {
    self.postMessage({ id, error: String(/** @type {Error | undefined} */ (cause)?.message ?? cause) });
  }
};

self.postMessage({ ready: true });
