// plugins/table-labels: every table is named after its heading, and wide
// tables (four columns or more) and every members table stack on phones,
// with roles and each cell's column name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import remarkTableLabels, { STACKED_MIN_COLUMNS } from '../../plugins/table-labels/remark.mjs';

const text = (value) => ({ type: 'text', value });
const row = (...cells) => ({ type: 'tableRow', children: cells.map((c) => ({ type: 'tableCell', children: [text(c)] })) });
const table = (header, ...rows) => ({ type: 'table', children: [row(...header), ...rows.map((r) => row(...r))] });
const heading = (value) => ({ type: 'heading', depth: 2, children: [text(value)] });
const run = (...children) => {
  const tree = { type: 'root', children };
  remarkTableLabels()(tree);
  return tree;
};
const props = (node) => node.data?.hProperties ?? {};

test('a table of four columns stacks on phones: roles, and each cell but the first and the prose names its column', () => {
  assert.equal(STACKED_MIN_COLUMNS, 4);
  const wide = table(['Export', 'Kind', 'Description', 'Reference'], ['Draggable', 'component', 'Makes things move.', 'Draggable']);
  run(heading('Components'), wide);
  assert.deepEqual(props(wide), { 'data-label': 'Table: Components', className: ['stacked-table'], role: 'table' });
  const [header, body] = wide.children;
  assert.equal(props(header).role, 'row');
  assert.deepEqual(
    header.children.map((cell) => props(cell).role),
    ['columnheader', 'columnheader', 'columnheader', 'columnheader'],
  );
  assert.deepEqual(
    body.children.map((cell) => props(cell)),
    [{ role: 'cell' }, { role: 'cell', 'data-label': 'Kind' }, { role: 'cell' }, { role: 'cell', 'data-label': 'Reference' }],
  );
});

test('a narrower table only gets its name; a members table stacks whatever its width', () => {
  const narrow = table(['Name', 'Type', 'Description'], ['a', 'b', 'c']);
  const members = table(['Name', 'Type', 'Description'], ['a', 'b', 'c']);
  members.data = { hProperties: { className: ['members-table'] } };
  run(heading('Props'), narrow, members);
  assert.deepEqual(props(narrow), { 'data-label': 'Table: Props, 1 of 2' });
  assert.deepEqual(props(members).className, ['members-table', 'stacked-table']);
  assert.deepEqual(props(members.children[1].children[1]), { role: 'cell', 'data-label': 'Type' });
});
