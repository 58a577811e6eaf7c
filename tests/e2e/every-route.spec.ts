import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, untilStable } from './fixtures';
import { EVERY_ROUTE, EXAMPLE_ROUTES, VERSIONED_DOC_ROUTES } from './site-routes';
import { axeViolations, CODE_LINES, COLOUR_RULES, switchToLight } from './axe';
import { metaPolicy, watchViolations } from './csp';
import { DEMO_CODE_MARKERS, markersIn, recordScripts } from './demo-code';
import { runSamples, SAMPLES_BY_ROUTE } from './samples';
import { sidewaysOverflow } from './drag';

/**
 * One load per route proves what every page owes its reader:
 * - §2: a doc route answers 200 and shows its own heading, title and description;
 * - §8: no uncaught error, console error or warning, or content-policy violation, from load to the end;
 *   a page without a demo loads no demo code by itself, and a page with one runs it, above its code;
 * - §1: no axe violation of any impact, dark then light (code lines: code-blocks.spec.ts); an API page's members tables fit a desktop page;
 * - every complete sample with a Run button runs (samples.ts);
 * - at a phone's 390 px width, no running demo or sample reaches past its frame sideways (drag.ts, sidewaysOverflow).
 * Each route is loaded once for all of them because a load is most of each check's cost.
 */

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

/** API pages of a component, context, hook or types: their members tables. */
const API_MEMBERS_PAGE = /^\/docs\/(1\.x\/)?api\/(components|context|hooks|types)\//;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

test.describe('every route, one load each', () => {
  test('every page with complete samples is one of these routes, so each sample runs', () => {
    expect([...SAMPLES_BY_ROUTE.keys()].filter((route) => !EVERY_ROUTE.includes(route))).toEqual([]);
    expect(SAMPLES_BY_ROUTE.size).toBeGreaterThan(80);
  });

  for (const path of EVERY_ROUTE) {
    const doc = VERSIONED_DOC_ROUTES.find((route) => route.path === path);
    const hasDemo = EXAMPLE_ROUTES.includes(path);
    const shows = doc ? ` shows "${doc.title}"` : '';
    const demo = hasDemo ? 'its demos run above their code' : 'no demo code of its own';
    const samples = SAMPLES_BY_ROUTE.get(path) ?? [];
    const runs = samples.some((sample) => sample.runnable)
      ? `, its ${samples.length} sample${samples.length === 1 ? '' : 's'} run${samples.length === 1 ? 's' : ''}`
      : '';
    test(`${path}${shows}: no error or policy violation, ${demo}, no axe violation (dark, then light)${runs}${hasDemo || runs ? ', nothing overflows its frame at 390 px' : ''} (§2 §8 §1)`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(30_000 + samples.length * 10_000);
      const violations = await watchViolations(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const scripts = recordScripts(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (doc) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
        await expect(page).toHaveTitle(`${doc.title} | React Native Reanimated DnD`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(20);
      }
      if (API_MEMBERS_PAGE.test(path)) {
        // At a desktop width (the default 1280 px) every members table fits without scrolling sideways,
        // and code reads as the reader copies it: a union's "|" without the backslash a Markdown table needs.
        const tables = await page.locator('article .table-scroll').evaluateAll((wrappers) =>
          wrappers.map((wrapper) => ({
            overflow: wrapper.scrollWidth - wrapper.clientWidth,
            escaped: [...wrapper.querySelectorAll('code')].map((code) => code.textContent ?? '').filter((text) => text.includes('\\|')),
          })),
        );
        expect(tables.length, 'members tables').toBeGreaterThan(0);
        for (const [n, table] of tables.entries()) {
          expect(table.overflow, `table ${n + 1} scrolls sideways`).toBeLessThanOrEqual(1);
          expect(table.escaped, `table ${n + 1}`).toEqual([]);
        }
      }
      expect(await metaPolicy(page)).toContain("script-src 'self'");
      // Dark is the default mode (§4).
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

      if (hasDemo) {
        // A live demo is audited twice, as a reader meets it: first its server-painted frame, then running
        // (the pointer loads React Native for the web, Reanimated and Gesture Handler) once its layout has
        // stopped changing, since rows measured after layout can make a list overflow its box.
        const previews = page.getByTestId('live-demo-preview');
        const frames = await axeViolations(page, { within: previews });
        expect(frames, `dark, demo frames: ${pretty(frames)}`).toEqual([]);
        const figures = page.getByRole('figure', { name: /^Live demo: \w+Screen\.tsx$/ });
        // One demo per example page, except the sortable lists, which add the grid and rows of different heights from 2.0.
        await expect(figures).toHaveCount(path === '/docs/examples/sortable-lists' ? 3 : 1);
        for (const figure of await figures.all()) {
          const preview = figure.getByTestId('live-demo-preview');
          await preview.hover();
          await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
          await expect(preview.getByRole('alert')).toHaveCount(0);
          // The running screen first, then its code, which is the whole screen.
          const code = figure.locator('pre');
          await expect(code).toContainText("from 'react-native-reanimated-dnd'");
          await expect(code).toContainText('export default function');
          expect((await preview.boundingBox())!.y).toBeLessThan((await code.boundingBox())!.y);
        }
        await layoutSettled(page);
        // axe lets a region overflow by a few pixels unflagged; a row cut off by any amount must still be reachable.
        expect(await unreachableScrollAreas(page), 'live demos whose scrolling area a keyboard cannot reach').toEqual([]);
      }
      const dark = await axeViolations(page, { exclude: [CODE_LINES] });
      expect(dark, `dark: ${pretty(dark)}`).toEqual([]);
      if (!hasDemo) {
        // Before any sample runs: what the page loaded by itself.
        await page.waitForLoadState('networkidle');
        expect(markersIn(await scripts(), DEMO_CODE_MARKERS), 'demo code loaded').toEqual([]);
      }
      // The markup is the same in both modes (ARCHITECTURE: colours are CSS), so only the rules that read colours can differ.
      await switchToLight(page);
      const light = await axeViolations(page, { rules: COLOUR_RULES, exclude: [CODE_LINES] });
      expect(light, `light: ${pretty(light)}`).toEqual([]);

      if (samples.length) expect(await runSamples(page, path, samples), 'problems while running the samples').toEqual([]);
      if (hasDemo || runs) {
        // At a phone's width (390 px), no running demo or sample reaches past its frame sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        const overflows: string[] = [];
        for (const frame of await page.locator('[data-testid="live-demo-preview"], [data-testid="runnable-sample-preview"]').all()) {
          if (!(await frame.isVisible())) continue;
          const name =
            (await frame.getAttribute('aria-label')) ?? (await frame.locator('xpath=ancestor::figure[1]').getAttribute('aria-label'));
          for (const overflow of await sidewaysOverflow(frame)) overflows.push(`${name}: ${overflow}`);
        }
        expect(overflows, 'at 390 px, demos and samples reaching past their frames sideways').toEqual([]);
      }
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }
});
