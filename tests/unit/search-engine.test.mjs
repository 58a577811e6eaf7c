// The search as a reader meets it (spec §5, §8, §9): a small index made by the site's own builder
// (plugins/search/build-index.mjs) and searched by the engine the worker runs (plugins/search/client/engine.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex } from '../../plugins/search/build-index.mjs';
import { isPlainQuery, openIndex, search as searchIndex } from '../../plugins/search/client/engine.mjs';
import { prng } from '../helpers/prng.mjs';
import { ANSWER_IN_WORDS, hostileQueries, randomQueries } from '../helpers/search-fuzz.mjs';
import { CONTENT, DESCRIPTIONS, HEADINGS, NO_VOCABULARY, PAGES, written } from './search-fixture.mjs';

const loaded = written([PAGES, HEADINGS, DESCRIPTIONS, [], CONTENT]);
const search = (input, limit = 8) => searchIndex(loaded, input, limit);
const urls = (input, limit) => {
  const answer = search(input, limit);
  assert.equal(answer.kind, 'results', `${input}: ${answer.message ?? answer.kind}`);
  return answer.hits.map((hit) => hit.url);
};

test('ranking is BM25 with b 0.75 and k1 1.2, a title counting more than body text (§9)', () => {
  const file = buildIndex([PAGES, HEADINGS, DESCRIPTIONS, [], CONTENT], {}, '/docs/', NO_VOCABULARY);
  const { index } = openIndex(JSON.parse(JSON.stringify(file)));
  const scoreOf = (field) => index.query((query) => query.term('sortabl', { fields: [field], usePipeline: false }))[0].score;
  // BM25 of "Sortable" in its title: idf over all entries, the title's length against the average title's.
  const entries = file.entries.length;
  const holding = file.entries.filter(([, , text]) => /sortable/i.test(text)).length;
  const idf = Math.log(1 + Math.abs((entries - holding + 0.5) / (holding + 0.5)));
  const average = PAGES.reduce((sum, page) => sum + page.t.split(' ').length, 0) / PAGES.length;
  const [b, k1, tf] = [0.75, 1.2, 1];
  const bm25 = (idf * ((k1 + 1) * tf)) / (k1 * (1 - b + (b * 1) / average) + tf);
  const boost = scoreOf('title') / bm25;
  assert.ok(Math.abs(boost - Math.round(boost)) < 0.001, `title score ${scoreOf('title')} is BM25 ${bm25} times a whole boost`);
  assert.ok(scoreOf('content') < scoreOf('title'));
});

test('a plain query matches prefixes: "drag" finds the Draggable page (§5)', () => {
  assert.ok(urls('drag').includes('/docs/components/draggable'));
  assert.ok(urls('dragga').includes('/docs/components/draggable'));
});

test('a plain query forgives a small typo: "dragable" finds Draggable first (§5)', () => {
  assert.equal(urls('dragable')[0], '/docs/components/draggable');
  assert.equal(urls('sortabel')[0], '/docs/components/sortable');
});

test('a title or heading match ranks above a body match (§9)', () => {
  const { hits } = search('sortable');
  assert.equal(hits[0].field, 'title');
  assert.equal(hits[0].url, '/docs/components/sortable');
  assert.ok(hits.map((hit) => hit.field).indexOf('content') > 0);
  assert.deepEqual(
    [search('dragBoundsRef').hits[0].field, search('dragBoundsRef').hits[0].url],
    ['heading', '/docs/components/draggable#bounds'],
  );
});

test('a task phrased in words finds its page, stop words ignored (§5)', () => {
  assert.equal(urls('limit items in a drop zone')[0], '/docs/examples/capacity-limits');
});

test('a field prefix searches that field only, in any letter case (§5)', () => {
  assert.deepEqual(urls('title:sortable'), ['/docs/components/sortable']);
  assert.deepEqual(urls('Heading:handles'), ['/docs/components/sortable#handles']);
  assert.deepEqual(urls('content:gesturehandlerrootview'), ['/docs/guides/troubleshooting']);
  assert.equal(search('title:gesturehandlerrootview').kind, 'no-results');
});

test('terms split on whitespace and hyphens (§5)', () => {
  assert.deepEqual(urls('title:capacity-limits'), ['/docs/examples/capacity-limits']);
  assert.equal(isPlainQuery('drag-and-drop list'), true);
  assert.equal(isPlainQuery('drag -list'), false);
});

test('+term is required and -term prohibited (§5)', () => {
  assert.deepEqual(urls('+items +capacity'), ['/docs/examples/capacity-limits']);
  const withoutSortable = urls('items -sortable');
  assert.ok(!withoutSortable.includes('/docs/components/draggable#bounds'));
  assert.ok(withoutSortable.includes('/docs/examples/capacity-limits'));
  assert.deepEqual(urls('+title:draggable items'), ['/docs/components/draggable']);
});

test('~N sets an edit distance (above 2 lowered to 2), ^N a boost, and * is a wildcard (§5)', () => {
  assert.equal(search('+dragable').kind, 'no-results');
  assert.deepEqual(urls('+title:dragable~1'), ['/docs/components/draggable']);
  assert.deepEqual(urls('+title:dragabl~99'), ['/docs/components/draggable']);
  assert.deepEqual(urls('+title:dragable^2~1'), urls('+title:dragable~1^2'));
  assert.deepEqual(urls('title:troub*'), ['/docs/guides/troubleshooting']);
  assert.deepEqual(urls('title:*shooting'), ['/docs/guides/troubleshooting']);
  // The index holds stems ("draggabl"); a whole word with * still matches.
  assert.deepEqual(urls('title:draggable*'), ['/docs/components/draggable']);
  assert.equal(urls('content:sortable content:gesturehandlerrootview^10')[0], '/docs/guides/troubleshooting');
  assert.equal(urls('content:sortable^10 content:gesturehandlerrootview')[0], '/docs/components/draggable#bounds');
});

test('no hits is "No results" and empty input is blank (§8)', () => {
  assert.deepEqual(search('zzzzqqqq'), { kind: 'no-results', message: 'No results' });
  assert.deepEqual(search('   '), { kind: 'blank' });
  assert.equal(search('é').kind, 'no-results');
  assert.equal(search('+the').kind, 'no-results');
});

test("lunr's four query errors come back in words, never thrown: foo~x, foo^x, bar:baz, a lone + (§5)", () => {
  assert.match(search('foo~x').message, /the edit distance after “~” must be numeric/);
  assert.match(search('foo^x').message, /the boost after “\^” must be numeric/);
  assert.match(search('bar:baz').message, /unrecognised field “bar”, possible fields: title, heading, description, keywords, content\./);
  assert.match(search('+').message, /expecting a term or field, found nothing/);
  assert.match(search('title:').message, /expecting a term, found nothing/);
  for (const query of ['foo~x', 'foo^x', 'bar:baz', '+', 'name:drag']) assert.equal(search(query).code, 'syntax', query);
});

test('at most `limit` hits, one per address (§9)', () => {
  assert.equal(search('*', 2).hits.length, 2);
  const all = search('*', 100).hits.map((hit) => hit.url);
  assert.equal(new Set(all).size, all.length);
});

test('fuzz: 3,000 random queries from the syntax alphabet always answer: results, "No results" or words (§5)', () => {
  const counts = { results: 0, 'no-results': 0, error: 0, blank: 0 };
  for (const query of randomQueries(20240607, 3000, 12)) {
    const answer = search(query);
    assert.ok(answer.kind in counts, `${JSON.stringify(query)} gave ${JSON.stringify(answer)}`);
    if (answer.kind === 'error') assert.match(answer.message, ANSWER_IN_WORDS, JSON.stringify(query));
    if (answer.kind === 'results') assert.ok(answer.hits.length >= 1 && answer.hits.length <= 8);
    counts[answer.kind] += 1;
  }
  assert.ok(counts.results > 0 && counts['no-results'] > 0 && counts.error > 0, JSON.stringify(counts));
});

/** An index as large as the site's: every page under docs/, paragraphs as body text. */
async function docsIndex() {
  const { readdirSync, readFileSync } = await import('node:fs');
  const root = new URL('../../docs/', import.meta.url);
  const files = readdirSync(root, { recursive: true }).filter((file) => /\.mdx?$/.test(file));
  const kinds = [[], [], [], [], []];
  let id = 0;
  for (const file of files) {
    const text = readFileSync(new URL(file, root), 'utf8');
    const url = `/docs/${file.replace(/\.mdx?$/, '')}`;
    const page = { i: ++id, t: /^title:\s*(.+)$/m.exec(text)?.[1] ?? file, u: url, b: [] };
    kinds[0].push(page);
    for (const [, heading] of text.matchAll(/^#{2,3} (.+)$/gm)) kinds[1].push({ i: ++id, t: heading, u: url, h: '#h', p: page.i });
    for (const paragraph of text.split(/\n\s*\n/)) if (paragraph.trim()) kinds[4].push({ i: ++id, t: paragraph, u: url, h: '', p: page.i });
  }
  assert.ok(files.length > 40 && kinds[4].length > 1000, `${files.length} pages, ${kinds[4].length} paragraphs`);
  return written(kinds);
}

function nonsense(random, length) {
  let word = '';
  for (let i = 0; i < length; i += 1) word += 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)];
  return word;
}

test('long and hostile queries answer in words within 3 s; in the browser a query in the syntax is stopped after 1 s (§9)', async () => {
  const site = await docsIndex();
  const random = prng(0xbadc0de);
  const word = (length) => nonsense(random, length);
  const many = (count, make) => Array.from({ length: count }, make).join(' ');
  const queries = [
    ...[33, 60, 100, 150, 199, 200, 201, 400, 5000, 100_000].map(word),
    `${word(20)}-${word(60)}-${word(90)}`,
    `+${word(150)}`,
    `title:${word(180)}`,
    `${word(120)}~9`,
    many(20, () => `${word(3)}*~2`),
    ...hostileQueries(word),
  ];
  let slowest = { ms: 0, query: '' };
  for (const query of queries) {
    const started = performance.now();
    const answer = searchIndex(site, query, 8);
    const ms = performance.now() - started;
    const shown = query.length > 60 ? `${JSON.stringify(query.slice(0, 60))}… (${query.length})` : JSON.stringify(query);
    if (ms > slowest.ms) slowest = { ms, query: shown };
    // The watchdog (client.mjs) stops a query in the syntax after 1 s; none may come near blocking for long.
    assert.ok(ms < 3000, `${shown} took ${Math.round(ms)} ms`);
    assert.notEqual(answer.code, 'internal', shown);
    if (answer.kind === 'error') assert.match(answer.message, ANSWER_IN_WORDS, shown);
  }
  console.log(`slowest hostile query: ${slowest.query}, ${Math.round(slowest.ms)} ms`);
  assert.equal(searchIndex(site, 'a'.repeat(5000), 8).message, 'This query is too long to search (5,000 characters; the limit is 200).');
  assert.match(
    searchIndex(site, `${word(40)}~2`, 8).message,
    /is too long for a fuzzy or wildcard search \(40 characters; the limit is 32\)/,
  );
  assert.equal(searchIndex(site, word(199), 8).kind, 'no-results');
});
