import type { Locator, Page } from '@playwright/test';
import { samplePages } from '../../lib/runnable-samples.mjs';
import { expect } from './fixtures';

/** The complete samples of each doc page (lib/runnable-samples.mjs), by route. */
export const SAMPLES_BY_ROUTE = new Map(samplePages().map((page) => [page.route, page.samples]));

export type Sample = { title: string; runnable: boolean };

/**
 * Samples that overlap at rest on purpose, by route and title, with the reason: they show a documented
 * limitation of the library, and a drag-claim row proves what the page says about it.
 */
const KNOWN_OVERLAPS: Record<string, string> = {
  '/docs/components/sortable MixedRows.tsx':
    'rows of different heights first sit at index × estimatedItemHeight (Troubleshooting, "Rows overlap before the first drag")',
};

/** Pairs of sibling elements of the frame that overlap at rest, described for the failure message. */
async function overlappingSiblings(frame: Locator): Promise<string[]> {
  return frame.evaluate(
    (root) =>
      new Promise<string[]>((resolve) => {
        const boxes = () => [...root.querySelectorAll('*')].map((e) => e.getBoundingClientRect());
        let last = boxes();
        let still = 0;
        const same = (a: DOMRect[], b: DOMRect[]) => a.length === b.length && a.every((r, i) => r.x === b[i].x && r.y === b[i].y);
        const report = () => {
          const found: string[] = [];
          for (const parent of [root, ...root.querySelectorAll('*')]) {
            // A list can wrap each item in a box of no size (a FlatList cell around an absolutely placed row):
            // such a child stands for the first element with a size along its chain of only children.
            const sized = (element: Element) => {
              for (let node: Element | undefined = element; node; node = node.children.length === 1 ? node.children[0] : undefined) {
                const r = node.getBoundingClientRect();
                if (r.width > 0 && r.height > 0) return { e: node, r };
              }
              return null;
            };
            // Items of a list show something to read; a control's own parts (a Switch's track and thumb) do not.
            const children = [...parent.children]
              .map(sized)
              .filter((child): child is { e: Element; r: DOMRect } => child !== null && (child.e.textContent ?? '').trim() !== '');
            for (let i = 0; i < children.length; i++) {
              for (let j = i + 1; j < children.length; j++) {
                const a = children[i].r;
                const b = children[j].r;
                // Rows of a list share a left edge and width; cells of a row share a top edge and height.
                const rows = Math.abs(a.x - b.x) < 1 && Math.abs(a.width - b.width) < 1;
                const cells = Math.abs(a.y - b.y) < 1 && Math.abs(a.height - b.height) < 1;
                const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
                const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
                if ((rows || cells) && overlapX > 2 && overlapY > 2) {
                  const text = (e: Element) => JSON.stringify((e.textContent ?? '').trim().slice(0, 30));
                  found.push(`${text(children[i].e)} overlaps ${text(children[j].e)}`);
                }
              }
            }
          }
          resolve(found);
        };
        const tick = () => {
          const now = boxes();
          still = same(now, last) ? still + 1 : 0;
          last = now;
          if (still >= 8) report();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The sample sections of the page, in order, shown or in a tab not chosen. */
function sampleSections(page: Page): Locator {
  return page.locator('[role="group"][aria-label^="Code sample: "]');
}

/** Shows the section if it sits in a tab that is not chosen, by choosing that tab. */
async function reveal(section: Locator): Promise<void> {
  if (await section.isVisible()) return;
  const panel = section.locator('xpath=ancestor::*[@role="tabpanel"][1]');
  const index = await panel.evaluate((element) => [...element.parentElement!.children].indexOf(element));
  const tabs = panel.locator('xpath=ancestor::*[contains(@class, "tabs-container")][1]').getByRole('tab');
  await tabs.nth(index).click();
  await expect(section).toBeVisible();
}

/**
 * Presses Run on every runnable sample of the page in turn (a sample that cannot run must say why).
 * A sample's problems: an error message in its frame, a console error or warning or an uncaught error
 * while it runs, nothing rendered, or (where it shows a list) two sibling rows or cells overlapping once
 * everything is at rest. Returns them, each naming its sample.
 */
export async function runSamples(page: Page, route: string, samples: Sample[]): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  const sections = sampleSections(page);
  await expect(sections).toHaveCount(samples.length);
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index];
    const section = sections.nth(index);
    await expect(section).toHaveAttribute('aria-label', `Code sample: ${sample.title}`);
    if (!sample.runnable) {
      await expect(section.getByText(/^Not runnable in the browser: /)).toBeAttached();
      continue;
    }
    const before = problems.length;
    await reveal(section);
    await section.getByRole('button', { name: `Run ${sample.title}` }).click({ timeout: 5_000 });
    const frame = section.getByTestId('runnable-sample-preview');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.getByText(/^Loading /)).toHaveCount(0, { timeout: 20_000 });
    const alerts = await frame.getByRole('alert').allTextContents();
    for (const alert of alerts) problems.push(`render error: ${alert}`);
    if (!(await frame.locator('*').count())) problems.push('rendered nothing');
    const overlaps = await overlappingSiblings(frame);
    if (!KNOWN_OVERLAPS[`${route} ${sample.title}`]) for (const overlap of overlaps) problems.push(`overlap at rest: ${overlap}`);
    else if (!overlaps.length) problems.push('listed in KNOWN_OVERLAPS but nothing overlaps: remove it, and say so on its page');
    const found = problems.slice(before).map((p) => `${sample.title} (sample ${index + 1}): ${p}`);
    problems.splice(before, problems.length - before, ...found);
  }
  return problems;
}
