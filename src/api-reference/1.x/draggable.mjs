import shared from '../shared/draggable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 1.1.0 differs from the shared entries, and what only it declares. */
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
      onDragEnd: {
        default: '—',
        description: 'Runs on the JS thread with `data` when a drag ends.',
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
            text: 'The view is measured on mount and at every position update of the provider, which includes every touch-down on a draggable whose `dragDisabled` is off.',
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
              'components/Droppable.tsx#_getUniqueDroppableId',
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
});
