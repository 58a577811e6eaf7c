/**
 * Main-thread side of the search worker (spec §7). The worker is created on
 * the first call, so nothing is requested before a reader focuses or hovers
 * the search box (spec §4). Both functions keep the plugin's signatures.
 */
let worker = null;
let nextId = 0;
const pending = new Map();

function failAll(message) {
  for (const { reject } of pending.values()) reject(new Error(message));
  pending.clear();
}

function getWorker() {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.js', import.meta.url));
  worker.onmessage = (event) => {
    const { id, result, error } = event.data ?? {};
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    if (error !== undefined) call.reject(new Error(error));
    else call.resolve(result);
  };
  worker.onerror = (event) => {
    event.preventDefault?.();
    failAll(event.message || 'The search worker stopped.');
    worker?.terminate();
    worker = null;
  };
  return worker;
}

function call(method, args) {
  return new Promise((resolve, reject) => {
    nextId += 1;
    const id = nextId;
    pending.set(id, { resolve, reject });
    try {
      getWorker().postMessage({ id, method, args });
    } catch (cause) {
      pending.delete(id);
      reject(cause);
    }
  });
}

/** Loads the index for a version and search context into the worker. */
export function fetchIndexesByWorker(baseUrl, searchContext) {
  return call('fetchIndexes', [baseUrl, searchContext]);
}

/**
 * Runs a search in the worker. Never rejects: resolves to one of the answers
 * of `searchLoaded` in search-engine.mjs (blank, results, no-results, error).
 */
export async function searchByWorker(baseUrl, searchContext, input, limit) {
  try {
    const answer = await call('search', [baseUrl, searchContext, String(input ?? ''), limit]);
    if (!answer || typeof answer.kind !== 'string') throw new Error('the search worker gave no answer');
    return answer;
  } catch (cause) {
    return {
      kind: 'error',
      code: 'internal',
      message: `Search failed unexpectedly: ${cause?.message ?? String(cause)}`,
    };
  }
}
