/**
 * Droppable members whose declaration and behaviour are the same in 1.1.0 and 2.0.0
 * (compared in both packages' .d.ts and compiled code), described once for both versions.
 */
/** @type {import('../schema').SharedMembers} */
export default {
  tags: ['v1.1.0', 'v2.0.0'],
  types: {
    UseDroppableOptions: {
      columns: 'full',
      members: { dropOffset: { default: '`{ x: 0, y: 0 }`', description: 'Pixels added to the aligned position.' } },
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
