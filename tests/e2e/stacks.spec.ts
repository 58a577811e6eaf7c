import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { buildStackPage } from '../../lib/stack-bundle.mjs';
import { EXPO_STACKS, type ExpoStack } from '../../data/versions.mjs';
import { STACK_RESULTS } from '../../data/stack-results.mjs';

/**
 * The compatibility table's claim for each Expo SDK row (data/stack-results.mjs)
 * holds: the docs version's demo screens, bundled against that SDK's Reanimated,
 * Worklets, Gesture Handler and react-native-web (lib/stack-bundle.mjs),
 * load without an error and each one's first draggable follows a real mouse drag.
 * A row that claims a failure must still fail the way it says. One page per stack.
 */

type Outcome = { demo: string; result: 'follows' | string };

/** The first element of a demo that Gesture Handler made draggable (it sets `touch-action: none` on a pan's view). */
async function firstDraggable(section: Locator): Promise<Locator | null> {
  const index = await section.evaluate((root) => {
    const all = [...root.querySelectorAll<HTMLElement>('*')];
    return all.findIndex((el) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).touchAction === 'none' && box.width > 8 && box.height > 8;
    });
  });
  return index < 0 ? null : section.locator('*').nth(index);
}

/** Presses the element, holds past a sortable row's long press, moves it 40 px down and right in steps, and says whether it followed. */
async function dragOnce(page: Page, target: Locator): Promise<string> {
  await target.scrollIntoViewIfNeeded();
  const before = await target.boundingBox();
  if (!before) return 'its draggable has no box';
  const start = { x: before.x + Math.min(before.width / 2, 30), y: before.y + Math.min(before.height / 2, 20) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.evaluate(() => new Promise((done) => setTimeout(done, 600)));
  for (let step = 1; step <= 12; step++) await page.mouse.move(start.x + (step * 40) / 12, start.y + (step * 40) / 12);
  let moved = 0;
  await expect
    .poll(
      async () => {
        const during = await target.boundingBox();
        moved = during ? Math.max(Math.abs(during.x - before.x), Math.abs(during.y - before.y)) : 0;
        return moved;
      },
      { timeout: 3_000 },
    )
    .toBeGreaterThan(15)
    .catch(() => undefined);
  await page.mouse.up();
  return moved > 15 ? 'follows' : `does not follow the pointer (moved ${Math.round(moved)} px of 40)`;
}

async function runStack(
  page: Page,
  stack: ExpoStack,
  outDir: string,
): Promise<{ outcomes: Outcome[]; errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/__stack/**', (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() || 'index.html';
    return route.fulfill({ body: readFileSync(join(outDir, file)), contentType: file.endsWith('.js') ? 'text/javascript' : 'text/html' });
  });
  await page.setViewportSize({ width: 480, height: 800 });
  await page.goto(`/__stack/sdk${stack.sdk}/index.html`);
  await expect(page.locator('body')).toHaveAttribute('data-mounted', /\d+/, { timeout: 15_000 });
  const outcomes: Outcome[] = [];
  for (const section of await page.locator('section[data-demo]').all()) {
    const demo = String(await section.getAttribute('data-demo'));
    const target = await firstDraggable(section);
    outcomes.push({ demo, result: target ? await dragOnce(page, target) : 'renders no draggable' });
  }
  // Each message once: an error thrown on every frame is one finding.
  return { outcomes, errors: [...new Set(errors)], warnings: [...new Set(warnings)] };
}

for (const stack of EXPO_STACKS) {
  const claim = STACK_RESULTS[stack.sdk];
  test(`Expo SDK ${stack.sdk}: the ${stack.docsVersion} demos bundle with its packages and ${claim?.runs ? 'every demo follows a drag' : 'the table’s failing demos still fail'}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    expect(claim, `data/stack-results.mjs has a result for SDK ${stack.sdk}`).toBeDefined();
    const outDir = testInfo.outputPath('stack');
    const { screens } = await buildStackPage(stack, { outDir });
    const { outcomes, errors, warnings } = await runStack(page, stack, outDir);
    await testInfo.attach('outcomes', { body: JSON.stringify({ outcomes, errors, warnings }, null, 2), contentType: 'application/json' });
    expect(outcomes.map((o) => o.demo)).toEqual(screens);
    const failing = Object.fromEntries(outcomes.filter((o) => o.result !== 'follows').map((o) => [o.demo, o.result]));
    expect({ failing, errors }).toEqual({ failing: claim.failing ?? {}, errors: claim.errors ?? [] });
    expect(warnings.filter((w) => /deprecat/i.test(w))).toEqual(claim.deprecationWarnings ?? []);
  });
}
