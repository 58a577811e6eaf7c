import shared from '../shared/context.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 2.0.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  DropProviderProps: {
    members: {
      onLayoutUpdateComplete: {
        behaviour: [
          {
            text: "Position updates happen whenever a drag activates (the item's [`onDragStart`](~/api/types/draggable-types.mdx#usedraggableoptions-ondragstart) entry says when a tap activates one) and whenever you call `requestPositionUpdate` on the ref. The measurements run asynchronously on the UI thread and may land after it.",
            sources: ['context/DropContext.tsx#internalRequestPositionUpdate', 'context/DropContext.tsx#handleDragStart'],
          },
        ],
      },
      onDragStart: {
        default: '—',
        description:
          "Receives the `data` of any draggable inside the provider when its drag activates, after the draggable's own `onDragStart`.",
        behaviour: [
          {
            text: "It runs when a drag activates, like the item's own `onDragStart` (whose entry says when a tap activates one), so every call is followed by `onDragEnd`, unless [`dragDisabled`](~/api/types/draggable-types.mdx#usedraggableoptions-dragdisabled) turns on during that drag. A new function each render also renews the context value, with the same re-registration gap as `onDragging`.",
            sources: [
              'hooks/useDraggable.ts#gesture',
              'context/DropContext.tsx#handleDragStart',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.START',
            ],
          },
        ],
      },
    },
  },
  SlotsContextValue: {
    members: {
      unregisterDroppedItem: {
        behaviour: [
          {
            text: "A `Draggable` that unmounts in its own drop (its zone's `onDrop` removed it) can be recorded after this ran, so its record stays and counts in the zone; seen on the web ([known issue](~/guides/troubleshooting.mdx#a-zone-refuses-the-next-item-after-the-dropped-one-unmounts)).",
            sources: ['hooks/useDraggable.ts#processDropAndAnimate', 'hooks/useDraggable.ts#useDraggable'],
          },
        ],
      },
    },
  },
});
