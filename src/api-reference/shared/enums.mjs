/**
 * Enums members whose declaration and behaviour are the same in 1.1.0 and 2.0.0
 * (compared in both packages' .d.ts and compiled code), described once for both versions.
 */
/** @type {import('../schema').SharedMembers} */
export default {
  tags: ['v1.1.0', 'v2.0.0'],
  types: {
    DraggableState: {
      columns: 'enum',
      members: {
        IDLE: {
          value: '`"IDLE"`',
          description:
            'At rest. The initial state; set again when a release hits no droppable with room, and whenever the translation animates back to `0, 0`.',
        },
      },
    },
    ScrollDirection: {
      columns: 'enum',
      members: {
        None: { value: '`"none"`', description: 'No auto-scroll.' },
        Up: {
          value: '`"up"`',
          description: 'The dragged item is within the threshold of the top edge; the list scrolls towards offset 0.',
        },
        Down: {
          value: '`"down"`',
          description: 'The dragged item is within the threshold of the bottom edge; the list scrolls towards its end.',
        },
      },
    },
    HorizontalScrollDirection: {
      columns: 'enum',
      members: {
        None: { same: 'ScrollDirection.None' },
        Left: { value: '`"left"`', description: 'The dragged item is near the left edge; the list scrolls towards offset 0.' },
        Right: { value: '`"right"`', description: 'The dragged item is near the right edge; the list scrolls towards its end.' },
      },
    },
    SortableDirection: {
      columns: 'enum',
      members: {
        Vertical: {
          value: '`"vertical"`',
          description: 'A vertical list, which needs `itemHeight`. The default of `Sortable` and `SortableItem`.',
        },
        Horizontal: { value: '`"horizontal"`', description: 'A horizontal list. Needs `itemWidth`.' },
      },
    },
  },
};
