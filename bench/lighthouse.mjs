// @ts-check
/**
 * Lighthouse 12 through its Node API: every run gets its own fresh Chrome
 * (new profile, so no warm HTTP cache or V8 code cache between runs).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchChrome, killChrome } from './chrome.mjs';
import { errorMessage, median, withTimeout } from './util.mjs';

const RUN_TIMEOUT_MS = 120_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {Record<string, string>} */
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * One run's numbers: each category's score, each metric, and what went wrong.
 * @typedef {{ warnings: string[], failing: string[], [number: string]: number | null | string[] }} Run
 */

/** @param {string} url @param {string} formFactor @param {string} chromePath @returns {Promise<Run>} */
async function runOnce(url, formFactor, chromePath) {
  const chrome = await withTimeout(launchChrome(chromePath), 30_000, 'Chrome launch');
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 45_000,
      maxWaitForFcp: 30_000,
    };
    // Mobile is Lighthouse's default config (Moto G Power, simulated slow 4G).
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await withTimeout(lighthouse(url, flags, config), RUN_TIMEOUT_MS, 'Lighthouse run', () => killChrome(chrome));
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    /** @type {Run} */
    const run = { warnings: lhr.runWarnings ?? [], failing: [] };
    // Which weighted audits cost points outside performance (e.g. SEO's is-crawlable).
    for (const id of CATEGORIES.slice(1)) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) run.failing.push(`${id}: ${ref.id}`);
      }
    }
    for (const id of CATEGORIES) {
      const score = lhr.categories[id]?.score;
      run[id] = typeof score === 'number' ? Math.round(score * 100) : null;
    }
    for (const [key, auditId] of Object.entries(METRICS)) {
      const audit = lhr.audits[auditId];
      run[key] = typeof audit?.numericValue === 'number' ? audit.numericValue : null;
      if (run[key] == null && audit?.errorMessage) run.warnings.push(`${auditId}: ${audit.errorMessage}`);
    }
    return run;
  } finally {
    await killChrome(chrome);
  }
}

/**
 * Runs Lighthouse `runs` times and takes the median of each number on its
 * own (scores and metrics), ignoring failed runs.
 * @param {{ url: string, formFactor: string, chromePath: string, runs: number, deadline: number }} options
 */
export async function measureLighthouse({ url, formFactor, chromePath, runs, deadline }) {
  /** @type {Run[]} */
  const ok = [];
  /** @type {string[]} */
  const errors = [];
  for (let i = 0; i < runs; i++) {
    if (Date.now() > deadline) {
      errors.push(`run ${i + 1}: skipped (time budget used up)`);
      continue;
    }
    try {
      ok.push(await runOnce(url, formFactor, chromePath));
    } catch (error) {
      errors.push(`run ${i + 1}: ${errorMessage(error)}`);
    }
  }
  /**
   * @type {{ runs: number, attempted: number, errors: string[], warnings: string[], failingAudits: string[],
   *   median?: Record<string, number | null> | null, raw?: object[] }}
   */
  const result = {
    runs: ok.length,
    attempted: runs,
    errors,
    warnings: [...new Set(ok.flatMap((r) => r.warnings))],
    failingAudits: [...new Set(ok.flatMap((r) => r.failing))],
  };
  if (ok.length === 0) return { ...result, median: null };
  /** @type {Record<string, number | null>} */
  const med = {};
  for (const key of [...CATEGORIES, ...Object.keys(METRICS)]) med[key] = median(ok.map((r) => r[key]));
  result.median = med;
  result.raw = ok.map(({ warnings, failing, ...rest }) => rest);
  return result;
}
