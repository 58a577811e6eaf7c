// @ts-check
/**
 * Remark plugin: names every Markdown table after the heading it sits under
 * ("Table: Props"), numbered when one heading holds several ("Table: Props,
 * 2 of 3"), so each scrolling table region of a page has its own name. The
 * name reaches src/theme/MDXComponents.tsx as the table's `data-label`.
 */
import { visit } from 'unist-util-visit';

/** @typedef {{ type: string, value?: unknown, depth?: number, children?: MdNode[], data?: any }} MdNode */

/** @param {MdNode} node @returns {string} */
function textOf(node) {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** Tables this wide scroll sideways on a phone: they stack instead. */
export const STACKED_MIN_COLUMNS = 4;
const UNLABELLED = new Set(['Description', 'Meaning']);

/** @param {MdNode} node @param {Record<string, unknown>} properties */
function setProperties(node, properties) {
  node.data ??= {};
  node.data.hProperties = { ...node.data.hProperties, ...properties };
}

/** Marks `table` to stack on phones, with roles and each cell's column name. @param {MdNode} table */
function stackOnPhones(table) {
  const [header, ...rows] = table.children ?? [];
  const names = (header?.children ?? []).map((cell) => textOf(cell).trim());
  const classes = table.data?.hProperties?.className ?? [];
  if (names.length < STACKED_MIN_COLUMNS && !classes.includes('members-table')) return;
  setProperties(table, { className: [...classes, 'stacked-table'], role: 'table' });
  setProperties(header, { role: 'row' });
  for (const cell of header.children ?? []) setProperties(cell, { role: 'columnheader' });
  for (const row of rows) {
    setProperties(row, { role: 'row' });
    (row.children ?? []).forEach((cell, n) => {
      const name = names[n];
      setProperties(cell, n > 0 && name && !UNLABELLED.has(name) ? { role: 'cell', 'data-label': name } : { role: 'cell' });
    });
  }
}

export default function remarkTableLabels() {
  return (/** @type {MdNode} */ tree) => {
    /** @type {{ node: MdNode, heading: string }[]} */
    const tables = [];
    let heading = '';
    visit(tree, (/** @type {MdNode} */ node) => {
      if (node.type === 'heading' && (node.depth ?? 0) >= 2) heading = textOf(node).trim();
      if (node.type === 'table') tables.push({ node, heading });
    });
    for (const table of tables) {
      const same = tables.filter((t) => t.heading === table.heading);
      const base = table.heading ? `Table: ${table.heading}` : 'Table';
      setProperties(table.node, { 'data-label': same.length > 1 ? `${base}, ${same.indexOf(table) + 1} of ${same.length}` : base });
      stackOnPhones(table.node);
    }
  };
}
