/**
 * The page's side of the search worker (worker.js), which is created on the first call, so nothing is
 * requested before a reader focuses or hovers the box (or presses its shortcut). The worker gets one
 * request at a time:
 * - a newer search on the same channel (the box, the page) replaces an older one: a waiting one is
 *   dropped, a running one's answer discarded, and one that has matched for SUPERSEDE_RESTART_MS is
 *   ended by restarting the worker;
 * - a query in the search syntax that has matched for SEARCH_TIME_LIMIT_MS is ended the same way, and
 *   the reader told in words. Only matching counts, not the index download; a plain query is never
 *   stopped: its form bounds its work (limits.mjs);
 * - a worker that fails before it ever answered could not be downloaded: the reader is told the index
 *   could not be loaded, and the next call tries again.
 */
import { MAX_QUERY_LENGTH, SEARCH_TIME_LIMIT_MS, SUPERSEDE_RESTART_MS, indexUnavailable, queryTooLong, searchTooSlow } from './limits.mjs';

/**
 * @typedef {import('./types').SearchAnswer} SearchAnswer
 * @typedef {{ result?: SearchAnswer, error?: string, answer?: SearchAnswer }} Outcome the worker's `result` or `error`, or the page's own `answer`
 * @typedef {{ id: number, method: 'fetchIndexes' | 'search', args: unknown[], channel: unknown, settle: (outcome: Outcome) => void,
 *   timer?: ReturnType<typeof setTimeout>, since?: number, superseded?: boolean }} Request
 */

/** The answer for a search that a newer one on its channel replaced; callers ignore it. */
export const SUPERSEDED = Object.freeze(/** @type {const} */ ({ kind: 'superseded' }));

/** @type {{ instance: Worker, spoke: boolean } | null} */
let worker = null;
let nextId = 0;
/** @type {Request[]} */
const queue = [];
/** @type {Request | null} */
let running = null;

function stopWorker() {
  worker?.instance.terminate();
  worker = null;
}

function startWorker() {
  const state = { instance: new Worker(new URL('./worker.js', import.meta.url)), spoke: false };
  state.instance.onmessage = (event) => {
    if (worker !== state) return;
    state.spoke = true;
    const { id, ready, timed, limited, result, error } = event.data ?? {};
    if (ready || !running || running.id !== id) return;
    if (timed) startTiming(running, limited !== false);
    else finish(running, error !== undefined ? { error: String(error) } : { result });
  };
  state.instance.onerror = (event) => {
    event.preventDefault?.();
    if (worker !== state) return;
    stopWorker();
    if (!running) return;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    // A worker that never spoke did not load: offline, or its script is missing.
    if (!state.spoke)
      finish(running, { answer: indexUnavailable(offline ? 'you appear to be offline' : 'the search code could not be downloaded') });
    else {
      const message = 'The search stopped unexpectedly while running this query. Try again, or try a shorter query.';
      finish(running, { answer: { kind: 'error', code: 'worker-stopped', message } });
    }
  };
  return state;
}

/** The search has started matching; one in the search syntax is stopped after SEARCH_TIME_LIMIT_MS. @param {Request} request @param {boolean} limited */
function startTiming(request, limited) {
  request.since = performance.now();
  if (!limited) return;
  request.timer = setTimeout(() => {
    if (running !== request) return;
    stopWorker();
    finish(request, { answer: searchTooSlow() });
  }, SEARCH_TIME_LIMIT_MS);
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
  const request = /** @type {Request} */ (queue.shift());
  running = request;
  try {
    worker ??= startWorker();
    worker.instance.postMessage({ id: request.id, method: request.method, args: request.args });
  } catch (cause) {
    stopWorker();
    finish(request, { answer: indexUnavailable(/** @type {Error} */ (cause)?.message ?? String(cause)) });
  }
}

/** @param {Request['method']} method @param {unknown[]} args @param {unknown} channel @param {(outcome: Outcome) => void} settle */
function enqueue(method, args, channel, settle) {
  queue.push({ id: (nextId += 1), method, args, channel, settle });
  pump();
}

/** Drops or ends the searches of `channel` that a newer one replaces. @param {unknown} channel */
function supersede(channel) {
  if (channel === undefined || channel === null) return;
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    if (queue[i].channel === channel) queue.splice(i, 1)[0].settle({ answer: SUPERSEDED });
  }
  if (running?.method !== 'search' || running.channel !== channel) return;
  running.superseded = true;
  if (running.since !== undefined && performance.now() - running.since >= SUPERSEDE_RESTART_MS) {
    stopWorker();
    finish(running, { answer: SUPERSEDED });
  }
}

/** Loads a version's index into the worker; rejects when it cannot. @param {string} baseUrl @param {string} searchContext */
export function fetchIndexesByWorker(baseUrl, searchContext) {
  return new Promise((resolve, reject) => {
    enqueue('fetchIndexes', [baseUrl, searchContext], null, (outcome) => {
      if ('result' in outcome) resolve(outcome.result);
      else reject(new Error(outcome.error ?? /** @type {{ message?: string }} */ (outcome.answer)?.message));
    });
  });
}

/**
 * Runs a search in the worker. Never rejects: resolves to an answer of engine.mjs's `search`, or to
 * SUPERSEDED when a newer search on the same `channel` replaced it.
 * @param {string} baseUrl @param {string} searchContext @param {unknown} input @param {number} limit @param {unknown} [channel]
 * @returns {Promise<SearchAnswer>}
 */
export function searchByWorker(baseUrl, searchContext, input, limit, channel) {
  supersede(channel);
  const text = String(input ?? '');
  const length = Array.from(text).length;
  if (length > MAX_QUERY_LENGTH) return Promise.resolve(queryTooLong(length));
  return new Promise((resolve) => {
    enqueue('search', [baseUrl, searchContext, text, limit], channel, (outcome) => {
      const message = `Search failed unexpectedly: ${outcome.error ?? 'the search worker gave no answer'}`;
      resolve(outcome.answer ?? (typeof outcome.result?.kind === 'string' ? outcome.result : { kind: 'error', code: 'internal', message }));
    });
  });
}
