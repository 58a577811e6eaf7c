/**
 * The one description of what a search answers, shared by the query engine
 * (query.mjs, through JSDoc imports), the worker client, the search box, the
 * search page and the tests.
 */

/** The kinds of index entries, which are also the query syntax's field names. */
export type SearchField = 'title' | 'heading' | 'description' | 'keywords' | 'content';

/** One hit. */
export interface SearchHit {
  /** Unique within one version's index. */
  id: number;
  field: SearchField;
  /** Page URL, with the section's anchor for headings and body text. */
  url: string;
  /** The entry's text: title, heading, description, keywords or body text. */
  text: string;
  /** [start, length] of each match in `text`. */
  positions: Array<[number, number]>;
  pageTitle: string;
  /** The section heading of a body-text hit when it is not the page title, else ''. */
  section: string;
  breadcrumb: string[];
}

export type SearchAnswer =
  | { kind: 'blank' }
  | { kind: 'results'; hits: SearchHit[]; terms: string[] }
  | { kind: 'no-results'; message: string }
  | { kind: 'error'; code: string; message: string }
  /** A newer search from the same box or page replaced this one (see client.js). */
  | { kind: 'superseded' };

/** Options of `searchLoaded` (query.mjs). */
export interface QueryOptions {
  /** Time budget of one search; a search over it answers 'query-too-slow'. */
  budgetMs?: number;
}
