// Spec §5, §8, §9: a reader's word is only ever a word. Names that
// JavaScript objects inherit (constructor, toString, __proto__, ...) and odd Unicode
// go through the same search as any other word: results, "No results" or a message
// in words, never "Search failed unexpectedly". Runs the engine (engine.mjs) over a
// small index built and opened as the site does, identifiers included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { search as searchIndex } from '../../plugins/search/client/engine.mjs';
import { written } from './search-fixture.mjs';
import { prng } from '../helpers/prng.mjs';

const PAGES = [
  { i: 1, t: 'Draggable', u: '/docs/components/draggable', b: ['Components'] },
  { i: 2, t: 'Sortable', u: '/docs/components/sortable', b: ['Components'] },
];
const HEADINGS = [{ i: 10, t: 'The constructor of a drag', u: '/docs/components/draggable', h: '#constructor', p: 1 }];
const CONTENT = [
  {
    i: 20,
    t: 'Call toString on the id. valueOf and hasOwnProperty are not props.',
    s: 'Draggable',
    u: '/docs/components/draggable',
    h: '',
    p: 1,
  },
  { i: 21, t: 'Sortable lists reorder items with onMove.', s: 'Sortable', u: '/docs/components/sortable', h: '', p: 2 },
];
const IDENTIFIERS = {
  Draggable: ['/docs/components/draggable'],
  onMove: ['/docs/components/sortable#onmove'],
};

const loaded = written([PAGES, HEADINGS, [], [], CONTENT], IDENTIFIERS);
const search = (input) => searchIndex(loaded, input, 8);

/** Results, "No results", blank, or a message the reader can act on; never an internal failure. */
function assertAnswered(answer, query, seed) {
  const where = `${JSON.stringify(query)}${seed === undefined ? '' : ` (seed ${seed}; rerun with SEARCH_FUZZ_SEED=${seed})`}`;
  assert.ok(answer && typeof answer.kind === 'string', `no answer for ${where}`);
  assert.notEqual(answer.code, 'internal', `${where}: ${answer.message}`);
  assert.ok(['results', 'no-results', 'blank', 'error'].includes(answer.kind), `${where}: ${answer.kind}`);
  if (answer.kind === 'results') {
    assert.ok(answer.hits.length >= 1 && answer.hits.length <= 8, `${where}: ${answer.hits.length} hits`);
    for (const hit of answer.hits) assert.equal(typeof hit.url, 'string', where);
  }
}

/** Every property name a plain object or an array inherits, and their case variants. */
const INHERITED = [...new Set([...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Array.prototype)])];

test('each name objects and arrays inherit (constructor, toString, __proto__, …) is searched as a plain word (§9)', () => {
  for (const name of INHERITED) {
    for (const query of [name, name.toLowerCase(), `${name} drag`, `drag ${name}`, `title:${name}`, `${name}*`]) {
      assertAnswered(search(query), query);
    }
  }
  // A word of the page is found, not mistaken for what objects inherit.
  const found = search('constructor');
  assert.equal(found.kind, 'results');
  assert.equal(found.hits[0].url, '/docs/components/draggable#constructor');
  assert.equal(search('hasOwnProperty').kind, 'results');
});

test('beside inherited names, a public name still opens its defining entry first (§9)', () => {
  const answer = search('onMove');
  assert.equal(answer.kind, 'results');
  assert.equal(answer.hits[0].url, '/docs/components/sortable#onmove');
  assert.equal(answer.hits[0].text, 'onMove');
});

// Characters a reader can paste: spaces of every kind, line and paragraph separators,
// combining marks, letters outside the basic plane, right-to-left text and controls.
const UNICODE = [
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2009',
  '\u200a',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u200b',
  '\u200d',
  '\u0301',
  '\u0308',
  '\u20dd',
  'e\u0301',
  '\u093f',
  '😀',
  '𝒜',
  '𠀀',
  '👩‍👩‍👧',
  '\ud83d',
  '\udc00',
  'עברית',
  'العربية',
  '\u202e',
  '\u200f',
  '\u061c',
  'Ж',
  'ß',
  'İ',
  'ﬁ',
  'Ω',
  '-',
  '+',
  '*',
  '~',
  '^',
  ':',
  '~2',
  '^3',
  '"',
  '\\',
  '/',
  '.',
  '$',
  '_',
];
const PLAIN = ['drag', 'sortable', 'onMove', 'Draggable', 'items', 'the'];

function randomQuery(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const parts = [];
  const count = 1 + Math.floor(random() * 5);
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    if (roll < 0.4) parts.push(pick(INHERITED));
    else if (roll < 0.8) parts.push(pick(UNICODE));
    else parts.push(pick(PLAIN));
    if (random() < 0.5) parts.push(pick([' ', '', '-', pick(UNICODE)]));
  }
  return parts.join('');
}

const SEED = Number(process.env.SEARCH_FUZZ_SEED ?? 0x28_2811);
const QUERIES = 1500;
const TIME_LIMIT_MS = 15_000;

test(`generative: ${QUERIES} random queries of inherited names and Unicode answer without an error state (§5, §9)`, () => {
  const random = prng(SEED);
  const started = Date.now();
  let count = 0;
  for (; count < QUERIES && Date.now() - started < TIME_LIMIT_MS; count += 1) {
    const query = randomQuery(random);
    let answer;
    try {
      answer = search(query);
    } catch (cause) {
      assert.fail(`${JSON.stringify(query)} threw ${cause} (seed ${SEED}; rerun with SEARCH_FUZZ_SEED=${SEED})`);
    }
    assertAnswered(answer, query, SEED);
  }
  // Bounded in time: on a very busy machine fewer queries run, never none.
  assert.ok(count >= 100, `only ${count} queries in ${TIME_LIMIT_MS} ms (seed ${SEED})`);
});
