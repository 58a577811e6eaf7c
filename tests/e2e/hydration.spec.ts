import { COMPILE_HINT } from '../../plugins/compile-hints/index.mjs';
import { test, expect, waitForHydration } from './fixtures';

/**
 * Right after hydration, Docusaurus and the site update state from effects: the browser flag, the colour mode,
 * the preferred docs version, the phone layout, the secondary menu, the code blocks' word wrap. Outside a
 * transition, React 19 renders such an update in one task that cannot yield, a long task on a phone. Each is
 * a transition instead (patches/, ARCHITECTURE.md "Performance"). React's lanes show it: Sync (2) and
 * Default (32) are the blocking ones, so neither may reach the root before the reader does anything.
 */
const BLOCKING_LANES = 2 | 32;

const PAGES = [
  '/',
  '/docs/intro',
  '/docs/components/sortable',
  '/docs/examples/basic-drag-drop',
  '/docs/1.x/examples/basic-drag-drop',
  '/docs/api/types/sortable-types',
  '/search',
];

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of PAGES) {
      test(`${path}: after hydration, no update is scheduled as one blocking render before the reader acts`, async ({ page }) => {
        // A stand-in for React DevTools' hook: React hands it the root at each commit; from the first one
        // (hydration), every blocking lane an update schedules on the root is recorded.
        await page.addInitScript((blocking) => {
          const scheduled: number[] = [];
          (window as unknown as { blockingUpdates: number[] }).blockingUpdates = scheduled;
          let watching = false;
          (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
            supportsFiber: true,
            inject: () => 1,
            checkDCE: () => undefined,
            onCommitFiberUnmount: () => undefined,
            onPostCommitFiberRoot: () => undefined,
            onCommitFiberRoot: (_renderer: number, root: { pendingLanes: number }) => {
              if (watching) return;
              watching = true;
              (window as unknown as { rootWatched: boolean }).rootWatched = true;
              let lanes = root.pendingLanes;
              Object.defineProperty(root, 'pendingLanes', {
                get: () => lanes,
                set: (next: number) => {
                  // An update only adds lanes; a commit also takes away the lanes it finished.
                  const added = next & ~lanes;
                  if (added & blocking && (lanes & ~next) === 0) scheduled.push(added);
                  lanes = next;
                },
              });
            },
          };
        }, BLOCKING_LANES);
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        // Effects and observers of the last commit have run once the browser is idle.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
        expect(await page.evaluate(() => (window as unknown as { rootWatched?: boolean }).rootWatched), 'React committed to the hook').toBe(
          true,
        );
        expect(await page.evaluate(() => (window as unknown as { blockingUpdates: number[] }).blockingUpdates)).toEqual([]);
      });
    }
  });
}

// plugins/compile-hints: the entry bundle is compiled while it streams in; code loaded later is compiled when it runs.
test('the entry scripts carry V8’s compile hint, and the chunks loaded after them do not', async ({ page }) => {
  await page.goto('/docs/examples/basic-drag-drop');
  await waitForHydration(page);
  const entries = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('head script[src]'), (s) => s.src));
  const chunks = await page.evaluate(
    (entryUrls) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && !entryUrls.includes(entry.name))
        .map((entry) => entry.name),
    entries,
  );
  expect(entries).toHaveLength(2);
  expect(chunks.length).toBeGreaterThan(0);
  const startsWithHint = async (url: string) => (await (await page.request.get(url)).text()).startsWith(COMPILE_HINT);
  for (const url of entries) expect(await startsWithHint(url), url).toBe(true);
  for (const url of chunks) expect(await startsWithHint(url), url).toBe(false);
});
