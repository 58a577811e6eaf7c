import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDocs, extractCodeBlocks, isFragment, versionFiles } from '../../lib/code-blocks.mjs';
import { docVersion, versionOfFile } from '../../data/versions.mjs';

const GOOD = `import React from 'react';
import { Text } from 'react-native';
import { Draggable, DropProvider } from 'react-native-reanimated-dnd';

export default function Screen() {
  return (
    <DropProvider>
      <Draggable data={{ id: 'a' }} dragAxis="x">
        <Text>Drag me</Text>
      </Draggable>
    </DropProvider>
  );
}`;

function docWith(...blocks) {
  return ['# Page', '', ...blocks.flatMap(([meta, code]) => [`\`\`\`${meta}`, code, '```', ''])].join('\n');
}

function check(markdown) {
  const dir = mkdtempSync(join(tmpdir(), 'docs-'));
  const file = join(dir, 'page.mdx');
  writeFileSync(file, markdown);
  try {
    // The extracted modules must sit inside the project to resolve node_modules.
    const workDir = join(process.cwd(), '.tmp', `unit-code-blocks-${process.pid}-${Math.random().toString(36).slice(2)}`);
    return checkDocs([file], { root: process.cwd(), workDir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('extracts language, meta and the line of each fenced block', () => {
  const blocks = extractCodeBlocks('text\n```tsx title="A.tsx"\nconst a = 1;\n```\n\n  ```bash\n  npm i\n  ```\n');
  assert.deepEqual(blocks, [
    { lang: 'tsx', meta: 'title="A.tsx"', line: 2, code: 'const a = 1;' },
    { lang: 'bash', meta: '', line: 6, code: 'npm i' },
  ]);
  assert.equal(isFragment('fragment title="x"'), true);
  assert.equal(isFragment('title="fragmented.tsx"'), false);
});

test('finds each block where the page shows it: in a blockquote, a list item and a JSX element', () => {
  const text = [
    '> ```tsx',
    '> const a = 1;',
    '> ```',
    '',
    '- item',
    '',
    '  ```ts',
    '  const b = 2;',
    '  ```',
    '',
    '<Tabs>',
    '<TabItem value="c">',
    '',
    '```tsx',
    'const c = 3;',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
  assert.deepEqual(
    extractCodeBlocks(text).map(({ lang, line, code }) => ({ lang, line, code })),
    [
      { lang: 'tsx', line: 1, code: 'const a = 1;' },
      { lang: 'ts', line: 7, code: 'const b = 2;' },
      { lang: 'tsx', line: 14, code: 'const c = 3;' },
    ],
  );
});

test('a correct block against the real library types passes', { timeout: 60_000 }, () => {
  const result = check(docWith(['tsx title="Screen.tsx"', GOOD]));
  assert.deepEqual(result.errors, []);
  assert.equal(result.checked, 1);
});

test('a prop the library does not have fails, naming the doc file and line', { timeout: 60_000 }, () => {
  const bad = GOOD.replace('dragAxis="x"', 'dragAxis="x" snapToGrid');
  const result = check(docWith(['tsx', bad]));
  assert.equal(result.errors.length, 1);
  assert.match(result.errors[0], /page\.mdx:\d+: TS2322: .*snapToGrid/);
  // Line of `<Draggable ...>` in the doc: fence on line 3, code from line 4.
  const line = 4 + bad.split('\n').findIndex((l) => l.includes('snapToGrid'));
  assert.match(result.errors[0], new RegExp(`page\\.mdx:${line}:`));
});

test('a wrong value type fails too (dragAxis accepts x, y or both)', { timeout: 60_000 }, () => {
  const result = check(docWith(['tsx', GOOD.replace('dragAxis="x"', 'dragAxis="z"')]));
  assert.equal(result.errors.length, 1);
});

test('blocks marked fragment are skipped and counted', { timeout: 60_000 }, () => {
  const result = check(docWith(['tsx fragment', '<Draggable data={1} bogus />'], ['bash', 'npm test']));
  assert.deepEqual({ checked: result.checked, skipped: result.skipped, errors: result.errors }, { checked: 0, skipped: 1, errors: [] });
});

test('a live demo file is checked whole, and an error names the file and its own line', { timeout: 60_000 }, () => {
  const dir = join(process.cwd(), '.tmp', `unit-demo-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'BrokenScreen.tsx');
  // Line 8 of the file holds the invented prop.
  writeFileSync(file, GOOD.replace('dragAxis="x"', 'dragAxis="x" snapToGrid'));
  try {
    const result = checkDocs([file], { root: process.cwd(), workDir: join(dir, 'work') });
    assert.equal(result.checked, 1);
    assert.equal(result.errors.length, 1);
    assert.match(result.errors[0], /BrokenScreen\.tsx:8: TS2322: .*snapToGrid/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const ROW_1X = `import React from 'react';
import { Text } from 'react-native';
import Animated from 'react-native-reanimated';
import { PanGestureHandler } from 'react-native-gesture-handler';
import { useSortable, type UseSortableOptions } from 'react-native-reanimated-dnd';

export function Row({ sortable }: { sortable: UseSortableOptions<unknown> }) {
  const { animatedStyle, panGestureHandler } = useSortable(sortable);
  return (
    <PanGestureHandler onGestureEvent={panGestureHandler}>
      <Animated.View style={animatedStyle}>
        <Text>Row</Text>
      </Animated.View>
    </PanGestureHandler>
  );
}`;

function checkAs(versionName, markdown, modules) {
  const dir = mkdtempSync(join(tmpdir(), 'docs-'));
  const file = join(dir, 'page.mdx');
  writeFileSync(file, markdown);
  try {
    const workDir = join(process.cwd(), '.tmp', `unit-code-blocks-${process.pid}-${Math.random().toString(36).slice(2)}`);
    return checkDocs([file], { root: process.cwd(), workDir, version: docVersion(versionName), modules });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test(
  'versions: 1.x blocks are checked against 1.1.0 (the legacy gesture handler), current blocks against 2.0.0',
  { timeout: 60_000 },
  () => {
    assert.deepEqual(checkAs('1.x', docWith(['tsx', ROW_1X])).errors, []);
    const current = checkAs('current', docWith(['tsx', ROW_1X]));
    assert.equal(current.errors.length, 1);
    assert.match(current.errors[0], /TS2769/);
    // An export that only 2.0.0 has.
    const grid = `import { SortableGrid } from 'react-native-reanimated-dnd';\nexport const Grid = SortableGrid;`;
    assert.deepEqual(checkAs('current', docWith(['ts', grid])).errors, []);
    assert.match(checkAs('1.x', docWith(['ts', grid])).errors.join('\n'), /TS(2305|2724): .*SortableGrid/);
  },
);

test("versions: the 1.x check maps the module names everywhere, also inside the packages' own .d.ts files", { timeout: 60_000 }, () => {
  const { packages, errors } = checkAs('1.x', docWith(['tsx', ROW_1X]));
  assert.deepEqual(errors, []);
  for (const own of ['react-native-reanimated-dnd-v1', 'react-native-reanimated-v3', 'react-native-gesture-handler-v1']) {
    assert.ok(packages.includes(own), `${own} loaded`);
  }
  // react-native-reanimated-dnd-v1's .d.ts files import react-native-reanimated and
  // react-native-gesture-handler by their plain names: none of the 2.x stack may load.
  for (const foreign of [
    'react-native-reanimated-dnd',
    'react-native-reanimated',
    'react-native-gesture-handler',
    'react-native-worklets',
  ]) {
    assert.ok(!packages.includes(foreign), `${foreign} must not load for 1.x`);
  }
  const current = checkAs('current', docWith(['tsx', GOOD]));
  assert.ok(current.packages.includes('react-native-reanimated-dnd'));
  assert.ok(!current.packages.some((p) => /-v\d$/.test(p)), current.packages.join(', '));
});

test('another module map: a block is checked against the packages it names, whatever the version', { timeout: 60_000 }, () => {
  const legacy = checkAs('current', docWith(['tsx', ROW_1X]), docVersion('1.x').modules);
  assert.deepEqual(legacy.errors, []);
  assert.ok(legacy.packages.includes('react-native-reanimated-dnd-v1'), legacy.packages.join(', '));
});

test('versions: a page belongs to the version of its folder; a version checks the screens its pages show', () => {
  assert.equal(versionOfFile('versioned_docs/version-1.x/intro.mdx').name, '1.x');
  assert.equal(versionOfFile('docs/intro.mdx').name, 'current');
  assert.equal(versionOfFile('demos/BasicDragDropScreen.tsx').name, 'current');
  const current = versionFiles(docVersion('current'));
  assert.ok(current.demos.includes('demos/PhotoGridScreen.tsx'), current.demos.join(', '));
  const archived = versionFiles(docVersion('1.x'));
  assert.ok(archived.docs.every((f) => f.startsWith('versioned_docs/version-1.x/')));
  assert.ok(archived.demos.includes('demos/BasicDragDropScreen.tsx'), archived.demos.join(', '));
  assert.ok(archived.demos.includes('demos/BoundedDraggingScreen.tsx'), archived.demos.join(', '));
  // Screens of 2.0.0-only API are shown on current pages only, so 1.x never checks them.
  assert.ok(!archived.demos.includes('demos/PhotoGridScreen.tsx'), archived.demos.join(', '));
});
