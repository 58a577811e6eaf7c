import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mdxToMarkdown } from '../../plugins/exports/markdown.mjs';
import { orderedPages } from '../../plugins/exports/pages.mjs';
import { snackUrl } from '../../plugins/live-code/snack/snack.mjs';
import { decodeSnackUrl } from '../helpers/snack-url.mjs';
import { compatibilityFor, snackDependencies } from '../../data/compatibility.mjs';

const SITE = '/site';
const DEMO = "import React from 'react';\n\nexport default function DemoScreen() {\n  return null;\n}\n";
const PAGE = `---
title: Example page
description: A page for the converter.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Intro with a [sibling](./other.mdx#props), an [anchor](#setup), a [root link](/docs/intro) and [an external one](https://example.com/x).

{/* a comment nobody should see */}

<LiveDemo name="DemoScreen" />

:::warning[Keep it stable]
Wrap callbacks in \`useCallback\`.
:::

:::tip
Plain tip.
:::

<Tabs groupId="pm">
  <TabItem value="npm" label="npm" default>

\`\`\`bash
npm install thing
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="yarn">

\`\`\`bash
yarn add thing
\`\`\`

  </TabItem>
</Tabs>

| Prop | Type |
|---|---|
| \`data\` | \`T\` |

\`\`\`tsx title="App.tsx" fragment
// highlight-next-line
const x = <View />;
\`\`\`

<details>
  <summary>More</summary>

Hidden text.

</details>
`;

const convert = (source = PAGE, extra = {}) =>
  mdxToMarkdown(source, {
    filePath: `${SITE}/docs/components/page.mdx`,
    siteDir: SITE,
    title: 'Example page',
    description: 'A page for the converter.',
    pageUrl: 'https://docs.test/docs/components/page',
    resolveDocLink: (file) => (file === `${SITE}/docs/components/other.mdx` ? 'https://docs.test/docs/components/other' : null),
    readFile: (path) => {
      assert.equal(path, `${SITE}/demos/DemoScreen.tsx`);
      return DEMO;
    },
    ...extra,
  });

test('Markdown starts with the page title and its description', () => {
  const md = convert();
  assert.ok(md.startsWith('# Example page\n\n> A page for the converter.\n'));
});

const withoutFences = (md) => md.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

test('Markdown has no import lines, JSX or MDX comments left', () => {
  const md = withoutFences(convert());
  assert.doesNotMatch(md, /^import /m);
  assert.doesNotMatch(md, /<\/?(Tabs|TabItem|LiveDemo|details|summary)\b/);
  assert.doesNotMatch(md, /\{\/\*|nobody should see/);
  assert.doesNotMatch(md, /^---$/m, 'front matter is gone');
});

test('code fences keep their language and title; magic comments and the fragment marker go', () => {
  const md = convert();
  assert.match(md, /```bash\nnpm install thing\n```/);
  assert.match(md, /```tsx title="App.tsx"\nconst x = <View \/>;\n```/);
  assert.doesNotMatch(md, /highlight-next-line|fragment/);
});

test("a live demo becomes its full source in a tsx fence, the file its name means in the page's docs version (its own screen, else the shared one)", () => {
  const md = convert();
  assert.ok(md.includes(`\`\`\`tsx title="DemoScreen.tsx"\n${DEMO.trimEnd()}\n\`\`\``));
  const archived = mdxToMarkdown(PAGE, {
    filePath: `${SITE}/versioned_docs/version-1.x/components/page.mdx`,
    siteDir: SITE,
    title: 'Example page',
    pageUrl: 'https://docs.test/docs/1.x/components/page',
    resolveDocLink: () => 'https://docs.test/docs/1.x/components/other',
    readFile: (path) => {
      assert.equal(path, `${SITE}/demos/DemoScreen.tsx`);
      return DEMO;
    },
  });
  assert.ok(archived.includes(`\`\`\`tsx title="DemoScreen.tsx"\n${DEMO.trimEnd()}\n\`\`\``));
});

test('a live demo without a name fails loudly', () => {
  const broken = PAGE.replace('<LiveDemo name="DemoScreen" />', '<LiveDemo />');
  assert.throws(() => convert(broken), /LiveDemo/);
});

test('a props playground becomes a sentence that links the web page, which has its controls', () => {
  const md = convert(PAGE.replace('<LiveDemo name="DemoScreen" />', '<PropsPlayground of="Draggable" />'));
  assert.match(
    md,
    /The Draggable props playground \(controls, a running screen and the code for the chosen settings\) is on the \[web page\]\(https:\/\/docs\.test\/docs\/components\/page\)\./,
  );
  assert.doesNotMatch(md, /PropsPlayground/);
});

test('admonitions become blockquotes with their kind and title', () => {
  const md = convert();
  assert.match(md, /> \*\*Warning: Keep it stable\*\*\n>\n> Wrap callbacks in `useCallback`\./);
  assert.match(md, /> \*\*Tip\*\*\n>\n> Plain tip\./);
});

test('tabs become labelled sections, details keep their summary', () => {
  const md = convert();
  assert.match(md, /\*\*npm\*\*\n\n```bash\nnpm install thing\n```\n\n\*\*yarn\*\*\n\n```bash\nyarn add thing\n```/);
  assert.match(md, /\*\*More\*\*\n\nHidden text\./);
});

test('tables stay tables, without padding to align their columns', () => {
  const md = convert();
  assert.ok(md.includes('| Prop | Type |\n| - | - |\n| `data` | `T` |'), md);
});

test('no code fence keeps a site-only label: signature and fragment markers go, the title stays', () => {
  const source =
    '---\ntitle: T\n---\n\n```ts signature\ndeclare const a: 1;\n```\n\n```tsx fragment title="A.tsx"\nconst b = 2;\n```\n\n```ts title="signature.ts" signature fragment\nconst c = 3;\n```\n';
  const md = convert(source);
  const fences = [...md.matchAll(/^```(.*)$/gm)].map((match) => match[1]).filter(Boolean);
  assert.deepEqual(fences, ['ts', 'tsx title="A.tsx"', 'ts title="signature.ts"']);
});

test("the page's last-updated day follows its description and preface", () => {
  const md = convert(PAGE, { preface: '> **Archived.**', lastUpdated: '2026-11-23' });
  assert.ok(
    md.startsWith('# Example page\n\n> A page for the converter.\n\n> **Archived.**\n\nLast updated: 2026-11-23\n\n'),
    md.slice(0, 200),
  );
  assert.doesNotMatch(convert(), /Last updated/);
});

test('links become absolute; .mdx links go to the target page', () => {
  const md = convert();
  assert.ok(md.includes('[sibling](https://docs.test/docs/components/other#props)'));
  assert.ok(md.includes('[anchor](https://docs.test/docs/components/page#setup)'));
  assert.ok(md.includes('[root link](https://docs.test/docs/intro)'));
  assert.ok(md.includes('[an external one](https://example.com/x)'));
  assert.throws(() => convert(PAGE.replace('./other.mdx', './missing.mdx')), /missing\.mdx/);
});

test('pages come in sidebar order, then the pages of no sidebar by folder', () => {
  const doc = (id) => ({ id, title: id, permalink: `/docs/${id}` });
  const version = {
    docs: ['intro', 'guides/performance', 'examples/advanced-features', 'api/overview', 'components/draggable'].map(doc),
    sidebars: {
      tutorialSidebar: [
        { type: 'doc', id: 'intro' },
        { type: 'category', label: 'Components', items: [{ type: 'doc', id: 'components/draggable' }] },
      ],
      apiSidebar: [{ type: 'doc', id: 'api/overview' }],
    },
  };
  const pages = orderedPages(version);
  assert.deepEqual(
    pages.map((page) => [page.doc.id, page.group]),
    [
      ['intro', 'Docs'],
      ['components/draggable', 'Components'],
      ['api/overview', 'API reference'],
      ['examples/advanced-features', 'More examples'],
      ['guides/performance', 'Guides'],
    ],
  );
});

test("a Snack link carries the exact source and the version's dependencies and SDK", () => {
  for (const version of ['current', '1.x']) {
    const compatibility = compatibilityFor(version);
    const source = "const a = 'x + y & z?';\n// 100% #1\n";
    const decoded = decodeSnackUrl(snackUrl({ source, name: 'Demo', compatibility }));
    assert.equal(decoded.origin, 'https://snack.expo.dev/');
    assert.equal(decoded.code, source);
    assert.equal(decoded.sdkVersion, compatibility.expoSdk);
    assert.deepEqual(decoded.dependencies, snackDependencies(compatibility));
  }
  assert.equal(snackDependencies(compatibilityFor('current'))['react-native-reanimated-dnd'], '2.0.0');
  assert.ok('react-native-worklets' in snackDependencies(compatibilityFor('current')));
  assert.equal(snackDependencies(compatibilityFor('1.x'))['react-native-reanimated-dnd'], '1.1.0');
  assert.match(snackDependencies(compatibilityFor('1.x'))['react-native-reanimated'], /^~?3\./);
});

test('generated members tables and signatures appear in the Markdown copy of an archived API page', async () => {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const { expandMarkers, loadSource, versionOf } = await import('../../plugins/api-members/remark.mjs');
  const file = resolve('versioned_docs/version-1.x/api/components/draggable.mdx');
  const where = versionOf(file);
  const members = await loadSource(where.version);
  const markdown = mdxToMarkdown(readFileSync(file, 'utf8'), {
    filePath: file,
    siteDir: resolve('.'),
    title: 'Draggable',
    pageUrl: 'https://example.com/docs/1.x/api/components/draggable',
    resolveDocLink: () => 'https://example.com/docs/1.x/x',
    expandTree: (tree) => expandMarkers(tree, members, { ...where, path: file }),
  });
  assert.match(markdown, /^\| Name +\| Type/m);
  assert.match(markdown, /\| \[?`dragDisabled`/);
  // The declaration as lib/components/Draggable.d.ts of 1.1.0 publishes it, in a plain ts fence.
  const declared = readFileSync(resolve('node_modules/react-native-reanimated-dnd-v1/lib/components/Draggable.d.ts'), 'utf8');
  const signature = /^export declare const Draggable[^]*?\n\};$/m.exec(declared)?.[0];
  assert.ok(signature, 'Draggable is declared in the 1.1.0 package');
  assert.ok(markdown.includes(`\`\`\`ts\n${signature}\n\`\`\``), 'the Markdown shows the declaration in a ts fence');
});

test('the compatibility table of an installation page appears in its Markdown copy', async () => {
  const { compatibilityTables } = await import('../../data/compatibility.mjs');
  const markdown = mdxToMarkdown(
    '---\ntitle: Installation\n---\n\nimport CompatibilityTable from \'@site/src/components/CompatibilityTable\';\n\n<CompatibilityTable version="1.x" />\n',
    {
      filePath: '/site/docs/x.mdx',
      siteDir: '/site',
      title: 'Installation',
      pageUrl: 'https://example.com/docs/x',
      resolveDocLink: () => null,
    },
  );
  const [peers, sdks] = compatibilityTables('1.x');
  assert.ok(markdown.includes(`**${peers.caption}**`));
  assert.match(markdown, /\| 1\.1\.0 \(these docs\) +\|/);
  for (const row of sdks.rows) assert.ok(markdown.includes(`| ${row.cells[0]} `), row.cells[0]);
  assert.doesNotMatch(markdown, /<CompatibilityTable/);
});
