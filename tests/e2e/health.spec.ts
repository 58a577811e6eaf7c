import { test, expect, waitForHydration } from './fixtures';
import { ALL_ROUTES } from './site-routes';

test('§8 walking all 55 routes raises no uncaught page error and no console error', async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  expect(ALL_ROUTES).toHaveLength(55);
  for (const path of ALL_ROUTES) {
    const before = pageErrors.length;
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(pageErrors.slice(before), `errors on ${path}`).toEqual([]);
  }
});

test('§2 client-side navigation through the sidebar keeps the page healthy', async ({ page, pageErrors }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const links = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of links) {
    await sidebar.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});
