/**
 * Search latency (spec §4, §7): how soon the first suggestions show after a
 * reader first focuses the search box (cold: worker start, index download
 * and load, first query), and how long each keystroke takes to update the
 * suggestions once the index is loaded. Measured in real Chromium against
 * the production build, unthrottled and with 4x CPU throttling (CDP
 * Emulation.setCPUThrottlingRate), plus the gzip-compressed index size.
 *
 * Times are taken inside the page: from the focus / keydown event's
 * timestamp to the DOM mutation that shows the answer for the new query
 * (the dropdown's data-answer-for attribute). Each run uses a fresh browser
 * context, so nothing is cached.
 *
 *   import { measureSearchLatency } from './scripts/bench/search-latency.mjs';
 *   await measureSearchLatency({ baseUrl: 'http://127.0.0.1:3000', executablePath, args });
 *
 *   node scripts/bench/search-latency.mjs [siteDir]   # serves the build itself
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BENCH_FLAGS, chromiumExecutable } from '../lib/chromium.mjs';
import { median } from './util.mjs';

const PAGE = '/docs/intro';
const COLD_QUERY = 'drag';
/** Typed one key at a time after the index is loaded. */
const KEYSTROKE_QUERIES = ['sortable', 'dropzone capacity', 'usedraggable', 'collision algorithm'];

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value) => Math.round(value * 10) / 10;

/** Installs the in-page recorder: keydown/focus timestamps and answer timestamps. */
function installRecorder() {
  const input = document.querySelector('input[role="combobox"][aria-label="Search"]');
  const dropdown = input && document.getElementById(input.getAttribute('aria-controls'))?.parentElement;
  if (!input || !dropdown) throw new Error('search box not found');
  const state = { focusAt: null, keyAt: null, firstAnswerAt: null, keystrokes: [] };
  input.addEventListener('focus', (event) => {
    if (state.focusAt === null) state.focusAt = event.timeStamp;
  });
  input.addEventListener('keydown', (event) => {
    state.keyAt = event.timeStamp;
  }, { capture: true });
  new MutationObserver(() => {
    const answeredFor = dropdown.getAttribute('data-answer-for');
    if (!answeredFor || answeredFor !== input.value) return;
    const now = performance.now();
    if (state.firstAnswerAt === null) {
      state.firstAnswerAt = now;
    } else if (state.keyAt !== null) {
      state.keystrokes.push(now - state.keyAt);
    }
    state.keyAt = null;
  }).observe(dropdown, { attributes: true, attributeFilter: ['data-answer-for'] });
  window.__searchLatency = state;
}

async function measureOnce(browser, baseUrl, { throttle }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(new URL(PAGE, baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'), null, {
      timeout: 30_000,
    });
    await page.evaluate(installRecorder);
    const box = page.getByRole('combobox', { name: 'Search' });

    // Cold: focus (the first interaction, so the index starts loading now), type, wait.
    await box.focus();
    await page.keyboard.type(COLD_QUERY);
    await page.waitForFunction(
      () => window.__searchLatency.firstAnswerAt !== null && document.querySelector('[role="option"]'),
      null,
      { timeout: 30_000 },
    );
    const cold = await page.evaluate(() => window.__searchLatency.firstAnswerAt - window.__searchLatency.focusAt);

    // Warm: one key at a time, each waited for before the next.
    for (const query of KEYSTROKE_QUERIES) {
      await box.fill('');
      await page.evaluate(() => {
        window.__searchLatency.keyAt = null;
      });
      for (const char of query) {
        await page.keyboard.press(char === ' ' ? 'Space' : char);
        await page.waitForFunction(
          () => {
            const input = document.querySelector('input[role="combobox"][aria-label="Search"]');
            const dropdown = document.getElementById(input.getAttribute('aria-controls')).parentElement;
            return dropdown.getAttribute('data-answer-for') === input.value;
          },
          null,
          { timeout: 30_000 },
        );
      }
    }
    const keystrokes = await page.evaluate(() => window.__searchLatency.keystrokes);
    return { cold, keystrokes };
  } finally {
    await context.close();
  }
}

/** The index the worker loads: the lean one (plugins/search-query), else the plugin's. */
async function compressedIndexBytes(baseUrl) {
  let response = await fetch(new URL('/search-index-lean.json', baseUrl));
  if (!response.ok) response = await fetch(new URL('/search-index.json', baseUrl));
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

/**
 * @param {{ baseUrl: string, executablePath?: string, args?: string[] }} options
 * @returns {Promise<{ coldFirstSuggestionsMs: number, keystrokeMs: number, keystrokeP95Ms: number,
 *   throttled: { coldFirstSuggestionsMs: number, keystrokeMs: number, keystrokeP95Ms: number },
 *   indexBytesCompressed: number }>}  keystrokeMs is the median over all keystrokes.
 */
export async function measureSearchLatency({ baseUrl, executablePath, args = [] }) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const plain = await measureOnce(browser, baseUrl, { throttle: 0 });
    const slow = await measureOnce(browser, baseUrl, { throttle: 4 });
    return {
      coldFirstSuggestionsMs: round(plain.cold),
      keystrokeMs: round(median(plain.keystrokes)),
      keystrokeP95Ms: round(percentile(plain.keystrokes, 95)),
      throttled: {
        coldFirstSuggestionsMs: round(slow.cold),
        keystrokeMs: round(median(slow.keystrokes)),
        keystrokeP95Ms: round(percentile(slow.keystrokes, 95)),
      },
      indexBytesCompressed: await compressedIndexBytes(baseUrl),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { startServer } = await import('../static-server.mjs');
  const dir = process.argv[2] ?? process.env.SITE_DIR ?? 'build';
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`No build in ${dir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const { server, url } = await startServer({ dir, port: 0 });
  try {
    const result = await measureSearchLatency({ baseUrl: url, executablePath: await chromiumExecutable(), args: BENCH_FLAGS });
    console.log(JSON.stringify(result, null, 2));
  } finally {
    server.close();
  }
}
