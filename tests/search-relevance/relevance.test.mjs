// Search ranking (spec §9): reader queries against each docs version's built index.
// Prints the top-3 hit rate and mean reciprocal rank per version, with every miss,
// writes them to test-results/search-relevance-<version>.json, and fails under
// 97 % top-3 or MRR 0.90. Needs `npx docusaurus build` first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { VERSIONS, loadVersion, pageOf, rankOf } from './harness.mjs';

const QUERIES = JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8'));
export const MIN_TOP3 = 0.97;
export const MIN_MRR = 0.9;

test('the relevance set: at least 150 queries, a third of them from how real users ask, each with pages and a reason', () => {
  assert.ok(QUERIES.length >= 150, `${QUERIES.length} queries`);
  const fromUsers = QUERIES.filter((q) => /^https:\/\//.test(q.from));
  assert.ok(fromUsers.length * 3 >= QUERIES.length, `${fromUsers.length} of ${QUERIES.length} from real users`);
  for (const q of QUERIES) {
    assert.ok(q.query && q.why && q.from, JSON.stringify(q));
    assert.ok(Array.isArray(q.pages) && q.pages.length > 0, q.query);
  }
  assert.equal(new Set(QUERIES.map((q) => q.query)).size, QUERIES.length, 'no query twice');
});

for (const version of VERSIONS) {
  test(`reader queries find an expected page in the top 3 at least 97 % of the time, MRR at least 0.90, in the ${version.name} docs (§9)`, () => {
    const { search, pages: urls } = loadVersion(version);
    const pages = new Set(urls.map((url) => pageOf(url, version)));
    // A query whose list for this version is empty is about a page the version does not have.
    const asked = QUERIES.filter((q) => (q.versions?.[version.name] ?? q.pages).length > 0);
    const rows = asked.map((q) => {
      const expected = q.versions?.[version.name] ?? q.pages;
      for (const page of expected) assert.ok(pages.has(page.split('#')[0]), `${q.query}: ${page} is not a page of ${version.name}`);
      const answer = search(q.query, 8);
      const hits = answer.kind === 'results' ? answer.hits : [];
      const rank = rankOf(hits, expected, version);
      return {
        query: q.query,
        rank,
        hit: rank >= 1 && rank <= 3,
        top3: hits.slice(0, 3).map((hit) => pageOf(hit.url, version) ?? hit.url),
      };
    });
    const top3 = rows.filter((row) => row.hit).length / rows.length;
    const mrr = rows.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / rows.length;
    const misses = rows.filter((row) => !row.hit);
    console.log(
      [
        `search relevance (${version.name}): ${rows.length} queries, top-3 ${(top3 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}, ${misses.length} miss(es)`,
        ...misses.map((row) => `  MISS rank ${row.rank || '-'}: "${row.query}" → ${row.top3.join(', ') || 'no results'}`),
      ].join('\n'),
    );
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      `test-results/search-relevance-${version.name}.json`,
      JSON.stringify({ version: version.name, queries: rows.length, hitRateTop3: top3, meanReciprocalRank: mrr, rows }, null, 2),
    );
    assert.ok(top3 >= MIN_TOP3, `top-3 ${(top3 * 100).toFixed(1)} % < 97 %: ${misses.map((row) => row.query).join('; ')}`);
    assert.ok(mrr >= MIN_MRR, `MRR ${mrr.toFixed(3)} < 0.90`);
  });
}
