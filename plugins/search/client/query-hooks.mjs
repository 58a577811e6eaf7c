/**
 * Ranking hooks the worker passes to every search (QueryOptions in
 * types.ts, minus the time budget). Empty: searches rank by the index alone.
 *
 * @type {Omit<import('./types').QueryOptions, 'budgetMs'>}
 */
export const queryHooks = {};
