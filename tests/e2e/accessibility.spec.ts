import { join } from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { EVERY_ROUTE } from './site-routes';

const axePath = join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

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
        const demo = page.getByTestId('live-demo-preview');
        if ((await demo.count()) > 0) await expect(demo).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
        await page.addScriptTag({ path: axePath });
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
