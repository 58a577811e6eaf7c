import React, { type ReactNode } from 'react';
import { Sortable, SortableDirection, SortableItem } from 'react-native-reanimated-dnd';
import Stage, { type StageProps } from '../Stage';

/** What the Sortable playground's screens import from the packages (model.mjs). */
const IMPORTS = { Sortable, SortableDirection, SortableItem };

export default function SortableStage(props: StageProps): ReactNode {
  return <Stage {...props} imports={IMPORTS} />;
}
