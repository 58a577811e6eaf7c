/**
 * Which index the search page queries for its `version` parameter.
 *
 * The parameter is a docs version's path below the base URL ("docs/1.x",
 * as the search box writes it; a trailing slash is accepted too). No
 * parameter means the current version, whose index sits at the base URL.
 * A version the site does not have falls back to the current version, and
 * the page says so, rather than asking for an index that does not exist.
 *
 * @param {string} param  the `version` query parameter ('' when absent)
 * @param {Array<{ path: string, isLast: boolean }>} versions  the docs plugin's versions
 * @param {string} baseUrl  the site's base URL, with its trailing slash
 * @returns {{ versionUrl: string, known: boolean }}
 */
export function resolveSearchVersion(param, versions, baseUrl) {
  const wanted = trimSlashes(param);
  if (!wanted) return { versionUrl: baseUrl, known: true };
  for (const version of versions ?? []) {
    const path = String(version.path ?? '');
    if (!path.startsWith(baseUrl)) continue;
    if (trimSlashes(path.slice(baseUrl.length)) !== wanted) continue;
    return { versionUrl: version.isLast ? baseUrl : `${path.replace(/\/+$/, '')}/`, known: true };
  }
  return { versionUrl: baseUrl, known: false };
}

/**
 * The `version` parameter for a version's index URL (none for the current version).
 * @param {string} versionUrl
 * @param {string} baseUrl
 */
export function versionParam(versionUrl, baseUrl) {
  return versionUrl === baseUrl ? '' : trimSlashes(versionUrl.slice(baseUrl.length));
}

/** @param {unknown} text */
function trimSlashes(text) {
  return String(text ?? '').replace(/^\/+|\/+$/g, '');
}
