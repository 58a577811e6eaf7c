import React, { useRef, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Draggable, DropProvider, Droppable } from 'react-native-reanimated-dnd';

export default function BoundedDraggingScreen() {
  // `null!` types the ref as RefObject<View>; see "Typing the ref" below.
  const boardRef = useRef<View>(null!);
  const [status, setStatus] = useState('Drag the sticker around the board');

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider>
        <View style={styles.screen}>
          <View ref={boardRef} collapsable={false} style={styles.board}>
            <Droppable
              droppableId="target"
              // The sticker still counts as on the target while you pick it up again;
              // room for two lets you drop it back there (see Capacity Limits).
              capacity={2}
              onDrop={() => setStatus('On target!')}
              style={styles.target}
            >
              <Text style={styles.targetText}>Target</Text>
            </Droppable>

            <Draggable
              data={{ id: 'sticker' }}
              dragBoundsRef={boardRef}
              // Not onDragStart: 1.1.0 calls it on a tap and then never calls onDragEnd.
              // onDragging runs only while the sticker is dragged.
              onDragging={() => setStatus('Dragging…')}
              // Runs on every release, before the target's onDrop, which overrides it on a hit.
              onDragEnd={() => setStatus('Drag the sticker around the board')}
              style={styles.sticker}
            >
              <Text style={styles.stickerText}>★</Text>
            </Draggable>
          </View>
          <Text style={styles.status}>{status}</Text>
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, padding: 24, alignItems: 'center', backgroundColor: '#f6f7f9' },
  board: {
    width: 320,
    height: 240,
    borderRadius: 16,
    borderWidth: 2,
    borderColor: '#cbd5e1',
    backgroundColor: '#ffffff',
  },
  target: {
    position: 'absolute',
    top: 16,
    right: 16,
    width: 96,
    height: 96,
    borderRadius: 12,
    backgroundColor: '#fef3c7',
    alignItems: 'center',
    justifyContent: 'center',
  },
  targetText: { color: '#92400e', fontWeight: '600' },
  sticker: {
    position: 'absolute',
    left: 16,
    bottom: 16,
    width: 64,
    height: 64,
    borderRadius: 32,
    backgroundColor: '#f59e0b',
    alignItems: 'center',
    justifyContent: 'center',
  },
  stickerText: { fontSize: 28, color: '#ffffff' },
  status: { marginTop: 24, color: '#334155' },
});
