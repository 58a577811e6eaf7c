/**
 * Main-thread side of the search worker, which loads the index and runs
 * queries off the main thread. The worker is created on the first call, so
 * nothing is requested before a reader focuses or hovers the search box
 * (or presses its shortcut). Both functions keep the plugin's signatures;
 * `searchByWorker` takes an optional fifth argument, the caller's channel.
 *
 * The worker gets one request at a time, so that the page always knows what
 * it is doing:
 * - a newer search on the same channel (the box, the search page) replaces
 *   an older one: a waiting one is dropped, a running one's answer is
 *   discarded, and a running one that has already matched for
 *   SUPERSEDE_RESTART_MS is ended by restarting the worker;
 * - a search in the query syntax that has matched for SEARCH_TIME_LIMIT_MS
 *   ends the same way, and the reader is told in words. Only matching
 *   counts: not the index download, nor deriving a part of the index (the
 *   worker says when it starts and pauses counting, see deadline.mjs). A
 *   plain query is never stopped: its work is bounded by its form;
 * - a worker that fails before it ever answered could not be downloaded: the
 *   reader is told the index could not be loaded, and the next call tries again.
 */
import {
  MAX_QUERY_LENGTH,
  indexUnavailable,
  SEARCH_TIME_LIMIT_MS,
  SUPERSEDE_RESTART_MS,
  queryLength,
  queryTooLong,
  searchTooSlow,
} from './limits.mjs';

/**
 * @typedef {import('./types').SearchAnswer} SearchAnswer
 * @typedef {{ instance: Worker, spoke: boolean }} WorkerState
 * @typedef {{ result?: SearchAnswer, error?: string, answer?: SearchAnswer }} Outcome
 *   what the worker answered (`result`, or `error` in words), or the page's own `answer`
 * @typedef {{ id: number, method: 'fetchIndexes' | 'search', args: unknown[], channel: unknown,
 *   settle: (outcome: Outcome) => void, timer?: ReturnType<typeof setTimeout>, matchedMs?: number,
 *   timedSince?: number, superseded?: boolean }} Request
 */

/** Answer for a search that a newer one on its channel replaced; callers ignore it. */
export const SUPERSEDED = Object.freeze(/** @type {const} */ ({ kind: 'superseded' }));

/** @type {WorkerState | null} */
let worker = null;
let nextId = 0;
/** @type {Request[]} */
const queue = [];
/** @type {Request | null} */
let running = null;

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function notLoadedReason() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline ? 'you appear to be offline' : 'the search code could not be downloaded';
}

/** @returns {import('./limits.mjs').SearchError} */
function workerStopped() {
  return {
    kind: 'error',
    code: 'worker-stopped',
    message: 'The search stopped unexpectedly while running this query. Try again, or try a shorter query.',
  };
}

function stopWorker() {
  if (!worker) return;
  worker.instance.terminate();
  worker = null;
}

/** @returns {WorkerState} */
function startWorker() {
  /** @type {WorkerState} */
  const state = { instance: new Worker(new URL('./worker.js', import.meta.url)), spoke: false };
  state.instance.onmessage = (event) => {
    if (worker !== state) return;
    state.spoke = true;
    const { id, ready, timed, limited, result, error } = event.data ?? {};
    if (ready || !running || running.id !== id) return;
    if (timed === true) armWatchdog(running, limited !== false);
    else if (timed === false) pauseWatchdog(running);
    else finish(running, error !== undefined ? { error: String(error) } : { result });
  };
  state.instance.onerror = (event) => {
    event.preventDefault?.();
    if (worker !== state) return;
    stopWorker();
    if (!running) return;
    // A worker that never said it was ready did not load: offline, or a script of it is missing.
    if (!state.spoke) finish(running, { answer: indexUnavailable(notLoadedReason()) });
    else finish(running, { answer: workerStopped() });
  };
  return state;
}

/**
 * Counts the running search's time from now on, on top of what it has
 * matched already; a `limited` one (in the search syntax) is stopped once
 * it has matched for SEARCH_TIME_LIMIT_MS.
 * @param {Request} request
 * @param {boolean} limited
 */
function armWatchdog(request, limited) {
  clearTimeout(request.timer);
  request.matchedMs ??= 0;
  request.timedSince = now();
  if (!limited) return;
  request.timer = setTimeout(() => {
    if (running !== request) return;
    stopWorker();
    finish(request, { answer: searchTooSlow() });
  }, SEARCH_TIME_LIMIT_MS - request.matchedMs);
}

/** @param {Request} request */
function pauseWatchdog(request) {
  clearTimeout(request.timer);
  // matchedMs is set whenever timedSince is (armWatchdog).
  if (request.timedSince !== undefined) request.matchedMs = /** @type {number} */ (request.matchedMs) + (now() - request.timedSince);
  request.timedSince = undefined;
}

/** How long the running search has matched (0 while the index loads or a part of it is derived). @param {Request} request */
function matchedMs(request) {
  return (request.matchedMs ?? 0) + (request.timedSince === undefined ? 0 : now() - request.timedSince);
}

/** @param {Request} request @param {Outcome} outcome */
function finish(request, outcome) {
  clearTimeout(request.timer);
  if (running === request) running = null;
  request.settle(request.superseded ? { answer: SUPERSEDED } : outcome);
  queueMicrotask(pump);
}

function pump() {
  if (running || queue.length === 0) return;
  const request = /** @type {Request} the queue is not empty */ (queue.shift());
  running = request;
  try {
    if (!worker) worker = startWorker();
    worker.instance.postMessage({ id: request.id, method: request.method, args: request.args });
  } catch (cause) {
    stopWorker();
    finish(request, { answer: indexUnavailable(/** @type {Error | undefined} */ (cause)?.message ?? String(cause)) });
  }
}

/**
 * @param {Request['method']} method
 * @param {unknown[]} args
 * @param {unknown} channel
 * @param {(outcome: Outcome) => void} settle
 */
function enqueue(method, args, channel, settle) {
  nextId += 1;
  queue.push({ id: nextId, method, args, channel, settle });
  pump();
}

/** Drops or ends the searches of `channel` that a newer one replaces. @param {unknown} channel */
function supersede(channel) {
  if (channel === undefined || channel === null) return;
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    if (queue[i].method === 'search' && queue[i].channel === channel) {
      const [request] = queue.splice(i, 1);
      request.settle({ answer: SUPERSEDED });
    }
  }
  if (running && running.method === 'search' && running.channel === channel) {
    running.superseded = true;
    if (matchedMs(running) >= SUPERSEDE_RESTART_MS) {
      stopWorker();
      finish(running, { answer: SUPERSEDED });
    }
  }
}

/**
 * Loads the index for a version and search context into the worker. Rejects when it cannot.
 * @param {string} baseUrl
 * @param {string} searchContext
 */
export function fetchIndexesByWorker(baseUrl, searchContext) {
  return new Promise((resolve, reject) => {
    enqueue('fetchIndexes', [baseUrl, searchContext], null, (outcome) => {
      if ('result' in outcome) resolve(outcome.result);
      else {
        const answer = /** @type {{ message?: string } | undefined} */ (outcome.answer);
        reject(new Error(outcome.error ?? answer?.message ?? 'The search index could not be loaded.'));
      }
    });
  });
}

/**
 * Runs a search in the worker. Never rejects: resolves to one of the answers
 * of `searchLoaded` in query.mjs (blank, results, no-results, error), or to
 * SUPERSEDED when a newer search on the same `channel` replaced it.
 * @param {string} baseUrl
 * @param {string} searchContext
 * @param {unknown} input
 * @param {number} limit
 * @param {unknown} [channel]
 * @returns {Promise<SearchAnswer>}
 */
export function searchByWorker(baseUrl, searchContext, input, limit, channel) {
  supersede(channel);
  const text = String(input ?? '');
  const length = queryLength(text);
  if (length > MAX_QUERY_LENGTH) return Promise.resolve(queryTooLong(length));
  return new Promise((resolve) => {
    /** @param {Outcome} outcome */
    const settle = (outcome) => {
      if (outcome.answer) resolve(outcome.answer);
      else if (outcome.result && typeof outcome.result.kind === 'string') resolve(outcome.result);
      else {
        resolve({
          kind: 'error',
          code: 'internal',
          message: `Search failed unexpectedly: ${outcome.error ?? 'the search worker gave no answer'}`,
        });
      }
    };
    enqueue('search', [baseUrl, searchContext, text, limit], channel, settle);
  });
}
