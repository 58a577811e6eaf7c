/**
 * The time budget of the search running now. Searches run one at a time and
 * synchronously in the worker, so one deadline is enough; lunr's term
 * expansion (see lunr-expansion.mjs) checks it before each expansion, the
 * query engine between index lookups.
 */

/** Thrown inside a search that has used its time budget. */
export class OutOfTime extends Error {}

let activeDeadline;

export const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Runs `work` with a budget of `budgetMs`; OutOfTime is thrown from checkDeadline() once it is spent. */
export function withDeadline(budgetMs, work) {
  activeDeadline = now() + budgetMs;
  try {
    return work();
  } finally {
    activeDeadline = undefined;
  }
}

export function checkDeadline() {
  if (activeDeadline !== undefined && now() > activeDeadline) throw new OutOfTime();
}
