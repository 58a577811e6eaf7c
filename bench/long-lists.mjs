// @ts-check
/**
 * Long lists: what a 2.0.0 `Sortable` of 100, 500 and 1,000 rows costs in the
 * browser, measured on the live demo of /docs/examples/long-lists (the
 * LongListScreen demo: fixed 44 px rows, the default FlatList, 340 px frame).
 *
 * For each size and CPU setting (unthrottled, and 4x slowdown through CDP
 * Emulation.setCPUThrottlingRate), BENCH_LONG_LIST_RUNS runs (default 3), each
 * in a fresh browser context:
 *
 * - mount: from the click on the size button (for 100 rows: the demo's Reset
 *   button, which mounts the screen again at 100 rows) to the last change the
 *   list makes to the page, found with a MutationObserver that sees no change
 *   for 500 ms; also the rows in the page at that point;
 * - drag: a real mouse drag of Row 1 (pressed for 400 ms, then moved 3 rows
 *   down in 60 steps, one step per animation frame, then released), recording
 *   every animation frame's interval from the press to 500 ms after the release.
 *
 *   node bench/long-lists.mjs [siteDir]   # serves the build itself; prints JSON and a table
 */
import { median, percentile, reachForDemos, round, runStandalone } from './util.mjs';

const PAGE = '/docs/examples/long-lists';
const SIZES = (process.env.BENCH_LONG_LIST_SIZES ?? '100,500,1000').split(',').map(Number);
const THROTTLES = (process.env.BENCH_LONG_LIST_THROTTLES ?? '1,4').split(',').map(Number);
const RUNS = Number(process.env.BENCH_LONG_LIST_RUNS ?? 3);
const ROW_HEIGHT = 44;
const QUIET_MS = 500;

/**
 * Sets `__longListDone`: resolves with { mountMs, rows } once the list has not changed for `quietMs` after the next click.
 * @param {number} quietMs
 */
function watchUntilQuiet(quietMs) {
  const preview = document.querySelector('[data-testid="live-demo-preview"]');
  if (!preview) throw new Error('no live demo preview');
  const state = { clickAt: 0, lastChange: 0 };
  const observer = new MutationObserver(() => (state.lastChange = performance.now()));
  observer.observe(preview, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', (event) => (state.clickAt = event.timeStamp), { capture: true, once: true });
  /** @type {any} */ (window).__longListDone = new Promise((resolve) => {
    const check = () => {
      if (state.clickAt && state.lastChange > state.clickAt && performance.now() - state.lastChange > quietMs) {
        observer.disconnect();
        const rows = Array.from(preview.querySelectorAll('div')).filter(
          (el) => /^Row \d+$/.test(el.textContent ?? '') && el.children.length === 0,
        );
        resolve({ mountMs: state.lastChange - state.clickAt, rows: rows.length });
      } else setTimeout(check, 50);
    };
    check();
  });
}

/** Starts recording animation-frame timestamps; `__frames` collects them until `__stopFrames()`. */
function recordFrames() {
  const w = /** @type {any} */ (window);
  w.__frames = [];
  let recording = true;
  w.__stopFrames = () => (recording = false);
  const tick = (/** @type {number} */ t) => {
    w.__frames.push(t);
    if (recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** @param {import('playwright-core').Page} page @param {string} baseUrl */
async function openDemo(page, baseUrl) {
  await page.goto(baseUrl + PAGE);
  const preview = page.getByTestId('live-demo-preview');
  await preview.scrollIntoViewIfNeeded();
  await preview.getByText('Row 1', { exact: true }).waitFor({ timeout: 30_000 });
  // Measure the running demo, not its server frame: the pointer on it loads its code.
  await reachForDemos(page);
  await page.locator('[data-testid="live-demo-preview"][aria-busy="false"]').waitFor({ timeout: 30_000 });
  return preview;
}

/**
 * One run: mount `size` rows, then drag Row 1 three rows down.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {number} size
 * @param {number} throttle
 */
async function measureRun(browser, baseUrl, size, throttle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    const preview = await openDemo(page, baseUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.evaluate(watchUntilQuiet, QUIET_MS);
    const button =
      size === 100
        ? page.getByRole('button', { name: 'Reset the live demo LongListScreen.tsx' })
        : preview.getByRole('button', { name: `${size} rows` });
    await button.click();
    const mount = await page.evaluate(() => /** @type {any} */ (window).__longListDone);
    await preview.getByText('Row 1', { exact: true }).waitFor();

    const row = preview.getByText('Row 1', { exact: true });
    const box = await row.boundingBox();
    if (!box) throw new Error('Row 1 has no box');
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.evaluate(recordFrames);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const steps = 60;
    for (let i = 1; i <= steps; i += 1) {
      await page.mouse.move(from.x, from.y + (3 * ROW_HEIGHT * i) / steps);
      await page.evaluate(nextFrame);
    }
    await page.mouse.up();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const frames = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__stopFrames();
      return /** @type {number[]} */ (w.__frames);
    });
    const moved = await preview.getByText(/^Last move: /).textContent();
    const intervals = frames.slice(1).map((/** @type {number} */ t, /** @type {number} */ i) => t - frames[i]);
    await cdp.detach();
    return { ...mount, intervals, moved };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string }} options
 */
export async function measureLongLists({ browser, baseUrl }) {
  const results = [];
  for (const throttle of THROTTLES) {
    for (const size of SIZES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = Date.now();
        runs.push(await measureRun(browser, baseUrl, size, throttle));
        console.error(
          `long lists: ${size} rows, ${throttle}x CPU, run ${run + 1}/${RUNS} in ${Math.round((Date.now() - started) / 1000)} s`,
        );
      }
      const intervals = runs.flatMap((r) => r.intervals);
      results.push({
        size,
        cpuSlowdown: throttle,
        runs: runs.length,
        mountMs: round(median(runs.map((r) => r.mountMs))),
        mountMsRange: [round(Math.min(...runs.map((r) => r.mountMs))), round(Math.max(...runs.map((r) => r.mountMs)))],
        rowsInPage: median(runs.map((r) => r.rows)),
        frames: intervals.length,
        frameMs: round(median(intervals)),
        frameP95Ms: round(percentile(intervals, 95)),
        frameMaxMs: round(Math.max(...intervals)),
        framesOver20MsPct: round((100 * intervals.filter((ms) => ms > 20).length) / intervals.length),
        lastMove: runs.map((r) => r.moved),
      });
    }
  }
  return results;
}

await runStandalone(import.meta.url, async (setup) => {
  const results = await measureLongLists(setup);
  console.log(JSON.stringify(results, null, 2));
  console.table(results.map(({ lastMove: _lastMove, mountMsRange, ...row }) => ({ ...row, mountMsRange: mountMsRange.join('–') })));
});
