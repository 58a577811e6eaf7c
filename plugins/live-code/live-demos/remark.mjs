/**
 * Remark plugin: a page names its live demo once, `<LiveDemo name="X" />`,
 * and the build adds the rest. For each demo it imports the screen's file as
 * highlighted text (the code shown) and as its first frame (rendered by the
 * server bundle, frame/), and passes a dynamic import of the same file (the
 * preview) and of the libraries of the page's docs version (../staged-load/runtime/), so
 * what a reader sees and copies is what runs; it also imports the LiveDemo
 * component itself. The file comes from the page's docs version (files.mjs);
 * a missing file fails the build. New demos get all of this by their name.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { assertPageAttributes } from '../../../lib/page-attributes.mjs';
import { defaultImport, expressionAttribute, identifier, lazyImportAttribute } from '../../../lib/mdx-nodes.mjs';
import { attributeString, demoFile, demoRequest, runtimeRequest, visitLiveDemos } from './files.mjs';

/** Attributes a page may set; `source`, `frame`, `runtime` and `load` are the build's. */
const PAGE_ATTRIBUTES = ['name', 'height'];

/** @param {{ siteDir: string }} options the site's folder, which `@site/` means */
export default function remarkLiveDemos({ siteDir }) {
  /** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
  return (tree, file) => {
    const filePath = file.path;
    /** @type {import('mdast-util-mdx-jsx').MdxJsxFlowElement[]} */
    const demos = [];
    visitLiveDemos(/** @type {import('./files.mjs').MdxNode} */ (tree), (node) =>
      demos.push(/** @type {import('mdast-util-mdx-jsx').MdxJsxFlowElement} */ (node)),
    );
    if (demos.length === 0) return;
    const where = relative(siteDir, filePath);

    /** @type {import('mdast-util-mdxjs-esm').MdxjsEsm[]} */
    const imports = [];
    const runtime = runtimeRequest(filePath, siteDir);
    const declared = tree.children.some((node) => node.type === 'mdxjsEsm' && /\bLiveDemo\b/.test(node.value));
    if (!declared) imports.push(defaultImport('LiveDemo', '@theme/LiveDemo'));
    demos.forEach((node, index) => {
      assertPageAttributes(node, PAGE_ATTRIBUTES, where);
      const demo = demoFile({ siteDir, filePath, name: attributeString(node, 'name') });
      if (!existsSync(demo))
        throw new Error(`${where}: <LiveDemo name="${attributeString(node, 'name')}"> has no demo file ${relative(siteDir, demo)}`);
      const request = demoRequest({ siteDir, filePath, demo });
      const source = `__liveDemoSource${index}`;
      const frame = `__liveDemoFrame${index}`;
      imports.push(defaultImport(source, `!!highlight-loader!${request}`), defaultImport(frame, `!!live-demo-frame-loader!${request}`));
      node.attributes.push(
        expressionAttribute('source', source, identifier(source)),
        expressionAttribute('frame', frame, identifier(frame)),
        lazyImportAttribute('runtime', runtime),
        lazyImportAttribute('load', request),
      );
    });
    tree.children.unshift(...imports);
  };
}
