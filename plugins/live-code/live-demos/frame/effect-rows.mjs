// @ts-check
import { parseFragment } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node */
/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */

/** @param {Node} node */
const styleOf = (node) => ('attrs' in node && node.attrs.find((attr) => attr.name === 'style')?.value) || '';

/** A row of 1.1.0's vertical Sortable, as react-native-web prints useSortable.js's animatedStyle: a shadow, across the list. */
const isRow = (/** @type {Node} */ node) => /box-shadow:.*;position:absolute;left:0px;right:0px;top:[\d.]+px;z-index:/.test(styleOf(node));

/**
 * 1.1.0's sortable rows start at `top: 0` and move to `positions[id] * itemHeight` in an effect
 * (useSortable.js), which the server does not run, so its HTML stacks them all at the top.
 * Its Sortable gives their container `height: itemsCount * itemHeight` (Sortable.js), and
 * `positions` follows `data`: so row i of n goes to `i * height / n`, where it sits once live.
 * Only rows that all sit at `top:0px` move; 2.0.0 places its rows while rendering.
 * Assumes every row is in the HTML: true of a ScrollView, not of a FlatList past its first 10.
 * @param {string} html react-dom's server HTML of a screen
 * @returns {string} the same HTML, with only those rows' `top` changed
 */
export function placeEffectRows(html) {
  /** @type {Array<[number, number, number]>} where a row's style attribute starts and ends in `html`, and its top */
  const edits = [];
  /** @param {Node} node @param {Element[]} rows collects the rows below the nearest container with a height */
  const visit = (node, rows) => {
    if (isRow(node)) return void rows.push(/** @type {Element} */ (node));
    const height = /(?:^|;)height:([\d.]+)px/.exec(styleOf(node));
    const inside = height ? [] : rows;
    for (const child of 'childNodes' in node ? node.childNodes : []) visit(child, inside);
    if (!height || inside.length < 2 || !inside.every((row) => styleOf(row).includes(';top:0px;'))) return;
    for (const [i, row] of inside.entries()) {
      const at = /** @type {import('parse5').Token.Location} */ (row.sourceCodeLocation?.attrs?.style);
      edits.push([at.startOffset, at.endOffset, (i * Number(height[1])) / inside.length]);
    }
  };
  visit(parseFragment(html, { sourceCodeLocationInfo: true }), []);
  return edits
    .sort(([a], [b]) => b - a)
    .reduce(
      (out, [start, end, top]) => out.slice(0, start) + out.slice(start, end).replace(';top:0px;', `;top:${top}px;`) + out.slice(end),
      html,
    );
}
