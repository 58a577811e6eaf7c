/**
 * The 1.x member source: every prop, option, return field and enum member of
 * react-native-reanimated-dnd 1.1.0's public types, described once; entries that are the same in both versions
 * live in ../shared. Types and required flags are not written here: the
 * plugin reads them from the package's declarations. Pages of
 * versioned_docs/version-1.x render their members tables from it (see
 * plugins/api-members); `check-docs.mjs member-descriptions` compares it with
 * the published declarations.
 */
import context from './context.mjs';
import draggable from './draggable.mjs';
import droppable from './droppable.mjs';
import enums from './enums.mjs';
import sortable from './sortable.mjs';

/** @type {import('../schema').MemberSource} */
export default {
  version: '1.x',
  package: 'react-native-reanimated-dnd-v1',
  // Library sources are named by their path in the repository at this tag; the
  // check looks each one up in the published build (lib/<path>.js).
  tag: 'v1.1.0',
  // Dependencies named in sources, and the node_modules folder of the version this release runs with.
  dependencies: {
    'react-native-reanimated': 'react-native-reanimated-v3',
    'react-native-gesture-handler': 'react-native-gesture-handler-v1',
  },
  types: { ...draggable, ...droppable, ...context, ...sortable, ...enums },
};
