/**
 * Code blocks the docs check does not type-check, each shown with a label:
 * - `fragment` in the meta: a deliberate, partial snippet;
 * - `signature`: a declaration printed from the package's published types
 *   (plugins/api-members expands `{/* signature: Name *\/}` markers into such blocks).
 * @param {string | undefined} meta
 */
export function isFragment(meta) {
  return isSignature(meta) || /(^|\s)fragment(\s|$)/.test(meta ?? '');
}

/** @param {string | undefined} meta */
export function isSignature(meta) {
  return /(^|\s)signature(\s|$)/.test(meta ?? '');
}

/**
 * A block's meta without the markers above, for a copy of the page outside
 * the site (its Markdown export): `title="App.tsx"` and the rest stay, and a
 * meta left empty gives null.
 * @param {string | null | undefined} meta
 * @returns {string | null}
 */
export function publicMeta(meta) {
  const kept = (meta ?? '').replace(/(^|\s)(fragment|signature)(?=\s|$)/g, ' ').trim();
  return kept || null;
}

/**
 * The label shown above a block that is not a complete module, or null.
 * @param {string | undefined} meta
 */
export function codeBlockLabel(meta) {
  if (isSignature(meta)) return "Declaration, as the package's type definitions publish it";
  if (isFragment(meta)) return 'Fragment: part of a larger file, not a complete module';
  return null;
}
