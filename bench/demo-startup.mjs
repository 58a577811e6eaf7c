// @ts-check
/**
 * How a live demo's start-up uses the main thread: a Chromium trace of a
 * fresh page load (empty cache), from the moment LiveDemo starts loading the
 * demo (its User Timing mark `live-demo:load`) until every demo that started
 * is running (`live-demo:live`, or for builds before that mark existed, the
 * preview's aria-busy turning false) plus a short tail for the effects that
 * run after the first paint. Reports the longest top-level task in that
 * window, the sum of the tasks over 50 ms, and their count, at the given CPU
 * slowdown (1 = the machine as it is).
 *
 * Usage: node bench/demo-startup.mjs <base-url> <path>... [--cpu=4] [--runs=3]
 */
import { chromiumExecutable } from '../lib/chromium.mjs';
import { launchBrowser, median, reachForDemos } from './util.mjs';

const PAGE_TIMEOUT_MS = 60_000;
/** After the last demo is live: its passive effects, gesture attachment and layout measuring. */
const TAIL_MS = 500;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline'];

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ cpu?: number }} [options]
 */
export async function measureDemoStartup(browser, url, { cpu = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // Marks `bench:live` when no started demo is still loading (for builds without `live-demo:live`).
    await page.addInitScript(() => {
      const check = () => {
        if (!performance.getEntriesByName('live-demo:load').length) return;
        const previews = Array.from(document.querySelectorAll('[data-testid="live-demo-preview"]'));
        const busy = previews.some((p) => p.getAttribute('aria-busy') === 'true');
        if (!busy && !performance.getEntriesByName('bench:live').length) performance.mark('bench:live');
      };
      new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy', 'data-live-demo'] });
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await reachForDemos(page);
    await page.waitForFunction(() => performance.getEntriesByName('bench:live').length > 0, null, { timeout: PAGE_TIMEOUT_MS });
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), TAIL_MS + 200);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return tasksOf(trace.traceEvents ?? trace);
  } finally {
    await context.close().catch(() => {});
  }
}

/** @param {any[]} events */
function tasksOf(events) {
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const mark = (/** @type {string} */ name) => events.find((e) => e.name === name && e.cat?.includes('blink.user_timing'));
  const load = mark('live-demo:load');
  const live = mark('bench:live');
  if (!load || !live) throw new Error('the trace has no live-demo:load or bench:live mark');
  const from = load.ts;
  const to = live.ts + TAIL_MS * 1000;
  const tasks = events
    .filter(
      (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && mainThreads.has(`${e.pid}:${e.tid}`),
    )
    .filter((e) => e.ts + e.dur >= from && e.ts <= to)
    .map((e) => e.dur / 1000);
  const long = tasks.filter((ms) => ms > 50);
  return {
    startupMs: (live.ts - load.ts) / 1000,
    longestTaskMs: Math.max(0, ...tasks),
    tasksOver50: long.length,
    blockingMs: long.reduce((sum, ms) => sum + ms - 50, 0),
    tasks: tasks.length,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {number} */ fallback) =>
    Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const [base, ...paths] = args.filter((a) => !a.startsWith('--'));
  const cpu = option('cpu', 1);
  const runs = option('runs', 3);
  const browser = await launchBrowser(await chromiumExecutable());
  try {
    for (const path of paths) {
      /** @type {Awaited<ReturnType<typeof measureDemoStartup>>[]} */
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measureDemoStartup(browser, base + path, { cpu }));
      const keys = /** @type {(keyof (typeof results)[number])[]} */ (Object.keys(results[0]));
      const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
      console.log(JSON.stringify({ path, cpu, runs, median: summary, raw: results }));
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
