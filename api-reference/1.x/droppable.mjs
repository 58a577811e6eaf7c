import shared, { dropDisabledEntry } from '../shared/droppable.mjs';
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
      dropDisabled: dropDisabledEntry('1.1.0', 'every touch-down on a draggable'),
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
