/** @type {Record<string, import('../schema').DocumentedType>} */
export default {
  UseSortableOptions: {
    columns: 'full',
    members: {
      id: {
        type: '`string`',
        default: '—',
        required: true,
        description: "The item's key in `positions`.",
      },
      positions: {
        type: '`SharedValue<{ [id: string]: number }>`',
        default: '—',
        required: true,
        description: 'Shared map from item id to index, shared by every item of the list.',
      },
      lowerBound: {
        type: '`SharedValue<number>`',
        default: '—',
        required: true,
        description: "The list's vertical scroll offset (`scrollY` from `useSortableList`). The item writes to it while auto-scrolling.",
      },
      autoScrollDirection: {
        type: '`SharedValue<`[`ScrollDirection`](~/api/types/enums.mdx#scrolldirection)`>`',
        default: '—',
        required: true,
        description: 'Shared auto-scroll direction (`autoScroll` from `useSortableList`).',
      },
      itemsCount: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Number of items in the list. New indexes are clamped to `0 … itemsCount - 1`.',
      },
      itemHeight: {
        type: '`number`',
        default: '`estimatedItemHeight`',
        required: false,
        description:
          "Row height in pixels for fixed-height lists, so the item's top is `index * itemHeight`. Without it, `estimatedItemHeight` is used.",
      },
      containerHeight: {
        type: '`number`',
        default: '`500`',
        required: false,
        description:
          'Visible height of the list in pixels, read once on mount. Auto-scroll starts when the item comes within `itemHeight` of the top or of `lowerBound + containerHeight`.',
      },
      estimatedItemHeight: {
        type: '`number`',
        default: '`60`',
        required: false,
        description: 'Height in pixels assumed for an item whose height is not known yet, and the row height when `itemHeight` is missing.',
      },
      isDynamicHeight: {
        type: '`boolean`',
        default: '`false`',
        required: false,
        description: 'Positions items from `itemHeights` (each top is the sum of the heights above it) instead of `index * itemHeight`.',
        behaviour: [
          {
            text: 'While dragging, the target index is found from the cumulative heights, and auto-scroll uses the sum of all heights as the content height.',
            sources: [
              'hooks/useSortable.ts#useSortable',
              'components/sortableUtils.ts#findPositionForY',
              'components/sortableUtils.ts#getItemCumulativeY',
            ],
          },
        ],
      },
      itemHeights: {
        type: '`SharedValue<{ [id: string]: number }>`',
        default: '—',
        required: false,
        description: "Each item's height by id, used when `isDynamicHeight` is `true`. `useSortableList` creates it.",
      },
      onMove: {
        type: '`(id: string, from: number, to: number) => void`',
        default: '—',
        required: false,
        description: "Receives this item's id, old index and new index when a drag of another item displaces it.",
        behaviour: [
          {
            text: 'It is never called for the dragged item itself. A new function passed later replaces the old one.',
            sources: ['hooks/useSortable.ts#useSortable'],
          },
        ],
      },
      onDragStart: {
        type: '`(id: string, position: number) => void`',
        default: '—',
        required: false,
        description: "Receives this item's id and current index when a drag on it activates.",
        behaviour: [
          {
            text: "It comes from the pan gesture's `onStart`, which runs when the 200 ms long press activates the drag. A tap or a scroll that starts on the item does not call it.",
            sources: [
              'hooks/useSortable.ts#createPanGesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.START',
            ],
          },
        ],
      },
      onDrop: {
        type: '`(id: string, position: number, allPositions?: { [id: string]: number }) => void`',
        default: '—',
        required: false,
        description: "Receives this item's id, its index and a snapshot of all positions when the touch on it ends.",
        behaviour: [
          {
            text: "It comes from the pan gesture's `onFinalize`, which runs after any end of a touch that began on the item: a release after a drag, but also a tap and a touch taken over by a scroll. So a tap calls `onDrop` without an `onDragStart` before it. The third argument is a copy of every item's index at that moment.",
            sources: [
              'hooks/useSortable.ts#createPanGesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.FINALIZE',
            ],
          },
        ],
      },
      onDragging: {
        type: '`(id: string, overItemId: string | null, yPosition: number) => void`',
        default: '—',
        required: false,
        description:
          "Runs while this item is dragged, at most once every 50 ms. `overItemId` is the other item at the index under the dragged item, or `null`; `yPosition` is the item's rounded top offset within the content.",
        behaviour: [
          {
            text: "Runs only while the item's position changes during an active drag, at most once every 50 ms.",
            sources: ['hooks/useSortable.ts#THROTTLE_INTERVAL'],
          },
        ],
      },
    },
  },
  'hooks/useSortable#UseSortableOptions': {
    columns: 'full',
    members: {
      id: { same: 'UseSortableOptions.id' },
      positions: { same: 'UseSortableOptions.positions' },
      lowerBound: { same: 'UseSortableOptions.lowerBound' },
      autoScrollDirection: { same: 'UseSortableOptions.autoScrollDirection' },
      itemsCount: { same: 'UseSortableOptions.itemsCount' },
      itemHeight: { same: 'UseSortableOptions.itemHeight' },
      containerHeight: { same: 'UseSortableOptions.containerHeight' },
      estimatedItemHeight: { same: 'UseSortableOptions.estimatedItemHeight' },
      isDynamicHeight: { same: 'UseSortableOptions.isDynamicHeight' },
      itemHeights: { same: 'UseSortableOptions.itemHeights' },
      onMove: { same: 'UseSortableOptions.onMove' },
      onDragStart: { same: 'UseSortableOptions.onDragStart' },
      onDrop: { same: 'UseSortableOptions.onDrop' },
      onDragging: { same: 'UseSortableOptions.onDragging' },
    },
  },
  UseSortableReturn: {
    columns: 'short',
    members: {
      animatedStyle: {
        type: '`StyleProp<ViewStyle>`',
        description:
          'Animated style for the item\'s outer `Animated.View`: `position: "absolute"`, `left: 0`, `right: 0`, an animated `top`, `zIndex` 1 while moving and a shadow that fades to 0.2 opacity while moving. No background colour.',
      },
      panGestureHandler: {
        type: '`GestureType`',
        description:
          "The item's pan gesture (`Gesture.Pan()`, activated by a 200 ms long press), for a `GestureDetector` around the item. It is disabled while a handle is registered.",
      },
      handlePanGestureHandler: {
        type: '`GestureType`',
        description:
          "A second pan gesture with the same callbacks for a handle's `GestureDetector`. It stays enabled when a handle is registered.",
      },
      isMoving: {
        type: '`boolean`',
        description: '`true` while the item is being dragged.',
        behaviour: [
          {
            text: 'Set in `onStart` (after the 200 ms long press) and cleared in `onFinalize`; the built-in animated style raises the item and fades in its shadow for that time.',
            sources: ['hooks/useSortable.ts#createPanGesture', 'hooks/useSortable.ts#animatedStyle'],
          },
        ],
      },
      hasHandle: {
        type: '`boolean`',
        description:
          'Whether a handle is mounted: `true` after a handle calls `registerHandle(true)`, `false` again after `registerHandle(false)`.',
      },
      registerHandle: {
        type: '`(registered: boolean) => void`',
        description: 'Call it with `true` when a handle mounts and `false` when it unmounts. `SortableItem.Handle` does it for you.',
        behaviour: [
          {
            text: 'It sets `hasHandle`, which disables `panGestureHandler`, so only the handle starts a drag.',
            sources: ['hooks/useSortable.ts#registerHandle', 'hooks/useSortable.ts#panGestureHandler'],
          },
        ],
      },
    },
  },
  SortableItemProps: {
    columns: 'full',
    members: {
      id: { same: 'UseSortableOptions.id' },
      data: {
        type: '`T`',
        default: '—',
        required: true,
        description: "The item's data. `SortableItem` accepts it but does not read it.",
      },
      positions: { same: 'UseSortableOptions.positions' },
      lowerBound: {
        type: '`SharedValue<number>`',
        default: '—',
        required: false,
        description:
          'Vertical scroll offset of the list (`scrollY`), required at runtime when vertical. The item writes to it while auto-scrolling.',
      },
      leftBound: {
        type: '`SharedValue<number>`',
        default: '—',
        required: false,
        description: 'Horizontal scroll offset of the list. Required at runtime when horizontal.',
      },
      autoScrollDirection: {
        type: '`SharedValue<`[`ScrollDirection`](~/api/types/enums.mdx#scrolldirection)`>`',
        default: '—',
        required: false,
        description: 'Shared vertical auto-scroll direction. Required at runtime when vertical.',
      },
      autoScrollHorizontalDirection: {
        type: '`SharedValue<`[`HorizontalScrollDirection`](~/api/types/enums.mdx#horizontalscrolldirection)`>`',
        default: '—',
        required: false,
        description: 'Shared horizontal auto-scroll direction. Required at runtime when horizontal.',
      },
      itemsCount: { same: 'UseSortableOptions.itemsCount' },
      direction: {
        type: '[`SortableDirection`](~/api/types/enums.mdx#sortabledirection)',
        default: '`SortableDirection.Vertical`',
        required: false,
        description: 'Which layout and hook the item uses.',
      },
      itemHeight: {
        type: '`number`',
        default: '—',
        required: false,
        description: 'Row height in pixels. Required at runtime when vertical.',
      },
      itemWidth: {
        type: '`number`',
        default: '—',
        required: false,
        description: 'Item width in pixels. Required at runtime when horizontal.',
      },
      gap: {
        type: '`number`',
        default: '`0`',
        required: false,
        description: 'Space between items in pixels. Horizontal only.',
      },
      paddingHorizontal: {
        type: '`number`',
        default: '`0`',
        required: false,
        description: 'Space before the first item in pixels. Horizontal only.',
      },
      containerHeight: {
        type: '`number`',
        default: '`500`',
        required: false,
        description: 'Visible list height used for auto-scroll in a vertical list, read once on mount. `Sortable` does not pass it.',
      },
      containerWidth: {
        type: '`number`',
        default: '`500`',
        required: false,
        description: 'Visible list width used for auto-scroll in a horizontal list, read once on mount. `Sortable` does not pass it.',
      },
      isDynamicHeight: { same: 'UseSortableOptions.isDynamicHeight' },
      estimatedItemHeight: { same: 'UseSortableOptions.estimatedItemHeight' },
      itemHeights: { same: 'UseSortableOptions.itemHeights' },
      scheduleHeightUpdate: {
        type: '`(id: string, height: number) => void`',
        default: '—',
        required: false,
        description:
          "Records an item's measured height. `useSortableList` provides it with `enableDynamicHeights`; `SortableItem` then calls it from its `onLayout`.",
        behaviour: [
          {
            text: 'The height is rounded; a change under 1 px is ignored. Otherwise the heights and the content height are updated and `onHeightsMeasured` runs.',
            sources: ['hooks/useSortableList.ts#scheduleHeightUpdate', 'components/SortableItem.tsx#handleLayout'],
          },
        ],
      },
      children: {
        type: '`React.ReactNode`',
        default: '—',
        required: true,
        description:
          "The item's content. A [`SortableItem.Handle`](~/api/components/sortable-item.mdx#sortableitemhandle) anywhere in this element tree turns on handle mode.",
      },
      style: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the inner `Animated.View` that wraps `children`.',
      },
      animatedStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description:
          'Style merged after the built-in animated style on the outer `Animated.View`, so it overrides it (for example `backgroundColor`).',
      },
      onMove: { same: 'UseSortableOptions.onMove' },
      onDragStart: { same: 'UseSortableOptions.onDragStart' },
      onDrop: { same: 'UseSortableOptions.onDrop' },
      onDragging: {
        type: '`(id: string, overItemId: string | null, yPosition: number) => void`',
        default: '—',
        required: false,
        description:
          'Vertical only. Runs while the item is dragged, at most once every 50 ms, with the item under it (or `null`) and its rounded top offset.',
      },
      onDraggingHorizontal: {
        type: '`(id: string, overItemId: string | null, xPosition: number) => void`',
        default: '—',
        required: false,
        description: 'Horizontal only. Same as `onDragging`, with the rounded left offset.',
      },
    },
  },
  SortableHandleProps: {
    columns: 'full',
    members: {
      children: { same: 'DraggableHandleProps.children' },
      style: { same: 'DraggableHandleProps.style' },
    },
  },
  SortableContextValue: {
    columns: 'short',
    members: {
      panGestureHandler: {
        type: '`GestureType`',
        description: 'The handle gesture (`handlePanGestureHandler`), which `SortableItem.Handle` attaches to its `GestureDetector`.',
      },
      registerHandle: { same: 'UseSortableReturn.registerHandle' },
    },
  },
  SortableProps: {
    columns: 'full',
    members: {
      data: {
        type: '`TData[]`',
        default: '—',
        required: true,
        description: 'The items, each with a string `id`. The list remounts (and positions reset) whenever the sequence of ids changes.',
      },
      renderItem: {
        type: '`(props: `[`SortableRenderItemProps`](~/api/types/sortable-types.mdx#sortablerenderitemprops)`<TData>) => ReactNode`',
        default: '—',
        required: true,
        description:
          'Renders one item, usually a [`SortableItem`](~/api/components/sortable-item.mdx) that receives the props. See [`SortableRenderItemProps`](~/api/types/sortable-types.mdx#sortablerenderitemprops).',
      },
      direction: {
        type: '[`SortableDirection`](~/api/types/enums.mdx#sortabledirection)',
        default: '`SortableDirection.Vertical`',
        required: false,
        description: 'List orientation.',
      },
      itemHeight: {
        type: '`number | number[] | ((item: TData, index: number) => number)`',
        default: '—',
        required: false,
        description:
          'Row height in pixels: one number for every row, an array indexed by position, or a function of the item and its index. An array or a function turns on variable heights, as `enableDynamicHeights` does.',
        behaviour: [
          {
            text: 'A vertical list with no `itemHeight` and no `enableDynamicHeights` throws `itemHeight is required when direction is vertical and not using dynamic heights`.',
            sources: ['components/Sortable.tsx#SortableComponent'],
          },
        ],
      },
      itemWidth: {
        type: '`number`',
        default: '—',
        required: false,
        description:
          'Item width in pixels. Required at runtime when horizontal: the component throws `itemWidth is required when direction is horizontal`.',
      },
      gap: {
        type: '`number`',
        default: '`0`',
        required: false,
        description: 'Space between items in pixels. Horizontal lists only.',
      },
      paddingHorizontal: {
        type: '`number`',
        default: '`0`',
        required: false,
        description: 'Space before the first and after the last item in pixels. Horizontal lists only.',
      },
      enableDynamicHeights: { same: 'UseSortableListOptions.enableDynamicHeights' },
      estimatedItemHeight: { same: 'UseSortableListOptions.estimatedItemHeight' },
      onHeightsMeasured: { same: 'UseSortableListOptions.onHeightsMeasured' },
      style: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the scroll view, applied after the built-in `{ flex: 1, position: "relative", backgroundColor: "white" }`.',
      },
      contentContainerStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the content container, applied after the computed `height` (vertical) or `width` (horizontal).',
      },
      itemKeyExtractor: {
        type: '`(item: TData, index: number) => string`',
        default: '`(item) => item.id`',
        required: false,
        description: 'Key and sortable id of each item. Positions are always keyed by `item.id`, so it must return `item.id`.',
      },
      useFlatList: {
        type: '`boolean`',
        default: '`true`',
        required: false,
        description:
          'Renders an animated `FlatList` from Gesture Handler. With `false`, an animated `ScrollView` renders every item at once.',
      },
    },
  },
  SortableRenderItemProps: {
    columns: 'full',
    members: {
      item: {
        type: '`TData`',
        default: '—',
        required: true,
        description: 'The item from `data`.',
      },
      index: {
        type: '`number`',
        default: '—',
        required: true,
        description: "The item's index in `data`.",
      },
      id: {
        type: '`string`',
        default: '—',
        required: true,
        description: "The item's id, from `itemKeyExtractor`.",
      },
      positions: {
        type: '`SharedValue<{ [id: string]: number }>`',
        default: '—',
        required: true,
        description: "The list's shared position map.",
      },
      direction: {
        type: '[`SortableDirection`](~/api/types/enums.mdx#sortabledirection)',
        default: '—',
        required: false,
        description: "Always set: the list's direction.",
      },
      lowerBound: {
        type: '`SharedValue<number>`',
        default: '—',
        required: false,
        description: 'Vertical lists only: the scroll offset.',
      },
      leftBound: {
        type: '`SharedValue<number>`',
        default: '—',
        required: false,
        description: 'Horizontal lists only: the scroll offset.',
      },
      autoScrollDirection: {
        type: '`SharedValue<`[`ScrollDirection`](~/api/types/enums.mdx#scrolldirection)`>`',
        default: '—',
        required: false,
        description: 'Always set. In a horizontal list it holds the horizontal direction shared value despite its type.',
      },
      autoScrollHorizontalDirection: {
        type: '`SharedValue<`[`HorizontalScrollDirection`](~/api/types/enums.mdx#horizontalscrolldirection)`>`',
        default: '—',
        required: false,
        description: 'Horizontal lists only.',
      },
      itemsCount: {
        type: '`number`',
        default: '—',
        required: true,
        description: '`data.length`.',
      },
      itemHeight: {
        type: '`number`',
        default: '—',
        required: false,
        description: 'Vertical lists whose `itemHeight` is a number; `undefined` with per-row heights.',
      },
      itemWidth: { type: '`number`', default: '—', required: false, description: 'Horizontal lists only: the item width in pixels.' },
      gap: { type: '`number`', default: '—', required: false, description: 'Horizontal lists only: the space between items in pixels.' },
      paddingHorizontal: {
        type: '`number`',
        default: '—',
        required: false,
        description: 'Horizontal lists only: the space before the first item and after the last, in pixels.',
      },
      isDynamicHeight: { same: 'UseSortableOptions.isDynamicHeight', type: '`boolean`' },
      estimatedItemHeight: { same: 'UseSortableOptions.estimatedItemHeight' },
      itemHeights: { same: 'UseSortableOptions.itemHeights' },
      scheduleHeightUpdate: { same: 'SortableItemProps.scheduleHeightUpdate' },
    },
  },
  UseSortableListOptions: {
    columns: 'full',
    members: {
      data: {
        type: '`TData[]`',
        default: '—',
        required: true,
        description:
          "The items, each with a string `id` (the hook requires `TData extends { id: string }`). Only the first render's order seeds `positions`.",
      },
      itemHeight: {
        type: '`number | number[] | ((item: TData, index: number) => number)`',
        default: '—',
        required: false,
        description:
          'Row heights: one number for every row, an array with one height per item, or a function of the item and its index (both of which turn on dynamic-height mode). Leave it out only with `enableDynamicHeights`.',
      },
      enableDynamicHeights: {
        type: '`boolean`',
        default: '`false`',
        required: false,
        description: "Measures each item's height from its layout instead of taking it from `itemHeight`.",
        behaviour: [
          {
            text: 'Items start at `estimatedItemHeight` and move as their measured heights arrive; measured heights are kept when `data` changes, and new items start at the estimate.',
            sources: ['hooks/useSortableList.ts#useSortableList', 'hooks/useSortableList.ts#scheduleHeightUpdate'],
          },
        ],
      },
      estimatedItemHeight: {
        type: '`number`',
        default: '`60`',
        required: false,
        description: 'Height in pixels used for an item before it is measured (or when an array of heights has no entry for it).',
      },
      onHeightsMeasured: {
        type: '`(heights: { [id: string]: number }) => void`',
        default: '—',
        required: false,
        description: 'Receives all known heights by id each time a measured height changes by 1 px or more.',
      },
      itemKeyExtractor: {
        type: '`(item: TData, index: number) => string`',
        default: '`(item) => item.id`',
        required: false,
        description:
          'Produces the `id` that `getItemProps` returns. `positions` is always keyed by `item.id` (see [`listToObject`](~/api/utilities/helper-functions.mdx#listtoobject)), so the extractor must return `item.id`.',
      },
    },
  },
  UseSortableListReturn: {
    columns: 'short',
    members: {
      positions: {
        type: '`any`',
        description:
          'A `SharedValue<{ [id: string]: number }>` mapping each item id to its index, created from `data` with `listToObject`.',
      },
      scrollY: {
        type: '`any`',
        description:
          "A `SharedValue<number>` with the list's vertical scroll offset. `handleScroll` writes it; writing it yourself scrolls the list (the hook calls `scrollTo` when it changes).",
      },
      autoScroll: {
        type: '`any`',
        description: 'A `SharedValue<ScrollDirection>`, initially `ScrollDirection.None`, that items set while a drag nears an edge.',
      },
      scrollViewRef: {
        type: '`any`',
        description: 'An animated ref (`useAnimatedRef`). Attach it to the animated `ScrollView` or `FlatList`.',
      },
      dropProviderRef: {
        type: '`React.RefObject<`[`DropProviderRef`](~/api/types/context-types.mdx#dropproviderref)`>`',
        description: 'Attach it as `ref` to the `DropProvider` that wraps the list.',
      },
      handleScroll: {
        type: '`any`',
        description: 'An animated scroll handler (`useAnimatedScrollHandler`) that updates `scrollY`. Pass it to `onScroll`.',
      },
      handleScrollEnd: {
        type: '`() => void`',
        description:
          'Calls `dropProviderRef.current?.requestPositionUpdate()` 50 ms later. Pass it to `onScrollEndDrag` and `onMomentumScrollEnd`.',
      },
      contentHeight: {
        type: '`number`',
        description:
          "The height of all rows: `data.length * itemHeight` with a number, otherwise the sum of the rows' current heights (estimated until measured). Use it as the content container's height.",
        behaviour: [
          {
            text: 'With per-row heights it is React state, updated when `data` changes and whenever a measured height changes.',
            sources: ['hooks/useSortableList.ts#useSortableList', 'hooks/useSortableList.ts#scheduleHeightUpdate'],
          },
        ],
      },
      isDynamicHeight: {
        type: '`boolean`',
        description: '`true` when `enableDynamicHeights` is on or `itemHeight` is an array or a function.',
      },
      itemHeights: {
        type: '`any`',
        description: "A `SharedValue<{ [id: string]: number }>` with every item's current height by id. Empty in fixed-height mode.",
      },
      scheduleHeightUpdate: { same: 'SortableItemProps.scheduleHeightUpdate' },
      getItemProps: {
        type: '`(item: TData, index: number) => { id: string; positions: any; lowerBound: any; autoScrollDirection: any; itemsCount: number; itemHeight?: number; isDynamicHeight: boolean; estimatedItemHeight: number; itemHeights?: any; scheduleHeightUpdate?: (id: string, height: number) => void }`',
        description:
          'The props one `SortableItem` needs: `id` from `itemKeyExtractor`, `positions`, `lowerBound` (`scrollY`), `autoScrollDirection` (`autoScroll`), `itemsCount` (`data.length`), `itemHeight` (only when it is a number), `isDynamicHeight`, `estimatedItemHeight`, and with per-row heights `itemHeights` (plus `scheduleHeightUpdate` with `enableDynamicHeights`).',
      },
    },
  },
  UseHorizontalSortableOptions: {
    columns: 'full',
    members: {
      id: { same: 'UseSortableOptions.id' },
      positions: { same: 'UseSortableOptions.positions' },
      leftBound: {
        type: '`SharedValue<number>`',
        default: '—',
        required: true,
        description: "The list's horizontal scroll offset. The item writes to it while auto-scrolling.",
      },
      autoScrollDirection: {
        type: '`SharedValue<`[`HorizontalScrollDirection`](~/api/types/enums.mdx#horizontalscrolldirection)`>`',
        default: '—',
        required: true,
        description: 'Shared horizontal auto-scroll direction.',
      },
      itemsCount: { same: 'UseSortableOptions.itemsCount' },
      itemWidth: {
        type: '`number`',
        default: '—',
        required: true,
        description: "Item width in pixels. The item's left edge is `paddingHorizontal + index * (itemWidth + gap)`.",
      },
      gap: {
        type: '`number`',
        default: '`0`',
        required: false,
        description: 'Space between items in pixels.',
      },
      paddingHorizontal: {
        type: '`number`',
        default: '`0`',
        required: false,
        description: 'Space before the first item in pixels.',
      },
      containerWidth: {
        type: '`number`',
        default: '`500`',
        required: false,
        description: 'Visible list width, read once on mount. Auto-scroll starts within `max(itemWidth, 60)` pixels of either edge.',
      },
      onMove: { same: 'UseSortableOptions.onMove' },
      onDragStart: { same: 'UseSortableOptions.onDragStart' },
      onDrop: { same: 'UseSortableOptions.onDrop' },
      onDragging: {
        type: '`(id: string, overItemId: string | null, xPosition: number) => void`',
        default: '—',
        required: false,
        description:
          'Runs while the item is dragged, at most once every 50 ms, with the item under it (or `null`) and its rounded left offset.',
      },
    },
  },
  UseHorizontalSortableReturn: {
    columns: 'short',
    members: {
      animatedStyle: {
        type: '`StyleProp<ViewStyle>`',
        description:
          'Animated style: `position: "absolute"`, `top: 0`, `bottom: 0`, an animated `left`, `width: itemWidth`, `zIndex` 1 while moving, `backgroundColor: "transparent"` and a shadow that fades to 0.2 opacity while moving.',
      },
      panGestureHandler: {
        type: '`GestureType`',
        description: "The item's horizontal pan gesture, for a `GestureDetector` around the item; disabled while a handle is registered.",
      },
      handlePanGestureHandler: { same: 'UseSortableReturn.handlePanGestureHandler' },
      isMoving: { same: 'UseSortableReturn.isMoving' },
      hasHandle: { same: 'UseSortableReturn.hasHandle' },
      registerHandle: { same: 'UseSortableReturn.registerHandle' },
    },
  },
  UseHorizontalSortableListOptions: {
    columns: 'full',
    members: {
      data: {
        type: '`TData[]`',
        default: '—',
        required: true,
        description: 'The items, each with a string `id`.',
      },
      itemWidth: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Item width in pixels.',
      },
      gap: { same: 'UseHorizontalSortableOptions.gap' },
      paddingHorizontal: {
        type: '`number`',
        default: '`0`',
        required: false,
        description: 'Space before the first and after the last item in pixels.',
      },
      itemKeyExtractor: {
        type: '`(item: TData, index: number) => string`',
        default: '`(item) => item.id`',
        required: false,
        description: "Produces each item's `id`. Must return `item.id`, as for the vertical list.",
      },
    },
  },
  UseHorizontalSortableListReturn: {
    columns: 'short',
    members: {
      positions: {
        type: '`any`',
        description: 'Shared map from item id to index.',
      },
      scrollX: {
        type: '`any`',
        description: 'A `SharedValue<number>` with the horizontal scroll offset; writing it scrolls the list.',
      },
      autoScroll: {
        type: '`any`',
        description: 'A `SharedValue<HorizontalScrollDirection>`, initially `None`.',
      },
      scrollViewRef: {
        type: '`any`',
        description: 'Animated ref for the horizontal scroll view.',
      },
      dropProviderRef: {
        type: '`React.RefObject<`[`DropProviderRef`](~/api/types/context-types.mdx#dropproviderref)`>`',
        description: 'Ref for the wrapping `DropProvider`.',
      },
      handleScroll: {
        type: '`any`',
        description: 'Animated scroll handler that updates `scrollX`.',
      },
      handleScrollEnd: {
        type: '`() => void`',
        description: 'Requests a provider position update 50 ms later.',
      },
      contentWidth: {
        type: '`number`',
        description: '`itemsCount * itemWidth + (itemsCount - 1) * gap + 2 * paddingHorizontal` (`2 * paddingHorizontal` when empty).',
      },
      getItemProps: {
        type: '`(item: TData, index: number) => { id: string; positions: any; leftBound: any; autoScrollDirection: any; itemsCount: number; itemWidth: number; gap: number; paddingHorizontal: number }`',
        description: 'The props one horizontal item needs; `leftBound` is `scrollX`.',
      },
    },
  },
  HorizontalSortableItemProps: {
    columns: 'full',
    members: {
      id: { same: 'UseSortableOptions.id' },
      data: {
        type: '`T`',
        default: '—',
        required: true,
        description: "The item's data.",
      },
      positions: { same: 'UseSortableOptions.positions' },
      leftBound: { same: 'UseHorizontalSortableOptions.leftBound' },
      autoScrollDirection: { same: 'UseHorizontalSortableOptions.autoScrollDirection' },
      itemsCount: { same: 'UseSortableOptions.itemsCount' },
      itemWidth: { same: 'UseHorizontalSortableOptions.itemWidth' },
      gap: { same: 'UseHorizontalSortableOptions.gap', default: '—' },
      paddingHorizontal: { same: 'UseHorizontalSortableOptions.paddingHorizontal', default: '—' },
      containerWidth: {
        type: '`number`',
        default: '—',
        required: false,
        description: 'Visible list width in pixels.',
      },
      children: {
        type: '`React.ReactNode`',
        default: '—',
        required: true,
        description: "The item's content.",
      },
      style: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the item content.',
      },
      animatedStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Extra animated style.',
      },
      onMove: { same: 'UseSortableOptions.onMove' },
      onDragStart: { same: 'UseSortableOptions.onDragStart' },
      onDrop: { same: 'UseSortableOptions.onDrop' },
      onDragging: { same: 'UseHorizontalSortableOptions.onDragging' },
    },
  },
  HorizontalSortableProps: {
    columns: 'full',
    members: {
      data: { same: 'UseHorizontalSortableListOptions.data' },
      renderItem: {
        type: '`(props: `[`HorizontalSortableRenderItemProps`](~/api/types/sortable-types.mdx#horizontalsortablerenderitemprops)`<TData>) => ReactNode`',
        default: '—',
        required: true,
        description: 'Renders one item.',
      },
      itemWidth: { same: 'UseHorizontalSortableListOptions.itemWidth' },
      gap: { same: 'UseHorizontalSortableOptions.gap', default: '—' },
      paddingHorizontal: { same: 'UseHorizontalSortableListOptions.paddingHorizontal', default: '—' },
      style: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the scroll view.',
      },
      contentContainerStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the content container.',
      },
      itemKeyExtractor: {
        type: '`(item: TData, index: number) => string`',
        default: '—',
        required: false,
        description: 'Key of each item.',
      },
    },
  },
  HorizontalSortableRenderItemProps: {
    columns: 'full',
    members: {
      item: {
        type: '`TData`',
        default: '—',
        required: true,
        description: 'The item.',
      },
      index: {
        type: '`number`',
        default: '—',
        required: true,
        description: "The item's index.",
      },
      id: {
        type: '`string`',
        default: '—',
        required: true,
        description: "The item's id.",
      },
      positions: { same: 'UseSortableOptions.positions' },
      leftBound: { same: 'UseHorizontalSortableOptions.leftBound' },
      autoScrollDirection: { same: 'UseHorizontalSortableOptions.autoScrollDirection' },
      itemsCount: { same: 'UseSortableOptions.itemsCount' },
      itemWidth: { same: 'UseHorizontalSortableListOptions.itemWidth' },
      gap: { same: 'UseHorizontalSortableOptions.gap', default: '—', required: true },
      paddingHorizontal: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Outer horizontal padding in pixels.',
      },
    },
  },
};
