import shared from '../shared/sortable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 1.1.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  UseSortableOptions: {
    members: {
      onMove: {
        behaviour: [
          {
            text: "It is never called for the dragged item itself. The function of the item's first render is used for the item's whole life; a new function passed later is ignored.",
            sources: ['hooks/useSortable.ts#useSortable'],
          },
        ],
      },
      itemHeight: { default: '—', description: "Row height in pixels. The item's top is `index * itemHeight`." },
      onDragStart: {
        default: '—',
        description: "Receives this item's id and current index when a touch on it begins.",
        behaviour: [
          {
            text: "It comes from the gesture handler's `onStart`, which runs at touch-down (`BEGAN`), before the 200 ms long press that activates the drag, so every tap or scroll that starts on the item calls it.",
            sources: [
              'hooks/useSortable.ts#panGestureHandler',
              'react-native-reanimated/src/hook/useAnimatedGestureHandler.ts#onStart',
              'components/SortableItem.tsx#activateAfterLongPress',
            ],
          },
        ],
      },
      onDragging: {
        behaviour: [
          {
            text: "It runs from a reaction to the item's position. At touch-down (`BEGAN`, before the 200 ms long press) `onStart` puts that position back on the item's slot, so when that position is not the slot's top (after the item's own last drag, or after another drag moved it to a new index), a tap on it calls `onDragging` once, with the slot's top. Otherwise it runs while the position changes during a drag, at most once every 50 ms.",
            sources: [
              'hooks/useSortable.ts#THROTTLE_INTERVAL',
              'hooks/useSortable.ts#panGestureHandler',
              'react-native-reanimated/src/hook/useAnimatedGestureHandler.ts#onStart',
            ],
          },
        ],
      },
      onDrop: {
        default: '—',
        description: "Receives this item's id and index when the touch on it ends.",
        behaviour: [
          {
            text: 'It comes from `onFinish`, which runs after any end of the touch: a release after a drag, but also the end of a tap and a scroll or cancel that takes the touch over (`FAILED`, `CANCELLED`). Every `onDragStart` is followed by an `onDrop`, whether or not the item moved.',
            sources: ['hooks/useSortable.ts#panGestureHandler', 'react-native-reanimated/src/hook/useAnimatedGestureHandler.ts#onFinish'],
          },
        ],
      },
    },
  },
  'hooks/useSortable#UseSortableOptions': {
    members: {
      children: {
        default: '—',
        description:
          "The item's content, searched for a `handleComponent` element to set `hasHandle`. Declared only by the hook's own options type.",
      },
      handleComponent: {
        default: '—',
        description:
          "The component that counts as a drag handle; `SortableItem` passes its `Handle`. Declared only by the hook's own options type.",
      },
    },
  },
  SortableItemProps: {
    members: {
      data: { default: '—', description: "The item's data. `SortableItem` accepts it but does not read it in 1.1.0." },
      onDragging: {
        behaviour: [
          {
            text: "As [`useSortable`'s `onDragging`](~/api/types/sortable-types.mdx#usesortableoptions-ondragging), so a tap can call it once.",
            sources: ['components/SortableItem.tsx#SortableItem'],
          },
        ],
      },
      onDraggingHorizontal: {
        behaviour: [
          {
            text: "As [`useHorizontalSortable`'s `onDragging`](~/api/types/sortable-types.mdx#usehorizontalsortableoptions-ondragging), so a tap can call it once.",
            sources: ['components/SortableItem.tsx#SortableItem'],
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
          'Row height in pixels. Required at runtime when vertical: the component throws `itemHeight is required when direction is vertical`.',
      },
    },
  },
  SortableRenderItemProps: {
    members: {
      itemHeight: { default: '—', description: 'Vertical lists only.' },
      paddingHorizontal: { default: '—', description: 'Horizontal lists only: the space before the first item in pixels.' },
    },
  },
  UseSortableListOptions: { members: { itemHeight: { default: '—', description: 'Height of every row in pixels.' } } },
  UseSortableListReturn: {
    members: {
      contentHeight: { description: "`data.length * itemHeight`. Use it as the content container's height." },
      getItemProps: {
        description:
          'The props one `SortableItem` needs: `id` from `itemKeyExtractor`, `positions`, `lowerBound` (`scrollY`), `autoScrollDirection` (`autoScroll`), `itemsCount` (`data.length`) and `itemHeight`.',
      },
    },
  },
  UseHorizontalSortableReturn: {
    members: {
      panGestureHandler: { description: "A `useAnimatedGestureHandler` handler for a `PanGestureHandler`'s `onGestureEvent`." },
      hasHandle: { description: 'Whether a handle element was found among the children.' },
    },
  },
  UseSortableReturn: {
    columns: 'short',
    members: {
      animatedStyle: {
        description:
          'Animated style for the item\'s outer `Animated.View`: `position: "absolute"`, `left: 0`, `right: 0`, an animated `top`, `zIndex` 1 while moving, `backgroundColor: "#000000"` and a shadow that fades to 0.2 opacity while moving.',
      },
      panGestureHandler: {
        description:
          'A Reanimated `useAnimatedGestureHandler` handler. Pass it to `onGestureEvent` of a Gesture Handler `PanGestureHandler`; it is not a `Gesture` object.',
      },
      isMoving: {
        description: '`true` from the moment a touch on the item begins until it ends.',
        behaviour: [
          {
            text: 'Set in `onStart` (touch-down) and cleared in `onFinish`, so it is also `true` for the length of a tap or of a scroll that starts on the item; the built-in animated style raises the item and fades in its shadow for that time.',
            sources: ['hooks/useSortable.ts#panGestureHandler', 'hooks/useSortable.ts#animatedStyle'],
          },
        ],
      },
      hasHandle: {
        description: 'Whether an element of type `handleComponent` was found among `children`. `false` when either option is missing.',
      },
    },
  },
  SortableContextValue: {
    columns: 'short',
    members: {
      panGestureHandler: { description: "The item's gesture handler, which `SortableItem.Handle` attaches to its `PanGestureHandler`." },
    },
  },
  UseHorizontalSortableOptions: {
    members: {
      onDragging: {
        behaviour: [
          {
            text: "As for a vertical item's [`onDragging`](~/api/types/sortable-types.mdx#usesortableoptions-ondragging): `onStart` runs at touch-down and puts the position back on the item's slot, so a tap can call it once.",
            sources: [
              'hooks/useHorizontalSortable.ts#panGestureHandler',
              'react-native-reanimated/src/hook/useAnimatedGestureHandler.ts#onStart',
            ],
          },
        ],
      },
    },
  },
});
