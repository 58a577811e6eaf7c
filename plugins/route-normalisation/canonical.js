/**
 * Canonical-path rules shared by the inline head script (direct loads) and
 * the Root wrapper (client navigation). Both functions are serialised with
 * Function#toString into the page head, so they stay self-contained ES5.
 *
 * Rules: matching ignores letter case and a trailing slash, and a
 * `.html`, `/index.html` or `/index` suffix is dropped. Repeated slashes
 * count as one, and white space at the end of the decoded path (a space,
 * no-break space, BOM, line or paragraph separator) is dropped, because
 * Docusaurus' router trims it too and would otherwise render the page at
 * an address the server answers with 404.
 */

/**
 * @param {string} pathname location.pathname as the browser has it
 * @param {string[]} routes every canonical route path of the site
 * @param {Record<string, string>} aliases lower-case path -> canonical path
 * @returns {{target: string, sameDocument: boolean} | null} null when the
 *   path is already canonical or matches no route (the not-found page)
 */
export function findCanonical(pathname, routes, aliases) {
  var decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch (e) {
    // A malformed escape: match the path as it is.
  }
  var stripped = decoded
    .trim()
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/i, '/')
    .replace(/\.html$/i, '')
    .replace(/\/index$/i, '/');
  var clean = stripped.replace(/\/+$/, '').trim() || '/';
  var key = clean.toLowerCase();
  var target = null;
  for (var i = 0; i < routes.length; i++) {
    if (routes[i].toLowerCase() === key) {
      target = routes[i];
      break;
    }
  }
  if (target === null && Object.prototype.hasOwnProperty.call(aliases, key)) {
    target = aliases[key];
  }
  if (target === null || target === pathname) return null;
  // A static host serves `/x/` and `/x/index.html` from the same file as
  // `/x`, so only the address needs fixing. Anything else was answered with
  // 404.html and needs a real load of the canonical page.
  var sameDocument = pathname === (target === '/' ? '/' : target + '/') || pathname === (target === '/' ? '' : target) + '/index.html';
  return { target: target, sameDocument: sameDocument };
}

/**
 * Runs in <head> before the body is parsed, so the reader never sees the
 * not-found page first.
 * @param {typeof findCanonical} find
 * @param {string[]} routes
 * @param {Record<string, string>} aliases
 */
export function applyOnLoad(find, routes, aliases) {
  var loc = window.location;
  var result = find(loc.pathname, routes, aliases);
  if (!result) return;
  var url = result.target + loc.search + loc.hash;
  if (result.sameDocument) {
    window.history.replaceState(window.history.state, '', url);
  } else {
    document.documentElement.style.visibility = 'hidden';
    loc.replace(url);
  }
}

/** The inline script for the page head. @param {string[]} routes @param {Record<string, string>} aliases */
export function headScript(routes, aliases) {
  return (
    '(' + applyOnLoad.toString() + ')(' + findCanonical.toString() + ',' + JSON.stringify(routes) + ',' + JSON.stringify(aliases) + ');'
  );
}
