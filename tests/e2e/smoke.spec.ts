import { test, expect, waitForHydration } from './fixtures';

test('smoke: home page renders its title', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Native Reanimated DnD');
});
