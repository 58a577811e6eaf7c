import { test as base, expect, type Page } from '@playwright/test';
import { usePointer, type PointerKind } from './drag';

/**
 * Shared fixtures. `pageErrors` collects uncaught page errors and console
 * errors, so any test can assert the page stayed healthy. `pointerKind` is the
 * project's option (playwright.config.ts): what the drag helpers in drag.ts
 * press with on the test's `page`, a mouse on the desktop, a finger on the phone.
 */
export const test = base.extend<{ pageErrors: string[]; pointerKind: PointerKind }>({
  pointerKind: ['mouse', { option: true }],
  page: async ({ page, pointerKind }, use) => {
    usePointer(page, pointerKind);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
  },
});

/**
 * `test`, plus a check after every test that no uncaught page error or
 * console error happened, for specs where each test would otherwise end with
 * `expect(pageErrors).toEqual([])`.
 */
export const testWithoutPageErrors = test.extend<{ noPageErrors: void }>({
  noPageErrors: [
    async ({ pageErrors }, use) => {
      await use();
      expect(pageErrors, 'uncaught page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once React has hydrated the page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
}

/** The navbar's colour-mode toggle. */
export function colourModeToggle(page: Page) {
  return page.getByRole('button', { name: /Switch between dark and light mode/ });
}

/** Resolves once `read` returns the same value twice in a row, reads `intervalMs` apart (bounded by `timeout`). */
export async function untilStable(read: () => Promise<string>, intervalMs: number, timeout = 10_000): Promise<void> {
  let last: string | undefined;
  await expect
    .poll(
      async () => {
        const now = await read();
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [intervalMs], timeout },
    )
    .toBe(true);
}
