import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * Two sidebars: the docs (tutorialSidebar) and the API reference (apiSidebar). The guides and examples/advanced-features are
 * deliberately in neither: they are linked from the pages they support.
 */
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: [
        'getting-started/installation',
        'getting-started/quick-start',
        'getting-started/basic-concepts',
        'getting-started/setup-provider',
        'getting-started/migrating-from-1x',
        'getting-started/release-notes',
        'getting-started/ai-tools',
      ],
    },
    {
      type: 'category',
      label: 'Components',
      items: [
        'components/draggable',
        'components/droppable',
        'components/sortable',
        'components/sortable-item',
        'components/sortable-grid',
      ],
    },
    {
      type: 'category',
      label: 'Context',
      items: ['context/DropProvider', 'context/DragDropContext'],
    },
    {
      type: 'category',
      label: 'Hooks',
      items: ['hooks/useDraggable', 'hooks/useDroppable', 'hooks/useSortable', 'hooks/useSortableList', 'hooks/useHorizontalSortable'],
    },
    {
      type: 'category',
      label: 'Examples',
      items: [
        'examples/basic-drag-drop',
        'examples/drag-handles',
        'examples/drop-zones',
        'examples/sortable-lists',
        'examples/collision-detection',
        'examples/bounded-dragging',
        'examples/axis-constraints',
        'examples/capacity-limits',
        'examples/visual-feedback',
        'examples/custom-animations',
        'examples/sortable-grid',
        'examples/horizontal-sortable',
        'examples/board-of-lists',
        'examples/conditional-drop',
        'examples/scrolling-drop-zone',
        'examples/persisted-order',
        'examples/long-lists',
      ],
    },
  ],
  apiSidebar: [
    'api/overview',
    {
      type: 'category',
      label: 'Components',
      collapsed: false,
      items: [
        'api/components/draggable',
        'api/components/droppable',
        'api/components/sortable',
        'api/components/sortable-item',
        'api/components/sortable-grid',
        'api/components/sortable-grid-item',
      ],
    },
    {
      type: 'category',
      label: 'Context',
      collapsed: false,
      items: ['api/context/DropProvider', 'api/context/DragDropContext'],
    },
    {
      type: 'category',
      label: 'Hooks',
      collapsed: false,
      items: [
        'api/hooks/useDraggable',
        'api/hooks/useDroppable',
        'api/hooks/useSortable',
        'api/hooks/useSortableList',
        'api/hooks/useHorizontalSortable',
        'api/hooks/useHorizontalSortableList',
        'api/hooks/useGridSortable',
        'api/hooks/useGridSortableList',
      ],
    },
    {
      type: 'category',
      label: 'Types',
      collapsed: false,
      items: [
        'api/types/draggable-types',
        'api/types/droppable-types',
        'api/types/sortable-types',
        'api/types/context-types',
        'api/types/enums',
      ],
    },
    {
      type: 'category',
      label: 'Utilities',
      collapsed: false,
      items: ['api/utilities/collision-algorithms', 'api/utilities/animation-functions', 'api/utilities/helper-functions'],
    },
  ],
};

export default sidebars;
