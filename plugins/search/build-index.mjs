/**
 * The search index file of one docs version, made at build time from the entries
 * @easyops-cn/docusaurus-search-local scans out of the built pages: the entries (each in the field of its
 * kind), plus what ranks a page for words it does not use: the public names of the package on the entries
 * that define them (hidden field `name`), and the reader vocabulary (vocabulary.json): its page words as
 * keywords of their pages, its reader words for the engine. For each word of the entries, the file also
 * holds its term as lunr's pipeline makes it (`stems`); client/engine.mjs hands the terms to lunr, which scores.
 */
import lunr from 'lunr';
import { FIELDS, INDEX_FORMAT, INDEX_FORMAT_VERSION, NAME_FIELD, allWords } from './client/engine.mjs';
import { readFileSync } from 'node:fs';

/** @type {{ readerWords: [string, string, string][], pageWords: [string, string, string][] }} */
const VOCABULARY = JSON.parse(readFileSync(new URL('./vocabulary.json', import.meta.url), 'utf8'));
const pipeline = new lunr.Pipeline();
pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

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
  /** @param {string} address @param {number} kind @param {string} text */
  const add = (address, kind, text) => {
    const [path, hash = ''] = address.split('#');
    const page = pageAt.get(path.replace(/\/$/, ''));
    if (page !== undefined) entries.push([kind, page, text, hash && `#${hash}`]);
  };
  const nameKind = FIELDS.indexOf(NAME_FIELD);
  for (const [name, targets] of Object.entries(identifiers)) for (const target of targets) add(target, nameKind, name);
  for (const [path, words] of vocabulary.pageWords) add(`${route}${path}`, 3, words);

  // Each word's term, trimmed, stemmed or dropped as a stop word: 0 when dropped, n when it is the word
  // without its last n - 1 letters, else the term itself. Few words need the last: the file stays small.
  const stems = allWords(entries).map((word) => {
    const term = pipeline.run([new lunr.Token(word, {})])[0]?.toString();
    return term === undefined ? 0 : word.startsWith(term) ? word.length - term.length + 1 : term;
  });
  const readerWords = vocabulary.readerWords.map(([reader, docs]) => [reader, docs]);
  return { format: INDEX_FORMAT, version: INDEX_FORMAT_VERSION, pages, entries, vocabulary: readerWords, stems };
}
