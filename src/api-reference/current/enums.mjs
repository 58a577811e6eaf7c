import shared from '../shared/enums.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 2.0.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  DraggableState: {
    members: {
      DRAGGING: {
        description: 'A drag of the item is under way.',
        behaviour: [
          {
            text: 'Set when the pan gesture activates (its `onStart`), after `preDragDelay` and once the finger has moved; a tap leaves the state `IDLE`.',
            sources: [
              'hooks/useDraggable.ts#gesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.START',
            ],
          },
        ],
      },
    },
  },
});
