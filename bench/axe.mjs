// @ts-check
/**
 * axe-core violations per page and colour mode. The mode is chosen the way
 * a returning visitor's would be: localStorage `theme` set before any page
 * script runs (Docusaurus reads it in its inline head script).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inFreshContext, reachForDemos } from './util.mjs';

// Evaluated through DevTools rather than added as a <script>, which the
// site's content security policy refuses.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGE_TIMEOUT_MS = 60_000;

/** @param {import('playwright-core').Browser} browser @param {string} url @param {string} mode 'light' or 'dark' */
export function measureAxe(browser, url, mode) {
  const options = { colorScheme: /** @type {'light' | 'dark'} */ (mode) };
  return inFreshContext(browser, { label: `axe (${mode})`, ms: PAGE_TIMEOUT_MS + 60_000, options }, (context) => audit(context, url, mode));
}

/** @param {import('playwright-core').BrowserContext} context @param {string} url @param {string} mode */
async function audit(context, url, mode) {
  const page = await context.newPage();
  await page.addInitScript((theme) => {
    try {
      window.localStorage.setItem('theme', theme);
    } catch {
      // storage disabled: the page keeps its default mode
    }
  }, mode);
  await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
  // Audit the hydrated page, as a visitor sees it.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'), null, { timeout: 10_000 }).catch(() => {});
  // A live demo is audited running, not as its loading placeholder.
  if (await page.locator('[data-testid="live-demo-preview"]').count()) {
    await reachForDemos(page);
    await page
      .locator('[data-testid="live-demo-preview"][aria-busy="false"]')
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
  }
  const actualMode = await page.evaluate(() => document.documentElement.dataset.theme ?? null);
  await page.evaluate(AXE_SOURCE);
  /** @type {{ id: string, impact: string, nodes: number }[]} */
  const violations = await page.evaluate(async () => {
    const results = await /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((/** @type {{ id: string, impact: string, nodes: unknown[] }} */ v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
    }));
  });
  return {
    mode: actualMode,
    modeApplied: actualMode === mode,
    count: violations.length,
    nodes: violations.reduce((total, v) => total + v.nodes, 0),
    violations,
  };
}
