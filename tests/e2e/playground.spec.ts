import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { boxOf, centreOf, dragMouse, dropAt, expectCentreAt, holdOver, pressAndMove, settledBoxOf, type Point } from './drag';
import { axeViolations, COLOUR_RULES, switchToLight } from './axe';

/**
 * Issue 27, the props playgrounds on the component pages: each control changes
 * the running screen at once, and a real drag shows what the prop does. The
 * settings live in the address; the code under the screen is what runs.
 */

const PAGES = {
  Draggable: '/docs/components/draggable',
  Droppable: '/docs/components/droppable',
  Sortable: '/docs/components/sortable',
  SortableGrid: '/docs/components/sortable-grid',
};

function previewOf(page: Page): Locator {
  return page.getByTestId('playground-preview');
}

/** The page's playground, started by pointing at it, once its screen shows `readyText`. */
async function openPlayground(page: Page, path: string, readyText: string | RegExp): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  const preview = previewOf(page);
  await preview.scrollIntoViewIfNeeded();
  await preview.hover();
  await expect(preview.getByText(readyText).first()).toBeVisible({ timeout: 20_000 });
  return preview;
}

/** Sets a control the way a reader does, and waits for the announcement. */
async function setControl(page: Page, name: string, value: string): Promise<void> {
  const control = page.getByLabel(name, { exact: true });
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
  else await control.fill(value);
  await expect(statusOf(page)).toHaveText(`${name}: ${value}`);
}

/** The view a text sits in (the Draggable, Droppable or cell that wraps it). */
function wrapperOf(preview: Locator, text: string): Locator {
  return preview.getByText(text, { exact: true }).locator('..');
}

function playgroundOf(page: Page): Locator {
  return page.getByRole('region', { name: /props playground$/ });
}

function codeOf(page: Page): Locator {
  return playgroundOf(page).locator('pre code');
}

/** The playground's live region. */
function statusOf(page: Page): Locator {
  return playgroundOf(page).getByRole('status');
}

const below = (box: { x: number; y: number; width: number; height: number }, by: number): Point => ({
  x: box.x + box.width / 2,
  y: box.y + box.height + by,
});

/**
 * The Draggable playground with one control changed: waits until the code
 * shows `code` for it, and returns the running screen and its card.
 */
async function draggableCardWith(page: Page, control: string, value: string, code: string) {
  const preview = await openPlayground(page, PAGES.Draggable, 'Drag me');
  await setControl(page, control, value);
  await expect(codeOf(page)).toContainText(code);
  return { preview, card: wrapperOf(preview, 'Drag me') };
}

test.describe('Props playground: Draggable (issue 27)', () => {
  test('dragAxis "x": the card follows the pointer only horizontally, and the code says dragAxis="x"', async ({ page, pageErrors }) => {
    const { card } = await draggableCardWith(page, 'dragAxis', 'x', 'dragAxis="x"');
    // The changed code is coloured like every code block: the prop as an attribute name, its value in another colour.
    const colourOf = (text: RegExp) =>
      codeOf(page)
        .locator('span[style]', { hasText: text })
        .first()
        .evaluate((e) => getComputedStyle(e).color);
    await expect(codeOf(page).locator('span[style]', { hasText: /^dragAxis$/ })).toHaveCount(1);
    const plain = await codeOf(page).evaluate((e) => getComputedStyle(e).color);
    expect(new Set([plain, await colourOf(/^dragAxis$/), await colourOf(/^x$/)]).size).toBe(3);
    const start = await settledBoxOf(card);
    const from = await centreOf(card);
    await pressAndMove(page, from, { x: from.x + 90, y: from.y - 120 });
    await expect.poll(async () => (await settledBoxOf(card)).x - start.x).toBeGreaterThan(60);
    expect((await settledBoxOf(card)).y).toBeCloseTo(start.y, 0);
    await page.mouse.up();
    expect(pageErrors).toEqual([]);
  });

  test('collisionAlgorithm "center": a card that only overlaps the zone springs back; with the default it lands', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Draggable, 'Drag me');
    const card = wrapperOf(preview, 'Drag me');
    const zone = wrapperOf(preview, 'Drop zone');
    const cardBox = await settledBoxOf(card);
    const home = await centreOf(card);
    // The card's top edge 12 px inside the zone, its centre well outside.
    const overlapping = async () => below(await boxOf(zone), cardBox.height / 2 - 12);

    await dropAt(page, card, await overlapping());
    await expectCentreAt(card, await centreOf(zone));

    await setControl(page, 'collisionAlgorithm', 'center');
    await expect(codeOf(page)).toContainText('collisionAlgorithm="center"');
    await expect(preview.getByText('Drag me')).toBeVisible();
    await dropAt(page, card, await overlapping());
    await expectCentreAt(card, home);
  });

  test('preDragDelay 800: a drag that does not wait stays put, one after a long press moves', async ({ page }) => {
    const { card } = await draggableCardWith(page, 'preDragDelay', '800', 'preDragDelay={800}');
    const start = await settledBoxOf(card);
    const from = await centreOf(card);
    await pressAndMove(page, from, { x: from.x + 80, y: from.y - 80 });
    expect(await settledBoxOf(card)).toEqual(start);
    await page.mouse.up();
    await pressAndMove(page, from, { x: from.x + 80, y: from.y - 80 }, 12, 1000);
    await expect.poll(async () => (await settledBoxOf(card)).x - start.x).toBeGreaterThan(40);
    await page.mouse.up();
  });

  test('dragDisabled: the card does not move under a drag', async ({ page }) => {
    const { card } = await draggableCardWith(page, 'dragDisabled', 'true', 'dragDisabled');
    const start = await settledBoxOf(card);
    const from = await centreOf(card);
    await pressAndMove(page, from, { x: from.x + 80, y: from.y - 80 });
    expect(await settledBoxOf(card)).toEqual(start);
    await page.mouse.up();
  });

  test('dragBoundsRef: the card stops at the edge of the frame however far the pointer goes', async ({ page }) => {
    const { preview, card } = await draggableCardWith(page, 'dragBoundsRef', 'on', 'dragBoundsRef={boundsRef}');
    // The frame holds the zone and the card; the zone's view sits right in it.
    const frame = wrapperOf(preview, 'Drop zone').locator('..');
    const bounds = await boxOf(frame);
    const from = await centreOf(card);
    await pressAndMove(page, from, { x: from.x + 400, y: from.y + 200 });
    const held = await settledBoxOf(card);
    // Pushed against the right edge, not past it.
    expect(held.x + held.width).toBeGreaterThan(bounds.x + bounds.width - 24);
    expect(held.x + held.width).toBeLessThanOrEqual(bounds.x + bounds.width + 1);
    expect(held.y + held.height).toBeLessThanOrEqual(bounds.y + bounds.height + 1);
    await page.mouse.up();
  });

  test('animationFunction "bouncy": a released card overshoots its start on the way back', async ({ page }) => {
    const { card } = await draggableCardWith(page, 'animationFunction', 'bouncy', 'withSpring(toValue, { damping: 6, stiffness: 120 })');
    const start = await settledBoxOf(card);
    await holdOver(page, card, { x: start.x + start.width / 2 + 100, y: start.y + start.height / 2 });
    // Record the card's left edge on every frame from the release until it rests.
    const lowest = card.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          let min = Infinity;
          let frames = 0;
          const tick = () => {
            min = Math.min(min, element.getBoundingClientRect().x);
            if (++frames < 120) requestAnimationFrame(tick);
            else resolve(min);
          };
          requestAnimationFrame(tick);
        }),
    );
    await page.mouse.up();
    // The default spring is critically damped and stops at the start; this one swings past it.
    expect(await lowest).toBeLessThan(start.x - 5);
  });
});

test.describe('Props playground: Droppable (issue 27)', () => {
  test('capacity: with the default 1 the tray refuses a second card, with 2 it takes it', async ({ page, pageErrors }) => {
    const preview = await openPlayground(page, PAGES.Droppable, 'Card A');
    const tray = wrapperOf(preview, 'Tray');
    const cardA = wrapperOf(preview, 'Card A');
    const cardB = wrapperOf(preview, 'Card B');
    const homeB = await centreOf(cardB);

    await dropAt(page, cardA, await centreOf(tray));
    await expectCentreAt(cardA, await centreOf(tray));
    await dropAt(page, cardB, await centreOf(tray));
    await expectCentreAt(cardB, homeB);

    await setControl(page, 'capacity', '2');
    await expect(codeOf(page)).toContainText('capacity={2}');
    await expect(preview.getByText('Card B')).toBeVisible();
    await dropAt(page, cardA, await centreOf(tray));
    await expectCentreAt(cardA, await centreOf(tray));
    await dropAt(page, cardB, await centreOf(tray));
    await expectCentreAt(cardB, await centreOf(tray));
    expect(pageErrors).toEqual([]);
  });

  test('dropAlignment "top-left" and dropOffset: a dropped card rests at the tray corner, moved by the offset', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Droppable, 'Card A');
    await setControl(page, 'dropAlignment', 'top-left');
    await setControl(page, 'dropOffset.x', '16');
    await setControl(page, 'dropOffset.y', '8');
    await expect(codeOf(page)).toContainText('dropOffset={{ x: 16, y: 8 }}');
    const tray = wrapperOf(preview, 'Tray');
    const card = wrapperOf(preview, 'Card A');
    const size = await boxOf(card);
    const corner = await boxOf(tray);
    await dropAt(page, card, await centreOf(tray));
    await expectCentreAt(card, { x: corner.x + 16 + size.width / 2, y: corner.y + 8 + size.height / 2 }, 3);
  });

  test('dropDisabled: a card released over the tray springs back', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Droppable, 'Card A');
    await setControl(page, 'dropDisabled', 'true');
    const card = wrapperOf(preview, 'Card A');
    const home = await centreOf(card);
    await dropAt(page, card, await centreOf(wrapperOf(preview, 'Tray')));
    await expectCentreAt(card, home);
  });

  test('activeStyle "fill": the tray turns blue while a card hovers over it', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Droppable, 'Card A');
    await setControl(page, 'activeStyle', 'fill');
    await expect(codeOf(page)).toContainText('activeStyle={styles.filled}');
    const tray = wrapperOf(preview, 'Tray');
    const background = () => tray.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgb(238, 242, 255)');
    await holdOver(page, wrapperOf(preview, 'Card A'), await centreOf(tray));
    await expect.poll(background).toBe('rgb(191, 219, 254)');
    await page.mouse.up();
  });
});

test.describe('Props playground: Sortable (issue 27)', () => {
  const item = (preview: Locator, n: number) => preview.getByText(new RegExp(`^Item ${n}(\\s|$)`));

  test('direction Horizontal: items sit in a row and a drag along x reorders them', async ({ page, pageErrors }) => {
    const preview = await openPlayground(page, PAGES.Sortable, 'Item 1');
    await setControl(page, 'direction', 'Horizontal');
    await expect(codeOf(page)).toContainText('direction={SortableDirection.Horizontal}');
    await expect(item(preview, 1)).toBeVisible();
    const first = await settledBoxOf(item(preview, 1));
    const second = await settledBoxOf(item(preview, 2));
    expect(Math.abs(first.y - second.y)).toBeLessThan(30);
    expect(second.x).toBeGreaterThan(first.x);

    const from = await centreOf(item(preview, 1));
    await dragMouse(page, from, { x: from.x + (second.x - first.x) + 20, y: from.y }, { holdMs: 400 });
    await expect.poll(async () => (await settledBoxOf(item(preview, 1))).x > (await settledBoxOf(item(preview, 2))).x).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('SortableItem.Handle: a drag on the label does nothing, a drag on the grip reorders', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Sortable, 'Item 1');
    await setControl(page, 'SortableItem.Handle', 'on');
    await expect(codeOf(page)).toContainText('<SortableItem.Handle style={styles.handle}>');
    const grips = preview.getByText('≡', { exact: true });
    await expect(grips).toHaveCount(5);
    // One and a half rows down: past the middle of the second row.
    const row = await settledBoxOf(item(preview, 2).locator('..'));
    const from = await centreOf(item(preview, 1));
    await dragMouse(page, from, { x: from.x, y: from.y + row.height * 1.5 }, { holdMs: 400 });
    await expect.poll(async () => (await settledBoxOf(item(preview, 1))).y < (await settledBoxOf(item(preview, 2))).y).toBe(true);

    const grip = await centreOf(grips.first());
    await dragMouse(page, grip, { x: grip.x, y: grip.y + row.height * 1.5 }, { holdMs: 400 });
    await expect.poll(async () => (await settledBoxOf(item(preview, 1))).y > (await settledBoxOf(item(preview, 2))).y).toBe(true);
  });

  test('items: the list shows as many rows as data has, and a row still reorders', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Sortable, 'Item 1');
    await setControl(page, 'items', '3');
    await expect(item(preview, 3)).toBeVisible();
    await expect(item(preview, 4)).toHaveCount(0);
    const from = await centreOf(item(preview, 1));
    const to = await centreOf(item(preview, 3));
    await dragMouse(page, from, { x: from.x, y: to.y + 10 }, { holdMs: 400 });
    await expect.poll(async () => (await settledBoxOf(item(preview, 1))).y > (await settledBoxOf(item(preview, 3))).y).toBe(true);
  });

  test('enableDynamicHeights: each row takes the height of its content', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Sortable, 'Item 1');
    const row = (n: number) => item(preview, n).locator('..');
    expect((await boxOf(row(2))).height).toBe((await boxOf(row(1))).height);
    await setControl(page, 'enableDynamicHeights', 'true');
    await expect(codeOf(page)).not.toContainText('itemHeight={64}');
    await expect.poll(async () => (await boxOf(row(2))).height - (await boxOf(row(1))).height).toBeGreaterThan(10);
    const from = await centreOf(item(preview, 1));
    const to = await boxOf(row(2));
    await dragMouse(page, from, { x: from.x, y: to.y + to.height - 4 }, { holdMs: 400 });
    await expect.poll(async () => (await settledBoxOf(row(1))).y > (await settledBoxOf(row(2))).y).toBe(true);
  });
});

test.describe('Props playground: SortableGrid (issue 27)', () => {
  const tile = (preview: Locator, n: number) => wrapperOf(preview, String(n));

  test('columns 2: the grid reflows into two columns, and a drag reorders within them', async ({ page, pageErrors }) => {
    const preview = await openPlayground(page, PAGES.SortableGrid, '1');
    await setControl(page, 'columns', '2');
    await expect(codeOf(page)).toContainText('columns: 2');
    await expect
      .poll(async () => Math.abs((await settledBoxOf(tile(preview, 3))).x - (await settledBoxOf(tile(preview, 1))).x))
      .toBeLessThan(2);
    const one = await settledBoxOf(tile(preview, 1));
    const two = await settledBoxOf(tile(preview, 2));
    const from = await centreOf(tile(preview, 1));
    await dragMouse(page, from, { x: from.x + (two.x - one.x) + 10, y: from.y + 10 }, { holdMs: 400 });
    await expect.poll(async () => Math.abs((await settledBoxOf(tile(preview, 2))).x - one.x)).toBeLessThan(2);
    expect(pageErrors).toEqual([]);
  });

  test('strategy Swap: a tile dropped on the one below trades places with it, and no other tile moves', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.SortableGrid, '1');
    await setControl(page, 'strategy', 'Swap');
    await expect(codeOf(page)).toContainText('strategy={GridStrategy.Swap}');
    const cells = await Promise.all([1, 2, 3, 4].map((n) => settledBoxOf(tile(preview, n))));
    // Straight down, so the path crosses no other tile (a swap follows the path).
    const from = await centreOf(tile(preview, 1));
    await dragMouse(page, from, { x: from.x + 10, y: from.y + (cells[3].y - cells[0].y) + 10 }, { holdMs: 400 });
    await expect.poll(async () => Math.abs((await settledBoxOf(tile(preview, 4))).y - cells[0].y)).toBeLessThan(2);
    const two = await settledBoxOf(tile(preview, 2));
    expect([two.x, two.y]).toEqual([cells[1].x, cells[1].y]);
  });

  test('gap 16: cells sit 16 px apart, and a drag still lands in the next cell', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.SortableGrid, '1');
    await setControl(page, 'gap', '16');
    await expect(codeOf(page)).toContainText('rowGap: 16, columnGap: 16');
    await expect.poll(async () => (await settledBoxOf(tile(preview, 2))).x - (await settledBoxOf(tile(preview, 1))).x).toBe(48 + 16);
    const one = await settledBoxOf(tile(preview, 1));
    const from = await centreOf(tile(preview, 1));
    await dragMouse(page, from, { x: from.x + 64 + 10, y: from.y + 10 }, { holdMs: 400 });
    await expect.poll(async () => Math.abs((await settledBoxOf(tile(preview, 2))).x - one.x)).toBeLessThan(2);
  });

  test('items 4: the grid shows four tiles', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.SortableGrid, '1');
    await setControl(page, 'items', '4');
    await expect(tile(preview, 4)).toBeVisible();
    await expect(preview.getByText('5', { exact: true })).toHaveCount(0);
    await expect(codeOf(page)).not.toContainText("'tile-5'");
  });
});

test.describe('Props playground: the playground says no (issue 41)', () => {
  /** The message next to a control: its own element, named by the control's aria-describedby. */
  async function noteOf(page: Page, name: string): Promise<Locator> {
    const control = page.getByLabel(name, { exact: true });
    // The control names its message once there is one: after the playground has read the address, which on a
    // slow CPU comes after the page says it has hydrated (data-has-hydrated), or after the reader's input.
    await expect(control, `${name} names its message in aria-describedby`).toHaveAttribute('aria-describedby', /-note(\s|$)/);
    const ids = (await control.getAttribute('aria-describedby')) ?? '';
    const id = ids.split(' ').find((one) => one.endsWith('-note'));
    expect(id, `${name} names its message in aria-describedby`).toBeTruthy();
    return playgroundOf(page).locator(`[id="${id}"]`);
  }

  test('preDragDelay 5000 is set to 2000, the most it offers; the message beside it, the address and the code say so', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Draggable, 'Drag me');
    const field = page.getByLabel('preDragDelay', { exact: true });
    await field.fill('5000');
    const message = '5000 is above 2000, the most here: set to 2000.';
    await expect(statusOf(page)).toHaveText(`preDragDelay: ${message}`);
    await expect(await noteOf(page, 'preDragDelay')).toHaveText(message);
    await expect(await noteOf(page, 'preDragDelay')).toBeVisible();
    await expect(page).toHaveURL(/\?preDragDelay=2000$/);
    await expect(codeOf(page)).toContainText('preDragDelay={2000}');
    // What was typed stays while the field has focus; leaving it shows the value in force.
    await expect(field).toHaveValue('5000');
    await field.press('Tab');
    await expect(field).toHaveValue('2000');
    await expect(await noteOf(page, 'preDragDelay')).toHaveText(message);
    await expect(preview.getByText('Drag me')).toBeVisible();
  });

  test('items 12 on the Sortable playground shows 6 rows, the most it offers, and the box shows 6', async ({ page }) => {
    const preview = await openPlayground(page, PAGES.Sortable, 'Item 1');
    const field = page.getByLabel('items', { exact: true });
    await field.fill('12');
    await expect(await noteOf(page, 'items')).toHaveText('12 is above 6, the most here: set to 6.');
    await expect(preview.getByText(/^Item 6(\s|$)/)).toBeVisible();
    await expect(preview.getByText(/^Item 7(\s|$)/)).toHaveCount(0);
    await expect(page).toHaveURL(/\?items=6$/);
    await expect(codeOf(page)).toContainText("'item-6'");
    await expect(codeOf(page)).not.toContainText("'item-7'");
    await field.blur();
    await expect(field).toHaveValue('6');
  });

  test('an empty number field is refused: the running screen, the address and the code keep the last value', async ({ page }) => {
    await openPlayground(page, PAGES.Draggable, 'Drag me');
    await setControl(page, 'preDragDelay', '300');
    const field = page.getByLabel('preDragDelay', { exact: true });
    await field.fill('');
    await expect(await noteOf(page, 'preDragDelay')).toHaveText('Type a whole number from 0 to 2000.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\?preDragDelay=300$/);
    await expect(codeOf(page)).toContainText('preDragDelay={300}');
    await field.blur();
    await expect(field).toHaveValue('300');
    await expect(field).not.toHaveAttribute('aria-invalid', /.*/);
  });

  test('typed -0 and 01 are read as 0 and 1: a prop equal to its default is not printed and leaves the address', async ({ page }) => {
    await openPlayground(page, PAGES.Droppable, 'Card A');
    await setControl(page, 'capacity', '2');
    await page.getByLabel('capacity', { exact: true }).fill('01');
    await expect(await noteOf(page, 'capacity')).toHaveText('01 is read as 1.');
    await expect(page).toHaveURL(new RegExp(`${PAGES.Droppable}$`));
    await expect(codeOf(page)).not.toContainText('capacity');
    await page.getByLabel('dropOffset.x', { exact: true }).fill('-0');
    await expect(await noteOf(page, 'dropOffset.x')).toHaveText('-0 is read as 0.');
    await expect(page).toHaveURL(new RegExp(`${PAGES.Droppable}$`));
    await expect(codeOf(page)).not.toContainText('dropOffset');
  });

  test('odd numbers in the address are normalised there: -0, 04 and 5,000 leading zeros', async ({ page, pageErrors }) => {
    await page.goto(`${PAGES.Draggable}?preDragDelay=-0`);
    await waitForHydration(page);
    await expect(await noteOf(page, 'preDragDelay')).toHaveText('-0 is read as 0.');
    await expect(page).toHaveURL(new RegExp(`${PAGES.Draggable}$`));
    await expect(codeOf(page)).not.toContainText('preDragDelay');

    await page.goto(`${PAGES.Draggable}?preDragDelay=${'0'.repeat(5000)}&dragAxis=y`);
    await waitForHydration(page);
    await expect(await noteOf(page, 'preDragDelay')).toHaveText('0000000000… is read as 0.');
    await expect(page).toHaveURL(new RegExp(`${PAGES.Draggable}\\?dragAxis=y$`));
    await expect(codeOf(page)).not.toContainText('preDragDelay');

    await page.goto(`${PAGES.Sortable}?items=04`);
    await waitForHydration(page);
    await expect(page.getByLabel('items', { exact: true })).toHaveValue('4');
    await expect(page).toHaveURL(new RegExp(`${PAGES.Sortable}\\?items=4$`));
    await expect(codeOf(page)).toContainText("'item-4'");
    await expect(codeOf(page)).not.toContainText("'item-5'");
    expect(pageErrors).toEqual([]);
  });

  test('each option names the default once: animationFunction reads "withSpring (default)"', async ({ page }) => {
    for (const path of Object.values(PAGES)) {
      await page.goto(path);
      const options = await playgroundOf(page).locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) expect(option.match(/default/g)?.length ?? 0, option).toBeLessThanOrEqual(1);
      if (path === PAGES.Draggable) {
        await expect(page.getByLabel('animationFunction', { exact: true }).locator('option').first()).toHaveText('withSpring (default)');
      }
    }
  });
});

test.describe('Props playground: address, reset, keyboard and accessibility (issue 27)', () => {
  test('settings in the address reproduce the playground; refused values fall back to defaults, say so, and leave the address', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(`${PAGES.Draggable}?dragAxis=x&preDragDelay=lots&collisionAlgorithm=nope`);
    await waitForHydration(page);
    await expect(page.getByLabel('dragAxis', { exact: true })).toHaveValue('x');
    await expect(page.getByLabel('preDragDelay', { exact: true })).toHaveValue('0');
    await expect(page.getByLabel('collisionAlgorithm', { exact: true })).toHaveValue('intersect');
    await expect(page.getByLabel('preDragDelay', { exact: true })).toHaveAccessibleDescription(
      /lots is not a number: type one from 0 to 2000\. Set to the default, 0\./,
    );
    await expect(page.getByLabel('collisionAlgorithm', { exact: true })).toHaveAccessibleDescription(
      '"nope" is not one of the options. Set to the default, intersect.',
    );
    await expect(page).toHaveURL(new RegExp(`${PAGES.Draggable}\\?dragAxis=x$`));
    await expect(codeOf(page)).toContainText('dragAxis="x"');
    await expect(codeOf(page)).not.toContainText('preDragDelay');
    await previewOf(page).scrollIntoViewIfNeeded();
    await expect(previewOf(page).getByText('Drag me')).toBeVisible({ timeout: 20_000 });

    await setControl(page, 'preDragDelay', '300');
    await expect(page).toHaveURL(/\?dragAxis=x&preDragDelay=300$/);
    // A usable value clears what the control said.
    await expect(page.getByLabel('preDragDelay', { exact: true })).toHaveAccessibleDescription('0 to 2000, default 0');
    expect(pageErrors).toEqual([]);
  });

  test('the screen waits for the reader: nothing runs at load, then focus on a control starts it', async ({ page, pageErrors }) => {
    await page.goto(PAGES.Draggable);
    await waitForHydration(page);
    await previewOf(page).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const start = previewOf(page).getByRole('button', { name: 'Start the Draggable playground' });
    await expect(start).toBeVisible();
    await expect(previewOf(page).getByText('Drag me')).toHaveCount(0);

    await page.getByLabel('dragAxis', { exact: true }).focus();
    await expect(previewOf(page).getByText('Drag me')).toBeVisible({ timeout: 20_000 });
    await expect(start).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('Reset returns every control and the address to the defaults', async ({ page }) => {
    await openPlayground(page, PAGES.Droppable, 'Card A');
    await setControl(page, 'capacity', '2');
    await setControl(page, 'dropAlignment', 'top-left');
    await expect(page).toHaveURL(/\?capacity=2&dropAlignment=top-left$/);
    await playgroundOf(page).getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(statusOf(page)).toHaveText('All props back to their defaults');
    await expect(page.getByLabel('capacity', { exact: true })).toHaveValue('1');
    await expect(page.getByLabel('dropAlignment', { exact: true })).toHaveValue('center');
    await expect(page).toHaveURL(new RegExp(`${PAGES.Droppable}$`));
    await expect(codeOf(page)).not.toContainText('capacity');
  });

  test('the controls work from the keyboard and each change is announced', async ({ page }) => {
    await openPlayground(page, PAGES.Draggable, 'Drag me');
    const dragAxis = page.getByLabel('dragAxis', { exact: true });
    await dragAxis.focus();
    await page.keyboard.press('ArrowDown');
    await expect(statusOf(page)).toHaveText('dragAxis: x');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('collisionAlgorithm', { exact: true })).toBeFocused();
    await expect(codeOf(page)).toContainText('dragAxis="x"');
  });

  // The markup is the same in both colour modes (ARCHITECTURE: colours are CSS): all rules dark, the colour rules light.
  test('a running playground with changed settings has no axe violations (dark, then light)', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    for (const [of, path] of Object.entries(PAGES)) {
      await openPlayground(page, path, of === 'SortableGrid' ? '1' : of === 'Sortable' ? /^Item 1/ : /Card A|Drag me/);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const first = page
        .getByRole('region', { name: `${of} props playground` })
        .getByRole('combobox')
        .first();
      await first.selectOption({ index: 1 });
      const dark = await axeViolations(page);
      expect(dark, `${path} (dark): ${JSON.stringify(dark, null, 2)}`).toEqual([]);
      await switchToLight(page);
      const light = await axeViolations(page, { rules: COLOUR_RULES });
      expect(light, `${path} (light): ${JSON.stringify(light, null, 2)}`).toEqual([]);
    }
  });
});
