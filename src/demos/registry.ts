import type { ComponentType } from 'react';

type DemoModule = { default: ComponentType };

/**
 * Every live demo, loaded on demand. Each file is a complete screen that
 * the docs also show as text, so the code a reader sees is the code that runs.
 */
export const demos = {
  BasicDragDropScreen: (): Promise<DemoModule> => import('./BasicDragDropScreen'),
  BoundedDraggingScreen: (): Promise<DemoModule> => import('./BoundedDraggingScreen'),
  CapacityLimitsScreen: (): Promise<DemoModule> => import('./CapacityLimitsScreen'),
  CollisionDetectionScreen: (): Promise<DemoModule> => import('./CollisionDetectionScreen'),
  CustomAnimationsScreen: (): Promise<DemoModule> => import('./CustomAnimationsScreen'),
  DragHandlesScreen: (): Promise<DemoModule> => import('./DragHandlesScreen'),
  DropZonesScreen: (): Promise<DemoModule> => import('./DropZonesScreen'),
  SlideToConfirmScreen: (): Promise<DemoModule> => import('./SlideToConfirmScreen'),
  SortableListScreen: (): Promise<DemoModule> => import('./SortableListScreen'),
  SprintBoardScreen: (): Promise<DemoModule> => import('./SprintBoardScreen'),
  VisualFeedbackScreen: (): Promise<DemoModule> => import('./VisualFeedbackScreen'),
} as const;

export type DemoName = keyof typeof demos;
