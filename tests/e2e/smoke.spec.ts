import { test, expect, waitForHydration } from './fixtures';

test('smoke: home page renders its title', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Native Reanimated DnD');
});

test('smoke: the 1.x archive renders its intro page', async ({ page }) => {
  await page.goto('/docs/1.x/intro');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/1\.x\/intro$/);
});
