// @ts-check
/** Small helpers shared by the bench modules. */
import { chromium } from 'playwright-core';
import { BENCH_FLAGS } from '../lib/chromium.mjs';

class TimeoutError extends Error {}

/** Rejects after `ms` (and calls onTimeout, e.g. to kill a browser). */
export async function withTimeout(promise, ms, label, onTimeout) {
  let timer;
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

export function median(values) {
  const nums = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 ? nums[mid] : (nums[mid - 1] + nums[mid]) / 2;
}

/** The smallest value with at least p % of the values at or below it. */
export function percentile(values, p) {
  const nums = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (nums.length === 0) return null;
  return nums[Math.min(nums.length - 1, Math.ceil((p / 100) * nums.length) - 1)];
}

/** One decimal. */
export const round = (value) => (value == null ? null : Math.round(value * 10) / 10);

/** The bench's Playwright Chromium (one launch, with the bench's flags). */
export async function launchBrowser(executablePath) {
  return withTimeout(chromium.launch({ executablePath, args: BENCH_FLAGS, headless: true, timeout: 60_000 }), 90_000, 'Playwright launch');
}

export function errorMessage(error) {
  return (error?.message ?? String(error)).split('\n')[0].slice(0, 300);
}

export function formatBytes(bytes) {
  if (bytes == null) return '–';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}

export function formatMs(ms) {
  if (ms == null) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/**
 * Runs `measure(context)` in a fresh browser context (empty cache), within
 * `ms`; resolves to its result or to `{ error }`, and always closes the context.
 */
export async function inFreshContext(browser, { label, ms, options = {} }, measure) {
  const context = await browser.newContext(options);
  try {
    return await withTimeout(measure(context), ms, label);
  } catch (error) {
    return { error: errorMessage(error) };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Rests the pointer on each live demo of the page in turn, as a reader reaching for it: demos load their code
 * on intent only (plugins/live-demos/client/intent.ts), so a page nobody points at never starts one.
 * @param {import('playwright-core').Page} page
 */
export async function reachForDemos(page) {
  for (const preview of await page.locator('[data-testid="live-demo-preview"]').all()) await preview.hover();
}
