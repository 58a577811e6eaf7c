// @ts-check
/**
 * First Run: how long the first press of a sample's Run button takes to show
 * the running sample, on a page with several runnable samples. The page's
 * own Lighthouse score before any press is in the Lighthouse tables (the
 * same pages are in DEFAULT_PAGES).
 *
 * For each page and CPU setting (unthrottled, and 4x slowdown through CDP
 * Emulation.setCPUThrottlingRate), BENCH_FIRST_RUN_RUNS runs (default 3),
 * each in a fresh browser context (empty cache, so the sample's code is
 * fetched as a reader's first press fetches it): from the click's event
 * time to the first animation frame after the preview holds the rendered
 * sample (neither the loading line nor an error).
 *
 *   node bench/first-run.mjs [siteDir]   # serves the build itself; prints JSON
 */
import { runStandalone, timeFirstActions } from './util.mjs';

export const FIRST_RUN_PAGES = ['/docs/components/draggable', '/docs/1.x/components/draggable'];
const THROTTLES = [1, 4];
const RUNS = Number(process.env.BENCH_FIRST_RUN_RUNS ?? 3);

/** In the page: resolves with the ms from the next click to the frame after its sample rendered. */
function watchFirstRun() {
  const w = /** @type {any} */ (window);
  w.__firstRun = new Promise((resolve) => {
    let clickAt = 0;
    /** @type {Element | null} */
    let group = null;
    document.addEventListener(
      'click',
      (event) => {
        clickAt = event.timeStamp;
        group = /** @type {Element} */ (event.target).closest('[role="group"]');
      },
      { capture: true, once: true },
    );
    /** 'rendered', 'failed' (the sample's error message shows) or null while it loads. */
    const state = () => {
      const preview = group?.querySelector('[data-testid="runnable-sample-preview"]');
      if (!preview) return null;
      if (preview.querySelector('[role="alert"]')) return 'failed';
      const text = preview.textContent ?? '';
      return preview.childElementCount > 0 && !/^Loading .*…$/.test(text.trim()) ? 'rendered' : null;
    };
    const observer = new MutationObserver(() => {
      const now = clickAt ? state() : null;
      if (!now) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve({ ms: performance.now() - clickAt, failed: now === 'failed' }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, pages?: string[] }} options
 */
export async function measureFirstRun({ browser, baseUrl, pages = FIRST_RUN_PAGES }) {
  const rows = await timeFirstActions(
    { browser, baseUrl, pages, throttles: THROTTLES, runs: RUNS },
    // One run: load the page, throttle, press the first Run button, time it.
    {
      label: 'first Run',
      key: '__firstRun',
      options: { viewport: { width: 1280, height: 900 } },
      prepare: async (page) => {
        const button = page.getByRole('button', { name: /^Run / }).first();
        await button.scrollIntoViewIfNeeded();
        return { button, sample: (await button.getAttribute('aria-label'))?.replace(/^Run /, '') };
      },
      watch: watchFirstRun,
      act: async (_page, _cdp, { button }) => {
        await button.click();
      },
    },
    /** @returns {{ ms: number, sample: string | undefined } | { error: string }} */
    ({ result, prepared: { sample } }) => {
      const { ms, failed } = /** @type {{ ms: number, failed: boolean }} */ (result);
      return failed ? { error: `${sample} showed an error` } : { ms, sample };
    },
  );
  return rows.map(({ times, ...row }) => ({
    path: row.path,
    sample: times[0]?.sample ?? null,
    cpuSlowdown: row.cpuSlowdown,
    runs: row.runs,
    ms: row.ms,
    range: row.range,
    errors: row.errors,
  }));
}

await runStandalone(import.meta.url, async (setup) => {
  console.log(JSON.stringify(await measureFirstRun(setup), null, 2));
});
