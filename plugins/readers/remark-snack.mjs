import { readFileSync } from 'node:fs';
import { basename, extname, sep } from 'node:path';
import { compatibilityFor } from '../../src/data/compatibility.mjs';
import { attributeIdentifier, importedFiles } from './demos.mjs';
import { snackUrl } from './snack.mjs';

/** `versioned_docs/version-1.x/…` → `1.x`; anything else is the current docs. */
export function docsVersionOf(filePath) {
  const match = filePath.split(sep).join('/').match(/\/versioned_docs\/version-([^/]+)\//);
  return match ? match[1] : 'current';
}

/**
 * Puts an "Open in Snack" link under every live demo of a docs page. The
 * demo's file is the one the page itself imports as the demo's `source`;
 * the dependencies and SDK are those of the page's docs version.
 */
export default function remarkSnackLinks({ siteDir }) {
  return (tree, file) => {
    const filePath = file.path;
    if (!filePath) return;
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
    if (!esm.some((block) => block.includes('LiveDemo'))) return;
    const imports = importedFiles(esm, { filePath, siteDir });
    const compatibility = compatibilityFor(docsVersionOf(filePath));
    const visit = (parent) => {
      for (let i = 0; i < (parent.children?.length ?? 0); i += 1) {
        const node = parent.children[i];
        if (node.type === 'mdxJsxFlowElement' && node.name === 'LiveDemo') {
          const sourceName = attributeIdentifier(node, 'source');
          const demoFile = sourceName && imports.get(sourceName);
          if (!demoFile) throw new Error(`${filePath}: <LiveDemo> has no imported source file`);
          const name = basename(demoFile, extname(demoFile));
          const href = snackUrl({
            source: readFileSync(demoFile, 'utf8'),
            name: `${name} (react-native-reanimated-dnd ${compatibility.library})`,
            compatibility,
          });
          parent.children.splice(i + 1, 0, {
            type: 'mdxJsxFlowElement',
            name: 'OpenInSnack',
            attributes: [
              { type: 'mdxJsxAttribute', name: 'href', value: href },
              { type: 'mdxJsxAttribute', name: 'demo', value: name },
            ],
            children: [],
          });
          i += 1;
        } else if (node.children) {
          visit(node);
        }
      }
    };
    visit(tree);
  };
}
