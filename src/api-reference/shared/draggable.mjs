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
        style: { default: '—', description: 'Style of the outer `Animated.View`. The drag transform is applied after it.' },
        children: {
          default: '—',
          description:
            'The content to drag. A [`Draggable.Handle`](~/api/components/draggable.mdx#draggablehandle) anywhere in this element tree turns on handle mode.',
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
