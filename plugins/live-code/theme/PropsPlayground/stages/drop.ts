// What the Draggable and Droppable playgrounds' screens import from the packages (model.mjs).
export { GestureHandlerRootView } from 'react-native-gesture-handler';
export { Draggable, DropProvider, Droppable } from 'react-native-reanimated-dnd';
