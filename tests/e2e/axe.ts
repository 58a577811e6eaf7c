import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { colourModeToggle, expect } from './fixtures';

const axeSource = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * The axe-core releases a rule can be checked with: the newest (`axe-core`, what every other audit
 * uses) and 4.11 (`axe-core-4-11`, an npm alias in package.json), which judges `link-in-text-block`
 * more strictly: it reported a link told from its text by colour alone that the newest passes.
 */
export const AXE_RELEASES = ['axe-core', 'axe-core-4-11'].map((folder) => {
  const source = readFileSync(join(process.cwd(), 'node_modules', folder, 'axe.min.js'), 'utf8');
  return { version: /axe v(\d+\.\d+\.\d+)/.exec(source)?.[1] ?? folder, source };
});

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

/**
 * One rule's violations in the page, and the nodes it could not decide on, once with each of
 * AXE_RELEASES, each labelled with the release (`axe 4.11.0: link-in-text-block`). Every release is loaded into the page under its own name, so
 * several runs on one loaded page load each once.
 */
export async function ruleViolationsByRelease(page: Page, rule: string, exclude: string[] = []): Promise<AxeViolation[]> {
  const found: AxeViolation[] = [];
  for (const { version, source } of AXE_RELEASES) {
    const loaded = await page.evaluate((key) => key in window, `axe ${version}`);
    if (!loaded) await page.evaluate(`${source}\n;window[${JSON.stringify(`axe ${version}`)}] = window.axe; delete window.axe;`);
    const violations = await page.evaluate(
      async ({ key, rule, exclude }) => {
        type Found = { id: string; impact: string; nodes: { target: string[] }[] }[];
        type Result = { violations: Found; incomplete: Found };
        const axe = (window as unknown as Record<string, { run: (context: unknown, options: unknown) => Promise<Result> }>)[key];
        const context = exclude.length ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
        const result = await axe.run(context, { resultTypes: ['violations', 'incomplete'], runOnly: [rule] });
        // A node axe could not decide on (it left it "incomplete") has not passed either.
        return [...result.violations, ...result.incomplete.map((v) => ({ ...v, id: `${v.id} (undecided)` }))].map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        }));
      },
      { key: `axe ${version}`, rule, exclude },
    );
    found.push(...violations.map((v) => ({ ...v, id: `axe ${version}: ${v.id}` })));
  }
  return found;
}
