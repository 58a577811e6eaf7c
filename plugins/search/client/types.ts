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

/**
 * Options of `searchLoaded` (query.mjs). The ranking hooks apply to plain
 * queries (no query syntax) only.
 */
export interface QueryOptions {
  /** Time budget of one search; a search over it answers 'query-too-slow'. */
  budgetMs?: number;
  /**
   * The reader's words (split on whitespace and hyphens, as typed) → extra
   * word lists to search as well. Each list is searched like a plain query,
   * after the reader's own words, so it never outranks a literal match.
   */
  expandPlainTerms?: (words: string[]) => string[][];
  /**
   * The whole query text → addresses to put first, in order: a page URL
   * (`/docs/api/types/enums`) pins the page's title entry, a URL with an
   * anchor pins that heading.
   */
  pinnedUrls?: (query: string) => string[];
}
