import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page. Evaluated through DevTools, not added as a
 * <script> (page.addScriptTag): the site's content security policy refuses
 * any inline script that is not part of the build.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}
