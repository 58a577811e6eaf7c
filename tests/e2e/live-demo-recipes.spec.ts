import type { Locator } from '@playwright/test';
import { expect, testWithoutPageErrors as test } from './fixtures';
import {
  boxOf,
  centreOf,
  drag,
  dropAt,
  expectCentreAt,
  holdOver,
  openDemo,
  pointer,
  pressAndMove,
  release,
  settledBoxOf,
  valueAfter,
  type Point,
} from './drag';

/**
 * The 2.0.0 example pages (the grid, the horizontal strip
 * and the recipes). Each test drags the live demo with a real mouse, and with a finger on the phone project, and checks
 * what its page says the drag does. The other demo tests are in live-demos.spec.ts.
 */

/** True when the elements' settled tops run in this order, top to bottom. */
async function inVerticalOrder(items: Locator[]): Promise<boolean> {
  const tops = await Promise.all(items.map(async (item) => (await settledBoxOf(item)).y));
  return tops.every((top, i) => i === 0 || top > tops[i - 1]);
}

/** The view that holds the text `label` exactly: an item, tile, chip or row of a demo. */
function itemsIn(preview: Locator): (label: string) => Locator {
  return (label) => preview.getByText(label, { exact: true }).locator('..');
}

function inside(point: Point, box: { x: number; y: number; width: number; height: number }): boolean {
  return point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
}

test.describe('[2.x] Live demos: sortable grid and horizontal strip (2.0.0 only)', { tag: '@drag' }, () => {
  test('live demo sortable-grid: a tile dragged straight down onto another trades places with it, and no other tile moves (swap strategy)', async ({
    page,
  }) => {
    const preview = await openDemo(page, '/docs/examples/sortable-grid', 'Mail');
    const order = valueAfter(preview, 'Home screen');
    await expect(order).toHaveText('Mail · Maps · Music · Notes · Photos · Clock · Camera · Files');
    const tile = itemsIn(preview);
    const names = ['Mail', 'Maps', 'Music', 'Notes', 'Photos', 'Clock', 'Camera', 'Files'];
    const cells = await Promise.all(names.map((name) => settledBoxOf(tile(name))));

    // The cell is the one under the tile's top-left corner: aim a little right of and below the target's centre.
    const from = await centreOf(tile('Mail'));
    await drag(page, from, { x: from.x + 10, y: cells[4].y + cells[4].height / 2 + 10 }, { holdMs: 400 });

    await expect(order).toHaveText('Photos · Maps · Music · Notes · Mail · Clock · Camera · Files');
    const expected = ['Photos', 'Maps', 'Music', 'Notes', 'Mail', 'Clock', 'Camera', 'Files'];
    await expect
      .poll(
        async () => {
          const boxes = await Promise.all(expected.map((name) => settledBoxOf(tile(name))));
          return boxes.every((box, i) => Math.abs(box.x - cells[i].x) <= 1 && Math.abs(box.y - cells[i].y) <= 1);
        },
        { message: 'every tile rests in the cell of its new place' },
      )
      .toBe(true);
  });

  test('live demo sortable-grid: a drag right then down swaps with each tile on its path (swap follows the path)', async ({ page }) => {
    const preview = await openDemo(page, '/docs/examples/sortable-grid', 'Mail');
    const order = valueAfter(preview, 'Home screen');
    const tile = itemsIn(preview);
    const from = await centreOf(tile('Mail'));
    const maps = await centreOf(tile('Maps'));
    const clock = await centreOf(tile('Clock'));

    await pressAndMove(page, from, { x: maps.x + 10, y: maps.y + 10 }, 12, 400);
    await pointer(page).move(clock.x + 10, clock.y + 10, { steps: 12 });
    await release(page);

    await expect(order).toHaveText('Maps · Clock · Music · Notes · Photos · Mail · Camera · Files');
  });

  test('live demo horizontal-sortable: a chip dragged one slot right takes that slot and the chip there moves left', async ({ page }) => {
    const preview = await openDemo(page, '/docs/examples/horizontal-sortable', 'Podcasts');
    const order = valueAfter(preview, 'Filter order');
    await expect(order).toHaveText('All · Music · Podcasts · News · Sport · Comedy · Kids');
    const chip = itemsIn(preview);
    const all = await settledBoxOf(chip('All'));
    const music = await settledBoxOf(chip('Music'));

    // A chip takes the slot under its left edge: move a little past the next slot's start.
    const from = await centreOf(chip('All'));
    await drag(page, from, { x: from.x + (music.x - all.x) + 10, y: from.y }, { holdMs: 400 });

    await expect(order).toHaveText('Music · All · Podcasts · News · Sport · Comedy · Kids');
    await expect.poll(async () => Math.round((await settledBoxOf(chip('Music'))).x)).toBe(Math.round(all.x));
    await expect.poll(async () => Math.round((await settledBoxOf(chip('All'))).x)).toBe(Math.round(music.x));
  });

  test('live demo horizontal-sortable: a chip held near the strip’s right edge scrolls the strip to its end, and dropped there goes last', async ({
    page,
  }) => {
    const preview = await openDemo(page, '/docs/examples/horizontal-sortable', 'Podcasts');
    const order = valueAfter(preview, 'Filter order');
    const chip = itemsIn(preview);
    const strip = preview.getByLabel('Filters');
    const stripBox = await boxOf(strip);
    await expect.poll(async () => inside(await centreOf(chip('Kids')), stripBox)).toBe(false);

    const from = await centreOf(chip('All'));
    const edge = { x: stripBox.x + stripBox.width - 30, y: from.y };
    await pressAndMove(page, from, edge, 12, 400);
    // The chip's slot follows the scrolled strip on pointer moves only, so keep the pointer moving by a pixel every
    // frame, as a finger does; each update then passes at most one slot (the page explains what a jump does).
    await expect(async () => {
      for (let i = 0; i < 30; i += 1) {
        await pointer(page).move(edge.x + (i % 2), edge.y);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      expect(inside(await centreOf(chip('Kids')), stripBox)).toBe(true);
      const kids = await settledBoxOf(chip('Kids'));
      // Every other chip has moved one slot left: Kids rests in the second-to-last slot.
      expect(kids.x + kids.width).toBeLessThan(stripBox.x + stripBox.width - 60);
    }).toPass({ timeout: 15_000 });
    await release(page);

    await expect(order).toHaveText('Music · Podcasts · News · Sport · Comedy · Kids · All');
  });
});

/** The card titles of a board list, top to bottom. */
async function cardsIn(list: Locator): Promise<string[]> {
  const lines = (await list.innerText()).split('\n').map((line) => line.trim());
  return lines.filter((line) => line !== '').slice(1);
}

test.describe('[2.x] Live demos: recipes (2.0.0)', { tag: '@drag' }, () => {
  test('live demo board-of-lists: a card dropped on a card of another list takes its place there, and is drawn inside that list', async ({
    page,
  }) => {
    const preview = await openDemo(page, '/docs/examples/board-of-lists', 'Draw icons');
    const list = (title: string) => preview.getByText(new RegExp(`^${title} \\(\\d+\\)$`)).locator('..');
    const card = itemsIn(preview);
    await expect(list('Doing')).toContainText('Doing (1)');

    await dropAt(page, card('Draw icons'), await centreOf(card('Login page')));

    await expect(list('Doing')).toContainText('Doing (2)');
    expect(await cardsIn(list('Doing'))).toEqual(['Draw icons', 'Login page']);
    expect(await cardsIn(list('To do'))).toEqual(['Write copy', 'Add tests']);
    await expect(preview.getByText('Draw icons → Doing')).toBeVisible();
    // Remounted at its new place: the card rests inside the Doing list, above Login page.
    await expect.poll(async () => inside(await centreOf(card('Draw icons')), await boxOf(list('Doing')))).toBe(true);
    expect(await inVerticalOrder([card('Draw icons'), card('Login page')])).toBe(true);
  });

  test('live demo board-of-lists: a card dropped on the empty end of its own list moves to the end of that list', async ({ page }) => {
    const preview = await openDemo(page, '/docs/examples/board-of-lists', 'Draw icons');
    const todo = preview.getByText(/^To do \(\d+\)$/).locator('..');
    const card = itemsIn(preview);
    const listBox = await boxOf(todo);
    const last = await boxOf(card('Add tests'));
    const endSpace = { x: listBox.x + listBox.width / 2, y: (last.y + last.height + listBox.y + listBox.height) / 2 };

    await dropAt(page, card('Write copy'), endSpace);

    await expect.poll(() => cardsIn(todo)).toEqual(['Draw icons', 'Add tests', 'Write copy']);
    // Drawn where the list puts it: one slot (a 44 px card and 8 px of space) below Add tests, not left on the zone's centre.
    const addTests = await centreOf(card('Add tests'));
    await expectCentreAt(card('Write copy'), { x: addTests.x, y: addTests.y + 52 });
  });

  test('live demo board-of-lists: a card released where no slot is springs home and the board does not change', async ({ page }) => {
    const preview = await openDemo(page, '/docs/examples/board-of-lists', 'Draw icons');
    const todo = preview.getByText(/^To do \(\d+\)$/).locator('..');
    const card = itemsIn(preview);
    const home = await centreOf(card('Draw icons'));
    const below = await boxOf(preview.getByText('Drag a card to another place'));

    await dropAt(page, card('Draw icons'), { x: below.x + below.width / 2, y: below.y + below.height + 40 });

    await expectCentreAt(card('Draw icons'), home);
    expect(await cardsIn(todo)).toEqual(['Write copy', 'Draw icons', 'Add tests']);
    await expect(preview.getByText('Drag a card to another place')).toBeVisible();
  });

  test('live demo conditional-drop: a bin refuses an item that does not belong there, and the item springs back to the tray', async ({
    page,
  }) => {
    const preview = await openDemo(page, '/docs/examples/conditional-drop', 'Apple core');
    const item = itemsIn(preview);
    const recycling = preview.getByText(/^Recycling \(\d+\)$/).locator('..');
    const home = await centreOf(item('Apple core'));

    await dropAt(page, item('Apple core'), await centreOf(recycling));

    await expect(preview.getByText('Recycling does not take Apple core')).toBeVisible();
    await expectCentreAt(item('Apple core'), home);
    await expect(recycling).toContainText('Recycling (0)');
  });

  test('live demo conditional-drop: a bin keeps an item that belongs there', async ({ page }) => {
    const preview = await openDemo(page, '/docs/examples/conditional-drop', 'Glass jar');
    const item = itemsIn(preview);
    const recycling = preview.getByText(/^Recycling \(\d+\)$/).locator('..');

    await dropAt(page, item('Glass jar'), await centreOf(recycling));

    await expect(recycling).toContainText('Recycling (1)');
    await expect(recycling.getByText('Glass jar', { exact: true })).toBeVisible();
    await expect(preview.getByText('Glass jar', { exact: true })).toHaveCount(1);
    await expect(preview.getByText('Glass jar is in Recycling')).toBeVisible();
  });

  test('live demo conditional-drop: "Which bin?" takes the drop, gives advice and sends the item home', async ({ page }) => {
    const preview = await openDemo(page, '/docs/examples/conditional-drop', 'Battery');
    const item = itemsIn(preview);
    const ask = preview.getByText('Which bin?', { exact: true }).locator('..');
    const home = await centreOf(item('Battery'));

    await dropAt(page, item('Battery'), await centreOf(ask));

    await expect(preview.getByText('Battery goes to a battery collection point')).toBeVisible();
    await expectCentreAt(item('Battery'), home);
  });

  test('live demo scrolling-drop-zone: holding a document at the list’s bottom edge scrolls the list to the archive box, and a drop there archives it', async ({
    page,
  }) => {
    const preview = await openDemo(page, '/docs/examples/scrolling-drop-zone', 'Invoice');
    const frame = preview.getByLabel('Folders');
    const zone = preview.getByText('Archive box', { exact: true }).locator('..');
    const invoice = preview.getByText('Invoice', { exact: true }).locator('..');
    const frameBox = await boxOf(frame);
    await expect.poll(async () => inside(await centreOf(zone), frameBox)).toBe(false);

    // Into the band along the frame's bottom edge, and hold there.
    const at = await holdOver(page, invoice, { x: frameBox.x + frameBox.width / 2, y: frameBox.y + frameBox.height - 24 });
    await expect.poll(async () => inside(await centreOf(zone), frameBox), { timeout: 10_000 }).toBe(true);
    const zoneAtRest = await settledBoxOf(zone);
    const itemCentre = await centreOf(invoice);
    const target = { x: zoneAtRest.x + zoneAtRest.width / 2, y: zoneAtRest.y + zoneAtRest.height / 2 };
    await pointer(page).move(at.x + target.x - itemCentre.x, at.y + target.y - itemCentre.y, { steps: 6 });
    await expectCentreAt(invoice, target, 4);
    await release(page);

    await expect(zone).toContainText('1 archived');
    await expect(preview.getByText('Invoice', { exact: true })).toHaveCount(0);
  });

  test('live demo persisted-order: the order made by dragging survives adding a song and removing one', async ({ page }) => {
    const preview = await openDemo(page, '/docs/examples/persisted-order', 'Blue Hour');
    const saved = valueAfter(preview, 'Saved order');
    const row = itemsIn(preview);
    const grip = (title: string) => row(title).getByText('⋮⋮');
    await expect(saved).toHaveText('Blue Hour → Paper Boats → Night Bus → Low Tide');

    // By the grip, two rows down.
    await drag(page, grip('Blue Hour'), grip('Night Bus'), { holdMs: 400 });
    await expect(saved).toHaveText('Paper Boats → Night Bus → Blue Hour → Low Tide');

    await preview.getByText('Add a song', { exact: true }).click();
    await expect(saved).toHaveText('Paper Boats → Night Bus → Blue Hour → Low Tide → Glass House');
    await expect.poll(() => inVerticalOrder(['Paper Boats', 'Night Bus', 'Blue Hour', 'Low Tide', 'Glass House'].map(row))).toBe(true);

    await preview.getByRole('button', { name: 'Remove Paper Boats' }).click();
    await expect(saved).toHaveText('Night Bus → Blue Hour → Low Tide → Glass House');
    await expect(preview.getByText('Paper Boats', { exact: true })).toHaveCount(0);
    await expect.poll(() => inVerticalOrder(['Night Bus', 'Blue Hour', 'Low Tide', 'Glass House'].map(row))).toBe(true);
  });

  test('live demo long-lists: in a list of 1,000 rows a row dragged two rows down lands there', async ({ page }) => {
    test.setTimeout(60_000);
    const preview = await openDemo(page, '/docs/examples/long-lists', 'Row 1');
    await preview.getByRole('button', { name: '1000 rows' }).click();
    await expect(preview.getByText('Showing 1000 rows')).toBeVisible();
    const row = (title: string) => preview.getByText(title, { exact: true });
    // The list scrolls over all 1,000 rows of 44 px, whether or not each row is mounted yet.
    const scrollHeight = () =>
      row('Row 1').evaluate((element) => {
        let node: Element | null = element;
        while (node && !/auto|scroll/.test(getComputedStyle(node).overflowY)) node = node.parentElement;
        return node?.scrollHeight;
      });
    await expect.poll(scrollHeight).toBe(1000 * 44);
    await expect(row('Row 3')).toBeVisible();

    await drag(page, row('Row 1'), row('Row 3'), { holdMs: 400 });

    await expect(preview.getByText('Last move: row1 → position 3')).toBeVisible();
    await expect.poll(() => inVerticalOrder(['Row 2', 'Row 3', 'Row 1', 'Row 4'].map(row))).toBe(true);
  });
});
