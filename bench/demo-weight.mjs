// @ts-check
/**
 * Extra JavaScript a live demo costs its page. LiveDemo sets the User Timing
 * mark `live-demo:load` just before it imports the demo, so every script the
 * page requests after that mark is the demo's: react-native-web, Reanimated,
 * Gesture Handler, the library and the demo screen. Sizes come from Resource
 * Timing (transferSize: compressed body + headers), on the page's own clock,
 * in a fresh context with an empty cache.
 */
import { inFreshContext, reachForDemos } from './util.mjs';

const PAGE_TIMEOUT_MS = 60_000;

/** @param {import('playwright-core').Browser} browser @param {string} url */
export function measureDemoWeight(browser, url) {
  return inFreshContext(browser, { label: 'demo weight', ms: PAGE_TIMEOUT_MS + 15_000 }, (context) => measure(context, url));
}

/** @param {import('playwright-core').BrowserContext} context @param {string} url */
async function measure(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
  // A page can hold several demos (sortable-lists): wait until every one has loaded.
  await page.locator('[data-testid="live-demo-preview"]').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
  await reachForDemos(page);
  await page.waitForFunction(() => !document.querySelector('[data-testid="live-demo-preview"][aria-busy="true"]'), null, {
    timeout: PAGE_TIMEOUT_MS,
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const start = performance.getEntriesByName('live-demo:load')[0]?.startTime ?? Infinity;
    const after = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
      (e) => e.initiatorType === 'script' && e.startTime >= start,
    );
    return {
      scripts: after.length,
      gzipBytes: after.reduce((total, e) => total + e.transferSize, 0),
      rawBytes: after.reduce((total, e) => total + e.decodedBodySize, 0),
    };
  });
}
