import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkRunnableSamples from '../../plugins/live-code/runnable-samples/remark.mjs';
import { analyseSample } from '../../plugins/live-code/runnable-samples/sample.mjs';

const SCREEN = `import React from 'react';
import { Text } from 'react-native';
import { Draggable } from 'react-native-reanimated-dnd';

function Label() {
  return <Text>Drag me</Text>;
}

export default function Screen() {
  return (
    <Draggable data={{ id: 'a' }}>
      <Label />
    </Draggable>
  );
}`;

const withSite = async (run) => {
  const siteDir = mkdtempSync(join(tmpdir(), 'runnable-samples-'));
  try {
    return await run(siteDir);
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
};

const compiled = async (siteDir, path, value) =>
  String(await compile({ value, path }, { remarkPlugins: [[remarkRunnableSamples, { siteDir }]] }));

test('Run loads exactly the code of the block, from the folder of the page’s docs version', () =>
  withSite(async (siteDir) => {
    const page = `# Page\n\n\`\`\`tsx title="Screen.tsx"\n${SCREEN}\n\`\`\`\n`;
    const current = await compiled(siteDir, join(siteDir, 'docs', 'guides', 'page.mdx'), page);
    const archived = await compiled(siteDir, join(siteDir, 'versioned_docs', 'version-1.x', 'guides', 'page.mdx'), page);
    assert.match(current, /import\("@generated\/runnable-samples\/current\/guides_page__1\.run\.tsx"\)/);
    assert.match(archived, /import\("@generated\/runnable-samples\/1\.x\/guides_page__1\.run\.tsx"\)/);
    for (const version of ['current', '1.x']) {
      const folder = join(siteDir, '.docusaurus', 'runnable-samples', version);
      assert.equal(readFileSync(join(folder, 'guides_page__1.tsx'), 'utf8'), `${SCREEN}\n`);
      assert.match(readFileSync(join(folder, 'guides_page__1.run.tsx'), 'utf8'), /withHarness\(Sample, \{ dropProvider: true \}\)/);
    }
  }));

test('Run evaluates the libraries of the page’s docs version first, through the live demos’ own staged runtime', () =>
  withSite(async (siteDir) => {
    const page = `\`\`\`tsx title="Screen.tsx"\n${SCREEN}\n\`\`\`\n`;
    const stages = '@site/plugins/live-code/staged-load/runtime/stages.cjs';
    const runtimeOf = (js) => /runtime: \(\) => import\("([^"]+)"\)/.exec(js)?.[1];
    const current = await compiled(siteDir, join(siteDir, 'docs', 'guides', 'page.mdx'), page);
    const archived = await compiled(siteDir, join(siteDir, 'versioned_docs', 'version-1.x', 'guides', 'page.mdx'), page);
    assert.equal(runtimeOf(current), `!!live-demo-runtime-loader?version=current!${stages}`);
    assert.equal(runtimeOf(archived), `!!live-demo-runtime-loader?version=1.x!${stages}`);
  }));

test('fragments and blocks without a component get no Run button', () =>
  withSite(async (siteDir) => {
    const page = `\`\`\`tsx fragment\nexport default function Part() {\n  return null;\n}\n\`\`\`\n\n\`\`\`tsx\nexport const size = 4;\n\`\`\`\n`;
    assert.doesNotMatch(await compiled(siteDir, join(siteDir, 'docs', 'page.mdx'), page), /RunnableSample/);
  }));

test('the component rendered is the default export, else the exported one no other export renders', () => {
  assert.equal(analyseSample(SCREEN).exportName, 'default');
  const two = `export function Row() { return null; }\nexport function List() { return <Row />; }`;
  assert.equal(analyseSample(two).exportName, 'List');
});

test('a sample that needs props, or imports a package the site does not bundle, says why instead of running', () => {
  const needsProps = analyseSample(`export function Card({ title }: { title: string }) { return null; }`);
  assert.deepEqual([needsProps.runnable, needsProps.reason], [false, 'Card needs props from the screen that renders it']);
  assert.equal(analyseSample(`export function Card({ title }: { title: string }) { return null; }`, { props: true }).runnable, true);
  const native = analyseSample(`import Haptics from 'expo-haptics';\nexport default function A() { return null; }`);
  assert.match(native.reason, /expo-haptics/);
  assert.equal(analyseSample(`export function Card({ title = 'x' }: { title?: string }) { return null; }`).runnable, true);
});

test('the harness adds no DropProvider around a sample that renders its own', () => {
  assert.equal(analyseSample(`export default function A() { return <DropProvider><B /></DropProvider>; }`).ownsDropProvider, true);
});
