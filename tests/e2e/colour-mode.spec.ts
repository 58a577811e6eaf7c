import { test, expect, waitForHydration, colourModeToggle as toggle } from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const stored = (page: import('@playwright/test').Page) => page.evaluate(() => window.localStorage.getItem('theme'));

/** Two tabs of the same browser context, on two different pages, both hydrated. */
async function twoHydratedTabs(context: import('@playwright/test').BrowserContext) {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/docs/intro');
  await second.goto('/markdown-page');
  await waitForHydration(first);
  await waitForHydration(second);
  return [first, second] as const;
}

test.describe('colour mode (§4)', () => {
  test('the default mode is dark and the system preference is not respected (§4)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/intro');
    expect(await theme(page)).toBe('dark');
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    expect(await stored(page)).toBeNull();
  });

  test('toggling switches mode, persists it under localStorage "theme" and survives a reload (§4)', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await toggle(page).click();
    await expect.poll(() => theme(page)).toBe('light');
    expect(await stored(page)).toBe('light');
    await page.reload();
    expect(await theme(page)).toBe('light');
    await waitForHydration(page);
    await toggle(page).click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await stored(page)).toBe('dark');
  });

  test('only light and dark exist: an unknown stored value falls back to dark (§4)', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'sepia'));
    await page.goto('/docs/intro');
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
  });

  test('clearing the stored choice falls back to the default mode, not the system preference (§4)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await toggle(page).click();
    await expect.poll(() => theme(page)).toBe('light');
    await page.evaluate(() => window.localStorage.removeItem('theme'));
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
  });

  test('the choice syncs across tabs through the storage event (§4)', async ({ context }) => {
    const [first, second] = await twoHydratedTabs(context);
    expect(await theme(second)).toBe('dark');
    await toggle(first).click();
    await expect.poll(() => theme(first)).toBe('light');
    await expect.poll(() => theme(second)).toBe('light');
  });

  test.describe('before hydration', () => {
    test.use({ javaScriptEnabled: false });
    test('the toggle is disabled until the page has hydrated (§4)', async ({ page }) => {
      await page.goto('/docs/intro');
      await expect(toggle(page)).toBeDisabled();
    });
  });

  test('the toggle is enabled once hydrated (§4)', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(toggle(page)).toBeEnabled();
  });

  test('with browser storage unavailable, a console warning is logged and nothing crashes (§8)', async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await toggle(page).click();
    await expect.poll(() => theme(page)).toBe('light');
    expect(warnings.some((w) => /storage/i.test(w))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('only light and dark ever apply, whatever the source (§4, §9)', () => {
  const choice = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme-choice'));
  // The navbar logo is a themed image: one copy per mode, shown by data-theme.
  const visibleLogos = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: 'Main' }).locator('.navbar__logo img').filter({ visible: true });

  for (const query of ['docusaurus-theme=garbage', 'docusaurus-data-theme=garbage&docusaurus-data-theme-choice=garbage']) {
    test(`?${query} gives the default dark mode, before and after hydration (§4)`, async ({ page }) => {
      // Hold back the app bundle so that only the inline scripts have run.
      await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
      await page.goto(`/docs/intro?${query}`);
      expect(await theme(page)).toBe('dark');
      expect(await choice(page)).toBe('dark');
      await page.unroute(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
      await page.reload();
      await waitForHydration(page);
      expect(await theme(page)).toBe('dark');
      expect(await choice(page)).toBe('dark');
      await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
      await expect(visibleLogos(page)).toHaveCount(1);
      // The toggle still moves between the two real modes.
      await toggle(page).click();
      await expect.poll(() => theme(page)).toBe('light');
      expect(await stored(page)).toBe('light');
    });
  }

  test('an unknown ?docusaurus-theme value is ignored: the stored choice still applies (§4)', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await page.goto('/docs/intro?docusaurus-theme=sepia');
    expect(await theme(page)).toBe('light');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  });

  test('a valid ?docusaurus-theme=light still applies (§4)', async ({ page }) => {
    await page.goto('/docs/intro?docusaurus-theme=light');
    expect(await theme(page)).toBe('light');
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
  });

  test('an unknown value written by another tab gives the default dark mode, not light (§4)', async ({ context }) => {
    const [first, second] = await twoHydratedTabs(context);
    await toggle(first).click();
    await expect.poll(() => theme(second)).toBe('light');
    await second.evaluate(() => window.localStorage.setItem('theme', 'sepia'));
    await expect.poll(() => theme(first)).toBe('dark');
    expect(await choice(first)).toBe('dark');
    await expect(toggle(first)).toHaveAccessibleName(/currently dark mode/);
    // The unknown value is replaced by the mode that applies, in every tab.
    expect(await stored(first)).toBe('dark');
    await expect.poll(() => theme(second)).toBe('dark');
  });
});
