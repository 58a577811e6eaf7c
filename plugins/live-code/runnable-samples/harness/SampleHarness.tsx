import React, { type ComponentType, type ReactNode } from 'react';
import { StyleSheet } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { DropProvider } from 'react-native-reanimated-dnd';

type HarnessOptions = {
  /** False when the sample renders its own `DropProvider`. */
  dropProvider: boolean;
};

/**
 * What the site puts around a code sample when you press Run: the root view
 * Gesture Handler needs, and a `DropProvider` unless the sample has one. The
 * sample fills a phone-sized frame (420 by 480 CSS pixels at most).
 */
export function withHarness(Sample: ComponentType, { dropProvider }: HarnessOptions): ComponentType {
  return function RunningSample(): ReactNode {
    return (
      <GestureHandlerRootView style={styles.root}>
        {dropProvider ? (
          <DropProvider>
            <Sample />
          </DropProvider>
        ) : (
          <Sample />
        )}
      </GestureHandlerRootView>
    );
  };
}

const styles = StyleSheet.create({
  root: { flex: 1 },
});
