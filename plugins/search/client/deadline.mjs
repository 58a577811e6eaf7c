/**
 * The time budget of the search running now. Searches run one at a time and
 * synchronously in the worker, so one deadline is enough; lunr's term
 * expansion (see lunr-expansion.mjs) checks it before each expansion, the
 * query engine between index lookups.
 *
 * Only queries in the search syntax have a budget: a plain query's work is
 * bounded by its form (limits.mjs), and on a slow or busy machine a budget
 * in wall-clock time would stop it for the machine's sake, not the query's.
 *
 * The budget counts matching only. Deriving a part of the index a search
 * needs (the body text, on the first search that reaches it) is the same
 * work whatever the query, and on a slow or busy machine it alone can take
 * longer than the budget: it runs `untimed`, and the page's watchdog is told
 * to pause meanwhile (onTimingChange), so a plain query is never stopped for it.
 */

/** Thrown inside a search that has used its time budget. */
export class OutOfTime extends Error {}

/** A search is running, with the time it must end by (Infinity for one without a budget). */
let active = false;
let activeDeadline = Infinity;
/** @type {(counting: boolean, limited?: boolean) => void} */
let timingListener = () => {};

export const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * `listener(true, limited)` when a search's time starts or resumes counting
 * (`limited`: whether it has a budget), `listener(false)` when it pauses.
 * @param {(counting: boolean, limited?: boolean) => void} listener
 */
export function onTimingChange(listener) {
  timingListener = listener;
}

/**
 * Runs `work` with a budget of `budgetMs` (Infinity: none); OutOfTime is thrown from checkDeadline() once it is spent.
 * @template T
 * @param {number} budgetMs
 * @param {() => T} work
 * @returns {T}
 */
export function withDeadline(budgetMs, work) {
  active = true;
  activeDeadline = now() + budgetMs;
  timingListener(true, Number.isFinite(budgetMs));
  try {
    return work();
  } finally {
    active = false;
    activeDeadline = Infinity;
  }
}

/**
 * Runs `work` without counting its time against the running search's budget.
 * @template T
 * @param {() => T} work
 * @returns {T}
 */
export function untimed(work) {
  if (!active) return work();
  const started = now();
  timingListener(false);
  try {
    return work();
  } finally {
    activeDeadline += now() - started;
    timingListener(true, Number.isFinite(activeDeadline));
  }
}

export function checkDeadline() {
  if (active && now() > activeDeadline) throw new OutOfTime();
}
