import React, { type ReactNode } from 'react';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Draggable, DropProvider, Droppable } from 'react-native-reanimated-dnd';
import Stage, { type StageProps } from '../Stage';

/** What the Draggable playground's screens import from the packages (model.mjs). */
const IMPORTS = { GestureHandlerRootView, Draggable, DropProvider, Droppable };

export default function DraggableStage(props: StageProps): ReactNode {
  return <Stage {...props} imports={IMPORTS} />;
}
