/**
 * Remark plugin: gives every fenced code block a `highlighted` prop with its
 * lines already highlighted (see highlight.mjs). theme/CodeBlock passes it
 * on to the code block's content.
 */
import { highlight } from './highlight.mjs';

function visitCode(node, visitor) {
  if (node.type === 'code') visitor(node);
  for (const child of node.children ?? []) visitCode(child, visitor);
}

export default function remarkHighlightCode() {
  return (tree) => {
    visitCode(tree, (node) => {
      node.data ??= {};
      node.data.hProperties ??= {};
      node.data.hProperties.highlighted = highlight(node.value, node.lang ?? undefined);
    });
  };
}
