/**
 * Identifiers first: a plain query that is exactly a public name of the
 * package (an export, prop, option, return field, enum member or type) puts
 * a page that defines it first, at the anchor of its entry: the first of
 * the defining pages (`loaded.identifiers`, written into the index at build
 * time from the docs and the package's declarations, API entries first)
 * that the search itself found, else the first one. The other hits follow
 * in their own order.
 *
 * A longer query that names one identifier written in camel case
 * ("useDraggable example", or "drag starts" through the vocabulary's
 * onDragStart) puts a hit on a page that defines it first: a guide page
 * before an API entry, and otherwise in the order of the definitions.
 *
 * Names are looked up in Maps only: a reader's word such as "constructor"
 * or "__proto__" is never a property of an object here.
 */
import { vocabularyVariant } from './vocabulary.mjs';

/** How many hits past the limit to look through for a defining page. */
const DEPTH = 24;

/**
 * @typedef {import('./load-index.mjs').LoadedIndex} LoadedIndex
 * @typedef {import('./load-index.mjs').IndexEntry} IndexEntry
 * @typedef {{ id?: unknown, url: string }} Hit what this file reads of a search hit (query.mjs)
 */

/** @type {WeakMap<LoadedIndex, Map<string, string>>} */
const lowerCaseNames = new WeakMap();
/** lowercase name → the first name (in the index's order) with that spelling. @param {LoadedIndex} loaded */
function byLowerCase(loaded) {
  let map = lowerCaseNames.get(loaded);
  if (!map) {
    map = new Map();
    for (const name of loaded.identifiers.keys()) if (!map.has(name.toLowerCase())) map.set(name.toLowerCase(), name);
    lowerCaseNames.set(loaded, map);
  }
  return map;
}

/**
 * A public name as the package writes it ("dropdisabled" → "dropDisabled"), or undefined.
 * @param {LoadedIndex} loaded
 * @param {string} name
 */
function writtenAs(loaded, name, caseSensitive = false) {
  if (loaded.identifiers.has(name)) return name;
  return caseSensitive ? undefined : byLowerCase(loaded).get(name.toLowerCase());
}

/** @param {LoadedIndex} loaded @param {string} name @returns {string[]} */
function definitionsFor(loaded, name, caseSensitive = false) {
  const written = writtenAs(loaded, name, caseSensitive);
  return written === undefined ? [] : /** @type {string[]} a name it found */ (loaded.identifiers.get(written));
}

/** @type {WeakMap<LoadedIndex, Map<string, IndexEntry>>} */
const pageUrls = new WeakMap();
/** url of each page of the loaded index → its title entry. @param {LoadedIndex} loaded */
function pagesByUrl(loaded) {
  let map = pageUrls.get(loaded);
  if (!map) {
    map = new Map();
    for (const page of loaded.pages.values()) map.set(String(page.u).replace(/\/$/, ''), page);
    pageUrls.set(loaded, map);
  }
  return map;
}

/** @param {string} url */
const pathOf = (url) => String(url).split('#')[0].replace(/\/$/, '');

/**
 * The hits of a search, with a defining page first when `query` (a plain
 * query; '' for one in the search syntax) is exactly a public name.
 * @param {import('./load-index.mjs').LoadedIndex} loaded the loaded index (pages: id → title entry; identifiers)
 * @param {string} query
 * @param {number} limit
 * @template {Hit} H
 * @param {(limit: number) => H[]} search the search's own hits, best first, at most `limit`
 * @param {(doc: IndexEntry, type: number) => H} toHit a hit for an index entry (type 0 title, 1 heading)
 * @returns {H[]}
 */
export function withIdentifier(loaded, query, limit, search, toHit) {
  const name = query.trim();
  if (!name) return search(limit);
  const pages = pagesByUrl(loaded);
  // Only this version's pages: the index holds one version.
  /** @param {string[]} targets */
  const inVersion = (targets) => targets.filter((target) => pages.has(pathOf(target)));
  const exact = /^[A-Za-z_$][\w$.]*$/.test(name) ? inVersion(definitionsFor(loaded, name)) : [];
  if (exact.length > 0) {
    // An entry on a page (an anchor) is shown as the name, as the package writes it; a page titled by it as itself.
    const written = writtenAs(loaded, name) ?? name;
    /** @param {H} hit @param {string} target @returns {H} */
    const asEntry = (hit, target) =>
      target.includes('#')
        ? { ...hit, url: target, field: 'heading', text: written, positions: [[0, written.length]], section: '' }
        : { ...hit, url: target };
    /** The defining page's title entry (inVersion kept only this version's pages). */
    const page = () => /** @type {IndexEntry} */ (pages.get(pathOf(exact[0])));
    return pinned(exact, limit, search, asEntry, () => asEntry(toHit(page(), 0), exact[0]), true);
  }
  const words = name.split(/[\s-]+/);
  const named = (vocabularyVariant(words) ?? words).find(
    (word) => /[a-z][A-Z]/.test(word) && inVersion(definitionsFor(loaded, word, true)).length > 0,
  );
  if (!named) return search(limit);
  // Words around the name ask how to use it: guide pages before API entries.
  const targets = inVersion(definitionsFor(loaded, named, true));
  const guidesFirst = [...targets.filter((t) => !/\/api\//.test(t)), ...targets.filter((t) => /\/api\//.test(t))];
  return pinned(guidesFirst, limit, search, (hit) => hit, null, true);
}

/**
 * The hits with one on a target page first: the best such hit, or with
 * `inTargetOrder` the one on the earliest target; else an entry for the
 * first target from `fallback`.
 * @template {Hit} H
 * @param {string[]} targets
 * @param {number} limit
 * @param {(limit: number) => H[]} search
 * @param {(hit: H, target: string) => H} withUrl
 * @param {(() => H) | null} fallback
 * @returns {H[]}
 */
function pinned(targets, limit, search, withUrl, fallback, inTargetOrder = false) {
  const hits = search(limit + DEPTH);
  const wanted = new Map(targets.map((target) => [pathOf(target), target]));
  let index = hits.findIndex((hit) => wanted.has(pathOf(hit.url)));
  if (inTargetOrder) {
    /** @param {H} hit */
    const rank = (hit) => targets.findIndex((target) => pathOf(target) === pathOf(hit.url));
    for (let i = index + 1; i < hits.length && index >= 0; i += 1) {
      if (wanted.has(pathOf(hits[i].url)) && rank(hits[i]) < rank(hits[index])) index = i;
    }
  }
  /** @type {H} */
  let first;
  if (index >= 0) {
    first = withUrl(hits[index], /** @type {string} */ (wanted.get(pathOf(hits[index].url))));
  } else if (fallback) {
    const made = { ...fallback(), url: targets[0] };
    first = made;
    index = hits.findIndex((hit) => hit.id === made.id);
  } else {
    return hits.slice(0, limit);
  }
  const rest = index >= 0 ? [...hits.slice(0, index), ...hits.slice(index + 1)] : hits;
  return [first, ...rest].slice(0, limit);
}
