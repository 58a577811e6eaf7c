// @ts-check
/**
 * A member source as the pages show it: the hand-written entries
 * (descriptions, defaults, behaviour) of api-reference/<version>, in the
 * package's declaration order, each with the `type` and `required` its
 * published declaration gives it (an enum member, its value). A type name in a member's type links to the
 * API page that shows its signature.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageMarkers } from '../../lib/mdx-nodes.mjs';

/**
 * A version's member source as written (api-reference/<version>/index.mjs), or null when it has none.
 * @param {string} version
 * @returns {Promise<import('../../api-reference/schema').MemberSource | null>}
 */
export async function writtenSource(version, root = process.cwd()) {
  const file = join(root, 'api-reference', version, 'index.mjs');
  return existsSync(file) ? (await import(pathToFileURL(file).href)).default : null;
}

/**
 * Type name -> `~/api/types/<page>.mdx#<anchor>` for every signature marker on the
 * version's `api/types` pages (each stands under a heading named after the type).
 * @param {string} docs the version's docs folder
 */
export function typePages(docs) {
  const dir = join(docs, 'api', 'types');
  /** @type {Map<string, string>} */
  const pages = new Map();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
    for (const { name } of pageMarkers(readFileSync(join(dir, file), 'utf8')).signatures)
      pages.set(name.replace(/^.*#/, ''), `~/api/types/${file}#${name.replace(/^.*#/, '').toLowerCase()}`);
  }
  return pages;
}

/**
 * A declared type as inline Markdown: code, with each name that has a type page as a link.
 * @param {string} type
 * @param {Map<string, string>} pages
 */
export function linkedType(type, pages) {
  // The names that have a page become the odd parts; what lies between them stays code.
  const parts = type.replace(/[A-Za-z_$][\w$]*/g, (name) => (pages.has(name) ? `\0${name}\0` : name)).split('\0');
  // Markdown drops one space from each end of a code span that has both; keep them.
  const code = (/** @type {string} */ text) => (!text ? '' : /^ .* $/.test(text) ? `\` ${text} \`` : `\`${text}\``);
  return parts.map((part, i) => (i % 2 ? `[\`${part}\`](${pages.get(part)})` : code(part))).join('');
}

/**
 * @param {import('../../api-reference/schema').MemberSource} source the version's member source (api-reference/<version>/index.mjs)
 * @param {{ declarations: import('../../lib/public-api.mjs').Declarations, docs: string }} with the package's declarations (lib/public-api.mjs) and the version's docs folder
 */
export function withDeclarations(source, { declarations, docs }) {
  const pages = typePages(docs);
  /** @type {Record<string, import('../../api-reference/schema').DocumentedType>} */
  const types = {};
  for (const [name, documented] of Object.entries(source.types)) {
    const shape = declarations.has(name) ? declarations.shape(name) : { kind: 'other', members: [] };
    /** @type {Record<string, import('../../api-reference/schema').Member>} */
    const members = {};
    for (const declared of shape.members) {
      const entry = documented.members[declared.name];
      if (!entry) continue;
      if (shape.kind === 'interface')
        members[declared.name] = { ...entry, type: linkedType(declared.type, pages), required: !declared.optional };
      else if (shape.kind === 'enum') members[declared.name] = { ...entry, value: `\`${declared.type}\`` };
      else members[declared.name] = entry;
    }
    // Entries the package does not declare stay, last, for the checks to name.
    for (const [member, entry] of Object.entries(documented.members)) if (!(member in members)) members[member] = entry;
    types[name] = { ...documented, members };
  }
  return { ...source, types, declarations };
}
