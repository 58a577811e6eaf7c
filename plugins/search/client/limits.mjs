/**
 * Limits that keep one query from hanging the worker or the tab, and the answers in words for them.
 * lunr expands a fuzzy or wildcard term into every spelling it allows before it reads the index, and
 * the work grows with about the cube of the word's length (a 200-letter word at edit distance 2 took
 * 14 s and 2.3 GB in Node; the worker shares the tab's process). A plain query is bounded by its form
 * (at most 12 words, typo tolerance up to 32 letters); one in the search syntax is stopped by the
 * page's watchdog (client.mjs) once it has matched for SEARCH_TIME_LIMIT_MS.
 */

/** The longest query searched, in characters (the longest relevance query is under 50). */
export const MAX_QUERY_LENGTH = 200;
/** The longest term expanded fuzzily or by wildcards: the longest whole word in the index (a type name). */
export const MAX_EXPANDED_TERM_LENGTH = 32;
/** How long a query in the search syntax may match before the worker is restarted. */
export const SEARCH_TIME_LIMIT_MS = 1000;
/** A newer query restarts a worker that has matched an older one for this long, rather than wait. */
export const SUPERSEDE_RESTART_MS = 250;

/** @typedef {{ kind: 'error', code: string, message: string }} SearchError */
/** @param {string} code @param {string} message @returns {SearchError} */
const error = (code, message) => ({ kind: 'error', code, message });
/** @param {number} n */
const count = (n) => new Intl.NumberFormat('en-US').format(n);

/** @param {number} length */
export const queryTooLong = (length) =>
  error('query-too-long', `This query is too long to search (${count(length)} characters; the limit is ${MAX_QUERY_LENGTH}).`);

/** @param {string} term */
export function termTooLong(term) {
  const letters = Array.from(term);
  const shown = letters.length > 40 ? `${letters.slice(0, 40).join('')}…` : term;
  return error(
    'term-too-long',
    `“${shown}” is too long for a fuzzy or wildcard search (${letters.length} characters; the limit is ${MAX_EXPANDED_TERM_LENGTH}). Shorten it, or remove the ~ or *.`,
  );
}

export const searchTooSlow = () =>
  error('query-too-slow', 'This query took too long to search and was stopped. Try fewer words, shorter words or fewer wildcards.');

/** @param {string} reason */
export const indexUnavailable = (reason) =>
  error('index-unavailable', `The search index could not be loaded (${reason}). Check your connection and try again.`);

/** lunr's lexeme types, as a reader sees them. */
const LEXEMES = /** @type {Record<string, string>} */ ({
  FIELD: 'a field',
  TERM: 'a term',
  PRESENCE: '“+” or “-”',
  EDIT_DISTANCE: '“~”',
  BOOST: '“^”',
  EOS: 'the end',
});

/**
 * A lunr.QueryParseError's message in words, with an example: "expecting term or field, found nothing" →
 * "This query is not in the search syntax: expecting a term or field, found nothing. …".
 * @param {string} message
 */
export function unreadable(message) {
  const text = message
    .replace(/^expected either a field or a term/, 'expecting a term or field')
    .replace(/^expecting term/, 'expecting a term')
    .replace(/^edit distance/, 'the edit distance after “~”')
    .replace(/^boost/, 'the boost after “^”')
    .replace(/found '?([A-Z_]+)'?/, (_, type) => `found ${LEXEMES[type] ?? type.toLowerCase()}`)
    .replace(/'([^']*)'/g, '“$1”')
    .replace(/possible fields: (.*)$/, (_, fields) => `possible fields: ${fields.replace(/[“”]/g, '')}`);
  return error(
    'syntax',
    `This query is not in the search syntax: ${text}. For example: title:sortable, +drag -drop, dragable~1, drop^10 or use*.`,
  );
}
