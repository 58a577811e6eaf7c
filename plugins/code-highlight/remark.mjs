/**
 * Remark plugin: gives every fenced code block a `highlighted` prop with its
 * lines already highlighted (see highlight.cjs). src/theme/CodeBlock passes it
 * on to the code block's content.
 */
import { createRequire } from 'node:module';

const { highlight } = createRequire(import.meta.url)('./highlight.cjs');

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
