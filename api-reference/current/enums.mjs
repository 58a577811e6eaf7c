import shared from '../shared/enums.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 2.0.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  SortableDirection: {
    members: {
      Vertical: {
        description: 'A vertical list, which needs `itemHeight` or `enableDynamicHeights`. The default of `Sortable` and `SortableItem`.',
      },
    },
  },
  DraggableState: {
    members: {
      DRAGGING: {
        description: 'A drag of the item is under way.',
        behaviour: [
          {
            text: 'Set when the pan gesture activates (its `onStart`). When that happens, and whether a tap activates it, differs by platform: see [`preDragDelay`](~/api/types/draggable-types.mdx#usedraggableoptions-predragdelay). A touch that never activates the gesture leaves the state as it was.',
            sources: [
              'hooks/useDraggable.ts#gesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.START',
              'react-native-gesture-handler/apple/Handlers/RNPanHandler.m#activateAfterLongPress',
            ],
          },
        ],
      },
    },
  },
});
