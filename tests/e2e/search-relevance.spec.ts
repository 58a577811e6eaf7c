import { mkdirSync, writeFileSync } from 'node:fs';
import { test, expect, waitForHydration } from './fixtures';
import { searchAll } from './search-worker';
import { CURRENT_VERSION, DOC_VERSIONS, routeBase } from '../../data/versions.mjs';

/**
 * Search relevance (how suggestions are ranked): realistic reader queries, each with
 * the page(s) a reader expects among the first 3 suggestions. Runs the
 * site's search worker, in the browser, against the production build.
 * Prints the hit rate (share of queries with an expected page in the top 3)
 * and the mean reciprocal rank (over the 8 suggestions), and writes them
 * to test-results/search-relevance.json (current) and search-relevance-1.x.json.
 * Runs once per docs version, from a page of that version, against its index.
 */

const EXPECTATIONS: Array<[query: string, pages: string[]]> = [
  // Prop, hook, component and type names.
  [
    'dragBoundsRef',
    [
      'examples/bounded-dragging',
      'guides/constraints-bounds',
      'components/draggable',
      'api/components/draggable',
      'api/types/draggable-types',
    ],
  ],
  ['dragAxis', ['examples/axis-constraints', 'guides/constraints-bounds', 'api/types/draggable-types', 'api/components/draggable']],
  [
    'onStateChange',
    [
      'examples/visual-feedback',
      'api/types/draggable-types',
      'api/components/draggable',
      'hooks/useDraggable',
      'getting-started/basic-concepts',
    ],
  ],
  [
    'onDragStart',
    ['api/components/draggable', 'api/types/draggable-types', 'components/draggable', 'hooks/useDraggable', 'guides/troubleshooting'],
  ],
  [
    'onDrop',
    ['components/droppable', 'api/components/droppable', 'examples/drop-zones', 'hooks/useDroppable', 'api/types/droppable-types'],
  ],
  ['getDroppedItems', ['context/DropProvider', 'api/context/DropProvider', 'api/types/context-types']],
  ['DropProvider', ['context/DropProvider', 'api/context/DropProvider']],
  ['DragDropContext', ['context/DragDropContext', 'api/context/DragDropContext']],
  ['useSortableList', ['hooks/useSortableList', 'api/hooks/useSortableList']],
  ['useDroppable', ['hooks/useDroppable', 'api/hooks/useDroppable']],
  ['SortableItem', ['components/sortable-item', 'api/components/sortable-item']],
  ['DraggableState', ['api/types/enums']],
  ['GestureHandlerRootView', ['getting-started/installation', 'guides/troubleshooting', 'getting-started/setup-provider']],
  ['draggable props', ['api/components/draggable', 'api/types/draggable-types']],
  ['dropped items map', ['api/types/context-types', 'context/DropProvider', 'api/context/DropProvider']],
  // Tasks, in a reader's words.
  ['limit items in a drop zone', ['examples/capacity-limits']],
  ['keep item inside container', ['examples/bounded-dragging', 'guides/constraints-bounds']],
  ['lock to horizontal axis', ['examples/axis-constraints', 'guides/constraints-bounds']],
  ['reorder items in a list', ['examples/sortable-lists', 'components/sortable', 'api/components/sortable', 'hooks/useSortableList']],
  ['drag handle', ['examples/drag-handles']],
  ['center collision algorithm', ['guides/collision-algorithms', 'api/utilities/collision-algorithms', 'examples/collision-detection']],
  ['custom animation', ['examples/custom-animations', 'guides/animations', 'api/utilities/animation-functions']],
  ['spring animation', ['guides/animations', 'api/utilities/animation-functions', 'examples/custom-animations']],
  ['screen reader', ['guides/accessibility']],
  ['highlight drop zone on hover', ['examples/visual-feedback', 'components/droppable', 'examples/drop-zones', 'hooks/useDroppable']],
  ['horizontal sortable', ['examples/sortable-lists', 'components/sortable', 'api/components/sortable', 'api/hooks/useSortableList']],
  ['babel plugin', ['getting-started/installation']],
  ['peer dependencies', ['getting-started/installation']],
  ['install', ['getting-started/installation']],
  ['quick start', ['getting-started/quick-start']],
  ['setup provider', ['getting-started/setup-provider', 'context/DropProvider']],
  ['performance', ['guides/performance']],
  ['helper functions', ['api/utilities/helper-functions']],
  ['api reference', ['api/overview']],
  ['sortable types', ['api/types/sortable-types']],
  ['visual feedback', ['examples/visual-feedback']],
  // Typos.
  ['dragable', ['components/draggable', 'api/components/draggable']],
  ['sortabel', ['components/sortable', 'api/components/sortable']],
  ['colision detection', ['examples/collision-detection', 'guides/collision-algorithms']],
  ['acessibility', ['guides/accessibility']],
  ['troubleshoting', ['guides/troubleshooting']],
  ['capacty limits', ['examples/capacity-limits']],
  // Words readers bring from other libraries (plugins/search/vocabulary.json).
  ['onReorder', ['components/sortable', 'hooks/useSortableList', 'api/components/sortable', 'examples/sortable-lists']],
  ['kanban', ['examples/board-of-lists', 'examples/advanced-features', 'examples/drop-zones']],
  ['move between lists', ['examples/board-of-lists', 'examples/advanced-features', 'examples/drop-zones', 'components/droppable']],
  [
    'scroll while dragging',
    ['examples/scrolling-drop-zone', 'components/sortable', 'components/sortable-item', 'guides/constraints-bounds'],
  ],
];

/** Each docs version has its own index; the same queries must work in both. */
const VERSIONS = DOC_VERSIONS.map((version) => ({
  name: version.name,
  start: `${routeBase(version)}/intro`,
  prefix: `${routeBase(version)}/`,
  report: `test-results/search-relevance${version === CURRENT_VERSION ? '' : `-${version.name}`}.json`,
}));

for (const version of VERSIONS) {
  test(`at least 90% of reader queries find an expected page in the top 3, in the browser, ${version.name} docs (§9)`, async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    await page.goto(version.start);
    await waitForHydration(page);
    const answers = (
      await searchAll(
        page,
        EXPECTATIONS.map(([query]) => query),
      )
    ).map((answer) => (answer.kind === 'results' ? answer.hits.map((hit) => hit.url) : []));

    const rows = EXPECTATIONS.map(([query, pages], i) => {
      // A hit in the other version's pages counts as a miss.
      const found = answers[i].map((url) => {
        const path = url.split('#')[0];
        return path.startsWith(version.prefix) && !(version.name === 'current' && path.startsWith('/docs/1.x/'))
          ? path.slice(version.prefix.length).replace(/\/$/, '')
          : `(other version) ${path}`;
      });
      const rank = found.findIndex((path) => pages.includes(path)) + 1;
      return { query, rank, hit: rank >= 1 && rank <= 3, top3: found.slice(0, 3) };
    });
    const hitRate = rows.filter((row) => row.hit).length / rows.length;
    const mrr = rows.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / rows.length;

    const lines = rows.map(
      (row) => `${row.hit ? 'hit ' : 'MISS'} ${String(row.rank || '-').padStart(2)}  ${row.query.padEnd(30)} ${row.top3.join(', ')}`,
    );
    console.log(
      [
        `search relevance (${version.name}): ${rows.length} queries, hit rate (top 3) ${(hitRate * 100).toFixed(1)}%, MRR ${mrr.toFixed(3)}`,
        ...lines,
      ].join('\n'),
    );
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      version.report,
      JSON.stringify({ version: version.name, queries: rows.length, hitRateTop3: hitRate, meanReciprocalRank: mrr, rows }, null, 2),
    );

    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(
      hitRate,
      rows
        .filter((row) => !row.hit)
        .map((row) => row.query)
        .join(', '),
    ).toBeGreaterThanOrEqual(0.9);
    expect(pageErrors).toEqual([]);
  });
}

test('in the browser, an exact API name opens its entry, and the reader\'s words ("reorder", "onReorder") find Sortable (§9)', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const first = async (query: string) => {
    const [answer] = await searchAll(page, [query]);
    return answer.kind === 'results' ? { url: answer.hits[0].url, text: answer.hits[0].text } : null;
  };
  const entry = await first('dropdisabled');
  expect(entry?.url).toMatch(/^\/docs\/api\/[^#]+#[a-z]+-dropdisabled$/);
  // Shown as the name the reader will write, not a snippet of the text around it.
  expect(entry?.text).toBe('dropDisabled');
  const reorder = await first('reorder');
  expect(reorder?.url).toMatch(/^\/docs\/(api\/)?components\/sortable|^\/docs\/examples\/sortable-lists/);
  // The hit shows the page's own words, never the reader's.
  expect(reorder?.text).not.toMatch(/reorder/i);
  const onReorder = await first('onReorder');
  expect(onReorder?.url).toMatch(/^\/docs\/(components|hooks)\/(sortable|useSortableList)/);
  expect(onReorder?.text).not.toMatch(/onreorder/i);
  expect(pageErrors).toEqual([]);
});
