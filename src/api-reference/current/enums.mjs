/** @type {Record<string, import('../schema').DocumentedType>} */
export default {
  DraggableState: {
    columns: 'enum',
    members: {
      IDLE: {
        value: '`"IDLE"`',
        description:
          'At rest. The initial state; set again when a release hits no droppable with room, and whenever the translation animates back to `0, 0`.',
      },
      DRAGGING: {
        value: '`"DRAGGING"`',
        description: 'A drag of the item is under way.',
        behaviour: [
          {
            text: 'Set when the pan gesture activates (its `onStart`), after `preDragDelay` and once the finger has moved; a tap leaves the state `IDLE`.',
            sources: [
              'hooks/useDraggable.ts#gesture',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.START',
            ],
          },
        ],
      },
      DROPPED: {
        value: '`"DROPPED"`',
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
      None: {
        value: '`"none"`',
        description: 'No auto-scroll.',
      },
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
      Left: {
        value: '`"left"`',
        description: 'The dragged item is near the left edge; the list scrolls towards offset 0.',
      },
      Right: {
        value: '`"right"`',
        description: 'The dragged item is near the right edge; the list scrolls towards its end.',
      },
    },
  },
  SortableDirection: {
    columns: 'enum',
    members: {
      Vertical: {
        value: '`"vertical"`',
        description: 'A vertical list, which needs `itemHeight`. The default of `Sortable` and `SortableItem`.',
      },
      Horizontal: {
        value: '`"horizontal"`',
        description: 'A horizontal list. Needs `itemWidth`.',
      },
    },
  },
};
