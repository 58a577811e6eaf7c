/**
 * Runs reader queries against the built search index of each docs version,
 * through the same search function the worker runs (plugins/search/client/engine.mjs).
 * Needs `npx docusaurus build` first (or BUILD_DIR pointing at a build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_VERSIONS, routeBase, searchIndexFile } from '../../data/versions.mjs';
import { openIndex, search as searchIndex } from '../../plugins/search/client/engine.mjs';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** Each docs version (data/versions.mjs): its route prefix and the search index the site serves for it. */
export const VERSIONS = DOC_VERSIONS.map((version) => ({
  name: version.name,
  prefix: `${routeBase(version)}/`,
  index: searchIndexFile(version),
}));

export function loadVersion(version) {
  const file = join(BUILD_DIR, version.index);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx docusaurus build\` first.`);
  const loaded = openIndex(JSON.parse(readFileSync(file, 'utf8')));
  const search = (query, limit = 8) => searchIndex(loaded, query, limit);
  /** The version's page addresses. */
  const pages = loaded.pages.map(([, url]) => url);
  return { loaded, search, pages };
}

/** A hit's page path relative to the version ('api/types/enums'), or null for another version's page. */
export function pageOf(url, version) {
  const path = url.split('#')[0].replace(/\/$/, '');
  if (!path.startsWith(version.prefix)) return null;
  if (version.name === 'current' && path.startsWith('/docs/1.x/')) return null;
  return path.slice(version.prefix.length);
}

/**
 * Rank (1-based, 0 when absent among the suggestions) of the first hit that
 * is one of `expected`. An expected entry with "#anchor" must match the
 * hit's anchor too.
 */
export function rankOf(hits, expected, version) {
  const index = hits.findIndex((hit) => {
    const page = pageOf(hit.url, version);
    if (page === null) return false;
    const hash = hit.url.includes('#') ? hit.url.slice(hit.url.indexOf('#')) : '';
    return expected.some((want) => (want.includes('#') ? `${page}${hash}` === want : page === want));
  });
  return index + 1;
}
