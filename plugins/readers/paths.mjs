/**
 * Where the reader files of a page live, shared by the build plugin that
 * writes them and the theme components that link to them.
 */
const trim = (permalink) => permalink.replace(/^\/+|\/+$/g, '');

/** `/docs/intro` → `/docs/intro.md`: the page's address plus `.md`. */
export const markdownPath = (permalink) => `/${trim(permalink)}.md`;

/** `/docs/intro` → `/img/social/docs/intro.png`; the home page's is `/img/social/home.png`. */
export const cardPath = (permalink) => (trim(permalink) === '' ? '/img/social/home.png' : `/img/social/${trim(permalink)}.png`);
