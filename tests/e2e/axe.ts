import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { colourModeToggle, expect } from './fixtures';

const axeSource = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string; nodes: string[] };

/** The rules whose outcome depends on colours: all a colour-mode switch can change on a page. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Loads axe-core into the page. Evaluated through DevTools, not added as a
 * <script> (page.addScriptTag): the site's content security policy refuses
 * any inline script that is not part of the build.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/**
 * axe-core's violations (a few nodes each) in the whole page, or only in `within`, less what
 * `exclude` selects, with every rule or only `rules`. Loads axe first if the page does not have it.
 */
export async function axeViolations(
  page: Page,
  { within, rules, exclude }: { within?: Locator; rules?: string[]; exclude?: string[] } = {},
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const elements = within ? await within.elementHandles() : [];
  return page.evaluate(
    async ({ elements, scoped, rules, exclude }) => {
      type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
      // Only violations are read, so axe skips the details of what passed.
      const options = { resultTypes: ['violations'], ...(rules ? { runOnly: rules } : {}) };
      const context = { ...(scoped ? { include: elements } : {}), exclude: exclude.map((selector) => [selector]) };
      const result = await axe.run(scoped || exclude.length ? context : document, options);
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    },
    { elements, scoped: Boolean(within), rules, exclude: exclude ?? [] },
  );
}

/**
 * Switches the page from dark to light with the navbar toggle, then waits for the colours to finish
 * fading, so an audit reads the colours they end on.
 */
export async function switchToLight(page: Page): Promise<void> {
  await colourModeToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * The lines of code blocks, which every-route.spec.ts leaves out of each page's audit: their colours
 * come from the code theme alone, so code-blocks.spec.ts audits every colour the build gives code once
 * (code-colours.ts), and a page's audit would only repeat it for each of thousands of tokens.
 */
export const CODE_LINES = 'pre.prism-code > code';
