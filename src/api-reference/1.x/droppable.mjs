import shared from '../shared/droppable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 1.1.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  UseDroppableOptions: {
    members: {
      droppableId: {
        behaviour: [
          {
            text: "The zone registers under the value current at each registration (on layout and at every drag start); items already dropped keep the id they were dropped under. The internal number is taken from a module-wide counter at the zone's first render, and the counter also advances on every re-render of any `Droppable`, so numbers are increasing but not consecutive.",
            sources: ['hooks/useDroppable.ts#updateDroppablePosition', 'components/Droppable.tsx#_getUniqueDroppableId'],
          },
        ],
      },
      dropDisabled: {
        default: '—',
        description: 'Meant to stop the zone from taking drops. It does not do that reliably in 1.1.0.',
        behaviour: [
          {
            text: "When it turns truthy, the zone removes itself from the provider's registry. But the zone's re-measure function registers it again without checking `dropDisabled`, and every touch-down on a draggable asks all zones to re-measure, so during the next drag a disabled zone can highlight and take a drop, until the next change of the provider's context (for example a change of the hovered zone) removes it again. To refuse drops, also set `capacity={0}` (hover still highlights) or unmount the zone.",
            sources: [
              'hooks/useDroppable.ts#updateDroppablePosition',
              'hooks/useDroppable.ts#useDroppable',
              'context/DropContext.tsx#handleDragStart',
            ],
          },
        ],
      },
    },
  },
  UseDroppableReturn: {
    members: {
      viewProps: {
        behaviour: [
          {
            text: 'Besides `onLayout`, the zone measures and registers itself again on mount and whenever `onDrop`, `dropAlignment`, `dropOffset`, `capacity` or `droppableId` changes, unless `dropDisabled` is truthy.',
            sources: ['hooks/useDroppable.ts#updateDroppablePosition', 'hooks/useDroppable.ts#useDroppable'],
          },
        ],
      },
    },
  },
});
