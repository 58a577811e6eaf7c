import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const MARKER = '"This page lives at "';

/**
 * Rewrites the markdown page's content chunk so that rendering it throws
 * while `window.__crash` is true: a real render crash in the real bundle,
 * with no test-only code shipped in the site.
 */
async function makeMarkdownPageCrashable(page: Page) {
  await page.route('**/assets/js/*.js', async (route: Route) => {
    // A prefetch the browser drops mid-way disposes its response, at any step from here
    // to fulfil; nothing waits for that request any more, so it is given up quietly.
    const response = await route.fetch().catch(() => null);
    const body = await response?.text().catch(() => null);
    if (!response || body == null) return route.abort().catch(() => undefined);
    // Only the Markdown page's chunk has the marker; every other body is served as it came.
    const patched = body.replace(
      MARKER,
      '(function(){if(window.__crash)throw new Error("Simulated render failure",{cause:new Error("Simulated root cause")});return "This page lives at "})()',
    );
    return route
      .fulfill({ status: response.status(), headers: response.headers(), body: patched })
      .catch(() => route.abort().catch(() => undefined));
  });
}

async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('errors (§8)', () => {
  test('a page crash shows "This page crashed.", the message and its causes, and Try again recovers (§8)', async ({ page }) => {
    await makeMarkdownPageCrashable(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = true));
    await clientNavigate(page, '/markdown-page');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Simulated render failure')).toBeVisible();
    await expect(page.getByText('Simulated root cause')).toBeVisible();
    // The navbar still works: the crash is contained in the page.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  });

  test('a route chunk that fails during client navigation logs a warning and reloads the page (§8)', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // From now on every not-yet-loaded script fails, as after a redeploy.
    await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await reloaded;
    expect(warnings.some((w) => /chunk|loading/i.test(w))).toBe(true);
  });

  test('offline, a page whose code is not loaded shows the Retry box instead of reloading, and Retry loads it once back online (§8)', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // No page code arrives from now on (prefetches included), as when the connection drops.
    await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not finish loading');
    await expect(alert).toContainText(/connection seems to be offline/);
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeFocused();
    // Still offline: Retry says so and stays.
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toContainText(/Still offline/);
    await context.setOffline(false);
    await page.unroute('**/assets/js/*.js');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/docs\/api\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API Overview' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a page whose code fails to load shows the error text and a Retry button that recovers (§8)', async ({ page, pageErrors }) => {
    let block = true;
    await page.route('**/assets/js/*.js', (route) => {
      const url = route.request().url();
      // Keep the runtime and main bundle; fail the page's own chunks.
      if (block && !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(url)) return route.abort('failed');
      return route.continue();
    });
    await page.goto('/docs/intro');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not finish loading');
    await expect(alert).toContainText(/ChunkLoadError|Loading chunk/);
    block = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors.filter((e) => !/Failed to load resource|ChunkLoadError|Loading chunk/.test(e))).toEqual([]);
  });
});

test.describe('progress bar (§2)', () => {
  test('a route change to another path shows the progress bar after 200 ms, without spinner, and finishes it (§2, §9)', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.install();
    // Stop natural time, so only runFor() below moves the 200 ms delay.
    await page.clock.pauseAt(Date.now() + 1000);
    // Hold the next page's code so the navigation stays pending.
    const held: Route[] = [];
    let release = false;
    await page.route('**/assets/js/*.js', (route) => (release ? route.continue() : void held.push(route)));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.runFor(150);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(100);
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toHaveCount(1);
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    // Starts at the minimum 0.08, i.e. translated -92 %.
    const start = await bar.evaluate((el) => (el as HTMLElement).style.transform);
    expect(start).toContain('-92%');
    // Trickles forward every 800 ms while waiting.
    await page.clock.runFor(1700);
    const later = await bar.evaluate((el) => (el as HTMLElement).style.transform);
    expect(later).not.toBe(start);
    release = true;
    for (const route of held) await route.continue();
    await expect(page).toHaveURL(/\/docs\/api\/overview$/);
    // The bar finishes once the route has updated (which can trail the URL), on the paused clock.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return page.locator('#nprogress').count();
      })
      .toBe(0);
  });

  test('a hash change on the same page does not start the progress bar (§2)', async ({ page }) => {
    await page.goto('/markdown-page');
    await waitForHydration(page);
    await page.clock.install();
    await page.getByRole('link', { name: 'this one' }).click();
    await expect(page).toHaveURL(/#what-markdown-gives-you-here$/);
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
