// Spec §9: suggestion snippets are at most 50 characters, cut around the match.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeSnippet, snippetText } from '../../plugins/search/client/snippet.mjs';
import { matchesShortcut, parseShortcut, shortcutHints } from '../../plugins/search/client/keymap.mjs';

const LONG =
  'Droppable zones accept items. Set capacity on a droppable to limit how many items it holds, then read onCapacityReached to react when it is full.';

test('§9 a snippet is at most 50 characters and holds the first match, marked', () => {
  const start = LONG.indexOf('capacity');
  const snippet = makeSnippet(LONG, [[start, 'capacity'.length]], 50);
  const text = snippetText(snippet);
  assert.ok(text.length <= 50, `${text.length}: ${text}`);
  assert.ok(snippet.before && snippet.after);
  assert.deepEqual(
    snippet.segments.filter((s) => s.mark).map((s) => s.text),
    ['capacity'],
  );
  // Cut at word boundaries.
  assert.ok(LONG.includes(` ${text} `), text);
});

test('§9 short text is shown whole; text without a match is cut at the end', () => {
  assert.deepEqual(makeSnippet('Sortable', [[0, 8]], 50), { segments: [{ text: 'Sortable', mark: true }], before: false, after: false });
  const cut = makeSnippet(LONG, [], 50);
  assert.ok(snippetText(cut).length <= 50);
  assert.equal(cut.before, false);
  assert.equal(cut.after, true);
  assert.ok(LONG.startsWith(snippetText(cut)));
});

test('§9 a match longer than the snippet is cut to 50 characters', () => {
  const word = 'x'.repeat(80);
  const snippet = makeSnippet(`a ${word} b`, [[2, 80]], 50);
  assert.equal(snippetText(snippet).length, 50);
});

test('§9 snippets survive odd positions', () => {
  for (const positions of [[[-1, 3]], [[500, 3]], [[3, 0]], [[0, 999]], [null], undefined]) {
    const snippet = makeSnippet(LONG, positions, 50);
    assert.ok(snippetText(snippet).length <= 50);
  }
});

test('§9 Cmd/Ctrl+K: "mod+k" is Ctrl+K off Apple platforms and Cmd+K on them', () => {
  const pc = parseShortcut('mod+k', false);
  const mac = parseShortcut('mod+k', true);
  assert.ok(matchesShortcut({ key: 'k', ctrlKey: true }, pc));
  assert.ok(matchesShortcut({ key: 'K', metaKey: true }, mac));
  assert.ok(!matchesShortcut({ key: 'k', metaKey: true }, pc));
  assert.ok(!matchesShortcut({ key: 'k' }, pc));
  assert.deepEqual(shortcutHints(pc), ['ctrl', 'K']);
  assert.deepEqual(shortcutHints(mac), ['⌘', 'K']);
});
