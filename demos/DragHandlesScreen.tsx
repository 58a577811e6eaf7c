import React, { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Draggable, DropProvider, Droppable } from 'react-native-reanimated-dnd';

type Note = { id: string; title: string };

const NOTES: Note[] = [
  { id: 'n1', title: 'Call the bank' },
  { id: 'n2', title: 'Book flights' },
  { id: 'n3', title: 'Renew passport' },
];

export default function DragHandlesScreen() {
  const [notes, setNotes] = useState<Note[]>(NOTES);
  const [pinned, setPinned] = useState<Record<string, boolean>>({});
  // The item picked up last is drawn over the others (Draggable sets no zIndex of its own).
  const [lastPicked, setLastPicked] = useState<string | null>(null);
  const [archived, setArchived] = useState(0);

  const archive = (note: Note) => {
    setNotes((current) => current.filter((n) => n.id !== note.id));
    setArchived((count) => count + 1);
  };

  const togglePin = (id: string) => {
    setPinned((current) => ({ ...current, [id]: !current[id] }));
  };

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider>
        <View style={styles.screen}>
          {/* A place for every note: a dropped card's record can outlive the card (Troubleshooting). */}
          <Droppable<Note> onDrop={archive} capacity={NOTES.length} style={styles.archive}>
            <Text style={styles.archiveText}>Archive ({archived})</Text>
          </Droppable>

          {notes.map((note) => (
            <Draggable<Note>
              key={note.id}
              draggableId={note.id}
              data={note}
              onDragStart={() => setLastPicked(note.id)}
              style={[styles.note, note.id === lastPicked && styles.raised]}
            >
              <Draggable.Handle style={styles.handle}>
                <Text style={styles.grip}>⋮⋮</Text>
              </Draggable.Handle>
              <Text style={styles.title}>{note.title}</Text>
              <Pressable
                onPress={() => togglePin(note.id)}
                style={[styles.pin, pinned[note.id] && styles.pinOn]}
              >
                <Text style={styles.pinText}>{pinned[note.id] ? 'Pinned' : 'Pin'}</Text>
              </Pressable>
            </Draggable>
          ))}
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, padding: 24, gap: 12, backgroundColor: '#f6f7f9' },
  archive: {
    height: 120,
    marginBottom: 24,
    borderRadius: 16,
    backgroundColor: '#fee2e2',
    alignItems: 'center',
    justifyContent: 'center',
  },
  archiveText: { fontWeight: '700', color: '#991b1b' },
  note: {
    height: 64,
    flexDirection: 'row',
    alignItems: 'center',
    borderRadius: 12,
    backgroundColor: '#ffffff',
    borderWidth: 1,
    borderColor: '#e2e8f0',
  },
  handle: {
    width: 44,
    alignSelf: 'stretch',
    alignItems: 'center',
    justifyContent: 'center',
    borderRightWidth: 1,
    borderRightColor: '#e2e8f0',
  },
  grip: { fontSize: 18, color: '#94a3b8' },
  title: { flex: 1, marginLeft: 12, fontSize: 15, color: '#0f172a' },
  pin: {
    marginRight: 12,
    paddingHorizontal: 12,
    paddingVertical: 6,
    borderRadius: 8,
    backgroundColor: '#e2e8f0',
  },
  pinOn: { backgroundColor: '#fde68a' },
  pinText: { fontWeight: '600', color: '#0f172a' },
  raised: { zIndex: 1 },
});
