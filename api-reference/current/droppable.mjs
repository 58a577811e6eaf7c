import shared, { dropDisabledEntry } from '../shared/droppable.mjs';
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
      dropDisabled: dropDisabledEntry('2.0.0', 'every drag start'),
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
