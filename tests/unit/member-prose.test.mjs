import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TOPICS, behaviourMembers, checkPage, checkTopics, checkVersion, proseUnits, renderedMembers } from '../../lib/member-prose.mjs';

/** A small member source: two members with behaviour statements, one without. */
const source = {
  types: {
    DroppableProps: {
      members: {
        dropDisabled: {
          description: 'Meant to stop drops.',
          behaviour: [{ text: 'Registers again at every touch-down.', sources: ['x.ts#y'] }],
        },
        capacity: { description: 'How many items.', behaviour: [{ text: 'A full zone is skipped.', sources: ['x.ts#y'] }] },
        style: { description: 'Style of the view.' },
      },
    },
    UseDroppableOptions: { members: { dropDisabled: { same: 'DroppableProps.dropDisabled' } } },
  },
};
const members = behaviourMembers(source);

test('members with behaviour statements, with the anchors of every type that has them', () => {
  assert.deepEqual([...members.keys()].sort(), ['capacity', 'dropDisabled']);
  assert.deepEqual([...members.get('dropDisabled')].sort(), ['droppableprops-dropdisabled', 'usedroppableoptions-dropdisabled']);
});

test('a sentence restating a member behaviour without a link is flagged (the old 1.x troubleshooting text)', () => {
  const page = [
    '## A zone with dropDisabled still accepts drops',
    '',
    '**Cause.** In 1.1.0, `dropDisabled` removes the zone from the registry, but two paths register it again without checking the flag.',
  ].join('\n');
  const findings = checkPage(page, { members });
  assert.deepEqual(
    findings.map((f) => [f.line, f.member]),
    [[3, 'dropDisabled']],
  );
});

test('the same sentence passes with a link to any entry of that member, in the sentence or its paragraph', () => {
  const linked =
    '`dropDisabled` removes the zone from the registry; see [`dropDisabled`](../api/hooks/useDroppable.mdx#usedroppableoptions-dropdisabled).';
  assert.deepEqual(checkPage(linked, { members }), []);
  const paragraph =
    'A disabled zone can come back: see [the entry](./x.mdx#droppableprops-dropdisabled). In 1.1.0 `dropDisabled` zones register again at touch-down.';
  assert.deepEqual(checkPage(paragraph, { members }), []);
  const wrongAnchor = '`dropDisabled` zones register again at touch-down; see [capacity](./x.mdx#droppableprops-capacity).';
  assert.equal(checkPage(wrongAnchor, { members }).length, 1);
});

test('a page that renders the member entry may describe it', () => {
  const page = '{/* api-members: DroppableProps pick=dropDisabled */}\n\n`dropDisabled` zones register again at touch-down.';
  assert.deepEqual([...renderedMembers(page, source)], ['dropDisabled']);
  assert.deepEqual(checkPage(page, { members, rendered: renderedMembers(page, source) }), []);
  const other = '{/* api-members: DroppableProps pick=style */}\n\n`dropDisabled` zones register again at touch-down.';
  assert.equal(checkPage(other, { members, rendered: renderedMembers(other, source) }).length, 1);
});

test('no behaviour word, a member without statements, code blocks and ignored names are not flagged', () => {
  assert.deepEqual(checkPage('Set `capacity` to the number of items the zone should hold.', { members }), []);
  assert.deepEqual(checkPage('A tap on the zone changes its `style` until the next touch-down.', { members }), []);
  assert.deepEqual(checkPage('```tsx\n// capacity 0 refuses drops at touch-down\n<Droppable capacity={0} />\n```', { members }), []);
  assert.deepEqual(checkPage('`capacity` refuses items when full.', { members, ignored: { capacity: 'reason' } }), []);
});

test('a member name is not its own behaviour word: `capacity` alone does not trigger', () => {
  assert.deepEqual(checkPage('Give `capacity` a number.', { members }), []);
  assert.equal(checkPage('A full zone skips the item, whatever its `capacity`.', { members }).length, 1);
});

test('table rows are split into cells; links anywhere in the row count', () => {
  const table = (/** @type {string} */ row) => `| A | B | C |\n| --- | --- | --- |\n${row}\n`;
  const row = table('| `capacity` | zone registry entry | A full zone passes the drop on |');
  assert.equal(checkPage(row, { members }).length, 0, 'the member and the behaviour words sit in different cells');
  const oneCell = table('| Zones | `capacity` skips a full zone | |');
  assert.deepEqual(
    checkPage(oneCell, { members }).map((f) => [f.line, f.text]),
    [[3, '`capacity` skips a full zone']],
  );
  const linkedRow = table('| [entry](./x.mdx#droppableprops-capacity) | `capacity` skips a full zone | |');
  assert.equal(checkPage(linkedRow, { members }).length, 0);
});

test('sentences are split outside inline code, and keep their line; front matter is not prose', () => {
  const units = proseUnits('---\ntitle: x\n---\n\nFirst one. Second `a. B` one.\n\n- item one\n- item two');
  assert.deepEqual(
    units.map((u) => [u.line, u.text]),
    [
      [5, 'First one.'],
      [5, 'Second `a. B` one.'],
      [7, 'item one'],
      [8, 'item two'],
    ],
  );
});

test('the 1.x archive has no finding', async () => {
  assert.deepEqual(await checkVersion('1.x'), []);
});

test('the current docs have no finding', async () => {
  assert.deepEqual(await checkVersion('current'), []);
});

{
  // Topics: one statement, one place.
  const topics = TOPICS.current;
  const zOrder = topics.find((t) => t.topic.startsWith('drawing order'));
  const zLink = `../components/draggable.mdx#${zOrder.owner.anchor}`;

  test('flags a sentence about drawing order that does not link its owning section', () => {
    const found = checkTopics('Render the tray after the list, so it is drawn above the list.\n', 'examples/x.mdx', topics);
    assert.deepEqual(
      found.map((f) => f.member),
      [zOrder.topic],
    );
  });

  test('accepts the sentence once its paragraph links the owning section', () => {
    const text = `Render the tray after the list, so it is drawn above the list. See [drawing order](${zLink}).\n`;
    assert.deepEqual(checkTopics(text, 'examples/x.mdx', topics), []);
  });

  test("leaves the owner's own page, headings and source citations alone", () => {
    assert.deepEqual(checkTopics('A later view is drawn above an earlier one.\n', zOrder.owner.page, topics), []);
    assert.deepEqual(checkTopics('### The dragged item is drawn under the zone\n', 'examples/x.mdx', topics), []);
    assert.deepEqual(checkTopics('Read in Gesture Handler `apple/Handlers/RNPanHandler.m`.\n', 'examples/x.mdx', topics), []);
  });

  test('reads a table row whole: a platform in one cell, what it does in the next', () => {
    const table = '| Platform | A tap |\n|---|---|\n| iOS | `RNPanHandler.m` activates after 0 ms: a tap starts a drag |\n';
    assert.equal(checkTopics(table, 'getting-started/x.mdx', topics).length, 1);
  });

  test('flags a Sortable remount described without a link to the `data` entry, and a `containerHeight` statement', () => {
    assert.equal(checkTopics('Updating it in `onMove` remounts the list mid-drag.\n', 'guides/x.mdx', topics).length, 1);
    assert.equal(checkTopics('Auto-scroll uses each row’s `containerHeight`.\n', 'guides/x.mdx', topics).length, 1);
    assert.equal(
      checkTopics('Auto-scroll uses each row’s `containerHeight`.\n', 'guides/x.mdx', topics, new Set(['containerHeight'])).length,
      0,
    );
  });
}
