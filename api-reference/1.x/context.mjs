import shared from '../shared/context.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 1.1.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  DropProviderProps: {
    members: {
      onLayoutUpdateComplete: {
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
    },
  },
});
