import React, { Fragment, type ComponentType, type ReactNode } from 'react';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { DropProvider } from 'react-native-reanimated-dnd';

/**
 * What the site puts around a code sample when you press Run: the root view
 * Gesture Handler needs, and a `DropProvider` unless the sample has one
 * (`dropProvider` false). The sample fills a phone-sized frame (420 by 480 CSS
 * pixels at most).
 */
export function withHarness(Sample: ComponentType, { dropProvider }: { dropProvider: boolean }): ComponentType {
  const Provider = dropProvider ? DropProvider : Fragment;
  return function RunningSample(): ReactNode {
    return (
      <GestureHandlerRootView style={{ flex: 1 }}>
        <Provider>
          <Sample />
        </Provider>
      </GestureHandlerRootView>
    );
  };
}
