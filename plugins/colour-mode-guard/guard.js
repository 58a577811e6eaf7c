/**
 * Keeps the colour mode to the two modes that exist (light and dark).
 *
 * Docusaurus takes the mode from several places and trusts each of them: its
 * inline script applies `?docusaurus-theme=<any string>` or any stored value
 * to `html[data-theme]`, `?docusaurus-data-<name>=<any string>` sets any
 * `data-` attribute on <html>, and its React provider turns an unknown value
 * from another tab into light. An unknown value left a third, unstyled state
 * (light base colours, no logo).
 *
 * This script runs in <head>, before all of those:
 * - an unknown stored value is deleted, so it counts as no choice;
 * - any later unknown `data-theme` is replaced, before the browser can
 *   paint, by the stored choice or else the default mode (so an unknown query
 *   parameter counts as absent); likewise `data-theme-choice`, which may also
 *   be "system" (how Docusaurus marks a cleared choice);
 * - a storage event from another tab carrying an unknown value reaches the
 *   React provider as the default mode, which it applies and stores.
 *
 * Serialised with Function#toString, so it stays self-contained ES5.
 *
 * @param {string} key the localStorage key of the colour mode
 * @param {string[]} modes the modes that exist
 * @param {string} fallback the default mode
 */
export function guardColourMode(key, modes, fallback) {
  var root = document.documentElement;
  /** @param {string} value */
  function known(value) {
    return modes.indexOf(value) !== -1;
  }
  function storedChoice() {
    try {
      var value = window.localStorage.getItem(key);
      if (value === null || known(value)) return value;
      window.localStorage.removeItem(key);
    } catch (e) {}
    return null;
  }
  storedChoice();
  function repair() {
    var mode = root.getAttribute('data-theme');
    if (mode !== null && !known(mode)) root.setAttribute('data-theme', storedChoice() || fallback);
    var choice = root.getAttribute('data-theme-choice');
    if (choice !== null && choice !== 'system' && !known(choice)) {
      root.setAttribute('data-theme-choice', storedChoice() || fallback);
    }
  }
  // Mutation records are delivered as a microtask, i.e. right after the
  // script that made the change and before any rendering.
  new MutationObserver(repair).observe(root, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-theme-choice'],
  });
  window.addEventListener(
    'storage',
    function (event) {
      if (event.key !== key || event.newValue === null || known(event.newValue)) return;
      try {
        if (event.storageArea !== window.localStorage) return;
      } catch (e) {
        return;
      }
      event.stopImmediatePropagation();
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: key,
          oldValue: event.oldValue,
          newValue: fallback,
          url: event.url,
          storageArea: window.localStorage,
        }),
      );
    },
    true,
  );
}

/** The inline script for the page head. */
export function guardScript({ key = 'theme', modes = ['light', 'dark'], fallback = 'dark' } = {}) {
  return '(' + guardColourMode.toString() + ')(' + [key, modes, fallback].map((v) => JSON.stringify(v)).join(',') + ');';
}
