/**
 * Limits that keep one query from hanging the search worker or the tab.
 *
 * lunr expands a fuzzy term (`word~2`, and the typo tolerance of plain
 * queries) into every spelling within the edit distance before it looks at
 * the index, and a term with wildcards into every way the `*`s can stretch.
 * Both grow quickly with the term: a 40-letter word at edit distance 2 took
 * 85 ms in Node, 100 letters 1.4 s, 150 letters 6.7 s and 0.9 GB, 200
 * letters up to 14 s and 2.3 GB, 400 letters ran out of memory (measured on
 * this site's index, Node 20, 2026-11-22). The worker and the tab share
 * one renderer process, so an unbounded query can crash the page.
 *
 * Pure constants and message builders: the parser, the engine, the worker
 * client and the unit tests import them.
 */

/**
 * The longest query searched, in characters. The longest of the 42 reader
 * queries in the relevance test is 30 characters, and a pasted error message
 * rarely exceeds 150. The bound matters for queries with many terms, whose
 * cost adds up: within 200 characters the heaviest query measured, 26
 * different wildcard terms (`*a* *b* … *z*`), takes about 400 ms in Node;
 * twice that, on a slow phone it meets the time limit below and is stopped
 * with a message.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * The longest term that is expanded fuzzily or by wildcards. The longest
 * whole word in the index is 32 letters ("horizontalsortablerenderitemprop",
 * the stem of a type name); longer index terms are pieces of code no reader
 * types. A 32-letter term at edit distance 2 takes 25 to 50 ms in Node
 * against the whole index, and six of them in one plain query 150 ms.
 * Longer words in plain queries are still matched exactly and as prefixes,
 * only without typo tolerance; a longer term with `~N` or `*` is refused in
 * words.
 */
export const MAX_EXPANDED_TERM_LENGTH = 32;

/**
 * How long one query in the search syntax may match, in milliseconds. The
 * engine stops starting new index lookups after SEARCH_TIME_BUDGET_MS; the
 * page's watchdog ends (and restarts) a worker whose search has matched for
 * SEARCH_TIME_LIMIT_MS without an answer, for the one lookup that cannot be
 * interrupted. Plain queries have no time limit: the limits above bound their
 * work (the heaviest measured, a natural question of ten words, took 1.6 s in
 * Node at load average 22 on two cores), and a wall-clock limit would stop
 * them on a slow or busy machine.
 */
export const SEARCH_TIME_BUDGET_MS = 750;
export const SEARCH_TIME_LIMIT_MS = 1000;

/**
 * A newer query from the same box replaces an older one. If the older one has
 * been running this long in the worker, the worker is restarted rather than
 * waited for (a restart reloads the index, which costs about as much).
 */
export const SUPERSEDE_RESTART_MS = 250;

/** @typedef {{ kind: 'error', code: string, message: string }} SearchError an answer of searchLoaded (types.ts) */

/** @param {number} n */
const count = (n) => new Intl.NumberFormat('en-US').format(n);

/** Length in characters as a reader counts them (a surrogate pair is one). @param {unknown} text */
export function queryLength(text) {
  const value = String(text ?? '');
  // Counting code points walks the whole string: only needed near the limit.
  return value.length <= MAX_QUERY_LENGTH ? value.length : Array.from(value).length;
}

/** @param {number} length @returns {SearchError} */
export function queryTooLong(length) {
  return {
    kind: 'error',
    code: 'query-too-long',
    message: `This query is too long to search (${count(length)} characters; the limit is ${count(MAX_QUERY_LENGTH)}).`,
  };
}

/** @returns {SearchError} */
export function searchTooSlow() {
  return {
    kind: 'error',
    code: 'query-too-slow',
    message: 'This query took too long to search and was stopped. Try fewer words, shorter words or fewer wildcards.',
  };
}

/** The answer when the index cannot be used: not downloaded, not JSON, another format version, damaged. */
/** @param {string} reason @returns {SearchError} */
export function indexUnavailable(reason) {
  return {
    kind: 'error',
    code: 'index-unavailable',
    message: `The search index could not be loaded (${reason}). Check your connection and try again.`,
  };
}
