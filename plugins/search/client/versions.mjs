/**
 * Which index /search queries for its `version` parameter: a docs version's path below the base URL
 * ("docs/1.x", as the box writes it; slashes around it are ignored), or its name or label ("1.x").
 * None means the current version, whose index sits at the base URL. A version the site does not have
 * falls back to the current one, and the page says so.
 * @param {string} param the `version` query parameter ('' when absent)
 * @param {Array<{ path: string, isLast: boolean, name?: string, label?: string }>} versions the docs plugin's versions
 * @param {string} baseUrl the site's base URL, with its trailing slash
 * @returns {{ versionUrl: string, known: boolean }}
 */
export function resolveSearchVersion(param, versions, baseUrl) {
  const wanted = trimSlashes(param);
  if (!wanted) return { versionUrl: baseUrl, known: true };
  const version = (versions ?? []).find(
    ({ path, name, label }) =>
      (path.startsWith(baseUrl) && trimSlashes(path.slice(baseUrl.length)) === wanted) || name === wanted || label === wanted,
  );
  if (!version) return { versionUrl: baseUrl, known: false };
  return { versionUrl: version.isLast ? baseUrl : `${version.path.replace(/\/+$/, '')}/`, known: true };
}

/** The `version` parameter for a version's index URL (none for the current version). @param {string} versionUrl @param {string} baseUrl */
export function versionParam(versionUrl, baseUrl) {
  return versionUrl === baseUrl ? '' : trimSlashes(versionUrl.slice(baseUrl.length));
}

/** @param {unknown} text */
const trimSlashes = (text) => String(text ?? '').replace(/^\/+|\/+$/g, '');
