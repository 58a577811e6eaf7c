import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { globSync } from '../../lib/glob.mjs';
import { DOC_VERSIONS, routeBase } from '../../data/versions.mjs';

/**
 * The routes the end-to-end walks visit, read from the build they run
 * against (SITE_DIR, else build/, as the Playwright config serves it): every
 * page the build wrote (an `index.html`), each doc page with the title its
 * MDX source gives it. Adding a page is its MDX file and sidebars.ts; nothing here.
 */
const BUILD = process.env.SITE_DIR ?? 'build';
if (!existsSync(BUILD)) throw new Error(`No build in ${BUILD}/: the route lists are read from it; run \`npx docusaurus build\` first.`);

/** Every route the build has a page for (a version's root, /docs/1.x, is a page that leads to its intro). */
const BUILT: string[] = globSync(BUILD, /(^|[\\/])index\.html$/).map(
  (file: string) =>
    `/${relative(BUILD, file)
      .replace(/\\/g, '/')
      .replace(/\/?index\.html$/, '')}`,
);

export type DocRoute = { path: string; title: string; id: string; version: string };

/** The docs versions the site serves (data/versions.mjs): the current one at /docs, the archive at /docs/1.x. */
export const VERSIONS = DOC_VERSIONS.map((version) => ({
  name: version.name,
  label: version.label,
  folder: version.docs,
  prefix: routeBase(version),
}));
type Version = (typeof VERSIONS)[number];

/** The version a built route belongs to: the one with the longest matching prefix (/docs/1.x/… is the archive's). */
const versionOfRoute = (path: string) =>
  [...VERSIONS].sort((a, b) => b.prefix.length - a.prefix.length).find((version) => path.startsWith(`${version.prefix}/`));

/** The title in a page's front matter. */
const titleOf = (file: string | undefined) =>
  (file &&
    /^title:\s*(.+)$/m
      .exec(readFileSync(file, 'utf8'))?.[1]
      .trim()
      .replace(/^['"]|['"]$/g, '')) ??
  '';

function docRoutes(version: Version): DocRoute[] {
  return BUILT.filter((path) => versionOfRoute(path) === version && !VERSIONS.some((v) => v.prefix === path)).map((path) => {
    const id = path.slice(version.prefix.length + 1);
    const title = titleOf(['.mdx', '.md'].map((ext) => `${version.folder}/${id}${ext}`).find((file) => existsSync(file)));
    return { path, title, id, version: version.name };
  });
}

/** The doc ids of a version's page files (docs/**.mdx), to compare with what the build holds. */
export const sourceDocIds = (version: Version): string[] =>
  globSync(version.folder, /\.mdx?$/).map((file: string) => file.slice(version.folder.length + 1).replace(/\.mdx?$/, ''));

/** Every doc route of the current version (at /docs), with the title its page must show. */
export const DOC_ROUTES: DocRoute[] = docRoutes(VERSIONS[0]);

/** The doc routes of the 1.x archive, at /docs/1.x/…. */
export const ARCHIVE_DOC_ROUTES: DocRoute[] = docRoutes(VERSIONS[1]);

/** The doc pages of both versions. */
export const VERSIONED_DOC_ROUTES: DocRoute[] = [...DOC_ROUTES, ...ARCHIVE_DOC_ROUTES];

/** The pages outside /docs (/, /markdown-page, /search). */
const PAGE_ROUTES = BUILT.filter((path) => path !== '/docs' && !path.startsWith('/docs/'));

/** Every route of the current version: the pages outside /docs, /docs itself and its doc pages. */
export const ALL_ROUTES = [...PAGE_ROUTES, '/docs', ...DOC_ROUTES.map((r) => r.path)];

/** Every route of the site, both docs versions: the current version's, then /docs/1.x and its pages. */
export const EVERY_ROUTE = [...ALL_ROUTES, VERSIONS[1].prefix, ...ARCHIVE_DOC_ROUTES.map((r) => r.path)];

/** The example pages of both versions: each has a live demo. */
export const EXAMPLE_ROUTES = EVERY_ROUTE.filter((path) => /^\/docs\/(1\.x\/)?examples\//.test(path));

/** The 51 doc ids the spec lists (§2): both versions must have each. */
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

/** The routes the spec lists (§2): its pages outside /docs, /docs, and its 51 doc pages. */
export const SPEC_ROUTES = ['/', '/markdown-page', '/search', '/docs', ...SPEC_DOC_IDS.map((id) => `/docs/${id}`)];
