/**
 * The search index file: written at build time (plugins/search/index.mjs)
 * and read in the search worker, by this one module.
 *
 * What it stores, per docs version: each page once (title, URL, breadcrumb,
 * description, keywords) with its sections (anchor, heading, body text), and
 * a stem table, and where each public name of the package is defined
 * (name → page addresses with the entry's anchor; see
 * plugins/search/identifiers.mjs). What it does not store: lunr's inverted index, term
 * positions and BM25 vectors. The reader derives them from the text, with
 * the same tokeniser and the same BM25 formula lunr uses (b 0.75, k1 1.2),
 * so the scores are exactly those of a lunr index built from the same
 * entries (tests/unit/search-index-format.test.mjs proves it). Stemming is
 * the slow part of that, so the writer stems every word once and stores the
 * result as a short edit per word (see `stemCode`).
 *
 * The reader expands the file into five lists of entries, one per kind
 * (page titles, headings, descriptions, keywords, body text), each entry
 * `{ i, t, u, h?, p?, s?, b? }` as the query engine uses them, numbered in
 * page order, and one lunr-ready inverted index per kind.
 *
 * A file of another format version, or one that does not add up, is refused
 * with an IndexFormatError whose message says so in words.
 */
import lunr from 'lunr';
import { SEARCH_FIELDS } from './client/query-syntax.mjs';

export const INDEX_FORMAT = 'docs-search-index';
/** Raise when the file's shape changes: a reader refuses any other version. */
export const INDEX_FORMAT_VERSION = 3;
/** The file name in each docs version's output folder. */
export const INDEX_FILE_NAME = 'search-index.json';

/** BM25 parameters, lunr's defaults, set explicitly. */
export const BM25 = Object.freeze({ b: 0.75, k1: 1.2 });

/** Kinds of entries, in index order; their names are the query syntax's field names. */
export const KINDS = SEARCH_FIELDS;
const [TITLE, HEADING, DESCRIPTION, KEYWORDS, CONTENT] = [0, 1, 2, 3, 4];

export class IndexFormatError extends Error {}

/**
 * An index entry as the docs scanner writes it and the reader rebuilds it: id, text, page URL, heading
 * hash, page id, section (or page) title, breadcrumb.
 * @typedef {{ i: number, t: string, u: string, h?: string, p?: number, s?: string, b?: string[] }} Entry
 * @typedef {(raw: string) => string | null} TermOf raw token → index term; null for a stop word
 * @typedef {{ b: number, k1: number }} Bm25
 * @typedef {{ name: string, documents: Entry[], terms: string[], postings: number[][], vector: (d: number) => number[] }} IndexKind
 * @typedef {{ documents: Entry[][], bm25: Bm25, identifiers: Map<string, string[]>, kind: (k: number) => IndexKind }} OpenedIndex
 */

/** lunr's tokenizer splits lowercased text on this. */
const SEPARATOR = /[\s-]+/;

/**
 * A raw token as lunr's trimmer and stop-word filter leave it: punctuation
 * trimmed from both ends; null for a stop word (dropped). An all-punctuation
 * token becomes '' and, as in lunr, still counts as a term.
 * @param {string} raw
 */
function trimmedWord(raw) {
  const word =
    isWordChar(raw.charCodeAt(0)) && isWordChar(raw.charCodeAt(raw.length - 1)) ? raw : raw.replace(/^\W+/, '').replace(/\W+$/, '');
  return lunr.stopWordFilter(new lunr.Token(word, {})) === undefined ? null : word;
}

/** The characters of \w: letters a to z (either case), digits, underscore. @param {number} code */
function isWordChar(code) {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code === 95;
}

/** @param {unknown} text @param {(raw: string) => void} visit */
function eachWord(text, visit) {
  for (const raw of String(text ?? '')
    .toLowerCase()
    .split(SEPARATOR)) {
    if (raw !== '') visit(raw);
  }
}

/** The stem as an edit of the word: '' (unchanged), 'N' (drop N letters) or 'N.suffix'. @param {string} word @param {string} stem */
function stemCode(word, stem) {
  if (stem === word) return '';
  let shared = 0;
  while (shared < word.length && shared < stem.length && word[shared] === stem[shared]) shared += 1;
  const suffix = stem.slice(shared);
  return suffix ? `${word.length - shared}.${suffix}` : String(word.length - shared);
}

/** @param {string} word @param {string} code */
function applyStemCode(word, code) {
  if (code === '') return word;
  const dot = code.indexOf('.');
  const cut = Number(dot === -1 ? code : code.slice(0, dot));
  return word.slice(0, word.length - cut) + (dot === -1 ? '' : code.slice(dot + 1));
}

/**
 * The term function both sides tokenise with: raw token → index term (null
 * for a stop word), remembered per token. `stemFor(word)` is asked once per
 * distinct word, in the order words first occur when the kinds' entries are
 * read in order, which is the order of the stem table.
 * @param {(word: string) => string} stemFor
 * @returns {TermOf}
 */
function termFunction(stemFor) {
  /** @type {Map<string, string | null>} */
  const termOfRaw = new Map();
  /** @type {Map<string, string>} */
  const stemOfWord = new Map();
  return (raw) => {
    let term = termOfRaw.get(raw);
    if (term === undefined) {
      const word = trimmedWord(raw);
      if (word === null || word === '') term = word;
      else {
        term = stemOfWord.get(word);
        if (term === undefined) {
          term = stemFor(word);
          stemOfWord.set(word, term);
        }
      }
      termOfRaw.set(raw, term);
    }
    return term;
  };
}

// ---------------------------------------------------------------- writing

/** @param {{ i: number }} a @param {{ i: number }} b */
function byId(a, b) {
  return a.i - b.i;
}

/**
 * Builds the file's JSON object from the five lists of entries the docs
 * scanner produces (`[titles, headings, descriptions, keywords, contents]`,
 * entries `{ i, t, u, h, p, s, b }`) and the version's identifiers (public
 * name → addresses of its defining entries). Throws when the entries cannot
 * be stored losslessly (the written file is read back and compared).
 * @param {(Entry[] | undefined)[]} kinds
 * @param {Record<string, string[]>} [identifiers]
 */
export function writeIndex(kinds, identifiers = {}) {
  const lists = KINDS.map((_, kind) => [...(kinds[kind] ?? [])].sort(byId));
  /** @param {number} kind */
  const extraOf = (kind) => new Map(lists[kind].map((doc) => [doc.p, doc.t]));
  const descriptions = extraOf(DESCRIPTION);
  const keywords = extraOf(KEYWORDS);
  /** @typedef {{ id: number, hash: string, heading: string | null, title: string | undefined, content: string | null }} Section */
  const sectionsOf = new Map(lists[TITLE].map((page) => [page.i, /** @type {Section[]} */ ([])]));
  const inPage = [...lists[HEADING].map((doc) => ({ doc, heading: true })), ...lists[CONTENT].map((doc) => ({ doc, heading: false }))];
  inPage.sort((a, b) => byId(a.doc, b.doc));
  for (const { doc, heading } of inPage) {
    const sections = sectionsOf.get(/** @type {number} every heading and body entry has a page */ (doc.p));
    if (!sections) throw new Error(`Search index: entry ${doc.i} belongs to no page.`);
    const last = sections[sections.length - 1];
    if (!heading && last && last.heading !== null && last.content === null && last.hash === (doc.h ?? '') && last.id + 1 === doc.i) {
      last.content = doc.t;
      continue;
    }
    sections.push({
      id: doc.i,
      hash: doc.h ?? '',
      heading: heading ? doc.t : null,
      title: heading ? doc.t : doc.s,
      content: heading ? null : doc.t,
    });
  }
  const pages = lists[TITLE].map((page) => [
    page.t,
    page.u,
    page.b ?? [],
    descriptions.get(page.i) ?? '',
    keywords.get(page.i) ?? '',
    /** @type {Section[]} */ (sectionsOf.get(page.i)).map((section) => [
      section.hash,
      section.title,
      section.heading === null ? 0 : 1,
      section.content ?? 0,
    ]),
  ]);
  /** @type {string[]} */
  const stems = [];
  const termOf = termFunction((word) => {
    const stem = lunr.stemmer(new lunr.Token(word, {})).toString();
    stems.push(stemCode(word, stem));
    return stem;
  });
  for (const documents of lists) for (const doc of documents) eachWord(doc.t, termOf);
  const file = {
    format: INDEX_FORMAT,
    version: INDEX_FORMAT_VERSION,
    bm25: { ...BM25 },
    counts: /** @type {number[][]} */ ([]),
    stems,
    pages,
    identifiers,
  };
  const expanded = expand(JSON.parse(JSON.stringify(file)));
  file.counts = KINDS.map((_, kind) => expanded.kind(kind)).map((kind) => [kind.documents.length, kind.terms.length]);

  // Read it back: the same entries, numbered in the same order, or the build stops.
  const read = readIndex(JSON.parse(JSON.stringify(file)));
  /** @param {Entry} doc */
  const strip = (doc) =>
    JSON.stringify(
      Object.keys(doc)
        .filter((key) => key !== 'i' && key !== 'p' && doc[/** @type {keyof Entry} */ (key)] !== undefined)
        .sort()
        .map((key) => [key, doc[/** @type {keyof Entry} */ (key)]]),
    );
  KINDS.forEach((name, kind) => {
    const expected = lists[kind].map(strip);
    const actual = read.kinds[kind].documents.map(strip);
    if (JSON.stringify(expected) !== JSON.stringify(actual)) {
      throw new Error(`Search index: the ${name} entries do not survive the index format.`);
    }
  });
  return file;
}

// ---------------------------------------------------------------- reading

/** @param {unknown} condition @param {string} what @returns {asserts condition} */
function check(condition, what) {
  if (!condition) throw new IndexFormatError(`the index file is damaged: ${what}`);
}

/**
 * Checks the file and expands it, eagerly: `{ kinds: [{ name, documents,
 * terms, postings, vector }], bm25 }` where `terms` is sorted, `postings[n]`
 * lists the positions in `documents` of the entries holding `terms[n]`, and
 * `vector(d)` is entry d's BM25 vector as lunr stores it (term number,
 * score, term number, score, … by term number). Throws IndexFormatError,
 * whose message fits in a sentence: "(the index file is damaged: …)".
 * @param {any} json the parsed file, checked here
 */
export function readIndex(json) {
  const index = openIndex(json);
  return { kinds: KINDS.map((_, kind) => index.kind(kind)), bm25: index.bm25 };
}

/**
 * Checks the file's version and shape and expands its entries
 * (`documents[kind]`); `kind(k)` derives kind k's terms, postings and
 * vectors when first asked (kinds are derived in order, each at most once,
 * and checked against the counts the writer stored). Body text holds most
 * of the words, so a first query answered from titles and headings does not
 * wait for it.
 * @param {any} json the parsed file, checked here
 * @returns {OpenedIndex}
 */
export function openIndex(json) {
  const expanded = expand(json);
  check(Array.isArray(json.counts) && json.counts.length === KINDS.length, 'counts missing');
  /** @type {IndexKind[]} */
  const built = [];
  /** @param {number} k */
  const kind = (k) => {
    while (built.length <= k) {
      const n = built.length;
      const derived = expanded.kind(n);
      const [documents, terms] = json.counts[n] ?? [];
      check(derived.documents.length === documents && derived.terms.length === terms, `the ${derived.name} entries do not add up`);
      built.push(derived);
    }
    return built[k];
  };
  return { documents: expanded.documents, bm25: expanded.bm25, identifiers: identifiersOf(json.identifiers), kind };
}

/** The identifiers as a Map, so that no name a reader types finds what objects inherit ("constructor"). @param {unknown} stored */
function identifiersOf(stored) {
  check(stored !== null && typeof stored === 'object' && !Array.isArray(stored), 'identifiers missing');
  /** @type {Map<string, string[]>} */
  const identifiers = new Map();
  for (const [name, targets] of Object.entries(stored)) {
    check(Array.isArray(targets) && targets.every((target) => typeof target === 'string'), 'an identifier entry');
    identifiers.set(name, targets);
  }
  return identifiers;
}

/** @param {any} json the parsed file, checked here */
function expand(json) {
  if (!json || typeof json !== 'object' || json.format !== INDEX_FORMAT) {
    throw new IndexFormatError('the index file is not in the expected format');
  }
  if (json.version !== INDEX_FORMAT_VERSION) {
    throw new IndexFormatError(
      `the index file has format version ${JSON.stringify(json.version)}, and this page reads version ${INDEX_FORMAT_VERSION}; reload the page`,
    );
  }
  check(Array.isArray(json.pages) && Array.isArray(json.stems), 'pages or stems missing');
  const bm25 = { b: Number(json.bm25?.b), k1: Number(json.bm25?.k1) };
  check(Number.isFinite(bm25.b) && Number.isFinite(bm25.k1), 'BM25 parameters missing');

  const lists = KINDS.map(() => /** @type {Entry[]} */ ([]));
  let id = 0;
  for (const page of json.pages) {
    check(Array.isArray(page) && page.length === 6 && Array.isArray(page[5]), 'a page entry');
    const [title, url, breadcrumb, description, keywords, sections] = page;
    const pageId = ++id;
    lists[TITLE].push({ i: pageId, t: String(title), u: String(url), b: breadcrumb });
    if (description) lists[DESCRIPTION].push({ i: pageId, t: description, s: title, u: url, p: pageId });
    if (keywords) lists[KEYWORDS].push({ i: pageId, t: keywords, s: title, u: url, p: pageId });
    for (const section of sections) {
      check(Array.isArray(section) && section.length === 4, 'a section entry');
      const [hash, sectionTitle, hasHeading, content] = section;
      if (hasHeading) lists[HEADING].push({ i: ++id, t: sectionTitle, u: url, h: hash, p: pageId });
      if (content !== 0) lists[CONTENT].push({ i: ++id, t: content, s: sectionTitle || title, u: url, h: hash, p: pageId });
    }
  }

  let next = 0;
  const termOf = termFunction((word) => {
    check(next < json.stems.length, 'the stem table is too short for the text');
    const code = json.stems[next++];
    check(typeof code === 'string', 'a stem');
    return applyStemCode(word, code);
  });
  /** Kinds must be asked in order: words take their stems in the order they first occur. @param {number} k */
  const kind = (k) => {
    const derived = indexKind(KINDS[k], lists[k], termOf, bm25);
    if (k === KINDS.length - 1) check(next === json.stems.length, 'the stem table is too long for the text');
    return derived;
  };
  return { documents: lists, bm25, kind };
}

/**
 * The inverted index of one kind, and its BM25 vectors as lunr's Builder
 * computes them. Vectors are made when a query first scores an entry: most
 * entries never are.
 * @param {string} name
 * @param {Entry[]} documents
 * @param {TermOf} termOf
 * @param {Bm25} bm25
 * @returns {IndexKind}
 */
function indexKind(name, documents, termOf, { b, k1 }) {
  const lengths = new Uint32Array(documents.length);
  /** @type {Map<string, number[]>} */
  const postingsOf = new Map();
  let totalLength = 0;
  // Plain loops: this runs once per word of the docs, when the worker is still cold.
  for (let d = 0; d < documents.length; d += 1) {
    const tokens = String(documents[d].t ?? '')
      .toLowerCase()
      .split(SEPARATOR);
    let length = 0;
    for (let k = 0; k < tokens.length; k += 1) {
      if (tokens[k] === '') continue;
      const term = termOf(tokens[k]);
      if (term === null) continue;
      length += 1;
      const posting = postingsOf.get(term);
      if (posting === undefined) postingsOf.set(term, [d]);
      else if (posting[posting.length - 1] !== d) posting.push(d);
    }
    lengths[d] = length;
    totalLength += length;
  }
  const terms = [...postingsOf.keys()].sort();
  const termNumber = new Map(terms.map((term, n) => [term, n]));
  const postings = terms.map((term) => /** @type {number[]} */ (postingsOf.get(term)));
  const count = documents.length;
  const average = count > 0 ? totalLength / count : 0;
  /** @param {number} n */
  const idf = (n) => Math.log(1 + Math.abs((count - postings[n].length + 0.5) / (postings[n].length + 0.5)));

  /** Entry d's vector: term number, score, term number, score, … by term number. @param {number} d */
  function vector(d) {
    /** @type {Map<number, number>} */
    const frequency = new Map();
    eachWord(documents[d].t, (raw) => {
      const term = termOf(raw);
      if (term === null) return;
      const n = /** @type {number} every term of the text is numbered */ (termNumber.get(term));
      frequency.set(n, (frequency.get(n) ?? 0) + 1);
    });
    const numbers = Int32Array.from(frequency.keys()).sort();
    /** @type {number[]} */
    const elements = [];
    for (const n of numbers) {
      const tf = /** @type {number} */ (frequency.get(n));
      const score = (idf(n) * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (lengths[d] / average)) + tf);
      elements.push(n, Math.round(score * 1000) / 1000);
    }
    return elements;
  }
  return { name, documents, terms, postings, vector };
}
