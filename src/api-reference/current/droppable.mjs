import shared from '../shared/droppable.mjs';
import { withShared } from '../shared/with-shared.mjs';

/** Where 2.0.0 differs from the shared entries, and what only it declares. */
export default withShared(shared, {
  UseDroppableOptions: {
    members: {
      droppableId: {
        behaviour: [
          {
            text: "The zone registers under the value current at each registration (on layout and at every drag start); items already dropped keep the id they were dropped under. The internal number is taken from a module-wide counter at the zone's first render, and the counter also advances on every re-render of any droppable, so numbers are increasing but not consecutive.",
            sources: ['hooks/useDroppable.ts#updateDroppablePosition', 'hooks/useDroppable.ts#_getUniqueDroppableId'],
          },
        ],
      },
      dropDisabled: {
        default: '—',
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
    },
  },
  UseDroppableReturn: {
    members: {
      viewProps: {
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
    },
  },
});
