/** @type {Record<string, import('../schema').DocumentedType>} */
export default {
  SortableData: {
    columns: 'short',
    members: {
      id: {
        type: '`string`',
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
      UpLeft: { value: '`"up-left"`', description: 'Near the top and the left edge: the grid scrolls up and left at once.' },
      UpRight: { value: '`"up-right"`', description: 'Near the top and the right edge.' },
      DownLeft: { value: '`"down-left"`', description: 'Near the bottom and the left edge.' },
      DownRight: { value: '`"down-right"`', description: 'Near the bottom and the right edge.' },
    },
  },
  GridOrientation: {
    columns: 'enum',
    members: {
      Vertical: {
        value: '`"vertical"`',
        description:
          'Items fill each row left to right, then the next row, so the grid grows downwards. The default; needs `dimensions.columns`.',
      },
      Horizontal: {
        value: '`"horizontal"`',
        description: 'Items fill each column top to bottom, then the next column; the grid grows to the right. Needs `dimensions.rows`.',
      },
    },
  },
  GridStrategy: {
    columns: 'enum',
    members: {
      Insert: {
        value: '`"insert"`',
        description: 'The dragged item takes the target index and the items between shift by one, as in a list. The default.',
        behaviour: [
          {
            text: 'Applied while the item moves, through `reorderGridInsert`.',
            sources: ['utils/gridCalculations.ts#setGridPosition', 'utils/gridCalculations.ts#reorderGridInsert'],
          },
        ],
      },
      Swap: {
        value: '`"swap"`',
        description: 'The dragged item and the item at the target index trade places; nothing else moves.',
        behaviour: [
          {
            text: 'Applied while the item moves, through `reorderGridSwap`.',
            sources: ['utils/gridCalculations.ts#setGridPosition', 'utils/gridCalculations.ts#reorderGridSwap'],
          },
        ],
      },
    },
  },
  GridPosition: {
    columns: 'short',
    members: {
      index: { type: '`number`', description: "The item's place in the grid order, from 0." },
      row: { type: '`number`', description: 'Row of the cell, from 0.' },
      column: { type: '`number`', description: 'Column of the cell, from 0.' },
      x: { type: '`number`', description: 'Left edge of the cell in pixels: `column * (itemWidth + columnGap)`.' },
      y: { type: '`number`', description: 'Top edge of the cell in pixels: `row * (itemHeight + rowGap)`.' },
    },
  },
  GridPositions: {
    columns: 'short',
    members: {
      '[id: string]': {
        type: '[`GridPosition`](~/api/types/sortable-types.mdx#gridposition)',
        description: "Each item's cell, keyed by its id.",
      },
    },
  },
  GridDimensions: {
    columns: 'full',
    members: {
      columns: {
        type: '`number`',
        default: '`3`',
        required: false,
        description: 'Number of columns. `SortableGrid` requires it for a vertical grid.',
      },
      rows: {
        type: '`number`',
        default: '`3`',
        required: false,
        description: 'Number of rows. `SortableGrid` requires it for a horizontal grid.',
      },
      itemWidth: { type: '`number`', default: '—', required: true, description: 'Width of a cell in pixels.' },
      itemHeight: { type: '`number`', default: '—', required: true, description: 'Height of a cell in pixels.' },
      rowGap: { type: '`number`', default: '`0`', required: false, description: 'Vertical space between rows in pixels.' },
      columnGap: { type: '`number`', default: '`0`', required: false, description: 'Horizontal space between columns in pixels.' },
    },
  },
  UseGridSortableOptions: {
    columns: 'full',
    members: {
      id: { type: '`string`', default: '—', required: true, description: "The item's id, a key of `positions`." },
      positions: {
        type: '`SharedValue<`[`GridPositions`](~/api/types/sortable-types.mdx#gridpositions)`>`',
        default: '—',
        required: true,
        description: "Every item's cell, shared by all items of the grid. `useGridSortableList` creates it.",
      },
      scrollY: {
        type: '`SharedValue<number>`',
        default: '—',
        required: true,
        description: "The grid's vertical scroll offset. Auto-scroll writes to it while the item is dragged.",
      },
      scrollX: { type: '`SharedValue<number>`', default: '—', required: true, description: "The grid's horizontal scroll offset." },
      autoScrollDirection: {
        type: '`SharedValue<`[`GridScrollDirection`](~/api/types/enums.mdx#gridscrolldirection)`>`',
        default: '—',
        required: true,
        description: 'Where the grid auto-scrolls; set while dragging near an edge and reset to `None` at the release.',
      },
      itemsCount: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Number of items. The target index is clamped to `0 … itemsCount - 1`.',
      },
      dimensions: {
        type: '[`GridDimensions`](~/api/types/sortable-types.mdx#griddimensions)',
        default: '—',
        required: true,
        description: 'Cell size, gaps and the number of columns or rows.',
      },
      orientation: {
        type: '[`GridOrientation`](~/api/types/enums.mdx#gridorientation)',
        default: '—',
        required: true,
        description: 'How the grid fills its cells.',
      },
      strategy: {
        type: '[`GridStrategy`](~/api/types/enums.mdx#gridstrategy)',
        default: '`GridStrategy.Insert`',
        required: false,
        description: 'How the other items make room while one is dragged.',
      },
      containerWidth: {
        type: '`number`',
        default: '`500`',
        required: false,
        description: 'Visible width of the grid in pixels, read once on mount, for auto-scroll.',
      },
      containerHeight: {
        type: '`number`',
        default: '`500`',
        required: false,
        description: 'Visible height of the grid in pixels, read once on mount, for auto-scroll.',
      },
      activationDelay: {
        type: '`number`',
        default: '`200`',
        required: false,
        description: 'Milliseconds of long press before a drag starts.',
        behaviour: [
          { text: "Passed to the pan gesture's `activateAfterLongPress`.", sources: ['hooks/useGridSortable.ts#createPanGesture'] },
        ],
      },
      onMove: {
        type: '`(id: string, from: number, to: number) => void`',
        default: '—',
        required: false,
        description: "Runs for an item that another item's drag pushed to a new index, with its old and new index.",
        behaviour: [{ text: 'Never called for the dragged item itself.', sources: ['hooks/useGridSortable.ts#useGridSortable'] }],
      },
      onDragStart: {
        type: '`(id: string, position: number) => void`',
        default: '—',
        required: false,
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
        type: '`(id: string, position: number, allPositions?: `[`GridPositions`](~/api/types/sortable-types.mdx#gridpositions)`) => void`',
        default: '—',
        required: false,
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
        type: '`(id: string, overItemId: string | null, x: number, y: number) => void`',
        default: '—',
        required: false,
        description:
          "Receives the dragged item's id, the id of the item at the target index (or `null`) and the item's rounded content position.",
        behaviour: [
          {
            text: 'At most once every 50 ms, only while the position changes during a drag.',
            sources: ['hooks/useGridSortable.ts#THROTTLE_INTERVAL'],
          },
        ],
      },
      isBeingRemoved: {
        type: '`boolean`',
        default: '`false`',
        required: false,
        description: 'Set it while the item animates out, so its style stops following drags.',
      },
    },
  },
  UseGridSortableReturn: {
    columns: 'short',
    members: {
      animatedStyle: {
        type: '`StyleProp<ViewStyle>`',
        description: "Absolute position, size and raised `zIndex` while dragging, for the item's `Animated.View`.",
      },
      panGestureHandler: { same: 'UseSortableReturn.panGestureHandler', type: '`GestureType`' },
      handlePanGestureHandler: { same: 'UseSortableReturn.handlePanGestureHandler' },
      isMoving: { type: '`boolean`', description: '`true` from the activation of a drag until its touch ends.' },
      hasHandle: { same: 'UseSortableReturn.hasHandle' },
      registerHandle: { same: 'UseSortableReturn.registerHandle' },
    },
  },
  UseGridSortableListOptions: {
    columns: 'full',
    members: {
      data: {
        type: '`TData[]`',
        default: '—',
        required: true,
        description: 'The items, each with a string `id` ([`SortableData`](~/api/types/sortable-types.mdx#sortabledata)).',
        behaviour: [
          {
            text: "When the ids, their number, the dimensions or the orientation change, `positions` is rebuilt from `data`'s order.",
            sources: ['hooks/useGridSortableList.ts#useGridSortableList', 'utils/gridCalculations.ts#listToGridObject'],
          },
        ],
      },
      dimensions: { same: 'UseGridSortableOptions.dimensions' },
      orientation: {
        type: '[`GridOrientation`](~/api/types/enums.mdx#gridorientation)',
        default: '`GridOrientation.Vertical`',
        required: false,
        description: 'How the grid fills its cells: row by row or column by column.',
      },
      strategy: { same: 'UseGridSortableOptions.strategy' },
      itemKeyExtractor: {
        type: '`(item: TData, index: number) => string`',
        default: '`(item) => item.id`',
        required: false,
        description: "Produces each item's id.",
      },
    },
  },
  UseGridSortableListReturn: {
    columns: 'short',
    members: {
      positions: {
        same: 'UseGridSortableOptions.positions',
        type: '`SharedValue<`[`GridPositions`](~/api/types/sortable-types.mdx#gridpositions)`>`',
      },
      scrollY: { same: 'UseGridSortableOptions.scrollY' },
      scrollX: { same: 'UseGridSortableOptions.scrollX' },
      autoScrollDirection: { same: 'UseGridSortableOptions.autoScrollDirection' },
      scrollViewRef: {
        type: '`any`',
        description: 'Attach it to the `Animated.ScrollView`; scroll offsets written by auto-scroll are applied through it.',
      },
      dropProviderRef: { type: '`React.RefObject<DropProviderRef>`', description: 'Attach it to the `DropProvider` around the grid.' },
      handleScroll: {
        type: '`any`',
        description: "Animated scroll handler for the scroll view's `onScroll`; it keeps `scrollX` and `scrollY` current.",
      },
      handleScrollEnd: {
        type: '`() => void`',
        description: 'For `onScrollEndDrag` and `onMomentumScrollEnd`: 50 ms later it asks the provider to re-measure.',
      },
      contentWidth: { type: '`number`', description: 'Width of all cells with gaps. Use it for the content view.' },
      contentHeight: { type: '`number`', description: 'Height of all cells with gaps.' },
      getItemProps: {
        type: '`(item: TData, index: number) => { id, positions, scrollY, scrollX, autoScrollDirection, itemsCount, dimensions, orientation, strategy }`',
        description: 'The props a `SortableGridItem` (or `useGridSortable`) needs for one item.',
      },
    },
  },
  SortableGridItemProps: {
    columns: 'full',
    members: {
      id: { same: 'UseGridSortableOptions.id' },
      data: {
        type: '`T`',
        default: '—',
        required: true,
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
        type: '`ReactNode`',
        default: '—',
        required: true,
        description: "The cell's content. Put a `SortableGridItem.Handle` inside to drag only by it.",
      },
      style: { type: '`StyleProp<ViewStyle>`', default: '—', required: false, description: 'Style of the inner view around `children`.' },
      animatedStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
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
        type: '`(props: `[`SortableGridRenderItemProps<TData>`](~/api/types/sortable-types.mdx#sortablegridrenderitemprops)`) => ReactNode`',
        default: '—',
        required: true,
        description: 'Renders one cell, usually a `SortableGridItem` that spreads the props it receives.',
      },
      dimensions: { same: 'UseGridSortableOptions.dimensions' },
      orientation: { same: 'UseGridSortableListOptions.orientation' },
      strategy: { same: 'UseGridSortableOptions.strategy' },
      style: { same: 'HorizontalSortableProps.style' },
      contentContainerStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: "Style of the scroll view's content container.",
      },
      itemContainerStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: "Declared, but the published 2.0.0 component ignores it. Style the cell through `SortableGridItem`'s `style` instead.",
      },
      itemKeyExtractor: { same: 'UseGridSortableListOptions.itemKeyExtractor' },
      scrollEnabled: { type: '`boolean`', default: '`true`', required: false, description: 'Lets the user scroll the grid.' },
    },
  },
  SortableGridRenderItemProps: {
    columns: 'short',
    members: {
      item: { type: '`TData`', description: 'The item to render.' },
      index: { type: '`number`', description: 'Its index in `data`.' },
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
