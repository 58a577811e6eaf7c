import type { Locator, Page } from '@playwright/test';
import {
  boxOf,
  centreOf,
  dropAt,
  expectDrawnOnTop,
  expectFitsSideways,
  expectItemsKept,
  expectSeenAfterDrop,
  holdOver,
  pointer,
  pressAndMove,
  release,
  settledBoxOf,
  tap,
  type Box,
  type Point,
} from './drag';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The drag outcomes the docs claim for their runnable samples, one row per
 * sample and claim, each proved with a real drag (mouse on the desktop project, finger on the phone) in the sample's frame
 * after pressing Run. A sample whose text claims an outcome of a drag belongs
 * in this table; tests/unit/sample-drag-claims.test.mjs fails when a sample
 * whose section uses drag-outcome wording has neither a row here nor an entry
 * with a reason in lib/sample-claims.mjs. See
 * tests/e2e/samples.ts (run on every route by every-route.spec.ts) for the samples that only have to render.
 * One page load per doc page and version runs all of that page's rows.
 */
type Claim = {
  /** The doc page, without the version prefix. */
  page: string;
  /** The code block's title. */
  sample: string;
  /** Which of the page's samples with that title (1-based), where a page repeats a title. */
  nth?: number;
  /** The versions whose page has the sample; both unless stated. */
  versions?: Version[];
  /** What the page says the drag does. */
  claim: string;
  /**
   * Why a drop removes the dragged item on purpose (a trash zone), if it does. Without it, an item that is
   * gone after its drop fails the row: what the reader dragged must stay in sight (drag.ts, expectSeenAfterDrop).
   */
  removes?: string;
  prove: (frame: Locator, page: Page) => Promise<void>;
};

type Version = '2.x' | '1.x';

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

/** Waits until Gesture Handler listens on `item` or an ancestor (it marks that element `touch-action: none`). */
async function listening(item: Locator): Promise<void> {
  await expect
    .poll(() =>
      item.evaluate((element) => {
        let node: HTMLElement | null = element as HTMLElement;
        while (node && node.style.touchAction !== 'none') node = node.parentElement;
        return node !== null;
      }),
    )
    .toBe(true);
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
  await listening(item);
  const start = await settledBoxOf(item);
  let held = start;
  for (let press = 1; press <= 3; press += 1) {
    await pressAndMove(page, await centreOf(item), to, 16);
    held = await settledBoxOf(item);
    if (held.x !== start.x || held.y !== start.y) await expectDrawnOnTop(item, 'while it is dragged');
    await release(page);
    if (held.x !== start.x || held.y !== start.y) break;
  }
  return held;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/** The element showing exactly `text` in the frame: samples label what a reader drags and where it goes. */
const byText = (frame: Locator, text: string) => frame.getByText(text, { exact: true }).first();

/**
 * The nearest ancestor of `item` whose rectangle encloses it and that draws
 * a border or background of its own: the container a bounded sample passes
 * as dragBoundsRef.
 */
async function containerOf(item: Locator): Promise<Box> {
  const box = await item.evaluate((element) => {
    let node = element.parentElement;
    while (node) {
      const style = getComputedStyle(node);
      if (style.borderTopWidth !== '0px' || style.backgroundColor !== 'rgba(0, 0, 0, 0)') break;
      node = node.parentElement;
    }
    const r = (node ?? element).getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  return box;
}

const centre = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Whether the topmost element at the item's centre belongs to the item: it is drawn over whatever it hovers. */
async function drawnOnTop(page: Page, item: Locator): Promise<boolean> {
  const { x, y } = await centreOf(item);
  return item.evaluate(
    (element, { x, y }) => {
      const top = document.elementFromPoint(x, y);
      let draggable: Element | null = element;
      while (draggable && (draggable as HTMLElement).style?.touchAction !== 'none') draggable = draggable.parentElement;
      return !!top && (element.contains(top) || (!!draggable && draggable.contains(top)));
    },
    { x, y },
  );
}

/** The item moves with the pointer while held, and comes back to where it started when released over no zone. */
async function movesAndSpringsBack(frame: Locator, page: Page, item: Locator): Promise<void> {
  const start = await settledBoxOf(item);
  const held = await heldBoxAfterDrag(page, item, { x: centre(start).x + 60, y: centre(start).y + 50 });
  expect(Math.abs(held.x - start.x) + Math.abs(held.y - start.y), 'moved with the pointer').toBeGreaterThan(40);
  await expectBackAt(item, start, 'back where it started');
}

/** The item settles where `home` was (within 2 px in x and y together). */
async function expectBackAt(item: Locator, home: { x: number; y: number }, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await settledBoxOf(item);
        return Math.abs(now.x - home.x) + Math.abs(now.y - home.y);
      },
      { message },
    )
    .toBeLessThan(2);
}

/**
 * The item, dragged over the zone, is drawn over it while hovering, and once
 * released rests with its centre inside the zone.
 */
async function landsInZone(page: Page, item: Locator, zone: Locator): Promise<void> {
  const target = centre(await boxOf(zone));
  await holdOver(page, item, target);
  expect(await drawnOnTop(page, item), 'the dragged item is drawn over the zone it hovers').toBe(true);
  await release(page);
  const rest = centre(await settledBoxOf(item));
  const bounds = await boxOf(zone);
  expect(inside({ ...rest, width: 0, height: 0 }, bounds), `item centre ${JSON.stringify(rest)} inside ${JSON.stringify(bounds)}`).toBe(
    true,
  );
}

/** The item, dragged over the zone, is drawn over it while hovering; then released (the sample moves it out of the list). */
async function landsInZoneThen(page: Page, item: Locator, zone: Locator): Promise<void> {
  await holdOver(page, item, centre(await boxOf(zone)));
  expect(await drawnOnTop(page, item), 'the dragged item is drawn over the zone it hovers').toBe(true);
  await release(page);
}

/**
 * Rows reorder: `row`, pressed (at `handle` if given) for `holdMs` and moved
 * down into the slot of `passed`, settles below it, and the two do not
 * overlap at rest.
 */
async function rowMovesDown(
  page: Page,
  row: Locator,
  passed: Locator,
  { holdMs = 300, handle }: { holdMs?: number; handle?: Locator } = {},
): Promise<void> {
  const start = await settledBoxOf(row);
  const other = await settledBoxOf(passed);
  expect(other.y, 'the passed row starts below').toBeGreaterThan(start.y);
  const from = handle ? centre(await boxOf(handle)) : centre(start);
  await pressAndMove(page, from, { x: from.x, y: from.y + other.y - start.y }, 16, holdMs);
  await expectDrawnOnTop(row, 'while it is dragged');
  await release(page);
  await expectSeenAfterDrop(page, row);
  await expect
    .poll(async () => (await settledBoxOf(row)).y - (await settledBoxOf(passed)).y, { message: 'row below the one it passed' })
    .toBeGreaterThan(0);
  const [a, b] = [await settledBoxOf(row), await settledBoxOf(passed)];
  expect(Math.abs(a.y - b.y), 'rows do not overlap').toBeGreaterThanOrEqual(Math.min(a.height, b.height) - 1);
}

/**
 * Presses `cell` for the 200 ms long press of a sortable and drags its
 * centre onto the centre of `slot`, then releases.
 */
async function dragCellTo(page: Page, cell: Locator, slot: Box): Promise<void> {
  await pressAndMove(page, centre(await settledBoxOf(cell)), centre(slot), 16, 300);
  await expectDrawnOnTop(cell, 'while it is dragged');
  await release(page);
  await expectSeenAfterDrop(page, cell);
}

/**
 * Each of `items` comes to rest in the slot `moved` maps its index to (the
 * slots being the items' starting boxes), or in its own slot when not listed.
 */
async function expectCellsIn(items: Locator[], slots: Box[], moved: Record<number, number>): Promise<void> {
  const where = async () =>
    Promise.all(
      items.map(async (item) => {
        const box = await settledBoxOf(item);
        const slot = slots.findIndex((s) => Math.abs(s.x - box.x) < 2 && Math.abs(s.y - box.y) < 2);
        return slot;
      }),
    );
  await expect.poll(where, { message: 'slot of each item, in data order' }).toEqual(items.map((_, i) => moved[i] ?? i));
}

const CLAIMS: Claim[] = [
  {
    page: 'intro',
    sample: 'FirstLook.tsx',
    claim: 'the card lands in the zone, drawn over it while it hovers',
    prove: (frame, page) => landsInZone(page, byText(frame, 'Drag me'), byText(frame, 'Drop here').locator('xpath=..')),
  },
  {
    page: 'getting-started/quick-start',
    sample: 'TaskBoard.tsx',
    nth: 2,
    claim: 'a task dropped on Done is drawn over the zone while it hovers, then listed under Done; the next task lands there too',
    prove: async (frame, page) => {
      await landsInZoneThen(page, byText(frame, 'Write the docs'), byText(frame, 'Drop a task here').locator('xpath=..'));
      await expect(byText(frame, '✓ Write the docs')).toBeVisible();
      await expect(byText(frame, 'Write the docs')).toHaveCount(0);
      await landsInZoneThen(page, byText(frame, 'Ship the release'), byText(frame, '✓ Write the docs').locator('xpath=..'));
      await expect(byText(frame, '✓ Ship the release')).toBeVisible();
    },
  },
  {
    page: 'getting-started/quick-start',
    sample: 'TaskBoard.tsx',
    claim: 'the first card, dragged down over the second, is drawn over it',
    prove: async (frame, page) => {
      const first = byText(frame, 'Write the docs').locator('xpath=..');
      await holdOver(page, first, centre(await boxOf(byText(frame, 'Ship the release').locator('xpath=..'))));
      expect(await drawnOnTop(page, first), 'the held card is drawn over the next one').toBe(true);
      await release(page);
    },
  },
  {
    page: 'getting-started/installation',
    sample: 'SetupCheck.tsx',
    claim: 'the box moves and springs back when let go',
    prove: (frame, page) => movesAndSpringsBack(frame, page, byText(frame, 'Drag me')),
  },
  {
    page: 'components/draggable',
    sample: 'LockableDraggable.tsx',
    versions: ['2.x'],
    claim: 'the card moves while unlocked; switched to locked, three drags leave it where it is',
    prove: async (frame, page) => {
      await movesAndSpringsBack(frame, page, byText(frame, 'Drag me'));
      await frame.getByRole('switch').click();
      const card = byText(frame, 'Locked');
      const start = await settledBoxOf(card);
      const held = await heldBoxAfterDrag(page, card, { x: centre(start).x + 60, y: centre(start).y + 50 });
      expect({ x: held.x, y: held.y }, 'not moved').toEqual({ x: start.x, y: start.y });
    },
  },
  {
    page: 'components/draggable',
    sample: 'OnTop.tsx',
    claim: 'each card picked up is drawn over the other cards and the zone, while dragged and after the drop',
    prove: async (frame, page) => {
      const zone = frame.getByText(/^Last dropped: /).locator('xpath=..');
      const zoneBox = await boxOf(zone);
      for (const title of ['Third card', 'First card']) {
        const card = byText(frame, title).locator('xpath=..');
        await landsInZone(page, card, zone);
        expect(await drawnOnTop(page, card), `${title} is drawn on top after the drop`).toBe(true);
        await expect(byText(frame, `Last dropped: ${title}`)).toBeVisible();
      }
      expect(await boxOf(zone), 'the zone did not move').toEqual(zoneBox);
    },
  },
  {
    page: 'components/droppable',
    sample: 'HighlightZone.tsx',
    claim: 'the zone turns solid green while the card hovers over it, and dashed again when it is let go',
    prove: async (frame, page) => {
      const zone = byText(frame, 'Drop here').locator('xpath=..');
      const border = () =>
        zone.evaluate((element) => `${getComputedStyle(element).borderTopStyle} ${getComputedStyle(element).borderTopColor}`);
      expect(await border(), 'dashed at rest').toBe('dashed rgb(148, 163, 184)');
      const card = byText(frame, 'Drag me over the zone').locator('xpath=..');
      const start = await settledBoxOf(card);
      await holdOver(page, card, centre(await boxOf(zone)));
      await expect.poll(border, { message: 'highlighted while hovered' }).toBe('solid rgb(34, 197, 94)');
      expect(await drawnOnTop(page, card), 'the card is drawn over the zone').toBe(true);
      await release(page);
      await expect.poll(border, { message: 'back to dashed' }).toBe('dashed rgb(148, 163, 184)');
      expect((await settledBoxOf(card)).y, 'the card rests in the zone').toBeLessThan(start.y);
    },
  },
  {
    page: 'components/droppable',
    sample: 'AlignedZone.tsx',
    claim: 'the letter lands 12 points from the left edge and 36 below the top, clear of the label',
    prove: async (frame, page) => {
      const zone = byText(frame, 'Inbox').locator('xpath=..');
      const letter = byText(frame, 'Letter').locator('xpath=..');
      await holdOver(page, letter, centre(await boxOf(zone)));
      expect(await drawnOnTop(page, letter), 'the letter is drawn over the zone').toBe(true);
      await release(page);
      const corner = await boxOf(zone);
      await expect
        .poll(async () => {
          const rest = await settledBoxOf(letter);
          return [Math.round(rest.x - corner.x), Math.round(rest.y - corner.y)];
        })
        .toEqual([12, 36]);
    },
  },
  {
    page: 'api/hooks/useDroppable',
    sample: 'Basket.tsx',
    claim: 'the basket lights up while the apple hovers over it, and counts it once it lands',
    prove: async (frame, page) => {
      const basket = frame.getByText(/fruits$|^Release to drop$/).locator('xpath=..');
      const apple = byText(frame, 'Apple').locator('xpath=..');
      await holdOver(page, apple, centre(await boxOf(basket)));
      await expect(byText(frame, 'Release to drop')).toBeVisible();
      await expect.poll(() => basket.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(22, 163, 74)');
      expect(await drawnOnTop(page, apple), 'the apple is drawn over the basket').toBe(true);
      await release(page);
      await expect(byText(frame, '1/3 fruits')).toBeVisible();
      expect(await drawnOnTop(page, apple), 'the apple is drawn over the basket after the drop').toBe(true);
    },
  },
  {
    page: 'hooks/useDroppable',
    sample: 'LimitedZone.tsx',
    claim: 'a zone of capacity 1 holding the card reads Full when the card hovers over it again',
    prove: async (frame, page) => {
      const zone = frame.getByText(/^tray \(1 max\)$|^Release to drop$|^Full$/).locator('xpath=..');
      const card = byText(frame, 'Drag me, then drag me back in').locator('xpath=..');
      await holdOver(page, card, centre(await boxOf(zone)));
      await expect(byText(frame, 'Release to drop')).toBeVisible();
      await release(page);
      await expect(byText(frame, 'tray (1 max)')).toBeVisible();
      const rest = centre(await settledBoxOf(card));
      await holdOver(page, card, { x: rest.x + 10, y: rest.y + 10 });
      await expect(byText(frame, 'Full')).toBeVisible();
      await release(page);
    },
  },
  {
    page: 'guides/collision-algorithms',
    sample: 'LockableZone.tsx',
    claim: 'the open zone highlights and takes the report; locked, it shows no highlight and takes nothing',
    prove: async (frame, page) => {
      const zone = frame.getByText(/^Archive/).locator('xpath=..');
      const report = byText(frame, 'Report').locator('xpath=..');
      const background = () => zone.evaluate((element) => getComputedStyle(element).backgroundColor);
      await frame.getByRole('switch').click();
      await expect(byText(frame, 'Archive (locked)')).toBeVisible();
      const home = await settledBoxOf(report);
      await holdOver(page, report, centre(await boxOf(zone)));
      expect(await background(), 'no highlight while locked').toBe('rgba(0, 0, 0, 0)');
      await release(page);
      await expectBackAt(report, home, 'the locked zone sent the report back');
      await expect(byText(frame, '0 archived')).toBeVisible();
      await frame.getByRole('switch').click();
      await expect(byText(frame, 'Archive')).toBeVisible();
      await holdOver(page, report, centre(await boxOf(zone)));
      await expect.poll(background, { message: 'highlighted while open' }).toBe('rgb(220, 252, 231)');
      await release(page);
      await expect(byText(frame, '1 archived')).toBeVisible();
    },
  },
  {
    page: 'components/draggable',
    sample: 'MinimalDraggable.tsx',
    claim: 'the note moves with the pointer',
    prove: (frame, page) => movesAndSpringsBack(frame, page, byText(frame, 'Sticky note')),
  },
  {
    page: 'components/draggable',
    sample: 'HandleDraggable.tsx',
    claim: 'dragged by its handle, the whole item moves',
    prove: async (frame, page) => {
      // The row view, which holds the handle: the gesture must listen inside it.
      const row = byText(frame, 'Track 7').locator('xpath=..');
      const start = centre(await settledBoxOf(row));
      await holdOver(page, row, { x: start.x + 40, y: start.y + 60 }, byText(frame, '⋮⋮'));
      await release(page);
    },
  },
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
    sample: 'BoundedCard.tsx',
    claim: 'the card moves anywhere inside the view, and no part of it leaves',
    prove: async (frame, page) => {
      const card = (await byColour(frame, '#c7d2fe')).first();
      const bounds = await containerOf(card);
      const start = await settledBoxOf(card);
      const end = await heldBoxAfterDrag(page, card, { x: bounds.x + bounds.width + 120, y: bounds.y + bounds.height + 120 });
      expect(end.y - start.y, 'moved down').toBeGreaterThan(100);
      expect(inside(end, bounds), `${JSON.stringify(end)} inside ${JSON.stringify(bounds)}`).toBe(true);
    },
  },
  {
    page: 'guides/constraints-bounds',
    sample: 'Slider.tsx',
    claim: 'the item moves only horizontally and stops at the ends of the track',
    prove: (frame, page) => slidesAlongX(frame, page, '#e2e8f0', '#2563eb'),
  },
  {
    page: 'api/hooks/useDraggable',
    sample: 'Slider.tsx',
    claim: 'the knob moves only sideways, inside the track',
    prove: (frame, page) => slidesAlongX(frame, page, '#e2e8f0', '#6366f1'),
  },
  {
    page: 'examples/bounded-dragging',
    sample: 'LeverScreen.tsx',
    claim: 'the knob moves only up, stays in the track, reads 100 at the top and springs back to 0',
    prove: async (frame, page) => {
      const knob = (await byColour(frame, '#0f172a')).first();
      const track = (await byColour(frame, '#e2e8f0')).first();
      const start = await settledBoxOf(knob);
      const bounds = await boxOf(track);
      await pressAndMove(page, centre(start), { x: centre(start).x + 60, y: bounds.y - 120 }, 16);
      const held = await settledBoxOf(knob);
      expect(start.y - held.y, 'moved up').toBeGreaterThan(50);
      expect(held.x, 'did not move sideways').toBeCloseTo(start.x, 0);
      expect(inside(held, bounds), `${JSON.stringify(held)} inside ${JSON.stringify(bounds)}`).toBe(true);
      await expect(byText(frame, '100')).toBeVisible();
      await release(page);
      await expect(byText(frame, '0')).toBeVisible();
      await expect.poll(async () => Math.abs((await settledBoxOf(knob)).y - start.y), { message: 'back in the middle' }).toBeLessThan(2);
    },
  },
  {
    page: 'examples/axis-constraints',
    sample: 'PullTabScreen.tsx',
    claim: 'the tab moves only down, and dropping it on the zone opens the panel',
    prove: async (frame, page) => {
      const tab = (await byColour(frame, '#0f172a')).first();
      const zone = byText(frame, 'Pull down').locator('xpath=..');
      const start = await settledBoxOf(tab);
      const target = centre(await boxOf(zone));
      await pressAndMove(page, centre(start), { x: target.x + 80, y: target.y }, 16);
      const held = await settledBoxOf(tab);
      expect(held.x, 'did not move sideways').toBeCloseTo(start.x, 0);
      expect(held.y - start.y, 'moved down').toBeGreaterThan(40);
      await release(page);
      await expect(frame.getByText(/^Order #1042/)).toBeVisible();
    },
  },
  {
    page: 'examples/basic-drag-drop',
    sample: 'SnapIntoZoneScreen.tsx',
    claim: 'a fruit dropped on the basket lands in it and the status names it',
    prove: async (frame, page) => {
      await landsInZone(page, byText(frame, 'Apple'), (await byColour(frame, '#fef3c7')).first());
      await expect(byText(frame, 'Last drop: Apple')).toBeVisible();
    },
  },
  {
    page: 'components/sortable',
    sample: 'Playlist.tsx',
    claim: 'a row dragged down two slots settles below the rows it passed',
    prove: (frame, page) => rowMovesDown(page, byText(frame, 'Morning Light'), byText(frame, 'Northbound')),
  },
  {
    page: 'components/sortable',
    sample: 'MixedRows.tsx',
    versions: ['2.x'],
    claim: 'rows first sit at index × 60; a pressed row moves below the heights above it, and the others stay',
    prove: async (frame, page) => {
      const row = (label: string) => byText(frame, label).locator('..');
      const offset = async (label: string) => Math.round((await settledBoxOf(row(label))).y - (await settledBoxOf(row('Today'))).y);
      expect(await offset('Call the bank')).toBe(120);
      expect(await offset('Book the ferry')).toBe(240);
      await listening(row('Call the bank'));
      const spot = await centreOf(row('Call the bank'));
      await tap(page, spot.x, spot.y);
      // 40 (the "Today" section) + 72 (the first task).
      await expect.poll(() => offset('Call the bank')).toBe(112);
      expect(await offset('Book the ferry')).toBe(240);
    },
  },
  {
    page: 'api/hooks/useSortable',
    sample: 'Podium.tsx',
    versions: ['1.x'],
    claim: "a runner dragged below the next settles there; at rest every row shows its inner view's white, not the hook's black",
    prove: async (frame, page) => {
      await rowMovesDown(page, byText(frame, 'Ada'), byText(frame, 'Grace'));
      for (const name of ['Ada', 'Grace', 'Linus']) {
        const inner = byText(frame, name).locator('xpath=..');
        expect(await inner.evaluate((element) => getComputedStyle(element).backgroundColor), `${name}'s row`).toBe('rgb(255, 255, 255)');
        const [innerBox, rowBox] = [await boxOf(inner), await boxOf(inner.locator('xpath=..'))];
        expect(innerBox.height, `${name}'s white view fills its row`).toBeGreaterThanOrEqual(rowBox.height - 1);
      }
    },
  },
  {
    page: 'getting-started/migrating-from-1x',
    sample: 'MoveCounter.tsx',
    versions: ['2.x'],
    claim: 'the counter counts every row moved aside, past 1',
    prove: async (frame, page) => {
      await rowMovesDown(page, byText(frame, 'Plan'), byText(frame, 'Test'));
      await expect(byText(frame, '2 rows moved aside')).toBeVisible();
    },
  },
  {
    page: 'hooks/useSortable',
    sample: 'CustomRows.tsx',
    claim: 'after a 200 ms press the row moves, and settles below the row whose slot it took',
    prove: (frame, page) => rowMovesDown(page, byText(frame, 'Intro'), byText(frame, 'Drag')),
  },
  {
    page: 'examples/drag-handles',
    sample: 'SortableHandlesScreen.tsx',
    versions: ['1.x'],
    claim: 'dragged by its grip with no hold, the row moves to the slot it is dropped in',
    prove: (frame, page) =>
      rowMovesDown(page, byText(frame, 'Blue Morning'), byText(frame, 'Night Bus'), { holdMs: 0, handle: byText(frame, '≡') }),
  },
  {
    page: 'components/draggable',
    sample: 'SendHome.tsx',
    claim: 'a token dropped in the zone goes back to its start when a new key remounts it, and the freed zone takes it again',
    prove: async (frame, page) => {
      // The token's face, found again after the remount (a new view).
      const face = async () => (await byColour(frame, '#f97316')).first();
      const zone = byText(frame, 'Drop here').locator('xpath=..');
      const zoneBox = await settledBoxOf(zone);
      const home = await settledBoxOf(await face());
      const dropIn = async () => {
        const token = await face();
        await holdOver(page, token, centre(zoneBox));
        await release(page);
        await expect(byText(frame, 'Placed')).toBeVisible();
        expect(inside(await settledBoxOf(token), zoneBox), 'the token rests in the zone').toBe(true);
      };
      await dropIn();
      await frame.getByRole('button', { name: 'Send it home' }).click();
      await expect(byText(frame, 'Drop here')).toBeVisible();
      await expect
        .poll(async () => {
          const box = await settledBoxOf(await face());
          return [Math.round(box.x - home.x), Math.round(box.y - home.y)];
        })
        .toEqual([0, 0]);
      // The old instance's record left with it, so the zone (capacity 1) takes the new one.
      await dropIn();
    },
  },
  {
    page: 'components/sortable-grid',
    sample: 'TileGrid.tsx',
    versions: ['2.x'],
    claim: 'a tile dragged two cells along takes that place, and the tile in between shifts by one',
    prove: async (frame, page) => {
      const [one, two, three] = ['1', '2', '3'].map((label) => byText(frame, label));
      const start = await Promise.all([one, two, three].map((tile) => settledBoxOf(tile)));
      await pressAndMove(page, centre(start[0]), centre(start[2]), 16, 300);
      await release(page);
      await expect.poll(async () => Math.round((await settledBoxOf(one)).x - start[2].x), { message: '1 in the third cell' }).toBe(0);
      expect(Math.round((await settledBoxOf(two)).x - start[0].x), '2 shifted into the first cell').toBe(0);
      expect(Math.round((await settledBoxOf(three)).x - start[1].x), '3 shifted into the second cell').toBe(0);
    },
  },
  {
    page: 'components/sortable-grid',
    sample: 'SwapBoard.tsx',
    versions: ['2.x'],
    claim: 'a cell dropped on its neighbour trades places with it alone; a longer drag swaps with each cell it crosses',
    prove: async (frame, page) => {
      const pieces = frame.getByText(/^[♜♞♝♛♚♟]$/);
      await expect(pieces).toHaveCount(9);
      // The cell views: glyphs differ in width, the cells do not.
      const cells = (await pieces.all()).map((piece) => piece.locator('xpath=..'));
      const slots = await Promise.all(cells.map((cell) => settledBoxOf(cell)));
      // The middle row holds ♛ ♚ ♝, cells 3, 4 and 5 in data order.
      await dragCellTo(page, cells[3], slots[4]);
      await expectCellsIn(cells, slots, { 3: 4, 4: 3 });
      // ♚, now in slot 3, dragged two slots along: it passes ♛ on its way to ♝.
      await dragCellTo(page, cells[4], slots[5]);
      await expectCellsIn(cells, slots, { 3: 3, 4: 5, 5: 4 });
    },
  },
  {
    page: 'components/sortable-grid',
    sample: 'GrowingGrid.tsx',
    versions: ['2.x'],
    claim: 'after a drag, a tile added with the button takes the next free cell, not the first, and the dragged order stays',
    prove: async (frame, page) => {
      const cells = ['A', 'B', 'C', 'D'].map((label) => byText(frame, label).locator('xpath=..'));
      const start = await Promise.all(cells.map((cell) => settledBoxOf(cell)));
      // Three columns: A B C on the first row, D under A; a fifth tile belongs under B.
      const slots = [...start, { ...start[1], y: start[3].y }];
      await dragCellTo(page, cells[0], start[2]);
      await expectCellsIn(cells, slots, { 0: 2, 1: 0, 2: 1 });
      await frame.getByRole('button', { name: 'Add a tile' }).click();
      const added = byText(frame, 'E').locator('xpath=..');
      await expectCellsIn([...cells, added], slots, { 0: 2, 1: 0, 2: 1 });
    },
  },
  {
    page: 'examples/capacity-limits',
    sample: 'WaitlistScreen.tsx',
    claim: 'two people land in the room; a third dropped on the full room lands at the waitlist’s bottom-left corner',
    prove: async (frame, page) => {
      const room = byText(frame, 'Room (2)').locator('xpath=..');
      const waitlist = byText(frame, 'Waitlist').locator('xpath=..');
      for (const name of ['P', 'Q']) {
        const person = byText(frame, name).locator('xpath=..');
        await dropAt(page, person, centre(await boxOf(room)));
        const rest = centre(await settledBoxOf(person));
        expect(inside({ ...rest, width: 0, height: 0 }, await boxOf(room)), `${name} rests in the room`).toBe(true);
      }
      const third = byText(frame, 'R').locator('xpath=..');
      await dropAt(page, third, centre(await boxOf(room)));
      const corner = await boxOf(waitlist);
      await expect
        .poll(
          async () => {
            const rest = await settledBoxOf(third);
            return [Math.round(rest.x - corner.x), Math.round(corner.y + corner.height - (rest.y + rest.height))];
          },
          { message: 'R sits 12 px in from the waitlist’s bottom-left corner' },
        )
        .toEqual([12, 12]);
    },
  },
  {
    page: 'examples/collision-detection',
    sample: 'GridCollisionScreen.tsx',
    claim:
      'the status names the cell the token lands in; released over that cell again, it goes home (the cell still counts it); the status reads nowhere once it springs back',
    prove: async (frame, page) => {
      const token = byText(frame, 'T').locator('xpath=..');
      const home = await settledBoxOf(token);
      const b2 = byText(frame, 'B2').locator('xpath=..');
      await landsInZone(page, token, b2);
      await expect(byText(frame, 'Token is in: B2')).toBeVisible();
      const cell = await boxOf(b2);
      await dropAt(page, token, { x: centre(cell).x + 20, y: centre(cell).y + 10 });
      await expect(byText(frame, 'Token is in: nowhere')).toBeVisible();
      await expectBackAt(token, home, 'refused by its own cell, the token is back home');
      await landsInZone(page, token, b2);
      await expect(byText(frame, 'Token is in: B2')).toBeVisible();
      await dropAt(page, token, { x: centre(home).x + 200, y: centre(home).y });
      await expect(byText(frame, 'Token is in: nowhere')).toBeVisible();
      await expectBackAt(token, home, 'the token is back home');
    },
  },
  {
    page: 'examples/sortable-lists',
    sample: 'HorizontalSortableScreen.tsx',
    claim: 'a tab dragged two slots right takes the third slot, the two it passed shift left by one, and the order line says so',
    prove: async (frame, page) => {
      const tabs = ['Home', 'Search', 'Inbox', 'Saved'].map((label) => byText(frame, label).locator('xpath=..'));
      const slots = await Promise.all(tabs.map((tab) => settledBoxOf(tab)));
      const from = centre(slots[0]);
      // A little past the third slot's start, so the tab's leading edge is inside that slot.
      await pressAndMove(page, from, { x: centre(slots[2]).x + 20, y: from.y }, 16, 300);
      await release(page);
      await expectCellsIn(tabs, slots, { 0: 2, 1: 0, 2: 1 });
      await expect(byText(frame, 'Tab order: search, inbox, home, saved, profile')).toBeVisible();
    },
  },
  {
    page: 'examples/visual-feedback',
    sample: 'HighlightTargetsScreen.tsx',
    claim: 'while the mail is dragged every folder is outlined, the hovered one solid; the outlines go when it is let go',
    prove: async (frame, page) => {
      const folders = ['Work', 'Personal', 'Receipts'].map((name) => byText(frame, name).locator('xpath=..'));
      const mail = byText(frame, 'Invoice #208');
      const border = (folder: Locator) =>
        folder.evaluate((element) => `${getComputedStyle(element).borderTopStyle} ${getComputedStyle(element).borderTopColor}`);
      const TARGET = 'dashed rgb(147, 197, 253)';
      const HOVERED = 'solid rgb(37, 99, 235)';
      for (const folder of folders) expect(await border(folder), 'no outline at rest').toBe('solid rgba(0, 0, 0, 0)');
      const start = centre(await settledBoxOf(mail));
      const at = await holdOver(page, mail, { x: start.x + 40, y: start.y + 80 });
      for (const folder of folders) await expect.poll(() => border(folder), { message: 'outlined during the drag' }).toBe(TARGET);
      const over = centre(await boxOf(folders[0]));
      const held = centre(await settledBoxOf(mail));
      await pointer(page).move(at.x + over.x - held.x, at.y + over.y - held.y, { steps: 8 });
      await expect.poll(() => border(folders[0]), { message: 'the hovered folder' }).toBe(HOVERED);
      for (const folder of folders.slice(1)) expect(await border(folder), 'the others stay outlined').toBe(TARGET);
      await release(page);
      for (const folder of folders) await expect.poll(() => border(folder), { message: 'outline gone' }).toBe('solid rgba(0, 0, 0, 0)');
    },
  },
  {
    page: 'examples/visual-feedback',
    sample: 'HoldToLiftScreen.tsx',
    versions: ['2.x'],
    claim: 'a finger that moves before the 300 ms hold is over starts no drag and runs no callback; after the hold it drags',
    prove: async (frame, page) => {
      const card = byText(frame, 'Receipt').locator('xpath=..');
      const zone = byText(frame, 'Filed').locator('xpath=..');
      const lifted = () => card.evaluate((element) => getComputedStyle(element).borderTopColor === 'rgb(2, 132, 199)');
      await listening(card);
      const start = await settledBoxOf(card);
      const target = centre(await boxOf(zone));
      await pressAndMove(page, centre(start), target, 16);
      // Keep the button down past the hold, so a drag that started late would show too.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(await settledBoxOf(card), 'the card did not move').toEqual(start);
      expect(await lifted(), 'onDragStart did not run').toBe(false);
      await release(page);
      await expect(byText(frame, 'Hold the card, then drag it')).toBeVisible();
      await pressAndMove(page, centre(start), target, 16, 500);
      await expect.poll(lifted, { message: 'after the hold, onDragStart lifts the card' }).toBe(true);
      await release(page);
      await expect(byText(frame, 'Receipt filed')).toBeVisible();
    },
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

const VERSIONS: Version[] = ['2.x', '1.x'];
const PAGES = [...new Set(CLAIMS.map((c) => c.page))];

for (const version of VERSIONS) {
  for (const path of PAGES) {
    const claims = CLAIMS.filter((c) => c.page === path && (c.versions ?? VERSIONS).includes(version));
    if (!claims.length) continue;
    test(
      `[${version}] ${path}: ${claims.map((c) => `${c.sample} ${c.claim}`).join('; ')}`,
      { tag: '@drag' },
      async ({ page, pageErrors }) => {
        test.setTimeout(30_000 + claims.length * 20_000);
        await page.goto(`/docs${version === '1.x' ? '/1.x' : ''}/${path}`);
        await waitForHydration(page);
        for (const { sample, nth = 1, prove, removes } of claims) {
          await test.step(sample, async () => {
            expectItemsKept(page, removes ?? null);
            const section = page.locator(`[role="group"][aria-label="Code sample: ${sample}"]`).nth(nth - 1);
            await section.getByRole('button', { name: `Run ${sample}` }).click();
            const frame = section.getByTestId('runnable-sample-preview');
            await frame.scrollIntoViewIfNeeded();
            await expect(frame.getByText(/^Loading /)).toHaveCount(0, { timeout: 20_000 });
            if (pointer(page).kind === 'touch') await expectFitsSideways(frame);
            await prove(frame, page);
          });
        }
        expect(pageErrors).toEqual([]);
      },
    );
  }
}
