// scripts/check-docs.mjs signatures: an API page shows declarations through
// signature markers that name the package's own declarations; nothing pasted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSignatures } from '../../scripts/check-docs.mjs';

const PACKAGE = { has: (name) => ['Axis', 'hooks/useSortable#UseSortableOptions'].includes(name) };
const messages = (text) => checkSignatures('p.mdx', text, PACKAGE).problems.map((p) => p.replace(/^p\.mdx:\d+: /, ''));

test('a marker naming a declaration of the package passes', () => {
  const { problems, checked } = checkSignatures(
    'p.mdx',
    '# Page\n\n{/* signature: Axis */}\n\n{/* signature: hooks/useSortable#UseSortableOptions */}\n',
    PACKAGE,
  );
  assert.equal(checked, 2);
  assert.deepEqual(problems, []);
});

test('a marker naming something the package does not declare fails, and so does a malformed one, each with its line', () => {
  assert.deepEqual(checkSignatures('p.mdx', '# P\n\n{/* signature: Direction */}\n{/* signature: */}\n', PACKAGE).problems, [
    'p.mdx:4: malformed signature marker',
    'p.mdx:3: Direction is not declared in the package',
  ]);
});

test('a pasted signature block fails, and so do declarations hidden in a fragment', () => {
  assert.deepEqual(messages('```ts signature\nexport type Axis = "x";\n```\n'), [
    'a hand-written signature block; use {/* signature: Name */}',
  ]);
  assert.deepEqual(messages('```ts fragment\nexport type Axis = "x";\n```\n'), [
    'a fragment made of declarations is a signature; use {/* signature: Name */}',
  ]);
});

test('usage code is no signature: a fragment with statements and a complete module pass', () => {
  assert.deepEqual(messages('```ts fragment\nconst local = 1;\n```\n\n```ts\nexport type Axis = "z";\nconst a: Axis = "z";\n```\n'), []);
});
