import React, { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Draggable, DropProvider, Droppable } from 'react-native-reanimated-dnd';

type Task = {
  id: string;
  title: string;
  color: string;
};

const TASKS: Task[] = [
  { id: 'write', title: 'Write spec', color: '#4f46e5' },
  { id: 'review', title: 'Review PR', color: '#0e7490' },
  { id: 'ship', title: 'Ship build', color: '#15803d' },
];

export default function BasicDragDropScreen() {
  const [todo, setTodo] = useState<Task[]>(TASKS);
  const [done, setDone] = useState<Task[]>([]);
  // The item picked up last is drawn over the others (Draggable sets no zIndex of its own).
  const [lastPicked, setLastPicked] = useState<string | null>(null);

  const handleDrop = (task: Task) => {
    setTodo((current) => current.filter((t) => t.id !== task.id));
    setDone((current) => [...current, task]);
  };

  const reset = () => {
    setTodo(TASKS);
    setDone([]);
  };

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider>
        <View style={styles.screen}>
          {/* A place for every task: a dropped card's record can outlive the card (Troubleshooting). */}
          <Droppable<Task> onDrop={handleDrop} capacity={TASKS.length} style={styles.zone}>
            <Text style={styles.zoneTitle}>Done</Text>
            {done.length === 0 ? (
              <Text style={styles.hint}>Drop a card here</Text>
            ) : (
              done.map((task) => (
                <Text key={task.id} style={styles.doneItem}>
                  ✓ {task.title}
                </Text>
              ))
            )}
          </Droppable>

          <Text style={styles.label}>To do</Text>
          <View style={styles.tray}>
            {todo.map((task) => (
              <Draggable<Task>
                key={task.id}
                draggableId={task.id}
                data={task}
                onDragStart={() => setLastPicked(task.id)}
                style={[
                  styles.card,
                  { backgroundColor: task.color },
                  task.id === lastPicked && styles.raised,
                ]}
              >
                <Text style={styles.cardText}>{task.title}</Text>
              </Draggable>
            ))}
          </View>

          <Pressable onPress={reset} style={styles.button}>
            <Text style={styles.buttonText}>Reset</Text>
          </Pressable>
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, padding: 24, backgroundColor: '#f6f7f9' },
  zone: {
    height: 180,
    borderRadius: 16,
    borderWidth: 2,
    borderStyle: 'dashed',
    borderColor: '#94a3b8',
    backgroundColor: '#ffffff',
    padding: 16,
  },
  zoneTitle: { fontSize: 16, fontWeight: '700', color: '#0f172a', marginBottom: 8 },
  hint: { color: '#64748b' },
  doneItem: { fontSize: 15, color: '#166534', marginBottom: 4 },
  label: { marginTop: 32, marginBottom: 12, fontWeight: '600', color: '#334155' },
  tray: { flexDirection: 'row', flexWrap: 'wrap', gap: 12, minHeight: 56 },
  card: {
    width: 100,
    height: 56,
    borderRadius: 12,
    alignItems: 'center',
    justifyContent: 'center',
  },
  cardText: { color: '#ffffff', fontWeight: '600' },
  button: {
    marginTop: 32,
    alignSelf: 'flex-start',
    paddingHorizontal: 16,
    paddingVertical: 10,
    borderRadius: 8,
    backgroundColor: '#e2e8f0',
  },
  buttonText: { fontWeight: '600', color: '#0f172a' },
  raised: { zIndex: 1 },
});
