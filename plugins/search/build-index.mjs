/**
 * The search index file of one docs version, made at build time from the entries
 * @easyops-cn/docusaurus-search-local scans out of the built pages: one lunr index (BM25, b 0.75,
 * k1 1.2) whose documents are the entries, each in the field of its kind, plus what ranks a page for
 * words it does not use: the public names of the package on the entries that define them (hidden
 * field `name`), and the reader vocabulary (vocabulary.json): its page words as keywords of their pages, its
 * reader words for the engine. client/engine.mjs reads the file.
 */
import lunr from 'lunr';
import { INDEX_FORMAT, INDEX_FORMAT_VERSION, NAME_FIELD, SEARCH_FIELDS, caseMark } from './client/engine.mjs';
import { readFileSync } from 'node:fs';

/** @type {{ readerWords: [string, string, string][], pageWords: [string, string, string][] }} */
const VOCABULARY = JSON.parse(readFileSync(new URL('./vocabulary.json', import.meta.url), 'utf8'));

/** Field boosts: a title counts most, then a public name's entry, headings, descriptions and keywords, then body text. */
/** @type {Record<string, number>} */
const BOOSTS = { title: 8, heading: 5, description: 2, keywords: 4, content: 1, [NAME_FIELD]: 8 };

/**
 * An entry as the docs scanner writes it: id, text, page URL, heading hash, page id, breadcrumb.
 * @typedef {{ i: number, t: string, u: string, h?: string, p?: number, b?: string[] }} ScannedEntry
 */

/**
 * @param {(ScannedEntry[] | undefined)[]} kinds the scanner's entries: titles, headings, descriptions, keywords, body text
 * @param {Record<string, string[]>} identifiers public name → its defining entries' addresses ('/docs/page#anchor')
 * @param {string} route the version's route ('/docs/')
 * @param {typeof VOCABULARY} vocabulary
 */
export function buildIndex(kinds, identifiers = {}, route = '/docs/', vocabulary = VOCABULARY) {
  const titles = [...(kinds[0] ?? [])].sort((a, b) => a.i - b.i);
  /** @type {import('./client/engine.mjs').Page[]} */
  const pages = titles.map((page) => [page.t, page.u, page.b ?? []]);
  const pageOf = new Map(titles.map((page, n) => [page.i, n]));
  const pageAt = new Map(titles.map((page, n) => [page.u.replace(/\/$/, ''), n]));
  /** @type {import('./client/engine.mjs').Entry[]} */
  const entries = titles.map((page, n) => [0, n, page.t, '']);
  kinds.slice(1).forEach((list, k) => {
    for (const doc of [...(list ?? [])].sort((a, b) => a.i - b.i)) {
      const page = pageOf.get(doc.p ?? -1);
      if (page === undefined) throw new Error(`Search index: entry ${doc.i} belongs to no page.`);
      entries.push([k + 1, page, doc.t, doc.h ?? '']);
    }
  });
  /** @type {string[]} */
  const names = entries.map(() => '');
  /** @param {string} address @param {number} kind @param {string} text @param {string} name */
  const add = (address, kind, text, name) => {
    const [path, hash = ''] = address.split('#');
    const page = pageAt.get(path.replace(/\/$/, ''));
    if (page === undefined) return;
    entries.push([kind, page, text, hash && `#${hash}`]);
    names.push(name);
  };
  for (const [name, targets] of Object.entries(identifiers))
    for (const target of targets) add(target, 1, name, `${name} ${caseMark(name)}`);
  for (const [path, words] of vocabulary.pageWords) add(`${route}${path}`, 3, words, '');

  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref('id');
  for (const field of [...SEARCH_FIELDS, NAME_FIELD]) builder.field(field, { boost: BOOSTS[field] });
  builder.b(0.75);
  builder.k1(1.2);
  entries.forEach(([kind, , text], id) =>
    builder.add({ id: String(id), [NAME_FIELD]: names[id], [SEARCH_FIELDS[kind]]: names[id] ? '' : text }),
  );
  // Each entry has one field: BM25's average length per field counts only the entries that have it.
  const fieldLengths = /** @type {Record<string, number>} */ (/** @type {any} */ (builder).fieldLengths);
  for (const key of Object.keys(fieldLengths)) {
    if (fieldLengths[key] === 0) {
      delete fieldLengths[key];
      delete (/** @type {any} */ (builder).fieldTermFrequencies[key]);
    }
  }
  const readerWords = vocabulary.readerWords.map(([reader, docs]) => [reader, docs]);
  return { format: INDEX_FORMAT, version: INDEX_FORMAT_VERSION, pages, entries, vocabulary: readerWords, index: builder.build().toJSON() };
}
