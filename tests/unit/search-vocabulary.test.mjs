// Ranking: the reader's words (plugins/search/client/vocabulary.mjs) and identifiers
// first (plugins/search/client/identifiers.mjs), on a small index written and loaded as the build and the worker do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import { searchLoaded } from '../../plugins/search/client/query.mjs';
import { loadIndex } from '../../plugins/search/client/load-index.mjs';
import { writeIndex } from '../../plugins/search/index-format.mjs';
import { VOCABULARY, vocabularyVariant } from '../../plugins/search/client/vocabulary.mjs';

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
const loaded = loadIndex(JSON.parse(JSON.stringify(writeIndex([PAGES, HEADINGS, [], [], CONTENT], IDENTIFIERS))), lunr);
const search = (input) => searchLoaded(loaded, input, 8, lunr);
const urls = (answer) => (answer.kind === 'results' ? answer.hits.map((hit) => hit.url) : []);

test('§9 vocabulary: every entry has reader words, and the file gives each line a reason', async () => {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(new URL('../../plugins/search/client/vocabulary.mjs', import.meta.url), 'utf8');
  const lines = text.split('\n').filter((line) => /^\s*\[['"]/.test(line));
  assert.equal(lines.length, VOCABULARY.length);
  for (const line of lines) assert.match(line, /\],\s*\/\/ \S/, line);
  for (const [reader] of VOCABULARY) assert.ok(reader.trim().length > 0);
});

test("§9 vocabulary: reader phrases become the docs' words, longest phrase first", () => {
  assert.deepEqual(vocabularyVariant(['reorder', 'items']), ['sortable', 'items']);
  assert.deepEqual(vocabularyVariant(['react', 'native', 'drag']), ['drag']);
  assert.deepEqual(vocabularyVariant(['only', 'one', 'item', 'per', 'zone']), ['only', 'capacity']);
  assert.equal(vocabularyVariant(['draggable']), null);
});

test("§9 vocabulary: a plain query in the reader's words finds the page in the docs' words first", () => {
  // "reorder" is only in the troubleshooting text; the reader means Sortable.
  assert.equal(urls(search('reorder'))[0], '/docs/components/sortable');
  // "expo" is named in passing on troubleshooting; the install page covers it under "Expo Go".
  assert.equal(urls(search('expo'))[0], '/docs/getting-started/installation#expo-go');
});

test('§9 vocabulary: not applied to queries in the search syntax', () => {
  assert.deepEqual(urls(search('+reorder')), ['/docs/guides/troubleshooting']);
  assert.deepEqual(urls(search('content:reorder')), ['/docs/guides/troubleshooting']);
  assert.equal(search('title:reorder').kind, 'no-results');
});

test("§9 vocabulary: a hit found through the docs' words shows the page's own text, highlighting only words it has", () => {
  const answer = search('reorder');
  const hit = answer.hits[0];
  assert.equal(hit.text, 'Sortable');
  assert.ok(!/reorder/i.test(hit.text));
  for (const [start, length] of hit.positions) assert.equal(hit.text.slice(start, start + length).toLowerCase(), 'sortable');
  assert.deepEqual(answer.terms, ['reorder']);
});

test('§9 identifiers first: a query that is exactly a public name puts its defining page first, at its entry', () => {
  // Body text of troubleshooting mentions dropDisabled too; the types page defines it.
  assert.equal(urls(search('dropDisabled'))[0], '/docs/api/types/droppable-types#usedroppableoptions-dropdisabled');
  assert.equal(urls(search('dropdisabled'))[0], '/docs/api/types/droppable-types#usedroppableoptions-dropdisabled');
  // Shown as the name, written as the package writes it, on its page.
  const [entry] = search('dropdisabled').hits;
  assert.deepEqual([entry.field, entry.text, entry.positions, entry.section], ['heading', 'dropDisabled', [[0, 12]], '']);
  // The syntax is taken literally: no pinning.
  assert.equal(urls(search('content:dropDisabled'))[0].split('#')[0], '/docs/guides/troubleshooting');
});
