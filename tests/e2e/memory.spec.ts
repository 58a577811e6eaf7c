import type { CDPSession, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { previewOf } from './drag';

/**
 * Client-side navigation between two live-demo pages must not keep the old
 * page alive. Both pages use `Draggable.Handle`, whose first render attaches
 * one gesture to two detectors: Gesture Handler then dropped only the second
 * tag, and its registry held the first, with closures over the unmounted
 * demo (patches/react-native-gesture-handler*.patch).
 */
const PAIRS = [
  { label: '[2.x]', pages: ['/docs/examples/drag-handles', '/docs/examples/advanced-features'] },
  { label: '[1.x]', pages: ['/docs/1.x/examples/drag-handles', '/docs/1.x/examples/advanced-features'] },
];
const ROUND_TRIPS = 10;
/** Nodes allowed to remain after 20 navigations: well under one leaked demo page (about 2,000 nodes each). */
const NODE_BOUND = 1_000;

async function domNodesAfterGc(cdp: CDPSession): Promise<number> {
  // Twice: the first pass can free objects whose finalisers release more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return nodes;
}

/** Navigates in the app (no reload) and waits until the new page's demo runs. */
async function navigateTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  const preview = previewOf(page);
  // The address changes before the new page renders, so the first preview found
  // may be the old page's, detached a moment later: retry until the new one answers.
  await expect(async () => {
    await preview.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await preview.hover({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

for (const { label, pages } of PAIRS) {
  test(`${label} navigating between two demo pages ${ROUND_TRIPS * 2} times keeps DOM nodes flat after GC`, async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await page.goto(pages[0]);
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    // One warm-up round trip: both demos' code and the router's caches are loaded once.
    await navigateTo(page, pages[1]);
    await navigateTo(page, pages[0]);
    const start = await domNodesAfterGc(cdp);
    for (let i = 0; i < ROUND_TRIPS; i++) {
      await navigateTo(page, pages[1]);
      await navigateTo(page, pages[0]);
    }
    const end = await domNodesAfterGc(cdp);
    expect(end - start, `DOM nodes grew from ${start} to ${end}`).toBeLessThanOrEqual(NODE_BOUND);
    expect(pageErrors).toEqual([]);
  });
}
