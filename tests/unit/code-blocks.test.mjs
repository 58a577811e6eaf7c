import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractCodeBlocks, isFragment } from '../../scripts/lib/code-blocks.mjs';
import { checkDocs } from '../../scripts/check-code-blocks.mjs';

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
  assert.deepEqual(result, { checked: 0, skipped: 1, errors: [] });
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
