import { test, expect } from './fixtures';
import { centreOf, dropAt, expectCentreAt, openDemo } from './drag';

// The demo tests trust these helpers to put an item where they say, and to
// release it where the library sees it too. A busy CI machine paints late, so
// here every animation frame is held back 100 ms. The helpers must then not
// trust a position the page has not painted yet, and must not release in the
// frame after a hover change, while the library re-registers its zones (see
// holdOver). The helpers before this test failed it 8 and 9 times in 10.
test.describe('Issue 7 live demos: the drag helpers', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const requestFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => requestFrame((time) => setTimeout(() => callback(time), 100));
    });
  });

  test('dropAt releases a task over the slot it aimed at when the page paints late', async ({ page, pageErrors }) => {
    const preview = await openDemo(page, '/docs/examples/advanced-features', 'Drag a task by its grip');
    const loginForm = preview.getByText('Login form', { exact: true }).locator('../..');
    const firstTodoSlot = preview.getByText(/^To do/).locator('..').getByText('1', { exact: true }).locator('..');
    const target = await centreOf(firstTodoSlot);

    await dropAt(page, loginForm, target, loginForm.getByText('⋮⋮'));
    await expect(preview.getByText(/^To do \d\/3$/)).toHaveText('To do 1/3');
    await expectCentreAt(loginForm, target);
    expect(pageErrors).toEqual([]);
  });
});
