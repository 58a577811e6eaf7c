/**
 * The time budget of the search running now. Searches run one at a time and
 * synchronously in the worker, so one deadline is enough; lunr's term
 * expansion (see lunr-expansion.mjs) checks it before each expansion, the
 * query engine between index lookups.
 *
 * The budget counts matching only. Deriving a part of the index a search
 * needs (the body text, on the first search that reaches it) is the same
 * work whatever the query, and on a slow or busy machine it alone can take
 * longer than the budget: it runs `untimed`, and the page's watchdog is told
 * to pause meanwhile (onTimingChange), so a plain query is never stopped for it.
 */

/** Thrown inside a search that has used its time budget. */
export class OutOfTime extends Error {}

let activeDeadline;
let timingListener = () => {};

export const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** `listener(true)` when a search's time starts or resumes counting, `listener(false)` when it pauses. */
export function onTimingChange(listener) {
  timingListener = listener;
}

/** Runs `work` with a budget of `budgetMs`; OutOfTime is thrown from checkDeadline() once it is spent. */
export function withDeadline(budgetMs, work) {
  activeDeadline = now() + budgetMs;
  timingListener(true);
  try {
    return work();
  } finally {
    activeDeadline = undefined;
  }
}

/** Runs `work` without counting its time against the running search's budget. */
export function untimed(work) {
  if (activeDeadline === undefined) return work();
  const started = now();
  timingListener(false);
  try {
    return work();
  } finally {
    activeDeadline += now() - started;
    timingListener(true);
  }
}

export function checkDeadline() {
  if (activeDeadline !== undefined && now() > activeDeadline) throw new OutOfTime();
}
