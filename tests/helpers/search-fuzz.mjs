// @ts-check
/**
 * Random queries from the search syntax's own characters (the unit fuzz test
 * runs them through the engine, the e2e one through the worker in a browser),
 * and the words every answer to them may carry.
 */
import { prng } from './prng.mjs';

/** Syntax characters, letters, digits, other scripts, field names, prototype names and U+2028. */
const PIECES = [
  ...'+-~^*:   adrgopsetxz0129éß漢Ж',
  ...['🙂', '\u200b', '\u2028', 'title', 'heading', 'content', 'drag', 'drop', 'sortable', 'constructor', '__proto__', 'toString'],
];

/**
 * `count` non-blank queries of 1 to `maxPieces` pieces, the same for the same seed.
 * @param {number} seed
 * @param {number} count
 * @param {number} [maxPieces]
 */
export function randomQueries(seed, count, maxPieces = 10) {
  const random = prng(seed);
  /** @type {string[]} */
  const queries = [];
  while (queries.length < count) {
    let query = '';
    const length = 1 + Math.floor(random() * maxPieces);
    for (let i = 0; i < length; i += 1) query += PIECES[Math.floor(random() * PIECES.length)];
    if (query.trim()) queries.push(query);
  }
  return queries;
}

/** Every message a query can get in words: parse errors and the search limits. */
export const ANSWER_IN_WORDS =
  /expecting a (term|field)|unrecognised field|edit distance .* must be numeric|boost .* must be numeric|too long to search \(|too long for a fuzzy or wildcard search|took too long to search and was stopped/i;
