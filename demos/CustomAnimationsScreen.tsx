import React, { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Easing, withSpring, withTiming } from 'react-native-reanimated';
import {
  Draggable,
  DropProvider,
  Droppable,
  type AnimationFunction,
} from 'react-native-reanimated-dnd';

// Damping ratio damping / (2 * sqrt(stiffness * mass)) = 1: critically damped,
// so it never passes the target. mass is set because a key left out keeps
// Reanimated's default, which is 4 in Reanimated 4 (1 in Reanimated 3).
const gentleSpring: AnimationFunction = (toValue) => {
  'worklet';
  return withSpring(toValue, { damping: 20, stiffness: 100, mass: 1 });
};

const quickEaseOut: AnimationFunction = (toValue) => {
  'worklet';
  return withTiming(toValue, { duration: 180, easing: Easing.out(Easing.cubic) });
};

const overshoot: AnimationFunction = (toValue) => {
  'worklet';
  return withTiming(toValue, { duration: 400, easing: Easing.bezier(0.34, 1.56, 0.64, 1) });
};

const bounce: AnimationFunction = (toValue) => {
  'worklet';
  return withTiming(toValue, { duration: 700, easing: Easing.bounce });
};

const PRESETS: { name: string; animation?: AnimationFunction }[] = [
  { name: 'Default' },
  { name: 'Gentle', animation: gentleSpring },
  { name: 'Quick', animation: quickEaseOut },
  { name: 'Overshoot', animation: overshoot },
  { name: 'Bounce', animation: bounce },
];

export default function CustomAnimationsScreen() {
  const [presetIndex, setPresetIndex] = useState(0);
  const preset = PRESETS[presetIndex];

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider>
        <View style={styles.screen}>
          <View style={styles.presets}>
            {PRESETS.map((item, index) => (
              <Pressable
                key={item.name}
                onPress={() => setPresetIndex(index)}
                style={[styles.preset, index === presetIndex && styles.presetSelected]}
              >
                <Text
                  style={[styles.presetText, index === presetIndex && styles.presetTextSelected]}
                >
                  {item.name}
                </Text>
              </Pressable>
            ))}
          </View>

          {/* The card still counts as in the zone while you pick it up again;
              room for two lets you drop it back there with another preset. */}
          <Droppable droppableId="target" capacity={2} onDrop={() => {}} style={styles.zone}>
            <Text style={styles.zoneText}>Drop here</Text>
          </Droppable>

          <Draggable data="card" animationFunction={preset.animation} style={styles.card}>
            <Text style={styles.cardText}>{preset.name}</Text>
          </Draggable>
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, padding: 24, alignItems: 'center', backgroundColor: '#f6f7f9' },
  presets: { flexDirection: 'row', flexWrap: 'wrap', gap: 8, marginBottom: 24 },
  preset: {
    paddingHorizontal: 12,
    paddingVertical: 8,
    borderRadius: 8,
    backgroundColor: '#e2e8f0',
  },
  presetSelected: { backgroundColor: '#0f172a' },
  presetText: { fontWeight: '600', color: '#0f172a' },
  presetTextSelected: { color: '#ffffff' },
  zone: {
    width: 200,
    height: 140,
    marginBottom: 120,
    borderRadius: 16,
    borderWidth: 2,
    borderStyle: 'dashed',
    borderColor: '#94a3b8',
    backgroundColor: '#ffffff',
    alignItems: 'center',
    justifyContent: 'center',
  },
  zoneText: { color: '#64748b', fontWeight: '600' },
  card: {
    width: 120,
    height: 64,
    borderRadius: 12,
    backgroundColor: '#7c3aed',
    alignItems: 'center',
    justifyContent: 'center',
  },
  cardText: { color: '#ffffff', fontWeight: '700' },
});
