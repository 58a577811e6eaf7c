/**
 * The worker's first module: starts downloading the index of the docs
 * version the page asked for first, before the worker compiles and runs
 * lunr and the query engine, so that the download and that work overlap
 * instead of following each other (on a slow phone they are most of the
 * wait for the first suggestions). The page names that version in the
 * worker's name (see client.js); the worker's `load` takes the download
 * from here.
 */
import { indexFile } from './options.js';

/** The worker name that carries the version's URL; anything else starts nothing. */
export const WORKER_NAME_PREFIX = 'docs-search ';

export function indexUrl(baseUrl) {
  const full = new URL(`${baseUrl}${indexFile}`, self.location.origin);
  if (full.origin !== self.location.origin) throw new Error('Unexpected search index address.');
  return full.href;
}

/** The parsed index file, or why it could not be had. */
export function fetchIndexFile(baseUrl) {
  return fetch(indexUrl(baseUrl)).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  });
}

let started = null;
const name = typeof self !== 'undefined' && typeof self.name === 'string' ? self.name : '';
if (name.startsWith(WORKER_NAME_PREFIX)) {
  const baseUrl = name.slice(WORKER_NAME_PREFIX.length);
  try {
    const file = fetchIndexFile(baseUrl);
    file.catch(() => {});
    started = { baseUrl, file };
  } catch {
    started = null;
  }
}

/** The download started for `baseUrl` when the worker started, once; else null. */
export function takeEarlyFetch(baseUrl) {
  if (!started || started.baseUrl !== baseUrl) return null;
  const { file } = started;
  started = null;
  return file;
}
