// Spec §7, §8, §9: the search index file (plugins/search/index-format.mjs), written at build
// time and read in the worker by the same module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import lunr from 'lunr';
import { BM25, INDEX_FORMAT_VERSION, IndexFormatError, readIndex, writeIndex } from '../../plugins/search/index-format.mjs';
import { loadIndex } from '../../plugins/search/client/load-index.mjs';

/** Entries shaped as the docs scanner gives them: every page under docs/, sections at each ## or ### heading. */
function docsEntries() {
  const root = join(import.meta.dirname, '../../docs');
  const kinds = [[], [], [], [], []];
  let id = 0;
  for (const file of readdirSync(root, { recursive: true })
    .filter((name) => /\.mdx?$/.test(name))
    .sort()) {
    const text = readFileSync(join(root, file), 'utf8').replace(/^---[\s\S]*?---/, (front) => front.replace(/^/gm, ''));
    const url = `/docs/${file.replace(/\.mdx?$/, '')}`;
    const title = /^title:\s*(.+)$/m.exec(text)?.[1] ?? file;
    const page = { i: ++id, t: title, u: url, b: ['Docs'] };
    kinds[0].push(page);
    const description = /^description:\s*(.+)$/m.exec(text)?.[1];
    if (description) kinds[2].push({ i: page.i, t: description, s: title, u: url, p: page.i });
    const parts = text.split(/^#{2,3} (.+)$/m);
    if (parts[0].trim()) kinds[4].push({ i: ++id, t: parts[0], s: title, u: url, h: '', p: page.i });
    for (let n = 1; n < parts.length; n += 2) {
      const hash = `#${parts[n].toLowerCase().replace(/\W+/g, '-')}`;
      kinds[1].push({ i: ++id, t: parts[n], u: url, h: hash, p: page.i });
      if (parts[n + 1].trim()) kinds[4].push({ i: ++id, t: parts[n + 1], s: parts[n], u: url, h: hash, p: page.i });
    }
  }
  return kinds;
}

const ENTRIES = docsEntries();
const FILE = JSON.parse(JSON.stringify(writeIndex(ENTRIES)));

test('§9 the index derives exactly the terms, postings and BM25 scores of a lunr index of the same entries', () => {
  const read = readIndex(FILE);
  ENTRIES.forEach((documents, kind) => {
    const reference = lunr(function () {
      this.b(BM25.b);
      this.k1(BM25.k1);
      this.ref('i');
      this.field('t');
      for (const doc of documents) this.add({ ...doc, i: String(doc.i) });
    }).toJSON();
    const mine = read.kinds[kind];
    assert.deepEqual(
      mine.terms,
      reference.invertedIndex.map(([term]) => term),
      `terms of kind ${kind}`,
    );
    const referenceTermOf = new Map(reference.invertedIndex.map(([term, posting]) => [posting._index, term]));
    const vectors = new Map(reference.fieldVectors.map(([ref, elements]) => [ref, elements]));
    mine.documents.forEach((doc, d) => {
      const original = documents[d];
      const expected = vectors.get(`t/${original.i}`);
      const scores = (elements, termOf) => {
        const pairs = [];
        for (let n = 0; n < elements.length; n += 2) pairs.push([termOf(elements[n]), elements[n + 1]]);
        return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      };
      assert.deepEqual(
        scores(mine.vector(d), (n) => mine.terms[n]),
        scores(expected, (n) => referenceTermOf.get(n)),
        `vector of ${original.u}${original.h ?? ''}`,
      );
    });
    reference.invertedIndex.forEach(([term, posting], n) => {
      const refs = Object.keys(posting.t).map(Number);
      assert.deepEqual(
        mine.postings[n].map((d) => mine.documents[d].i),
        refs.map((ref) => mine.documents[documents.findIndex((doc) => doc.i === ref)].i),
        term,
      );
    });
  });
});

test('§9 the index stores each text once and keeps every entry', () => {
  const read = readIndex(FILE);
  const strip = ({ i, p, ...rest }) => rest;
  ENTRIES.forEach((documents, kind) => assert.deepEqual(read.kinds[kind].documents.map(strip), documents.map(strip)));
  const text = JSON.stringify(FILE);
  const sample = ENTRIES[4][10].t;
  assert.equal(text.split(JSON.stringify(sample).slice(1, -1)).length, 2, 'a body text is stored once');
});

test('§8 an index of another format version is refused in words', () => {
  assert.equal(FILE.version, INDEX_FORMAT_VERSION);
  const old = { ...FILE, version: INDEX_FORMAT_VERSION - 1 };
  assert.throws(
    () => readIndex(old),
    (error) =>
      error instanceof IndexFormatError &&
      error.message.includes(`format version ${INDEX_FORMAT_VERSION - 1}, and this page reads version ${INDEX_FORMAT_VERSION}`),
  );
  assert.throws(() => readIndex({ version: 1, indexes: [] }), /not in the expected format/);
  assert.throws(() => readIndex([]), /not in the expected format/);
  assert.throws(() => readIndex(null), /not in the expected format/);
});

test('§8 a damaged index is refused in words', () => {
  const damaged = [
    { ...FILE, stems: FILE.stems.slice(1) },
    { ...FILE, stems: [...FILE.stems, ''] },
    { ...FILE, pages: FILE.pages.slice(1) },
    { ...FILE, pages: 'x' },
    { ...FILE, pages: [[1, 2, 3]] },
    { ...FILE, counts: undefined },
    { ...FILE, bm25: {} },
  ];
  for (const file of damaged) {
    assert.throws(
      () => readIndex(file),
      (error) => error instanceof IndexFormatError && /^the index file (is damaged|has)/.test(error.message),
    );
    // The worker derives body text after the first answer; a damaged part is found then.
    assert.throws(
      () => loadIndex(file, lunr).complete(),
      (error) => error instanceof IndexFormatError && /^the index file is damaged/.test(error.message),
    );
  }
});

test('§9 the writer refuses entries it cannot store losslessly', () => {
  const orphan = [[{ i: 1, t: 'A', u: '/a', b: [] }], [{ i: 2, t: 'B', u: '/b', h: '#b', p: 9 }], [], [], []];
  assert.throws(() => writeIndex(orphan), /belongs to no page/);
});
