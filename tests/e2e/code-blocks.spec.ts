import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration, colourModeToggle as toggle } from './fixtures';
import { EVERY_ROUTE } from './site-routes';
import { injectAxe, switchToLight } from './axe';
import { codeColoursInBuild } from './code-colours';

// Code blocks are highlighted at build time by Shiki (plugins/code-highlight, to keep
// page load fast on phones): the browser gets finished HTML and runs no highlighter.

const SITE_DIR = process.env.SITE_DIR ?? 'build';
// A property of Prism's grammars as written and as minified (`lookbehind:!0`); minifiers keep property names.
const PRISM_MARKER = /lookbehind:\s*(?:true|!0)/;
// The name of Shiki's error class, which its core keeps in any bundle.
const SHIKI_MARKER = 'ShikiError';
/** A coloured token of a code block: Shiki's HTML holds both modes' colours in its style. */
const TOKEN = 'span[style*="--shiki-light"]';

/** Counts DOM removals inside code blocks from the first byte of the page on. */
async function watchCodeBlockRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { codeBlockRemovals: number };
    w.codeBlockRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const inside = record.target instanceof Element && record.target.closest('.prism-code');
        const holding = [...record.removedNodes].some(
          (node) => node instanceof Element && (node.matches('.prism-code') || node.querySelector('.prism-code')),
        );
        if (record.removedNodes.length > 0 && (inside || holding)) w.codeBlockRemovals += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const removals = (page: Page) => page.evaluate(() => (window as unknown as { codeBlockRemovals: number }).codeBlockRemovals);

/** Lets React finish any work it queued while hydrating (two frames). */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test.describe('code blocks', () => {
  test('every ts, tsx, js and json block in the server HTML of every route is already highlighted', async ({ request }) => {
    let checked = 0;
    for (const route of EVERY_ROUTE) {
      const html = await (await request.get(route)).text();
      for (const [, language, body] of html.matchAll(/<pre[^>]*class="?prism-code language-(\w+)[^>]*>([\s\S]*?)<\/pre>/g)) {
        if (!['ts', 'tsx', 'js', 'json'].includes(language)) continue;
        checked += 1;
        expect(body, `${route}: a ${language} block without coloured tokens`).toMatch(/<span style="?--shiki-light:#/);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  test("a declaration block is labelled as the package's declaration, a partial snippet as a fragment", async ({ page }) => {
    await page.goto('/docs/api/components/draggable');
    await expect(page.getByText("Declaration, as the package's type definitions publish it").first()).toBeVisible();
    await expect(page.getByText('Fragment: part of a larger file, not a complete module')).toHaveCount(0);
    await page.goto('/docs/examples/drop-zones');
    await expect(page.getByText('Fragment: part of a larger file, not a complete module').first()).toBeVisible();
  });

  test('no script the site ships contains Prism', async () => {
    // The marker does identify Prism: its own bundle is full of it.
    expect(readFileSync('node_modules/prism-react-renderer/dist/index.js', 'utf8')).toMatch(PRISM_MARKER);
    const scripts = readdirSync(join(SITE_DIR, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const withPrism = scripts.filter((file) => PRISM_MARKER.test(readFileSync(join(SITE_DIR, 'assets', 'js', file), 'utf8')));
    expect(withPrism).toEqual([]);
  });

  test('a plain page and an untouched playground load no highlighter; Shiki is in the site only for a changed playground', async ({
    page,
  }) => {
    const scripts = readdirSync(join(SITE_DIR, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    const withShiki = scripts.filter((file) => readFileSync(join(SITE_DIR, 'assets', 'js', file), 'utf8').includes(SHIKI_MARKER));
    expect(withShiki.length, 'the playground chunk').toBeGreaterThan(0);
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(response.url())) loaded.push(response.url().replace(/^.*\//, ''));
    });
    for (const path of ['/docs/intro', '/docs/examples/basic-drag-drop', '/docs/components/draggable']) {
      await page.goto(path);
      await waitForHydration(page);
      await settle(page);
      // Time for anything an effect imports after hydration to arrive.
      await page.waitForTimeout(1500);
    }
    expect(loaded.length).toBeGreaterThan(5);
    expect(loaded.filter((file) => withShiki.includes(file))).toEqual([]);
  });

  test('hydration keeps the server-rendered code: nothing inside a code block is replaced', async ({ page, pageErrors }) => {
    await watchCodeBlockRemovals(page);
    await page.goto('/docs/examples/basic-drag-drop');
    await waitForHydration(page);
    await settle(page);
    await expect(page.locator(`.prism-code ${TOKEN}`).first()).toBeVisible();
    expect(await removals(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('token colours follow the colour mode without re-rendering the code', async ({ page }) => {
    await watchCodeBlockRemovals(page);
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    const keyword = page.locator(`.prism-code ${TOKEN}`, { hasText: /^import$/ }).first();
    const colours = () =>
      keyword.evaluate((element) => [
        getComputedStyle(element).color,
        getComputedStyle(element.closest('.theme-code-block')!).backgroundColor,
      ]);
    const dark = await colours();
    await toggle(page).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const light = await colours();
    expect(light[0]).not.toBe(dark[0]);
    expect(light[1]).not.toBe(dark[1]);
    expect(await removals(page)).toBe(0);
  });

  test('every colour the build gives code reads with enough contrast, dark and light (§1)', async ({ page }) => {
    const colours = codeColoursInBuild(SITE_DIR);
    expect(colours.length, 'colours found in the build').toBeGreaterThan(10);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    // A copy of the page's first block with one line per colour. The copy goes in a Markdown box of its own
    // outside React's root, where no render can remove it.
    await page.evaluate((colours) => {
      const model = document.querySelector('article pre.prism-code')!.closest('.theme-code-block')!;
      const box = document.createElement('div');
      box.className = model.closest('.markdown')!.className;
      document.body.append(box);
      const block = model.cloneNode(true) as HTMLElement;
      const pre = block.querySelector('pre')!;
      // Drawn whole: not a long block's placeholder box (its class), cut at a height or covered by the Copy button.
      pre.className = pre.className
        .split(' ')
        .filter((name) => !name.startsWith('long'))
        .join(' ');
      pre.removeAttribute('style');
      pre.style.maxHeight = 'none';
      block.querySelectorAll('button').forEach((button) => button.remove());
      const code = pre.querySelector('code')!;
      code.replaceChildren();
      for (const { style, text } of colours) {
        const line = document.createElement('div');
        line.className = 'token-line';
        const token = document.createElement('span');
        if (style) token.setAttribute('style', style);
        // axe leaves very short text undecided; the colour does not depend on the words.
        token.append(text.repeat(Math.ceil(12 / text.length)));
        token.dataset.codeColour = style || 'plain text';
        line.append(token);
        code.append(line);
      }
      box.append(block);
    }, colours);
    const audit = () =>
      page.evaluate(async () => {
        type Node = { element: HTMLElement; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }[] };
        type Result = { passes: { nodes: Node[] }[]; violations: { nodes: Node[] }[]; incomplete: { nodes: Node[] }[] };
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
        const lines = [...document.querySelectorAll<HTMLElement>('[data-code-colour]')];
        const result = await axe.run({ include: lines }, { runOnly: ['color-contrast'], elementRef: true });
        const named = (results: { nodes: Node[] }[]) =>
          results.flatMap((r) => r.nodes).map(({ element, any }) => `${element.dataset.codeColour} ${JSON.stringify(any[0]?.data ?? {})}`);
        return {
          lines: lines.length,
          passes: named(result.passes).length,
          violations: named(result.violations),
          incomplete: named(result.incomplete),
        };
      });
    await injectAxe(page);
    for (const mode of ['dark', 'light']) {
      if (mode === 'light') await switchToLight(page);
      const { lines, passes, violations, incomplete } = await audit();
      expect(lines, mode).toBe(colours.length);
      expect(violations, `${mode}: too little contrast`).toEqual([]);
      expect(incomplete, `${mode}: axe could not decide`).toEqual([]);
      // Every colour was checked: none left out as hidden or clipped.
      expect(passes, mode).toBe(colours.length);
    }
  });

  test('a client-side navigation renders highlighted code too', async ({ page, pageErrors }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.locator('article a[href="/docs/components/draggable"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draggable');
    await expect(page.locator(`.prism-code.language-tsx ${TOKEN}`).first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('Copy puts exactly the demo file that runs on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/examples/basic-drag-drop');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', { hasText: 'BasicDragDropScreen.tsx' });
    await block.hover();
    await block.getByRole('button', { name: /copy code/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync('demos/BasicDragDropScreen.tsx', 'utf8').replace(/\n$/, ''));
  });
});

// The word-wrap button is measured by a ResizeObserver (plugins/code-highlight/word-wrap.ts), not by
// reading every block's width right after hydration: these prove it still appears where a line is too long.
test.describe('code blocks on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const wrapButton = (block: Locator) => block.getByRole('button', { name: 'Toggle word wrap' });
  const scrolls = (block: Locator) => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  const shownBlock = (page: Page, text: string) =>
    page.getByRole('tabpanel').filter({ hasText: text }).locator('.theme-code-block').filter({ hasText: text });

  test('a block with a line too long for the screen offers word wrap, which wraps and unwraps it', async ({ page }) => {
    await page.goto('/docs/getting-started/installation');
    await waitForHydration(page);
    const block = shownBlock(page, 'npm install react-native-reanimated-dnd');
    await expect(wrapButton(block)).toBeVisible();
    expect(await scrolls(block)).toBe(true);
    await wrapButton(block).click();
    await expect.poll(() => scrolls(block)).toBe(false);
    // Wrapped, the block no longer scrolls, yet its button stays so the reader can undo it.
    await expect(wrapButton(block)).toBeVisible();
    await wrapButton(block).click();
    await expect.poll(() => scrolls(block)).toBe(true);
  });

  test('after a tab change, exactly the shown blocks that scroll offer word wrap', async ({ page }) => {
    await page.goto('/docs/getting-started/installation');
    await waitForHydration(page);
    await page.getByRole('tablist').first().getByRole('tab', { name: 'yarn' }).click();
    await expect(shownBlock(page, 'yarn add react-native-reanimated-dnd')).toBeVisible();
    const blocks = page.locator('.theme-code-block:visible');
    const seen = { scrolling: 0, fitting: 0 };
    for (const block of await blocks.all()) {
      await block.scrollIntoViewIfNeeded();
      const scrolling = await scrolls(block);
      seen[scrolling ? 'scrolling' : 'fitting'] += 1;
      await expect(wrapButton(block), await block.innerText()).toHaveCount(scrolling ? 1 : 0);
    }
    expect(seen.scrolling).toBeGreaterThan(0);
    expect(seen.fitting).toBeGreaterThan(0);
  });

  // Long blocks are drawn only near the screen (content-visibility, plugins/code-highlight/theme/CodeBlock/Content).
  test('a long block far below holds the place it takes once drawn, so the page does not jump', async ({ page }) => {
    await page.goto('/docs/examples/basic-drag-drop');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', { hasText: 'BasicDragDropScreen.tsx' });
    const lastLine = block.locator('.token-line').last();
    const drawn = () => lastLine.evaluate((line) => line.checkVisibility({ contentVisibilityAuto: true }));
    const box = () =>
      block.locator('pre').evaluate((pre) => ({ height: pre.getBoundingClientRect().height, scrolls: pre.scrollWidth > pre.clientWidth }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    expect(await drawn()).toBe(false);
    const before = await box();
    await block.locator('pre').evaluate((pre) => pre.scrollIntoView());
    await expect.poll(drawn).toBe(true);
    const after = await box();
    expect(Math.abs(after.height - before.height)).toBeLessThan(3);
    expect(after.scrolls).toBe(before.scrolls);
    expect(after.height).toBeGreaterThan(1000);
  });
});
