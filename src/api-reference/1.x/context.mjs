import shared from '../shared/context.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 1.1.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  DropProviderProps: {
    members: {
      onLayoutUpdateComplete: {
        default: '—',
        description: 'Runs at the end of every position update of the provider.',
        behaviour: [
          {
            text: 'Position updates happen at every touch-down on a draggable whose `dragDisabled` is off (taps included) and whenever you call `requestPositionUpdate` on the ref. The measurements run asynchronously and may land after it.',
            sources: [
              'context/DropContext.tsx#internalRequestPositionUpdate',
              'context/DropContext.tsx#handleDragStart',
              'hooks/useDraggable.ts#gesture',
            ],
          },
        ],
      },
      onDroppedItemsUpdate: {
        default: '—',
        description: 'Receives the dropped-items map.',
        behaviour: [
          {
            text: "Runs after render: once on mount with `{}`, after every update of the map even when its contents did not change (a release outside every zone, or the unmount of an item that was never dropped, stores an equal copy), and whenever you pass a new function. An inline function that sets state in the provider's parent therefore runs after every render of that parent.",
            sources: [
              'context/DropContext.tsx#registerDroppedItem',
              'context/DropContext.tsx#unregisterDroppedItem',
              'context/DropContext.tsx#DropProvider',
            ],
          },
        ],
      },
      onDragging: {
        default: '—',
        description:
          "Receives the same payload as the draggable's own `onDragging`, for any draggable inside the provider, after that draggable's own callback.",
        behaviour: [
          {
            text: "It is part of the provider's context value. Passing a new function (an inline arrow function re-created on every render) makes a new context value, and every `Droppable` then leaves the registry until it has measured itself again a frame later; a release in that gap finds no zone. Keep it stable with `useCallback`.",
            sources: ['context/DropContext.tsx#contextValue', 'hooks/useDroppable.ts#useDroppable'],
          },
        ],
      },
      onDragStart: {
        default: '—',
        description:
          "Receives the `data` of any draggable inside the provider when a touch on it begins, after the draggable's own `onDragStart`.",
        behaviour: [
          {
            text: 'It runs at touch-down, taps included, while `onDragEnd` runs only for touches that became a drag, so a flag set here and cleared in `onDragEnd` stays set after a tap. Set such a flag from `onDragging` instead. A new function each render also renews the context value, with the same re-registration gap as `onDragging`.',
            sources: [
              'hooks/useDraggable.ts#gesture',
              'context/DropContext.tsx#handleDragStart',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.BEGAN',
            ],
          },
        ],
      },
      onDragEnd: {
        default: '—',
        description: "Receives the `data` of any draggable inside the provider when its drag ends, after the draggable's own `onDragEnd`.",
        behaviour: [
          {
            text: 'Only touches that became a drag end this way; a tap does not call it. A new function each render renews the context value, with the same re-registration gap as `onDragging`.',
            sources: [
              'hooks/useDraggable.ts#gesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.END',
            ],
          },
        ],
      },
    },
  },
  DropProviderRef: {
    members: {
      requestPositionUpdate: {
        description:
          'Asks every draggable, drag-bounds view and droppable to measure itself again, then calls `onLayoutUpdateComplete`. Call it after a scroll or a layout change moves drop zones.',
        behaviour: [
          {
            text: 'Each droppable registers itself again from its measurement, disabled ones included.',
            sources: ['context/DropContext.tsx#internalRequestPositionUpdate', 'hooks/useDroppable.ts#updateDroppablePosition'],
          },
        ],
      },
    },
  },
  SlotsContextValue: {
    members: {
      unregister: {
        description: 'Removes that slot.',
        behaviour: [
          {
            text: 'Droppables call it on unmount, while `dropDisabled` is truthy, and whenever the context value changes (the cleanup of the effect that depends on it), after which enabled droppables register again once measured.',
            sources: ['hooks/useDroppable.ts#useDroppable'],
          },
        ],
      },
    },
  },
});
