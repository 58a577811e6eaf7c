// @ts-check
/**
 * Remark plugin: each `<PropsPlayground of="X" />` gets its props' documented
 * defaults, read from the member source (defaults.mjs), and the code of its
 * screen at the default settings, printed (print.mjs) and highlighted
 * (plugins/code-highlight) at build time by the same generator and highlighter
 * the browser runs for other settings. The page then hydrates without printing
 * or highlighting anything, and the server and the browser render the same strings.
 */
import { visit } from 'unist-util-visit';
import { stringAttribute } from '../../../lib/mdx-nodes.mjs';
import { assertPageAttributes } from '../../../lib/page-attributes.mjs';
import memberSource from '../../../api-reference/current/index.mjs';
import { highlight } from '../../code-highlight/highlight.mjs';
import { attributeString } from '../live-demos/files.mjs';
import { PLAYGROUNDS, controlsOf, defaultSettings } from './controls.mjs';
import { playgroundDefaults } from './defaults.mjs';
import { buildScreen } from './model.mjs';
import { printScreen } from './print.mjs';

export default function remarkPlayground() {
  const defaults = playgroundDefaults(memberSource);
  /** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
  return (tree, file) => {
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'PropsPlayground') return;
      assertPageAttributes(node, ['of'], file.path);
      const of = attributeString(node, 'of');
      if (typeof of !== 'string' || !PLAYGROUNDS.includes(of)) {
        throw new Error(`${file.path}: <PropsPlayground> needs of="…", one of ${PLAYGROUNDS.join(', ')} (got ${JSON.stringify(of)})`);
      }
      const settings = defaultSettings(controlsOf(of, defaults));
      const code = printScreen(buildScreen(of, settings, settings));
      node.attributes.push(
        stringAttribute('defaults', JSON.stringify(defaults[of])),
        stringAttribute('defaultCode', code),
        stringAttribute('defaultHighlighted', highlight(code, 'tsx')),
      );
    });
  };
}
