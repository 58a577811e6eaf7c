import { defineConfig } from '@playwright/test';
import type { PointerKind } from './tests/e2e/drag';
import { TEST_FLAGS } from './lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const siteDir = process.env.SITE_DIR ?? 'build';

/**
 * End-to-end tests run in real Chromium against the production build,
 * served by the same plain static server as `npm run serve`.
 */
/** The specs with drags: their tests tagged @drag run on both projects, @phone ones on the phone only. */
const DRAG_SPECS = /(live-demos|live-demo-recipes|sample-drag-claims)\.spec\.ts$/;

export default defineConfig<{ pointerKind: PointerKind }>({
  testDir: './tests/e2e',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry under CI only: a 2-core machine sometimes paints a drag late.
  // A test that needs it is still listed by name in npm test's output.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [[process.env.CI ? 'dot' : 'list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: TEST_FLAGS,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every spec, with a mouse, in Playwright's default 1280 by 720 window.
    { name: 'desktop', grepInvert: /@phone/ },
    // The drag tests again on a 390 by 844 touch screen, dragged with a finger (tests/e2e/drag.ts), plus the
    // phone-only tests (a fresh page's first touch drag, swipes that scroll). Other specs stay desktop-only.
    {
      name: 'phone',
      testMatch: DRAG_SPECS,
      grep: /@drag|@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, pointerKind: 'touch' },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), HOST: '127.0.0.1', SITE_DIR: siteDir },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
