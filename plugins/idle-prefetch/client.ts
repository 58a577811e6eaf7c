/**
 * Docusaurus prefetches a route's code as soon as a link to it scrolls into
 * view (`window.docusaurus.prefetch`, called by every internal link). On a
 * long page that is twenty or more routes in the first frames after
 * hydration, each adding one `<link rel="prefetch">` per chunk of the route,
 * chunks the routes share included: about 220 elements on the Sortable page,
 * in tasks that hold up the reader's first taps. Here each route's prefetch
 * waits for an idle moment, one route per idle callback, so preparing the
 * next page never slows this one. Hovering or focusing a link still preloads
 * its route at once (`preload` is untouched).
 *
 * Each chunk is requested once, however many routes share it: that is a
 * patch of Docusaurus' prefetch helper (patches/@docusaurus+core+*.patch).
 */
import type { ClientModule } from '@docusaurus/types';

type Docusaurus = { prefetch: (routePath: string) => unknown };

const pending: string[] = [];
let scheduled = false;
let wrapped = false;

/** setTimeout where requestIdleCallback is missing (Safari before 18). */
const whenIdle = (callback: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 200);
};

/** The same API with a prefetch that waits for idle time (Docusaurus' own object is frozen). */
function withIdlePrefetch(api: Docusaurus): Docusaurus {
  const prefetchNow = api.prefetch.bind(api);
  const drainOne = () => {
    const routePath = pending.shift();
    if (routePath !== undefined) prefetchNow(routePath);
    if (pending.length > 0) whenIdle(drainOne);
    else scheduled = false;
  };
  const prefetch = (routePath: string) => {
    if (!pending.includes(routePath)) pending.push(routePath);
    if (!scheduled) {
      scheduled = true;
      whenIdle(drainOne);
    }
    return true;
  };
  return { ...api, prefetch };
}

const clientModule: ClientModule = {
  // Runs in the layout effect of the first render, before any link's
  // intersection observer can report (those report after the next frame).
  onRouteDidUpdate() {
    const host = window as unknown as { docusaurus?: Docusaurus };
    if (wrapped || !host.docusaurus) return;
    wrapped = true;
    // Links look the API up on window each time, so replacing it is enough.
    host.docusaurus = withIdlePrefetch(host.docusaurus);
  },
};

export default clientModule;
