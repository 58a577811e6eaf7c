// @ts-check
/** Route prefetching waits for idle time (client.ts says why). */
import { fileURLToPath } from 'node:url';

/** @returns {import('@docusaurus/types').Plugin} */
export default function idlePrefetchPlugin() {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [fileURLToPath(new URL('./client.ts', import.meta.url))];
    },
  };
}
