import { chromiumExecutable } from '../../lib/chromium.mjs';

/** Resolves (and, for @sparticuz/chromium, unpacks) the browser once. */
export default async function globalSetup(): Promise<void> {
  process.env.CHROMIUM_PATH = await chromiumExecutable();
}
