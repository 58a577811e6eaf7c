/**
 * Builds the Markdown (mdast) table of one documented type from a version's
 * member source (api-reference/<version>/index.mjs). Pure: no file access
 * except what the caller passes in, so the unit tests can call it directly.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { posix } from 'node:path';
import { visit } from 'unist-util-visit';
import { stringAttribute } from '../../lib/mdx-nodes.mjs';

/**
 * @typedef {import('../../api-reference/schema').MemberSource} MemberSource
 * @typedef {import('../../api-reference/schema').Member} Member
 * @typedef {import('../../lib/mdx-nodes.mjs').Marker} Marker
 * @typedef {Member & { owner: string }} ResolvedMember
 * @typedef {(target: string) => string} LinkBase
 */

/**
 * Column sets. Hook return values and read-only shapes have no default or required column.
 * @type {Record<string, string[]>}
 */
export const COLUMNS = {
  full: ['Name', 'Type', 'Default', 'Required', 'Description'],
  short: ['Name', 'Type', 'Description'],
  enum: ['Member', 'Value', 'Meaning'],
  values: ['Value', 'Meaning'],
};

/**
 * Anchor id of a member row: `DraggableProps` + `dropDisabled` -> `draggableprops-dropdisabled`.
 * @param {string} type
 * @param {string} member
 */
export function memberAnchor(type, member) {
  /** @param {string} s */
  const slug = (s) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(type.replace(/^.*#/, ''))}-${slug(member)}`;
}

/**
 * The member entry with `same` resolved: description and behaviour come from
 * the entry it points to; type, default and required may be overridden.
 * @param {Pick<MemberSource, 'types'>} source
 * @param {string} typeName
 * @param {string} memberName
 * @param {Set<string>} [seen]
 * @returns {ResolvedMember}
 */
export function resolveMember(source, typeName, memberName, seen = new Set()) {
  const type = source.types[typeName];
  const entry = type?.members?.[memberName];
  if (!entry) throw new Error(`${typeName}.${memberName} is not in the member source`);
  if (!entry.same) return { ...entry, owner: `${typeName}.${memberName}` };
  const key = `${typeName}.${memberName}`;
  if (seen.has(key)) throw new Error(`circular "same" reference at ${key}`);
  seen.add(key);
  const [t, m] = splitRef(entry.same);
  const target = resolveMember(source, t, m, seen);
  const { same, ...overrides } = entry;
  // A member that shares a description but behaves differently states its own behaviour.
  return { ...target, ...overrides, description: target.description, behaviour: entry.behaviour ?? target.behaviour };
}

/** `Type.member` -> [`Type`, `member`] @param {string} ref */
export function splitRef(ref) {
  const i = ref.lastIndexOf('.');
  return [ref.slice(0, i), ref.slice(i + 1)];
}

/**
 * The members a marker shows, in the source's order (declaration order), after
 * checking that every name in pick= / omit= exists.
 * @param {MemberSource} source
 * @param {Marker} marker
 */
function shownMembers(source, marker) {
  const type = source.types[marker.type];
  if (!type) throw new Error(`api-members: ${marker.type} is not in the ${source.version} member source`);
  const names = Object.keys(type.members);
  for (const n of [...(marker.pick ?? []), ...(marker.omit ?? [])]) {
    if (!names.includes(n)) throw new Error(`api-members: ${marker.type} has no member ${n}`);
  }
  return { type, names: pickedMembers(names, marker) };
}

/** The names a marker's pick= and omit= leave of `names`, in their order. @param {string[]} names @param {Marker} marker */
export const pickedMembers = (names, { pick, omit }) => names.filter((n) => (!pick || pick.includes(n)) && !omit?.includes(n));

/**
 * `~/path.mdx#x` link targets, made relative to the page `fromDoc` (a path from the version root).
 * @param {string} fromDoc
 * @returns {LinkBase}
 */
function linkBaseFrom(fromDoc) {
  return (target) => {
    const [path, hash] = target.split('#');
    let rel = posix.relative(posix.dirname(fromDoc), path);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return hash ? `${rel}#${hash}` : rel;
  };
}

/**
 * Parses inline Markdown and rewrites `~/path.mdx#x` links relative to the page that shows them.
 * @param {string} markdown
 * @param {LinkBase} linkBase
 * @returns {import('mdast').PhrasingContent[]}
 */
export function inline(markdown, linkBase) {
  const root = fromMarkdown(markdown);
  visit(root, 'link', (node) => {
    if (node.url.startsWith('~/')) node.url = linkBase(node.url.slice(2));
  });
  // One paragraph expected; flatten paragraphs into one cell, separated by a space.
  /** @type {import('mdast').PhrasingContent[]} */
  const out = [];
  for (const block of root.children) {
    if (block.type !== 'paragraph') throw new Error(`only inline Markdown is allowed in a table cell: ${markdown}`);
    if (out.length) out.push({ type: 'text', value: ' ' });
    out.push(...block.children);
  }
  return out;
}

/**
 * Marks inline code (in `node` and below) as code that may wrap between the
 * words of a long name or type; src/components/WrappingCode does the
 * wrapping, with `<wbr>`, leaving the text itself unchanged.
 * @template {import('mdast').Nodes} T
 * @param {T} node
 * @returns {T}
 */
export function breakable(node) {
  visit(node, 'inlineCode', (code) => {
    code.data = { ...code.data, hProperties: { ...code.data?.hProperties, 'data-wrap': '' } };
  });
  return node;
}

/**
 * @param {MemberSource} source the version's member source
 * @param {Marker} marker
 * @param {{ fromDoc: string, anchors?: Set<string> }} options `fromDoc`: the page's path relative to the version root
 *   (e.g. 'api/types/enums.mdx'); `anchors`: the ids already used on this page
 */
export function buildTable(source, marker, { fromDoc, anchors = new Set() }) {
  const { type, names } = shownMembers(source, marker);
  const linkBase = linkBaseFrom(fromDoc);
  /** @param {any[]} children */
  const cell = (children) => ({ type: 'tableCell', children });
  /** Cells whose inline code may wrap between words (see breakable). @param {string} text */
  const short = (text) => inline(text, linkBase).map(breakable);
  /** @param {string} value */
  const code = (value) => [breakable(/** @type {import('mdast').InlineCode} */ ({ type: 'inlineCode', value }))];
  const columns = COLUMNS[type.columns];
  if (!columns) throw new Error(`${marker.type}: unknown columns "${type.columns}"`);
  const rows = names.map((name) => {
    const entry = resolveMember(source, marker.type, name);
    const id = memberAnchor(marker.type, name);
    /** @type {any[]} */
    let nameCell = code(name);
    if (!anchors.has(id)) {
      anchors.add(id);
      // A self-link carrying the id: Docusaurus' Link registers `id` as an
      // anchor, so links to a member's entry are checked by the build.
      const attributes = [stringAttribute('id', id), stringAttribute('href', `#${id}`)];
      nameCell = [{ type: 'mdxJsxTextElement', name: 'a', attributes, children: code(name) }];
    }
    // Between the name and the description; `type` and an enum member's `value` are filled in from the declaration.
    /** @type {Record<string, () => any[]>} */
    const middle = {
      Type: () => short(/** @type {string} */ (entry.type)),
      Default: () => short(entry.default ?? '—'),
      Required: () => [{ type: 'text', value: entry.required ? 'Yes' : 'No' }],
      Value: () => short(/** @type {string} */ (entry.value)),
    };
    return [nameCell, ...columns.slice(1, -1).map((column) => middle[column]()), short(entry.description ?? '')];
  });
  const header = { type: 'tableRow', children: columns.map((c) => cell([{ type: 'text', value: c }])) };
  return {
    type: 'table',
    align: columns.map(() => null),
    // Stacked into cards on phones whatever its number of columns (plugins/table-labels).
    data: { hProperties: { className: ['members-table'] } },
    children: [header, ...rows.map((r) => ({ type: 'tableRow', children: r.map(cell) }))],
  };
}

/**
 * The Caveats list under a members table: one item per shown member that has
 * behaviour statements (edge cases, timing, bugs), each starting with a link to
 * the member's row. Returns the nodes to insert after the table (a "Caveats"
 * paragraph and the list), or an empty array when no shown member has any.
 * @param {MemberSource} source the version's member source
 * @param {Marker} marker
 * @param {{ fromDoc: string }} options
 */
export function buildCaveats(source, marker, { fromDoc }) {
  const linkBase = linkBaseFrom(fromDoc);
  const items = shownMembers(source, marker).names.flatMap((name) => {
    const statements = (resolveMember(source, marker.type, name).behaviour ?? []).map((b) => b.text);
    const link = { type: 'link', url: `#${memberAnchor(marker.type, name)}`, children: [{ type: 'inlineCode', value: name }] };
    const paragraph = { type: 'paragraph', children: [link, { type: 'text', value: ': ' }, ...inline(statements.join(' '), linkBase)] };
    return statements.length ? [{ type: 'listItem', spread: false, children: [paragraph] }] : [];
  });
  if (!items.length) return [];
  return [
    { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: 'Caveats' }] }] },
    { type: 'list', ordered: false, spread: false, data: { hProperties: { className: ['members-caveats'] } }, children: items },
  ];
}
