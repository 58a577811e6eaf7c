/** @type {Record<string, import('../schema').DocumentedType>} */
export default {
  DropProviderProps: {
    columns: 'full',
    members: {
      children: {
        type: '`React.ReactNode`',
        default: '—',
        required: true,
        description: 'Everything that contains draggables and droppables. The provider renders no view of its own.',
      },
      onLayoutUpdateComplete: {
        type: '`() => void`',
        default: '—',
        required: false,
        description: 'Runs at the end of every position update of the provider.',
        behaviour: [
          {
            text: 'Position updates happen at the start of every drag (not on a tap) and whenever you call `requestPositionUpdate` on the ref. The measurements run asynchronously on the UI thread and may land after it.',
            sources: ['context/DropContext.tsx#internalRequestPositionUpdate', 'context/DropContext.tsx#handleDragStart'],
          },
        ],
      },
      onDroppedItemsUpdate: {
        type: '`(droppedItems: `[`DroppedItemsMap`](~/api/types/context-types.mdx#droppeditemsmap)`) => void`',
        default: '—',
        required: false,
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
        type: '`(payload: { x: number; y: number; tx: number; ty: number; itemData: any }) => void`',
        default: '—',
        required: false,
        description:
          "Receives the same payload as the draggable's own `onDragging`, for any draggable inside the provider, after that draggable's own callback.",
        behaviour: [
          {
            text: "It is part of the provider's context value. Passing a new function (an inline arrow function re-created on every render) makes a new context value, and every `Droppable` then leaves the registry until it has measured itself again a frame later; a release in that gap finds no zone. Keep it stable with `useCallback`.",
            sources: ['context/DropContext.tsx#contextValue', 'hooks/useDroppable.ts#useDroppable'],
          },
        ],
      },
      onDragStart: {
        type: '`(data: any) => void`',
        default: '—',
        required: false,
        description:
          "Receives the `data` of any draggable inside the provider when its drag activates, after the draggable's own `onDragStart`.",
        behaviour: [
          {
            text: "It runs when a drag activates, like the item's own `onDragStart` (whose entry says when a tap activates one), so every call is followed by `onDragEnd`. A new function each render also renews the context value, with the same re-registration gap as `onDragging`.",
            sources: [
              'hooks/useDraggable.ts#gesture',
              'context/DropContext.tsx#handleDragStart',
              'react-native-gesture-handler/src/handlers/gestures/GestureDetector/useAnimatedGesture.ts#CALLBACK_TYPE.START',
            ],
          },
        ],
      },
      onDragEnd: {
        type: '`(data: any) => void`',
        default: '—',
        required: false,
        description: "Receives the `data` of any draggable inside the provider when its drag ends, after the draggable's own `onDragEnd`.",
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
      requestPositionUpdate: {
        type: '`() => void`',
        description:
          'Asks every draggable, drag-bounds view and droppable to measure itself again, then calls `onLayoutUpdateComplete`. Call it after a scroll or a layout change moves drop zones.',
        behaviour: [
          {
            text: 'Each droppable registers itself again from its measurement, disabled ones included.',
            sources: ['context/DropContext.tsx#internalRequestPositionUpdate', 'hooks/useDroppable.ts#updateDroppablePosition'],
          },
        ],
      },
      getDroppedItems: {
        type: '`() => `[`DroppedItemsMap`](~/api/types/context-types.mdx#droppeditemsmap)',
        description: "Returns the dropped-items map as of the provider's last render.",
      },
    },
  },
  SlotsContextValue: {
    columns: 'short',
    members: {
      register: {
        type: '`(id: number, slot: `[`DropSlot`](~/api/types/context-types.mdx#dropslot)`<TData>) => void`',
        description: 'Stores or replaces the slot of the droppable with this internal numeric id.',
      },
      unregister: {
        type: '`(id: number) => void`',
        description: 'Removes that slot.',
        behaviour: [
          {
            text: 'Droppables call it on unmount, while `dropDisabled` is truthy, and whenever the context value changes (the cleanup of the effect that depends on it), after which enabled droppables register again once measured.',
            sources: ['hooks/useDroppable.ts#useDroppable'],
          },
        ],
      },
      getSlots: {
        type: '`() => Record<number, `[`DropSlot`](~/api/types/context-types.mdx#dropslot)`<TData>>`',
        description: 'Returns the live slot registry (not a copy), keyed by internal id.',
      },
      isRegistered: {
        type: '`(id: number) => boolean`',
        description: 'Whether a slot is stored under this id.',
      },
      setActiveHoverSlot: {
        type: '`(id: number | null) => void`',
        description: 'Sets `activeHoverSlotId`. Draggables call it during a drag and with `null` on release.',
      },
      activeHoverSlotId: {
        type: '`number | null`',
        description:
          'Internal id of the droppable under the dragged item, or `null`. It is React state, so consumers re-render when it changes.',
      },
      registerPositionUpdateListener: {
        type: '`(id: string, listener: `[`PositionUpdateListener`](~/api/types/context-types.mdx#positionupdatelistener)`) => void`',
        description: 'Adds a listener that `requestPositionUpdate` calls. Every draggable and droppable registers one that re-measures it.',
      },
      unregisterPositionUpdateListener: {
        type: '`(id: string) => void`',
        description: 'Removes that listener.',
      },
      requestPositionUpdate: {
        type: '`() => void`',
        description: "Calls every listener, then the provider's `onLayoutUpdateComplete`.",
      },
      registerDroppedItem: {
        type: '`(draggableId: string, droppableId: string, itemData: any) => void`',
        description: 'Records that an item was dropped into a droppable. Draggables call it on a successful drop.',
      },
      unregisterDroppedItem: {
        type: '`(draggableId: string) => void`',
        description: 'Forgets a dropped item. Draggables call it when they return to their start and on unmount.',
      },
      getDroppedItems: {
        type: '`() => `[`DroppedItemsMap`](~/api/types/context-types.mdx#droppeditemsmap)`<any>`',
        description: 'Returns the dropped-items map as of the last render.',
      },
      hasAvailableCapacity: {
        type: '`(droppableId: string) => boolean`',
        description:
          "Counts the dropped items whose `droppableId` matches and compares with the slot's `capacity` (default `1`). Returns `false` when no slot has this `droppableId`.",
      },
      onDragging: {
        type: '`(payload: { x: number; y: number; tx: number; ty: number; itemData: any }) => void`',
        description: "The provider's `onDragging` prop. Optional: `undefined` when the prop is not set.",
      },
      onDragStart: {
        type: '`(data: any) => void`',
        description:
          "Inside a provider, always set: it calls the provider's `onDragStart` prop (if any), then `requestPositionUpdate`. Optional in the type.",
      },
      onDragEnd: {
        type: '`(data: any) => void`',
        description: "The provider's `onDragEnd` prop. Optional: `undefined` when the prop is not set.",
      },
    },
  },
  DropSlot: {
    columns: 'full',
    members: {
      id: {
        type: '`string`',
        default: '`droppable-` + internal number',
        required: true,
        description: "The droppable's `droppableId`, or `droppable-` followed by its internal number.",
      },
      x: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Left edge in page coordinates (`pageX` from `measure`).',
      },
      y: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Top edge in page coordinates (`pageY` from `measure`).',
      },
      width: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Measured width. Views that measure 0 wide or high are not registered.',
      },
      height: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Measured height.',
      },
      onDrop: {
        type: '`(data: TData) => void`',
        default: '—',
        required: true,
        description: "The droppable's `onDrop`.",
      },
      dropAlignment: {
        type: '[`DropAlignment`](~/api/types/context-types.mdx#dropalignment)',
        default: '`"center"`',
        required: false,
        description: 'Where a dropped item settles. `useDroppable` always registers a value, `"center"` when none was given.',
      },
      dropOffset: {
        type: '[`DropOffset`](~/api/types/context-types.mdx#dropoffset)',
        default: '`{ x: 0, y: 0 }`',
        required: false,
        description: 'Offset added after alignment. `useDroppable` always registers a value.',
      },
      capacity: {
        type: '`number`',
        default: '`1`',
        required: false,
        description: 'How many items the slot accepts. `undefined` counts as `1` when the provider checks capacity.',
      },
    },
  },
  DropOffset: {
    columns: 'full',
    members: {
      x: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Pixels added to the aligned horizontal position.',
      },
      y: {
        type: '`number`',
        default: '—',
        required: true,
        description: 'Pixels added to the aligned vertical position.',
      },
    },
  },
  DroppedItemsMap: {
    columns: 'short',
    members: {
      '[draggableId: string]': {
        type: '`{ droppableId: string; data: TData }`',
        description:
          "One entry per item that is currently dropped, keyed by its `draggableId`. `droppableId` is the droppable that holds it; `data` is the item's `data`.",
      },
    },
  },
};
