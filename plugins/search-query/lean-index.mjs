/**
 * The lean search index: the same entries as the plugin's search-index.json
 * (five kinds: titles, headings, descriptions, keywords, body text), the
 * same lunr BM25 scores, but without per-word positions and in flat arrays,
 * so the browser parses and loads it several times faster. Highlighting
 * positions are found again in the worker, for the few hits shown.
 *
 * Format, one entry per kind of document:
 *   { documents, terms: string[] (sorted), termIndex: number[],
 *     postings: number[][] (document ids per term), vectors: [id, [termIndex, score, ...]][] }
 */
export const LEAN_FORMAT_VERSION = 1;

/** BM25 parameters (spec §9), lunr's defaults, set explicitly. */
export const BM25 = Object.freeze({ b: 0.75, k1: 1.2 });

/**
 * @param {any} lunr
 * @param {object[][]} allDocuments  the plugin's scanDocuments() output
 * @param {{ removeStopWords?: boolean, removeStemmer?: boolean }} [options]
 */
export function buildLeanIndex(lunr, allDocuments, { removeStopWords = true, removeStemmer = false } = {}) {
  return Array.from({ length: allDocuments.length }, (_, kind) => allDocuments[kind] ?? []).map((documents) => {
    const index = lunr(function () {
      this.b(BM25.b);
      this.k1(BM25.k1);
      if (!removeStopWords) this.pipeline.remove(lunr.stopWordFilter);
      if (removeStemmer) this.pipeline.remove(lunr.stemmer);
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = [];
      for (const doc of documents) this.add({ ...doc, i: String(doc.i) });
    });
    const json = index.toJSON();
    const terms = [];
    const termIndex = [];
    const postings = [];
    for (const [term, posting] of json.invertedIndex) {
      terms.push(term);
      termIndex.push(posting._index);
      postings.push(Object.keys(posting.t ?? {}).map(Number));
    }
    const vectors = json.fieldVectors.map(([fieldRef, elements]) => [Number(fieldRef.slice(fieldRef.indexOf('/') + 1)), elements]);
    return { documents, terms, termIndex, postings, vectors, pipeline: json.pipeline };
  });
}
