import React, { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import {
  Draggable,
  DropProvider,
  Droppable,
  type CollisionAlgorithm,
} from 'react-native-reanimated-dnd';

const ALGORITHMS: CollisionAlgorithm[] = ['intersect', 'center', 'contain'];

export default function CollisionDetectionScreen() {
  const [algorithm, setAlgorithm] = useState<CollisionAlgorithm>('intersect');
  const [hovered, setHovered] = useState(false);
  const [drops, setDrops] = useState(0);

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider>
        <View style={styles.screen}>
          <View style={styles.picker}>
            {ALGORITHMS.map((name) => (
              <Pressable
                key={name}
                onPress={() => setAlgorithm(name)}
                style={[styles.option, algorithm === name && styles.optionSelected]}
              >
                <Text style={[styles.optionText, algorithm === name && styles.optionTextSelected]}>
                  {name}
                </Text>
              </Pressable>
            ))}
          </View>

          <Droppable
            droppableId="target"
            capacity={Infinity}
            onDrop={() => setDrops((count) => count + 1)}
            onActiveChange={setHovered}
            activeStyle={styles.zoneActive}
            style={styles.zone}
          >
            <Text style={styles.zoneText}>Target</Text>
          </Droppable>

          <Text style={styles.status}>
            {hovered ? 'Release now to drop' : 'Not over the target'} · drops: {drops}
          </Text>

          <Draggable
            key={algorithm}
            data={{ kind: 'square' }}
            collisionAlgorithm={algorithm}
            style={styles.square}
          >
            <Text style={styles.squareText}>{algorithm}</Text>
          </Draggable>
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, padding: 24, alignItems: 'center', backgroundColor: '#f6f7f9' },
  picker: { flexDirection: 'row', gap: 8, marginBottom: 24 },
  option: {
    paddingHorizontal: 14,
    paddingVertical: 8,
    borderRadius: 8,
    backgroundColor: '#e2e8f0',
  },
  optionSelected: { backgroundColor: '#0f172a' },
  optionText: { fontWeight: '600', color: '#0f172a' },
  optionTextSelected: { color: '#ffffff' },
  zone: {
    width: 180,
    height: 180,
    borderRadius: 16,
    borderWidth: 2,
    borderColor: '#94a3b8',
    backgroundColor: '#ffffff',
    alignItems: 'center',
    justifyContent: 'center',
  },
  zoneActive: { borderColor: '#16a34a', backgroundColor: '#dcfce7' },
  zoneText: { color: '#475569', fontWeight: '600' },
  status: { marginVertical: 24, color: '#334155' },
  square: {
    width: 100,
    height: 100,
    borderRadius: 12,
    backgroundColor: '#4f46e5',
    alignItems: 'center',
    justifyContent: 'center',
  },
  squareText: { color: '#ffffff', fontWeight: '600' },
});
