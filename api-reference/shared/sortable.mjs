/**
 * Sortable members whose declaration and behaviour are the same in 1.1.0 and 2.0.0
 * (compared in both packages' .d.ts and compiled code), described once for both versions.
 */
/** @type {import('../schema').SharedMembers} */
export default {
  tags: ['v1.1.0', 'v2.0.0'],
  types: {
    UseSortableOptions: {
      columns: 'full',
      members: {
        id: { default: '—', description: "The item's key in `positions`." },
        positions: { default: '—', description: 'Shared map from item id to index, shared by every item of the list.' },
        lowerBound: {
          default: '—',
          description: "The list's vertical scroll offset (`scrollY` from `useSortableList`). The item writes to it while auto-scrolling.",
        },
        autoScrollDirection: { default: '—', description: 'Shared auto-scroll direction (`autoScroll` from `useSortableList`).' },
        itemsCount: { default: '—', description: 'Number of items in the list. New indexes are clamped to `0 … itemsCount - 1`.' },
        containerHeight: {
          default: '`500`',
          description:
            'Visible height of the list in pixels, read once on mount. Auto-scroll starts when the item comes within `itemHeight` of the top or of `lowerBound + containerHeight`.',
        },
        onDragging: {
          default: '—',
          description:
            "Runs while this item is dragged, at most once every 50 ms. `overItemId` is the other item at the index under the dragged item, or `null`; `yPosition` is the item's rounded top offset within the content.",
          behaviour: [
            {
              text: "Runs only while the item's position changes during an active drag, at most once every 50 ms.",
              sources: ['hooks/useSortable.ts#THROTTLE_INTERVAL'],
            },
          ],
        },
        onMove: { default: '—', description: "Receives this item's id, old index and new index when a drag of another item displaces it." },
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
        onMove: { same: 'UseSortableOptions.onMove' },
        onDragStart: { same: 'UseSortableOptions.onDragStart' },
        onDragging: { same: 'UseSortableOptions.onDragging' },
        onDrop: { same: 'UseSortableOptions.onDrop' },
      },
    },
    SortableItemProps: {
      columns: 'full',
      members: {
        id: { same: 'UseSortableOptions.id' },
        positions: { same: 'UseSortableOptions.positions' },
        lowerBound: {
          default: '—',
          description:
            'Vertical scroll offset of the list (`scrollY`), required at runtime when vertical. The item writes to it while auto-scrolling.',
        },
        leftBound: { default: '—', description: 'Horizontal scroll offset of the list. Required at runtime when horizontal.' },
        autoScrollDirection: { default: '—', description: 'Shared vertical auto-scroll direction. Required at runtime when vertical.' },
        autoScrollHorizontalDirection: {
          default: '—',
          description: 'Shared horizontal auto-scroll direction. Required at runtime when horizontal.',
        },
        itemsCount: { same: 'UseSortableOptions.itemsCount' },
        direction: { default: '`SortableDirection.Vertical`', description: 'Which layout and hook the item uses.' },
        itemHeight: { default: '—', description: 'Row height in pixels. Required at runtime when vertical.' },
        itemWidth: { default: '—', description: 'Item width in pixels. Required at runtime when horizontal.' },
        gap: { default: '`0`', description: 'Space between items in pixels. Horizontal only.' },
        paddingHorizontal: { default: '`0`', description: 'Space before the first item in pixels. Horizontal only.' },
        containerHeight: {
          default: '`500`',
          description: 'Visible list height used for auto-scroll in a vertical list, read once on mount. `Sortable` does not pass it.',
        },
        containerWidth: {
          default: '`500`',
          description: 'Visible list width used for auto-scroll in a horizontal list, read once on mount. `Sortable` does not pass it.',
        },
        children: {
          default: '—',
          description:
            "The item's content. A [`SortableItem.Handle`](~/api/components/sortable-item.mdx#sortableitemhandle) anywhere in this element tree turns on handle mode.",
        },
        style: { default: '—', description: 'Style of the inner `Animated.View` that wraps `children`.' },
        animatedStyle: {
          default: '—',
          description:
            'Style merged after the built-in animated style on the outer `Animated.View`, so it overrides it (for example `backgroundColor`).',
        },
        onMove: {
          same: 'UseSortableOptions.onMove',
          behaviour: [
            {
              text: "In a vertical list it behaves as [`useSortable`'s `onMove`](~/api/types/sortable-types.mdx#usesortableoptions-onmove), in a horizontal one as [`useHorizontalSortable`'s](~/api/types/sortable-types.mdx#usehorizontalsortableoptions-onmove).",
              sources: ['components/SortableItem.tsx#SortableItem'],
            },
          ],
        },
        onDragStart: { same: 'UseSortableOptions.onDragStart' },
        onDragging: {
          default: '—',
          description:
            'Vertical only. Runs while the item is dragged, at most once every 50 ms, with the item under it (or `null`) and its rounded top offset.',
        },
        onDraggingHorizontal: { default: '—', description: 'Horizontal only. Same as `onDragging`, with the rounded left offset.' },
        onDrop: { same: 'UseSortableOptions.onDrop' },
      },
    },
    SortableHandleProps: {
      columns: 'full',
      members: { children: { same: 'DraggableHandleProps.children' }, style: { same: 'DraggableHandleProps.style' } },
    },
    SortableProps: {
      columns: 'full',
      members: {
        data: {
          default: '—',
          description: 'The items, each with a string `id`. The list remounts (and positions reset) whenever the sequence of ids changes.',
        },
        renderItem: {
          default: '—',
          description:
            'Renders one item, usually a [`SortableItem`](~/api/components/sortable-item.mdx) that receives the props. See [`SortableRenderItemProps`](~/api/types/sortable-types.mdx#sortablerenderitemprops).',
        },
        direction: { default: '`SortableDirection.Vertical`', description: 'List orientation.' },
        itemWidth: {
          default: '—',
          description:
            'Item width in pixels. Required at runtime when horizontal: the component throws `itemWidth is required when direction is horizontal`.',
        },
        gap: { default: '`0`', description: 'Space between items in pixels. Horizontal lists only.' },
        paddingHorizontal: {
          default: '`0`',
          description: 'Space before the first and after the last item in pixels. Horizontal lists only.',
        },
        style: {
          default: '—',
          description:
            'Style of the scroll view, applied after the built-in `{ flex: 1, position: "relative", backgroundColor: "white" }`.',
        },
        contentContainerStyle: {
          default: '—',
          description: 'Style of the content container, applied after the computed `height` (vertical) or `width` (horizontal).',
        },
        itemKeyExtractor: {
          default: '`(item) => item.id`',
          description:
            'Sortable id of each item, and its React key in `FlatList` mode (with `useFlatList={false}` the element `renderItem` returns must carry its own `key`). Positions are always keyed by `item.id`, so it must return `item.id`.',
        },
        useFlatList: {
          default: '`true`',
          description:
            'Renders an animated `FlatList` from Gesture Handler. With `false`, an animated `ScrollView` renders every item at once.',
        },
      },
    },
    SortableRenderItemProps: {
      columns: 'full',
      members: {
        item: { default: '—', description: 'The item from `data`.' },
        index: { default: '—', description: "The item's index in `data`." },
        id: { default: '—', description: "The item's id, from `itemKeyExtractor`." },
        positions: { default: '—', description: "The list's shared position map." },
        direction: { default: '—', description: "Always set: the list's direction." },
        lowerBound: { default: '—', description: 'Vertical lists only: the scroll offset.' },
        leftBound: { default: '—', description: 'Horizontal lists only: the scroll offset.' },
        autoScrollDirection: {
          default: '—',
          description: 'Always set. In a horizontal list it holds the horizontal direction shared value despite its type.',
        },
        autoScrollHorizontalDirection: { default: '—', description: 'Horizontal lists only.' },
        itemsCount: { default: '—', description: '`data.length`.' },
        itemWidth: { default: '—', description: 'Horizontal lists only: the item width in pixels.' },
        gap: { default: '—', description: 'Horizontal lists only: the space between items in pixels.' },
      },
    },
    UseSortableListOptions: {
      columns: 'full',
      members: {
        data: {
          default: '—',
          description:
            "The items, each with a string `id` (the hook requires `TData extends { id: string }`). Only the first render's order seeds `positions`.",
        },
        itemKeyExtractor: {
          default: '`(item) => item.id`',
          description:
            'Produces the `id` that `getItemProps` returns. `positions` is always keyed by `item.id` (see [`listToObject`](~/api/utilities/helper-functions.mdx#listtoobject)), so the extractor must return `item.id`.',
        },
      },
    },
    UseSortableListReturn: {
      columns: 'short',
      members: {
        positions: {
          description:
            'A `SharedValue<{ [id: string]: number }>` mapping each item id to its index, created from `data` with `listToObject`.',
        },
        scrollY: {
          description:
            "A `SharedValue<number>` with the list's vertical scroll offset. `handleScroll` writes it; writing it yourself scrolls the list (the hook calls `scrollTo` when it changes).",
        },
        autoScroll: {
          description: 'A `SharedValue<ScrollDirection>`, initially `ScrollDirection.None`, that items set while a drag nears an edge.',
        },
        scrollViewRef: { description: 'An animated ref (`useAnimatedRef`). Attach it to the animated `ScrollView` or `FlatList`.' },
        handleScroll: {
          description: 'An animated scroll handler (`useAnimatedScrollHandler`) that updates `scrollY`. Pass it to `onScroll`.',
        },
        handleScrollEnd: {
          description:
            'Calls `dropProviderRef.current?.requestPositionUpdate()` 50 ms later. Pass it to `onScrollEndDrag` and `onMomentumScrollEnd`.',
        },
        dropProviderRef: { description: 'Attach it as `ref` to the `DropProvider` that wraps the list.' },
      },
    },
    UseHorizontalSortableOptions: {
      columns: 'full',
      members: {
        id: { same: 'UseSortableOptions.id' },
        positions: { same: 'UseSortableOptions.positions' },
        leftBound: { default: '—', description: "The list's horizontal scroll offset. The item writes to it while auto-scrolling." },
        autoScrollDirection: { default: '—', description: 'Shared horizontal auto-scroll direction.' },
        itemsCount: { same: 'UseSortableOptions.itemsCount' },
        itemWidth: {
          default: '—',
          description: "Item width in pixels. The item's left edge is `paddingHorizontal + index * (itemWidth + gap)`.",
        },
        gap: { default: '`0`', description: 'Space between items in pixels.' },
        paddingHorizontal: { default: '`0`', description: 'Space before the first item in pixels.' },
        containerWidth: {
          default: '`500`',
          description: 'Visible list width, read once on mount. Auto-scroll starts within `max(itemWidth, 60)` pixels of either edge.',
        },
        onMove: {
          same: 'UseSortableOptions.onMove',
          behaviour: [
            {
              text: 'It is never called for the dragged item itself. A new function passed later is used only once `itemWidth`, `gap` or `paddingHorizontal` changes too: the reaction that calls it is rebuilt only for those.',
              sources: ['hooks/useHorizontalSortable.ts#useHorizontalSortable'],
            },
          ],
        },
        onDragStart: { same: 'UseSortableOptions.onDragStart' },
        onDragging: {
          default: '—',
          description:
            'Runs while the item is dragged, at most once every 50 ms, with the item under it (or `null`) and its rounded left offset.',
        },
        onDrop: { same: 'UseSortableOptions.onDrop' },
      },
    },
    UseHorizontalSortableReturn: {
      columns: 'short',
      members: {
        animatedStyle: {
          description:
            'Animated style: `position: "absolute"`, `top: 0`, `bottom: 0`, an animated `left`, `width: itemWidth`, `zIndex` 1 while moving, `backgroundColor: "transparent"` and a shadow that fades to 0.2 opacity while moving.',
        },
        isMoving: { same: 'UseSortableReturn.isMoving' },
      },
    },
    UseHorizontalSortableListOptions: {
      columns: 'full',
      members: {
        data: { default: '—', description: 'The items, each with a string `id`.' },
        itemWidth: { default: '—', description: 'Item width in pixels.' },
        gap: { same: 'UseHorizontalSortableOptions.gap' },
        paddingHorizontal: { default: '`0`', description: 'Space before the first and after the last item in pixels.' },
        itemKeyExtractor: {
          default: '`(item) => item.id`',
          description: "Produces each item's `id`. Must return `item.id`, as for the vertical list.",
        },
      },
    },
    UseHorizontalSortableListReturn: {
      columns: 'short',
      members: {
        positions: { description: 'Shared map from item id to index.' },
        scrollX: { description: 'A `SharedValue<number>` with the horizontal scroll offset; writing it scrolls the list.' },
        autoScroll: { description: 'A `SharedValue<HorizontalScrollDirection>`, initially `None`.' },
        scrollViewRef: { description: 'Animated ref for the horizontal scroll view.' },
        handleScroll: { description: 'Animated scroll handler that updates `scrollX`.' },
        handleScrollEnd: { description: 'Requests a provider position update 50 ms later.' },
        contentWidth: {
          description: '`itemsCount * itemWidth + (itemsCount - 1) * gap + 2 * paddingHorizontal` (`2 * paddingHorizontal` when empty).',
        },
        getItemProps: { description: 'The props one horizontal item needs; `leftBound` is `scrollX`.' },
        dropProviderRef: { description: 'Ref for the wrapping `DropProvider`.' },
      },
    },
    HorizontalSortableItemProps: {
      columns: 'full',
      members: {
        id: { same: 'UseSortableOptions.id' },
        data: { default: '—', description: "The item's data." },
        positions: { same: 'UseSortableOptions.positions' },
        leftBound: { same: 'UseHorizontalSortableOptions.leftBound' },
        autoScrollDirection: { same: 'UseHorizontalSortableOptions.autoScrollDirection' },
        itemsCount: { same: 'UseSortableOptions.itemsCount' },
        itemWidth: { same: 'UseHorizontalSortableOptions.itemWidth' },
        gap: { same: 'UseHorizontalSortableOptions.gap', default: '—' },
        paddingHorizontal: { same: 'UseHorizontalSortableOptions.paddingHorizontal', default: '—' },
        containerWidth: { default: '—', description: 'Visible list width in pixels.' },
        children: { default: '—', description: "The item's content." },
        style: { default: '—', description: 'Style of the item content.' },
        animatedStyle: { default: '—', description: 'Extra animated style.' },
        onMove: { same: 'UseHorizontalSortableOptions.onMove' },
        onDragStart: { same: 'UseSortableOptions.onDragStart' },
        onDragging: { same: 'UseHorizontalSortableOptions.onDragging' },
        onDrop: { same: 'UseSortableOptions.onDrop' },
      },
    },
    HorizontalSortableProps: {
      columns: 'full',
      members: {
        data: { same: 'UseHorizontalSortableListOptions.data' },
        renderItem: { default: '—', description: 'Renders one item.' },
        itemWidth: { same: 'UseHorizontalSortableListOptions.itemWidth' },
        gap: { same: 'UseHorizontalSortableOptions.gap', default: '—' },
        paddingHorizontal: { same: 'UseHorizontalSortableListOptions.paddingHorizontal', default: '—' },
        style: { default: '—', description: 'Style of the scroll view.' },
        contentContainerStyle: { default: '—', description: 'Style of the content container.' },
        itemKeyExtractor: { default: '—', description: 'Key of each item.' },
      },
    },
    HorizontalSortableRenderItemProps: {
      columns: 'full',
      members: {
        item: { default: '—', description: 'The item.' },
        index: { default: '—', description: "The item's index." },
        id: { default: '—', description: "The item's id." },
        positions: { same: 'UseSortableOptions.positions' },
        leftBound: { same: 'UseHorizontalSortableOptions.leftBound' },
        autoScrollDirection: { same: 'UseHorizontalSortableOptions.autoScrollDirection' },
        itemsCount: { same: 'UseSortableOptions.itemsCount' },
        itemWidth: { same: 'UseHorizontalSortableListOptions.itemWidth' },
        gap: { same: 'UseHorizontalSortableOptions.gap', default: '—' },
        paddingHorizontal: { default: '—', description: 'Outer horizontal padding in pixels.' },
      },
    },
  },
};
