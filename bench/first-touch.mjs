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
import { runStandalone, timeFirstActions } from './util.mjs';

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
 * A finger through CDP Input.dispatchTouchEvent.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {'touchStart' | 'touchMove' | 'touchEnd'} type
 * @param {{ x: number, y: number } | null} at
 */
async function touch(cdp, type, at) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y, id: 1 }] : [] });
}

/**
 * @typedef {{ path: string, cpuSlowdown: number, runs: number, ms: number | null, range: number[] | null, errors: string[] }} FirstTouchRow
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, pages?: string[] }} options
 * @returns {Promise<FirstTouchRow[]>}
 */
export async function measureFirstTouch({ browser, baseUrl, pages = FIRST_TOUCH_PAGES }) {
  const rows = await timeFirstActions(
    { browser, baseUrl, pages, throttles: THROTTLES, runs: RUNS },
    // One run: load, scroll to the demo, throttle, touch the card and drag it up, time the first move.
    {
      label: 'first touch',
      key: '__firstMove',
      options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      prepare: async (page) => {
        const preview = page.getByTestId('live-demo-preview').first();
        await preview.scrollIntoViewIfNeeded();
        const box = await preview.getByText(ITEM, { exact: true }).boundingBox();
        if (!box) throw new Error(`no "${ITEM}" card`);
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      },
      watch: watchFirstMove,
      watchArg: ITEM,
      // The finger then holds still until the card has moved (the demo's code may still be loading).
      act: async (_page, cdp, from) => {
        await touch(cdp, 'touchStart', from);
        for (let step = 1; step <= STEPS; step++) {
          await new Promise((resolve) => setTimeout(resolve, STEP_MS));
          await touch(cdp, 'touchMove', { x: from.x, y: from.y - step * STEP_PX });
        }
      },
      after: (cdp) => touch(cdp, 'touchEnd', null),
    },
    ({ result }) => ({ ms: /** @type {{ ms: number }} */ (result).ms }),
  );
  return rows.map(({ times: _times, ...row }) => row);
}

await runStandalone(import.meta.url, async (setup) => {
  console.log(JSON.stringify(await measureFirstTouch(setup), null, 2));
});
