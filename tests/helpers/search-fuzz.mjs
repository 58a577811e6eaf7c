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

/**
 * The long and hostile queries both fuzz tests send, the unit test through the engine and the e2e test through the
 * browser: fuzzy terms at and past the length limit, many terms, many wildcards, repeated fields. Each test adds its
 * own lengths around the query and term limits.
 * @param {(length: number) => string} word letters that spell no word, `length` of them
 * @returns {string[]} 15 queries
 */
export function hostileQueries(word) {
  /** @param {number} count @param {() => string} make */
  const many = (count, make) => Array.from({ length: count }, make).join(' ');
  return [
    `${word(32)}~2`,
    `${word(33)}~2`,
    many(40, () => `${word(2)}~2`),
    many(20, () => `+${word(8)}~2`),
    many(100, () => word(1)),
    many(16, () => word(11)),
    many(6, () => word(32)),
    '*a*b*c*',
    '*e*e*e*e*e*e*e*e*',
    '*t*t*t*t*t*t*t*t*t*t*t*t*t*t*t*',
    many(49, () => '*e*'),
    many(25, () => `*${word(2)}*`),
    many(20, () => 'title:drag'),
    'title:title:title:x',
    'content:'.repeat(30),
  ];
}
