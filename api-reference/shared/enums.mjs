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
          description:
            'At rest. The initial state; set again when a release hits no droppable with room, and whenever the translation animates back to `0, 0`.',
        },
        DROPPED: {
          description: 'The item was released over a droppable with room and sits in it.',
          behaviour: [
            {
              text: 'Set at the release, as the move into the zone starts, not when it ends.',
              sources: ['hooks/useDraggable.ts#processDropAndAnimate'],
            },
          ],
        },
      },
    },
    ScrollDirection: {
      columns: 'enum',
      members: {
        None: { description: 'No auto-scroll.' },
        Up: { description: 'The dragged item is within the threshold of the top edge; the list scrolls towards offset 0.' },
        Down: { description: 'The dragged item is within the threshold of the bottom edge; the list scrolls towards its end.' },
      },
    },
    HorizontalScrollDirection: {
      columns: 'enum',
      members: {
        None: { same: 'ScrollDirection.None' },
        Left: { description: 'The dragged item is near the left edge; the list scrolls towards offset 0.' },
        Right: { description: 'The dragged item is near the right edge; the list scrolls towards its end.' },
      },
    },
    SortableDirection: {
      columns: 'enum',
      members: {
        Vertical: { description: 'A vertical list, which needs `itemHeight`. The default of `Sortable` and `SortableItem`.' },
        Horizontal: { description: 'A horizontal list. Needs `itemWidth`.' },
      },
    },
  },
};
