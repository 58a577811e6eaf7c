// What the Sortable playground's screens import from the packages (model.mjs).
export { Sortable, SortableDirection, SortableItem } from 'react-native-reanimated-dnd';
