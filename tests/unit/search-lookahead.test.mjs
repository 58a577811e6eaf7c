// Answers ahead (plugins/search/client/lookahead.mjs): which keys the reader is
// likely to press next, from the words of the index. Only the choice of keys is
// tested here; that an answer asked ahead is the worker's own answer and is
// drawn with the key is tested in the browser (tests/e2e/search.spec.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import { AHEAD_KEYS, nextKeys, wordListOf, wordListSteps } from '../../plugins/search/client/lookahead.mjs';

/** A loaded index as load-index.mjs makes it, reduced to what the word list reads. */
const loaded = {
  indexes: [
    { documents: [{ t: 'Sortable' }, { t: 'Draggable' }, { t: 'Drop zones' }] },
    { documents: [{ t: 'Sortable items' }, { t: 'Sorting a list' }] },
    {
      documents: [
        { t: 'The sortable list reorders items. The drop zone takes the item; its capacity is the limit.' },
        { t: 'Use useDraggable for a custom draggable, and useDroppable for a zone.' },
        { t: '"Sortable," she said - (sort) of.' },
      ],
    },
  ],
};
const list = wordListOf(loaded, lunr);

// The package's public names and the vocabulary's reader words are in every word list too.
test('§9 answers ahead: the keys continue the last word towards words of the index, the commonest first', () => {
  assert.deepEqual(nextKeys(list, 'sor'), ['t']);
  // "sortable" (5 times, quoted and punctuated forms included) before "sorting" and "sort" (once each).
  assert.deepEqual(nextKeys(list, 'sort'), ['a', ' ', 'i']);
  assert.deepEqual(nextKeys(list, 'reor'), ['d']);
  assert.deepEqual(nextKeys(list, 'the reorders'), [' ']);
  assert.deepEqual(nextKeys(list, 'zone'), [' ', 's']);
});

test("§9 answers ahead: the word's own case where the reader typed its start as written", () => {
  assert.deepEqual(nextKeys(list, 'useD'), ['r']);
  const use = nextKeys(list, 'use');
  assert.ok(use.indexOf('d') >= 0 && use.indexOf('d') < use.indexOf('D'), use.join(''));
  assert.ok(!nextKeys(list, 'USE').includes('D'), 'typed otherwise than written: lowercase only');
});

test('§9 answers ahead: an empty box gets lowercase first letters; stop words never count', () => {
  const first = nextKeys(list, '');
  assert.equal(first.length, AHEAD_KEYS);
  assert.ok(first.includes('s') && first.includes('d'), first.join(''));
  assert.deepEqual(
    first.filter((key) => key !== key.toLowerCase()),
    [],
  );
  // "the" and "of" are stop words: not in the list, so no key leads to them.
  assert.ok(!list.lower.includes('the') && !list.lower.includes('of'));
  assert.deepEqual(nextKeys(list, 'th'), []);
});

test('§9 answers ahead: nothing is guessed for the search syntax, a word the index does not have, or an overlong query', () => {
  for (const query of ['title:sor', '+sor', 'sor~1', 'sor^2', 'sor*', 'a -sor']) assert.deepEqual(nextKeys(list, query), [], query);
  assert.deepEqual(nextKeys(list, 'qqq'), []);
  assert.deepEqual(nextKeys(list, 's'.repeat(500)), []);
});

test('§9 answers ahead: the word list is counted in steps (the worker runs it between searches) to the same list', () => {
  const steps = wordListSteps({ indexes: [{ documents: Array.from({ length: 250 }, (_, n) => ({ t: `word${n}` })) }] }, lunr);
  let yields = 0;
  let step = steps.next();
  while (!step.done) {
    yields += 1;
    step = steps.next();
  }
  assert.equal(yields, 2, 'one pause after every 100 entries');
  assert.ok(step.value.lower.includes('word249'));
  assert.deepEqual(wordListOf(loaded, lunr), list);
  assert.deepEqual([...list.lower].sort(), list.lower, 'sorted by lowercase form');
});
