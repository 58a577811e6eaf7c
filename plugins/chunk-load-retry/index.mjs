/**
 * When a page's code cannot load, shows the error with a Retry button
 * instead of leaving an inert page (client.ts, loaded on every page before
 * React renders).
 */
import { fileURLToPath } from 'node:url';

export default function chunkLoadRetryPlugin() {
  return {
    name: 'chunk-load-retry',
    getClientModules() {
      return [fileURLToPath(new URL('./client.ts', import.meta.url))];
    },
  };
}
