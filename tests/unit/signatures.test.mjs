// scripts/check-signatures.mjs: a declaration shown on an API page must be the
// package's own, token for token; formatting and comments do not count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPage, tokensOf } from '../../scripts/check-signatures.mjs';

const declared = (text, file = 'lib/types.d.ts') =>
  new Map([
    [
      /\s(\w+)[\s:<=(]/.exec(text.replace(/^export (declare )?(type|interface|const|function|enum) /, ' '))[1],
      [{ file, tokens: tokensOf(text) }],
    ],
  ]);
const page = (code, meta = 'signature') => `# Page\n\n\`\`\`ts ${meta}\n${code}\n\`\`\`\n`;
const PACKAGE = declared('export type Axis = "x" | "y" | "both";');

test('the same declaration formatted for reading passes', () => {
  const { problems, checked } = checkPage('p.mdx', page('export type Axis =\n  | "x"\n  | "y"\n  | "both"; // the axes'), PACKAGE);
  assert.equal(checked, 1);
  assert.deepEqual(problems, []);
});

test('a declaration that differs, or that the package does not have, fails', () => {
  assert.deepEqual(
    checkPage('p.mdx', page('export type Axis = "x" | "y";'), PACKAGE).problems.map((p) => p.message),
    ['Axis differs from its declaration in lib/types.d.ts'],
  );
  assert.deepEqual(
    checkPage('p.mdx', page('export type Direction = "up";'), PACKAGE).problems.map((p) => p.message),
    ['Direction is not declared in the package'],
  );
});

test('trailing separators are layout; other tokens are not', () => {
  assert.deepEqual(tokensOf('{ a: string; b: number; }'), tokensOf('{\n  a: string;\n  b: number\n}'));
  assert.notDeepEqual(tokensOf('(a: string) => void'), tokensOf('(a?: string) => void'));
});

test('only signature blocks are checked; a fragment of usage code or a complete module is not a signature', () => {
  const text = '```ts\nexport type Axis = "z";\n```\n\n```ts fragment\nconst local = 1;\n```\n';
  assert.deepEqual(checkPage('p.mdx', text, PACKAGE), { problems: [], checked: 0 });
});

test('declarations hidden in a fragment, and anything but declarations in a signature block, fail', () => {
  assert.deepEqual(
    checkPage('p.mdx', page('export type Axis = "x" | "y" | "both";', 'fragment'), PACKAGE).problems.map((p) => p.message),
    ['a block of declarations is a `signature` block (checked against the package), not a fragment'],
  );
  assert.deepEqual(
    checkPage('p.mdx', page('export type Axis = "x" | "y" | "both";\nconst axis: Axis = "x";'), PACKAGE).problems.map((p) => p.message),
    ["a signature block holds only the package's exported declarations"],
  );
});
