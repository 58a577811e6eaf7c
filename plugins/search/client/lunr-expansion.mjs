/**
 * The one change this site makes to lunr's behaviour, in one place.
 *
 * While a reader types, most terms of the query repeat from one keystroke to
 * the next. lunr expands each term of a query (fuzzy and wildcard terms
 * above all) into an automaton, `lunr.TokenSet.fromClause`, and intersects
 * it with the index's word trie, on every query: the costly part of a
 * search. Both results are remembered here:
 *
 * - `rememberExpansions(lunr)` replaces `lunr.TokenSet.fromClause` on the
 *   lunr object it is given with a remembering version. lunr calls it as a
 *   static function from `Index.prototype.query`, so there is no narrower
 *   place to hook it; the worker's copy of lunr serves only this search, and
 *   the replacement answers exactly as the original does.
 * - `rememberIntersections(index, beforeEach)` wraps one index's trie,
 *   and calls `beforeEach` (the search's deadline check) before each
 *   expansion: the place to stop a long search.
 */

const MEMO_LIMIT = 500;

/**
 * A fuzzy term's automaton has about 2.6 × length³ nodes at edit distance 2
 * (85,000 for 32 letters, some 10 MB): keep the remembered ones to about
 * 40 MB in all, oldest dropped first, however long the words a reader types.
 */
const EXPANSION_WEIGHT_LIMIT = 300_000;

/**
 * The parts of lunr this file wraps (lunr ships no types).
 * @typedef {{ term: unknown, editDistance?: number }} Clause
 * @typedef {{ memoKey?: string }} TokenSet
 * @typedef {((clause: Clause) => TokenSet) & { [REMEMBERING]?: boolean }} FromClause
 * @typedef {{ TokenSet: { fromClause: FromClause } }} Lunr
 * @typedef {(this: TokenSet, other: TokenSet) => unknown} Intersect
 * @typedef {{ tokenSet: { intersect: Intersect } }} LunrIndex
 */

/** @param {Clause} clause */
function expansionWeight(clause) {
  const length = String(clause.term).length;
  return clause.editDistance ? 3 * length ** clause.editDistance * length : length;
}

const REMEMBERING = Symbol('remembering');

/** Makes `lunr.TokenSet.fromClause` remember its automata (once per lunr object). @param {Lunr} lunr */
export function rememberExpansions(lunr) {
  if (lunr.TokenSet.fromClause[REMEMBERING]) return;
  const original = lunr.TokenSet.fromClause;
  /** @type {Map<string, { set: TokenSet, weight: number }>} */
  const clauses = new Map();
  let weight = 0;
  /** @type {FromClause} */
  const remembering = (clause) => {
    const key = `${clause.editDistance ?? 0}\u0000${clause.term}`;
    let entry = clauses.get(key);
    if (entry === undefined) {
      entry = { set: original(clause), weight: expansionWeight(clause) };
      weight += entry.weight;
      clauses.set(key, entry);
      for (const [oldKey, old] of clauses) {
        if (weight <= EXPANSION_WEIGHT_LIMIT || clauses.size <= 1) break;
        clauses.delete(oldKey);
        weight -= old.weight;
      }
    }
    entry.set.memoKey = key;
    return entry.set;
  };
  remembering[REMEMBERING] = true;
  lunr.TokenSet.fromClause = remembering;
}

/**
 * Remembers the words each expansion found in this index's trie.
 * @template {LunrIndex} I
 * @param {I} index
 * @param {() => void} beforeEach
 * @returns {I}
 */
export function rememberIntersections(index, beforeEach) {
  const root = index.tokenSet;
  /** @type {Map<string, unknown>} */
  const expansions = new Map();
  const intersect = root.intersect;
  /** @type {Intersect} */
  root.intersect = function intersectRemembered(other) {
    beforeEach();
    if (!other.memoKey) return intersect.call(this, other);
    let words = expansions.get(other.memoKey);
    if (words === undefined) {
      words = intersect.call(this, other);
      if (expansions.size >= MEMO_LIMIT)
        expansions.delete(/** @type {string} the map is full, so not empty */ (expansions.keys().next().value));
      expansions.set(other.memoKey, words);
    }
    return words;
  };
  return index;
}
