/**
 * Where each public name of the package (export, prop, option, return field, enum member, type; read
 * from its declarations) is defined in one docs version: name → the pages that define it, best first,
 * at its entry's anchor. Computed during the build and indexed (build-index.mjs), so that a query that
 * is the name finds these pages first. A name is defined by a members table (an `api-members` marker:
 * the type at its heading, each member at its row; API pages, then `pick=` tables, then guide pages),
 * else by a page titled with the name, or a heading that is the name.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { globSync } from '../../lib/glob.mjs';
import { docVersion } from '../../data/versions.mjs';
import { declarationsOf } from '../../lib/public-api.mjs';
import { pageMarkers } from '../../lib/mdx-nodes.mjs';
import { memberAnchor, pickedMembers } from '../api-members/render.mjs';

/** @typedef {import('../../data/versions.mjs').DocVersion} DocVersion */

/** Docusaurus' heading id: lowercase, punctuation dropped, spaces to hyphens. @param {string} text */
export function headingId(text) {
  const explicit = /\{#([^}]+)\}\s*$/.exec(text);
  if (explicit) return explicit[1];
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** @param {string} text */
const plain = (text) =>
  text
    .replace(/\{#[^}]+\}\s*$/, '')
    .replace(/`/g, '')
    .trim();

/** The public names of one version's package, from its declarations. @param {DocVersion} version */
export function publicNames(version) {
  const { exports, declarations } = declarationsOf(version);
  const names = new Set(exports.map((e) => e.name));
  for (const [type, { members }] of declarations) {
    names.add(type.replace(/^.*#/, ''));
    for (const member of members) if (!member.startsWith('[')) names.add(member);
  }
  return [...names].sort();
}

/**
 * name → [`${route}page#anchor`, ...] for one version: one anchor per page.
 * @param {DocVersion} version
 * @param {string[]} names
 * @param {string} route where the version's pages are served
 * @returns {Record<string, string[]>}
 */
function definitionsOf(version, names, route) {
  const wanted = new Set(names);
  const { declarations } = declarationsOf(version);
  /** @type {Map<string, string[]>[]} */
  const tiers = [new Map(), new Map(), new Map(), new Map(), new Map()];
  /** @param {number} tier @param {string} key @param {string} target */
  const add = (tier, key, target) => wanted.has(key) && tiers[tier].set(key, [...(tiers[tier].get(key) ?? []), target]);
  for (const file of globSync(version.docs, /\.mdx?$/)) {
    const page = relative(version.docs, file)
      .replace(/\\/g, '/')
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '');
    const text = readFileSync(file, 'utf8');
    const title = /^---\n[\s\S]*?^title:\s*(.+?)\s*$[\s\S]*?^---/m.exec(text)?.[1]?.replace(/^['"]|['"]$/g, '');
    if (title) add(3, plain(title), page);
    const { members, headings } = pageMarkers(text);
    for (const { text: heading } of headings) add(4, plain(heading), `${page}#${headingId(plain(heading))}`);
    for (const marker of members) {
      const heading = headings.filter((h) => h.line < marker.line).pop();
      const id = heading ? headingId(plain(heading.text)) : '';
      // A guide page that picks a few members introduces them; its full tables are reference, like an API page's.
      const tier = marker.pick ? 1 : page.startsWith('api/') ? 0 : 2;
      add(tier, marker.type.replace(/^.*#/, ''), id ? `${page}#${id}` : page);
      for (const member of marker.pick ?? pickedMembers(declarations.get(marker.type)?.members ?? [], marker))
        add(tier, member, `${page}#${memberAnchor(marker.type, member)}`);
    }
  }
  /** @type {Record<string, string[]>} */
  const out = Object.create(null);
  for (const key of [...wanted].sort()) {
    // A name with a members-table entry is defined there; a heading of that name elsewhere only discusses it.
    const fromTables = tiers.slice(0, 3).some((tier) => tier.has(key));
    const targets = (fromTables ? tiers.slice(0, 3) : tiers).flatMap((tier) => tier.get(key) ?? []);
    const pages = targets.map((target) => target.split('#')[0]);
    const first = targets.filter((_, i) => pages.indexOf(pages[i]) === i);
    if (first.length > 0) out[key] = first.map((target) => `${route}${target}`);
  }
  return out;
}

/**
 * name → ['/docs/…/page#anchor', …] for the docs version named `name`
 * ('current', '1.x') whose pages are served under `route` ('/docs/').
 * @param {string} name
 * @param {string} route
 */
export function identifiersOf(name, route) {
  const version = docVersion(name);
  return { identifiers: definitionsOf(version, publicNames(version), route) };
}
