/**
 * Context members whose declaration and behaviour are the same in 1.1.0 and 2.0.0
 * (compared in both packages' .d.ts and compiled code), described once for both versions.
 */
/** @type {import('../schema').SharedMembers} */
export default {
  tags: ['v1.1.0', 'v2.0.0'],
  types: {
    DropProviderProps: {
      columns: 'full',
      members: {
        children: {
          default: '—',
          description: 'Everything that contains draggables and droppables. The provider renders no view of its own.',
        },
        onDroppedItemsUpdate: {
          default: '—',
          description: 'Receives the dropped-items map.',
          behaviour: [
            {
              text: "Runs after render: once on mount with `{}`, after every update of the map even when its contents did not change (a release outside every zone, or the unmount of an item that was never dropped, stores an equal copy), and whenever you pass a new function. An inline function that sets state in the provider's parent therefore runs after every render of that parent.",
              sources: [
                'context/DropContext.tsx#registerDroppedItem',
                'context/DropContext.tsx#unregisterDroppedItem',
                'context/DropContext.tsx#DropProvider',
              ],
            },
          ],
        },
        onDragging: {
          default: '—',
          description:
            "Receives the same payload as the draggable's own `onDragging`, for any draggable inside the provider, after that draggable's own callback.",
          behaviour: [
            {
              text: "It is part of the provider's context value. Passing a new function (an inline arrow function re-created on every render) makes a new context value, and every `Droppable` then leaves the registry until it has measured itself again a frame later; a release in that gap finds no zone. Keep it stable with `useCallback`.",
              sources: ['context/DropContext.tsx#contextValue', 'hooks/useDroppable.ts#useDroppable'],
            },
          ],
        },
        onLayoutUpdateComplete: { default: '—', description: 'Runs at the end of every position update of the provider.' },
        onDragEnd: {
          default: '—',
          description:
            "Receives the `data` of any draggable inside the provider when its drag ends, after the draggable's own `onDragEnd`.",
          behaviour: [
            {
              text: "Only touches that became a drag end this way, as for the item's own `onDragEnd`. A new function each render renews the context value, with the same re-registration gap as `onDragging`.",
              sources: [
                'hooks/useDraggable.ts#gesture',
                'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.END',
              ],
            },
          ],
        },
      },
    },
    DropProviderRef: {
      columns: 'short',
      members: {
        getDroppedItems: { description: "Returns the dropped-items map as of the provider's last render." },
        requestPositionUpdate: {
          description:
            'Asks every draggable, drag-bounds view and droppable to measure itself again, then calls `onLayoutUpdateComplete`. Call it after a scroll or a layout change moves drop zones.',
          behaviour: [
            {
              text: 'Each droppable registers itself again from its measurement, disabled ones included.',
              sources: ['context/DropContext.tsx#internalRequestPositionUpdate', 'hooks/useDroppable.ts#updateDroppablePosition'],
            },
          ],
        },
      },
    },
    SlotsContextValue: {
      columns: 'short',
      members: {
        register: { description: 'Stores or replaces the slot of the droppable with this internal numeric id.' },
        getSlots: { description: 'Returns the live slot registry (not a copy), keyed by internal id.' },
        isRegistered: { description: 'Whether a slot is stored under this id.' },
        setActiveHoverSlot: { description: 'Sets `activeHoverSlotId`. Draggables call it during a drag and with `null` on release.' },
        activeHoverSlotId: {
          description:
            'Internal id of the droppable under the dragged item, or `null`. It is React state, so consumers re-render when it changes.',
        },
        registerPositionUpdateListener: {
          description:
            'Adds a listener that `requestPositionUpdate` calls. Every draggable and droppable registers one that re-measures it.',
        },
        unregisterPositionUpdateListener: { description: 'Removes that listener.' },
        requestPositionUpdate: { description: "Calls every listener, then the provider's `onLayoutUpdateComplete`." },
        registerDroppedItem: { description: 'Records that an item was dropped into a droppable. Draggables call it on a successful drop.' },
        unregisterDroppedItem: {
          description: 'Forgets a dropped item. Draggables call it when they return to their start and on unmount.',
        },
        getDroppedItems: { description: 'Returns the dropped-items map as of the last render.' },
        hasAvailableCapacity: {
          description:
            "Counts the dropped items whose `droppableId` matches and compares with the slot's `capacity` (default `1`). Returns `false` when no slot has this `droppableId`.",
        },
        onDragging: { description: "The provider's `onDragging` prop. Optional: `undefined` when the prop is not set." },
        onDragStart: {
          description:
            "Inside a provider, always set: it calls the provider's `onDragStart` prop (if any), then `requestPositionUpdate`. Optional in the type.",
        },
        onDragEnd: { description: "The provider's `onDragEnd` prop. Optional: `undefined` when the prop is not set." },
        unregister: {
          description: 'Removes that slot.',
          behaviour: [
            {
              text: 'Droppables call it on unmount, while `dropDisabled` is truthy, and whenever the context value changes (the cleanup of the effect that depends on it), after which enabled droppables register again once measured.',
              sources: ['hooks/useDroppable.ts#useDroppable'],
            },
          ],
        },
      },
    },
    DropSlot: {
      columns: 'full',
      members: {
        id: {
          default: '`droppable-` + internal number',
          description: "The droppable's `droppableId`, or `droppable-` followed by its internal number.",
        },
        x: { default: '—', description: 'Left edge in page coordinates (`pageX` from `measure`).' },
        y: { default: '—', description: 'Top edge in page coordinates (`pageY` from `measure`).' },
        width: { default: '—', description: 'Measured width. Views that measure 0 wide or high are not registered.' },
        height: { default: '—', description: 'Measured height.' },
        onDrop: { default: '—', description: "The droppable's `onDrop`." },
        dropAlignment: {
          default: '`"center"`',
          description: 'Where a dropped item settles. `useDroppable` always registers a value, `"center"` when none was given.',
        },
        dropOffset: { default: '`{ x: 0, y: 0 }`', description: 'Offset added after alignment. `useDroppable` always registers a value.' },
        capacity: {
          default: '`1`',
          description: 'How many items the slot accepts. `undefined` counts as `1` when the provider checks capacity.',
        },
      },
    },
    DropOffset: {
      columns: 'full',
      members: {
        x: { default: '—', description: 'Pixels added to the aligned horizontal position.' },
        y: { default: '—', description: 'Pixels added to the aligned vertical position.' },
      },
    },
    DroppedItemsMap: {
      columns: 'short',
      members: {
        '[draggableId: string]': {
          description:
            "One entry per item that is currently dropped, keyed by its `draggableId`. `droppableId` is the droppable that holds it; `data` is the item's `data`.",
        },
      },
    },
  },
};
