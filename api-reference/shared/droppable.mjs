/**
 * Droppable members whose declaration and behaviour are the same in 1.1.0 and 2.0.0
 * (compared in both packages' .d.ts and compiled code), described once for both versions.
 */
/**
 * `dropDisabled`: the same flaw in both versions, reached through each one's
 * re-measure trigger, so each version's file builds its entry from this.
 * @param {string} library the version's library release
 * @param {string} trigger what makes every zone measure itself again
 * @returns {import('../schema').Member}
 */
export function dropDisabledEntry(library, trigger) {
  return {
    default: '—',
    description: `Meant to stop the zone from taking drops. It does not do that reliably in ${library}.`,
    behaviour: [
      {
        text: `When it turns truthy, the zone removes itself from the provider's registry. But the zone's re-measure function registers it again without checking \`dropDisabled\`, and ${trigger} asks all zones to re-measure, so during the next drag a disabled zone can highlight and take a drop, until the next change of the provider's context (for example a change of the hovered zone) removes it again. To refuse drops, also set \`capacity={0}\` (hover still highlights) or unmount the zone.`,
        sources: [
          'hooks/useDroppable.ts#updateDroppablePosition',
          'hooks/useDroppable.ts#useDroppable',
          'context/DropContext.tsx#handleDragStart',
        ],
      },
    ],
  };
}

/** @type {import('../schema').SharedMembers} */
export default {
  tags: ['v1.1.0', 'v2.0.0'],
  types: {
    UseDroppableOptions: {
      columns: 'full',
      members: {
        dropOffset: { default: '`{ x: 0, y: 0 }`', description: 'Pixels added to the aligned position.' },
        onDrop: {
          default: '—',
          description: 'Receives the `data` of a draggable dropped into this zone.',
          behaviour: [
            {
              text: 'Runs on the JS thread at the release over this zone when the zone has room and no earlier-rendered colliding zone with room takes the item. It runs as the item starts animating into place, not after the animation.',
              sources: ['hooks/useDraggable.ts#processDropAndAnimate'],
            },
          ],
        },
        onActiveChange: {
          default: '—',
          description: 'Receives `isActive`: whether a dragged item is over this zone.',
          behaviour: [
            {
              text: 'Runs after render: once on mount with `false`, whenever `isActive` changes, and whenever you pass a new function.',
              sources: ['hooks/useDroppable.ts#useDroppable'],
            },
          ],
        },
        dropAlignment: {
          default: '`"center"`',
          description: 'Where a dropped item settles inside the drop area.',
          behaviour: [
            {
              text: 'Read when the zone registers, which it does on layout and at every re-measure.',
              sources: ['hooks/useDroppable.ts#updateDroppablePosition'],
            },
          ],
        },
        activeStyle: {
          default: '—',
          description: 'Extra style while a draggable hovers over the zone.',
          behaviour: [
            {
              text: 'It is flattened, and its `transform` is kept only when it is an array: a string `transform` is dropped.',
              sources: ['hooks/useDroppable.ts#activeTransforms', 'hooks/useDroppable.ts#combinedActiveStyle'],
            },
            {
              text: 'Every zone re-measures when the hovered zone changes, so the zone is measured while the style is on: a transform shifts where items land.',
              sources: ['hooks/useDroppable.ts#useDroppable', 'hooks/useDroppable.ts#updateDroppablePosition'],
            },
          ],
        },
        capacity: {
          default: '`1`',
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
        droppableId: {
          default: '`droppable-` + internal number',
          description:
            'Identifies the zone in [`DroppedItemsMap`](~/api/types/context-types.mdx#droppeditemsmap) and for capacity counts. Without it, the id is `droppable-` followed by an internal number.',
        },
      },
    },
    UseDroppableReturn: {
      columns: 'short',
      members: {
        isActive: {
          description:
            "`true` while a dragged item is over this zone (by that item's collision algorithm) and this is the first zone it collides with.",
        },
        activeStyle: {
          description:
            'The `activeStyle` option exactly as you passed it, whether or not the droppable is active. Optional: `undefined` when you passed none.',
        },
        animatedViewRef: { description: 'Attach it as `ref` to the same `Animated.View`. The hook measures the drop area through it.' },
        viewProps: {
          description:
            'Spread onto your `Animated.View`. `onLayout` measures the view and registers it with the provider; `style` is the processed `activeStyle` while a draggable hovers, otherwise `undefined`.',
        },
      },
    },
    DroppableProps: {
      columns: 'full',
      members: {
        style: { default: '—', description: 'Style of the `Animated.View`. The active style is applied after it.' },
        children: { default: '—', description: 'The content of the drop area.' },
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
  },
};
