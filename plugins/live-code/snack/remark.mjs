import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { visit } from 'unist-util-visit';
import { compatibilityFor } from '../../../data/compatibility.mjs';
import { versionOfFile } from '../../../data/versions.mjs';
import { attributeString, demoFile } from '../live-demos/files.mjs';
import { snackUrl } from './snack.mjs';

/**
 * Puts an "Open in Snack" link under every live demo of a docs page. The
 * demo's file is the one its `name` means in the page's docs version
 * (plugins/live-code/live-demos/files.mjs); the dependencies and SDK are that version's.
 * @param {{ siteDir: string }} options
 */
export default function remarkSnackLinks({ siteDir }) {
  /** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
  return (tree, file) => {
    const filePath = file.path;
    if (!filePath) return;
    const compatibility = compatibilityFor(versionOfFile(filePath).name);
    visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
      if (node.name !== 'LiveDemo' || !parent || index === undefined) return undefined;
      const demo = demoFile({ siteDir, filePath, name: attributeString(node, 'name') });
      const name = basename(demo, extname(demo));
      const href = snackUrl({
        source: readFileSync(demo, 'utf8'),
        name: `${name} (react-native-reanimated-dnd ${compatibility.library})`,
        compatibility,
      });
      parent.children.splice(index + 1, 0, {
        type: 'mdxJsxFlowElement',
        name: 'OpenInSnack',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'href', value: href },
          { type: 'mdxJsxAttribute', name: 'demo', value: name },
        ],
        children: [],
      });
      // Go on after the link just added.
      return index + 2;
    });
  };
}
