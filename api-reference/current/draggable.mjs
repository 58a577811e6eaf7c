import shared from '../shared/draggable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 2.0.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  UseDraggableOptions: {
    members: {
      onDragEnd: {
        behaviour: [
          {
            text: "It comes from the pan gesture's `onEnd`, which Gesture Handler calls only for a gesture that became active, on release or cancel, so a tap calls it only where a tap activates the drag (iOS with `preDragDelay` 0). It runs before the drop is resolved.",
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
            text: 'The view is measured on mount and at every position update of the provider, which includes the start of every drag of any draggable.',
            sources: ['hooks/useDraggable.ts#updateBounds', 'context/DropContext.tsx#handleDragStart'],
          },
        ],
      },
      preDragDelay: {
        default: '`0`',
        description: 'Milliseconds the finger must rest on the item before a drag can start.',
        behaviour: [
          {
            text: "Passed to the pan gesture's `activateAfterLongPress`; a change rebuilds the gesture.",
            sources: ['hooks/useDraggable.ts#gesture'],
          },
          {
            text: 'With `0`, Android and the web start the drag once the finger moves past the touch slop, while iOS schedules the activation with no delay, so there the drag starts right after touch-down, without a move.',
            sources: [
              'react-native-gesture-handler/android/src/main/java/com/swmansion/gesturehandler/core/PanGestureHandler.kt#activateDelayed',
              'react-native-gesture-handler/src/web/handlers/PanGestureHandler.ts#activateAfterLongPress',
              'react-native-gesture-handler/apple/Handlers/RNPanHandler.m#activateAfterLongPress',
            ],
          },
          {
            text: 'Above `0`, every platform waits that long with the finger still; a move beyond a small distance first fails the gesture (10 points on iOS, the touch slop on Android and the web), which leaves the swipe to a scroll view around the item.',
            sources: [
              'react-native-gesture-handler/apple/Handlers/RNPanHandler.m#shouldFailUnderCustomCriteria',
              'react-native-gesture-handler/android/src/main/java/com/swmansion/gesturehandler/core/PanGestureHandler.kt#shouldFail',
              'react-native-gesture-handler/src/web/handlers/PanGestureHandler.ts#activateAfterLongPress',
            ],
          },
        ],
      },
      onDragStart: {
        default: '—',
        description: 'Runs on the JS thread with `data` when a drag of the item starts.',
        behaviour: [
          {
            text: "It comes from the pan gesture's `onStart`, which runs when the gesture activates (see `preDragDelay`): on Android and the web a tap does not call it, on iOS with `preDragDelay` 0 a tap does. It does not run while `dragDisabled` is `true`, nor before the item has had its first layout.",
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
  UseDraggableReturn: {
    members: {
      hasHandle: {
        description:
          'Whether a handle is registered. The hook does not change `gesture` for it: `Draggable` stops attaching the gesture to the whole item while it is `true`, so only the handle starts a drag.',
      },
      registerHandle: {
        description:
          'Sets `hasHandle`. `Draggable.Handle` calls it with `true` on mount and `false` on unmount; call it yourself if you build a handle with the hook.',
      },
    },
  },
  DraggableProps: {
    members: {
      preDragDelay: { same: 'UseDraggableOptions.preDragDelay' },
      children: {
        behaviour: [
          {
            text: 'The handle registers itself with the item when it mounts, so it counts wherever it sits inside, also in a component of yours.',
            sources: ['components/Draggable.tsx#Handle'],
          },
        ],
      },
    },
  },
  DraggableContextValue: { members: { registerHandle: { same: 'UseDraggableReturn.registerHandle' } } },
});
