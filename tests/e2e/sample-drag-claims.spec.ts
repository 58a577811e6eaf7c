import type { Locator, Page } from '@playwright/test';
import { boxOf, centreOf, pressAndMove, settledBoxOf, type Box, type Point } from './drag';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The drag outcomes the docs claim for their runnable samples, one row per
 * sample and claim, each proved with a real mouse drag in the sample's frame
 * after pressing Run. A sample whose text claims an outcome of a drag belongs
 * in this table; see tests/e2e/runnable-samples.spec.ts for the samples that
 * only have to render.
 */
type Claim = {
  /** The doc page, without the version prefix: the claim is checked in both versions. */
  page: string;
  /** The code block's title. */
  sample: string;
  /** What the page says the drag does. */
  claim: string;
  prove: (frame: Locator, page: Page) => Promise<void>;
};

/**
 * The elements of the frame whose background is `colour` (`#rrggbb`, as the
 * sample's styles write it): samples draw plain coloured views, so the colour
 * is how a reader tells them apart too.
 */
async function byColour(frame: Locator, colour: string): Promise<Locator> {
  const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(', ')})`;
  await expect
    .poll(() =>
      frame.evaluate((root, rgb) => {
        const found = [...root.querySelectorAll('div')].filter((element) => getComputedStyle(element).backgroundColor === rgb);
        for (const element of found) element.setAttribute('data-colour', rgb);
        return found.length;
      }, rgb),
    )
    .toBeGreaterThan(0);
  return frame.locator(`[data-colour="${rgb}"]`);
}

/**
 * Presses `item` with the mouse and moves towards `to`, keeping the button
 * down (a Draggable released over no zone springs back to where it started);
 * returns the item's box once it rests under the held pointer, and releases.
 * The press waits until Gesture Handler listens on the item (it marks that
 * element `touch-action: none`); a press that moved nothing is made again,
 * at most three presses in all, as tests/e2e/drag.ts does.
 */
async function heldBoxAfterDrag(page: Page, item: Locator, to: Point): Promise<Box> {
  await expect
    .poll(() =>
      item.evaluate((element) => {
        let node: HTMLElement | null = element as HTMLElement;
        while (node && node.style.touchAction !== 'none') node = node.parentElement;
        return node !== null;
      }),
    )
    .toBe(true);
  const start = await settledBoxOf(item);
  let held = start;
  for (let press = 1; press <= 3; press += 1) {
    await pressAndMove(page, await centreOf(item), to, 16);
    held = await settledBoxOf(item);
    await page.mouse.up();
    if (held.x !== start.x || held.y !== start.y) break;
  }
  return held;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

const CLAIMS: Claim[] = [
  {
    page: 'components/draggable',
    sample: 'BoundedDraggable.tsx',
    claim: 'the item moves, and its whole rectangle stays inside the container',
    prove: async (frame, page) => {
      const area = (await byColour(frame, '#f1f5f9')).first();
      const puck = (await byColour(frame, '#6366f1')).first();
      const start = await settledBoxOf(puck);
      const bounds = await boxOf(area);
      const end = await heldBoxAfterDrag(page, puck, { x: bounds.x + bounds.width + 150, y: bounds.y + bounds.height + 150 });
      expect(end.x - start.x, 'moved right').toBeGreaterThan((bounds.width - start.width) / 2);
      expect(inside(end, bounds), `${JSON.stringify(end)} inside ${JSON.stringify(bounds)}`).toBe(true);
    },
  },
  {
    page: 'components/draggable',
    sample: 'AxisDraggable.tsx',
    claim: 'the thumb slides along x only and stays on the track',
    prove: (frame, page) => slidesAlongX(frame, page, '#e2e8f0', '#0ea5e9'),
  },
  {
    page: 'guides/constraints-bounds',
    sample: 'Slider.tsx',
    claim: 'the item moves only horizontally and stops at the ends of the track',
    prove: (frame, page) => slidesAlongX(frame, page, '#e2e8f0', '#2563eb'),
  },
];

/** A slider's thumb (colour `thumbColour`) dragged right and down moves right only, and stays on its track. */
async function slidesAlongX(frame: Locator, page: Page, trackColour: string, thumbColour: string): Promise<void> {
  const track = (await byColour(frame, trackColour)).first();
  const thumb = (await byColour(frame, thumbColour)).first();
  const start = await settledBoxOf(thumb);
  const bounds = await boxOf(track);
  const end = await heldBoxAfterDrag(page, thumb, { x: start.x + start.width / 2 + 150, y: start.y + start.height / 2 + 80 });
  expect(end.x - start.x, 'slid right').toBeGreaterThan(100);
  expect(end.y, 'did not move vertically').toBeCloseTo(start.y, 0);
  expect(inside(end, bounds), `${JSON.stringify(end)} inside ${JSON.stringify(bounds)}`).toBe(true);
}

for (const version of ['', '/1.x']) {
  for (const { page: path, sample, claim, prove } of CLAIMS) {
    test(`[${version ? '1.x' : '2.x'}] ${path} ${sample}: ${claim}`, async ({ page, pageErrors }) => {
      await page.goto(`/docs${version}/${path}`);
      await waitForHydration(page);
      const section = page.locator(`[role="group"][aria-label="Code sample: ${sample}"]`);
      await section.getByRole('button', { name: `Run ${sample}` }).click();
      const frame = section.getByTestId('runnable-sample-preview');
      await frame.scrollIntoViewIfNeeded();
      await expect(frame.getByText(/^Loading /)).toHaveCount(0, { timeout: 20_000 });
      await prove(frame, page);
      expect(pageErrors).toEqual([]);
    });
  }
}
