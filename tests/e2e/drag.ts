import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';

export type Point = { x: number; y: number };

/**
 * What presses: a mouse (the desktop project) or a finger (the phone project,
 * playwright.config.ts). Every helper here presses through `pointer(page)`, so
 * one test body runs with either.
 */
export type PointerKind = 'mouse' | 'touch';

/** The calls the helpers make, with page.mouse's meaning: `move` goes from where the pointer is, in `steps`. */
export type Pointer = {
  readonly kind: PointerKind;
  move(x: number, y: number, options?: { steps?: number }): Promise<void>;
  down(): Promise<void>;
  up(): Promise<void>;
};

/** A finger reports about one move per 60 Hz frame. */
const TOUCH_MOVE_INTERVAL_MS = 16;
/** And moves at most this far between two reports, so a long move is split into more steps. */
const TOUCH_STEP_PX = 10;

/**
 * A real finger through the Chrome DevTools Protocol's `Input.dispatchTouchEvent`:
 * the browser's input pipeline, so its own decision to scroll the page is part
 * of the gesture (synthetic DOM events would skip it). Playwright only offers
 * taps. A move without a finger down only changes where the next touch lands:
 * a finger does not hover.
 */
class Finger implements Pointer {
  readonly kind = 'touch';
  private at: Point = { x: 0, y: 0 };
  private touching = false;
  private session: Promise<CDPSession> | undefined;

  constructor(private readonly page: Page) {}

  private async send(type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point): Promise<void> {
    this.session ??= this.page.context().newCDPSession(this.page);
    const cdp = await this.session;
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y, id: 1 }] : [] });
  }

  async move(x: number, y: number, options: { steps?: number } = {}): Promise<void> {
    const from = this.at;
    this.at = { x, y };
    if (!this.touching) return;
    const steps = Math.max(options.steps ?? 1, Math.ceil(Math.hypot(x - from.x, y - from.y) / TOUCH_STEP_PX));
    for (let i = 1; i <= steps; i++) {
      await new Promise((resolve) => setTimeout(resolve, TOUCH_MOVE_INTERVAL_MS));
      await this.send('touchMove', { x: from.x + ((x - from.x) * i) / steps, y: from.y + ((y - from.y) * i) / steps });
    }
  }

  async down(): Promise<void> {
    this.touching = true;
    await this.send('touchStart', this.at);
  }

  async up(): Promise<void> {
    if (!this.touching) return;
    this.touching = false;
    await this.send('touchEnd');
  }
}

const kinds = new WeakMap<Page, PointerKind>();
const pointers = new WeakMap<Page, Pointer>();

/** Chooses what presses on `page` (fixtures.ts does this for every test's page from the project's `pointerKind`). */
export function usePointer(page: Page, kind: PointerKind): void {
  kinds.set(page, kind);
  pointers.delete(page);
}

/** What presses on `page`: its mouse, or a finger if usePointer chose touch. */
export function pointer(page: Page): Pointer {
  let found = pointers.get(page);
  if (!found) {
    found = kinds.get(page) === 'touch' ? new Finger(page) : { kind: 'mouse', ...bindMouse(page) };
    pointers.set(page, found);
  }
  return found;
}

function bindMouse(page: Page): Omit<Pointer, 'kind'> {
  return {
    move: (x, y, options) => page.mouse.move(x, y, options),
    down: () => page.mouse.down(),
    up: () => page.mouse.up(),
  };
}

/** Lets go: the mouse button, or the finger. */
export function release(page: Page): Promise<void> {
  return pointer(page).up();
}

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
 * A real drag with the page's pointer (mouse or finger, see `pointer`): press,
 * move in steps, release. `to` is a point or an element (its centre). The
 * pause after pressing uses the page's own clock, so it is a wait for the
 * long-press condition, not a sleep for rendering. When `from` is an element,
 * it is the item: it must be the topmost element at its centre while held and,
 * if it is still there, once it rests after the drop (see expectDrawnOnTop).
 */
export async function drag(page: Page, from: Locator | Point, to: Locator | Point, options: DragOptions = {}): Promise<void> {
  const start = 'x' in from ? from : await centreOf(from);
  const end = 'x' in to ? to : await centreOf(to);
  await pressAndMove(page, start, end, options.steps, options.holdMs);
  if (!('x' in from)) await expectDrawnOnTop(from, 'while it is dragged');
  await pointer(page).up();
  if (!('x' in from)) await expectSeenAfterDrop(page, from);
}

/** The mouse drag of the desktop project; on the phone project the same call drags with a finger. */
export const dragMouse = drag;

/** The preview of one live demo on a page: the one showing `demo` (a screen file name), else the first. */
export function previewOf(page: Page, demo?: string): Locator {
  const figure = demo
    ? page.getByRole('figure', { name: `Live demo: ${demo}.tsx` })
    : page.getByRole('figure', { name: /^Live demo: / }).first();
  return figure.getByTestId('live-demo-preview');
}

/**
 * A live demo's preview area on the page at `path` (the page's first demo unless `demo` names its screen), once it
 * has rendered `readyText` and runs. The mouse rests on it first, as a reader's does before a drag: that loads its
 * code. On the phone project too (a phone may have a mouse): a tap would load it as well, but a tap on a demo is an
 * input the demo answers, and the first touch on a demo not yet running has tests of its own (live-demos.spec.ts).
 * On the phone project the demo must also fit its frame (expectFitsSideways).
 */
export async function openDemo(page: Page, path: string, readyText: string | RegExp, demo?: string): Promise<Locator> {
  await page.goto(path);
  const preview = previewOf(page, demo);
  await preview.scrollIntoViewIfNeeded();
  await preview.hover();
  await expect(preview.getByText(readyText).first()).toBeVisible({ timeout: 20_000 });
  await expect(preview).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  if (pointer(page).kind === 'touch') await expectFitsSideways(preview);
  return preview;
}

/**
 * What inside `frame` reaches past its left or right edge, except inside a
 * horizontal scroller (a view the reader can scroll sideways, which says so by
 * scrolling): each as its text (or tag) and box. Empty when the reader sees
 * all of the demo or sample at the viewport's width.
 */
export async function sidewaysOverflow(frame: Locator): Promise<string[]> {
  return frame.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const round = (n: number) => Math.round(n - edge.left);
    return [...root.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (box.left < edge.left - 1 || box.right > edge.right + 1) && !scrollsSideways(element);
      })
      .slice(0, 3)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const what = (element.textContent ?? '').trim().slice(0, 30) || element.tagName;
        return `"${what}" spans ${round(box.left)} to ${round(box.right)} px of a ${Math.round(edge.width)} px frame`;
      });
  });
}

/** Nothing inside `frame` reaches past its sides (sidewaysOverflow). */
export async function expectFitsSideways(frame: Locator): Promise<void> {
  expect(await sidewaysOverflow(frame), 'elements reaching past the frame sideways').toEqual([]);
}

/**
 * The dragged item is what the reader sees at its centre: the topmost element
 * there (document.elementFromPoint) is the item or inside it, or inside the view
 * Gesture Handler moves with it (the nearest ancestor it marked `touch-action: none`).
 */
export async function expectDrawnOnTop(item: Locator, when: string): Promise<void> {
  await expect
    .poll(
      () =>
        item.first().evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          if (!top) return 'nothing at its centre (off screen)';
          let moved: HTMLElement | null = element as HTMLElement;
          while (moved && moved.style.touchAction !== 'none') moved = moved.parentElement;
          if (element.contains(top) || (moved && moved.contains(top))) return 'on top';
          return `covered by ${top.tagName} "${(top.textContent ?? '').trim().slice(0, 40)}"`;
        }),
      { message: `the dragged item is the topmost element at its centre ${when}`, timeout: 3_000 },
    )
    .toBe('on top');
}

/** Pages whose test declared that a drop removes the item on purpose (a trash zone), with the reason. */
const removals = new WeakMap<Page, string | null>();

/**
 * From now on in this page's test, an item that is gone after its drop fails the
 * test, unless `reason` says the sample removes it on purpose.
 * (Without this call, a gone item is accepted: a demo that moves a card into
 * another list renders it anew there, and its test checks that.)
 */
export function expectItemsKept(page: Page, reason: string | null): void {
  removals.set(page, reason);
}

/** After a drop: an item still there rests on top; one that is gone is gone on purpose (expectItemsKept). */
export async function expectSeenAfterDrop(page: Page, item: Locator): Promise<void> {
  if ((await item.count()) === 0) {
    const reason = removals.get(page);
    expect(reason !== null, 'the dragged item is still on screen after the drop (its row says if the sample removes it)').toBe(true);
    return;
  }
  await settledBoxOf(item.first());
  await expectDrawnOnTop(item, 'after the drop');
}

export type Box = Point & { width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

/**
 * Press at `from` and move to `to` in steps, keeping the button or finger down (to check a hover state);
 * finish with release(page). A finger moves at most TOUCH_STEP_PX a step, one step a frame.
 */
export async function pressAndMove(page: Page, from: Point, to: Point, steps = 12, holdMs = 0): Promise<void> {
  const press = pointer(page);
  await press.move(from.x, from.y);
  await press.down();
  if (holdMs) await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), holdMs);
  await press.move(to.x, to.y, { steps });
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

/**
 * Where `item` sits inside `container` (its top-left corner relative to the container's), both boxes read in the
 * same frame. On a phone a finger that pans the page moves both on screen between two separate reads, so their
 * difference would mix two scroll positions. With `frames`, waits until that place has not changed for as many
 * animation frames in a row (a spring passes points it will not stop at).
 */
export async function placeIn(item: Locator, container: Locator, frames = 0): Promise<Point> {
  const frame = await container.elementHandle();
  try {
    return await item.evaluate(
      (element, [outer, frames]) =>
        new Promise<Point>((resolve) => {
          const read = () => {
            const [box, origin] = [element.getBoundingClientRect(), outer!.getBoundingClientRect()];
            return { x: box.x - origin.x, y: box.y - origin.y };
          };
          let last = read();
          let still = 0;
          const tick = () => {
            const now = read();
            still = now.x === last.x && now.y === last.y ? still + 1 : 0;
            last = now;
            if (still >= frames) resolve(now);
            else requestAnimationFrame(tick);
          };
          if (frames === 0) resolve(last);
          else requestAnimationFrame(tick);
        }),
      [frame, frames] as const,
    );
  } finally {
    await frame?.dispose();
  }
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
 * release(page). Returns where the pointer is, for moves that follow.
 */
/** Presses that move nothing are tried again this many times in all (see holdOver). */
const PRESS_ATTEMPTS = 3;

export async function holdOver(page: Page, item: Locator, target: Point, handle: Locator = item): Promise<Point> {
  await waitUntilWired(item, handle);
  const itemStart = await centreOf(item);
  const grab = await centreOf(handle);
  let at = { x: grab.x + target.x - itemStart.x, y: grab.y + target.y - itemStart.y };
  for (let attempt = 1; attempt <= PRESS_ATTEMPTS; attempt += 1) {
    await pressAndMove(page, grab, at);
    if (attempt === PRESS_ATTEMPTS || axisDistance(centreOfBox(await settledBoxOf(item)), itemStart) > 2) break;
    // Nothing moved: the press came before Gesture Handler listened where it landed (on a page that paints
    // late it marks the element a frame before its listener is live). Let go, as a reader would, and press again.
    await release(page);
  }
  await expect(async () => {
    const centre = centreOfBox(await settledBoxOf(item));
    if (axisDistance(centre, target) <= 1) return;
    const gap = { x: target.x - centre.x, y: target.y - centre.y };
    at = { x: at.x + gap.x, y: at.y + gap.y };
    await pointer(page).move(at.x, at.y, { steps: 2 });
    throw new Error(`item centre was ${JSON.stringify(gap)} px from the target; nudged the pointer`);
  }).toPass({ timeout: 5_000 });
  await expectDrawnOnTop(item, 'while it is dragged');
  return at;
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

/** holdOver, then release; the item, if still there, rests on top (expectSeenAfterDrop). */
export async function dropAt(page: Page, item: Locator, target: Point, handle: Locator = item): Promise<void> {
  await holdOver(page, item, target, handle);
  await release(page);
  await expectSeenAfterDrop(page, item);
}

/** The text right below a label in a demo's header (the saved order, the last move). */
export function valueAfter(preview: Locator, label: string): Locator {
  return preview.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** A tap (mouse click or finger tap) at a point. */
export async function tap(page: Page, x: number, y: number): Promise<void> {
  const press = pointer(page);
  await press.move(x, y);
  await press.down();
  await press.up();
}
