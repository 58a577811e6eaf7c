// What the SortableGrid playground's screens import from the packages (model.mjs).
export { GridStrategy, SortableGrid, SortableGridItem } from 'react-native-reanimated-dnd';
