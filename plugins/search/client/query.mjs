/**
 * Querying: turns a reader's query into lunr queries over the loaded index
 * (load-index.mjs) and the hits into the answer the UI renders (types.ts).
 * lunr and the loaded index are passed in, so the worker and the unit tests
 * share it.
 *
 * The index has five kinds of entries (page titles, headings, descriptions,
 * keywords, body text), each a lunr index with one field `t` and BM25
 * scoring, b 0.75 and k1 1.2.
 *
 * Ranking: entries are gathered in tiers, so a title or heading match always
 * ranks above a body match; within a tier, by BM25 score.
 */
import { MAX_EDIT_DISTANCE, PRESENCE, parseQuery, splitTerms } from './query-syntax.mjs';
import { IndexFormatError, KINDS } from '../index-format.mjs';
import { MAX_EXPANDED_TERM_LENGTH, SEARCH_TIME_BUDGET_MS, indexUnavailable, searchTooSlow } from './limits.mjs';
import { OutOfTime, checkDeadline, withDeadline } from './deadline.mjs';
import { withVocabulary } from './vocabulary.mjs';
import { withIdentifier } from './identifiers.mjs';

/** @typedef {import('./types').SearchAnswer} SearchAnswer */
/** @typedef {import('./types').SearchHit} SearchHit */
/** @typedef {import('./types').QueryOptions} QueryOptions */
/** @typedef {import('./load-index.mjs').LoadedIndex} LoadedIndex */
/**
 * @typedef {typeof import('lunr')} Lunr
 * @typedef {import('./load-index.mjs').LoadedKind} LoadedKind
 * @typedef {import('./load-index.mjs').IndexEntry} IndexEntry
 * @typedef {{ term: string, presence: number, usePipeline: boolean, boost: number, editDistance?: number }} LunrClause
 *   one clause of a lunr query as built here (presence: a lunr.Query.presence value)
 * @typedef {{ type: number, clauses: LunrClause[] }} KindQuery one lunr query over one kind of entry
 * @typedef {{ doc: IndexEntry | undefined, score: number, metadata: object | undefined }} Row
 * @typedef {import('lunr').Index & { pipeline: { runString(text: string, metadata: object): string[] }, tokenSet: import('lunr').TokenSet }} RuntimeIndex
 *   lunr 2.3's Index, with the two fields @types/lunr leaves out
 * @typedef {{ fromClause(clause: { term: string, editDistance?: number }): import('lunr').TokenSet }} TokenSetStatics
 *   lunr 2.3's TokenSet.fromClause, which @types/lunr leaves out
 */

/** Index order: 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
export const INDEX_FIELDS = KINDS;
const CONTENT = INDEX_FIELDS.indexOf('content');
/** Kinds of entries that name a page or section rather than its body text. */
const TITLE_LIKE = INDEX_FIELDS.map((_, type) => type).filter((type) => type !== CONTENT);

export const NO_RESULTS = 'No results';

/** @type {Map<string, string>} */
const stems = new Map();
/** @param {string} word @param {Lunr} lunr */
function stemOf(word, lunr) {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = lunr.stemmer(new lunr.Token(word, {})).toString();
    if (stems.size > 20000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/**
 * Where the matched index terms occur in a hit's text, found the way the
 * index was built (split on whitespace and hyphens, trimmed, lowercased,
 * stemmed): for indexes stored without positions.
 * @param {unknown} text
 * @param {string[]} matchedTerms
 * @param {Lunr} lunr
 */
export function findPositions(text, matchedTerms, lunr) {
  const wanted = new Set(matchedTerms);
  /** @type {[number, number][]} */
  const positions = [];
  if (wanted.size === 0) return positions;
  const source = String(text ?? '');
  const words = /[^\s-]+/g;
  let match;
  while ((match = words.exec(source)) !== null) {
    const raw = match[0];
    const lead = /** @type {RegExpExecArray} `*` matches anything */ (/^\W*/.exec(raw))[0].length;
    const word = raw.slice(lead).replace(/\W+$/, '');
    if (!word) continue;
    const lower = word.toLowerCase();
    if (wanted.has(lower) || wanted.has(stemOf(lower, lunr))) positions.push([match.index + lead, word.length]);
  }
  return positions;
}

/**
 * Lowercases a term and trims punctuation from its ends the way the index
 * did when it was built (lunr's trimmer), keeping leading and trailing "*"
 * wildcards. Returns '' when nothing searchable is left.
 * @param {unknown} raw
 */
export function normaliseTerm(raw) {
  const lower = String(raw).toLowerCase();
  const lead = /^\*+/.exec(lower)?.[0] ?? '';
  const trail = lower.length > lead.length ? (/\*+$/.exec(lower)?.[0] ?? '') : '';
  const core = lower
    .slice(lead.length, lower.length - trail.length)
    .replace(/^\W+/, '')
    .replace(/\W+$/, '');
  if (core.length === 0) return lead || trail ? '*' : '';
  return `${lead ? '*' : ''}${core}${trail ? '*' : ''}`;
}

/** @param {string} a @param {string} b */
function commonPrefix(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return a.slice(0, i);
}

/**
 * The index stores stemmed words ("draggable" as "draggabl"), and lunr does
 * not stem terms with wildcards. For a term ending in "*", search the part
 * the word and its stem share, so `draggable*` still finds "draggabl".
 * @param {string} core
 * @param {Lunr} lunr
 */
function stemmedPrefix(core, lunr) {
  if (core.includes('*')) return core;
  const stemmed = lunr.stemmer(new lunr.Token(core, {})).toString();
  const prefix = commonPrefix(core, stemmed);
  return prefix.length > 0 ? prefix : core;
}

/** @param {string} term @param {Lunr} lunr */
function wildcardTerm(term, lunr) {
  if (term === '*') return term;
  const lead = term.startsWith('*');
  const trail = term.endsWith('*');
  const core = term.slice(lead ? 1 : 0, trail ? -1 : undefined);
  if (core.length === 0 || core.includes('*')) return term;
  if (trail) return `${lead ? '*' : ''}${stemmedPrefix(core, lunr)}*`;
  // "*shooting": the stored word ends in the stem ("troubleshoot").
  const stemmed = lunr.stemmer(new lunr.Token(core, {})).toString();
  return `*${stemmed || core}`;
}

/** @param {string} term @param {Lunr} lunr */
function isStopWord(term, lunr) {
  // The filter reads its token through toString(), so a string serves as one.
  return lunr.stopWordFilter(/** @type {import('lunr').Token} */ (/** @type {unknown} */ (term))) === undefined;
}

/**
 * @param {IndexEntry} doc
 * @param {number} type
 * @param {object | undefined} metadata
 * @param {Map<number, IndexEntry>} pages
 * @param {Lunr} lunr
 * @returns {SearchHit}
 */
function toHit(doc, type, metadata, pages, lunr) {
  const field = /** @type {import('./types').SearchField} */ (INDEX_FIELDS[type]);
  const page = type === 0 ? doc : pages.get(/** @type {number} entries other than titles name their page */ (doc.p));
  const pageTitle = page?.t ?? doc.s ?? '';
  const section = field === 'content' && doc.s && doc.s !== pageTitle ? doc.s : '';
  return {
    id: doc.i,
    field,
    url: `${doc.u}${doc.h ?? ''}`,
    text: String(doc.t ?? ''),
    positions: findPositions(doc.t, Object.keys(metadata ?? {}), lunr),
    pageTitle,
    section,
    breadcrumb: type === 0 ? (doc.b ?? []) : (page?.b ?? []),
  };
}

/** Runs one lunr query and returns `{ doc, score, metadata }` rows, best first. @param {LoadedKind} entry @param {LunrClause} clause @param {Lunr} lunr */
function canMatch(entry, clause, lunr) {
  const index = /** @type {RuntimeIndex} */ (entry.index);
  const terms = clause.usePipeline ? index.pipeline.runString(clause.term, { fields: ['t'] }) : [clause.term];
  const tokenSets = /** @type {TokenSetStatics} */ (/** @type {unknown} */ (lunr.TokenSet));
  return terms.some((term) => {
    const probe = { term, ...(clause.editDistance ? { editDistance: clause.editDistance } : {}) };
    return index.tokenSet.intersect(tokenSets.fromClause(probe)).toArray().length > 0;
  });
}

/** @param {LoadedKind} entry @param {LunrClause[]} clauses @param {Lunr} lunr @returns {Row[]} */
function runLunr(entry, clauses, lunr) {
  checkDeadline();
  // lunr keeps scoring the other terms after a required one found nothing: skip such queries.
  const required = lunr.Query.presence.REQUIRED;
  if (clauses.some((clause) => clause.presence === required && !canMatch(entry, clause, lunr))) return [];
  checkDeadline();
  const results = entry.index.query((query) => {
    for (const clause of clauses) {
      /** @type {LunrClause & { fields: string[], wildcard: number }} */
      const spec = {
        term: clause.term,
        fields: ['t'],
        presence: clause.presence,
        usePipeline: clause.usePipeline,
        wildcard: lunr.Query.wildcard.NONE,
        boost: clause.boost,
      };
      if (clause.editDistance) spec.editDistance = clause.editDistance;
      // lunr 2.3 reads `presence` too, and `editDistance` only when set; @types/lunr's Clause has neither shape.
      query.clause(/** @type {import('lunr').Query.Clause} */ (/** @type {unknown} */ (spec)));
    }
  });
  return results.map((result) => ({
    doc: entry.byId.get(Number(result.ref)),
    score: result.score,
    metadata: result.matchData?.metadata,
  }));
}

/** @param {string} presence @param {Lunr} lunr */
function lunrPresence(presence, lunr) {
  if (presence === PRESENCE.REQUIRED) return lunr.Query.presence.REQUIRED;
  if (presence === PRESENCE.PROHIBITED) return lunr.Query.presence.PROHIBITED;
  return lunr.Query.presence.OPTIONAL;
}

/**
 * Collects hits tier by tier: `tiers` is a list of lists of `{ type, clauses }`.
 * Within a tier, hits are ordered by kind of entry (titles first), then by
 * the order of the queries, then by score. Stops once `limit` hits are found.
 * @param {LoadedIndex} loaded
 * @param {KindQuery[][]} tiers
 * @param {number} limit
 * @param {Lunr} lunr
 */
function collect(loaded, tiers, limit, lunr) {
  /** @type {Set<number>} */
  const seen = new Set();
  /** @type {SearchHit[]} */
  const hits = [];
  for (const tier of tiers) {
    /** @type {(Row & { doc: IndexEntry, type: number, order: number })[]} */
    const rows = [];
    tier.forEach(({ type, clauses }, order) => {
      const entry = loaded.indexes[type];
      if (!entry || entry.documents.length === 0) return;
      for (const row of runLunr(entry, clauses, lunr)) {
        if (row.doc) rows.push({ ...row, doc: row.doc, type, order });
      }
    });
    rows.sort((a, b) => a.type - b.type || a.order - b.order || b.score - a.score);
    for (const row of rows) {
      if (seen.has(row.doc.i)) continue;
      seen.add(row.doc.i);
      hits.push(toHit(row.doc, row.type, row.metadata, loaded.pages, lunr));
      if (hits.length >= limit) return hits;
    }
  }
  return hits;
}

/**
 * The forgiving search for plain queries (no syntax), like the plugin's:
 * every word is required, the last word may be unfinished (prefix match),
 * and a word may be one letter off (edit distance 1). With three words or
 * more, queries that leave out one word follow.
 * @param {string[]} words
 * @param {Lunr} lunr
 * @returns {KindQuery[][]}
 */
function plainTiers(words, lunr) {
  let terms = words.map(normaliseTerm).filter((term) => term.length > 0 && term !== '*');
  if (terms.length === 0) return [];
  const withoutStopWords = terms.filter((term) => !isStopWord(term, lunr));
  if (withoutStopWords.length > 0) terms = withoutStopWords;
  terms = terms.slice(0, 12);

  const required = lunr.Query.presence.REQUIRED;
  /** @param {string[]} list @returns {LunrClause[]} */
  const exact = (list) => list.map((term) => ({ term, presence: required, usePipeline: true, boost: 1 }));
  /** @param {string[]} list @returns {LunrClause[]} */
  const prefix = (list) =>
    list.map((term, i) =>
      i === list.length - 1
        ? { term: `${stemmedPrefix(term, lunr)}*`, presence: required, usePipeline: false, boost: 1 }
        : { term, presence: required, usePipeline: true, boost: 1 },
    );
  /** @param {string[]} list @returns {LunrClause[]} */
  const fuzzy = (list) =>
    list.map((term) => ({
      term,
      presence: required,
      usePipeline: true,
      boost: 1,
      // Stems of misspelt words drift further ("capacty" → "capacti", "capacity" → "capac"):
      // long words may be two letters off. Very long ones get none (see limits.mjs).
      ...(term.length > 2 && term.length <= MAX_EXPANDED_TERM_LENGTH ? { editDistance: term.length >= 7 ? 2 : 1 } : {}),
    }));

  // "sortable item" is also the one word "SortableItem" in the index.
  const joined = terms.length >= 2 && terms.length <= 4 ? [terms.join('')] : null;
  /** @param {string[]} list */
  const tiersFor = (list) => {
    const typed = [exact(list), prefix(list)];
    if (joined && list === terms) typed.push(exact(joined), prefix(joined));
    const forgiving = list.some((term) => term.length > 2 && term.length <= MAX_EXPANDED_TERM_LENGTH) ? [fuzzy(list)] : [];
    /** @param {number[]} types @param {LunrClause[][]} variants @returns {KindQuery[]} */
    const over = (types, variants) => types.flatMap((type) => variants.map((clauses) => ({ type, clauses })));
    // A title, heading or description with every word whole ranks above one where the last word is a prefix.
    const whole = typed.filter((_, i) => i % 2 === 0);
    const partial = typed.filter((_, i) => i % 2 === 1);
    return [
      over(TITLE_LIKE, whole),
      over(TITLE_LIKE, partial),
      over([CONTENT], typed),
      over(TITLE_LIKE, forgiving),
      over([CONTENT], forgiving),
    ].filter((tier) => tier.length > 0);
  };

  const tiers = tiersFor(terms);
  if (terms.length >= 3) {
    for (let skip = terms.length - 1; skip >= 0; skip -= 1) {
      tiers.push(...tiersFor(terms.filter((_, i) => i !== skip)));
    }
  }
  return tiers;
}

/**
 * A clause repeated ("drag drag", "*e* *e* …") counts once with the boosts
 * added up: lunr adds the boosts of equal terms in the query vector, so the
 * scores are the same, and the index is not scanned once per repeat.
 * @param {{ term: string, field: string | null, presence: string, editDistance: number, usePipeline: boolean, boost: number }[]} clauses
 */
function mergeRepeats(clauses) {
  const first = new Map();
  for (let i = 0; i < clauses.length; i += 1) {
    const c = clauses[i];
    const key = [c.term, c.field, c.presence, c.editDistance, c.usePipeline].join('\u0000');
    const kept = first.get(key);
    if (kept === undefined) {
      first.set(key, c);
      continue;
    }
    kept.boost += c.boost;
    clauses.splice(i, 1);
    i -= 1;
  }
}

/**
 * The exact search for queries in the search syntax (fields, +/-, ~N, ^N,
 * wildcards; see query-syntax.mjs): one lunr
 * query per kind of entry, with the clauses that apply to it.
 * @param {import('./query-syntax.mjs').Clause[]} clauses
 * @param {Lunr} lunr
 * @returns {KindQuery[][]}
 */
function syntaxTiers(clauses, lunr) {
  /** @type {Parameters<typeof mergeRepeats>[0]} */
  const usable = [];
  for (const clause of clauses) {
    const term = normaliseTerm(clause.term);
    if (!term) continue;
    const wildcard = term.includes('*');
    // Stop words are not in the index: asking for one would find nothing.
    if (!wildcard && !clause.editDistance && isStopWord(term, lunr)) continue;
    usable.push({
      ...clause,
      term: wildcard ? wildcardTerm(term, lunr) : term,
      usePipeline: !wildcard,
      boost: clause.boost ?? 1,
      editDistance: clause.editDistance ? Math.min(clause.editDistance, MAX_EDIT_DISTANCE) : 0,
    });
  }
  if (usable.length === 0) return [];
  mergeRepeats(usable);
  const anyPositive = usable.some((clause) => clause.presence !== PRESENCE.PROHIBITED);

  /** @type {KindQuery[]} */
  const queries = [];
  INDEX_FIELDS.forEach((field, type) => {
    // A word required in another field cannot be in this kind of entry.
    if (usable.some((c) => c.presence === PRESENCE.REQUIRED && c.field && c.field !== field)) return;
    const applicable = usable.filter((c) => !c.field || c.field === field);
    const positive = applicable.some((c) => c.presence !== PRESENCE.PROHIBITED);
    // Only "-word" clauses here: that would list every entry of this kind.
    if (anyPositive && !positive) return;
    if (applicable.length === 0) return;
    queries.push({
      type,
      clauses: applicable.map((c) => ({
        term: c.term,
        presence: lunrPresence(c.presence, lunr),
        usePipeline: c.usePipeline,
        boost: c.boost,
        ...(c.editDistance ? { editDistance: c.editDistance } : {}),
      })),
    });
  });
  // Titles and headings (and descriptions, keywords) first, then body text.
  return [queries.filter((q) => q.type !== CONTENT), queries.filter((q) => q.type === CONTENT)];
}

/**
 * The one search function behind the navbar box and the search page.
 * Never throws: it answers with a SearchAnswer (types.ts):
 *   { kind: 'blank' }                                  nothing typed
 *   { kind: 'results', hits, terms }                   at most `limit` hits
 *   { kind: 'no-results', message: 'No results' }
 *   { kind: 'error', code, message }                   a query the reader can fix, in words
 *
 * A query in the search syntax that has run longer than `budgetMs` stops
 * before its next index lookup and answers with a message (code
 * 'query-too-slow'). A plain query has no budget: its work is bounded by
 * its form (at most 12 words, typo tolerance only up to 32 letters, see
 * limits.mjs), and it is never stopped for a slow or busy machine.
 *
 * @param {LoadedIndex} loaded
 * @param {string} input
 * @param {number} limit
 * @param {Lunr} lunr
 * @param {QueryOptions} [options]
 * @returns {SearchAnswer}
 */
export function searchLoaded(loaded, input, limit, lunr, options = {}) {
  const { budgetMs = SEARCH_TIME_BUDGET_MS } = options;
  try {
    const text = String(input ?? '');
    if (text.trim().length === 0) return { kind: 'blank' };
    const parsed = parseQuery(text, { fields: INDEX_FIELDS });
    if (!parsed.ok) return { kind: 'error', code: parsed.error.code, message: parsed.error.message };
    return withDeadline(parsed.plain ? Infinity : budgetMs, () => {
      const max = Math.max(1, Math.floor(Number(limit) || 8));
      // The reader's words (vocabulary.mjs) and identifiers first (identifiers.mjs) apply to plain queries only.
      const tiers = parsed.plain ? withVocabulary(splitTerms(text), (words) => plainTiers(words, lunr)) : syntaxTiers(parsed.clauses, lunr);
      const hits =
        tiers.length > 0
          ? withIdentifier(
              loaded,
              parsed.plain ? text : '',
              max,
              (n) => collect(loaded, tiers, n, lunr),
              (doc, type) => toHit(doc, type, undefined, loaded.pages, lunr),
            )
          : [];
      if (hits.length === 0) return { kind: 'no-results', message: NO_RESULTS };
      const terms = parsed.clauses
        .filter((clause) => clause.presence !== PRESENCE.PROHIBITED)
        .map((clause) => normaliseTerm(clause.term).replace(/\*/g, ''))
        .filter(Boolean);
      return { kind: 'results', hits, terms };
    });
  } catch (cause) {
    if (cause instanceof OutOfTime) return searchTooSlow();
    // A part of the index derived for this query turned out damaged.
    if (cause instanceof IndexFormatError) return indexUnavailable(cause.message);
    return {
      kind: 'error',
      code: 'internal',
      message: `Search failed unexpectedly: ${/** @type {Error | undefined} */ (cause)?.message ?? String(cause)}`,
    };
  }
}
