// The reader's words and public names (spec §9): the vocabulary of plugins/search/vocabulary.json and the
// identifiers of plugins/search/identifiers.mjs, indexed by the site's builder and searched by its engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { search as searchIndex } from '../../plugins/search/client/engine.mjs';
import { written } from './search-fixture.mjs';

const VOCABULARY = JSON.parse(readFileSync(new URL('../../plugins/search/vocabulary.json', import.meta.url), 'utf8'));

const PAGES = [
  { i: 1, t: 'Sortable', u: '/docs/components/sortable', b: ['Components'] },
  { i: 2, t: 'Installation', u: '/docs/getting-started/installation', b: ['Getting started'] },
  { i: 3, t: 'Droppable Types', u: '/docs/api/types/droppable-types', b: ['API'] },
  { i: 4, t: 'Troubleshooting', u: '/docs/guides/troubleshooting', b: ['Guides'] },
];
// Ids in document order within each page, as the docs scanner writes them: a section's heading, then its text.
const HEADINGS = [
  { i: 20, t: 'Expo Go', u: '/docs/getting-started/installation', h: '#expo-go', p: 2 },
  { i: 31, t: 'DroppableProps', u: '/docs/api/types/droppable-types', h: '#droppableprops', p: 3 },
  { i: 41, t: 'Refuse drops', u: '/docs/guides/troubleshooting', h: '#refuse', p: 4 },
];
const CONTENT = [
  { i: 10, t: 'Drag a row to a new place; the list keeps the new order.', s: 'Sortable', u: '/docs/components/sortable', h: '', p: 1 },
  {
    i: 32,
    t: 'Name Type dropDisabled boolean Whether the zone takes drops.',
    s: 'DroppableProps',
    u: '/docs/api/types/droppable-types',
    h: '#droppableprops',
    p: 3,
  },
  {
    i: 40,
    t: 'A reorder of the rows is saved in onDrop. Expo users should read the install page.',
    s: 'Troubleshooting',
    u: '/docs/guides/troubleshooting',
    h: '',
    p: 4,
  },
  {
    i: 42,
    t: 'Set dropDisabled on a zone to refuse drops, or use its capacity.',
    s: 'Refuse drops',
    u: '/docs/guides/troubleshooting',
    h: '#refuse',
    p: 4,
  },
];

// Where the build finds dropDisabled defined (plugins/search/identifiers.mjs).
const IDENTIFIERS = { dropDisabled: ['/docs/api/types/droppable-types#usedroppableoptions-dropdisabled'] };
// A reader word for Sortable, as the words of other list libraries are written in vocabulary.json.
const TEST_VOCABULARY = {
  readerWords: [
    ['reorder', 'sortable'],
    ['react native', ''],
    ['expo', 'expo go'],
  ],
  pageWords: [['components/sortable', 'onReorder kanban']],
};
const loaded = written([PAGES, HEADINGS, [], [], CONTENT], IDENTIFIERS, TEST_VOCABULARY);
const search = (input) => searchIndex(loaded, input, 8);
const urls = (answer) => (answer.kind === 'results' ? answer.hits.map((hit) => hit.url) : []);

test('every vocabulary entry has words on both sides and a reason; page words name a page of the current docs', () => {
  for (const [reader, docs, reason] of VOCABULARY.readerWords) {
    assert.ok(reader.trim() && typeof docs === 'string' && reason.trim(), JSON.stringify(reader));
  }
  for (const [path, words, reason] of VOCABULARY.pageWords) {
    assert.ok(words.trim() && reason.trim(), path);
    const file = new URL(`../../docs/${path.split('#')[0]}.mdx`, import.meta.url);
    assert.ok(readFileSync(file, 'utf8').length > 0, path);
  }
});

test("a plain query in the reader's words finds the page in the docs' words first", () => {
  // "reorder" is only in the troubleshooting text; the reader means Sortable.
  assert.equal(urls(search('reorder'))[0], '/docs/components/sortable');
  // "expo" is named in passing on troubleshooting; the install page covers it under "Expo Go".
  assert.equal(urls(search('expo'))[0], '/docs/getting-started/installation#expo-go');
  // Words every page shares are dropped.
  assert.deepEqual(urls(search('react native expo')), urls(search('expo')));
});

test("words from other libraries (onReorder, kanban) find the page they are listed for, shown in the page's own words", () => {
  for (const query of ['onReorder', 'onreorder', 'kanban']) {
    const [hit] = search(query).hits;
    assert.deepEqual([hit.url, hit.text, hit.field], ['/docs/components/sortable', 'Sortable', 'title'], query);
  }
});

test('the vocabulary is not applied to queries in the search syntax', () => {
  assert.deepEqual(urls(search('+reorder')), ['/docs/guides/troubleshooting']);
  assert.deepEqual(urls(search('content:reorder')), ['/docs/guides/troubleshooting']);
  assert.equal(search('title:reorder').kind, 'no-results');
});

test("a hit found through the docs' words shows the page's own text, never the reader's", () => {
  const [hit] = search('reorder').hits;
  assert.equal(hit.text, 'Sortable');
  for (const [start, length] of hit.positions) assert.equal(hit.text.slice(start, start + length).toLowerCase(), 'sortable');
});

test('a query that is exactly a public name puts its defining page first, at its entry, in any letter case', () => {
  // Body text of troubleshooting mentions dropDisabled too; the types page defines it.
  assert.equal(urls(search('dropDisabled'))[0], '/docs/api/types/droppable-types#usedroppableoptions-dropdisabled');
  assert.equal(urls(search('dropdisabled'))[0], '/docs/api/types/droppable-types#usedroppableoptions-dropdisabled');
  // Shown as the name, written as the package writes it, on its page.
  const [entry] = search('dropdisabled').hits;
  assert.deepEqual([entry.field, entry.text, entry.section], ['heading', 'dropDisabled', '']);
  // The syntax is taken literally: no defining entry.
  assert.equal(urls(search('content:dropDisabled'))[0].split('#')[0], '/docs/guides/troubleshooting');
});

test('names that differ only in letter case each find their own definition when written as the package writes them', () => {
  const both = written([PAGES, HEADINGS, [], [], CONTENT], {
    dropProviderRef: ['/docs/components/sortable#dropproviderref'],
    DropProviderRef: ['/docs/api/types/droppable-types#dropproviderref'],
  });
  assert.equal(searchIndex(both, 'dropProviderRef', 8).hits[0].url, '/docs/components/sortable#dropproviderref');
  assert.equal(searchIndex(both, 'DropProviderRef', 8).hits[0].url, '/docs/api/types/droppable-types#dropproviderref');
});
