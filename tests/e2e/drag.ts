import { expect, type Locator, type Page } from '@playwright/test';

export type Point = { x: number; y: number };

/** Centre of an element in the viewport (openDemo scrolls the whole preview into view first). */
export async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return centreOfBox(box!);
}

function centreOfBox(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How far apart two points are on the axis where they differ most. */
function axisDistance(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

export type DragOptions = {
  /** Pointer moves between start and end; gesture handlers need several. */
  steps?: number;
  /** Press and hold before moving, in ms (a sortable row activates after a 200 ms long press). */
  holdMs?: number;
};

/**
 * A real mouse drag: press, move in steps, release. `to` is a point or an
 * element (its centre). The pause after pressing uses the page's own clock,
 * so it is a wait for the long-press condition, not a sleep for rendering.
 */
export async function dragMouse(page: Page, from: Locator | Point, to: Locator | Point, options: DragOptions = {}): Promise<void> {
  const start = 'x' in from ? from : await centreOf(from);
  const end = 'x' in to ? to : await centreOf(to);
  await pressAndMove(page, start, end, options.steps, options.holdMs);
  await page.mouse.up();
}

/** The preview of one live demo on a page: the one showing `demo` (a screen file name), else the first. */
export function previewOf(page: Page, demo?: string): Locator {
  const figure = demo
    ? page.getByRole('figure', { name: `Live demo: ${demo}.tsx` })
    : page.getByRole('figure', { name: /^Live demo: / }).first();
  return figure.getByTestId('live-demo-preview');
}

/**
 * A live demo's preview area on the page at `path` (the page's first demo unless `demo` names its screen), once it
 * has rendered `readyText` and runs. The pointer rests on it, as a reader's does before a drag: that loads its code.
 */
export async function openDemo(page: Page, path: string, readyText: string | RegExp, demo?: string): Promise<Locator> {
  await page.goto(path);
  const preview = previewOf(page, demo);
  await preview.scrollIntoViewIfNeeded();
  await preview.hover();
  await expect(preview.getByText(readyText).first()).toBeVisible({ timeout: 20_000 });
  await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  return preview;
}

/**
 * A real touch drag through the Chrome DevTools Protocol (Playwright only
 * offers taps): touchStart, moves in steps, touchEnd. Needs a context with
 * `hasTouch: true`.
 */
export async function dragTouch(page: Page, from: Locator | Point, to: Locator | Point, steps = 12): Promise<void> {
  const start = 'x' in from ? from : await centreOf(from);
  const end = 'x' in to ? to : await centreOf(to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  await touch('touchStart', start);
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: start.x + ((end.x - start.x) * i) / steps, y: start.y + ((end.y - start.y) * i) / steps });
  }
  await touch('touchEnd');
  await cdp.detach();
}

export type Box = Point & { width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

/** Press at `from` and move to `to` in steps, keeping the button down (to check a hover state); finish with page.mouse.up(). */
export async function pressAndMove(page: Page, from: Point, to: Point, steps = 12, holdMs = 0): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  if (holdMs) await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), holdMs);
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  }
}

/**
 * The element's box once it has come to rest: unchanged for `frames`
 * animation frames in a row. A spring that is still on its way can pass
 * close to a point it will not stop at, so end positions are read this way.
 */
export async function settledBoxOf(locator: Locator, frames = 8): Promise<Box> {
  return locator.evaluate(
    (element, frames) =>
      new Promise<Box>((resolve) => {
        let last = element.getBoundingClientRect();
        let still = 0;
        const tick = () => {
          const box = element.getBoundingClientRect();
          still = box.x === last.x && box.y === last.y ? still + 1 : 0;
          last = box;
          if (still >= frames) resolve({ x: box.x, y: box.y, width: box.width, height: box.height });
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}

/** Waits until `item` has come to rest with its centre within `tolerance` px of `target` on both axes. */
export async function expectCentreAt(item: Locator, target: Point, tolerance = 2): Promise<void> {
  await expect.poll(async () => axisDistance(centreOfBox(await settledBoxOf(item)), target)).toBeLessThanOrEqual(tolerance);
}

/**
 * Drags `item` (by `handle`, default the item itself) until its centre is over
 * `target`, and keeps holding it there. The pan's translation starts where the
 * gesture activates, so the item trails the pointer by the first few pixels:
 * nudge the pointer until the item has caught up.
 *
 * A press that moves nothing at all is released and made again (at most
 * PRESS_ATTEMPTS presses). Every reading waits until the item has come to
 * rest, and the last step is a reading, not a move. A busy page paints late, so an earlier reading could be
 * stale. And in 1.1.0 a move can change the hovered zone, which makes every
 * Droppable leave the provider's registry until it has measured itself again
 * a frame later; a release inside that gap finds no zone. Release with
 * page.mouse.up(). Returns where the pointer is, for moves that follow.
 */
/** Presses that move nothing are tried again this many times in all (see holdOver). */
const PRESS_ATTEMPTS = 3;

export async function holdOver(page: Page, item: Locator, target: Point, handle: Locator = item): Promise<Point> {
  await waitUntilWired(item, handle);
  const itemStart = await centreOf(item);
  const grab = await centreOf(handle);
  let pointer = { x: grab.x + target.x - itemStart.x, y: grab.y + target.y - itemStart.y };
  for (let attempt = 1; attempt <= PRESS_ATTEMPTS; attempt += 1) {
    await pressAndMove(page, grab, pointer);
    if (attempt === PRESS_ATTEMPTS || axisDistance(centreOfBox(await settledBoxOf(item)), itemStart) > 2) break;
    // Nothing moved: the press came before Gesture Handler listened where it landed (on a page that paints
    // late it marks the element a frame before its listener is live). Let go, as a reader would, and press again.
    await page.mouse.up();
  }
  await expect(async () => {
    const centre = centreOfBox(await settledBoxOf(item));
    if (axisDistance(centre, target) <= 1) return;
    const gap = { x: target.x - centre.x, y: target.y - centre.y };
    pointer = { x: pointer.x + gap.x, y: pointer.y + gap.y };
    await page.mouse.move(pointer.x, pointer.y, { steps: 2 });
    throw new Error(`item centre was ${JSON.stringify(gap)} px from the target; nudged the pointer`);
  }).toPass({ timeout: 5_000 });
  return pointer;
}

/**
 * Waits until the gesture that moves `item` is attached where the pointer will
 * press. Gesture Handler on the web marks the element it listens on with
 * `touch-action: none`. A 2.0.0 Draggable.Handle registers itself in an
 * effect, after which the gesture moves from the item to the handle; a press
 * in between lands on a detector that is being taken away, and nothing moves.
 * So with a separate handle, the nearest listening element must be inside the
 * item, not the item or one of its ancestors.
 */
async function waitUntilWired(item: Locator, handle: Locator): Promise<void> {
  const itemElement = await item.elementHandle();
  await expect
    .poll(() =>
      handle.evaluate((element, owner) => {
        let node: HTMLElement | null = element as HTMLElement;
        while (node && node.style.touchAction !== 'none') node = node.parentElement;
        if (!node) return 'no gesture attached yet';
        if (node === element || owner === element) return 'wired';
        return owner && owner !== node && owner.contains(node) ? 'wired' : 'gesture still on the item';
      }, itemElement),
    )
    .toBe('wired');
}

/** holdOver, then release. */
export async function dropAt(page: Page, item: Locator, target: Point, handle: Locator = item): Promise<void> {
  await holdOver(page, item, target, handle);
  await page.mouse.up();
}

/** The text right below a label in a demo's header (the saved order, the last move). */
export function valueAfter(preview: Locator, label: string): Locator {
  return preview.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}
