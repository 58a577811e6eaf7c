/**
 * Identifiers first: a plain query that is exactly a public name of the
 * package (an export, prop, option, return field, enum member or type) puts
 * a page that defines it first, at the anchor of its entry. Of the defining
 * pages (identifiers.generated.mjs, from the docs and the package's
 * declarations), the one the search itself ranks highest wins; when the
 * search found none of them, the first one. The other hits follow in their
 * own order.
 */
import DEFINITIONS from './identifiers.generated.mjs';

/** How many hits past the limit to look through for a defining page. */
const DEPTH = 24;

const byLowerCase = new Map();
function definitionsFor(name) {
  for (const [route, names] of Object.entries(DEFINITIONS)) {
    if (!byLowerCase.has(route)) {
      const lower = new Map();
      for (const [key, targets] of Object.entries(names)) if (!lower.has(key.toLowerCase())) lower.set(key.toLowerCase(), targets);
      byLowerCase.set(route, lower);
    }
  }
  const out = [];
  for (const [route, names] of Object.entries(DEFINITIONS)) {
    const targets = names[name] ?? byLowerCase.get(route).get(name.toLowerCase());
    if (targets) out.push(...targets.map((target) => `${route}${target}`));
  }
  return out;
}

const pageUrls = new WeakMap();
/** url of each page of the loaded index → its title entry. */
function pagesByUrl(loaded) {
  let map = pageUrls.get(loaded);
  if (!map) {
    map = new Map();
    for (const page of loaded.pages.values()) map.set(String(page.u).replace(/\/$/, ''), page);
    pageUrls.set(loaded, map);
  }
  return map;
}

const pathOf = (url) => String(url).split('#')[0].replace(/\/$/, '');

/**
 * The hits of a search, with a defining page first when `query` (a plain
 * query; '' for one in the search syntax) is exactly a public name.
 * @param {object} loaded the loaded index (pages: id → title entry)
 * @param {string} query
 * @param {number} limit
 * @param {(limit: number) => object[]} search the search's own hits, best first, at most `limit`
 * @param {(doc: object, type: number) => object} toHit a hit for an index entry (type 0 title, 1 heading)
 */
export function withIdentifier(loaded, query, limit, search, toHit) {
  const name = query.trim();
  if (!/^[A-Za-z_$][\w$.]*$/.test(name)) return search(limit);
  const pages = pagesByUrl(loaded);
  // Only this version's pages: the index holds one version.
  const targets = definitionsFor(name).filter((target) => pages.has(pathOf(target)));
  if (targets.length === 0) return search(limit);
  const hits = search(limit + DEPTH);
  const wanted = new Map(targets.map((target) => [pathOf(target), target]));
  let index = hits.findIndex((hit) => wanted.has(pathOf(hit.url)));
  let first;
  if (index >= 0) {
    const hit = hits[index];
    first = { ...hit, url: wanted.get(pathOf(hit.url)) };
  } else {
    const page = pages.get(pathOf(targets[0]));
    first = { ...toHit(page, 0), url: targets[0] };
    index = hits.findIndex((hit) => hit.id === first.id);
  }
  const rest = index >= 0 ? [...hits.slice(0, index), ...hits.slice(index + 1)] : hits;
  return [first, ...rest].slice(0, limit);
}
