// scripts/check-docs.mjs api-coverage: the API pages against the package's declarations
// (lib/public-api.mjs), on a small package shaped like the real one (fixtures/api-coverage).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKS, checkApiCoverage } from '../../scripts/check-docs.mjs';
import { pageMarkers } from '../../lib/mdx-nodes.mjs';
import { declarationsOf, readDeclarations } from '../../lib/public-api.mjs';
import { DOC_VERSIONS } from '../../data/versions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, 'fixtures', 'api-coverage');
const declarations = readDeclarations(join(fixtures, 'lib', 'index.d.ts'), { notExported: ['utils#HiddenOptions'] });
const messages = (result) => result.problems.map((p) => `${p.name}: ${p.message}`);

/**
 * Copies the complete fixture docs to a temp folder, lets `edit(dir)` break one thing and runs the check.
 * `write(dir, 'api/x.mdx', text)` and `change(dir, 'api/x.mdx', fn)` help.
 */
function run(edit = () => {}) {
  const dir = mkdtempSync(join(tmpdir(), 'api-coverage-'));
  try {
    cpSync(join(fixtures, 'docs'), dir, { recursive: true });
    edit(dir);
    return checkApiCoverage({ docsDir: dir, declarations, root: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const change = (dir, rel, fn) => writeFileSync(join(dir, rel), fn(readFileSync(join(dir, rel), 'utf8')));
const append = (rel, text) => (dir) => appendFileSync(join(dir, rel), text);
/** The fixture's own page for Widget, rendering its props in full. */
const widgetPage = (dir, marker = 'api-members: WidgetProps') =>
  writeFileSync(join(dir, 'api', 'widget.mdx'), `---\ntitle: Widget\n---\n\n{/* ${marker} */}\n`);

test('reads exports through star and named re-exports, with inherited members and index signatures', () => {
  const { exports, declarations: types } = declarations;
  assert.deepEqual(
    exports.map((e) => `${e.name}:${e.kind}`),
    [
      'BaseOptions:interface',
      'helper:function',
      'ItemMap:interface',
      'Mode:enum',
      'Size:type alias',
      'Widget:const',
      'WidgetProps:interface',
    ],
  );
  // The explicit `export { Mode } from "./utils"` wins over the star export.
  assert.equal(exports.find((e) => e.name === 'Mode').file, 'utils.d.ts');
  assert.deepEqual(types.get('WidgetProps').members.sort(), ['id', 'mode', 'size']);
  assert.deepEqual(types.get('ItemMap').members, ['[itemId: string]']);
  assert.deepEqual(types.get('Mode').members, ['A', 'B']);
  assert.deepEqual(types.get('utils#HiddenOptions').members, ['secret']);
  assert.equal(readDeclarations(join(fixtures, 'lib', 'index.d.ts'), { notExported: ['utils#HiddenOptions'] }), declarations, 'read once');
});

test('a complete fixture passes at 100%', () => {
  const result = run(widgetPage);
  assert.deepEqual(result.problems, []);
  assert.equal(result.membersCovered, result.membersTotal);
  assert.equal(result.exportsMentioned, result.exportsTotal);
});

test('a type shown only in part (pick= or omit=) on every page fails and names the type', () => {
  const result = run((dir) => {
    widgetPage(dir, 'api-members: WidgetProps omit=size');
    change(dir, 'api/types.mdx', (t) => t.replace('{/* api-members: WidgetProps */}', '{/* api-members: WidgetProps pick=id,mode */}'));
  });
  assert.deepEqual(messages(result), [
    'Widget.WidgetProps: the page of Widget does not render WidgetProps, which its declaration names, in full',
    'WidgetProps: interface is not rendered in full (an api-members marker without pick=/omit=) on any API page',
  ]);
  assert.ok(result.membersCovered < result.membersTotal);
});

test('a marker that names a member the declaration does not have fails and names it, with its file and line', () => {
  const result = run((dir) => {
    widgetPage(dir);
    change(dir, 'api/types.mdx', (t) => `${t}\n{/* api-members: WidgetProps pick=id,color */}\n`);
  });
  assert.deepEqual(messages(result), ['WidgetProps.color: marker names a member the declaration does not have']);
  assert.match(result.problems[0].file, /api\/types\.mdx:\d+$/);
});

test('an export missing from the overview fails', () => {
  const result = run((dir) => {
    widgetPage(dir);
    change(dir, 'api/overview.mdx', (t) => t.replace('| `helper` | function |\n', ''));
  });
  assert.deepEqual(messages(result), ['helper: export (function) is not mentioned in backticks on the overview']);
});

test('an exported interface without a members table fails', () => {
  const result = run((dir) => {
    widgetPage(dir);
    change(dir, 'api/types.mdx', (t) => t.replace('{/* api-members: ItemMap */}', ''));
  });
  assert.deepEqual(messages(result), [
    'ItemMap: interface is not rendered in full (an api-members marker without pick=/omit=) on any API page',
  ]);
});

test('a marker naming a declaration that is not exported fails, unless allow-listed', () => {
  const bad = run((dir) => {
    widgetPage(dir);
    append('api/types.mdx', '\n{/* api-members: HiddenThing */}\n')(dir);
  });
  assert.deepEqual(messages(bad), [
    'HiddenThing: marker names a declaration that the entry point does not export (and that is not allow-listed)',
  ]);
  const withoutHidden = run(widgetPage);
  assert.deepEqual(messages(withoutHidden), [], 'the allow-listed declaration is rendered in the complete fixture');
});

test('a marker on a type alias, a malformed marker and a table written after a marker fail', () => {
  const result = run((dir) => {
    widgetPage(dir);
    append(
      'api/types.mdx',
      '\n{/* api-members: Size */}\n\n{/* api-members: */}\n\n{/* api-members: Mode pick=A */}\n\n| Member | Value |\n| --- | --- |\n| `A` | `"a"` |\n',
    )(dir);
  });
  assert.deepEqual(messages(result), [
    '-: malformed api-members marker',
    'Size: marker names a type alias; only interfaces and enums have members tables',
    'Mode: a hand-written table follows the marker; the table is generated, delete it',
  ]);
});

test('a members table written by hand anywhere in the docs fails: render it from a marker', () => {
  const table = '\n| Prop | Notes |\n|---|---|\n| `size` | x |\n| `mode` | y |\n';
  const result = run((dir) => {
    widgetPage(dir);
    writeFileSync(join(dir, 'guide.mdx'), table);
  });
  assert.deepEqual(messages(result), ['size: hand-written members table (size, mode…); render it with {/* api-members: Type pick=… */}']);
  // A table of other things that happens to name members passes: its header is not a members table's.
  assert.deepEqual(messages(run((dir) => (widgetPage(dir), writeFileSync(join(dir, 'guide.mdx'), table.replace('Prop', 'Step'))))), []);
});

test('markers: members markers with pick/omit and whether a table follows, signature markers, malformed ones, headings; fenced ones do not count', () => {
  const text = [
    '## Props `x`',
    '',
    '{/* api-members: DraggableProps */}',
    '',
    '| a | b |',
    '| - | - |',
    '',
    '{/* api-members: UseDroppableOptions pick=onDrop,dropDisabled */}',
    '{/* signature: hooks/useSortable#UseSortableOptions */}',
    '{/* signature: */}',
    '```mdx',
    '{/* api-members: Fenced */}',
    '```',
  ].join('\n');
  assert.deepEqual(pageMarkers(text), {
    members: [
      { line: 3, type: 'DraggableProps', pick: null, omit: null, table: true },
      { line: 8, type: 'UseDroppableOptions', pick: ['onDrop', 'dropDisabled'], omit: null, table: false },
    ],
    signatures: [{ line: 9, name: 'hooks/useSortable#UseSortableOptions' }],
    malformed: [{ line: 10, kind: 'signature' }],
    headings: [{ line: 1, text: 'Props `x`' }],
  });
});

test('own pages: a component without an API page titled by its name, or whose page shows its props only in part, fails', () => {
  // helper is a lowercase function (a utility): it needs no page of its own.
  assert.deepEqual(messages(run()), ['Widget: const has no API page titled "Widget"']);
  assert.deepEqual(messages(run((dir) => widgetPage(dir, 'api-members: WidgetProps pick=size'))), [
    'Widget.WidgetProps: the page of Widget does not render WidgetProps, which its declaration names, in full',
  ]);
});

test('both versions: the API pages cover every export and member of their own release, with nothing missing', async () => {
  for (const [version, exports] of DOC_VERSIONS.map((v, i) => [v, [80, 50][i]])) {
    assert.ok(declarationsOf(version).exports.length >= exports, `${version.name}: the whole entry point is read`);
    const { problems, summary } = await CHECKS['api-coverage'](version, []);
    assert.deepEqual(problems, [], version.name);
    const [covered, total] = /(\d+)\/(\d+) members/.exec(summary).slice(1);
    assert.equal(covered, total, version.name);
  }
});
