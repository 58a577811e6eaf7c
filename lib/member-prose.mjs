// @ts-check
/**
 * The member-prose check (scripts/check-docs.mjs member-prose): prose does
 * not restate a member's behaviour.
 *
 * A member whose entry in api-reference/<version>/ has `behaviour`
 * statements (when it fires, what a disabled or full zone does, re-measuring,
 * overlap order...) is described there once. Elsewhere, prose that needs the
 * behaviour links to the entry's row anchor (`#usedroppableoptions-dropdisabled`)
 * instead of saying it again in other words, because two descriptions of one
 * member drift apart.
 *
 * Flags every sentence (or list item, or table row) of the version's docs that
 *   - names such a member in inline code (`dropDisabled`, `capacity={0}`),
 *   - uses a behaviour word (fires, runs, touch-down, tap, activates,
 *     disabled, capacity, re-measures, overlap...),
 *   - is not on a page that renders that member's entry (an `api-members`
 *     marker whose table includes it), and
 *   - links to none of the anchors of a member of that name, in that
 *     sentence or elsewhere in its paragraph.
 * Names in IGNORED_NAMES are skipped, each for the reason given.
 * Code blocks, import lines and JSX tags are skipped (proseUnits).
 *
 * Topics (TOPICS) are handled the same way: behaviour that is not one
 * member's, such as drawing order or a sortable list remounting when `data`
 * changes, is described on one owning page (a section anchor, per version).
 * A sentence elsewhere that states it must link to that anchor in its
 * paragraph; the owning page itself is exempt.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SKIP, visit } from 'unist-util-visit';
import { globSync } from './glob.mjs';
import { mdxParser, pageMarkers } from './mdx-nodes.mjs';
import { docVersion } from '../data/versions.mjs';
import { writtenSource } from '../plugins/api-members/declared-source.mjs';
import { memberAnchor, pickedMembers, resolveMember } from '../plugins/api-members/render.mjs';

/**
 * @typedef {import('../api-reference/schema').MemberSource} MemberSource
 * @typedef {{ line: number, text: string, block?: string }} ProseUnit
 * @typedef {{ line: number, member: string, text: string }} Finding
 * @typedef {{ topic: string, code?: string, pattern: RegExp, owner: { page: string, anchor: string | RegExp } }} Topic
 */

/**
 * Words that make a sentence about a member a statement of the behaviour the
 * member entries record: timing against touch-down, activation and release,
 * taps, disabled and full zones, overlap order, re-measuring and
 * re-registering, waiting for animations, changes during a drag. Inline code
 * is removed before matching, so a member name is not a behaviour word.
 */
export const BEHAVIOUR_WORDS =
  /\b(?:touch-?down|touch (?:begins|starts)|taps?|activat\w*|picked up|lifts?|released?|releases|disabled|full|room|refus\w*|passe[sd] (?:it |the \w+ )?on|overlap\w*|wins?|first|re-?measur\w*|measures? (?:itself|themselves|again)|re-?regist\w*|regist\w*(?: \w+)? again|registers? itself|(?:from|out of) the registry|unregister\w*|waits?|animation (?:ends|finishes|is done)|after the animation|mid-drag|during (?:a|the) drag|while (?:a|the) (?:drag|item is dragged))\b/i;

/**
 * Member names not checked, by version, with the reason. Keep this short.
 * @type {Record<string, Record<string, string>>}
 */
export const IGNORED_NAMES = {
  '1.x': {
    data: "the payload every callback receives; sentences name it as what a callback gets, and its one behaviour statement (which render's value the gesture uses) is not about timing",
  },
  current: {
    data: 'the payload every callback receives; sentences name it as what a callback gets, not its behaviour',
  },
};

/**
 * Members with behaviour statements: Map<name, Set<anchor>>, where the
 * anchors are those of every type that has a member of that name (any of
 * them is an entry a sentence may link to).
 * @param {MemberSource} source
 * @returns {Map<string, Set<string>>}
 */
export function behaviourMembers(source) {
  const entries = Object.entries(source.types).flatMap(([type, { members }]) => Object.keys(members ?? {}).map((member) => [type, member]));
  const names = new Set(entries.filter(([t, m]) => resolveMember(source, t, m).behaviour?.length).map(([, m]) => m));
  return new Map([...names].map((n) => [n, new Set(entries.filter(([, m]) => m === n).map(([type, m]) => memberAnchor(type, m)))]));
}

/** Member names whose entries a page renders, from its `api-members` markers. @param {string} text @param {MemberSource} source */
export function renderedMembers(text, source) {
  return new Set(
    pageMarkers(text).members.flatMap((marker) =>
      source.types[marker.type] ? pickedMembers(Object.keys(source.types[marker.type].members ?? {}), marker) : [],
    ),
  );
}

/**
 * Prose units of a Markdown/MDX page, as the site parses it: one per sentence of a paragraph
 * or heading (`block`: the whole paragraph), or per table cell (`block`: its row). Front matter,
 * code, ESM, JSX tags, expressions and admonition titles are not prose.
 * @param {string} text
 * @returns {ProseUnit[]}
 */
export function proseUnits(text) {
  /** @type {ProseUnit[]} */
  const units = [];
  /** The node's source on one line. @param {import('unist').Node} node */
  const raw = (node) =>
    text
      .slice(node.position?.start.offset, node.position?.end.offset)
      .replace(/\s*\n\s*(?:>\s*)?/g, ' ')
      .trim();
  visit(mdxParser.parse(text), (node) => {
    const line = node.position?.start.line ?? 0;
    const block = raw(node);
    if (node.type === 'tableRow') {
      for (const cell of /** @type {import('mdast').TableRow} */ (node).children)
        units.push({
          line,
          text: raw(cell)
            .replace(/^\||\|$/g, '')
            .trim(),
          block,
        });
      return SKIP;
    }
    if ((node.type !== 'paragraph' && node.type !== 'heading') || /** @type {any} */ (node).data?.directiveLabel) return undefined;
    // A sentence ends at ., ! or ? before a space and a capital, a backtick, bold or a link, outside inline code.
    let start = 0;
    let inCode = false;
    for (let k = 0; k < block.length; k++) {
      if (block[k] === '`') inCode = !inCode;
      if (!inCode && /[.!?]/.test(block[k]) && block[k + 1] === ' ' && /[A-Z`*[(]/.test(block[k + 2] ?? '')) {
        units.push({ line, text: block.slice(start, k + 1).trim(), block });
        start = k + 2;
      }
    }
    units.push({ line, text: block.slice(start).trim(), block });
    return SKIP;
  });
  return units.filter((u) => u.text);
}

/** Member names a sentence mentions in inline code: `dropDisabled`, `capacity={0}`, `Draggable.onDragStart`. @param {string} sentence */
export function codeMentions(sentence) {
  const names = [...sentence.matchAll(/`([^`]+)`/g)].map((m) => /^(?:[A-Za-z_$][\w$]*\.)?([A-Za-z_$][\w$]*)/.exec(m[1].trim())?.[1]);
  return new Set(/** @type {string[]} */ (names.filter(Boolean)));
}

/** Anchors a sentence links to (`...#usedroppableoptions-dropdisabled`). @param {string} sentence */
export function linkedAnchors(sentence) {
  return new Set([...sentence.matchAll(/\]\([^)\s]*#([\w-]+)\)/g)].map((m) => m[1]));
}

/**
 * Findings for one page: [{line, member, text}]. A link to the member's entry
 * anywhere in the same paragraph, list item or table row counts, so a
 * paragraph links a member once rather than in every sentence.
 * @param {string} text
 * @param {{ members: Map<string, Set<string>>, rendered?: Set<string>, ignored?: Record<string, string> }} options
 * @returns {Finding[]}
 */
export function checkPage(text, { members, rendered = new Set(), ignored = {} }) {
  /** @type {Finding[]} */
  const findings = [];
  for (const unit of proseUnits(text)) {
    if (!BEHAVIOUR_WORDS.test(unit.text.replace(/`[^`]*`/g, ''))) continue;
    const links = linkedAnchors(unit.block ?? unit.text);
    for (const name of codeMentions(unit.text)) {
      const anchors = members.get(name);
      if (!anchors || rendered.has(name) || Object.hasOwn(ignored, name)) continue;
      if ([...anchors].some((a) => links.has(a))) continue;
      findings.push({ line: unit.line, member: name, text: unit.text });
    }
  }
  return findings;
}

/** The topics both versions have; each version adds its own owner (TOPICS). */
const SHARED_TOPICS = {
  zOrder: {
    topic: 'drawing order (z-order)',
    pattern: /\b(?:drawn (?:over|above|below|under|on top)|slides? under|covers? (?:it|an earlier one)|draws siblings in order)\b/i,
  },
  remount: {
    topic: 'a Sortable remounts when the ids in `data` change',
    pattern: /\b(?:remounts? (?:the|its) (?:whole |inner )?list|(?:list|it) remounts|mounts a (?:fresh|new) list)\b/i,
  },
  containerHeight: {
    topic: '`containerHeight` sets the auto-scroll edges',
    code: 'containerHeight',
    pattern: /\b(?:auto-?scroll\w*|500|on mount|visible (?:area|size|height))\b/i,
  },
  registrationGap: {
    topic: 'the re-registration gap: zones leave the registry and register again when the context value changes',
    pattern: /\b(?:re-?regist\w*|regist\w* again)\b/i,
  },
};
/** The re-registration gap's owner, the same page and section in both versions. */
const GAP_OWNER = { page: 'guides/troubleshooting.mdx', anchor: 'a-quick-release-over-a-zone-sometimes-sends-the-item-back' };

/**
 * Behaviour described once, on its owner's page, by version: `pattern`
 * finds a sentence that states it (inline code removed first, except where
 * `code` names the inline code the sentence must also mention), `owner` is
 * the owning page (relative to the version's docs folder) and the anchor
 * other pages link to.
 * @type {Record<string, Topic[]>}
 */
export const TOPICS = {
  current: [
    { ...SHARED_TOPICS.zOrder, owner: { page: 'components/draggable.mdx', anchor: 'keep-it-on-top' } },
    { ...SHARED_TOPICS.remount, owner: { page: 'api/components/sortable.mdx', anchor: 'sortableprops-data' } },
    // Any entry of a `containerHeight` member (lists, grids, hooks) owns it for its component.
    { ...SHARED_TOPICS.containerHeight, owner: { page: 'api/components/sortable-item.mdx', anchor: /-containerheight$/ } },
    { ...SHARED_TOPICS.registrationGap, owner: GAP_OWNER },
    {
      topic: "when a Draggable's drag activates on each platform, taps included",
      pattern: /\bRNPanHandler\b|\b(?:a|the) tap\b[^.]*\biOS\b|\biOS\b[^.]*\b(?:a|the) tap\b/i,
      // Either entry of `preDragDelay` (the hook's option or the component's prop).
      owner: { page: 'api/types/draggable-types.mdx', anchor: /-predragdelay$/ },
    },
  ],
  '1.x': [
    { ...SHARED_TOPICS.zOrder, owner: { page: 'components/draggable.mdx', anchor: 'keep-it-on-top' } },
    { ...SHARED_TOPICS.remount, owner: { page: 'components/sortable.mdx', anchor: 'save-the-new-order' } },
    { ...SHARED_TOPICS.containerHeight, owner: { page: 'components/sortable.mdx', anchor: 'auto-scroll' } },
    { ...SHARED_TOPICS.registrationGap, owner: GAP_OWNER },
  ],
};

/**
 * Findings for one page against the version's topics: [{line, member, text}],
 * `member` naming the topic. `rendered` are the members whose entries the
 * page shows: a page that renders the entry a `code` topic names is exempt.
 * @param {string} text
 * @param {string} page
 * @param {Topic[]} topics
 * @param {Set<string>} [rendered]
 * @returns {Finding[]}
 */
export function checkTopics(text, page, topics, rendered = new Set()) {
  /** @type {Finding[]} */
  const findings = [];
  for (const unit of proseUnits(text)) {
    // A heading names a problem; the section under it is what must link.
    if (unit.text.startsWith('#')) continue;
    // A sentence naming where the code was read ("Read in … RNPanHandler.m") cites a source; it describes nothing.
    if (/^Read in\b/.test(unit.text)) continue;
    // A table row is read whole (a platform in one cell, what it does in the next), inline code included.
    const subject = unit.block?.startsWith('|') ? unit.block : unit.text;
    const links = [...linkedAnchors(unit.block ?? unit.text)];
    for (const { topic, code, pattern, owner } of topics) {
      if (page === owner.page) continue;
      if (links.some((a) => (typeof owner.anchor === 'string' ? a === owner.anchor : owner.anchor.test(a)))) continue;
      if (code && (!codeMentions(unit.text).has(code) || rendered.has(code))) continue;
      if (!pattern.test(subject)) continue;
      if (findings.some((f) => f.line === unit.line && f.member === topic)) continue;
      findings.push({ line: unit.line, member: topic, text: subject });
    }
  }
  return findings;
}

/** @param {string} name @param {{ root?: string }} [options] */
export async function checkVersion(name, { root = process.cwd() } = {}) {
  const version = docVersion(name);
  const source = /** @type {MemberSource} */ (await writtenSource(name, root));
  const members = behaviourMembers(source);
  const docsDir = join(root, version.docs);
  const results = [];
  for (const file of globSync(docsDir, /\.mdx?$/)) {
    const page = relative(docsDir, file).replace(/\\/g, '/');
    const text = readFileSync(file, 'utf8');
    const rendered = renderedMembers(text, source);
    const findings = [
      ...checkPage(text, { members, rendered, ignored: IGNORED_NAMES[name] ?? {} }),
      ...checkTopics(text, page, TOPICS[name] ?? [], rendered),
    ];
    results.push(...findings.map((f) => ({ file: relative(root, file), ...f })));
  }
  return results;
}
