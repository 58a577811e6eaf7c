// Spec §5, §8, §9: the query builder and ranking in plugins/search/client/query.mjs,
// run against indexes written and loaded as the site does (plugins/search/index-format.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import { normaliseTerm, searchLoaded } from '../../plugins/search/client/query.mjs';
import { isPlainQuery } from '../../plugins/search/client/query-syntax.mjs';
import { loadIndex } from '../../plugins/search/client/load-index.mjs';
import { BM25, writeIndex } from '../../plugins/search/index-format.mjs';
import { prng } from '../lib/prng.mjs';
import { ANSWER_IN_WORDS, randomQueries } from '../lib/search-fuzz.mjs';

// [i, type, text, url, extra]; type 0 title, 1 heading, 2 description, 3 keywords, 4 content.
const PAGES = [
  { i: 1, t: 'Draggable', u: '/docs/components/draggable', b: ['Components'] },
  { i: 2, t: 'Sortable', u: '/docs/components/sortable', b: ['Components'] },
  { i: 3, t: 'Capacity Limits', u: '/docs/examples/capacity-limits', b: ['Examples'] },
  { i: 4, t: 'Troubleshooting', u: '/docs/guides/troubleshooting', b: ['Guides'] },
];
const HEADINGS = [
  { i: 10, t: 'Bounded dragging with dragBoundsRef', u: '/docs/components/draggable', h: '#bounds', p: 1 },
  { i: 11, t: 'Drag handles', u: '/docs/components/sortable', h: '#handles', p: 2 },
];
// A description shares its page's id, as the docs scanner writes it.
const DESCRIPTIONS = [
  { i: 3, t: 'Limit how many items a drop zone accepts.', s: 'Capacity Limits', u: '/docs/examples/capacity-limits', p: 3 },
];
const CONTENT = [
  {
    i: 30,
    t: 'Pass dragBoundsRef to keep the item inside a view. Sortable lists reorder items.',
    s: 'Bounded dragging with dragBoundsRef',
    u: '/docs/components/draggable',
    h: '#bounds',
    p: 1,
  },
  {
    i: 31,
    t: 'Use capacity on a droppable to limit items in a drop zone.',
    s: 'Capacity Limits',
    u: '/docs/examples/capacity-limits',
    h: '',
    p: 3,
  },
  {
    i: 32,
    t: 'If the item does not move, wrap the app in GestureHandlerRootView. Draggable items need it.',
    s: 'Troubleshooting',
    u: '/docs/guides/troubleshooting',
    h: '',
    p: 4,
  },
];

/** Writes and loads the entries as the build and the worker do. */
function written(kinds) {
  return loadIndex(JSON.parse(JSON.stringify(writeIndex(kinds))), lunr);
}

/** The same entries in plain lunr indexes, as @easyops-cn/docusaurus-search-local builds them (with positions). */
function plainLunr(kinds) {
  const indexes = kinds.map((documents, type) => ({
    type,
    field: ['title', 'heading', 'description', 'keywords', 'content'][type],
    documents,
    byId: new Map(documents.map((doc) => [doc.i, doc])),
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of documents) this.add({ ...doc, i: String(doc.i) });
    }),
  }));
  return { indexes, pages: indexes[0].byId, identifiers: new Map() };
}

const loaded = written([PAGES, HEADINGS, DESCRIPTIONS, [], CONTENT]);
const search = (input, limit = 8) => searchLoaded(loaded, input, limit, lunr);
const urls = (input, limit) => {
  const answer = search(input, limit);
  assert.equal(answer.kind, 'results', `${input}: ${answer.message ?? answer.kind}`);
  return answer.hits.map((hit) => hit.url);
};

test('§9 ranking: the index uses BM25 with b 0.75 and k1 1.2', () => {
  // lunr's defaults, which the plugin's index builder does not change.
  const builder = new lunr.Builder();
  assert.equal(builder._b, 0.75);
  assert.equal(builder._k1, 1.2);
});

test('§5 plain queries match prefixes: "drag" finds the Draggable page', () => {
  assert.ok(urls('drag').includes('/docs/components/draggable'));
  assert.ok(urls('dragga').includes('/docs/components/draggable'));
});

test('§5 plain queries forgive a small typo: "dragable" finds Draggable', () => {
  assert.equal(urls('dragable')[0], '/docs/components/draggable');
  assert.equal(urls('sortabel')[0], '/docs/components/sortable');
});

test('§9 a title or heading match ranks above a body match', () => {
  const hits = search('sortable').hits;
  assert.equal(hits[0].field, 'title');
  assert.equal(hits[0].url, '/docs/components/sortable');
  const fields = hits.map((hit) => hit.field);
  assert.ok(fields.indexOf('content') > fields.lastIndexOf('title'));
  // "dragBoundsRef" is in a heading and in body text: the heading comes first.
  const bounds = search('dragBoundsRef').hits;
  assert.equal(bounds[0].field, 'heading');
  assert.equal(bounds[0].url, '/docs/components/draggable#bounds');
});

test('§5 a task phrased in words finds its page, stop words ignored', () => {
  assert.equal(urls('limit items in a drop zone')[0], '/docs/examples/capacity-limits');
});

test('§5 a field prefix searches that field only', () => {
  assert.deepEqual(urls('title:sortable'), ['/docs/components/sortable']);
  assert.deepEqual(urls('heading:handles'), ['/docs/components/sortable#handles']);
  assert.deepEqual(urls('content:gesturehandlerrootview'), ['/docs/guides/troubleshooting']);
  assert.equal(search('title:gesturehandlerrootview').kind, 'no-results');
});

test('§5 +term is required and -term prohibited', () => {
  assert.deepEqual(urls('+items +capacity'), ['/docs/examples/capacity-limits']);
  const withoutSortable = urls('items -sortable');
  assert.ok(!withoutSortable.includes('/docs/components/draggable#bounds'));
  assert.ok(withoutSortable.includes('/docs/examples/capacity-limits'));
  // A word required in titles leaves out other kinds of entries.
  assert.deepEqual(urls('+title:draggable items'), ['/docs/components/draggable']);
});

test('§5 ~N edit distance, ^N boost and * wildcard', () => {
  assert.equal(search('dragable').kind, 'results');
  assert.equal(search('+dragable').kind, 'no-results');
  assert.deepEqual(urls('+title:dragable~1'), ['/docs/components/draggable']);
  assert.deepEqual(urls('title:troub*'), ['/docs/guides/troubleshooting']);
  assert.deepEqual(urls('title:*shooting'), ['/docs/guides/troubleshooting']);
  // The index holds stems ("draggabl"); a whole word with * still matches.
  assert.deepEqual(urls('title:draggable*'), ['/docs/components/draggable']);
  const boosted = urls('content:sortable content:gesturehandlerrootview^10');
  assert.equal(boosted[0], '/docs/guides/troubleshooting');
  const unboosted = urls('content:sortable^10 content:gesturehandlerrootview');
  assert.equal(unboosted[0], '/docs/components/draggable#bounds');
});

test('§8 no hits is "No results"; empty input is blank', () => {
  assert.deepEqual(search('zzzzqqqq'), { kind: 'no-results', message: 'No results' });
  assert.deepEqual(search('   '), { kind: 'blank' });
  assert.equal(search('é').kind, 'no-results');
  assert.equal(search('+the').kind, 'no-results');
});

test('§5 query errors come back as messages, never thrown', () => {
  assert.match(search('foo~x').message, /edit distance .* must be numeric/i);
  assert.match(search('foo^x').message, /boost .* must be numeric/i);
  assert.match(search('bar:baz').message, /unrecognised field .*title, heading, description, keywords, content/i);
  assert.match(search('+').message, /expecting a term or field/i);
  const broken = searchLoaded({ indexes: null, pages: new Map() }, 'drag', 8, lunr);
  assert.equal(broken.kind, 'error');
  assert.match(broken.message, /search failed unexpectedly/i);
});

test('§9 at most `limit` hits', () => {
  assert.ok(search('*', 2).hits.length <= 2);
  // A page's description is the same hit as its title.
  assert.equal(search('*', 100).hits.length, PAGES.length + HEADINGS.length + CONTENT.length);
});

test('§5 terms are trimmed of punctuation like the index, wildcards kept', () => {
  assert.equal(normaliseTerm('"Draggable,"'), 'draggable');
  assert.equal(normaliseTerm('*(use)*'), '*use*');
  assert.equal(normaliseTerm('?!'), '');
  assert.equal(normaliseTerm('**'), '*');
});

test('§5 fuzz: 3,000 random queries from the syntax alphabet never throw and always answer', () => {
  const counts = { results: 0, 'no-results': 0, error: 0, blank: 0 };
  for (const query of randomQueries(20240607, 3000, 12)) {
    const answer = search(query);
    assert.ok(answer.kind in counts, `${JSON.stringify(query)} gave ${JSON.stringify(answer)}`);
    if (answer.kind === 'error') {
      assert.notEqual(answer.code, 'internal', `${JSON.stringify(query)}: ${answer.message}`);
      assert.match(answer.message, ANSWER_IN_WORDS);
    }
    if (answer.kind === 'results') assert.ok(answer.hits.length >= 1 && answer.hits.length <= 8);
    if (answer.kind === 'no-results') assert.equal(answer.message, 'No results');
    counts[answer.kind] += 1;
  }
  // The alphabet reaches every outcome.
  assert.ok(counts.results > 0 && counts['no-results'] > 0 && counts.error > 0, JSON.stringify(counts));
});

test("§9 the site's index ranks exactly like a lunr index of the same entries, with BM25 b 0.75 and k1 1.2", () => {
  assert.deepEqual({ ...BM25 }, { b: 0.75, k1: 1.2 });
  const reference = plainLunr([PAGES, HEADINGS, DESCRIPTIONS, [], CONTENT]);
  for (const query of [
    'drag',
    'dragable',
    'sortable',
    'limit items in a drop zone',
    'title:troub*',
    '+items -sortable',
    'content:sortable^10 gesturehandlerrootview',
    '*',
  ]) {
    const a = search(query);
    const b = searchLoaded(reference, query, 8, lunr);
    assert.deepEqual(
      a.hits?.map((hit) => [hit.url, hit.field, hit.positions]),
      b.hits?.map((hit) => [hit.url, hit.field, hit.positions]),
      query,
    );
    assert.equal(a.kind, b.kind, query);
  }
  // Highlights are found again without stored positions.
  const [hit] = search('capacity').hits;
  assert.ok(hit.positions.length > 0);
});

/**
 * An index as large and as varied as the site's: every page under docs/
 * (titles, headings, front-matter descriptions, paragraphs and code blocks
 * as body text), in the format the worker loads.
 */
async function docsIndex() {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join, relative } = await import('node:path');
  const root = join(import.meta.dirname, '../../docs');
  const files = readdirSync(root, { recursive: true }).filter((file) => /\.mdx?$/.test(file));
  const kinds = [[], [], [], [], []];
  let id = 0;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const url = `/docs/${relative(root, join(root, file)).replace(/\.mdx?$/, '')}`;
    const page = { i: ++id, t: /^title:\s*(.+)$/m.exec(text)?.[1] ?? file, u: url, b: [] };
    kinds[0].push(page);
    const description = /^description:\s*(.+)$/m.exec(text)?.[1];
    if (description) kinds[2].push({ i: page.i, t: description, u: url, p: page.i, s: page.t });
    for (const [, heading] of text.matchAll(/^#{2,3} (.+)$/gm)) kinds[1].push({ i: ++id, t: heading, u: url, h: '#h', p: page.i });
    for (const paragraph of text.split(/\n\s*\n/)) {
      if (paragraph.trim()) kinds[4].push({ i: ++id, t: paragraph, u: url, h: '', p: page.i, s: page.t });
    }
  }
  assert.ok(files.length > 40 && kinds[4].length > 1000, `${files.length} pages, ${kinds[4].length} paragraphs`);
  return written(kinds);
}

const LIMIT_MESSAGE = /too long to search \([\d,]+ characters; the limit is \d+\)|too long for a fuzzy or wildcard search/;
const WORDS_MESSAGE =
  /expecting a (term|field)|unrecognised field|edit distance|boost|too long to search \(|too long for a fuzzy or wildcard search|took too long to search and was stopped/i;

/** Letters that do not spell words, so that nothing is memoised from one query to the next. */
function nonsense(random, length) {
  let word = '';
  for (let i = 0; i < length; i += 1) word += 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)];
  return word;
}

function adversarialQueries() {
  const random = prng(0xbadc0de);
  const word = (length) => nonsense(random, length);
  const many = (count, make) => Array.from({ length: count }, make).join(' ');
  return [
    // Long single words, below and above the limits: a 100-letter word once took 1.4 s, 400 letters ran out of memory.
    word(100),
    word(60),
    word(33),
    word(150),
    word(199),
    word(200),
    word(201),
    word(400),
    word(5000),
    'a'.repeat(100_000),
    `${word(20)}-${word(60)}-${word(90)}`,
    `+${word(150)}`,
    `title:${word(180)}`,
    // Explicit edit distances on long terms, and many of them.
    `${word(32)}~2`,
    `${word(33)}~2`,
    `${word(120)}~9`,
    many(40, () => `${word(2)}~2`),
    many(28, () => `${word(5)}~2`),
    many(20, () => `+${word(8)}~2`),
    many(12, () => `${word(12)}~2`),
    // Many terms.
    many(100, () => word(1)),
    many(33, () => word(5)),
    many(16, () => word(11)),
    many(6, () => word(32)),
    // Wildcards: many in one term, many terms, with fuzz.
    '*a*b*c*',
    '*e*e*e*e*e*e*e*e*',
    '*t*t*t*t*t*t*t*t*t*t*t*t*t*t*t*',
    '*a*b*c*d*e*f*g*h*i*j*k*l*m*n*o*p*',
    many(49, () => '*e*'),
    many(25, () => `*${word(2)}*`),
    many(20, () => `${word(3)}*~2`),
    `*${word(40)}*`,
    // Fields, repeated.
    many(20, () => 'title:drag'),
    many(25, () => `content:${word(4)}*`),
    'title:title:title:x',
    'content:'.repeat(30),
    many(12, () => `+heading:${word(6)}~2^10`),
  ];
}

test('§9 search limits: long and adversarial queries answer in words, in under a second (plain queries: 3 s at most)', async () => {
  const site = await docsIndex();
  const random = prng(0xfeed);
  const generated = [];
  const pieces = ['*', '~2', '~1', '^3', '+', '-', ':', ' ', 'title:', 'content:', 'drag', 'é', '🙂'];
  for (let n = 0; n < 300; n += 1) {
    let query = '';
    const length = Math.floor(random() * 260);
    while (query.length < length)
      query += random() < 0.6 ? nonsense(random, 1 + Math.floor(random() * 40)) : pieces[Math.floor(random() * pieces.length)];
    generated.push(query);
  }
  let slowest = { ms: 0, query: '' };
  let stopped = 0;
  for (const query of [...adversarialQueries(), ...generated]) {
    const started = performance.now();
    const answer = searchLoaded(site, query, 8, lunr);
    const ms = performance.now() - started;
    const shown = query.length > 60 ? `${JSON.stringify(query.slice(0, 60))}… (${query.length})` : JSON.stringify(query);
    if (ms > slowest.ms) slowest = { ms, query: shown };
    // The search syntax stops at its time budget; a plain query has none, its form bounds its work.
    const limitMs = isPlainQuery(query) ? 3000 : 1000;
    assert.ok(ms < limitMs, `${shown} took ${Math.round(ms)} ms`);
    assert.ok(['results', 'no-results', 'error', 'blank'].includes(answer.kind), shown);
    if (answer.kind === 'error') assert.match(answer.message, WORDS_MESSAGE, `${shown}: ${answer.message}`);
    if (answer.code === 'query-too-slow') stopped += 1;
  }
  // On a busy machine a heavy query may reach the time budget: it then stops and says so.
  console.log(`slowest adversarial query: ${slowest.query}, ${Math.round(slowest.ms)} ms; ${stopped} stopped at the time budget`);
  assert.match(searchLoaded(site, 'a'.repeat(5000), 8, lunr).message, LIMIT_MESSAGE);
  assert.equal(searchLoaded(site, nonsense(random, 200), 8, lunr).kind, 'no-results');
  // A long word without syntax is still searched, only without typo tolerance.
  assert.equal(searchLoaded(site, 'horizontalsortablerenderitemprops', 8, lunr).kind, 'results');
});

test('§9 search limits: a search that outlives its time budget stops and says so', () => {
  const answer = searchLoaded(loaded, 'title:drag*', 8, lunr, { budgetMs: -1 });
  assert.equal(answer.kind, 'error');
  assert.equal(answer.code, 'query-too-slow');
  assert.match(answer.message, /took too long to search and was stopped/);
  assert.equal(searchLoaded(loaded, 'title:drag*', 8, lunr).kind, 'results');
});

test('§9 search limits: a plain query has no time budget, so a slow or busy machine never stops it', () => {
  // The budget is wall-clock time: spent before the search starts, as on a machine that is busy elsewhere.
  for (const query of ['droppable', 'drag', 'limit items in a drop zone']) {
    assert.equal(searchLoaded(loaded, query, 8, lunr, { budgetMs: -1 }).kind, 'results', query);
  }
});

test('§8 a damaged part of the index found by a query answers that the index could not be loaded, in words', () => {
  const file = JSON.parse(JSON.stringify(writeIndex([PAGES, HEADINGS, DESCRIPTIONS, [], CONTENT])));
  file.stems.push('');
  const damaged = loadIndex(file, lunr);
  // Titles and headings answer; body text is derived for a query that reaches it, and is found damaged.
  assert.equal(searchLoaded(damaged, 'title:sortable', 8, lunr).kind, 'results');
  const answer = searchLoaded(damaged, 'content:gesturehandlerrootview', 8, lunr);
  assert.equal(answer.code, 'index-unavailable');
  assert.match(
    answer.message,
    /^The search index could not be loaded \(the index file is damaged: the stem table is too long for the text\)\. Check your connection and try again\.$/,
  );
});

test('§9 search limits: deriving a part of the index is not counted against the time budget, and the worker is told when counting pauses', async () => {
  const { checkDeadline, onTimingChange, untimed, withDeadline } = await import('../../plugins/search/client/deadline.mjs');
  const busy = (ms) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  const timing = [];
  onTimingChange((timed) => timing.push(timed));
  try {
    const answer = withDeadline(20, () => {
      untimed(() => busy(60));
      checkDeadline();
      return 'answered';
    });
    assert.equal(answer, 'answered');
    assert.deepEqual(timing, [true, false, true]);
    assert.throws(() => withDeadline(20, () => (busy(60), checkDeadline())));
  } finally {
    onTimingChange(() => {});
  }
});
