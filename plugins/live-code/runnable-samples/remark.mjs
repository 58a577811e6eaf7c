// @ts-check
/**
 * Remark plugin: every complete `tsx` block of a docs page that exports a
 * component gets a Run button. The block's code is written, unchanged, to a
 * module in the page's version folder (folders.mjs), next to an entry that
 * wraps its component in the harness (harness/SampleHarness.tsx); the block
 * is then wrapped in `<RunnableSample load={() => import(entry)} runtime={…}>`,
 * so the sample's code is fetched only when Run is pressed, and its libraries
 * are evaluated a task each, as a live demo's are. A block that cannot run
 * in the browser is wrapped with the reason instead, said in words.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visit } from 'unist-util-visit';
import { isFragment } from '../../code-highlight/fragment.mjs';
import { defaultImport, lazyImportAttribute, stringAttribute } from '../../../lib/mdx-nodes.mjs';
import { versionOfFile } from '../../../data/versions.mjs';
import { runtimeRequest } from '../live-demos/files.mjs';
import { samplesFolder } from './folders.mjs';
import { harnessElement, sampleProps } from './props.mjs';
import { analyseSample, blockTitle } from './sample.mjs';

const HARNESS = join(dirname(fileURLToPath(import.meta.url)), 'harness', 'SampleHarness.tsx');

/** Writes a file only when its text changes, so the dev server does not rebuild for nothing. @param {string} path @param {string} text */
function writeIfChanged(path, text) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A complete `tsx` block: the docs check type-checks it whole. @param {{ lang?: string | null, meta?: string | null }} node */
export function isCompleteTsx(node) {
  return node.lang === 'tsx' && !isFragment(node.meta ?? undefined);
}

/**
 * Writes the two files of a runnable sample into `folder`: the block's code as it is, and the entry the
 * page loads, whose name it returns.
 * @param {string} folder
 * @param {{ id: string, code: string, exportName: string, ownsDropProvider: boolean, props?: Record<string, unknown> }} sample
 */
function writeSample(folder, { id, code, exportName, ownsDropProvider, props }) {
  const imported = exportName === 'default' ? 'Sample' : `{ ${exportName} as Sample }`;
  const rendered = props ? `() => ${harnessElement('Sample', props)}` : 'Sample';
  writeIfChanged(join(folder, `${id}.tsx`), `${code}\n`);
  const entry = [
    '// Written by plugins/live-code/runnable-samples/remark.mjs: the code block of the page, in the harness.',
    "import React from 'react';",
    "import { withHarness } from './SampleHarness';",
    `import ${imported} from './${id}';`,
    '',
    `export default withHarness(${rendered}, { dropProvider: ${!ownsDropProvider} });`,
    '',
  ];
  writeIfChanged(join(folder, `${id}.run.tsx`), entry.join('\n'));
  return `${id}.run.tsx`;
}

/** @param {{ siteDir: string }} options */
export default function remarkRunnableSamples({ siteDir }) {
  return (/** @type {any} */ tree, /** @type {{ path: string }} */ file) => {
    const version = versionOfFile(file.path);
    const folder = samplesFolder(siteDir, version.name);
    const docId = relative(join(siteDir, version.docs), file.path)
      .split(sep)
      .join('/')
      .replace(/\.mdx?$/, '');
    const page = docId.replace(/[^A-Za-z0-9]+/g, '_');
    let count = 0;
    let wrapped = false;
    visit(tree, 'code', (/** @type {any} */ node, index, /** @type {any} */ parent) => {
      if (!isCompleteTsx(node) || index === undefined) return;
      count += 1;
      const title = blockTitle(node.meta) ?? `Sample ${count}`;
      const props = sampleProps(docId, title);
      const verdict = analyseSample(node.value, { props: !!props });
      /** @type {object[]} */
      const attributes = [stringAttribute('title', title)];
      if (verdict.runnable) {
        const entry = writeSample(folder, { id: `${page}__${count}`, code: node.value, ...verdict, props });
        writeIfChanged(join(folder, 'SampleHarness.tsx'), readFileSync(HARNESS, 'utf8'));
        // The libraries first, a task each, as a live demo loads them (plugins/live-code/staged-load/staged-load.ts).
        attributes.push(lazyImportAttribute('runtime', runtimeRequest(file.path)));
        attributes.push(lazyImportAttribute('load', `@generated/runnable-samples/${version.name}/${entry}`));
        if (props) attributes.push(stringAttribute('renders', harnessElement(verdict.component, props)));
      } else if (verdict.reason.startsWith('it exports no component')) {
        return;
      } else {
        attributes.push(stringAttribute('reason', verdict.reason));
      }
      wrapped = true;
      parent.children[index] = { type: 'mdxJsxFlowElement', name: 'RunnableSample', attributes, children: [node] };
    });
    if (wrapped) tree.children.unshift(defaultImport('RunnableSample', '@theme/RunnableSample'));
  };
}
