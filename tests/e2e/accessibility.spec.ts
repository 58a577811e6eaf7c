import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, colourModeToggle, untilStable } from './fixtures';
import { EVERY_ROUTE } from './site-routes';
import { injectAxe } from './axe';

type AxeViolation = { id: string; impact: string; nodes: { target: string[] }[] };

/** axe-core's violations on the page as it is now, a few nodes each. */
async function axeViolations(page: Page) {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
}

/** Resolves once the size of every element in the live demos is the same on two reads a quarter second apart. */
function layoutSettled(page: Page) {
  return untilStable(
    () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="live-demo-preview"] *'), (el) => `${el.scrollWidth}x${el.scrollHeight}`).join(),
      ),
    250,
  );
}

/** Scrolling areas in live demos whose content overflows while neither they nor anything in them takes focus. */
function unreachableScrollAreas(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="live-demo-preview"] *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = (axis: string) => axis === 'auto' || axis === 'scroll';
        const overflows =
          (scrolls(style.overflowY) && el.scrollHeight > el.clientHeight) || (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth);
        return (
          overflows && el.tabIndex < 0 && !el.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')
        );
      })
      .map(
        (el) =>
          `${el.closest('figure')?.getAttribute('aria-label')}: ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
      ),
  );
}

// One load per route: audited as loaded in dark mode (the default), then again after the toggle switches it to
// light, since the server HTML and the hydrated page are the same in both modes (ARCHITECTURE: colours are CSS).
test.describe('accessibility in dark and light mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  });

  for (const path of EVERY_ROUTE) {
    test(`§1 ${path} has no axe violations of any impact (dark, then light)`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await injectAxe(page);
      // A live demo is audited twice, as a reader meets it: first its server-painted frame, then running
      // (the pointer loads it) once its layout has stopped changing, since rows measured after layout can
      // make a list overflow its box.
      const demos = await page.getByTestId('live-demo-preview').all();
      if (demos.length > 0) {
        const frames = await axeViolations(page);
        expect(frames, `dark, demo frames: ${JSON.stringify(frames, null, 2)}`).toEqual([]);
        for (const demo of demos) {
          await demo.hover();
          await expect(demo).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
        }
        await layoutSettled(page);
        // axe lets a region overflow by a few pixels unflagged; a row cut off by any amount must still be reachable.
        const unreachable = await unreachableScrollAreas(page);
        expect(unreachable, 'live demos whose scrolling area a keyboard cannot reach').toEqual([]);
      }
      const dark = await axeViolations(page);
      expect(dark, `dark: ${JSON.stringify(dark, null, 2)}`).toEqual([]);

      await colourModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // Colours fade into the new mode; audit the colours they end on.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
      const light = await axeViolations(page);
      expect(light, `light: ${JSON.stringify(light, null, 2)}`).toEqual([]);
    });
  }
});

test.describe('scrolling tables are reachable by keyboard', () => {
  test('a table whose content grows after load becomes a focusable, named region', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/markdown-page');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Table: What Markdown gives you here' });
    // It fits at first, so it is no region and no tab stop.
    await expect(region).toHaveCount(0);
    const wrapper = page.locator('main table').locator('xpath=..');
    await expect(wrapper).not.toHaveAttribute('tabindex', /.*/);
    // Late content (a font arriving, a long word) widens the table, not the wrapper.
    await page
      .locator('main table td')
      .first()
      .evaluate((cell) => cell.append(` ${'unbreakable'.repeat(12)}`));
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    test('an overflowing table is a focusable, named region in the server HTML', async ({ page }) => {
      await page.goto('/docs/api/overview');
      const region = page.getByRole('region', { name: 'Table: Not exported' });
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.focus();
      await expect(region).toBeFocused();
    });
  });
});

test.describe('API members tables on a desktop page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const apiRoutes = EVERY_ROUTE.filter((path) => /^\/docs\/(1\.x\/)?api\/(components|context|hooks|types)\//.test(path));

  test('fit the page without scrolling sideways, and show names and types as written', async ({ page }) => {
    // One page load per API page of both versions (47 since the grid and horizontal pages).
    test.setTimeout(apiRoutes.length * 2_000);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(30);
    for (const path of apiRoutes) {
      await page.goto(path);
      const tables = await page.locator('article .table-scroll').evaluateAll((wrappers) =>
        wrappers.map((wrapper) => ({
          overflow: wrapper.scrollWidth - wrapper.clientWidth,
          // Code as the reader copies it: a union's "|" without the backslash a Markdown table needs.
          escaped: [...wrapper.querySelectorAll('code')].map((code) => code.textContent ?? '').filter((text) => text.includes('\\|')),
        })),
      );
      expect(tables.length, path).toBeGreaterThan(0);
      for (const [n, table] of tables.entries()) {
        expect(table.overflow, `${path}, table ${n + 1} scrolls sideways`).toBeLessThanOrEqual(1);
        expect(table.escaped, `${path}, table ${n + 1}`).toEqual([]);
      }
    }
    // A long name wraps between its words, and still reads (and copies) as one word.
    await page.goto('/docs/api/hooks/useSortableList');
    const name = page.locator('a[id="usesortablelistoptions-enabledynamicheights"] code');
    await expect(name).toHaveText('enableDynamicHeights');
    expect(await name.locator('wbr').count()).toBe(2);
  });
});

test.describe('API members tables: scannable rows', () => {
  test('a row shows one short description; its edge cases are a Caveats list under the table, each item linking to its row', async ({
    page,
  }) => {
    await page.goto('/docs/api/components/sortable-grid-item');
    const row = page.getByRole('row').filter({ has: page.locator('a[id="sortablegriditemprops-ondrop"]') });
    const description = row.getByRole('cell').last();
    await expect(description).toHaveText(/^Receives the item's id, its final index and a copy of every item's cell when the touch ends\.$/);
    const table = page.getByRole('table').filter({ has: row });
    const caveats = table.locator('xpath=ancestor::div[contains(@class,"table-scroll")][1]/following-sibling::ul[1]');
    await expect(caveats.locator('xpath=preceding-sibling::p[1]')).toHaveText('Caveats');
    const item = caveats.getByRole('listitem').filter({ hasText: /^onDrop: / });
    await expect(item).toContainText('a tap on the item calls it too');
    await item.getByRole('link', { name: 'onDrop' }).click();
    await expect(page).toHaveURL(/#sortablegriditemprops-ondrop$/);
    await expect(page.locator('a[id="sortablegriditemprops-ondrop"]')).toBeInViewport();
  });
});

test.describe('wide tables and API members tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('stack each member into a card with labelled type, default and required, and stay a table for assistive technology', async ({
    page,
  }) => {
    await page.goto('/docs/api/components/draggable');
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Description' }) })
      .first();
    // Not a sideways-scrolling region any more: it fits.
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(1);
    const row = table.getByRole('row').filter({ has: page.locator('a[id="draggableprops-dragaxis"]') });
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(5);
    const shown = await cells.evaluateAll((els) =>
      els.map(
        (el) =>
          `${getComputedStyle(el, '::before')
            .content.replace(/^"|"$/g, '')
            .replace(/^none$/, '')}${el.textContent}`,
      ),
    );
    expect(shown.slice(0, 4)).toEqual(['dragAxis', 'Type: "x" | "y" | "both"', 'Default: "both"', 'Required: No']);
    expect(shown[4]).toMatch(/^Limits movement to one axis/);
    // One card under the other, full width.
    const [first, second] = [await cells.nth(1).boundingBox(), await cells.nth(2).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(second!.x).toBe(first!.x);
  });

  test('any table of four columns stacks the same way, and stacked tables pass axe in both colour modes', async ({ page }) => {
    for (const mode of ['dark', 'light']) {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.goto('/docs/api/overview');
      await waitForHydration(page);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: 'Droppable', exact: true }) })
        .first();
      const kind = row.getByRole('cell').nth(1);
      expect(await kind.evaluate((el) => `${getComputedStyle(el, '::before').content}${el.textContent}`)).toBe('"Kind: "component');
      for (const path of ['/docs/api/overview', '/docs/api/components/draggable']) {
        await page.goto(path);
        await waitForHydration(page);
        await injectAxe(page);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
          return (await axe.run(document)).violations.map((v) => v.id);
        });
        expect(violations, `${path} (${mode})`).toEqual([]);
      }
    }
  });
});
