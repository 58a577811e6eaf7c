import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placeEffectRows } from '../../plugins/live-code/live-demos/frame/effect-rows.mjs';

/** A row as react-dom prints 1.1.0's SortableItem (useSortable.js's style through react-native-web), in its wrapper. */
const row = (text, top) =>
  `<div class="css-g5y9jx"><div class="css-g5y9jx" style="box-shadow:0px 0px 10px rgba(0,0,0,0.00);position:absolute;left:0px;right:0px;top:${top}px;z-index:0;background-color:rgba(0,0,0,1.00)"><div dir="auto">${text}</div></div></div>`;
const list = (height, rows) => `<div class="css-g5y9jx"><div class="css-g5y9jx" style="height:${height}px">${rows.join('')}</div></div>`;
const tops = (html) => [...html.matchAll(/;top:([\d.]+)px/g)].map(([, top]) => Number(top));

test('rows that all sit at the top of a list are placed one row height apart, the height being the list height over the row count', () => {
  const html = list(
    384,
    ['Wash', 'Boil', 'Cook', 'Rest', 'Fluff', 'Serve'].map((text) => row(text, 0)),
  );
  const placed = placeEffectRows(html);
  assert.deepEqual(tops(placed), [0, 64, 128, 192, 256, 320]);
  // Nothing but the tops changed.
  assert.equal(placed.replace(/;top:[\d.]+px/g, ';top:0px'), html);
});

test('each list is placed by its own height, including one inside another container with a height', () => {
  const html = `<div style="height:500px">${list(120, [row('a', 0), row('b', 0)])}${list(90, [row('c', 0), row('d', 0), row('e', 0)])}</div>`;
  assert.deepEqual(tops(placeEffectRows(html)), [0, 60, 0, 30, 60]);
});

test('rows placed while rendering (2.0.0), even if two share a top, horizontal items, a single row, and other absolute views are left byte for byte', () => {
  for (const html of [
    list(128, [row('a', 0), row('b', 64)]),
    list(192, [row('a', 0), row('b', 0), row('c', 128)]),
    // 2.0.0's horizontal items: placed by `left`, all at the top of their strip.
    list(
      60,
      ['0', '108'].map(
        (left) => `<div style="box-shadow:0px 0px 10px;position:absolute;top:0px;bottom:0px;left:${left}px;width:88px;z-index:0"></div>`,
      ),
    ),
    list(64, [row('a', 0)]),
    `<div style="height:100px"><div style="position:absolute;top:0px;z-index:1"></div><div style="position:absolute;top:0px;z-index:1"></div></div>`,
  ])
    assert.equal(placeEffectRows(html), html);
});
