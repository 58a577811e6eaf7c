// The index file (plugins/search/build-index.mjs writes it, engine.mjs's openIndex reads it): every entry
// the docs scanner found is searchable, and a file the page cannot use is refused in words (spec §8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex } from '../../plugins/search/build-index.mjs';
import lunr from 'lunr';
import { BOOSTS, FIELDS, INDEX_FORMAT_VERSION, entryWords, openIndex, search } from '../../plugins/search/client/engine.mjs';
import { CONTENT, DESCRIPTIONS, HEADINGS, NO_VOCABULARY, PAGES } from './search-fixture.mjs';

const file = () => JSON.parse(JSON.stringify(buildIndex([PAGES, HEADINGS, DESCRIPTIONS, [], CONTENT], {}, '/docs/', NO_VOCABULARY)));

test('every entry the docs scanner found is in the index, at its address, with its own text', () => {
  const loaded = openIndex(file());
  for (const [field, entries] of [
    ['title', PAGES],
    ['heading', HEADINGS],
    ['content', CONTENT],
  ])
    for (const entry of entries) {
      const word = entry.t.split(' ').find((w) => w.length > 6 && /^\w+$/.test(w)) ?? entry.t.split(' ')[0];
      const answer = search(loaded, `+${field}:${word.toLowerCase()}`, 100);
      assert.equal(answer.kind, 'results', word);
      const hit = answer.hits.find((h) => h.text === entry.t);
      assert.ok(hit, `${entry.t} is found by ${word}`);
      assert.equal(hit.url, `${entry.u}${entry.h ?? ''}`);
    }
});

test('an index of another format version is refused in words (§8)', () => {
  const other = { ...file(), version: 1 };
  assert.throws(() => openIndex(other), {
    message: `the index file has format version 1, and this page reads version ${INDEX_FORMAT_VERSION}; reload the page`,
  });
  assert.throws(() => openIndex({ hello: 'world' }), { message: 'the index file is not in the expected format' });
});

test('a damaged index is refused in words (§8)', () => {
  const damaged = [
    (json) => delete json.entries,
    (json) => (json.entries[0][1] = 999),
    (json) => delete json.stems,
    (json) => json.stems.pop(),
    (json) => (json.entries[0][0] = 9),
  ];
  for (const damage of damaged) {
    const json = file();
    damage(json);
    assert.throws(() => openIndex(json), /^Error: the index file is damaged: /, damage.toString());
  }
});

test('the build stops on an entry that belongs to no page', () => {
  assert.throws(() => buildIndex([PAGES, [{ i: 99, t: 'Lost', u: '/docs/x', h: '#x', p: 42 }], [], [], []]), /entry 99 belongs to no page/);
});

test("the index the page opens scores every entry as lunr's own builder does from the entries' text", () => {
  // A heading of stop words only has no terms: it must not count in the headings' average length.
  const headings = [...HEADINGS, { i: 12, t: 'Of the', u: '/docs/components/sortable', h: '#of', p: 2 }];
  const identifiers = { dragBoundsRef: ['/docs/components/draggable#bounds'] };
  const json = JSON.parse(JSON.stringify(buildIndex([PAGES, headings, DESCRIPTIONS, [], CONTENT], identifiers, '/docs/', NO_VOCABULARY)));
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.ref('id');
  for (const field of FIELDS) builder.field(field, { boost: BOOSTS[field] });
  builder.b(0.75);
  builder.k1(1.2);
  json.entries.forEach((entry, id) => builder.add({ id: String(id), [FIELDS[entry[0]]]: entryWords(entry).join(' ') }));
  for (const [key, length] of Object.entries(builder.fieldLengths)) {
    if (length === 0) {
      delete builder.fieldLengths[key];
      delete builder.fieldTermFrequencies[key];
    }
  }
  /** Each entry's field vector as "term=score" pairs. */
  const vectors = (index) => {
    const terms = Object.fromEntries(Object.entries(index.invertedIndex).map(([term, posting]) => [posting._index, term]));
    return Object.fromEntries(
      Object.entries(index.fieldVectors).map(([ref, vector]) => [
        ref,
        vector.elements.flatMap((value, i) => (i % 2 ? [] : [`${terms[value]}=${vector.elements[i + 1]}`])).sort(),
      ]),
    );
  };
  const opened = openIndex(json).index;
  assert.ok(Object.keys(opened.fieldVectors).includes('name/' + (json.entries.length - 1)), 'the public name has its entry');
  assert.deepEqual(vectors(opened), vectors(builder.build()));
});
