/**
 * Remark plugin: gives every fenced code block a `highlighted` prop with its
 * lines already highlighted (see highlight.mjs). theme/CodeBlock passes it
 * on to the code block's content.
 */
import { visit } from 'unist-util-visit';
import { highlight } from './highlight.mjs';

export default function remarkHighlightCode() {
  /** @param {import('mdast').Root} tree */
  return (tree) => {
    visit(tree, 'code', (node) => {
      node.data ??= {};
      node.data.hProperties ??= {};
      /** @type {Record<string, unknown>} */ (node.data.hProperties).highlighted = highlight(node.value, node.lang ?? undefined);
    });
  };
}
