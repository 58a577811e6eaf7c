import type { ComponentType } from 'react';

type DemoModule = { default: ComponentType };

/**
 * Every live demo, loaded on demand, one set per docs version. Each file is
 * a complete screen that the docs also show as text, so the code a reader
 * sees is the code that runs. The current screens (this folder) run the
 * current react-native-reanimated-dnd; the screens in `1.x/` run 1.1.0 on
 * Reanimated 3 (plugins/react-native-web maps their imports). A page picks
 * the set of its own docs version, so it can never load the other one.
 */
export const demosByVersion = {
  current: {
    BasicDragDropScreen: (): Promise<DemoModule> => import('./BasicDragDropScreen'),
    BoundedDraggingScreen: (): Promise<DemoModule> => import('./BoundedDraggingScreen'),
    CapacityLimitsScreen: (): Promise<DemoModule> => import('./CapacityLimitsScreen'),
    CollisionDetectionScreen: (): Promise<DemoModule> => import('./CollisionDetectionScreen'),
    CustomAnimationsScreen: (): Promise<DemoModule> => import('./CustomAnimationsScreen'),
    DragHandlesScreen: (): Promise<DemoModule> => import('./DragHandlesScreen'),
    DropZonesScreen: (): Promise<DemoModule> => import('./DropZonesScreen'),
    PhotoGridScreen: (): Promise<DemoModule> => import('./PhotoGridScreen'),
    SlideToConfirmScreen: (): Promise<DemoModule> => import('./SlideToConfirmScreen'),
    SortableListScreen: (): Promise<DemoModule> => import('./SortableListScreen'),
    SprintBoardScreen: (): Promise<DemoModule> => import('./SprintBoardScreen'),
    VariableHeightListScreen: (): Promise<DemoModule> => import('./VariableHeightListScreen'),
    VisualFeedbackScreen: (): Promise<DemoModule> => import('./VisualFeedbackScreen'),
  },
  '1.x': {
    BasicDragDropScreen: (): Promise<DemoModule> => import('./1.x/BasicDragDropScreen'),
    BoundedDraggingScreen: (): Promise<DemoModule> => import('./1.x/BoundedDraggingScreen'),
    CapacityLimitsScreen: (): Promise<DemoModule> => import('./1.x/CapacityLimitsScreen'),
    CollisionDetectionScreen: (): Promise<DemoModule> => import('./1.x/CollisionDetectionScreen'),
    CustomAnimationsScreen: (): Promise<DemoModule> => import('./1.x/CustomAnimationsScreen'),
    DragHandlesScreen: (): Promise<DemoModule> => import('./1.x/DragHandlesScreen'),
    DropZonesScreen: (): Promise<DemoModule> => import('./1.x/DropZonesScreen'),
    SlideToConfirmScreen: (): Promise<DemoModule> => import('./1.x/SlideToConfirmScreen'),
    SortableListScreen: (): Promise<DemoModule> => import('./1.x/SortableListScreen'),
    SprintBoardScreen: (): Promise<DemoModule> => import('./1.x/SprintBoardScreen'),
    VisualFeedbackScreen: (): Promise<DemoModule> => import('./1.x/VisualFeedbackScreen'),
  },
} as const;

/** A docs version that has live demos: the `version` name Docusaurus gives it. */
export type DemoVersion = keyof typeof demosByVersion;
export type DemoName = keyof (typeof demosByVersion)['current'];

/** The loader of a demo in a version's set; undefined when that version has no such screen. */
export function demoLoader(version: DemoVersion, name: DemoName): (() => Promise<DemoModule>) | undefined {
  const set: Partial<Record<DemoName, () => Promise<DemoModule>>> = demosByVersion[version];
  return set[name];
}

export function isDemoVersion(version: string): version is DemoVersion {
  return Object.hasOwn(demosByVersion, version);
}
