import { test, expect, waitForHydration } from './fixtures';
import { centreOf, dragMouse, dragTouch, openDemo } from './drag';
import { ALL_ROUTES } from './site-routes';

const EXAMPLES = [
  'advanced-features', 'axis-constraints', 'basic-drag-drop', 'bounded-dragging', 'capacity-limits', 'collision-detection',
  'custom-animations', 'drag-handles', 'drop-zones', 'sortable-lists', 'visual-feedback',
].map((page) => `/docs/examples/${page}`);

/** Strings that only the code of each demo dependency contains (never the docs' prose). */
const DEMO_CODE_MARKERS: Record<string, RegExp> = {
  'react-native-web': /react-native-stylesheet/,
  'react-native-reanimated': /ReanimatedError/,
  'react-native-gesture-handler': /Handler with tag \$\{\w+\} already exists/,
  'react-native-reanimated-dnd': /\.dropAlignment\|\|"center"/,
};

/** Which demo dependencies the JavaScript loaded while visiting `path` contains. */
async function demoCodeLoaded(page: import('@playwright/test').Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await waitForHydration(page);
  const preview = page.getByTestId('live-demo-preview');
  if ((await preview.count()) > 0) await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const code = (await Promise.all(bodies)).join('\n');
  return Object.entries(DEMO_CODE_MARKERS)
    .filter(([, marker]) => marker.test(code))
    .map(([name]) => name);
}

test.describe('Issue 7 live demos: the frame', () => {
  for (const path of EXAMPLES) {
    test(`${path} shows a live demo above its code, and the code shown is a complete screen`, async ({ page, pageErrors }) => {
      await page.goto(path);
      const figure = page.getByRole('figure', { name: /^Live demo: \w+Screen\.tsx$/ });
      await expect(figure).toHaveCount(1);
      const preview = figure.getByTestId('live-demo-preview');
      await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      await expect(preview.getByText('Loading the live demo…')).toHaveCount(0);
      const code = figure.locator('pre');
      await expect(code).toContainText("from 'react-native-reanimated-dnd'");
      await expect(code).toContainText('export default function');
      // Preview first, then the code.
      expect((await preview.boundingBox())!.y).toBeLessThan((await code.boundingBox())!.y);
      expect(pageErrors).toEqual([]);
    });
  }

  test('the server HTML holds only the fallback, of the same size as the demo', async ({ browser, request }) => {
    const html = await (await request.get('/docs/examples/basic-drag-drop')).text();
    expect(html).toContain('<noscript> It needs JavaScript; the code below is the whole screen.</noscript>');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/examples/basic-drag-drop');
    const preview = page.getByTestId('live-demo-preview');
    await expect(preview).toHaveAttribute('aria-busy', 'true');
    await expect(preview).toContainText('Loading the live demo…');
    // Nothing of the running screen, whose first card is "Write spec".
    await expect(preview.getByText('Write spec')).toHaveCount(0);
    const before = await preview.boundingBox();
    await context.close();
    const live = await browser.newPage();
    await openDemo(live, '/docs/examples/basic-drag-drop', 'Write spec');
    const after = await live.getByTestId('live-demo-preview').boundingBox();
    expect(after!.height).toBe(before!.height);
    await live.close();
  });

  test('Reset remounts the demo in its first state', async ({ page, pageErrors }) => {
    const preview = await openDemo(page, '/docs/examples/basic-drag-drop', 'Write spec');
    await dragMouse(page, preview.getByText('Write spec'), preview.getByText('Drop a card here'));
    await expect(preview.getByText('✓ Write spec')).toBeVisible();
    await page.getByRole('button', { name: 'Reset the live demo BasicDragDropScreen.tsx' }).click();
    await expect(preview.getByText('Drop a card here')).toBeVisible();
    await expect(preview.getByText('✓ Write spec')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a reader who prefers reduced motion gets a note, and the demo still works', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const preview = await openDemo(page, '/docs/examples/basic-drag-drop', 'Write spec');
    await expect(page.getByRole('note')).toContainText('reduced motion');
    await dragMouse(page, preview.getByText('Review PR'), preview.getByText('Drop a card here'));
    await expect(preview.getByText('✓ Review PR')).toBeVisible();
    await context.close();
    const plain = await browser.newPage({ reducedMotion: 'no-preference' });
    await openDemo(plain, '/docs/examples/basic-drag-drop', 'Write spec');
    await expect(plain.getByRole('note')).toHaveCount(0);
    await plain.close();
  });

  test('a demo whose code fails to load says so and offers Retry, which recovers', async ({ page }) => {
    let fail = true;
    // Fail exactly the chunks that carry demo code (react-native-web or the library's worklets).
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (fail && /react-native-stylesheet|__workletHash/.test(body)) return route.abort('failed');
      return route.fulfill({ response, body });
    });
    await page.goto('/docs/examples/basic-drag-drop');
    const preview = page.getByTestId('live-demo-preview');
    const alert = preview.getByRole('alert');
    await expect(alert).toContainText(/The live demo stopped: .*(chunk|Loading)/i);
    await expect(preview).toHaveAttribute('aria-busy', 'false');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(preview.getByText('Write spec')).toBeVisible();
    await expect(preview.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('Issue 7 live demos: readers on every device', () => {
  test('a touch drag on a phone drops the card, and the page does not scroll while dragging', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const preview = await openDemo(page, '/docs/examples/basic-drag-drop', 'Write spec');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await dragTouch(page, preview.getByText('Ship build'), preview.getByText('Drop a card here'));
    await expect(preview.getByText('✓ Ship build')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await context.close();
  });

  test('on a phone the page still scrolls with a finger outside the demo', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openDemo(page, '/docs/examples/basic-drag-drop', 'Write spec');
    await page.evaluate(() => window.scrollTo(0, 0));
    // A swipe up on the intro text, above the demo (synthesized scroll gestures do not scroll headless Chromium; real touch events do).
    const intro = await centreOf(page.getByText(/^Drag task cards into a "Done" zone/));
    await dragTouch(page, intro, { x: intro.x, y: intro.y - 150 }, 6);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the demo runs in ${mode} mode`, async ({ page, pageErrors }) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      const preview = await openDemo(page, '/docs/examples/drag-handles', /./);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(preview).toHaveAttribute('aria-busy', 'false');
      // The demo keeps its own light screen, so its text stays readable in both modes.
      await expect(preview).toHaveCSS('background-color', 'rgb(246, 247, 249)');
      expect(pageErrors).toEqual([]);
    });
  }

  test('navigating away and back by client-side links and history keeps the demo working', async ({ page, pageErrors }) => {
    const preview = await openDemo(page, '/docs/examples/basic-drag-drop', 'Write spec');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Drag Handles' }).click();
    await expect(page).toHaveURL(/\/docs\/examples\/drag-handles$/);
    await expect(page.getByTestId('live-demo-preview')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/examples\/basic-drag-drop$/);
    await expect(preview.getByText('Write spec')).toBeVisible({ timeout: 20_000 });
    await preview.scrollIntoViewIfNeeded();
    await dragMouse(page, preview.getByText('Write spec'), preview.getByText('Drop a card here'));
    await expect(preview.getByText('✓ Write spec')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('Issue 7 live demos: cost nothing elsewhere', () => {
  test('a demo page loads react-native-web, Reanimated, Gesture Handler and the library', async ({ page }) => {
    expect(await demoCodeLoaded(page, '/docs/examples/basic-drag-drop')).toEqual(Object.keys(DEMO_CODE_MARKERS));
  });

  test('every page without a demo loads none of them', async ({ page }) => {
    test.setTimeout(180_000);
    const plain = ALL_ROUTES.filter((path) => !EXAMPLES.includes(path));
    expect(plain.length).toBe(ALL_ROUTES.length - EXAMPLES.length);
    for (const path of plain) expect(await demoCodeLoaded(page, path), path).toEqual([]);
  });
});
