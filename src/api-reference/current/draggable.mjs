import shared from '../shared/draggable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 2.0.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  UseDraggableOptions: {
    members: {
      data: {
        default: '—',
        description:
          'The payload the item carries. It is passed to `onDragStart`, `onDragEnd`, `onDragging` (as `itemData`) and to the `onDrop` of the droppable it lands on.',
        behaviour: [
          {
            text: 'The value from the render that created the gesture is used, so a new `data` object reaches the callbacks from the next touch on.',
            sources: ['hooks/useDraggable.ts#gesture'],
          },
        ],
      },
      dragDisabled: {
        default: '`false`',
        description: 'When `true`, a touch on the item starts no drag: the item does not move and no drag callback runs.',
        behaviour: [
          {
            text: 'Checked on the UI thread at every gesture event. Turning it on during a drag freezes the item where it is: no further moves, and the release calls no `onDragEnd`, resolves no drop and does not animate back, so the item stays off its start, its state stays `DRAGGING` and the hovered zone stays highlighted until another drag ends. Change it between drags.',
            sources: ['hooks/useDraggable.ts#gesture', 'hooks/useDraggable.ts#dragDisabledShared'],
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
      onDragEnd: {
        default: '—',
        description: 'Runs on the JS thread with `data` when a drag ends.',
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
      onDragging: {
        default: '—',
        description:
          "Runs on the JS thread on every pan update, not throttled. `x` and `y` are the item's measured page position at rest; `tx` and `ty` are its current translation after bounds and axis limits.",
        behaviour: [
          {
            text: "Called from the pan gesture's `onUpdate`, which runs only once the drag is active.",
            sources: ['hooks/useDraggable.ts#gesture'],
          },
        ],
      },
      onStateChange: {
        default: '—',
        description: 'Receives the drag state. See [`DraggableState`](~/api/types/enums.mdx#draggablestate) for when each state is set.',
        behaviour: [
          {
            text: 'Runs after render whenever the state changes, once on mount with `IDLE`, and again whenever you pass a new function (an inline arrow function: after every render).',
            sources: ['hooks/useDraggable.ts#useDraggable'],
          },
        ],
      },
      animationFunction: {
        default: '`withSpring` (default config)',
        description:
          'Animates the release, into the drop position or back to the start; it must be a worklet. See [Animation functions](~/api/utilities/animation-functions.mdx).',
        behaviour: [
          {
            text: 'The drop callbacks do not wait for it: `onDrop` and the state change run at the release, as this animation starts.',
            sources: ['hooks/useDraggable.ts#processDropAndAnimate', 'hooks/useDraggable.ts#animateDragEndPosition'],
          },
        ],
      },
      dragBoundsRef: {
        default: '—',
        description: "A view the item must stay inside. The translation is clamped so the whole item stays within the view's measured box.",
        behaviour: [
          {
            text: 'The view is measured on mount and at every position update of the provider, which includes the start of every drag of any draggable.',
            sources: ['hooks/useDraggable.ts#updateBounds', 'context/DropContext.tsx#handleDragStart'],
          },
        ],
      },
      collisionAlgorithm: {
        default: '`"intersect"`',
        description:
          'How the item decides it is over a droppable, during the drag (hover) and on release (drop). See [Collision algorithms](~/api/utilities/collision-algorithms.mdx).',
        behaviour: [
          {
            text: 'Hover takes the first colliding zone; a drop takes the first colliding zone that has room. Zones are tried in the order they first rendered.',
            sources: [
              'hooks/useDraggable.ts#updateHoverState',
              'hooks/useDraggable.ts#processDropAndAnimate',
              'hooks/useDroppable.ts#_getUniqueDroppableId',
            ],
          },
        ],
      },
    },
  },
  UseDraggableReturn: {
    members: {
      hasHandle: { description: 'Whether a handle is registered. When `true`, only the handle starts a drag.' },
      registerHandle: {
        description:
          'Sets `hasHandle`. `Draggable.Handle` calls it with `true` on mount and `false` on unmount; call it yourself if you build a handle with the hook.',
      },
    },
  },
  DraggableProps: { members: { preDragDelay: { same: 'UseDraggableOptions.preDragDelay' } } },
  DraggableContextValue: { members: { registerHandle: { same: 'UseDraggableReturn.registerHandle' } } },
});
