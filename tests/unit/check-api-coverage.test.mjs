import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPending, checkApiCoverage, checkVersion, parseMemberTables } from '../../scripts/check-api-coverage.mjs';
import { loadApi } from '../../lib/public-api.mjs';
import { docVersion } from '../../src/data/versions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const fixtures = join(here, 'fixtures', 'api-coverage');
const entry = join(fixtures, 'lib', 'index.d.ts');
const allowed = { 'utils#HiddenOptions': { file: 'utils.d.ts', name: 'HiddenOptions' } };

const run = (docs) => checkApiCoverage({ docsDir: join(fixtures, docs), entry, allowed, root: fixtures });
const messages = (result) => result.problems.map((p) => `${p.name}: ${p.message}`);

/** Copies the complete fixture to a temp folder, applies edit(path -> text) and runs the check. */
function runVariant(edit) {
  const dir = mkdtempSync(join(tmpdir(), 'api-coverage-'));
  try {
    cpSync(join(fixtures, 'docs-complete'), dir, { recursive: true });
    edit((rel, change) => {
      const path = join(dir, rel);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
    });
    return checkApiCoverage({ docsDir: dir, entry, allowed, root: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('reads exports through star and named re-exports, with inherited members and index signatures', () => {
  const { exports, declarations } = loadApi(entry, allowed);
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
  assert.deepEqual(declarations.get('WidgetProps').members.sort(), ['id', 'mode', 'size']);
  assert.deepEqual(declarations.get('ItemMap').members, ['[itemId: string]']);
  assert.deepEqual(declarations.get('Mode').members, ['A', 'B']);
  assert.deepEqual(declarations.get('utils#HiddenOptions').members, ['secret']);
});

test('a complete fixture passes at 100%', () => {
  const result = run('docs-complete');
  assert.deepEqual(result.problems, []);
  assert.equal(result.membersCovered, result.membersTotal);
  assert.equal(result.exportsMentioned, result.exportsTotal);
});

test('a table that misses a member fails and names the member', () => {
  const result = run('docs-missing-member');
  assert.deepEqual(messages(result), ['WidgetProps.size: table misses this member']);
  assert.match(result.problems[0].file, /types\/types\.mdx:\d+$/);
  assert.ok(result.membersCovered < result.membersTotal);
});

test('a table that lists an invented member fails and names it', () => {
  const result = run('docs-invented-member');
  assert.deepEqual(messages(result), ['WidgetProps.color: table lists a member the declaration does not have']);
});

test('an export missing from the overview fails', () => {
  const result = runVariant((edit) => edit('overview.mdx', (t) => t.replace('| `helper` | function |\n', '')));
  assert.deepEqual(messages(result), ['helper: export (function) is not mentioned in backticks on the overview']);
});

test('an exported interface without any members table fails', () => {
  const result = runVariant((edit) => edit('types/types.mdx', (t) => t.replace('{/* api-members: ItemMap */}', '')));
  assert.deepEqual(messages(result), ['ItemMap: exported interface has no api-members table']);
});

test('a marker naming a declaration that is not exported fails, unless allow-listed', () => {
  const table =
    '\n{/* api-members: HiddenThing */}\n\n| Name | Type | Description |\n| --- | --- | --- |\n| `secret` | `string` | Nope. |\n';
  const bad = runVariant((edit) => edit('types/types.mdx', (t) => t + table));
  assert.deepEqual(messages(bad), [
    'HiddenThing: marker names a declaration that the entry point does not export (and that is not allow-listed)',
  ]);
  const ok = runVariant((edit) => edit('types/types.mdx', (t) => t + table.replace('HiddenThing', 'utils#HiddenOptions')));
  assert.deepEqual(ok.problems, []);
});

test('a marker on a type alias, or without a table, fails', () => {
  const result = runVariant((edit) => edit('types/types.mdx', (t) => t + '\n{/* api-members: Size */}\n\nNo table here.\n'));
  assert.deepEqual(messages(result), [
    'Size: marker is not followed by a Markdown table',
    'Size: marker names a type alias; only interfaces and enums have members tables',
  ]);
});

test('table parsing strips a trailing ? and honours escaped pipes', () => {
  const [table] = parseMemberTables(
    '{/* api-members: X */}\n| Name | Type |\n| --- | --- |\n| `a?` | `"x" \\| "y"` |\n| `b` | `number` |\n',
  );
  assert.deepEqual(
    table.rows.map((r) => r.member),
    ['a', 'b'],
  );
});

test('pending list: a missing member on the list is reported as pending, not as a failure', () => {
  const result = run('docs-missing-member');
  const { failures, pending, pendingNames } = applyPending(result, ['WidgetProps.size']);
  assert.deepEqual(failures, []);
  assert.deepEqual(
    pending.map((p) => `${p.name}: ${p.message}`),
    ['WidgetProps.size: table misses this member'],
  );
  assert.deepEqual(pendingNames, ['WidgetProps.size']);
});

test('pending list: a missing member that is not on the list still fails', () => {
  const result = run('docs-missing-member');
  const { failures, pending } = applyPending(result, ['WidgetProps.mode']);
  assert.deepEqual(pending, []);
  assert.deepEqual(failures.map((p) => `${p.name}: ${p.kind}`).sort(), ['WidgetProps.mode: stale', 'WidgetProps.size: missing']);
});

test('pending list: an invented member fails even when its name is listed', () => {
  const result = run('docs-invented-member');
  const { failures, pending } = applyPending(result, ['WidgetProps.color']);
  assert.deepEqual(pending, []);
  assert.deepEqual(failures.map((p) => `${p.name}: ${p.kind}`).sort(), ['WidgetProps.color: invented', 'WidgetProps.color: stale']);
});

test('pending list: a listed name that is documented now fails until it is removed (the list only shrinks)', () => {
  const result = run('docs-complete');
  const { failures } = applyPending(result, ['WidgetProps.size'], 'pending.json');
  assert.equal(failures.length, 1);
  assert.equal(failures[0].file, 'pending.json');
  assert.equal(failures[0].name, 'WidgetProps.size');
  assert.match(failures[0].message, /remove it from the list/);
  // A name the package does not have at all is just as stale.
  assert.equal(applyPending(result, ['NoSuchExport']).failures[0].kind, 'stale');
});

test('pending list: one entry covers an undocumented export (overview and members table), and a duplicate entry fails', () => {
  const result = runVariant((edit) => {
    edit('overview.mdx', (t) => t.replace(/^.*`ItemMap`.*\n/m, ''));
    edit('types/types.mdx', (t) => t.replace('{/* api-members: ItemMap */}', ''));
  });
  assert.deepEqual(messages(result).sort(), [
    'ItemMap: export (interface) is not mentioned in backticks on the overview',
    'ItemMap: exported interface has no api-members table',
  ]);
  assert.deepEqual(applyPending(result, ['ItemMap']).failures, []);
  assert.equal(applyPending(result, ['ItemMap']).pending.length, 2);
  assert.deepEqual(
    applyPending(result, ['ItemMap', 'ItemMap']).failures.map((p) => p.message),
    ['listed twice in the pending list'],
  );
});

test('the 1.x API reference covers every export and member of react-native-reanimated-dnd 1.1.0, with no pending list', () => {
  const version = docVersion('1.x');
  assert.equal(version.pendingApi, null);
  const result = checkVersion(version, { root });
  assert.deepEqual(result.failures, []);
  assert.deepEqual(result.pending, []);
  assert.equal(result.membersCovered, result.membersTotal);
  assert.equal(result.exportsMentioned, result.exportsTotal);
  assert.ok(result.exportsTotal >= 50, `expected the full entry point, got ${result.exportsTotal} exports`);
});

test('the current API reference has no failures: every gap against 2.0.0 is on the committed pending list', () => {
  const result = checkVersion(docVersion('current'), { root });
  assert.deepEqual(result.failures, []);
  assert.ok(result.exportsTotal >= 80, `expected the 2.0.0 entry point, got ${result.exportsTotal} exports`);
  const listed = JSON.parse(readFileSync(join(root, docVersion('current').pendingApi), 'utf8')).names;
  assert.deepEqual(result.pendingNames, [...listed].sort());
});

test('a version with generated tables: each marker stands for its table, pick/omit included', () => {
  const text = [
    '{/* api-members: DraggableProps */}',
    '',
    'text',
    '{/* api-members: UseDroppableOptions pick=onDrop,dropDisabled */}',
  ].join('\n');
  const tables = parseMemberTables(text, { generated: true });
  assert.deepEqual(
    tables.map((t) => [t.name, t.rows, t.pick]),
    [
      ['DraggableProps', null, null],
      ['UseDroppableOptions', null, ['onDrop', 'dropDisabled']],
    ],
  );
  assert.equal(parseMemberTables(text)[0].problems[0], 'marker is not followed by a Markdown table');
});

test('own pages: a component without an API page titled by its name, or whose page shows its props only in part, fails', () => {
  const withOwnPages = (edit) => {
    const dir = mkdtempSync(join(tmpdir(), 'api-coverage-own-'));
    try {
      cpSync(join(fixtures, 'docs-complete'), dir, { recursive: true });
      edit(dir);
      return messages(checkApiCoverage({ docsDir: dir, entry, allowed, root: dir, ownPages: true }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // helper is a lowercase function (a utility): it needs no page of its own.
  assert.deepEqual(
    withOwnPages(() => {}),
    ['Widget: const has no API page titled "Widget"'],
  );
  const widgetPage = (marker) =>
    `---\ntitle: Widget\n---\n\n{/* ${marker} */}\n\n| Name | Type |\n| --- | --- |\n| \`size\` | \`Size\` |\n`;
  assert.deepEqual(
    withOwnPages((dir) => writeFileSync(join(dir, 'widget.mdx'), widgetPage('api-members: WidgetProps pick=size'))).filter((m) =>
      m.startsWith('Widget.'),
    ),
    ['Widget.WidgetProps: the page of Widget does not render WidgetProps, which its declaration names, in full'],
  );
  const complete = readFileSync(join(fixtures, 'docs-complete', 'types', 'types.mdx'), 'utf8');
  const propsTable = complete.slice(complete.indexOf('{/* api-members: WidgetProps */}'), complete.indexOf('## ItemMap'));
  assert.deepEqual(
    withOwnPages((dir) => writeFileSync(join(dir, 'widget.mdx'), `---\ntitle: Widget\n---\n\n${propsTable}`)),
    [],
  );
});
