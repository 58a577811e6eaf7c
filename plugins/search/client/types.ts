/** What a search answers (engine.mjs), shared by the worker client, the box, the page and the tests. */

/** The kinds of index entries, which are also the search syntax's fields. */
export type SearchField = 'title' | 'heading' | 'description' | 'keywords' | 'content';

export interface SearchHit {
  /** Unique within one version's index. */
  id: number;
  field: SearchField;
  /** Page URL, with the section's anchor for headings and body text. */
  url: string;
  /** The entry's own text: title, heading, description or body text (a public name's entry: the name). */
  text: string;
  /** [start, length] of each matched word in `text`. */
  positions: Array<[number, number]>;
  pageTitle: string;
  /** The heading of a body-text hit's section, else ''. */
  section: string;
  breadcrumb: string[];
}

export type SearchAnswer =
  | { kind: 'blank' }
  | { kind: 'results'; hits: SearchHit[] }
  | { kind: 'no-results'; message: string }
  | { kind: 'error'; code: string; message: string }
  /** A newer search from the same box or page replaced this one (client.mjs). */
  | { kind: 'superseded' };
