/**
 * Search latency: how soon the first suggestions show after a reader first
 * focuses the search box (cold: the index loads lazily, so this is worker
 * start, index download and load, first query), and how long each
 * keystroke takes to update the suggestions once the index is loaded. The
 * targets: first suggestions within 150 ms of focus, 400 ms with 4x CPU
 * slowdown; a keystroke's suggestions shown by the frame after the key
 * unthrottled, and within 50 ms with 4x CPU slowdown (p50 and p95 are
 * reported). Measured in real Chromium against
 * the production build, unthrottled and with 4x CPU throttling (CDP
 * Emulation.setCPUThrottlingRate), plus the gzip-compressed index size.
 *
 * The box is focused once it is live (hydrated), so the cold time is the
 * search's own, not the page's hydration.
 *
 * Times are taken inside the page: from the focus / keydown event's
 * timestamp to the end of the frame that paints the answer for the query in
 * the box. The answer is in the DOM when the box's status stops being busy
 * (`aria-busy`) while the box holds that query; the reader sees it once the
 * next frame is painted, so the time ends in a task posted from that frame's
 * animation-frame callback, which runs after the frame's paint. For each
 * keystroke it also notes whether the answer reached the DOM before the
 * second animation frame after the character entered the box, i.e. whether
 * it is drawn by the frame after the key's. Chromium draws the character in
 * a frame at once (a frame whose time is up to one interval before the key),
 * and the next frame follows at the next 60 Hz tick, so that second frame
 * comes 2 to 17 ms after the key. Chromium holds every task of the page
 * (the worker's answer too) between an input event and the frame after it
 * (its DeferRendererTasksAfterInput feature, on by default for all of a
 * frame's task types), so no answer can be drawn by the key's own frame, and
 * each key is held as a person holds it (KEY_HOLD_MS). Each run uses a fresh browser
 * context, so nothing is cached: the cold time is the median of
 * BENCH_SEARCH_RUNS (default 3) runs. Measured per docs version, from a page
 * of that version (each version has its own index); BENCH_SEARCH_VERSIONS
 * (a comma list: current,1.x) measures only those.
 *
 *   import { measureSearchLatency } from './bench/search-latency.mjs';
 *   await measureSearchLatency({ browser, baseUrl: 'http://127.0.0.1:3000' });   // the bench's browser
 *
 *   node bench/search-latency.mjs [siteDir]   # serves the build itself
 */
import { gzipSync } from 'node:zlib';
import { DOC_VERSIONS, routeBase, searchIndexFile } from '../data/versions.mjs';
import { median, percentile, round, runStandalone } from './util.mjs';

/** Each docs version (data/versions.mjs): a page to start from and its index (the file the search plugin writes). */
const VERSIONS = DOC_VERSIONS.map((version) => ({
  name: version.name,
  page: `${routeBase(version)}/intro`,
  index: `/${searchIndexFile(version)}`,
})).filter((version) => !process.env.BENCH_SEARCH_VERSIONS || process.env.BENCH_SEARCH_VERSIONS.split(',').includes(version.name));
const COLD_QUERY = 'drag';
/** Typed one key at a time after the index is loaded. */
const KEYSTROKE_QUERIES = ['sortable', 'dropzone capacity', 'usedraggable', 'collision algorithm'];
/** Keys are pressed at least this far apart: a fast typist (100 words a minute is about 8 characters a second). */
const KEY_INTERVAL_MS = 120;
/**
 * How long each key is held, as a person's key is. The key's release is an input event of its own, and
 * Chromium holds the page's tasks until the frame after it; released within a few milliseconds (as
 * Playwright's `press` does), it held the worker's answer past the frame after the key's in three
 * keystrokes out of four.
 */
const KEY_HOLD_MS = 80;

/**
 * What the in-page recorder keeps, as `window.__searchLatency`.
 * @typedef {{ focusAt: number | null, keyAt: number | null, framesAfterKey: number, firstAnswerAt: number | null,
 *   answeredFor: string | null, keystrokes: number[], nextFrame: boolean[] }} LatencyState
 * @typedef {{ __searchLatency: LatencyState }} RecordingWindow the page's window once the recorder is installed
 */

/** Installs the in-page recorder: keydown/focus timestamps and when each answer is painted. */
function installRecorder() {
  const input = /** @type {HTMLInputElement | null} */ (document.querySelector('input[role="combobox"][aria-label="Search"]'));
  const status = input && document.getElementById(/** @type {string} */ (input.getAttribute('aria-describedby')));
  if (!input || !status) throw new Error('search box not found');
  // nextFrame: per keystroke, whether its answer reached the page before the second frame after the key.
  /** @type {LatencyState} */
  const state = { focusAt: null, keyAt: null, framesAfterKey: 0, firstAnswerAt: null, answeredFor: null, keystrokes: [], nextFrame: [] };
  input.addEventListener('focus', (event) => {
    if (state.focusAt === null) state.focusAt = event.timeStamp;
  });
  input.addEventListener(
    'keydown',
    (event) => {
      state.keyAt = event.timeStamp;
    },
    { capture: true },
  );
  // The typed character is in the box from its input event on: the first frame after that draws it.
  input.addEventListener(
    'input',
    () => {
      state.framesAfterKey = 0;
      requestAnimationFrame(() => {
        state.framesAfterKey = 1;
        requestAnimationFrame(() => {
          state.framesAfterKey = 2;
        });
      });
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (status.hasAttribute('aria-busy') || !input.value) return;
    const { keyAt } = state;
    const value = input.value;
    const nextFrame = state.framesAfterKey < 2;
    state.keyAt = null;
    // The answer is in the DOM; a task posted from the next frame's callback runs once that frame is painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paintedAt = performance.now();
        if (state.firstAnswerAt === null) {
          state.firstAnswerAt = paintedAt;
        } else if (keyAt !== null) {
          state.keystrokes.push(paintedAt - keyAt);
          state.nextFrame.push(nextFrame);
        }
        state.answeredFor = value;
      };
      channel.port2.postMessage(null);
    });
  }).observe(status, { attributes: true, attributeFilter: ['aria-busy'] });
  /** @type {RecordingWindow} */ (/** @type {unknown} */ (window)).__searchLatency = state;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ page: string, throttle: number }} options
 */
async function measureOnce(browser, baseUrl, { page: start, throttle }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(new URL(start, baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'), null, {
      timeout: 30_000,
    });
    // The page marks itself hydrated before React has hydrated the navbar: with 4x slowdown the box is usually
    // not yet live then, and focusing it makes React hydrate that part of the page first (100 to 170 ms of the
    // page's own work, which would be counted as search time). The box names its shortcut once it is live;
    // wait for that.
    await page.waitForSelector('input[role="combobox"][aria-label="Search"][aria-keyshortcuts]', { timeout: 30_000 });
    await page.evaluate(installRecorder);
    const box = page.getByRole('combobox', { name: 'Search' });

    // Cold: focus (the first interaction, so the index starts loading now), type, wait.
    await box.focus();
    await page.keyboard.type(COLD_QUERY);
    await page.waitForFunction(
      () =>
        /** @type {RecordingWindow} */ (/** @type {unknown} */ (window)).__searchLatency.firstAnswerAt !== null &&
        document.querySelector('[role="option"]'),
      null,
      { timeout: 30_000 },
    );
    const cold = await page.evaluate(() => {
      const state = /** @type {RecordingWindow} */ (/** @type {unknown} */ (window)).__searchLatency;
      return /** @type {number} */ (state.firstAnswerAt) - /** @type {number} */ (state.focusAt);
    });

    // Warm: one key at a time, each waited for before the next, at a fast typist's pace.
    for (const query of KEYSTROKE_QUERIES) {
      await box.fill('');
      await page.evaluate(() => {
        const state = /** @type {RecordingWindow} */ (/** @type {unknown} */ (window)).__searchLatency;
        state.keyAt = null;
        state.answeredFor = null;
      });
      // Clearing the box counts as a key.
      let pressedAt = Date.now();
      for (const char of query) {
        const wait = pressedAt + KEY_INTERVAL_MS - Date.now();
        if (wait > 0) await page.waitForTimeout(wait);
        pressedAt = Date.now();
        const key = char === ' ' ? 'Space' : char;
        await page.keyboard.down(key);
        await page.waitForTimeout(KEY_HOLD_MS);
        await page.keyboard.up(key);
        await page.waitForFunction(
          () =>
            /** @type {RecordingWindow} */ (/** @type {unknown} */ (window)).__searchLatency.answeredFor ===
            /** @type {HTMLInputElement} */ (document.querySelector('input[role="combobox"][aria-label="Search"]')).value,
          null,
          { timeout: 30_000 },
        );
      }
    }
    const { keystrokes, nextFrame } = await page.evaluate(
      () => /** @type {RecordingWindow} */ (/** @type {unknown} */ (window)).__searchLatency,
    );
    return { cold, keystrokes, nextFrame };
  } finally {
    await context.close();
  }
}

/**
 * One cold start varies by tens of milliseconds from run to run on a shared
 * machine: RUNS fresh contexts, the median cold time, every keystroke.
 */
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_SEARCH_RUNS ?? '3', 10) || 3);
/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ page: string, throttle: number }} options
 */
async function measureRuns(browser, baseUrl, options) {
  const runs = [];
  for (let n = 0; n < RUNS; n += 1) runs.push(await measureOnce(browser, baseUrl, options));
  return {
    cold: median(runs.map((run) => run.cold)),
    keystrokes: runs.flatMap((run) => run.keystrokes),
    nextFrame: runs.flatMap((run) => run.nextFrame),
  };
}

/** The index file's size gzip-compressed (the static server sends it gzipped). @param {string} baseUrl @param {string} path */
async function compressedIndexBytes(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`search index ${path}: HTTP ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

/** The share of keystrokes whose answer was drawn by the frame after the key's, in per cent. */
/** @param {boolean[]} flags */
const nextFramePct = (flags) => (flags.length ? Math.round((100 * flags.filter(Boolean).length) / flags.length) : null);

/**
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string }} options  browser: the bench's Chromium
 * @returns {Promise<{ versions: Array<{ name: string, coldFirstSuggestionsMs: number | null, keystrokeMs: number | null,
 *   keystrokeP95Ms: number | null, keystrokeNextFramePct: number | null,
 *   throttled: { coldFirstSuggestionsMs: number | null, keystrokeMs: number | null, keystrokeP95Ms: number | null,
 *     keystrokeNextFramePct: number | null },
 *   indexBytesCompressed: number }> }>}  keystrokeMs is the median (p50) over all keystrokes; keystrokeNextFramePct the
 *   share of keystrokes whose answer reached the page before the second frame after the key.
 */
export async function measureSearchLatency({ browser, baseUrl }) {
  const versions = [];
  for (const version of VERSIONS) {
    const plain = await measureRuns(browser, baseUrl, { page: version.page, throttle: 0 });
    const slow = await measureRuns(browser, baseUrl, { page: version.page, throttle: 4 });
    versions.push({
      name: version.name,
      coldFirstSuggestionsMs: round(plain.cold),
      keystrokeMs: round(median(plain.keystrokes)),
      keystrokeP95Ms: round(percentile(plain.keystrokes, 95)),
      keystrokeNextFramePct: nextFramePct(plain.nextFrame),
      throttled: {
        coldFirstSuggestionsMs: round(slow.cold),
        keystrokeMs: round(median(slow.keystrokes)),
        keystrokeP95Ms: round(percentile(slow.keystrokes, 95)),
        keystrokeNextFramePct: nextFramePct(slow.nextFrame),
      },
      indexBytesCompressed: await compressedIndexBytes(baseUrl, version.index),
    });
  }
  return { versions };
}

await runStandalone(import.meta.url, async (setup) => {
  console.log(JSON.stringify(await measureSearchLatency(setup), null, 2));
});
