/**
 * Draggable members whose declaration and behaviour are the same in 1.1.0 and 2.0.0
 * (compared in both packages' .d.ts and compiled code), described once for both versions.
 */
/** @type {import('../schema').SharedMembers} */
export default {
  tags: ['v1.1.0', 'v2.0.0'],
  types: {
    UseDraggableOptions: {
      columns: 'full',
      members: {
        draggableId: {
          default: '`draggable-` + random string',
          description:
            'Identifies the item in the dropped-items map ([`DroppedItemsMap`](~/api/types/context-types.mdx#droppeditemsmap)). Without it, the hook generates `draggable-` followed by nine random base-36 characters.',
          behaviour: [{ text: 'Read once, on mount; later changes are ignored.', sources: ['hooks/useDraggable.ts#internalDraggableId'] }],
        },
        dragAxis: {
          default: '`"both"`',
          description: 'Limits movement to one axis. With `"x"` only the horizontal translation changes; with `"y"` only the vertical one.',
        },
        data: {
          default: '—',
          description:
            'The payload the item carries. It is passed to `onDragStart`, `onDragEnd`, `onDragging` (as `itemData`) and to the `onDrop` of the droppable it lands on; keep it plain, ideally an id ([what it can hold](~/hooks/useDraggable.mdx#what-data-can-hold)).',
          behaviour: [
            {
              text: "The gesture's callbacks use `data` from the render that built them. A new `data` value builds a new gesture, and Gesture Handler puts its callbacks into the handler already attached, so the new value reaches the next callback, even during a drag that is under way.",
              sources: [
                'hooks/useDraggable.ts#gesture',
                'react-native-gesture-handler/src/handlers/gestures/GestureDetector/updateHandlers.ts#updateHandlers',
              ],
            },
          ],
        },
        dragDisabled: {
          default: '`false`',
          description: 'When `true`, a touch on the item starts no drag: the item does not move and no drag callback runs.',
          behaviour: [
            {
              text: 'Checked on the UI thread at every gesture event. Turning it on during a drag freezes the item where it is: no further moves, and the release calls no `onDragEnd`, resolves no drop and does not animate back, so the item stays off its start, its state stays `DRAGGING` and the hovered zone stays highlighted until another item is dragged. Change it between drags.',
              sources: ['hooks/useDraggable.ts#gesture', 'hooks/useDraggable.ts#dragDisabledShared'],
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
        onDragEnd: { default: '—', description: 'Runs on the JS thread with `data` when a drag ends.' },
        dragBoundsRef: {
          default: '—',
          description:
            "A view the item must stay inside. The translation is clamped so the whole item stays within the view's measured box.",
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
                'v2.0.0:hooks/useDroppable.ts#_getUniqueDroppableId',
                'v1.1.0:components/Droppable.tsx#_getUniqueDroppableId',
              ],
            },
          ],
        },
      },
    },
    UseDraggableReturn: {
      columns: 'short',
      members: {
        animatedViewProps: {
          description:
            "Spread onto your `Animated.View`. `style` holds the `translateX`/`translateY` transform; `onLayout` re-measures the item's resting position.",
        },
        gesture: { description: 'The `Gesture.Pan()` gesture. Pass it to a `GestureDetector` around the item or around a handle.' },
        state: { description: 'The current drag state, as React state. See [`DraggableState`](~/api/types/enums.mdx#draggablestate).' },
        animatedViewRef: { description: 'Attach it as `ref` to the same `Animated.View`. The hook measures the item through it.' },
      },
    },
    DraggableProps: {
      columns: 'full',
      members: {
        style: {
          default: '—',
          description:
            "Style of the outer `Animated.View`. A `transform` in it is replaced by the drag's translation, so put your own transforms on an inner view.",
        },
        children: {
          default: '—',
          description:
            'The content to drag. A [`Draggable.Handle`](~/api/components/draggable.mdx#draggablehandle) inside it turns on handle mode.',
        },
        onStateChange: { same: 'UseDraggableOptions.onStateChange' },
        data: { same: 'UseDraggableOptions.data' },
        draggableId: { same: 'UseDraggableOptions.draggableId' },
        dragDisabled: { same: 'UseDraggableOptions.dragDisabled' },
        onDragStart: { same: 'UseDraggableOptions.onDragStart' },
        onDragEnd: { same: 'UseDraggableOptions.onDragEnd' },
        onDragging: { same: 'UseDraggableOptions.onDragging' },
        animationFunction: { same: 'UseDraggableOptions.animationFunction' },
        dragBoundsRef: { same: 'UseDraggableOptions.dragBoundsRef' },
        dragAxis: { same: 'UseDraggableOptions.dragAxis' },
        collisionAlgorithm: { same: 'UseDraggableOptions.collisionAlgorithm' },
      },
    },
    DraggableHandleProps: {
      columns: 'full',
      members: {
        children: { default: '—', description: 'The touch area that starts the drag.' },
        style: { default: '—', description: 'Style of the `Animated.View` that wraps the handle content.' },
      },
    },
    DraggableContextValue: {
      columns: 'short',
      members: {
        gesture: { description: "The item's pan gesture, which `Draggable.Handle` attaches to its `GestureDetector`." },
        state: { description: "The item's current drag state." },
      },
    },
  },
};
