import { dirname, resolve } from 'node:path';

const IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])([^'"]+)\2/g;

/**
 * Maps each default-import name of an MDX file's `import` lines to the file
 * it loads, with webpack loader prefixes (`!!highlight-loader!`) removed and
 * `@site/` resolved. The live demos' sources are found this way, so a page
 * that imports its demo from another folder needs no change here.
 * @param {string[]} esmBlocks the text of the file's import/export blocks
 * @param {{ filePath: string, siteDir: string }} where
 * @returns {Map<string, string>}
 */
export function importedFiles(esmBlocks, { filePath, siteDir }) {
  const files = new Map();
  for (const block of esmBlocks) {
    for (const match of block.matchAll(IMPORT)) {
      const [, name, , specifier] = match;
      const request = specifier.slice(specifier.lastIndexOf('!') + 1);
      let path = null;
      if (request.startsWith('@site/')) path = resolve(siteDir, request.slice('@site/'.length));
      else if (request.startsWith('.')) path = resolve(dirname(filePath), request);
      if (path) files.set(name, path);
    }
  }
  return files;
}

/** The value of a JSX attribute that is a plain name (`source={XSource}`). */
export function attributeIdentifier(node, attributeName) {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === attributeName);
  const value = attribute?.value;
  if (value && typeof value === 'object' && value.type === 'mdxJsxAttributeValueExpression') {
    const name = value.value.trim();
    return /^[A-Za-z_$][\w$]*$/.test(name) ? name : null;
  }
  return null;
}

export function attributeString(node, attributeName) {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === attributeName);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  return typeof attribute.value === 'string' ? attribute.value : undefined;
}
