/**
 * Remark plugin: expands `{/* api-members: TypeName *\/}` markers into the
 * members table of that type, built from the page's version member source
 * (api-reference/<version>/index.mjs), and `{/* signature: Name *\/}`
 * markers into a `ts signature` code block printed from the version's
 * published type definitions. Runs before Docusaurus' own remark plugins, so
 * the relative `.mdx` links in descriptions are resolved and checked by the
 * build like hand-written ones, and the code block is highlighted like any
 * other.
 *
 * Pages of a version without a member source keep their hand-written tables.
 */
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visit } from 'unist-util-visit';
import { DOC_VERSIONS, docVersion } from '../../data/versions.mjs';
import { declarationsOf } from '../../lib/public-api.mjs';
import { withDeclarations, writtenSource } from './declared-source.mjs';
import { parseMarker, parseSignatureMarker } from '../../lib/mdx-nodes.mjs';
import { buildCaveats, buildTable } from './render.mjs';

const SITE = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {ReturnType<typeof withDeclarations>} DeclaredSource a member source with its package's declarations
 */

/**
 * 'versioned_docs/version-1.x/api/x.mdx' -> {version: '1.x', doc: 'api/x.mdx'}; 'docs/x.mdx' -> current; else null
 * @param {string} file
 */
export function versionOf(file, site = SITE) {
  const rel = relative(site, file).split(sep).join('/');
  const version = DOC_VERSIONS.find((v) => rel.startsWith(`${v.docs}/`));
  return version ? { version: version.name, doc: rel.slice(version.docs.length + 1) } : null;
}

/** @type {Map<string, Promise<DeclaredSource | null>>} */
const sources = new Map();
/**
 * The version's member source with each member's `type` and `required`
 * filled in from the package's declarations (lib/public-api.mjs, declared-source.mjs), or null.
 * @param {string} version
 * @returns {Promise<DeclaredSource | null>}
 */
export function loadSource(version, site = SITE) {
  const { docs } = docVersion(version);
  /** @param {import('../../api-reference/schema').MemberSource | null} source */
  const declared = (source) =>
    source && withDeclarations(source, { declarations: declarationsOf(docVersion(version), site), docs: join(site, docs) });
  if (!sources.has(version)) sources.set(version, writtenSource(version, site).then(declared));
  return /** @type {Promise<DeclaredSource | null>} */ (sources.get(version));
}

/**
 * Inserts the generated members table, and its Caveats list when a shown
 * member has behaviour statements, after every members marker of `tree` (an
 * MDX mdast), and the declaration after every signature marker. Shared by the
 * docs build and the Markdown copies of the pages.
 * @param {import('mdast').Root} tree
 * @param {DeclaredSource} source the version's member source, from loadSource
 * @param {{ doc: string, path: string, version: string }} where
 */
export function expandMarkers(tree, source, { doc, path, version }) {
  /** @type {Set<string>} */
  const anchors = new Set();
  visit(tree, 'mdxFlowExpression', (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const signature = parseSignatureMarker(node.value);
    if (signature) {
      if (parent.children[index + 1]?.type === 'code') {
        throw new Error(`${path}: the signature marker for ${signature} is followed by a hand-written code block; delete the block`);
      }
      /** @type {import('mdast').Code} */
      const code = { type: 'code', lang: 'ts', meta: 'signature', value: source.declarations.signature(signature) };
      parent.children.splice(index + 1, 0, code);
      return index + 2;
    }
    const marker = parseMarker(node.value);
    if (!marker) return undefined;
    if (parent.children[index + 1]?.type === 'table') {
      throw new Error(
        `${path}: the api-members marker for ${marker.type} is followed by a hand-written table; the table is generated from api-reference/${version}, delete it`,
      );
    }
    const inserted = [buildTable(source, marker, { fromDoc: doc, anchors }), ...buildCaveats(source, marker, { fromDoc: doc })];
    parent.children.splice(index + 1, 0, .../** @type {import('mdast').RootContent[]} */ (inserted));
    // Go on after the inserted nodes.
    return index + 1 + inserted.length;
  });
}

export default function remarkApiMembers() {
  /** @param {import('mdast').Root} tree @param {import('vfile').VFile} vfile */
  return async (tree, vfile) => {
    const where = vfile.path ? versionOf(vfile.path) : null;
    if (!where) return;
    const source = await loadSource(where.version);
    if (!source) return;
    expandMarkers(tree, source, { doc: where.doc, path: vfile.path, version: where.version });
  };
}
