import shared from '../shared/enums.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 1.1.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  DraggableState: {
    members: {
      DRAGGING: {
        description: 'A touch on the item is under way.',
        behaviour: [
          {
            text: "Set at touch-down (the pan gesture's `onBegin`), so a tap sets it too. A tap never ends the gesture as a drag, so the state stays `DRAGGING` until a later drag of the item ends.",
            sources: [
              'hooks/useDraggable.ts#gesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.BEGAN',
            ],
          },
        ],
      },
    },
  },
});
