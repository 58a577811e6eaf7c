/** @type {Record<string, import('../schema').DocumentedType>} */
export default {
  UseDraggableOptions: {
    columns: 'full',
    members: {
      data: {
        type: '`TData`',
        default: '—',
        required: true,
        description:
          'The payload the item carries. It is passed to `onDragStart`, `onDragEnd`, `onDragging` (as `itemData`) and to the `onDrop` of the droppable it lands on.',
        behaviour: [
          {
            text: 'The value from the render that created the gesture is used, so a new `data` object reaches the callbacks from the next touch on.',
            sources: ['hooks/useDraggable.ts#gesture'],
          },
        ],
      },
      draggableId: {
        type: '`string`',
        default: '`draggable-` + random string',
        required: false,
        description:
          'Identifies the item in the dropped-items map ([`DroppedItemsMap`](~/api/types/context-types.mdx#droppeditemsmap)). Without it, the hook generates `draggable-` followed by nine random base-36 characters.',
        behaviour: [
          {
            text: 'Read once, on mount; later changes are ignored.',
            sources: ['hooks/useDraggable.ts#internalDraggableId'],
          },
        ],
      },
      dragDisabled: {
        type: '`boolean`',
        default: '`false`',
        required: false,
        description: 'When `true`, a touch on the item starts no drag: the item does not move and no drag callback runs.',
        behaviour: [
          {
            text: 'Checked on the UI thread at every gesture event. Turning it on during a drag freezes the item where it is: no further moves, and the release calls no `onDragEnd`, resolves no drop and does not animate back, so the item stays off its start, its state stays `DRAGGING` and the hovered zone stays highlighted until another drag ends. Change it between drags.',
            sources: ['hooks/useDraggable.ts#gesture', 'hooks/useDraggable.ts#dragDisabledShared'],
          },
        ],
      },
      preDragDelay: {
        type: '`number`',
        default: '`0`',
        required: false,
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
        type: '`(data: TData) => void`',
        default: '—',
        required: false,
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
        type: '`(data: TData) => void`',
        default: '—',
        required: false,
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
        type: '`(payload: { x: number; y: number; tx: number; ty: number; itemData: TData }) => void`',
        default: '—',
        required: false,
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
        type: '`(state: `[`DraggableState`](~/api/types/enums.mdx#draggablestate)`) => void`',
        default: '—',
        required: false,
        description: 'Receives the drag state. See [`DraggableState`](~/api/types/enums.mdx#draggablestate) for when each state is set.',
        behaviour: [
          {
            text: 'Runs after render whenever the state changes, once on mount with `IDLE`, and again whenever you pass a new function (an inline arrow function: after every render).',
            sources: ['hooks/useDraggable.ts#useDraggable'],
          },
        ],
      },
      animationFunction: {
        type: '[`AnimationFunction`](~/api/types/draggable-types.mdx#animationfunction)',
        default: '`withSpring` (default config)',
        required: false,
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
        type: '`React.RefObject<Animated.View | View>`',
        default: '—',
        required: false,
        description: "A view the item must stay inside. The translation is clamped so the whole item stays within the view's measured box.",
        behaviour: [
          {
            text: 'The view is measured on mount and at every position update of the provider, which includes the start of every drag of any draggable.',
            sources: ['hooks/useDraggable.ts#updateBounds', 'context/DropContext.tsx#handleDragStart'],
          },
        ],
      },
      dragAxis: {
        type: '`"x" | "y" | "both"`',
        default: '`"both"`',
        required: false,
        description: 'Limits movement to one axis. With `"x"` only the horizontal translation changes; with `"y"` only the vertical one.',
      },
      collisionAlgorithm: {
        type: '[`CollisionAlgorithm`](~/api/types/draggable-types.mdx#collisionalgorithm)',
        default: '`"intersect"`',
        required: false,
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
    columns: 'short',
    members: {
      animatedViewProps: {
        type: '`{ style: AnimatedStyle<ViewStyle>; onLayout: (event: LayoutChangeEvent) => void }`',
        description:
          "Spread onto your `Animated.View`. `style` holds the `translateX`/`translateY` transform; `onLayout` re-measures the item's resting position.",
      },
      gesture: {
        type: '`GestureType`',
        description: 'The `Gesture.Pan()` gesture. Pass it to a `GestureDetector` around the item or around a handle.',
      },
      state: {
        type: '[`DraggableState`](~/api/types/enums.mdx#draggablestate)',
        description: 'The current drag state, as React state. See [`DraggableState`](~/api/types/enums.mdx#draggablestate).',
      },
      animatedViewRef: {
        type: '`ReturnType<typeof useAnimatedRef<Animated.View>>`',
        description: 'Attach it as `ref` to the same `Animated.View`. The hook measures the item through it.',
      },
      hasHandle: {
        type: '`boolean`',
        description: 'Whether a handle is registered. When `true`, only the handle starts a drag.',
      },
      registerHandle: {
        type: '`(registered: boolean) => void`',
        description:
          'Sets `hasHandle`. `Draggable.Handle` calls it with `true` on mount and `false` on unmount; call it yourself if you build a handle with the hook.',
      },
    },
  },
  DraggableProps: {
    columns: 'full',
    members: {
      style: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the outer `Animated.View`. The drag transform is applied after it.',
      },
      children: {
        type: '`React.ReactNode`',
        default: '—',
        required: true,
        description:
          'The content to drag. A [`Draggable.Handle`](~/api/components/draggable.mdx#draggablehandle) anywhere in this element tree turns on handle mode.',
      },
      onStateChange: { same: 'UseDraggableOptions.onStateChange' },
      data: { same: 'UseDraggableOptions.data' },
      draggableId: { same: 'UseDraggableOptions.draggableId' },
      dragDisabled: { same: 'UseDraggableOptions.dragDisabled' },
      preDragDelay: { same: 'UseDraggableOptions.preDragDelay' },
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
      children: {
        type: '`React.ReactNode`',
        default: '—',
        required: true,
        description: 'The touch area that starts the drag.',
      },
      style: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the `Animated.View` that wraps the handle content.',
      },
    },
  },
  DraggableContextValue: {
    columns: 'short',
    members: {
      gesture: {
        type: '`any`',
        description: "The item's pan gesture, which `Draggable.Handle` attaches to its `GestureDetector`.",
      },
      state: {
        type: '[`DraggableState`](~/api/types/enums.mdx#draggablestate)',
        description: "The item's current drag state.",
      },
      registerHandle: { same: 'UseDraggableReturn.registerHandle' },
    },
  },
};
