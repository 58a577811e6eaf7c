/**
 * The search worker (spec §7): loads the search index and runs queries off
 * the main thread. Same two operations as the plugin's worker:
 *
 *   fetchIndexes(baseUrl, searchContext)
 *   search(baseUrl, searchContext, input, limit)
 *
 * Messages: { id, method, args } in; { id, result } or { id, error } out.
 * Also out: { ready: true } once this script has loaded, and
 * { id, started: true } when a search has its index and starts matching, so
 * the page can time the search itself (see client.js).
 */
import lunr from 'lunr';
import { searchIndexUrl } from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import { loadLeanIndexes, loadSearchIndexes, searchLoaded } from './search-engine.mjs';

const cache = new Map();

/**
 * The lean index (plugins/search-query) sits next to the plugin's, with the
 * same cache-busting hash; the plugin's own index is the fallback.
 */
function indexUrl(baseUrl, searchContext, lean) {
  const dir = searchContext ? `-${String(searchContext).replace(/\//g, '-')}` : '';
  const file = lean ? searchIndexUrl.replace('search-index{dir}', 'search-index-lean{dir}') : searchIndexUrl;
  const url = `${baseUrl}${file.replace('{dir}', dir)}`;
  const full = new URL(url, self.location.origin);
  if (full.origin !== self.location.origin) throw new Error('Unexpected search index address.');
  return full.href;
}

function load(baseUrl, searchContext) {
  const key = `${baseUrl}${searchContext ?? ''}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = (async () => {
      const lean = await fetch(indexUrl(baseUrl, searchContext, true));
      if (lean.ok) return loadLeanIndexes(await lean.json(), lunr);
      const response = await fetch(indexUrl(baseUrl, searchContext, false));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return loadSearchIndexes(await response.json(), lunr);
    })();
    // A failed load may be retried on the next call.
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

const api = {
  async fetchIndexes(baseUrl, searchContext) {
    await load(baseUrl, searchContext);
  },
  async search(baseUrl, searchContext, input, limit) {
    let loaded;
    try {
      loaded = await load(baseUrl, searchContext);
    } catch (cause) {
      return {
        kind: 'error',
        code: 'index-unavailable',
        message: `The search index could not be loaded (${cause?.message ?? cause}). Check your connection and try again.`,
      };
    }
    this.started();
    return searchLoaded(loaded, input, limit, lunr);
  },
};

self.onmessage = async (event) => {
  const { id, method, args } = event.data ?? {};
  try {
    if (!Object.prototype.hasOwnProperty.call(api, method)) throw new Error(`Unknown operation ${method}`);
    const context = { started: () => self.postMessage({ id, started: true }) };
    const result = await api[method].apply(context, Array.isArray(args) ? args : []);
    self.postMessage({ id, result });
  } catch (cause) {
    self.postMessage({ id, error: String(cause?.message ?? cause) });
  }
};

self.postMessage({ ready: true });
