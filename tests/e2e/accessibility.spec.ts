import { test, expect, waitForHydration } from './fixtures';
import { AXE_RELEASES, axeViolations, CODE_LINES, ruleViolationsByRelease } from './axe';
import { EVERY_ROUTE } from './site-routes';

// Every route's own audit, dark then light, is in every-route.spec.ts.

test.describe('scrolling tables are reachable by keyboard', () => {
  test('a table whose content grows after load becomes a focusable, named region', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/markdown-page');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Table: What Markdown gives you here' });
    // It fits at first, so it is no region and no tab stop.
    await expect(region).toHaveCount(0);
    const wrapper = page.locator('main table').locator('xpath=..');
    await expect(wrapper).not.toHaveAttribute('tabindex', /.*/);
    // Late content (a font arriving, a long word) widens the table, not the wrapper.
    await page
      .locator('main table td')
      .first()
      .evaluate((cell) => cell.append(` ${'unbreakable'.repeat(12)}`));
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    test('an overflowing table is a focusable, named region in the server HTML', async ({ page }) => {
      await page.goto('/docs/api/overview');
      const region = page.getByRole('region', { name: 'Table: Not exported' });
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.focus();
      await expect(region).toBeFocused();
    });
  });
});

test.describe('API members tables on a desktop page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // That every members table fits a desktop page is checked on each API page's own load in every-route.spec.ts.

  test('a long name wraps between its words, and still reads (and copies) as one word', async ({ page }) => {
    await page.goto('/docs/api/hooks/useSortableList');
    const name = page.locator('a[id="usesortablelistoptions-enabledynamicheights"] code');
    await expect(name).toHaveText('enableDynamicHeights');
    expect(await name.locator('wbr').count()).toBe(2);
  });
});

test.describe('API members tables: scannable rows', () => {
  test('a row shows one short description; its edge cases are a Caveats list under the table, each item linking to its row', async ({
    page,
  }) => {
    await page.goto('/docs/api/components/sortable-grid-item');
    const row = page.getByRole('row').filter({ has: page.locator('a[id="sortablegriditemprops-ondrop"]') });
    const description = row.getByRole('cell').last();
    await expect(description).toHaveText(/^Receives the item's id, its final index and a copy of every item's cell when the touch ends\.$/);
    const table = page.getByRole('table').filter({ has: row });
    const caveats = table.locator('xpath=ancestor::div[contains(@class,"table-scroll")][1]/following-sibling::ul[1]');
    await expect(caveats.locator('xpath=preceding-sibling::p[1]')).toHaveText('Caveats');
    const item = caveats.getByRole('listitem').filter({ hasText: /^onDrop: / });
    await expect(item).toContainText('a tap on the item calls it too');
    await item.getByRole('link', { name: 'onDrop' }).click();
    await expect(page).toHaveURL(/#sortablegriditemprops-ondrop$/);
    await expect(page.locator('a[id="sortablegriditemprops-ondrop"]')).toBeInViewport();
  });
});

test.describe('wide tables and API members tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('stack each member into a card with labelled type, default and required, and stay a table for assistive technology', async ({
    page,
  }) => {
    await page.goto('/docs/api/components/draggable');
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Description' }) })
      .first();
    // Not a sideways-scrolling region any more: it fits.
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(1);
    const row = table.getByRole('row').filter({ has: page.locator('a[id="draggableprops-dragaxis"]') });
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(5);
    const shown = await cells.evaluateAll((els) =>
      els.map(
        (el) =>
          `${getComputedStyle(el, '::before')
            .content.replace(/^"|"$/g, '')
            .replace(/^none$/, '')}${el.textContent}`,
      ),
    );
    expect(shown.slice(0, 4)).toEqual(['dragAxis', 'Type: "x" | "y" | "both"', 'Default: "both"', 'Required: No']);
    expect(shown[4]).toMatch(/^Limits movement to one axis/);
    // One card under the other, full width.
    const [first, second] = [await cells.nth(1).boundingBox(), await cells.nth(2).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(second!.x).toBe(first!.x);
  });

  test('any table of four columns stacks the same way, and stacked tables pass axe in both colour modes', async ({ page }) => {
    for (const mode of ['dark', 'light']) {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.goto('/docs/api/overview');
      await waitForHydration(page);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: 'Droppable', exact: true }) })
        .first();
      const kind = row.getByRole('cell').nth(1);
      expect(await kind.evaluate((el) => `${getComputedStyle(el, '::before').content}${el.textContent}`)).toBe('"Kind: "component');
      for (const path of ['/docs/api/overview', '/docs/api/components/draggable']) {
        await page.goto(path);
        await waitForHydration(page);
        const violations = await axeViolations(page);
        expect(violations, `${path} (${mode}): ${JSON.stringify(violations, null, 2)}`).toEqual([]);
      }
    }
  });
});

test.describe('links are told from their text without colour', () => {
  // One page walks every route: a load, then only this rule, with each axe release, dark then light. The
  // markup is the same in both modes; only the colours change, so the page's own attribute is switched.
  test('link-in-text-block passes on every route in both colour modes, with axe-core 4.11 and the newest (§1)', async ({ page }) => {
    test.setTimeout(EVERY_ROUTE.length * 4_000);
    expect(AXE_RELEASES.map((release) => release.version.split('.').slice(0, 2).join('.'))).toContain('4.11');
    const failures: string[] = [];
    for (const path of EVERY_ROUTE) {
      await page.goto(path);
      for (const mode of ['dark', 'light']) {
        await page.evaluate(async (mode) => {
          document.documentElement.setAttribute('data-theme', mode);
          await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
        }, mode);
        for (const v of await ruleViolationsByRelease(page, 'link-in-text-block', [CODE_LINES])) {
          failures.push(`${path} (${mode}) ${v.id}: ${v.nodes.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
