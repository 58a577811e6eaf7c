import shared from '../shared/sortable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 2.0.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  UseSortableOptions: {
    members: {
      onMove: {
        behaviour: [
          {
            text: 'It is never called for the dragged item itself. A new function passed later replaces the old one.',
            sources: ['hooks/useSortable.ts#useSortable'],
          },
        ],
      },
      itemHeight: {
        default: '`estimatedItemHeight`',
        description:
          "Row height in pixels for fixed-height lists, so the item's top is `index * itemHeight`. Without it, `estimatedItemHeight` is used.",
      },
      estimatedItemHeight: {
        default: '`60`',
        description: 'Height in pixels assumed for an item whose height is not known yet, and the row height when `itemHeight` is missing.',
      },
      isDynamicHeight: {
        default: '`false`',
        description:
          'Positions items from `itemHeights` (each top is the sum of the heights above it) instead of `index * itemHeight`, once that sum changes: an item starts at `index * (itemHeight || estimatedItemHeight)`.',
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
        default: '—',
        description: "Each item's height by id, used when `isDynamicHeight` is `true`. `useSortableList` creates it.",
      },
      onDragStart: {
        default: '—',
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
        default: '—',
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
    },
  },
  'hooks/useSortable#UseSortableOptions': {
    members: {
      estimatedItemHeight: { same: 'UseSortableOptions.estimatedItemHeight' },
      isDynamicHeight: { same: 'UseSortableOptions.isDynamicHeight' },
      itemHeights: { same: 'UseSortableOptions.itemHeights' },
    },
  },
  SortableItemProps: {
    members: {
      data: { default: '—', description: "The item's data. `SortableItem` accepts it but does not read it." },
      itemHeight: {
        default: '`estimatedItemHeight`',
        description:
          'Row height in pixels for a vertical list with one height for every row. Without it, the row is placed with `estimatedItemHeight`.',
        behaviour: [
          {
            text: 'A vertical item throws `itemHeight (or isDynamicHeight), lowerBound, and autoScrollDirection are required for vertical direction` only when it has neither `itemHeight` nor `isDynamicHeight` and also lacks `lowerBound` or `autoScrollDirection`.',
            sources: ['components/SortableItem.tsx#SortableItem', 'hooks/useSortable.ts#useSortable'],
          },
        ],
      },
      isDynamicHeight: { same: 'UseSortableOptions.isDynamicHeight' },
      estimatedItemHeight: { same: 'UseSortableOptions.estimatedItemHeight' },
      itemHeights: { same: 'UseSortableOptions.itemHeights' },
      scheduleHeightUpdate: {
        default: '—',
        description:
          "Records an item's measured height. `useSortableList` provides it with `enableDynamicHeights`; `SortableItem` then calls it from its `onLayout`.",
        behaviour: [
          {
            text: 'The height is rounded; a change under 1 px is ignored. Otherwise the heights and the content height are updated and `onHeightsMeasured` runs.',
            sources: ['hooks/useSortableList.ts#scheduleHeightUpdate', 'components/SortableItem.tsx#handleLayout'],
          },
        ],
      },
    },
  },
  SortableProps: {
    members: {
      itemHeight: {
        default: '—',
        description:
          'Row height in pixels: one number for every row, an array indexed like `data`, or a function of the item and its index. An array or a function turns on variable heights, as `enableDynamicHeights` does.',
        behaviour: [
          {
            text: 'A vertical list with no `itemHeight` and no `enableDynamicHeights` throws `itemHeight is required when direction is vertical and not using dynamic heights`.',
            sources: ['components/Sortable.tsx#SortableComponent'],
          },
          {
            text: 'With an array or a function, 2.0.0 first places every row at its index times `estimatedItemHeight` and moves a row to the sum of the heights above it only when that sum changes later, which happens when a drag changes the order. Rows of other heights therefore overlap or leave gaps until a drag moves them.',
            sources: ['hooks/useSortable.ts#initialTopVal', 'hooks/useSortable.ts#useSortable', 'hooks/useSortableList.ts#useSortableList'],
          },
        ],
      },
      enableDynamicHeights: { same: 'UseSortableListOptions.enableDynamicHeights' },
      estimatedItemHeight: { same: 'UseSortableListOptions.estimatedItemHeight' },
      onHeightsMeasured: { same: 'UseSortableListOptions.onHeightsMeasured' },
    },
  },
  SortableRenderItemProps: {
    members: {
      itemHeight: { default: '—', description: 'Vertical lists whose `itemHeight` is a number; `undefined` with per-row heights.' },
      paddingHorizontal: {
        default: '—',
        description: 'Horizontal lists only: the space before the first item and after the last, in pixels.',
      },
      isDynamicHeight: { same: 'UseSortableOptions.isDynamicHeight' },
      estimatedItemHeight: { same: 'UseSortableOptions.estimatedItemHeight' },
      itemHeights: { same: 'UseSortableOptions.itemHeights' },
      scheduleHeightUpdate: { same: 'SortableItemProps.scheduleHeightUpdate' },
    },
  },
  UseSortableListOptions: {
    members: {
      itemHeight: {
        default: '—',
        description:
          'Row heights: one number for every row, an array with one height per item, or a function of the item and its index (both of which turn on dynamic-height mode). Leave it out only with `enableDynamicHeights`.',
        behaviour: [
          {
            text: 'With an array or a function, 2.0.0 first places every row at its index times `estimatedItemHeight` and moves a row to the sum of the heights above it only when that sum changes later, which happens when a drag changes the order. Rows of other heights therefore overlap or leave gaps until a drag moves them.',
            sources: ['hooks/useSortable.ts#initialTopVal', 'hooks/useSortable.ts#useSortable', 'hooks/useSortableList.ts#useSortableList'],
          },
        ],
      },
      enableDynamicHeights: {
        default: '`false`',
        description: "Measures each item's height from its layout instead of taking it from `itemHeight`.",
        behaviour: [
          {
            text: 'Items start at their index times `estimatedItemHeight` and move when a measured height changes the sum of the heights above them. An item is not moved by a change that lands before its first placement has run, so whether rows start overlapped depends on when the measurements arrive. With the hook, measured heights are kept when `data` changes, and new items start at the estimate; `Sortable` remounts its list when the sequence of ids changes, so there every item starts at the estimate again.',
            sources: [
              'hooks/useSortableList.ts#useSortableList',
              'hooks/useSortableList.ts#scheduleHeightUpdate',
              'hooks/useSortable.ts#initialTopVal',
              'components/Sortable.tsx#dataHash',
            ],
          },
        ],
      },
      estimatedItemHeight: {
        default: '`60`',
        description: 'Height in pixels used for an item before it is measured (or when an array of heights has no entry for it).',
      },
      onHeightsMeasured: {
        default: '—',
        description: 'Receives all known heights by id each time a measured height changes by 1 px or more.',
      },
    },
  },
  UseSortableListReturn: {
    members: {
      contentHeight: {
        description:
          "The height of all rows: `data.length * itemHeight` with a number, otherwise the sum of the rows' current heights (estimated until measured). Use it as the content container's height.",
        behaviour: [
          {
            text: 'With per-row heights it is React state, updated when `data` changes and whenever a measured height changes.',
            sources: ['hooks/useSortableList.ts#useSortableList', 'hooks/useSortableList.ts#scheduleHeightUpdate'],
          },
        ],
      },
      isDynamicHeight: { description: '`true` when `enableDynamicHeights` is on or `itemHeight` is an array or a function.' },
      itemHeights: {
        description: "A `SharedValue<{ [id: string]: number }>` with every item's current height by id. Empty in fixed-height mode.",
      },
      scheduleHeightUpdate: { same: 'SortableItemProps.scheduleHeightUpdate' },
      getItemProps: {
        description:
          'The props one `SortableItem` needs: `id` from `itemKeyExtractor`, `positions`, `lowerBound` (`scrollY`), `autoScrollDirection` (`autoScroll`), `itemsCount` (`data.length`), `itemHeight` (only when it is a number), `isDynamicHeight`, `estimatedItemHeight`, and with per-row heights `itemHeights` (plus `scheduleHeightUpdate` with `enableDynamicHeights`).',
      },
    },
  },
  UseHorizontalSortableReturn: {
    members: {
      panGestureHandler: {
        description: "The item's horizontal pan gesture, for a `GestureDetector` around the item; disabled while a handle is registered.",
      },
      handlePanGestureHandler: { same: 'UseSortableReturn.handlePanGestureHandler' },
      hasHandle: { same: 'UseSortableReturn.hasHandle' },
      registerHandle: { same: 'UseSortableReturn.registerHandle' },
    },
  },
  UseSortableReturn: {
    columns: 'short',
    members: {
      animatedStyle: {
        description:
          'Animated style for the item\'s outer `Animated.View`: `position: "absolute"`, `left: 0`, `right: 0`, an animated `top`, `zIndex` 1 while moving and a shadow that fades to 0.2 opacity while moving. No background colour.',
      },
      panGestureHandler: {
        description:
          "The item's pan gesture (`Gesture.Pan()`, activated by a 200 ms long press), for a `GestureDetector` around the item. It is disabled while a handle is registered.",
      },
      handlePanGestureHandler: {
        description:
          "A second pan gesture with the same callbacks for a handle's `GestureDetector`. It stays enabled when a handle is registered.",
      },
      isMoving: {
        description: '`true` while the item is being dragged.',
        behaviour: [
          {
            text: 'Set in `onStart` (after the 200 ms long press) and cleared in `onFinalize`; the built-in animated style raises the item and fades in its shadow for that time.',
            sources: ['hooks/useSortable.ts#createPanGesture', 'hooks/useSortable.ts#animatedStyle'],
          },
        ],
      },
      hasHandle: {
        description:
          'Whether a handle is mounted: `true` after a handle calls `registerHandle(true)`, `false` again after `registerHandle(false)`.',
      },
      registerHandle: {
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
  SortableContextValue: {
    columns: 'short',
    members: {
      panGestureHandler: {
        description: 'The handle gesture (`handlePanGestureHandler`), which `SortableItem.Handle` attaches to its `GestureDetector`.',
      },
      registerHandle: { same: 'UseSortableReturn.registerHandle' },
    },
  },
});
