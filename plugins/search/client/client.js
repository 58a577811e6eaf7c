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
 *   discarded, and a running one that has already taken SUPERSEDE_RESTART_MS
 *   is ended by restarting the worker;
 * - a search that has run SEARCH_TIME_LIMIT_MS (timed from when the index was
 *   ready, so a slow download does not count) ends the same way, and the
 *   reader is told in words;
 * - a worker that fails before it ever answered could not be downloaded: the
 *   reader is told the index could not be loaded, and the next call tries again.
 *
 * Answers ahead (see lookahead.mjs): after answering a search that asked for
 * it, the worker names the keys the reader is likely to press next; those
 * queries are searched while nothing else waits, and their answers kept, so
 * that `knownAnswer` can give the answer to the next key at once, in the
 * same frame as the key. Any other search drops the ahead searches still
 * waiting.
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

/** Answer for a search that a newer one on its channel replaced; callers ignore it. */
export const SUPERSEDED = Object.freeze({ kind: 'superseded' });

/** The channel of the searches asked ahead. */
const AHEAD = Symbol('ahead');
/** Answers kept, oldest first: `keyOf(args)` → { answer, next? }. */
const known = new Map();
const KNOWN_MAX = 200;
const keyOf = ([baseUrl, searchContext, input, limit]) => JSON.stringify([baseUrl, searchContext, limit, input]);

let worker = null;
let nextId = 0;
const queue = [];
let running = null;

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function notLoadedReason() {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline ? 'you appear to be offline' : 'the search code could not be downloaded';
}

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
  // The next worker loads the index again, which may have changed since.
  known.clear();
}

/**
 * Keeps the answer to a search of the box or one asked ahead (not the search
 * page's, whose long answers are never asked again key by key), unless it
 * depends on more than the query (a slow machine, a failure).
 */
function remember(request, result) {
  if (request.method !== 'search' || (!request.ahead && request.channel !== AHEAD)) return;
  if (result?.kind !== 'results' && result?.kind !== 'no-results') return;
  const key = keyOf(request.args);
  known.delete(key);
  known.set(key, { answer: result });
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value);
}

/** Searches `keys` appended to the query of `args`, unless known or waiting already. */
function askAhead(args, keys) {
  const [baseUrl, searchContext, input, limit] = args;
  for (const key of keys) {
    const next = [baseUrl, searchContext, `${input}${key}`, limit];
    if (known.has(keyOf(next)) || queryLength(next[2]) > MAX_QUERY_LENGTH) continue;
    const pending = running ? [running, ...queue] : queue;
    if (pending.some((request) => request.method === 'search' && keyOf(request.args) === keyOf(next))) continue;
    enqueue('search', next, AHEAD, () => {});
  }
}

/** The worker named the likely next keys after the answer to `request`. */
function nextKeysFor(request, keys) {
  if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string')) return;
  const entry = known.get(keyOf(request.args));
  if (entry) entry.next = keys;
  if (request.ahead) askAhead(request.args, keys);
}

/** Must match WORKER_NAME_PREFIX in early-fetch.mjs (which the page does not load). */
const WORKER_NAME_PREFIX = 'docs-search ';

/**
 * `firstBaseUrl`: the docs version of the request that starts the worker;
 * its name tells the worker which index to start downloading at once.
 */
function startWorker(firstBaseUrl) {
  const options = typeof firstBaseUrl === 'string' ? { name: `${WORKER_NAME_PREFIX}${firstBaseUrl}` } : undefined;
  const state = { instance: new Worker(new URL('./worker.js', import.meta.url), options), spoke: false };
  state.instance.onmessage = (event) => {
    if (worker !== state) return;
    state.spoke = true;
    const { id, ready, started, result, error, next } = event.data ?? {};
    if (next !== undefined) {
      if (answered && answered.id === id) nextKeysFor(answered, next);
      return;
    }
    if (ready || !running || running.id !== id) return;
    if (started) armWatchdog(running);
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

function armWatchdog(request) {
  request.startedAt = now();
  request.timer = setTimeout(() => {
    if (running !== request) return;
    stopWorker();
    finish(request, { answer: searchTooSlow() });
  }, SEARCH_TIME_LIMIT_MS);
}

/** The search answered last, whose next keys the worker may still send. */
let answered = null;

function finish(request, outcome) {
  clearTimeout(request.timer);
  if (running === request) running = null;
  if ('result' in outcome) {
    remember(request, outcome.result);
    answered = request;
  }
  request.settle(request.superseded ? { answer: SUPERSEDED } : outcome);
  queueMicrotask(pump);
}

function pump() {
  if (running || queue.length === 0) return;
  const request = queue.shift();
  running = request;
  try {
    if (!worker) worker = startWorker(request.args[0]);
    worker.instance.postMessage({ id: request.id, method: request.method, args: request.args });
  } catch (cause) {
    stopWorker();
    finish(request, { answer: indexUnavailable(cause?.message ?? String(cause)) });
  }
}

function enqueue(method, args, channel, settle, ahead = false) {
  nextId += 1;
  queue.push({ id: nextId, method, args, channel, settle, ahead });
  pump();
}

/** Drops or ends the searches of `channel` that a newer one replaces, and drops the ahead searches still waiting. */
function supersede(channel) {
  if (channel === undefined || channel === null) return;
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    if (queue[i].method === 'search' && (queue[i].channel === channel || queue[i].channel === AHEAD)) {
      const [request] = queue.splice(i, 1);
      request.settle({ answer: SUPERSEDED });
    }
  }
  if (running && running.method === 'search' && running.channel === channel) {
    running.superseded = true;
    if (running.startedAt !== undefined && now() - running.startedAt >= SUPERSEDE_RESTART_MS) {
      stopWorker();
      finish(running, { answer: SUPERSEDED });
    }
  }
}

/** Loads the index for a version and search context into the worker. Rejects when it cannot. */
export function fetchIndexesByWorker(baseUrl, searchContext) {
  return new Promise((resolve, reject) => {
    enqueue('fetchIndexes', [baseUrl, searchContext], null, (outcome) => {
      if ('result' in outcome) resolve(outcome.result);
      else reject(new Error(outcome.error ?? outcome.answer?.message ?? 'The search index could not be loaded.'));
    });
  });
}

/**
 * The answer to a search that was asked before (by the reader or ahead),
 * or undefined. A known answer replaces the searches of `channel` still
 * running, like a new search, and with `ahead` asks the keys after it ahead.
 * @returns {import('./types').SearchAnswer | undefined}
 */
export function knownAnswer(baseUrl, searchContext, input, limit, channel, ahead = false) {
  const args = [baseUrl, searchContext, String(input ?? ''), limit];
  const entry = known.get(keyOf(args));
  if (!entry) return undefined;
  supersede(channel);
  if (ahead && entry.next) askAhead(args, entry.next);
  return entry.answer;
}

/**
 * Asks ahead the keys after `input` (the commonest first letters for an
 * empty box) when they are not known yet: the worker answers `input` and
 * names them. Needs the index loaded.
 */
export function askAheadOf(baseUrl, searchContext, input, limit) {
  const args = [baseUrl, searchContext, String(input ?? ''), limit];
  const entry = known.get(keyOf(args));
  if (entry?.next) {
    askAhead(args, entry.next);
    return;
  }
  if (queue.some((request) => request.ahead && request.channel === AHEAD && keyOf(request.args) === keyOf(args))) return;
  enqueue('search', args, AHEAD, () => {}, true);
}

/**
 * Runs a search in the worker. Never rejects: resolves to one of the answers
 * of `searchLoaded` in query.mjs (blank, results, no-results, error), or to
 * SUPERSEDED when a newer search on the same `channel` replaced it. With
 * `ahead`, the keys the reader is likely to press next are searched after it.
 * @returns {Promise<import('./types').SearchAnswer>}
 */
export function searchByWorker(baseUrl, searchContext, input, limit, channel, ahead = false) {
  supersede(channel);
  const text = String(input ?? '');
  const length = queryLength(text);
  if (length > MAX_QUERY_LENGTH) return Promise.resolve(queryTooLong(length));
  return new Promise((resolve) => {
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
    enqueue('search', [baseUrl, searchContext, text, limit], channel, settle, ahead);
  });
}
