import shared from '../shared/draggable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 1.1.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  UseDraggableOptions: {
    members: {
      onDragEnd: {
        behaviour: [
          {
            text: "It comes from the pan gesture's `onEnd`, which Gesture Handler calls only for a gesture that became active (the finger moved far enough), on release or cancel. A tap does not call it. It runs before the drop is resolved.",
            sources: [
              'hooks/useDraggable.ts#gesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.END',
            ],
          },
        ],
      },
      dragBoundsRef: {
        behaviour: [
          {
            text: 'The view is measured on mount and at every position update of the provider, which includes every touch-down on a draggable whose `dragDisabled` is off.',
            sources: ['hooks/useDraggable.ts#updateBounds', 'context/DropContext.tsx#handleDragStart'],
          },
        ],
      },
      onDragStart: {
        default: '—',
        description: 'Runs on the JS thread with `data` when a touch on the item begins.',
        behaviour: [
          {
            text: "It comes from the pan gesture's `onBegin`, that is touch-down, before the finger moves, so it also runs for a tap that never becomes a drag. Such a tap calls no `onDragEnd`, and the state goes to `DRAGGING` and stays there.",
            sources: [
              'hooks/useDraggable.ts#gesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.BEGAN',
            ],
          },
        ],
      },
    },
  },
  UseDraggableReturn: {
    members: {
      hasHandle: {
        description:
          'Whether a handle was found among the children. The hook looks only when it gets `children` and `handleComponent`, which `Draggable` passes but `UseDraggableOptions` does not declare, so it is `false` when you call the hook yourself.',
      },
    },
  },
  DraggableProps: {
    members: {
      children: {
        behaviour: [
          {
            text: "Only a handle written in this element tree itself counts: the item looks for it through the elements' `children` props, so a handle that a component of yours renders is not found and the whole item stays draggable.",
            sources: ['hooks/useDraggable.ts#checkForHandle'],
          },
        ],
      },
    },
  },
});
