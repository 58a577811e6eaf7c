/** @type {Record<string, import('../schema').DocumentedType>} */
export default {
  SortableData: {
    columns: 'short',
    members: {
      id: {
        description:
          'A unique, non-empty string that identifies the item. The list hooks key `positions` by it and log an error in development for a missing one.',
      },
    },
  },
  GridScrollDirection: {
    columns: 'enum',
    members: {
      None: { same: 'ScrollDirection.None' },
      Up: { same: 'ScrollDirection.Up' },
      Down: { same: 'ScrollDirection.Down' },
      Left: { same: 'HorizontalScrollDirection.Left' },
      Right: { same: 'HorizontalScrollDirection.Right' },
      UpLeft: { description: 'Near the top and the left edge: the grid scrolls up and left at once.' },
      UpRight: { description: 'Near the top and the right edge.' },
      DownLeft: { description: 'Near the bottom and the left edge.' },
      DownRight: { description: 'Near the bottom and the right edge.' },
    },
  },
  GridOrientation: {
    columns: 'enum',
    members: {
      Vertical: {
        description:
          'Items fill each row left to right, then the next row, so the grid grows downwards. The default; needs `dimensions.columns`.',
      },
      Horizontal: {
        description: 'Items fill each column top to bottom, then the next column; the grid grows to the right. Needs `dimensions.rows`.',
      },
    },
  },
  GridStrategy: {
    columns: 'enum',
    members: {
      Insert: {
        description: 'The dragged item takes the target index and the items between shift by one, as in a list. The default.',
        behaviour: [
          {
            text: "Applied while the item moves, through `reorderGridInsert`. The target cell is the one under the item's top-left corner while the grid is unscrolled; a scrolled grid adds its scroll offset twice ([known bug](~/guides/troubleshooting.mdx#a-scrolled-grid-drops-items-into-the-wrong-cell)).",
            sources: ['utils/gridCalculations.ts#setGridPosition', 'utils/gridCalculations.ts#reorderGridInsert'],
          },
        ],
      },
      Swap: {
        description: 'Each time the dragged item enters another cell, it and the item in that cell trade places; the other items stay.',
        behaviour: [
          {
            text: 'Applied while the item moves, through `reorderGridSwap`, at every update whose target cell (found as for `Insert`) differs. A drag that crosses several cells swaps with each in turn: each crossed cell takes the cell the dragged item had just left, and cells off its path keep their places.',
            sources: ['utils/gridCalculations.ts#setGridPosition', 'utils/gridCalculations.ts#reorderGridSwap'],
          },
        ],
      },
    },
  },
  GridPosition: {
    columns: 'short',
    members: {
      index: { description: "The item's place in the grid order, from 0." },
      row: { description: 'Row of the cell, from 0.' },
      column: { description: 'Column of the cell, from 0.' },
      x: { description: 'Left edge of the cell in pixels: `column * (itemWidth + columnGap)`.' },
      y: { description: 'Top edge of the cell in pixels: `row * (itemHeight + rowGap)`.' },
    },
  },
  GridPositions: {
    columns: 'short',
    members: {
      '[id: string]': {
        description: "Each item's cell, keyed by its id.",
      },
    },
  },
  GridDimensions: {
    columns: 'full',
    members: {
      columns: {
        default: '`3`',
        description: 'Number of columns. `SortableGrid` requires it for a vertical grid.',
      },
      rows: {
        default: '`3`',
        description: 'Number of rows. `SortableGrid` requires it for a horizontal grid.',
      },
      itemWidth: { default: '—', description: 'Width of a cell in pixels.' },
      itemHeight: { default: '—', description: 'Height of a cell in pixels.' },
      rowGap: { default: '`0`', description: 'Vertical space between rows in pixels.' },
      columnGap: { default: '`0`', description: 'Horizontal space between columns in pixels.' },
    },
  },
  UseGridSortableOptions: {
    columns: 'full',
    members: {
      id: { default: '—', description: "The item's id, a key of `positions`." },
      positions: {
        default: '—',
        description: "Every item's cell, shared by all items of the grid. `useGridSortableList` creates it.",
      },
      scrollY: {
        default: '—',
        description: "The grid's vertical scroll offset. Auto-scroll writes to it while the item is dragged.",
      },
      scrollX: { default: '—', description: "The grid's horizontal scroll offset." },
      autoScrollDirection: {
        default: '—',
        description: 'Where the grid auto-scrolls; set while dragging near an edge and reset to `None` at the release.',
      },
      itemsCount: {
        default: '—',
        description: 'Number of items. The target index is clamped to `0 … itemsCount - 1`.',
      },
      dimensions: {
        default: '—',
        description: 'Cell size, gaps and the number of columns or rows.',
      },
      orientation: {
        default: '—',
        description: 'How the grid fills its cells.',
      },
      strategy: {
        default: '`GridStrategy.Insert`',
        description: 'How the other items make room while one is dragged.',
      },
      containerWidth: {
        default: '`500`',
        description: 'Visible width of the grid in pixels, read once on mount, for auto-scroll.',
      },
      containerHeight: {
        default: '`500`',
        description: 'Visible height of the grid in pixels, read once on mount, for auto-scroll.',
      },
      activationDelay: {
        default: '`200`',
        description: 'Milliseconds of long press before a drag starts.',
        behaviour: [
          { text: "Passed to the pan gesture's `activateAfterLongPress`.", sources: ['hooks/useGridSortable.ts#createPanGesture'] },
          {
            text: 'With `0`, Android and the web start the drag once the finger moves past the touch slop, while iOS schedules the activation with no delay, so there the drag starts right after touch-down, without a move, and a swipe that starts on a cell drags it instead of scrolling the grid.',
            sources: [
              'react-native-gesture-handler/android/src/main/java/com/swmansion/gesturehandler/core/PanGestureHandler.kt#activateDelayed',
              'react-native-gesture-handler/src/web/handlers/PanGestureHandler.ts#activateAfterLongPress',
              'react-native-gesture-handler/apple/Handlers/RNPanHandler.m#activateAfterLongPress',
            ],
          },
        ],
      },
      onMove: {
        default: '—',
        description: "Runs for an item that another item's drag pushed to a new index, with its old and new index.",
        behaviour: [
          {
            text: 'Never called for the dragged item itself. It also runs for every item at rest whose cell changes when the positions are rebuilt, which happens when the ids, the item count, `dimensions` or `orientation` change.',
            sources: ['hooks/useGridSortable.ts#useGridSortable', 'hooks/useGridSortableList.ts#useGridSortableList'],
          },
        ],
      },
      onDragStart: {
        default: '—',
        description: "Receives the item's id and index when its drag starts.",
        behaviour: [
          {
            text: 'Runs when the long press activates the pan gesture (its `onStart`), so a tap shorter than `activationDelay` does not call it.',
            sources: [
              'hooks/useGridSortable.ts#createPanGesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.START',
            ],
          },
        ],
      },
      onDrop: {
        default: '—',
        description: "Receives the item's id, its final index and a copy of every item's cell when the touch ends.",
        behaviour: [
          {
            text: "It comes from the pan gesture's `onFinalize`, so a tap on the item calls it too, without an `onDragStart` before it.",
            sources: [
              'hooks/useGridSortable.ts#createPanGesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.FINALIZE',
            ],
          },
        ],
      },
      onDragging: {
        default: '—',
        description:
          "Receives the dragged item's id, the id of the item in the cell nearest the dragged item's top-left corner (or `null`) and the item's rounded content position.",
        behaviour: [
          {
            text: 'At most once every 50 ms, only while the position changes during a drag. That cell rounds the column and leaves out the scroll offset, so `overItemId` can name another item than the one the drag reorders with.',
            sources: ['hooks/useGridSortable.ts#THROTTLE_INTERVAL'],
          },
        ],
      },
      isBeingRemoved: {
        default: '`false`',
        description:
          'Set it while the item animates out: its style fades it to transparent and shrinks it to half size over 250 ms, without the raised `zIndex`, shadow and scale of a drag. The gesture stays enabled.',
      },
    },
  },
  UseGridSortableReturn: {
    columns: 'short',
    members: {
      animatedStyle: {
        description: "Absolute position, size and raised `zIndex` while dragging, for the item's `Animated.View`.",
      },
      panGestureHandler: {
        description:
          "The item's pan gesture, activated after `activationDelay` ms of long press, for a `GestureDetector` around the item; disabled while a handle is registered.",
      },
      handlePanGestureHandler: { same: 'UseSortableReturn.handlePanGestureHandler' },
      isMoving: { description: '`true` from the activation of a drag until its touch ends.' },
      hasHandle: { same: 'UseSortableReturn.hasHandle' },
      registerHandle: { same: 'UseSortableReturn.registerHandle' },
    },
  },
  UseGridSortableListOptions: {
    columns: 'full',
    members: {
      data: {
        default: '—',
        description: 'The items, each with a string `id` ([`SortableData`](~/api/types/sortable-types.mdx#sortabledata)).',
        behaviour: [
          {
            text: "When the ids, their number, the dimensions or the orientation change, `positions` is rebuilt from `data`'s order, not from the order the user dragged.",
            sources: ['hooks/useGridSortableList.ts#useGridSortableList', 'utils/gridCalculations.ts#listToGridObject'],
          },
          {
            text: "The rebuild runs in an effect, after the cells have rendered. A cell for a new id reads its place before that, finds none and starts at the first cell; the reaction that moves a cell skips a change from no place to a place, so it stays over the first cell until a drag moves it. Remount the grid with a `key` built from the ids ([Change the grid's data](~/components/sortable-grid.mdx#change-the-grids-data)).",
            sources: [
              'hooks/useGridSortableList.ts#useEffect',
              'hooks/useGridSortable.ts#initialPositionRef',
              'hooks/useGridSortable.ts#useAnimatedReaction',
            ],
          },
        ],
      },
      dimensions: { same: 'UseGridSortableOptions.dimensions' },
      orientation: {
        default: '`GridOrientation.Vertical`',
        description: 'How the grid fills its cells: row by row or column by column.',
      },
      strategy: { same: 'UseGridSortableOptions.strategy' },
      itemKeyExtractor: {
        default: '`(item) => item.id`',
        description: "Produces each item's id. It must return `item.id`: keep the default.",
        behaviour: [
          {
            text: '`positions` is always keyed by `item.id`, while each cell gets its id from the extractor. An extractor that returns anything else gives every cell an id that has no position: all cells are drawn at the first cell, and a drag does nothing, because the gesture ends its `onStart` early when it finds no position.',
            sources: [
              'utils/gridCalculations.ts#listToGridObject',
              'hooks/useGridSortableList.ts#getItemProps',
              'hooks/useGridSortable.ts#initialPositionRef',
              'hooks/useGridSortable.ts#createPanGesture',
            ],
          },
        ],
      },
    },
  },
  UseGridSortableListReturn: {
    columns: 'short',
    members: {
      positions: {
        same: 'UseGridSortableOptions.positions',
      },
      scrollY: { same: 'UseGridSortableOptions.scrollY' },
      scrollX: { same: 'UseGridSortableOptions.scrollX' },
      autoScrollDirection: { same: 'UseGridSortableOptions.autoScrollDirection' },
      scrollViewRef: {
        description: 'Attach it to the `Animated.ScrollView`; scroll offsets written by auto-scroll are applied through it.',
      },
      dropProviderRef: { description: 'Attach it to the `DropProvider` around the grid.' },
      handleScroll: {
        description: "Animated scroll handler for the scroll view's `onScroll`; it keeps `scrollX` and `scrollY` current.",
      },
      handleScrollEnd: {
        description: 'For `onScrollEndDrag` and `onMomentumScrollEnd`: 50 ms later it asks the provider to re-measure.',
      },
      contentWidth: { description: 'Width of all cells with gaps. Use it for the content view.' },
      contentHeight: { description: 'Height of all cells with gaps.' },
      getItemProps: {
        description: 'The props a `SortableGridItem` (or `useGridSortable`) needs for one item.',
      },
    },
  },
  SortableGridItemProps: {
    columns: 'full',
    members: {
      id: { same: 'UseGridSortableOptions.id' },
      data: {
        default: '—',
        description: "The item's data. The item does not read it; it is there for your render code.",
      },
      positions: { same: 'UseGridSortableOptions.positions' },
      scrollY: { same: 'UseGridSortableOptions.scrollY' },
      scrollX: { same: 'UseGridSortableOptions.scrollX' },
      autoScrollDirection: { same: 'UseGridSortableOptions.autoScrollDirection' },
      itemsCount: { same: 'UseGridSortableOptions.itemsCount' },
      dimensions: { same: 'UseGridSortableOptions.dimensions' },
      orientation: { same: 'UseGridSortableOptions.orientation' },
      strategy: { same: 'UseGridSortableOptions.strategy' },
      containerWidth: { same: 'UseGridSortableOptions.containerWidth' },
      containerHeight: { same: 'UseGridSortableOptions.containerHeight' },
      activationDelay: { same: 'UseGridSortableOptions.activationDelay' },
      children: {
        default: '—',
        description: "The cell's content. Put a `SortableGridItem.Handle` inside to drag only by it.",
      },
      style: { default: '—', description: 'Style of the inner view around `children`.' },
      animatedStyle: {
        default: '—',
        description: 'Extra animated style, applied after the built-in one.',
      },
      onMove: { same: 'UseGridSortableOptions.onMove' },
      onDragStart: { same: 'UseGridSortableOptions.onDragStart' },
      onDrop: { same: 'UseGridSortableOptions.onDrop' },
      onDragging: { same: 'UseGridSortableOptions.onDragging' },
      isBeingRemoved: { same: 'UseGridSortableOptions.isBeingRemoved' },
    },
  },
  SortableGridProps: {
    columns: 'full',
    members: {
      data: { same: 'UseGridSortableListOptions.data' },
      renderItem: {
        default: '—',
        description: 'Renders one cell, usually a `SortableGridItem` that spreads the props it receives.',
      },
      dimensions: { same: 'UseGridSortableOptions.dimensions' },
      orientation: { same: 'UseGridSortableListOptions.orientation' },
      strategy: { same: 'UseGridSortableOptions.strategy' },
      style: { same: 'HorizontalSortableProps.style' },
      contentContainerStyle: {
        default: '—',
        description: "Style of the scroll view's content container.",
      },
      itemContainerStyle: {
        default: '—',
        description: "Declared, but the published 2.0.0 component ignores it. Style the cell through `SortableGridItem`'s `style` instead.",
      },
      itemKeyExtractor: { same: 'UseGridSortableListOptions.itemKeyExtractor' },
      scrollEnabled: { default: '`true`', description: 'Lets the user scroll the grid.' },
    },
  },
  SortableGridRenderItemProps: {
    columns: 'short',
    members: {
      item: { description: 'The item to render.' },
      index: { description: 'Its index in `data`.' },
      id: { same: 'UseGridSortableOptions.id' },
      positions: { same: 'UseGridSortableOptions.positions' },
      scrollY: { same: 'UseGridSortableOptions.scrollY' },
      scrollX: { same: 'UseGridSortableOptions.scrollX' },
      autoScrollDirection: { same: 'UseGridSortableOptions.autoScrollDirection' },
      itemsCount: { same: 'UseGridSortableOptions.itemsCount' },
      dimensions: { same: 'UseGridSortableOptions.dimensions' },
      orientation: { same: 'UseGridSortableOptions.orientation' },
      strategy: { same: 'UseGridSortableOptions.strategy' },
    },
  },
};
