/**
 * A code block whose meta says `fragment` is a deliberate, partial snippet:
 * the docs check does not type-check it, and the code block shows it as such.
 * @param {string | undefined} meta
 */
export function isFragment(meta) {
  return /(^|\s)fragment(\s|$)/.test(meta ?? '');
}
