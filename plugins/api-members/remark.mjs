/**
 * Remark plugin: expands `{/* api-members: TypeName *\/}` markers into the
 * members table of that type, built from the page's version member source
 * (src/api-reference/<version>/index.mjs). Runs before Docusaurus' own remark
 * plugins, so the relative `.mdx` links in descriptions are resolved and
 * checked by the build like hand-written ones.
 *
 * Pages of a version without a member source keep their hand-written tables.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { visit } from 'unist-util-visit';
import { buildCaveats, buildTable, parseMarker } from './render.mjs';

const SITE = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** 'versioned_docs/version-1.x/api/x.mdx' -> {version: '1.x', doc: 'api/x.mdx'}; 'docs/x.mdx' -> current */
export function versionOf(file, site = SITE) {
  const rel = relative(site, file).split(sep).join('/');
  let m = /^versioned_docs\/version-([^/]+)\/(.+)$/.exec(rel);
  if (m) return { version: m[1], doc: m[2] };
  m = /^docs\/(.+)$/.exec(rel);
  if (m) return { version: 'current', doc: m[1] };
  return null;
}

const sources = new Map();
export async function loadSource(version, site = SITE) {
  if (!sources.has(version)) {
    const file = join(site, 'src', 'api-reference', version, 'index.mjs');
    sources.set(version, existsSync(file) ? import(pathToFileURL(file).href).then((m) => m.default) : Promise.resolve(null));
  }
  return sources.get(version);
}

/**
 * Inserts the generated members table, and its Caveats list when a shown
 * member has behaviour statements, after every marker of `tree` (an MDX mdast). Shared by the docs build and the Markdown copies of the pages.
 * @param {object} tree
 * @param {object} source the version's member source
 * @param {{ doc: string, path: string, version: string }} where
 */
export function expandMarkers(tree, source, { doc, path, version }) {
  const anchors = new Set();
  visit(tree, 'mdxFlowExpression', (node, index, parent) => {
    const marker = parseMarker(node.value);
    if (!marker || !parent || index === undefined) return undefined;
    if (parent.children[index + 1]?.type === 'table') {
      throw new Error(
        `${path}: the api-members marker for ${marker.type} is followed by a hand-written table; the table is generated from src/api-reference/${version}, delete it`,
      );
    }
    const inserted = [buildTable(source, marker, { fromDoc: doc, anchors }), ...buildCaveats(source, marker, { fromDoc: doc })];
    parent.children.splice(index + 1, 0, ...inserted);
    // Go on after the inserted nodes.
    return index + 1 + inserted.length;
  });
}

export default function remarkApiMembers() {
  return async (tree, vfile) => {
    const where = vfile.path ? versionOf(vfile.path) : null;
    if (!where) return;
    const source = await loadSource(where.version);
    if (!source) return;
    expandMarkers(tree, source, { doc: where.doc, path: vfile.path, version: where.version });
  };
}
