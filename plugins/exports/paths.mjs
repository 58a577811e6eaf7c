// @ts-check
/**
 * Where the reader files of a page live, shared by the build plugin that
 * writes them and the theme components that link to them.
 */
/** @param {string} permalink */
const trim = (permalink) => permalink.replace(/^\/+|\/+$/g, '');

/** `/docs/intro` → `/docs/intro.md`: the page's address plus `.md`. */
export const markdownPath = (/** @type {string} */ permalink) => `/${trim(permalink)}.md`;

/** `/docs/intro` → `/img/social/docs/intro.png`; the home page's is `/img/social/home.png`. */
export const cardPath = (/** @type {string} */ permalink) =>
  trim(permalink) === '' ? '/img/social/home.png' : `/img/social/${trim(permalink)}.png`;
