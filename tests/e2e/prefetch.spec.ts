import type { Page } from '@playwright/test';
import { testWithoutPageErrors as test, expect, waitForHydration, untilStable } from './fixtures';

/** The addresses of the page's prefetch links, in order. */
const prefetched = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href));

/**
 * Resolves once route prefetching has run its course: it waits for idle
 * time (plugins/idle-prefetch), so after a few idle callbacks the list of
 * prefetch links must read the same twice, half a second apart.
 */
async function afterPrefetching(page: Page): Promise<string[]> {
  for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })));
  await untilStable(async () => (await prefetched(page)).join(), 500);
  return prefetched(page);
}

test.describe('route prefetching', () => {
  test('the code chunks of linked routes in view are prefetched, each chunk once (§7)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const links = await afterPrefetching(page);
    // The sidebar links a dozen routes, which share most of their chunks.
    expect(links.length).toBeGreaterThan(3);
    expect(links.every((href) => /\/assets\/js\/[\w~.-]+\.js$/.test(href))).toBe(true);
    expect(
      links.filter((href, index) => links.indexOf(href) !== index),
      'chunks prefetched twice',
    ).toEqual([]);
    // None of them is a script the page has loaded already.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    expect(links.filter((href) => loaded.includes(href))).toEqual([]);
  });

  test('a prefetched route opens from its link (§7)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await afterPrefetching(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation' }).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/installation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  });

  for (const [connection, value] of [
    ['a data-saver', { effectiveType: '4g', saveData: true }],
    ['a 2g', { effectiveType: '2g', saveData: false }],
  ] as const) {
    test(`nothing is prefetched on ${connection} connection (§7)`, async ({ page }) => {
      await page.addInitScript((info) => {
        Object.defineProperty(navigator, 'connection', { value: info, configurable: true });
      }, value);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/docs/intro');
      await waitForHydration(page);
      expect(await afterPrefetching(page)).toEqual([]);
    });
  }
});
