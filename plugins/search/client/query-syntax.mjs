/**
 * The search query syntax (lunr's: field prefixes, +required, -prohibited,
 * term~N, term^N, * wildcards), parsed into clauses.
 *
 * Pure logic, no DOM and no lunr: the worker, the search page and the unit
 * tests all import this module. It never throws; a query that cannot be
 * read comes back as `{ ok: false, error }` with a message meant for readers.
 *
 * Grammar (one "word" is a run of non-whitespace characters):
 *
 *   word      := presence? (field ":")? body modifier*
 *   presence  := "+" (required) | "-" (prohibited)      only at a word's start
 *   body      := term ("-" term)*                        hyphens split terms
 *   term      := any characters but whitespace, "-", ":", "~", "^"; "*" is a wildcard
 *   modifier  := "~" digits (edit distance) | "^" number (boost)
 *
 * A hyphenated body gives one clause per term, all sharing the word's
 * presence, field and modifiers (`+title:drag-drop` needs both words in a
 * title).
 *
 * Queries longer than MAX_QUERY_LENGTH, and fuzzy or wildcard terms longer
 * than MAX_EXPANDED_TERM_LENGTH, are refused in words (see limits.mjs).
 */
import { MAX_EXPANDED_TERM_LENGTH, MAX_QUERY_LENGTH, queryLength, queryTooLong } from './limits.mjs';

/**
 * The fields of the search index, as readers know them: the five kinds of
 * index entries (page titles, section headings, front-matter descriptions,
 * front-matter keywords, body text), in index order (see ../index-format.mjs).
 */
export const SEARCH_FIELDS = Object.freeze(['title', 'heading', 'description', 'keywords', 'content']);

/** Edit distances above this are lowered to it: lunr's fuzzy matching grows exponentially. */
export const MAX_EDIT_DISTANCE = 2;

export const PRESENCE = Object.freeze(/** @type {const} */ ({ OPTIONAL: 'optional', REQUIRED: 'required', PROHIBITED: 'prohibited' }));

/**
 * @typedef {'optional' | 'required' | 'prohibited'} Presence
 * @typedef {{ term: string, field: string | null, presence: Presence, editDistance: number | null, boost: number | null }} Clause
 * @typedef {{ ok: false, error: { code: string, message: string, [detail: string]: unknown } }} QuerySyntaxError
 */

const SYNTAX_CHARS = /[+~^*:]/;

/** True when the input uses none of the syntax: such queries get the forgiving plain search. @param {unknown} input */
export function isPlainQuery(input) {
  const text = String(input ?? '');
  if (SYNTAX_CHARS.test(text)) return false;
  // A hyphen at the start of a word means "prohibited"; inside a word it only splits.
  return !/(^|\s)-/.test(text);
}

/** Splits a plain query into terms, on whitespace and hyphens. @param {unknown} input */
export function splitTerms(input) {
  return String(input ?? '')
    .split(/[\s-]+/u)
    .filter((part) => part.length > 0);
}

/** @param {string} text */
const quote = (text) => `“${text}”`;

/** @param {readonly string[]} fields */
function fieldList(fields) {
  return fields.join(', ');
}

/** @param {string} code @param {string} message @param {Record<string, unknown>} [details] @returns {QuerySyntaxError} */
function error(code, message, details = {}) {
  return { ok: false, error: { code, message, ...details } };
}

/** @param {string} after @param {string} [found] */
function expectingTermOrField(after, found) {
  const foundText = found ? `, found ${quote(found)}` : '';
  return error(
    'expecting-term-or-field',
    `Expecting a term or field after ${quote(after)}${foundText}. For example: ${after}sortable or ${after}title:sortable.`,
  );
}

/** @param {string} fieldName @param {string} [found] */
function expectingTerm(fieldName, found) {
  const foundText = found ? `, found ${quote(found)}` : '';
  return error('expecting-term', `Expecting a term after ${quote(`${fieldName}:`)}${foundText}. For example: ${fieldName}:sortable.`);
}

/** @param {string} name @param {readonly string[]} fields */
function unrecognisedField(name, fields) {
  return error(
    'unrecognised-field',
    `Unrecognised field ${quote(name)}. Possible fields: ${fieldList(fields)}. For example: title:sortable.`,
    { field: name, fields: [...fields] },
  );
}

/** @param {string} term */
function termTooLong(term) {
  const length = Array.from(term).length;
  const shown = length > 40 ? `${Array.from(term).slice(0, 40).join('')}…` : term;
  return error(
    'term-too-long',
    `${quote(shown)} is too long for a fuzzy or wildcard search (${length} characters; the limit is ${MAX_EXPANDED_TERM_LENGTH}). Shorten it, or remove the ~ or *.`,
    { length },
  );
}

/**
 * Parses one query.
 *
 * @param {string} input
 * @param {{ fields?: readonly string[] }} [options]
 * @returns {{ ok: true, plain: boolean, clauses: Clause[] } | QuerySyntaxError}
 */
export function parseQuery(input, { fields = SEARCH_FIELDS } = {}) {
  try {
    const text = String(input ?? '');
    const length = queryLength(text);
    if (length > MAX_QUERY_LENGTH) {
      const { code, message } = queryTooLong(length);
      return error(code, message, { length });
    }
    return parseWords(text, fields);
  } catch (cause) {
    // Not expected; the caller still gets words instead of an exception.
    return error('internal', `Search could not read this query (${/** @type {Error | undefined} */ (cause)?.message ?? cause}).`);
  }
}

/**
 * @param {string} text
 * @param {readonly string[]} fields
 * @returns {{ ok: true, plain: boolean, clauses: Clause[] } | QuerySyntaxError}
 */
function parseWords(text, fields) {
  /** @type {Clause[]} */
  const clauses = [];
  const words = text.split(/\s+/u).filter((word) => word.length > 0);
  for (const word of words) {
    const result = parseWord(word, fields);
    if (!result.ok) return result;
    clauses.push(...result.clauses);
  }
  return { ok: /** @type {const} */ (true), plain: isPlainQuery(text), clauses };
}

/**
 * @param {string} word
 * @param {readonly string[]} fields
 * @returns {{ ok: true, clauses: Clause[] } | QuerySyntaxError}
 */
function parseWord(word, fields) {
  let pos = 0;
  /** @type {Presence} */
  let presence = PRESENCE.OPTIONAL;
  if (word[0] === '+' || word[0] === '-') {
    presence = word[0] === '+' ? PRESENCE.REQUIRED : PRESENCE.PROHIBITED;
    pos = 1;
    if (pos === word.length) return expectingTermOrField(word[0]);
    if ('+-:~^'.includes(word[pos])) return expectingTermOrField(word[0], word[pos]);
  }

  // The field: a name before the first ":" that comes before any modifier.
  /** @type {string | null} */
  let field = null;
  const rest = word.slice(pos);
  const colon = rest.indexOf(':');
  const firstModifier = rest.search(/[~^]/);
  if (colon !== -1 && (firstModifier === -1 || colon < firstModifier)) {
    const name = rest.slice(0, colon);
    if (name.length === 0) {
      return error(
        'expecting-term-or-field',
        `Expecting a field name before ${quote(':')}. Possible fields: ${fieldList(fields)}. For example: title:sortable.`,
      );
    }
    const known = fields.find((candidate) => candidate === name.toLowerCase());
    if (!known) return unrecognisedField(name, fields);
    field = known;
    pos += colon + 1;
    if (pos === word.length) return expectingTerm(name);
    if ('+-:~^'.includes(word[pos])) return expectingTerm(name, word[pos]);
  }

  // The body, up to the first modifier.
  let end = pos;
  while (end < word.length && word[end] !== '~' && word[end] !== '^') end += 1;
  const body = word.slice(pos, end);
  if (body.length === 0) {
    return error(
      'expecting-term-or-field',
      `Expecting a term or field before ${quote(word[end])}. For example: dragable~1 or title:drag^2.`,
    );
  }
  const secondColon = body.indexOf(':');
  if (secondColon !== -1) {
    const name = body.slice(0, secondColon);
    const known = fields.includes(name.toLowerCase());
    if (!known || name.length === 0) return unrecognisedField(name || ':', fields);
    return expectingTerm(field ?? name, `${name}:`);
  }

  // Modifiers: "~N" and "^N", each running to the next modifier or the word's end.
  /** @type {number | null} */
  let editDistance = null;
  /** @type {number | null} */
  let boost = null;
  pos = end;
  while (pos < word.length) {
    const kind = word[pos];
    let next = pos + 1;
    while (next < word.length && word[next] !== '~' && word[next] !== '^') next += 1;
    const value = word.slice(pos + 1, next);
    if (kind === '~') {
      if (!/^\d+$/.test(value)) {
        const found = value ? `, found ${quote(value)}` : '';
        return error(
          'edit-distance-not-numeric',
          `The edit distance after ${quote('~')} must be numeric${found}. For example: dragable~1 finds words one letter away.`,
        );
      }
      editDistance = Math.min(Number.parseInt(value, 10), MAX_EDIT_DISTANCE);
    } else {
      if (!/^\d+(\.\d+)?$/.test(value)) {
        const found = value ? `, found ${quote(value)}` : '';
        return error(
          'boost-not-numeric',
          `The boost after ${quote('^')} must be numeric${found}. For example: title:drag^10 counts title matches ten times.`,
        );
      }
      boost = Number.parseFloat(value);
    }
    pos = next;
  }

  const clauses = body
    .split('-')
    .filter((term) => term.length > 0)
    .map((term) => ({ term, field, presence, editDistance, boost }));
  const expanded = clauses.find(
    (clause) => (clause.editDistance || clause.term.includes('*')) && Array.from(clause.term).length > MAX_EXPANDED_TERM_LENGTH,
  );
  if (expanded) return termTooLong(expanded.term);
  return { ok: /** @type {const} */ (true), clauses };
}
