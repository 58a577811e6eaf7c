// @ts-check
/**
 * Answers ahead: which keys a reader is likely to press next, so that the
 * page can have the worker answer those queries while the reader is still
 * reading, and show the answer in the same frame as the typed character.
 *
 * An answer computed in the worker reaches the page one frame after the key
 * at the earliest (Chromium holds the page's other tasks back until the
 * frame after an input is drawn); an answer asked for ahead is already on
 * the page. A key that was not asked ahead takes the usual way through the
 * worker, so this only changes when an answer shows, never what it says.
 *
 * The next keys continue the query's last word towards the words of the
 * index (its titles, headings and body text, the reader's words of the
 * vocabulary and the package's public names), most frequent first; after a
 * whole word, a space; in an empty box, the commonest first letters. Only
 * for plain queries: the search syntax is typed
 * by readers who know what they want, and its characters are not guessed.
 */
import { isPlainQuery } from './query-syntax.mjs';
import { VOCABULARY } from './vocabulary.mjs';
import DEFINITIONS from './identifiers.generated.mjs';
import { MAX_QUERY_LENGTH } from './limits.mjs';

/** At most this many next keys per answer: about 1 ms of the worker's time each. */
export const AHEAD_KEYS = 8;

/**
 * @typedef {{ words: string[], lower: string[], weights: number[] }} WordList
 *   `words` as written, sorted by `lower` (their lowercase forms), with how often each occurs.
 */

const WORD = /[^\s-]+/g;

/** The characters of \w: letters a to z (either case), digits, underscore. */
const isWordChar = (/** @type {number} */ code) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code === 95;

/**
 * Adds the words of `text` (split and trimmed the way the index is) to `counts`.
 * @param {unknown} text
 * @param {Map<string, number>} counts
 */
function countWords(text, counts) {
  const source = String(text ?? '');
  WORD.lastIndex = 0;
  let match;
  while ((match = WORD.exec(source)) !== null) {
    let word = match[0];
    if (!isWordChar(word.charCodeAt(0)) || !isWordChar(word.charCodeAt(word.length - 1))) {
      word = word.replace(/^\W+/, '').replace(/\W+$/, '');
    }
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
}

/** Entries counted between two checks of the clock in `wordListSteps`. */
const ENTRIES_PER_STEP = 100;

/**
 * The words a reader may be typing: from the loaded index's entries
 * (`indexes[k].documents[n].t`), the vocabulary's reader words and the
 * public names. Counting the body text takes tens of milliseconds, so this
 * yields every ENTRIES_PER_STEP entries (the worker runs it in slices
 * between searches) and returns the list.
 * @param {{ indexes: Array<{ documents: Array<{ t?: string }> }> }} loaded
 * @param {any} lunr passed in, so the worker and the unit tests share this code
 * @returns {Generator<void, WordList, void>}
 */
export function* wordListSteps(loaded, lunr) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const [readerWords] of VOCABULARY) countWords(readerWords, counts);
  for (const names of Object.values(DEFINITIONS)) for (const name of Object.keys(names)) countWords(name, counts);
  let counted = 0;
  for (const kind of loaded.indexes) {
    for (const doc of kind.documents) {
      countWords(doc.t, counts);
      counted += 1;
      if (counted % ENTRIES_PER_STEP === 0) yield;
    }
  }
  const entries = [...counts]
    .map(([word, weight]) => ({ word, lower: word.toLowerCase(), weight }))
    // Stop words ("the", "to") are not searched; as the commonest words they would crowd out the ones that are.
    .filter((entry) => lunr.stopWordFilter(new lunr.Token(entry.lower, {})) !== undefined);
  entries.sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0));
  return {
    words: entries.map((e) => e.word),
    lower: entries.map((e) => e.lower),
    weights: entries.map((e) => e.weight),
  };
}

/**
 * `wordListSteps` run to the end at once.
 * @param {{ indexes: Array<{ documents: Array<{ t?: string }> }> }} loaded
 * @param {any} lunr
 * @returns {WordList}
 */
export function wordListOf(loaded, lunr) {
  const steps = wordListSteps(loaded, lunr);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * First position in the sorted `lower` whose word is not before `prefix`.
 * @param {string[]} lower
 * @param {string} prefix
 */
function lowerBound(lower, prefix) {
  let lo = 0;
  let hi = lower.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lower[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The keys to ask ahead after `input`: the characters that continue its
 * last word towards words of the list, most frequent first, in lowercase
 * and, where the reader typed the word's start as written, in the word's
 * own case ("useD" for useDraggable), and a space once the last word is a
 * whole word. For an empty input, the first letters of words.
 * @param {WordList} list
 * @param {string} input
 * @param {number} [max]
 * @returns {string[]}
 */
export function nextKeys(list, input, max = AHEAD_KEYS) {
  const text = String(input ?? '');
  if (text.length >= MAX_QUERY_LENGTH || !isPlainQuery(text)) return [];
  const last = /[^\s-]*$/.exec(text)?.[0] ?? '';
  const typed = last.replace(/^\W+/, '');
  const prefix = typed.toLowerCase();
  /** @type {Map<string, number>} */
  const weights = new Map();
  const add = (/** @type {string} */ key, /** @type {number} */ weight) => weights.set(key, (weights.get(key) ?? 0) + weight);
  for (let i = lowerBound(list.lower, prefix); i < list.lower.length && list.lower[i].startsWith(prefix); i += 1) {
    const lower = list.lower[i];
    const weight = list.weights[i];
    if (lower.length === prefix.length) {
      if (prefix) add(' ', weight);
      continue;
    }
    add(lower[prefix.length], weight);
    // The word's own case where the reader typed its start as written ("useD" for useDraggable).
    const written = list.words[i][prefix.length];
    if (typed && written !== lower[prefix.length] && list.words[i].startsWith(typed)) add(written, weight);
  }
  return [...weights]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([key]) => key);
}
