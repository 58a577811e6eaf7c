// Suggestion snippets are at most 50 characters, cut around the match (spec §9), and the Cmd/Ctrl+K shortcut.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeSnippet } from '../../plugins/search/client/snippet.mjs';
import { matchesShortcut, shortcutKeys } from '../../plugins/search/client/keymap.mjs';

const LONG =
  'Droppable zones accept items. Set capacity on a droppable to limit how many items it holds, then read onCapacityReached to react when it is full.';

test('a snippet is at most 50 characters, cut at spaces around the first match, "…" where it was cut (§9)', () => {
  const start = LONG.indexOf('capacity');
  const snippet = makeSnippet(LONG, [[start, 'capacity'.length]], 50);
  assert.match(snippet, /^….*capacity.*…$/);
  const text = snippet.slice(1, -1);
  assert.ok(text.length <= 50, `${text.length}: ${text}`);
  assert.ok(LONG.includes(` ${text} `), text);
});

test('short text is shown whole; text without a match is cut at the end (§9)', () => {
  assert.equal(makeSnippet('Sortable', [[0, 8]], 50), 'Sortable');
  const cut = makeSnippet(LONG, [], 50);
  assert.match(cut, /^[^…]{1,50}…$/);
  assert.ok(LONG.startsWith(cut.slice(0, -1)));
});

test('a match longer than the snippet is cut to 50 characters (§9)', () => {
  assert.equal(makeSnippet(`a ${'x'.repeat(80)} b`, [[2, 80]], 50).replace(/…/g, '').length, 50);
});

test('snippets survive odd positions (§9)', () => {
  for (const positions of [[[-1, 3]], [[500, 3]], [[3, 0]], [[0, 999]], [], undefined]) {
    assert.ok(makeSnippet(LONG, positions, 50).replace(/…/g, '').length <= 50, JSON.stringify(positions));
  }
});

test('Cmd/Ctrl+K: Ctrl+K off Apple platforms and Cmd+K on them, with its hint (§9)', () => {
  const [pc, mac] = [false, true];
  assert.ok(matchesShortcut({ key: 'k', ctrlKey: true }, pc));
  assert.ok(matchesShortcut({ key: 'K', metaKey: true }, mac));
  assert.ok(!matchesShortcut({ key: 'k', metaKey: true }, pc));
  assert.ok(!matchesShortcut({ key: 'k' }, pc));
  assert.ok(!matchesShortcut({ key: 'k', ctrlKey: true, shiftKey: true }, pc));
  assert.deepEqual(shortcutKeys(pc), ['ctrl', 'K']);
  assert.deepEqual(shortcutKeys(mac), ['⌘', 'K']);
  assert.equal(shortcutKeys(pc, true).join('+'), 'Control+K');
});
