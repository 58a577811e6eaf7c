/**
 * The search worker: loads a docs version's index and runs queries off the main thread, with two
 * operations, fetchIndexes(baseUrl, searchContext) and search(baseUrl, searchContext, input, limit).
 * `baseUrl` is the docs version's URL (its index sits there); this site has no search contexts ('').
 * Messages: { id, method, args } in; { id, result } or { id, error } out; also { ready: true } once
 * loaded, and { id, timed: true, limited } when a search starts matching (after its index loaded), so
 * the page's watchdog (client.mjs) times the matching only; `limited`: a query in the search syntax.
 */
import { indexFile } from './options.js';
import { isPlainQuery, openIndex, search } from './engine.mjs';
import { indexUnavailable } from './limits.mjs';

/** @type {Map<string, Promise<import('./engine.mjs').LoadedIndex>>} */
const cache = new Map();

/** @param {string} baseUrl */
function load(baseUrl) {
  let promise = cache.get(baseUrl);
  if (!promise) {
    const url = new URL(`${baseUrl}${indexFile}`, self.location.origin);
    if (url.origin !== self.location.origin) throw new Error('Unexpected search index address.');
    promise = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return openIndex(await response.json());
    });
    // A failed load is tried again on the next call.
    promise.catch(() => cache.delete(baseUrl));
    cache.set(baseUrl, promise);
  }
  return promise;
}

self.onmessage = async (event) => {
  const { id, method, args } = event.data ?? {};
  const [baseUrl, , input, limit] = /** @type {[string, string, string, number]} */ (Array.isArray(args) ? args : []);
  try {
    if (method === 'fetchIndexes') {
      await load(baseUrl);
      self.postMessage({ id, result: undefined });
    } else if (method === 'search') {
      let loaded;
      try {
        loaded = await load(baseUrl);
      } catch (cause) {
        self.postMessage({ id, result: indexUnavailable(/** @type {Error} */ (cause)?.message ?? String(cause)) });
        return;
      }
      self.postMessage({ id, timed: true, limited: !isPlainQuery(String(input ?? '')) });
      self.postMessage({ id, result: search(loaded, input, limit) });
    } else throw new Error(`Unknown operation ${method}`);
  } catch (cause) {
    self.postMessage({ id, error: String(/** @type {Error} */ (cause)?.message ?? cause) });
  }
};

self.postMessage({ ready: true });
