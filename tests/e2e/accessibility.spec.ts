import { test, expect, waitForHydration } from './fixtures';
import { EVERY_ROUTE } from './site-routes';
import { injectAxe } from './axe';

type AxeViolation = { id: string; impact: string; nodes: { target: string[] }[] };

for (const mode of ['dark', 'light'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    });

    for (const path of EVERY_ROUTE) {
      test(`§1 ${path} has no axe violations of any impact (${mode})`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Audit a live demo as a reader meets it: running, not its loading placeholder.
        for (const demo of await page.getByTestId('live-demo-preview').all()) {
          await expect(demo).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
        }
        await injectAxe(page);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
          const result = await axe.run(document);
          return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
        });
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      });
    }
  });
}

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
      await page.goto('/docs/api/components/draggable');
      const region = page.getByRole('region', { name: 'Table: Props' });
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
