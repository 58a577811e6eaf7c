import { readFileSync } from 'node:fs';
import { globSync } from '../../scripts/lib/glob.mjs';

/** Every doc route of spec §2 with the title its page must show. */
export const DOC_ROUTES: { path: string; title: string }[] = globSync('docs', /\.mdx?$/).map(
  (file: string) => {
    const source = readFileSync(file, 'utf8');
    const title = /^title:\s*(.+)$/m.exec(source)?.[1].trim().replace(/^['"]|['"]$/g, '') ?? '';
    return { path: `/${file.replace(/\.mdx?$/, '')}`, title };
  },
);

/** The spec §2 route table: the pages outside /docs, then /docs itself. */
export const PAGE_ROUTES = ['/', '/markdown-page', '/search'];

export const ALL_ROUTES = [...PAGE_ROUTES, '/docs', ...DOC_ROUTES.map((r) => r.path)];

/** The doc ids the spec lists; a stray or missing page file fails the route test. */
export const SPEC_DOC_IDS = [
  'intro',
  ...['basic-concepts', 'installation', 'quick-start', 'setup-provider'].map((p) => `getting-started/${p}`),
  ...['draggable', 'droppable', 'sortable', 'sortable-item'].map((p) => `components/${p}`),
  ...['DragDropContext', 'DropProvider'].map((p) => `context/${p}`),
  ...['useDraggable', 'useDroppable', 'useSortable', 'useSortableList'].map((p) => `hooks/${p}`),
  ...[
    'advanced-features', 'axis-constraints', 'basic-drag-drop', 'bounded-dragging', 'capacity-limits',
    'collision-detection', 'custom-animations', 'drag-handles', 'drop-zones', 'sortable-lists', 'visual-feedback',
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
