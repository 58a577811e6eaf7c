// The index file (plugins/search/build-index.mjs writes it, engine.mjs's openIndex reads it): every entry
// the docs scanner found is searchable, and a file the page cannot use is refused in words (spec §8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex } from '../../plugins/search/build-index.mjs';
import { INDEX_FORMAT_VERSION, openIndex, search } from '../../plugins/search/client/engine.mjs';
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
