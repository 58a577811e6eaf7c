// @ts-check
/** Small helpers shared by the bench modules. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BENCH_FLAGS, chromiumExecutable } from '../lib/chromium.mjs';

class TimeoutError extends Error {}

/**
 * Rejects after `ms` (and calls onTimeout, e.g. to kill a browser).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} label
 * @param {() => void} [onTimeout]
 * @returns {Promise<T>}
 */
export async function withTimeout(promise, ms, label, onTimeout) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new TimeoutError(`${label} timed out after ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The finite numbers of `values`, ascending. @param {unknown[]} values */
const sortedNumbers = (values) =>
  /** @type {number[]} */ (values.filter((v) => typeof v === 'number' && Number.isFinite(v))).sort((a, b) => a - b);

/** @param {unknown[]} values */
export function median(values) {
  const nums = sortedNumbers(values);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 ? nums[mid] : (nums[mid - 1] + nums[mid]) / 2;
}

/** The smallest value with at least p % of the values at or below it. @param {unknown[]} values @param {number} p */
export function percentile(values, p) {
  const nums = sortedNumbers(values);
  if (nums.length === 0) return null;
  return nums[Math.min(nums.length - 1, Math.ceil((p / 100) * nums.length) - 1)];
}

/** One decimal. @param {number | null | undefined} value */
export const round = (value) => (value == null ? null : Math.round(value * 10) / 10);

/** The bench's Playwright Chromium (one launch, with the bench's flags). @param {string | undefined} executablePath */
export async function launchBrowser(executablePath) {
  return withTimeout(chromium.launch({ executablePath, args: BENCH_FLAGS, headless: true, timeout: 60_000 }), 90_000, 'Playwright launch');
}

/** @param {unknown} error */
export function errorMessage(error) {
  const message = /** @type {Error | undefined} */ (error)?.message;
  return (message ?? String(error)).split('\n')[0].slice(0, 300);
}

/** @param {number | null | undefined} bytes */
export function formatBytes(bytes) {
  if (bytes == null) return '–';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

/** @param {number | null | undefined} ms */
export function formatMs(ms) {
  if (ms == null) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/**
 * Runs `measure(context)` in a fresh browser context (empty cache), within
 * `ms`; resolves to its result or to `{ error }`, and always closes the context.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {{ label: string, ms: number, options?: import('playwright-core').BrowserContextOptions }} run
 * @param {(context: import('playwright-core').BrowserContext) => Promise<T>} measure
 * @returns {Promise<(T & { error?: undefined }) | { error: string }>} callers tell the two apart by `error`
 */
export async function inFreshContext(browser, { label, ms, options = {} }, measure) {
  const context = await browser.newContext(options);
  try {
    return /** @type {T & { error?: undefined }} a measurement has no error field */ (await withTimeout(measure(context), ms, label));
  } catch (error) {
    return { error: errorMessage(error) };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Rests the pointer on each live demo of the page in turn, as a reader reaching for it: demos load their code
 * on intent only (plugins/live-code/staged-load/intent.ts), so a page nobody points at never starts one.
 * @param {import('playwright-core').Page} page
 */
export async function reachForDemos(page) {
  for (const preview of await page.locator('[data-testid="live-demo-preview"]').all()) await preview.hover();
}

/**
 * Lets a bench module run on its own (`node bench/<module>.mjs [siteDir]`):
 * when `moduleUrl` is the script Node started, serves the build, opens the
 * bench's Chromium, passes both to `measure` and closes them again.
 * @param {string} moduleUrl the caller's import.meta.url
 * @param {(setup: { browser: import('playwright-core').Browser, baseUrl: string }) => Promise<void>} measure
 */
export async function runStandalone(moduleUrl, measure) {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  const { startServer } = await import('../scripts/static-server.mjs');
  const dir = process.argv[2] ?? process.env.SITE_DIR ?? 'build';
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`No build in ${dir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const { server, url } = await startServer({ dir, port: 0 });
  const browser = await launchBrowser(await chromiumExecutable());
  try {
    await measure({ browser, baseUrl: url });
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Times a reader's first action on a freshly loaded page, with the page's own clock: in a fresh context (empty
 * cache), loads `url`, waits for hydration, lets `prepare` find what the action needs, slows the CPU down
 * `throttle` times (CDP Emulation.setCPUThrottlingRate), runs `watch(watchArg)` in the page, which must set
 * `window[key]` to a promise of the measurement, then `act`, and resolves to what that promise resolved with.
 * @template P, R
 * @param {import('playwright-core').Browser} browser
 * @param {{
 *   label: string, url: string, throttle: number, key: string,
 *   options?: import('playwright-core').BrowserContextOptions,
 *   prepare: (page: import('playwright-core').Page) => Promise<P>,
 *   watch: (arg: any) => void, watchArg?: unknown,
 *   act: (page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession, prepared: P) => Promise<void>,
 *   after?: (cdp: import('playwright-core').CDPSession) => Promise<void>,
 * }} run
 * @returns {Promise<({ result: R, prepared: P } & { error?: undefined }) | { error: string }>}
 */
export async function timeFirstAction(browser, { label, url, throttle, key, options, prepare, watch, watchArg, act, after }) {
  return inFreshContext(browser, { label, ms: 120_000, options }, async (context) => {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
    const prepared = await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.evaluate(watch, watchArg);
    await act(page, cdp, prepared);
    /** @type {R} */
    const result = await page.evaluate((name) => /** @type {any} */ (window)[name], key);
    await after?.(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    return { result, prepared };
  });
}

/**
 * timeFirstAction on every page (`baseUrl` + path) at every CPU slowdown, `runs` times each (timeRuns). `action` is
 * timeFirstAction's run without its url and throttle, its label the start of each run's label; `read` turns a run's
 * result into `{ ms }` and what else a row keeps, or into `{ error }`.
 * @template P, R
 * @template {{ ms: number }} T
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, pages: string[], throttles: number[], runs: number }} plan
 * @param {Omit<Parameters<typeof timeFirstAction<P, R>>[1], 'url' | 'throttle'>} action
 * @param {(run: { result: R, prepared: P }) => T | { error: string }} read
 */
export function timeFirstActions({ browser, baseUrl, pages, throttles, runs }, action, read) {
  return timeRuns({
    pages,
    throttles,
    runs,
    measure: async (path, throttle) => {
      const url = baseUrl + path;
      const run = await timeFirstAction(browser, { ...action, label: `${action.label} ${url}`, url, throttle });
      return 'error' in run && run.error !== undefined ? { error: run.error } : read(run);
    },
  });
}

/**
 * For each page and CPU slowdown, `runs` runs of `measure`; a run gives `{ ms }` or `{ error }`. One row each:
 * the median and the range of the runs that gave a time, and the errors of the others.
 * @template {{ ms: number }} T
 * @param {{ pages: string[], throttles: number[], runs: number, measure: (path: string, throttle: number) => Promise<T | { error: string }> }} plan
 * @returns {Promise<Array<{ path: string, cpuSlowdown: number, times: T[], runs: number, ms: number | null, range: number[] | null, errors: string[] }>>}
 */
export async function timeRuns({ pages, throttles, runs, measure }) {
  const rows = [];
  for (const path of pages) {
    for (const throttle of throttles) {
      /** @type {T[]} */
      const times = [];
      /** @type {string[]} */
      const errors = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await measure(path, throttle);
        if ('error' in result && typeof result.error === 'string') errors.push(result.error);
        else times.push(/** @type {T} */ (result));
      }
      const ms = times.map((t) => t.ms);
      rows.push({
        path,
        cpuSlowdown: throttle,
        times,
        runs: times.length,
        ms: round(median(ms)),
        range: ms.length ? [round(Math.min(...ms)) ?? 0, round(Math.max(...ms)) ?? 0] : null,
        errors: errors.map((e) => errorMessage(e)),
      });
    }
  }
  return rows;
}
