/**
 * Remark plugin: a page names its live demo once, `<LiveDemo name="X" />`,
 * and the build adds the rest. For each demo it imports the screen's file as
 * highlighted text (the code shown) and as its first frame (rendered by the
 * server bundle, frame/), and passes a dynamic import of the same file (the
 * preview) and of the libraries of the page's docs version (../staged-load/runtime/), so
 * what a reader sees and copies is what runs, and the link that opens the
 * file in Expo Snack with the version's dependencies (../snack/snack.mjs); it
 * also imports the LiveDemo component itself. The file comes from the page's docs version (files.mjs);
 * a missing file fails the build. New demos get all of this by their name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { visit } from 'unist-util-visit';
import { compatibilityFor } from '../../../data/compatibility.mjs';
import { versionOfFile } from '../../../data/versions.mjs';
import { assertPageAttributes } from '../../../lib/page-attributes.mjs';
import { defaultImport, expressionAttribute, identifier, lazyImportAttribute, stringAttribute } from '../../../lib/mdx-nodes.mjs';
import { snackUrl } from '../snack/snack.mjs';
import { attributeString, demoFile, demoRequest, runtimeRequest } from './files.mjs';

/** Attributes a page may set; `source`, `frame`, `runtime`, `load` and `snack` are the build's. */
const PAGE_ATTRIBUTES = ['name', 'height'];

/** @param {{ siteDir: string }} options the site's folder, which `@site/` means */
export default function remarkLiveDemos({ siteDir }) {
  /** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
  return (tree, file) => {
    const filePath = file.path;
    const where = relative(siteDir, filePath);
    const imports = [defaultImport('LiveDemo', '@theme/LiveDemo')];
    let index = 0;
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'LiveDemo') return;
      assertPageAttributes(node, PAGE_ATTRIBUTES, where);
      const name = attributeString(node, 'name');
      const demo = demoFile({ siteDir, filePath, name });
      if (!existsSync(demo)) throw new Error(`${where}: <LiveDemo name="${name}"> has no demo file ${relative(siteDir, demo)}`);
      const compatibility = compatibilityFor(versionOfFile(filePath).name);
      const snackName = `${name} (react-native-reanimated-dnd ${compatibility.library})`;
      const request = demoRequest({ siteDir, filePath, demo });
      const source = `__liveDemoSource${index}`;
      const frame = `__liveDemoFrame${index}`;
      index += 1;
      imports.push(defaultImport(source, `!!highlight-loader!${request}`), defaultImport(frame, `!!live-demo-frame-loader!${request}`));
      node.attributes.push(
        expressionAttribute('source', source, identifier(source)),
        expressionAttribute('frame', frame, identifier(frame)),
        lazyImportAttribute('runtime', runtimeRequest(filePath)),
        lazyImportAttribute('load', request),
        stringAttribute('snack', snackUrl({ source: readFileSync(demo, 'utf8'), name: snackName, compatibility })),
      );
    });
    if (index === 0) return;
    tree.children.unshift(...imports);
  };
}
