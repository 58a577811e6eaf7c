import React, { type ReactNode } from 'react';
import { GridStrategy, SortableGrid, SortableGridItem } from 'react-native-reanimated-dnd';
import Stage, { type StageProps } from '../Stage';

/** What the SortableGrid playground's screens import from the packages (model.mjs). */
const IMPORTS = { GridStrategy, SortableGrid, SortableGridItem };

export default function SortableGridStage(props: StageProps): ReactNode {
  return <Stage {...props} imports={IMPORTS} />;
}
