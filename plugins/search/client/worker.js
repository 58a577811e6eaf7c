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
 * Also out: { ready: true } once this script has loaded,
 * { id, started: true } when a search has its index and starts matching, so
 * the page can time the search itself (see client.js), and after a search's
 * answer { id, next } with the keys the reader is likely to press next (see
 * lookahead.mjs), once the index's word list is ready.
 */
// First: it starts the index download before the modules below are evaluated.
import { fetchIndexFile, takeEarlyFetch } from './early-fetch.mjs';
import lunr from 'lunr';
import { loadIndex } from './load-index.mjs';
import { searchLoaded } from './query.mjs';
import { indexUnavailable } from './limits.mjs';
import { nextKeys, wordListSteps } from './lookahead.mjs';

const cache = new Map();

function load(baseUrl) {
  let promise = cache.get(baseUrl);
  if (!promise) {
    promise = (takeEarlyFetch(baseUrl) ?? fetchIndexFile(baseUrl)).then((json) => loadIndex(json, lunr));
    // A failed load may be retried on the next call.
    promise.catch(() => cache.delete(baseUrl));
    cache.set(baseUrl, promise);
  }
  return promise;
}

/** Derives what the first queries did not need; a damaged part makes later searches say so. */
function complete(baseUrl, loaded) {
  try {
    loaded.complete();
  } catch (cause) {
    const failed = Promise.reject(cause);
    failed.catch(() => {});
    if (cache.get(baseUrl) !== undefined) cache.set(baseUrl, failed);
  }
}

/** Each version's word list for the next keys: null until built, in slices of at most SLICE_MS between searches. */
const wordLists = new Map();
const SLICE_MS = 5;
function buildWordList(baseUrl, loaded) {
  if (wordLists.has(baseUrl)) return;
  wordLists.set(baseUrl, null);
  const steps = wordListSteps(loaded, lunr);
  const slice = () => {
    const end = performance.now() + SLICE_MS;
    for (;;) {
      const step = steps.next();
      if (step.done) {
        wordLists.set(baseUrl, step.value);
        return;
      }
      if (performance.now() >= end) break;
    }
    setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
}

const api = {
  async fetchIndexes(baseUrl) {
    await load(baseUrl);
  },
  async search(baseUrl, _searchContext, input, limit) {
    let loaded;
    try {
      loaded = await load(baseUrl);
    } catch (cause) {
      return indexUnavailable(cause?.message ?? String(cause));
    }
    this.started();
    const answer = searchLoaded(loaded, input, limit, lunr);
    const words = wordLists.get(baseUrl);
    if (words) this.next = nextKeys(words, input);
    // Derive the rest of the index (body text) while the reader reads the answer.
    setTimeout(() => {
      complete(baseUrl, loaded);
      buildWordList(baseUrl, loaded);
    }, 0);
    return answer;
  },
};

self.onmessage = async (event) => {
  const { id, method, args } = event.data ?? {};
  try {
    if (!Object.prototype.hasOwnProperty.call(api, method)) throw new Error(`Unknown operation ${method}`);
    const context = { started: () => self.postMessage({ id, started: true }), next: undefined };
    const result = await api[method].apply(context, Array.isArray(args) ? args : []);
    self.postMessage({ id, result });
    if (context.next?.length) self.postMessage({ id, next: context.next });
  } catch (cause) {
    self.postMessage({ id, error: String(cause?.message ?? cause) });
  }
};

self.postMessage({ ready: true });
