// @ts-check
/**
 * First touch drag: how long a reader's finger waits for a live demo's card
 * to move, when touching the card is the first thing the reader does on the
 * page. The demo's code loads on that touch (plugins/live-code/staged-load/intent.ts)
 * and plays the gesture kept meanwhile (client/early-gesture.ts).
 *
 * For each page and CPU setting (unthrottled, and 4x slowdown through CDP
 * Emulation.setCPUThrottlingRate), BENCH_FIRST_TOUCH_RUNS runs (default 3),
 * each in a fresh 390 by 844 touch-screen context (empty cache): the page is
 * loaded and scrolled to the demo with no pointer on it; then a finger
 * (CDP Input.dispatchTouchEvent) touches the card and moves up 10 px every
 * 16 ms for 80 px, and holds. Measured: from the touchstart's event time to
 * the first animation frame in which the card has moved within the demo.
 *
 *   node bench/first-touch.mjs [siteDir]   # serves the build itself; prints JSON
 */
import { errorMessage, inFreshContext, median, round, runStandalone } from './util.mjs';

export const FIRST_TOUCH_PAGES = ['/docs/examples/basic-drag-drop', '/docs/1.x/examples/basic-drag-drop'];
const ITEM = 'Ship build';
const THROTTLES = [1, 4];
const RUNS = Number(process.env.BENCH_FIRST_TOUCH_RUNS ?? 3);
const STEP_PX = 10;
const STEPS = 8;
const STEP_MS = 16;

/**
 * In the page: resolves with the ms from the next touchstart to the first frame in which the element showing
 * `text` (its parent: the card) sits elsewhere in the demo's preview than it did at the touch.
 * @param {string} text
 */
function watchFirstMove(text) {
  const w = /** @type {any} */ (window);
  const preview = /** @type {HTMLElement} */ (document.querySelector('[data-testid="live-demo-preview"]'));
  const label = [...preview.querySelectorAll('div')].find((element) => element.textContent === text && element.children.length === 0);
  const card = label?.parentElement;
  if (!card) throw new Error(`no "${text}" card in the demo`);
  const where = () => {
    const box = card.getBoundingClientRect();
    const frame = preview.getBoundingClientRect();
    return { x: box.x - frame.x, y: box.y - frame.y };
  };
  w.__firstMove = new Promise((resolve) => {
    window.addEventListener(
      'touchstart',
      (event) => {
        const touchedAt = event.timeStamp;
        const start = where();
        const tick = (/** @type {number} */ frameTime) => {
          const now = where();
          if (Math.abs(now.x - start.x) + Math.abs(now.y - start.y) >= 1) resolve({ ms: frameTime - touchedAt });
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true, passive: true },
    );
  });
}

/**
 * One run: load, scroll to the demo, throttle, touch the card and drag it up, time the first move.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {number} throttle
 * @returns {Promise<{ ms: number } | { error: string }>}
 */
async function measureTouch(browser, url, throttle) {
  return inFreshContext(
    browser,
    { label: `first touch ${url}`, ms: 120_000, options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    async (context) => {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
      const preview = page.getByTestId('live-demo-preview').first();
      await preview.scrollIntoViewIfNeeded();
      const box = await preview.getByText(ITEM, { exact: true }).boundingBox();
      if (!box) throw new Error(`no "${ITEM}" card`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.evaluate(watchFirstMove, ITEM);
      const touch = (/** @type {'touchStart' | 'touchMove' | 'touchEnd'} */ type, /** @type {{ x: number, y: number } | null} */ at) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y, id: 1 }] : [] });
      const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await touch('touchStart', from);
      for (let step = 1; step <= STEPS; step++) {
        await new Promise((resolve) => setTimeout(resolve, STEP_MS));
        await touch('touchMove', { x: from.x, y: from.y - step * STEP_PX });
      }
      // The finger holds still until the card has moved (the demo's code may still be loading).
      const { ms } = await page.evaluate(() => /** @type {any} */ (window).__firstMove);
      await touch('touchEnd', null);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      return { ms };
    },
  );
}

/**
 * @typedef {{ path: string, cpuSlowdown: number, runs: number, ms: number | null, range: number[] | null, errors: string[] }} FirstTouchRow
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, pages?: string[] }} options
 * @returns {Promise<FirstTouchRow[]>}
 */
export async function measureFirstTouch({ browser, baseUrl, pages = FIRST_TOUCH_PAGES }) {
  const results = [];
  for (const path of pages) {
    for (const throttle of THROTTLES) {
      /** @type {number[]} */
      const times = [];
      /** @type {string[]} */
      const errors = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await measureTouch(browser, baseUrl + path, throttle);
        if ('error' in result && result.error !== undefined) errors.push(result.error);
        else if ('ms' in result) times.push(result.ms);
      }
      results.push({
        path,
        cpuSlowdown: throttle,
        runs: times.length,
        ms: round(median(times)),
        range: times.length ? [round(Math.min(...times)) ?? 0, round(Math.max(...times)) ?? 0] : null,
        errors: errors.map((e) => errorMessage(e)),
      });
    }
  }
  return results;
}

await runStandalone(import.meta.url, async (setup) => {
  console.log(JSON.stringify(await measureFirstTouch(setup), null, 2));
});
