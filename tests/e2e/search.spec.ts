import type { Page, Request, Worker } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { prng } from '../lib/prng.mjs';
import { injectAxe } from './axe';

/**
 * Search (spec §4, §5, §7, §8, §9): the navbar box and /search, against the
 * production build. The box is a combobox named "Search" with a listbox of
 * suggestions; messages (No results, query errors) are its status.
 */

type Answer =
  | { kind: 'blank' }
  | { kind: 'results'; hits: Array<{ url: string; text: string; field: string }> }
  | { kind: 'no-results'; message: string }
  | { kind: 'error'; code: string; message: string };

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
/** The message under the box: "No results", a query error, or the number of suggestions. */
const boxStatus = (page: Page) => page.getByRole('navigation').getByRole('status');

async function openDocs(page: Page, path = '/docs/intro') {
  await page.goto(path);
  await waitForHydration(page);
}

/** The function the box calls, run in the page (same worker, same index). */
async function searchInPage(page: Page, query: string, limit = 8): Promise<Answer> {
  await page.waitForFunction(() => !!window.__docsSearch);
  return page.evaluate(
    ([q, n]) => {
      if (!window.__docsSearch) throw new Error('search not mounted');
      return window.__docsSearch.search(q as string, n as number);
    },
    [query, limit] as const,
  ) as Promise<Answer>;
}

async function typeQuery(page: Page, query: string) {
  await box(page).click();
  await box(page).fill(query);
}

const isIndexRequest = (request: Request) => /\/search-index[^/]*\.json/.test(request.url());

test.describe('search box', () => {
  test('§4 §7 the index is not requested before the first hover, and a loading ring shows while it loads in a worker', async ({
    page,
    pageErrors,
  }) => {
    const indexRequests: string[] = [];
    const workers: Worker[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request)) indexRequests.push(request.url());
    });
    page.on('worker', (worker) => workers.push(worker));
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/search-index[^/]*\.json/, async (route) => {
      await released;
      await route.continue();
    });

    await openDocs(page);
    await page.mouse.move(5, 400);
    await page.getByRole('link', { name: 'API', exact: true }).first().hover();
    await expect(box(page)).toBeVisible();
    // Nothing searched for yet: no index request and no worker.
    expect(indexRequests).toEqual([]);
    expect(workers).toEqual([]);

    const requested = page.waitForRequest(isIndexRequest);
    await box(page).hover();
    await requested;
    const ring = page.getByRole('progressbar', { name: 'Loading search index' });
    await expect(ring).toBeVisible();
    expect(workers.length).toBe(1);

    release();
    await expect(ring).toBeHidden();
    await typeQuery(page, 'drag');
    await expect(suggestions(page).first()).toBeVisible();
    // The index was fetched by the worker, not by the page.
    const pageFetches = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('search-index')),
    );
    expect(pageFetches).toEqual([]);
    const workerFetches = await workers[0].evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('search-index')),
    );
    expect(workerFetches.length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  test('§4 the index also starts loading on the first focus', async ({ page }) => {
    await openDocs(page);
    const requested = page.waitForRequest(isIndexRequest);
    await box(page).focus();
    await requested;
  });

  test('§5 §9 "drag" suggests Draggable pages: at most 8 suggestions with snippets of at most 50 characters', async ({
    page,
    pageErrors,
  }) => {
    await openDocs(page);
    await typeQuery(page, 'drag');
    const options = suggestions(page);
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    const texts = await options.allInnerTexts();
    expect(texts.join('\n')).toMatch(/Draggable/);
    for (const text of texts) {
      const snippet = text.split('\n')[0].replace(/…/g, '');
      expect(snippet.length, snippet).toBeLessThanOrEqual(50);
    }
    // A long query gives no more than 8 either.
    await box(page).fill('a*');
    await expect(boxStatus(page)).toHaveText(/^\d+ suggestions?$/);
    expect(await suggestions(page).count()).toBeLessThanOrEqual(8);
    expect(pageErrors).toEqual([]);
  });

  test('§4 arrows move through suggestions and Enter opens the hit, heading hash included, and closes the box', async ({
    page,
    pageErrors,
  }) => {
    await openDocs(page);
    const query = 'dragBoundsRef';
    await typeQuery(page, query);
    await expect(suggestions(page).first()).toBeVisible();
    const answer = await searchInPage(page, query);
    expect(answer.kind).toBe('results');
    const hits = answer.kind === 'results' ? answer.hits : [];
    const target = hits.findIndex((hit, i) => i > 0 && hit.url.includes('#'));
    expect(target, 'a hit in a section').toBeGreaterThan(0);

    await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    for (let i = 0; i < target; i += 1) await box(page).press('ArrowDown');
    await expect(suggestions(page).nth(target)).toHaveAttribute('aria-selected', 'true');
    await box(page).press('ArrowUp');
    await expect(suggestions(page).nth(target - 1)).toHaveAttribute('aria-selected', 'true');
    await box(page).press('ArrowDown');
    await box(page).press('Enter');

    const url = new URL(hits[target].url, 'http://x');
    await expect(page).toHaveURL((current) => current.pathname === url.pathname && current.hash === url.hash);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    await expect(box(page)).not.toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('§4 clicking a suggestion navigates to it and closes the box', async ({ page, pageErrors }) => {
    await openDocs(page);
    await typeQuery(page, 'sortable');
    const first = suggestions(page).first();
    await expect(first).toBeVisible();
    const [hit] = ((await searchInPage(page, 'sortable')) as { hits: Array<{ url: string }> }).hits;
    await first.click();
    await expect(page).toHaveURL((current) => `${current.pathname}${current.hash}` === hit.url);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test('§4 Escape closes the suggestions and keeps the query', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'droppable');
    await expect(suggestions(page).first()).toBeVisible();
    await box(page).press('Escape');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('droppable');
    await box(page).press('ArrowDown');
    await expect(suggestions(page).first()).toBeVisible();
  });

  test('§8 a query with no hits shows "No results"', async ({ page, pageErrors }) => {
    await openDocs(page);
    await typeQuery(page, 'zqxjvwk');
    await expect(boxStatus(page)).toHaveText('No results');
    await expect(boxStatus(page)).toBeVisible();
    await expect(suggestions(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('§9 Ctrl+K focuses the search box and the shortcut hint is shown', async ({ page }) => {
    await openDocs(page);
    const hint = page.locator('kbd', { hasText: /^ctrl$/i });
    await expect(hint).toBeVisible();
    await expect(page.locator('kbd', { hasText: /^K$/ })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).first().click();
    await expect(box(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
  });

  test('§5 a malformed edit distance shows "edit distance must be numeric"', async ({ page, pageErrors }) => {
    await openDocs(page);
    await typeQuery(page, 'foo~x');
    await expect(boxStatus(page)).toContainText(/edit distance .* must be numeric/i);
    await expect(suggestions(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('§5 a malformed boost shows "boost must be numeric"', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'foo^x');
    await expect(boxStatus(page)).toContainText(/boost .* must be numeric/i);
  });

  test('§5 an unknown field shows "unrecognised field" with the possible fields', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, 'bar:baz');
    await expect(boxStatus(page)).toContainText(/unrecognised field “bar”/i);
    await expect(boxStatus(page)).toContainText('title, heading, description, keywords, content');
  });

  test('§5 a lone + shows "expecting a term or field"', async ({ page }) => {
    await openDocs(page);
    await typeQuery(page, '+');
    await expect(boxStatus(page)).toContainText(/expecting a term or field/i);
  });

  test('§5 field prefix, required, prohibited, edit distance, boost and wildcard work together', async ({ page }) => {
    await openDocs(page);
    const titles = await searchInPage(page, 'title:sortable', 100);
    expect(titles.kind).toBe('results');
    if (titles.kind === 'results') {
      expect(titles.hits.every((hit) => hit.field === 'title' && /sortable/i.test(hit.text))).toBe(true);
    }
    const combined = await searchInPage(page, '+title:dragable~1 -title:use* title:api^2', 100);
    expect(combined.kind).toBe('results');
    if (combined.kind === 'results') {
      expect(combined.hits.length).toBeGreaterThan(0);
      expect(combined.hits.every((hit) => /draggable/i.test(hit.text) && !/^use/i.test(hit.text))).toBe(true);
    }
    // The same through the box.
    await typeQuery(page, 'title:sortable');
    await expect(suggestions(page).first()).toContainText(/sortable/i);
  });
});

async function axeViolations(page: Page, selector: string) {
  await injectAxe(page);
  return page.evaluate(async (root) => {
    const result = await (window as any).axe.run(root, { resultTypes: ['violations'] });
    return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

test('§4 the search box stays accessible with suggestions and with a message open (axe)', async ({ page }) => {
  await openDocs(page);
  await typeQuery(page, 'drop');
  await expect(suggestions(page).first()).toBeVisible();
  expect(await axeViolations(page, '.navbar')).toEqual([]);
  await box(page).fill('foo~x');
  await expect(boxStatus(page)).toContainText(/must be numeric/);
  expect(await axeViolations(page, '.navbar')).toEqual([]);
});

test.describe('search page', () => {
  test('§2 /search shows the results for q and keeps q in the address', async ({ page, pageErrors }) => {
    await page.goto('/search/?q=droppable');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "droppable"');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('article');
    await expect(results.first()).toBeVisible();
    await expect(results.first().getByRole('link')).toContainText(/droppable/i);
    await page.getByRole('searchbox', { name: 'Search' }).fill('sortable');
    await expect(page).toHaveURL(/[?&]q=sortable/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "sortable"');
    expect(pageErrors).toEqual([]);
  });

  test('§5 on /search a query error shows in words in place of the results', async ({ page, pageErrors }) => {
    await page.goto('/search/?q=foo~x');
    await waitForHydration(page);
    await expect(page.getByRole('status')).toContainText(/edit distance .* must be numeric/i);
    await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('bar:baz');
    await expect(page.getByRole('status')).toContainText(/unrecognised field .*title, heading/i);
    await page.getByRole('searchbox', { name: 'Search' }).fill('zqxjvwk');
    await expect(page.getByRole('status')).toHaveText('No results');
    expect(pageErrors).toEqual([]);
  });
});

const ALPHABET = [
  '+', '-', '~', '^', '*', ':', ' ', ' ', ' ',
  'a', 'd', 'r', 'g', 'o', 'p', 's', 'e', 't', 'x', 'z',
  '0', '1', '2', '9',
  'é', 'ß', '漢', 'Ж', '🙂', '\u200b',
  'title', 'heading', 'content', 'drag', 'drop', 'sortable',
];

function randomQueries(seed: number, count: number): string[] {
  const random = prng(seed);
  const queries: string[] = [];
  while (queries.length < count) {
    const length = 1 + Math.floor(random() * 10);
    let query = '';
    for (let i = 0; i < length; i += 1) query += ALPHABET[Math.floor(random() * ALPHABET.length)];
    if (query.trim()) queries.push(query);
  }
  return queries;
}

const PARSE_MESSAGE = /expecting a (term|field)|unrecognised field|edit distance .* must be numeric|boost .* must be numeric/i;

test.describe('search fuzz', () => {
  test('§5 fuzz: 2,000 random queries through the real search answer with results, "No results" or a parse message, never an error', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await openDocs(page);
    const queries = randomQueries(0x5eed, 2000);
    await page.waitForFunction(() => !!window.__docsSearch);
    const outcomes = await page.evaluate(async (list) => {
      const search = window.__docsSearch!.search;
      const out: Array<{ q: string; kind: string; code?: string; message?: string; hits?: number }> = [];
      for (const q of list) {
        try {
          const answer = (await search(q, 8)) as any;
          out.push({ q, kind: answer.kind, code: answer.code, message: answer.message, hits: answer.hits?.length });
        } catch (error) {
          out.push({ q, kind: 'thrown', message: String(error) });
        }
      }
      return out;
    }, queries);
    const bad = outcomes.filter(
      (o) =>
        !(
          (o.kind === 'results' && o.hits! >= 1 && o.hits! <= 8) ||
          (o.kind === 'no-results' && o.message === 'No results') ||
          (o.kind === 'error' && o.code !== 'internal' && PARSE_MESSAGE.test(o.message ?? ''))
        ),
    );
    expect(bad.slice(0, 5)).toEqual([]);
    const tally = outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.kind]: (acc[o.kind] ?? 0) + 1 }), {});
    console.log(`search fuzz: ${outcomes.length} queries`, JSON.stringify(tally));
    expect(tally.results).toBeGreaterThan(0);
    expect(tally['no-results']).toBeGreaterThan(0);
    expect(tally.error).toBeGreaterThan(0);

    // A sample typed into the real box shows one of the same three things.
    for (const query of randomQueries(0xb0c5, 25)) {
      await box(page).fill(query);
      await expect
        .poll(async () => {
          const options = await suggestions(page).count();
          const status = (await boxStatus(page).allTextContents()).join('');
          if (options > 0 && options <= 8) return 'results';
          if (status === 'No results') return 'no-results';
          if (PARSE_MESSAGE.test(status)) return 'parse-message';
          return `nothing yet: ${status}`;
        }, { message: query })
        .toMatch(/^(results|no-results|parse-message)$/);
    }
    expect(pageErrors).toEqual([]);
  });
});
