/** @type {Record<string, import('../schema').DocumentedType>} */
export default {
  UseDroppableOptions: {
    columns: 'full',
    members: {
      onDrop: {
        type: '`(data: TData) => void`',
        default: '—',
        required: true,
        description: 'Receives the `data` of a draggable dropped into this zone.',
        behaviour: [
          {
            text: 'Runs on the JS thread at the release over this zone when the zone has room and no earlier-rendered colliding zone with room takes the item. It runs as the item starts animating into place, not after the animation.',
            sources: ['hooks/useDraggable.ts#processDropAndAnimate'],
          },
        ],
      },
      dropDisabled: {
        type: '`boolean`',
        default: '—',
        required: false,
        description: 'Meant to stop the zone from taking drops. It does not do that reliably in 2.0.0.',
        behaviour: [
          {
            text: "When it turns truthy, the zone removes itself from the provider's registry. But the zone's re-measure function registers it again without checking `dropDisabled`, and every drag start asks all zones to re-measure, so during the next drag a disabled zone can highlight and take a drop, until the next change of the provider's context (for example a change of the hovered zone) removes it again. To refuse drops, also set `capacity={0}` (hover still highlights) or unmount the zone.",
            sources: [
              'hooks/useDroppable.ts#updateDroppablePosition',
              'hooks/useDroppable.ts#useDroppable',
              'context/DropContext.tsx#handleDragStart',
            ],
          },
        ],
      },
      onActiveChange: {
        type: '`(isActive: boolean) => void`',
        default: '—',
        required: false,
        description: 'Receives `isActive`: whether a dragged item is over this zone.',
        behaviour: [
          {
            text: 'Runs after render: once on mount with `false`, whenever `isActive` changes, and whenever you pass a new function.',
            sources: ['hooks/useDroppable.ts#useDroppable'],
          },
        ],
      },
      dropAlignment: {
        type: '[`DropAlignment`](~/api/types/context-types.mdx#dropalignment)',
        default: '`"center"`',
        required: false,
        description: 'Where a dropped item settles inside the drop area.',
        behaviour: [
          {
            text: 'Read when the zone registers, which it does on layout and at every re-measure.',
            sources: ['hooks/useDroppable.ts#updateDroppablePosition'],
          },
        ],
      },
      dropOffset: {
        type: '[`DropOffset`](~/api/types/context-types.mdx#dropoffset)',
        default: '`{ x: 0, y: 0 }`',
        required: false,
        description: 'Pixels added to the aligned position.',
      },
      activeStyle: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Extra style while a draggable hovers over the zone. It is flattened, and a `transform` in it is kept.',
        behaviour: [
          {
            text: 'Every zone re-measures when the hovered zone changes, so the zone is measured while the style is on: a transform shifts where items land.',
            sources: ['hooks/useDroppable.ts#useDroppable', 'hooks/useDroppable.ts#updateDroppablePosition'],
          },
        ],
      },
      droppableId: {
        type: '`string`',
        default: '`droppable-` + internal number',
        required: false,
        description:
          'Identifies the zone in [`DroppedItemsMap`](~/api/types/context-types.mdx#droppeditemsmap) and for capacity counts. Without it, the id is `droppable-` followed by an internal number.',
        behaviour: [
          {
            text: "The zone registers under the value current at each registration (on layout and at every drag start); items already dropped keep the id they were dropped under. The internal number is taken from a module-wide counter at the zone's first render, and the counter also advances on every re-render of any droppable, so numbers are increasing but not consecutive.",
            sources: ['hooks/useDroppable.ts#updateDroppablePosition', 'hooks/useDroppable.ts#_getUniqueDroppableId'],
          },
        ],
      },
      capacity: {
        type: '`number`',
        default: '`1`',
        required: false,
        description: 'How many items the zone holds at once. `Infinity` removes the limit.',
        behaviour: [
          {
            text: 'The provider applies the default of one. A full zone is skipped at the release: the item lands in the next colliding zone with room, or returns to its start. Hover ignores capacity, so a full zone still highlights. An item being dragged out of a full zone still counts, so dropping it back into the same zone is refused.',
            sources: [
              'context/DropContext.tsx#hasAvailableCapacity',
              'hooks/useDraggable.ts#processDropAndAnimate',
              'hooks/useDraggable.ts#updateHoverState',
            ],
          },
        ],
      },
    },
  },
  UseDroppableReturn: {
    columns: 'short',
    members: {
      viewProps: {
        type: '`{ onLayout: (event: LayoutChangeEvent) => void; style?: StyleProp<ViewStyle> }`',
        description:
          'Spread onto your `Animated.View`. `onLayout` measures the view and registers it with the provider; `style` is the processed `activeStyle` while a draggable hovers, otherwise `undefined`.',
        behaviour: [
          {
            text: 'Nothing is measured before the first `onLayout`. After it, the zone also measures and registers itself again whenever `onDrop`, `dropAlignment`, `dropOffset`, `capacity` or `droppableId` changes, unless `dropDisabled` is truthy.',
            sources: [
              'hooks/useDroppable.ts#updateDroppablePosition',
              'hooks/useDroppable.ts#registerWithMeasurement',
              'hooks/useDroppable.ts#useDroppable',
            ],
          },
        ],
      },
      isActive: {
        type: '`boolean`',
        description:
          "`true` while a dragged item is over this zone (by that item's collision algorithm) and this is the first zone it collides with.",
      },
      activeStyle: {
        type: '`StyleProp<ViewStyle>`',
        description:
          'The `activeStyle` option exactly as you passed it, whether or not the droppable is active. Optional: `undefined` when you passed none.',
      },
      animatedViewRef: {
        type: '`ReturnType<typeof useAnimatedRef<Animated.View>>`',
        description: 'Attach it as `ref` to the same `Animated.View`. The hook measures the drop area through it.',
      },
    },
  },
  DroppableProps: {
    columns: 'full',
    members: {
      style: {
        type: '`StyleProp<ViewStyle>`',
        default: '—',
        required: false,
        description: 'Style of the `Animated.View`. The active style is applied after it.',
      },
      children: {
        type: '`React.ReactNode`',
        default: '—',
        required: true,
        description: 'The content of the drop area.',
      },
      onDrop: { same: 'UseDroppableOptions.onDrop' },
      dropDisabled: { same: 'UseDroppableOptions.dropDisabled' },
      onActiveChange: { same: 'UseDroppableOptions.onActiveChange' },
      dropAlignment: { same: 'UseDroppableOptions.dropAlignment' },
      dropOffset: { same: 'UseDroppableOptions.dropOffset' },
      activeStyle: { same: 'UseDroppableOptions.activeStyle' },
      droppableId: { same: 'UseDroppableOptions.droppableId' },
      capacity: { same: 'UseDroppableOptions.capacity' },
    },
  },
};
