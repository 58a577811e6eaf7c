import React, { useCallback, useRef, useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import {
  Draggable,
  DropProvider,
  Droppable,
  type DroppedItemsMap,
  type DropProviderRef,
} from 'react-native-reanimated-dnd';

type Priority = 'low' | 'medium' | 'high';

type Task = {
  id: string;
  title: string;
  points: number;
  priority: Priority;
};

type Column = { id: string; title: string; slots: number };

const TASKS: Task[] = [
  { id: 't1', title: 'Login form', points: 3, priority: 'high' },
  { id: 't2', title: 'Dark mode', points: 2, priority: 'low' },
  { id: 't3', title: 'Crash fix', points: 5, priority: 'high' },
  { id: 't4', title: 'Onboarding', points: 8, priority: 'medium' },
  { id: 't5', title: 'Analytics', points: 3, priority: 'medium' },
];

const COLUMNS: Column[] = [
  { id: 'todo', title: 'To do', slots: 3 },
  { id: 'doing', title: 'Doing', slots: 2 },
  { id: 'done', title: 'Done', slots: 3 },
];

const PRIORITY_COLORS: Record<Priority, string> = {
  low: '#94a3b8',
  medium: '#f59e0b',
  high: '#dc2626',
};

// Each slot is its own zone: "doing:0", "doing:1", ...
const slotId = (columnId: string, index: number) => `${columnId}:${index}`;
const columnOf = (droppableId: string) => droppableId.split(':')[0];

export default function SprintBoardScreen() {
  const providerRef = useRef<DropProviderRef>(null);
  const boardRef = useRef<View>(null!);
  const [placements, setPlacements] = useState<DroppedItemsMap<Task>>({});
  const [activeId, setActiveId] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState('Drag a task by its grip');
  const [summary, setSummary] = useState('');
  const [round, setRound] = useState(0);

  // The provider types item data as unknown; narrow it once, here.
  const handlePlacements = useCallback((items: DroppedItemsMap) => {
    setPlacements(items as DroppedItemsMap<Task>);
  }, []);

  const countIn = (columnId: string) =>
    Object.values(placements).filter((entry) => columnOf(entry.droppableId) === columnId).length;

  const showSummary = () => {
    const items = (providerRef.current?.getDroppedItems() ?? {}) as DroppedItemsMap<Task>;
    const donePoints = Object.values(items)
      .filter((entry) => columnOf(entry.droppableId) === 'done')
      .reduce((sum, entry) => sum + entry.data.points, 0);
    setSummary(`${Object.keys(items).length} tasks planned, ${donePoints} points done`);
  };

  const resetBoard = () => {
    setRound((n) => n + 1);
    setLastMove('Drag a task by its grip');
    setSummary('');
  };

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider ref={providerRef} onDroppedItemsUpdate={handlePlacements}>
        <View ref={boardRef} collapsable={false} style={styles.board}>
          <View style={styles.columns}>
            {COLUMNS.map((column) => {
              const count = countIn(column.id);
              const full = count >= column.slots;
              return (
                <View key={column.id} style={styles.column}>
                  <Text style={[styles.columnTitle, full && styles.columnFull]}>
                    {column.title} {count}/{column.slots}
                  </Text>
                  {Array.from({ length: column.slots }, (_, index) => (
                    <Droppable<Task>
                      key={index}
                      droppableId={slotId(column.id, index)}
                      capacity={1}
                      onDrop={(task) => setLastMove(`${task.title} → ${column.title}`)}
                      activeStyle={styles.slotActive}
                      style={styles.slot}
                    >
                      <Text style={styles.slotNumber}>{index + 1}</Text>
                    </Droppable>
                  ))}
                </View>
              );
            })}
          </View>

          <Text style={styles.trayTitle}>Backlog</Text>
          <View key={round} style={styles.tray}>
            {TASKS.map((task) => (
              <Draggable<Task>
                key={task.id}
                draggableId={task.id}
                data={task}
                dragBoundsRef={boardRef}
                collisionAlgorithm="center"
                onDragStart={(t) => setActiveId(t.id)}
                style={[styles.card, activeId === task.id && styles.cardOnTop]}
              >
                <Draggable.Handle style={styles.grip}>
                  <Text style={styles.gripText}>⋮⋮</Text>
                </Draggable.Handle>
                <View style={styles.cardBody}>
                  <Text style={styles.cardTitle} numberOfLines={1}>
                    {task.title}
                  </Text>
                  <View style={styles.cardMeta}>
                    <View
                      style={[styles.dot, { backgroundColor: PRIORITY_COLORS[task.priority] }]}
                    />
                    <Text style={styles.points}>{task.points} pt</Text>
                  </View>
                </View>
              </Draggable>
            ))}
          </View>
        </View>

        <Text style={styles.lastMove}>{lastMove}</Text>
        <View style={styles.actions}>
          <Pressable onPress={showSummary} style={styles.button}>
            <Text style={styles.buttonText}>Summary</Text>
          </Pressable>
          <Pressable onPress={resetBoard} style={styles.button}>
            <Text style={styles.buttonText}>Reset</Text>
          </Pressable>
        </View>
        {summary !== '' && <Text style={styles.summary}>{summary}</Text>}
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, padding: 16, backgroundColor: '#f6f7f9' },
  // Three 96 px columns and two 12 px gaps: 312 px, which a phone-wide frame holds.
  board: { width: 312, alignSelf: 'center' },
  columns: { flexDirection: 'row', gap: 12 },
  column: { width: 96, gap: 8 },
  columnTitle: { fontSize: 13, fontWeight: '700', color: '#334155' },
  columnFull: { color: '#dc2626' },
  slot: {
    width: 96,
    height: 64,
    borderRadius: 10,
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: '#cbd5e1',
    backgroundColor: '#ffffff',
  },
  slotNumber: { margin: 6, fontSize: 10, color: '#cbd5e1' },
  slotActive: { borderStyle: 'solid', borderColor: '#2563eb', backgroundColor: '#eff6ff' },
  trayTitle: { marginTop: 24, marginBottom: 8, fontSize: 13, fontWeight: '700', color: '#334155' },
  tray: { flexDirection: 'row', flexWrap: 'wrap', gap: 12 },
  card: {
    width: 92,
    height: 56,
    flexDirection: 'row',
    borderRadius: 10,
    borderWidth: 1,
    borderColor: '#e2e8f0',
    backgroundColor: '#ffffff',
  },
  cardOnTop: { zIndex: 1 },
  grip: { width: 22, alignItems: 'center', justifyContent: 'center', backgroundColor: '#f1f5f9' },
  gripText: { fontSize: 12, color: '#94a3b8' },
  cardBody: { flex: 1, padding: 6, justifyContent: 'space-between' },
  cardTitle: { fontSize: 12, fontWeight: '600', color: '#0f172a' },
  cardMeta: { flexDirection: 'row', alignItems: 'center', gap: 4 },
  dot: { width: 8, height: 8, borderRadius: 4 },
  points: { fontSize: 11, color: '#64748b' },
  lastMove: { marginTop: 16, textAlign: 'center', color: '#334155' },
  actions: { flexDirection: 'row', gap: 12, marginTop: 12, alignSelf: 'center' },
  button: {
    paddingHorizontal: 16,
    paddingVertical: 10,
    borderRadius: 8,
    backgroundColor: '#0f172a',
  },
  buttonText: { color: '#ffffff', fontWeight: '600' },
  summary: { marginTop: 12, textAlign: 'center', color: '#334155' },
});
