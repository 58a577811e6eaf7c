import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKS, checkSource, descriptionSize, parseSourceRef } from '../../scripts/check-docs.mjs';
import { readDeclarations } from '../../lib/public-api.mjs';
import { buildCaveats, buildTable, resolveMember } from '../../plugins/api-members/render.mjs';
import { parseMarker } from '../../lib/mdx-nodes.mjs';
import { linkedType, withDeclarations } from '../../plugins/api-members/declared-source.mjs';
import { DOC_VERSIONS } from '../../data/versions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = join(here, 'fixtures', 'member-descriptions');
const declarations = readDeclarations(join(fixture, 'lib', 'index.d.ts'), { notExported: [] });

/** A complete, correct source for the fixture package; each test breaks one thing. */
function source() {
  return {
    version: 'test',
    types: {
      WidgetProps: {
        columns: 'full',
        members: {
          label: {
            type: '`string`',
            default: '—',
            required: true,
            description: 'The text on the widget. See [Mode](~/api/types.mdx#mode).',
          },
          onPress: {
            type: '`(id: string) => void`',
            default: '—',
            required: false,
            description: 'Receives the widget id.',
            behaviour: [{ text: 'Runs on release.', sources: ['widget.ts#handlePress'] }],
          },
        },
      },
      WidgetHandleProps: { columns: 'full', members: { label: { same: 'WidgetProps.label' } } },
      Mode: {
        columns: 'enum',
        members: { On: { value: '`"on"`', description: 'Switched on.' }, Off: { value: '`"off"`', description: 'Switched off.' } },
      },
    },
  };
}
const check = (s) => checkSource(s, declarations, { packageDir: fixture, dependencies: {} });

test('a complete source passes', () => {
  assert.deepEqual(check(source()), []);
});

test('a declared member missing from the source fails', () => {
  const s = source();
  delete s.types.WidgetProps.members.onPress;
  assert.match(check(s).join('\n'), /WidgetProps\.onPress: declared member is missing/);
});

test('an invented member fails', () => {
  const s = source();
  s.types.WidgetProps.members.colour = { type: '`string`', default: '—', required: false, description: 'Not declared.' };
  assert.match(check(s).join('\n'), /WidgetProps\.colour: the member source lists a member the declaration does not have/);
});

test('a missing or invented type fails', () => {
  const s = source();
  delete s.types.Mode;
  s.types.Ghost = { columns: 'short', members: {} };
  const out = check(s).join('\n');
  assert.match(out, /Mode: declared enum is missing/);
  assert.match(out, /Ghost: the member source documents a type the package does not declare/);
});

test('a literal union in the source must list exactly its values', () => {
  const s = source();
  s.types.Align = { columns: 'values', members: { '"left"': { description: 'Left.' } } };
  assert.match(check(s).join('\n'), /Align\."right": declared member is missing/);
});

test('type and required come from the declaration, in declaration order, whatever the source says', () => {
  const s = source();
  const { label, onPress } = s.types.WidgetProps.members;
  s.types.WidgetProps.members = { onPress: { ...onPress, type: '`number`', required: true }, label: { ...label, type: undefined } };
  const shown = withDeclarations(s, { declarations, docs: join(fixture, 'docs') }).types.WidgetProps.members;
  assert.deepEqual(Object.keys(shown), ['label', 'onPress']);
  assert.deepEqual([shown.label.type, shown.label.required], ['`string`', true]);
  assert.deepEqual([shown.onPress.type, shown.onPress.required], ['`(id: string) => void`', false]);
});

test('a type name in a member type links to the types page that shows its signature', () => {
  const pages = new Map([['Mode', '~/api/types/enums.mdx#mode']]);
  assert.equal(linkedType('(mode: Mode) => void', pages), '`(mode: `[`Mode`](~/api/types/enums.mdx#mode)`) => void`');
  // Markdown trims one space from each end of a code span that has both; the generated span keeps them.
  assert.equal(linkedType('Mode | Mode', pages), '[`Mode`](~/api/types/enums.mdx#mode)`  |  `[`Mode`](~/api/types/enums.mdx#mode)');
});

test("a shared entry cites this version's tag, and its tag-prefixed sources count only at their tag", () => {
  const s = { ...source(), tag: 'v2.0.0' };
  const onPress = s.types.WidgetProps.members.onPress;
  onPress.tags = ['v1.1.0', 'v2.0.0'];
  onPress.behaviour[0].sources = ['v1.1.0:widget.ts#nowhere', 'v2.0.0:widget.ts#handlePress'];
  assert.deepEqual(check(s), []);
  onPress.behaviour[0].sources = ['v1.1.0:widget.ts#handlePress'];
  assert.match(check(s).join('\n'), /behaviour 1 names no source at v2\.0\.0/);
  onPress.tags = ['v1.1.0'];
  assert.match(check(s).join('\n'), /WidgetProps\.onPress: a shared entry that does not cite v2\.0\.0/);
});

test('a behaviour statement without a source fails', () => {
  const s = source();
  s.types.WidgetProps.members.onPress.behaviour[0].sources = [];
  assert.match(check(s).join('\n'), /behaviour 1 names no source/);
});

test('a source whose symbol is not in the file fails', () => {
  const s = source();
  s.types.WidgetProps.members.onPress.behaviour[0].sources = ['widget.ts#handleRelease'];
  assert.match(check(s).join('\n'), /handleRelease does not occur/);
  s.types.WidgetProps.members.onPress.behaviour[0].sources = ['nowhere.ts#handlePress'];
  assert.match(check(s).join('\n'), /does not exist/);
  assert.equal(parseSourceRef('widget.ts'), null);
});

test('the same description written twice fails; "same" is the way to share it', () => {
  const s = source();
  s.types.WidgetHandleProps.members.label = {
    type: '`string`',
    default: '—',
    required: true,
    description: s.types.WidgetProps.members.label.description,
  };
  assert.match(check(s).join('\n'), /WidgetHandleProps\.label: same description text as WidgetProps\.label/);
  const broken = source();
  broken.types.WidgetHandleProps.members.label = { same: 'WidgetProps.nothing' };
  assert.match(check(broken).join('\n'), /"same" does not resolve/);
});

test('the table is rendered from the source with resolved links and member anchors', () => {
  const s = source();
  assert.equal(resolveMember(s, 'WidgetHandleProps', 'label').description, s.types.WidgetProps.members.label.description);
  const table = buildTable(s, parseMarker('/* api-members: WidgetHandleProps */'), { fromDoc: 'components/widget.mdx' });
  assert.deepEqual(
    table.children[0].children.map((c) => c.children[0].value),
    ['Name', 'Type', 'Default', 'Required', 'Description'],
  );
  const row = table.children[1].children;
  assert.equal(row[0].children[0].attributes.find((a) => a.name === 'id').value, 'widgethandleprops-label');
  const link = row[4].children.find((n) => n.type === 'link');
  assert.equal(link.url, '../api/types.mdx#mode');
  const picked = buildTable(s, parseMarker('/* api-members: WidgetProps pick=onPress */'), { fromDoc: 'x.mdx' });
  assert.equal(picked.children.length, 2);
  assert.doesNotMatch(JSON.stringify(picked.children[1].children[4]), /Runs on release/, 'behaviour is not in the row');
  assert.throws(() => buildTable(s, parseMarker('/* api-members: WidgetProps pick=nope */'), { fromDoc: 'x.mdx' }), /has no member nope/);
});

test('every table of both versions shows types as written: a union\'s "|" reaches the page without an escaping backslash', async () => {
  for (const version of ['current', '1.x']) {
    const { default: real } = await import(`../../api-reference/${version}/index.mjs`);
    for (const type of Object.keys(real.types)) {
      const table = buildTable(real, { type }, { fromDoc: 'api/page.mdx' });
      const escaped = [];
      const walk = (node) => {
        if (typeof node.value === 'string' && node.value.includes('\\|')) escaped.push(node.value);
        for (const child of node.children ?? []) walk(child);
      };
      walk(table);
      assert.deepEqual(escaped, [], `${version} ${type}`);
    }
  }
});

/** The visible text of an mdast node. */
const textOf = (node) => (typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join(''));

test('members tables: behaviour statements render as a Caveats list under the table, each item linking to its row', () => {
  const s = source();
  const caveats = buildCaveats(s, parseMarker('/* api-members: WidgetProps */'), { fromDoc: 'components/widget.mdx' });
  assert.equal(caveats.length, 2);
  assert.equal(textOf(caveats[0]), 'Caveats');
  const [item] = caveats[1].children;
  assert.equal(caveats[1].children.length, 1, 'one item: only onPress has behaviour');
  assert.equal(textOf(item), 'onPress: Runs on release.');
  assert.equal(item.children[0].children[0].url, '#widgetprops-onpress');
  assert.deepEqual(buildCaveats(s, parseMarker('/* api-members: WidgetProps pick=label */'), { fromDoc: 'x.mdx' }), []);
});

test('members tables: rows follow declaration order even when pick= lists them in another order', () => {
  const table = buildTable(source(), parseMarker('/* api-members: WidgetProps pick=onPress,label */'), { fromDoc: 'x.mdx' });
  assert.deepEqual(
    table.children.slice(1).map((row) => textOf(row.children[0])),
    ['label', 'onPress'],
  );
});

test('scannable rows: a description over two sentences or about 40 words fails; code and link targets count as a word', () => {
  assert.deepEqual(descriptionSize('`Sortable` does not pass it. See [Mode](~/api/types.mdx#mode), e.g. here.'), {
    words: 9,
    sentences: 2,
  });
  const s = source();
  s.types.WidgetProps.members.onPress.description = 'Receives the widget id. It runs once. It never runs twice.';
  assert.match(check(s).join('\n'), /WidgetProps\.onPress: description has 3 sentences \(at most 2\)/);
  s.types.WidgetProps.members.onPress.description = Array.from({ length: 41 }, () => 'word').join(' ') + '.';
  assert.match(check(s).join('\n'), /WidgetProps\.onPress: description has 41 words \(at most 40\)/);
});

test('both versions: every member source matches its release, and every row is at most two sentences and 40 words', async () => {
  for (const version of DOC_VERSIONS) {
    const { problems } = await CHECKS['member-descriptions'](version, []);
    assert.deepEqual(problems, [], version.name);
  }
});
