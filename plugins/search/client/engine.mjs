/**
 * The search, run by the worker and the tests: opens the index file (../build-index.mjs) as a lunr index and
 * answers a query with a SearchAnswer (types.ts). lunr parses the syntax and scores (BM25, b 0.75, k1 1.2);
 * this adds what lunr lacks: a forgiving plain query (prefix, typos, the reader's vocabulary), limits that
 * keep a query from hanging, and errors in words.
 */
import lunr from 'lunr';
import { MAX_EXPANDED_TERM_LENGTH, MAX_QUERY_LENGTH, queryTooLong, termTooLong, unreadable } from './limits.mjs';

/** The fields of the syntax, which are also the kinds of entries: titles, headings, descriptions, keywords, body text. */
export const SEARCH_FIELDS = Object.freeze(['title', 'heading', 'description', 'keywords', 'content']);
/** A hidden field: the public names of the package, on the entries that define them. */
export const NAME_FIELD = 'name';
/** Every field of the index; an entry's kind is its index here. */
export const FIELDS = Object.freeze([...SEARCH_FIELDS, NAME_FIELD]);
/** Field boosts: a title counts most, then a public name's entry, headings, descriptions and keywords, then body text. */
/** @type {Record<string, number>} */
export const BOOSTS = { title: 8, heading: 5, description: 2, keywords: 4, content: 1, [NAME_FIELD]: 8 };
export const INDEX_FORMAT = 'docs-search-index';
/** Raise when the file's shape changes: a reader refuses any other version. */
export const INDEX_FORMAT_VERSION = 5;
export const NO_RESULTS = 'No results';
const MAX_EDIT_DISTANCE = 2;

/**
 * @typedef {import('./types').SearchAnswer} SearchAnswer
 * @typedef {import('./types').SearchHit} SearchHit
 * @typedef {[kind: number, page: number, text: string, hash: string]} Entry kind: index in FIELDS; page: index in pages
 * @typedef {[title: string, url: string, breadcrumb: string[]]} Page
 * @typedef {{ index: lunr.Index, pages: Page[], entries: Entry[], vocabulary: { reader: string[], docs: string[] }[] }} LoadedIndex
 * @typedef {{ term: string, fields?: string[], presence?: number, boost?: number, editDistance?: number, usePipeline?: boolean, wildcard?: number }} Clause
 */

/** @param {unknown} condition @param {string} what @returns {asserts condition} */
function check(condition, what) {
  if (!condition) throw new Error(`the index file is damaged: ${what}`);
}

/**
 * Checks the parsed file and makes its lunr index: each entry's terms (build-index.mjs) go into lunr's
 * builder as if lunr had read the entry, and lunr scores them (BM25). Throws an Error whose message is a
 * phrase in words. @param {any} json
 */
export function openIndex(json) {
  if (json?.format !== INDEX_FORMAT) throw new Error('the index file is not in the expected format');
  if (json.version !== INDEX_FORMAT_VERSION) {
    throw new Error(
      `the index file has format version ${JSON.stringify(json.version)}, and this page reads version ${INDEX_FORMAT_VERSION}; reload the page`,
    );
  }
  const { pages, entries, stems } = json;
  check([pages, entries, json.vocabulary, stems].every(Array.isArray), 'pages, entries, vocabulary or stems missing');
  for (const entry of entries) check(Array.isArray(entry) && pages[entry[1]] && FIELDS[entry[0]], 'an entry without its page');
  const wordLists = entries.map(entryWords);
  const distinct = allWords(entries, wordLists);
  check(distinct.length === stems.length, 'the word table');
  /** @type {Map<string, string | null>} each word's term (build-index.mjs), null for a stop word */
  const termOf = new Map(
    distinct.map((word, n) => [
      word,
      typeof stems[n] === 'string' ? stems[n] : stems[n] ? word.slice(0, word.length - stems[n] + 1) : null,
    ]),
  );
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const field of FIELDS) builder.field(field, { boost: BOOSTS[field] });
  builder.b(0.75);
  builder.k1(1.2);
  builder.searchPipeline.add(lunr.stemmer);
  /** @type {any} the builder's state, which @types/lunr leaves out */
  const state = builder;
  // What lunr's builder.add records for a document, without running the pipeline again; one empty object
  // stands for every empty posting and every document's metadata, which lunr only reads.
  const none = Object.freeze(Object.create(null));
  const posting = () => Object.fromEntries([['_index', state.termIndex++], ...FIELDS.map((field) => [field, none])]);
  entries.forEach((/** @type {Entry} */ [kind], /** @type {number} */ id) => {
    const [field, ref] = [FIELDS[kind], String(id)];
    /** @type {Record<string, number>} */
    const frequencies = Object.create(null);
    let length = 0;
    for (const word of wordLists[id]) {
      const term = termOf.get(word);
      if (typeof term !== 'string') continue;
      length += 1;
      frequencies[term] = (frequencies[term] ?? 0) + 1;
      const postings = (state.invertedIndex[term] ??= posting());
      if (postings[field] === none) postings[field] = Object.create(null);
      postings[field][ref] = none;
    }
    // Only an entry's own field, and only if it has a term: BM25's average length counts the entries that have it.
    if (length > 0) {
      const fieldRef = `${field}/${ref}`; // lunr.FieldRef's spelling
      state.fieldTermFrequencies[fieldRef] = frequencies;
      state.fieldLengths[fieldRef] = length;
    }
    state.documentCount += 1;
    state._documents[ref] = {};
  });
  const index = builder.build();
  /** @type {LoadedIndex['vocabulary']} */
  const vocabulary = json.vocabulary.map((/** @type {[string, string]} */ [reader, docs]) => ({
    reader: words(reader),
    docs: words(docs),
  }));
  vocabulary.sort((a, b) => b.reader.length - a.reader.length);
  return { index, pages, entries, vocabulary };
}

/** @param {string} word */
const stem = (word) => lunr.stemmer(new lunr.Token(word, {})).toString();
/** @param {string} word */
const isStopWord = (word) => lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;
/** A word as lunr's trimmer leaves it, lowercased. @param {string} word */
const trim = (word) => word.toLowerCase().replace(/^\W+|\W+$/g, '');
/** @param {unknown} text */
const words = (text) =>
  String(text)
    .split(/[\s-]+/)
    .map(trim)
    .filter(Boolean);

/**
 * The query's words with the reader's phrases (vocabulary.json) replaced by the docs' words (`words`), and
 * the reader's words so replaced (`extra`, still searched).
 * @param {LoadedIndex['vocabulary']} vocabulary @param {string[]} query
 */
function readerVariant(vocabulary, query) {
  /** @type {string[]} */
  const kept = [];
  /** @type {string[]} */
  const extra = [];
  for (let i = 0; i < query.length;) {
    const entry = vocabulary.find(({ reader }) => reader.every((word, k) => query[i + k] === word));
    if (!entry) kept.push(query[i++]);
    else {
      kept.push(...entry.docs);
      if (entry.docs.length > 0) extra.push(...entry.reader);
      i += entry.reader.length;
    }
  }
  return { words: kept, extra };
}

/** The part a word and its stem share: `draggable*` must find the stored "draggabl". @param {string} word */
function stemmedPrefix(word) {
  const stemmed = stem(word);
  let i = 0;
  while (i < word.length && word[i] === stemmed[i]) i += 1;
  return word.slice(0, Math.max(i, 1));
}

/** A public name's spelling as a word of its own (dropProviderRef → drop_provider_ref, DropProviderRef → _drop_provider_ref). @param {string} name */
export const caseMark = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * An entry's words as lunr's tokenizer splits them (lowercased, at spaces and hyphens); a public name's
 * entry holds the name as written and with its case marked, so dropProviderRef and DropProviderRef each
 * find their own. @param {Entry} entry
 */
export function entryWords([kind, , text]) {
  return (FIELDS[kind] === NAME_FIELD ? `${text} ${caseMark(text)}` : text)
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
}

/** Every word of the entries, once, sorted: the order of the file's `stems`. @param {Entry[]} entries @param {string[][]} [lists] */
export const allWords = (entries, lists = entries.map(entryWords)) => [...new Set(lists.flat())].sort();

/** A query without the search syntax gets the forgiving search. @param {string} text */
export const isPlainQuery = (text) => !/[+~^*:]/.test(text) && !/(^|\s)-/.test(text);

/**
 * A plain query's clauses: each word whole, as a prefix when it is the last one, and a letter or two off
 * (typos); "sortable item" also as the one word "SortableItem"; the reader's vocabulary (vocabulary.json);
 * and a one-word query as a public name, in any letter case and as written. lunr adds up the scores.
 * @param {LoadedIndex} loaded @param {string} text @returns {Clause[]}
 */
function plainClauses(loaded, text) {
  const raw = words(text);
  const variant = readerVariant(loaded.vocabulary, raw);
  const kept = variant.words.filter((word) => !isStopWord(word)).slice(0, 12);
  /** @type {Clause[]} */
  const clauses = kept.flatMap((word, i) => [
    { term: word, boost: 10 },
    ...(i === kept.length - 1 ? [{ term: `${stemmedPrefix(word)}*`, usePipeline: false, boost: 1 }] : []),
    ...(word.length > 2 && word.length <= MAX_EXPANDED_TERM_LENGTH
      ? [{ term: word, editDistance: word.length >= 7 ? 2 : 1, boost: 0.5 }]
      : []),
  ]);
  if (kept.length >= 2 && kept.length <= 4) clauses.push({ term: kept.join(''), boost: 10 });
  clauses.push(...variant.extra.map((word) => ({ term: word, boost: 5 })));
  if (raw.length === 1) clauses.push(...[raw[0], caseMark(text.trim())].map((term) => ({ term, fields: [NAME_FIELD] })));
  return clauses.map((clause) => ({ fields: [...SEARCH_FIELDS], usePipeline: true, ...clause }));
}

/**
 * A query in the search syntax, parsed by lunr; a parse error comes back in words. Stop words are dropped
 * (the index has none), edit distances lowered to 2, and a wildcard prefix matches the stored stem.
 * @param {string} text @returns {Clause[] | SearchAnswer}
 */
function syntaxClauses(text) {
  const query = new lunr.Query([...SEARCH_FIELDS]);
  try {
    new /** @type {any} lunr 2.3's parser, which @types/lunr leaves out */ (lunr).QueryParser(text.toLowerCase(), query).parse();
  } catch (cause) {
    if (cause instanceof lunr.QueryParseError) return unreadable(cause.message);
    throw cause;
  }
  /** @type {Clause[]} */
  const clauses = [];
  for (const clause of /** @type {Clause[]} */ (query.clauses)) {
    const term = clause.term.replace(/^[^\w*]+|[^\w*]+$/g, '');
    const expanded = clause.editDistance || term.includes('*');
    if (expanded && Array.from(term).length > MAX_EXPANDED_TERM_LENGTH) return termTooLong(term);
    if (!term || (!expanded && isStopWord(term))) continue;
    const wildcard = /^(\*?)(\w+)(\*?)$/.exec(term.includes('*') ? term : '');
    // lunr reads an edit distance of 0 as "fuzzy, exactly", where * is a letter.
    if (clause.editDistance) clause.editDistance = Math.min(clause.editDistance, MAX_EDIT_DISTANCE);
    else delete clause.editDistance;
    // The index holds stems: "draggable*" looks for "draggabl…", "*shooting" for "…shoot".
    const stemmed = wildcard && (wildcard[3] ? `${wildcard[1]}${stemmedPrefix(wildcard[2])}*` : `*${stem(wildcard[2])}`);
    const next = { ...clause, term: stemmed || term };
    // A repeated clause ("*e* *e* …") counts once with its boosts added, as lunr would score it, and is expanded once.
    const key = JSON.stringify({ ...next, boost: 0 });
    const same = clauses.find((other) => JSON.stringify({ ...other, boost: 0 }) === key);
    if (same) same.boost = (same.boost ?? 1) + (next.boost ?? 1);
    else clauses.push(next);
  }
  return clauses;
}

/** Where the matched index terms occur in `text`, as [start, length]. @param {string} text @param {Set<string>} terms */
function positionsOf(text, terms) {
  /** @type {[number, number][]} */
  const positions = [];
  for (const match of text.matchAll(/\w+/g)) {
    const word = match[0].toLowerCase();
    if (terms.has(word) || terms.has(stem(word))) positions.push([match.index ?? 0, match[0].length]);
  }
  return positions;
}

/** @param {LoadedIndex} loaded @param {lunr.Index.Result} result @returns {SearchHit} */
function toHit(loaded, result) {
  const id = Number(result.ref);
  const [kind, pageIndex, text, hash] = loaded.entries[id];
  const [pageTitle, url, breadcrumb] = loaded.pages[pageIndex];
  const field = FIELDS[kind] === NAME_FIELD ? 'heading' : SEARCH_FIELDS[kind];
  const terms = new Set(Object.keys(result.matchData.metadata));
  // A name entry shows the name, as the package writes it: the reader's words are never shown as the page's.
  return {
    id,
    field: /** @type {SearchHit['field']} */ (field === 'keywords' ? 'title' : field),
    url: `${url}${hash}`,
    text: field === 'keywords' ? pageTitle : text,
    positions: positionsOf(field === 'keywords' ? pageTitle : text, terms),
    pageTitle,
    section: field === 'content' && hash ? (loaded.entries.find((e) => e[0] === 1 && e[1] === pageIndex && e[3] === hash)?.[2] ?? '') : '',
    breadcrumb,
  };
}

/**
 * The one search behind the box and /search. Never throws: it answers blank, results (at most `limit`),
 * "No results", or an error in words.
 * @param {LoadedIndex} loaded @param {string} input @param {number} limit @returns {SearchAnswer}
 */
export function search(loaded, input, limit) {
  const text = String(input ?? '');
  if (text.trim() === '') return { kind: 'blank' };
  const length = Array.from(text).length;
  if (length > MAX_QUERY_LENGTH) return queryTooLong(length);
  try {
    const clauses = isPlainQuery(text) ? plainClauses(loaded, text) : syntaxClauses(text);
    if (!Array.isArray(clauses)) return clauses;
    const max = Math.max(1, Math.floor(Number(limit) || 8));
    /** @type {Map<string, SearchHit>} one hit per address */
    const hits = new Map();
    const query = (/** @type {lunr.Query} */ q) => clauses.forEach((clause) => q.clause(/** @type {lunr.Query.Clause} */ (clause)));
    for (const result of clauses.length > 0 ? loaded.index.query(query) : []) {
      const hit = toHit(loaded, result);
      if (!hits.has(hit.url)) hits.set(hit.url, hit);
      if (hits.size >= max) break;
    }
    return hits.size > 0 ? { kind: 'results', hits: [...hits.values()] } : { kind: 'no-results', message: NO_RESULTS };
  } catch (cause) {
    return { kind: 'error', code: 'internal', message: `Search failed unexpectedly: ${/** @type {Error} */ (cause)?.message ?? cause}` };
  }
}
