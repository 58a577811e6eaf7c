// @ts-check
/**
 * The home page's "Sketch of a board column" (data/boardColumnSketch.txt)
 * is shown as TSX, so it is type-checked like a docs block: its JSX is placed
 * in a component, after a prelude that declares only the names a sketch
 * leaves to the reader (the card, its type, the handler and two views).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { checkDocs } from '../../lib/code-blocks.mjs';

const PRELUDE = `import React from 'react';
import { Text } from 'react-native';
type CardData = { id: string; title: string };
declare const card: CardData;
declare function moveToDone(id: string): void;
const Card = ({ title }: { title: string }) => <Text>{title}</Text>;
const Column = ({ title }: { title: string }) => <Text>{title}</Text>;
`;

test('the home page sketch type-checks against the current packages (§1)', () => {
  const sketch = readFileSync('data/boardColumnSketch.txt', 'utf8');
  const split = sketch.indexOf('\n\n');
  const [imports, jsx] = [sketch.slice(0, split), sketch.slice(split + 2).trim()];
  mkdirSync('.tmp', { recursive: true });
  const dir = mkdtempSync(join('.tmp', 'home-sketch-'));
  try {
    const file = join(dir, 'Sketch.tsx');
    writeFileSync(file, `${imports}\n${PRELUDE}\nexport const Sketch = () => (\n${jsx}\n);\n`);
    const { checked, errors } = checkDocs([file], { workDir: join(dir, 'work') });
    assert.equal(checked, 1);
    assert.deepEqual(errors, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
