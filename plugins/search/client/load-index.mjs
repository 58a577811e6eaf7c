/**
 * Loading: turns the search index file (see ../index-format.mjs) into one
 * lunr index per kind of entry, ready for query.mjs. lunr is passed in, so
 * the worker and the unit tests share this code.
 */
import { KINDS, openIndex } from '../index-format.mjs';
import { checkDeadline, untimed } from './deadline.mjs';
import { rememberExpansions, rememberIntersections } from './lunr-expansion.mjs';

/**
 * @typedef {import('../index-format.mjs').Entry} IndexEntry
 * @typedef {import('../index-format.mjs').IndexKind} IndexKind
 * @typedef {typeof import('lunr')} Lunr
 * @typedef {{ edges: Record<string, TrieNode>, final: boolean }} TrieNode a TokenSet's fields, which lunr's types leave out
 * @typedef {import('lunr').Index & import('./lunr-expansion.mjs').LunrIndex} TrieIndex
 * @typedef {{ type: number, field: string, documents: IndexEntry[], byId: Map<number, IndexEntry>, index: import('lunr').Index }} LoadedKind
 * @typedef {{ indexes: LoadedKind[], pages: Map<number, IndexEntry>, identifiers: Map<string, string[]>, complete: () => void }} LoadedIndex
 */

/**
 * A trie of the index's terms as a lunr TokenSet (lunr's own builder also minimises it, which is slow).
 * @param {string[]} terms
 * @param {Lunr} lunr
 */
function tokenSetOf(terms, lunr) {
  const root = /** @type {import('lunr').TokenSet & TrieNode} */ (new lunr.TokenSet());
  for (const term of terms) {
    /** @type {TrieNode} */
    let node = root;
    for (const char of term) {
      let next = node.edges[char];
      if (!next) {
        next = /** @type {import('lunr').TokenSet & TrieNode} */ (new lunr.TokenSet());
        node.edges[char] = next;
      }
      node = next;
    }
    node.final = true;
  }
  return root;
}

/** lunr's inverted index, made one term at a time when a query first needs it. @param {IndexKind} kind */
function invertedIndexOf(kind) {
  const position = new Map(kind.terms.map((term, n) => [term, n]));
  /** @type {Map<string, { _index: number, t: Record<number, object> }>} */
  const built = new Map();
  return new Proxy(Object.create(null), {
    get(_target, term) {
      if (typeof term !== 'string') return undefined;
      let posting = built.get(term);
      if (posting === undefined) {
        const n = position.get(term);
        if (n === undefined) return undefined;
        /** @type {Record<number, object>} */
        const refs = Object.create(null);
        for (const d of kind.postings[n]) refs[kind.documents[d].i] = {};
        posting = { _index: n, t: refs };
        built.set(term, posting);
      }
      return posting;
    },
    has(_target, term) {
      return typeof term === 'string' && position.has(term);
    },
  });
}

/** lunr's field vectors (`t/<ref>`), each computed when a query first scores that entry. @param {IndexKind} kind @param {Lunr} lunr */
function fieldVectorsOf(kind, lunr) {
  const positionOf = new Map(kind.documents.map((doc, d) => [`t/${doc.i}`, d]));
  /** @type {Map<string, import('lunr').Vector>} */
  const built = new Map();
  /** @param {string} key */
  const get = (key) => {
    let vector = built.get(key);
    if (vector === undefined) {
      const d = positionOf.get(key);
      if (d === undefined) return undefined;
      vector = new lunr.Vector(kind.vector(d));
      built.set(key, vector);
    }
    return vector;
  };
  return new Proxy(Object.create(null), {
    get: (_target, key) => (typeof key === 'string' ? get(key) : undefined),
    has: (_target, key) => typeof key === 'string' && positionOf.has(key),
    ownKeys: () => [...positionOf.keys()],
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && positionOf.has(key)
        ? { configurable: true, enumerable: true, writable: false, value: get(key) }
        : undefined,
  });
}

/**
 * Reads the parsed search index file. Throws IndexFormatError (a message in
 * words) for a file of another format version or a damaged one. Each kind's
 * lunr index is made when a query first needs it (`index` is a getter; the
 * body text's can throw IndexFormatError then); `complete()` makes the rest.
 * @param {unknown} json the parsed file
 * @param {Lunr} lunr
 * @returns {LoadedIndex}
 */
export function loadIndex(json, lunr) {
  rememberExpansions(/** @type {import('./lunr-expansion.mjs').Lunr} */ (/** @type {unknown} */ (lunr)));
  const opened = openIndex(json);
  const indexes = opened.documents.map((documents, type) => {
    /** @type {import('lunr').Index | undefined} */
    let index;
    return {
      type,
      field: KINDS[type],
      documents,
      byId: new Map(documents.map((doc) => [doc.i, doc])),
      get index() {
        if (index === undefined) {
          // The same work for every query: not counted against a search's time budget.
          index = untimed(() => {
            const kind = opened.kind(type);
            // lunr 2.3's constructor reads fieldVectors and tokenSet; @types/lunr declares an older shape
            // (documentVectors), so the object is passed as unknown.
            const attributes = /** @type {import('lunr').Index.Attributes} */ (
              /** @type {unknown} */ ({
                invertedIndex: invertedIndexOf(kind),
                fieldVectors: fieldVectorsOf(kind, lunr),
                tokenSet: tokenSetOf(kind.terms, lunr),
                fields: ['t'],
                pipeline: lunr.Pipeline.load(['stemmer']),
              })
            );
            return rememberIntersections(/** @type {TrieIndex} */ (new lunr.Index(attributes)), checkDeadline);
          });
        }
        return /** @type {import('lunr').Index} made just above */ (index);
      },
    };
  });
  // Titles are needed to show any hit.
  void indexes[0].index;
  return {
    indexes,
    pages: indexes[0].byId,
    identifiers: opened.identifiers,
    complete() {
      for (const entry of indexes) void entry.index;
    },
  };
}
