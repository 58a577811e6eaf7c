import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { NO_DRAG_CLAIM, UNPROVEN, claimRows, dragClaimCandidates, runnableSamples } from '../../lib/sample-claims.mjs';

const rows = claimRows(readFileSync('tests/e2e/sample-drag-claims.spec.ts', 'utf8'));
const candidates = dragClaimCandidates();

test('every runnable sample whose text uses drag-outcome wording has a drag test, or a listed reason', () => {
  const uncovered = candidates
    .filter(({ key }) => !rows.includes(key) && !Object.hasOwn(NO_DRAG_CLAIM, key) && !Object.hasOwn(UNPROVEN, key))
    .map(({ key, sentence }) => `${key}: "${sentence.slice(0, 120)}"`);
  assert.deepEqual(uncovered, [], 'add a row to CLAIMS in tests/e2e/sample-drag-claims.spec.ts, or an entry in lib/sample-claims.mjs');
});

test('the no-claim and unproven lists name only samples the check finds, and none that has a drag test', () => {
  const keys = new Set(candidates.map((c) => c.key));
  const stale = [...Object.keys(NO_DRAG_CLAIM), ...Object.keys(UNPROVEN)].filter((key) => !keys.has(key) || rows.includes(key));
  assert.deepEqual(stale, []);
});

test('every row of the drag-claims table names a runnable sample', () => {
  assert.ok(rows.length > 0, 'the table was read');
  const samples = new Set(runnableSamples().map((s) => s.key));
  assert.deepEqual(
    rows.filter((row) => !samples.has(row)),
    [],
  );
});

test('drag claims no test proves yet are reported', (t) => {
  for (const [key, claim] of Object.entries(UNPROVEN)) t.diagnostic(`unproven: ${key}: ${claim}`);
});
