import { test, expect, waitForHydration } from './fixtures';

// Every route's own load (no uncaught error, no console error) is checked in every-route.spec.ts.
for (const start of ['/docs/intro', '/docs/1.x/intro']) {
  test(`client-side navigation through the sidebar from ${start} keeps the page healthy (§2)`, async ({ page, pageErrors }) => {
    await page.goto(start);
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const links = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    // The sidebar stays in the version being read.
    expect(links.every((href) => (start.startsWith('/docs/1.x/') ? href.startsWith('/docs/1.x/') : !href.startsWith('/docs/1.x')))).toBe(
      true,
    );
    for (const href of links) {
      await sidebar.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
}
