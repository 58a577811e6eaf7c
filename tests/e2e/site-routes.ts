import { readFileSync } from 'node:fs';
import { globSync } from '../../lib/glob.mjs';
import { DOC_VERSIONS, routeBase } from '../../src/data/versions.mjs';

export type DocRoute = { path: string; title: string; id: string; version: string };

/** The docs versions the site serves (src/data/versions.mjs): the current one at /docs, the archive at /docs/1.x. */
export const VERSIONS = DOC_VERSIONS.map((version) => ({
  name: version.name,
  label: version.label,
  folder: version.docs,
  prefix: routeBase(version),
}));

function docRoutes(version: (typeof VERSIONS)[number]): DocRoute[] {
  return globSync(version.folder, /\.mdx?$/).map((file: string) => {
    const source = readFileSync(file, 'utf8');
    const title =
      /^title:\s*(.+)$/m
        .exec(source)?.[1]
        .trim()
        .replace(/^['"]|['"]$/g, '') ?? '';
    const id = file.slice(version.folder.length + 1).replace(/\.mdx?$/, '');
    return { path: `${version.prefix}/${id}`, title, id, version: version.name };
  });
}

/** Every doc route of the current version (at /docs), with the title its page must show. */
export const DOC_ROUTES: DocRoute[] = docRoutes(VERSIONS[0]);

/** The same pages in the 1.x archive, at /docs/1.x/…. */
export const ARCHIVE_DOC_ROUTES: DocRoute[] = docRoutes(VERSIONS[1]);

/** The doc pages of both versions. */
export const VERSIONED_DOC_ROUTES: DocRoute[] = [...DOC_ROUTES, ...ARCHIVE_DOC_ROUTES];

/** The pages outside /docs. */
const PAGE_ROUTES = ['/', '/markdown-page', '/search'];

/** Every route of the current version: the pages outside /docs, /docs itself and its doc pages (the spec's 51 and the current-only ones). */
export const ALL_ROUTES = [...PAGE_ROUTES, '/docs', ...DOC_ROUTES.map((r) => r.path)];

/** Every route of the site, both docs versions: the current version's, then /docs/1.x and its 51 pages. */
export const EVERY_ROUTE = [...ALL_ROUTES, '/docs/1.x', ...ARCHIVE_DOC_ROUTES.map((r) => r.path)];

/** The example pages of both versions: each has a live demo. */
export const EXAMPLE_ROUTES = EVERY_ROUTE.filter((path) => /^\/docs\/(1\.x\/)?examples\//.test(path));

/** The doc ids the site must have; a stray or missing page file fails the route test. */
export const SPEC_DOC_IDS = [
  'intro',
  ...['basic-concepts', 'installation', 'quick-start', 'setup-provider'].map((p) => `getting-started/${p}`),
  ...['draggable', 'droppable', 'sortable', 'sortable-item'].map((p) => `components/${p}`),
  ...['DragDropContext', 'DropProvider'].map((p) => `context/${p}`),
  ...['useDraggable', 'useDroppable', 'useSortable', 'useSortableList'].map((p) => `hooks/${p}`),
  ...[
    'advanced-features',
    'axis-constraints',
    'basic-drag-drop',
    'bounded-dragging',
    'capacity-limits',
    'collision-detection',
    'custom-animations',
    'drag-handles',
    'drop-zones',
    'sortable-lists',
    'visual-feedback',
  ].map((p) => `examples/${p}`),
  ...['accessibility', 'animations', 'collision-algorithms', 'constraints-bounds', 'performance', 'troubleshooting'].map(
    (p) => `guides/${p}`,
  ),
  'api/overview',
  ...['draggable', 'droppable', 'sortable', 'sortable-item'].map((p) => `api/components/${p}`),
  ...['DragDropContext', 'DropProvider'].map((p) => `api/context/${p}`),
  ...['useDraggable', 'useDroppable', 'useSortable', 'useSortableList'].map((p) => `api/hooks/${p}`),
  ...['context-types', 'draggable-types', 'droppable-types', 'enums', 'sortable-types'].map((p) => `api/types/${p}`),
  ...['animation-functions', 'collision-algorithms', 'helper-functions'].map((p) => `api/utilities/${p}`),
];

/**
 * Pages of the current version only: the 2.0.0 exports that 1.1.0 did not
 * have, the guides for them, the migration guide, the release notes, the AI
 * and agents page, and the examples and recipes built on 2.0.0. The 1.x
 * archive keeps the spec's 51 pages.
 */
export const CURRENT_ONLY_DOC_IDS = [
  ...['migrating-from-1x', 'release-notes', 'ai-tools'].map((p) => `getting-started/${p}`),
  'components/sortable-grid',
  'hooks/useHorizontalSortable',
  ...['sortable-grid', 'sortable-grid-item'].map((p) => `api/components/${p}`),
  ...['useGridSortable', 'useGridSortableList', 'useHorizontalSortable', 'useHorizontalSortableList'].map((p) => `api/hooks/${p}`),
  ...[
    'sortable-grid',
    'horizontal-sortable',
    'board-of-lists',
    'conditional-drop',
    'scrolling-drop-zone',
    'persisted-order',
    'long-lists',
  ].map((p) => `examples/${p}`),
];
