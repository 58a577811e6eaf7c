import type { Page } from '@playwright/test';
import type { SearchAnswer } from '../../plugins/search/client/types';

/**
 * Runs queries through the site's own search worker, by its two operations
 * (spec §7: `search(baseUrl, searchContext, input, limit)`), the way the box
 * and /search do, for tests that check many answers at once. Nothing in the
 * page exposes the search for tests: the worker's script is the one the box
 * starts, and the test starts a second copy of it in the page.
 */

/** Starts the box's worker (a hover, as a reader would) and returns its script address. */
async function searchWorkerUrl(page: Page): Promise<string> {
  const running = page.workers()[0];
  if (running) return running.url();
  const started = page.waitForEvent('worker');
  await page.getByRole('combobox', { name: 'Search' }).hover();
  return (await started).url();
}

/** The docs version's address the box searches from this page: its index sits there. */
function versionUrlOf(page: Page): string {
  return new URL(page.url()).pathname.startsWith('/docs/1.x/') ? '/docs/1.x/' : '/';
}

/** A query's answer, or 'timeout' when the worker gave none within `timeoutMs`. */
export type WorkerAnswer = SearchAnswer | { kind: 'timeout' };

/**
 * Answers to `queries`, in order, from a fresh copy of the search worker,
 * against the index of the docs version of the page. Each query gets at most
 * `timeoutMs`; the page's watchdog is not in this path.
 */
export async function searchAll(page: Page, queries: string[], limit = 8, timeoutMs = 5_000): Promise<WorkerAnswer[]> {
  const url = await searchWorkerUrl(page);
  return page.evaluate(
    async ({ url, baseUrl, queries, limit, timeoutMs }) => {
      let worker = new Worker(url);
      let nextId = 0;
      const ask = (method: string, args: unknown[]) =>
        new Promise<unknown>((resolve) => {
          const id = (nextId += 1);
          const asked = worker;
          const timer = setTimeout(() => {
            // A worker stuck in one search is replaced, as the page's watchdog does.
            asked.terminate();
            worker = new Worker(url);
            resolve({ kind: 'timeout' });
          }, timeoutMs);
          asked.addEventListener('message', function onMessage(event: MessageEvent) {
            const data = event.data ?? {};
            if (data.id !== id || !('result' in data || 'error' in data)) return;
            clearTimeout(timer);
            asked.removeEventListener('message', onMessage);
            resolve('error' in data ? { kind: 'error', code: 'internal', message: String(data.error) } : data.result);
          });
          asked.postMessage({ id, method, args });
        });
      try {
        await ask('fetchIndexes', [baseUrl, '']);
        const answers: unknown[] = [];
        for (const query of queries) answers.push(await ask('search', [baseUrl, '', query, limit]));
        return answers as WorkerAnswer[];
      } finally {
        worker.terminate();
      }
    },
    { url, baseUrl: versionUrlOf(page), queries, limit, timeoutMs },
  );
}

/** One query's answer (see searchAll). */
export async function searchInPage(page: Page, query: string, limit = 8): Promise<WorkerAnswer> {
  const [answer] = await searchAll(page, [query], limit);
  return answer;
}
