/**
 * The current (2.x) member source: every prop, option, return field and enum member of
 * react-native-reanimated-dnd 2.0.0's public types, described once; entries that are the same in both versions
 * live in ../shared. Types and required flags are not written here: the
 * plugin reads them from the package's declarations. Pages of
 * docs/ render their members tables from it (see
 * plugins/api-members); `check-docs.mjs member-descriptions` compares it with
 * the published declarations.
 */
import context from './context.mjs';
import draggable from './draggable.mjs';
import droppable from './droppable.mjs';
import enums from './enums.mjs';
import grid from './grid.mjs';
import sortable from './sortable.mjs';

/** @type {import('../schema').MemberSource} */
export default {
  version: 'current',
  package: 'react-native-reanimated-dnd',
  // Library sources are named by their path in the repository at this tag; the
  // check looks each one up in the published build (lib/<path>.js).
  tag: 'v2.0.0',
  // Dependencies named in sources, and the node_modules folder of the version this release runs with.
  dependencies: {
    'react-native-reanimated': 'react-native-reanimated',
    'react-native-gesture-handler': 'react-native-gesture-handler',
    'react-native-worklets': 'react-native-worklets',
  },
  types: { ...draggable, ...droppable, ...context, ...sortable, ...enums, ...grid },
};
