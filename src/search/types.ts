/** One hit, as the worker sends it (see search-engine.mjs). */
export interface SearchHit {
  id: number;
  field: 'title' | 'heading' | 'description' | 'keywords' | 'content';
  url: string;
  text: string;
  positions: Array<[number, number]>;
  pageTitle: string;
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
