import React, { useCallback, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Draggable, DraggableState, DropProvider, Droppable } from 'react-native-reanimated-dnd';

type FileItem = { id: string; name: string };

const FILE: FileItem = { id: 'report', name: 'report.pdf' };

const STATE_COLORS: Record<DraggableState, string> = {
  [DraggableState.IDLE]: '#64748b',
  [DraggableState.DRAGGING]: '#2563eb',
  [DraggableState.DROPPED]: '#16a34a',
};

export default function VisualFeedbackScreen() {
  const [state, setState] = useState<DraggableState>(DraggableState.IDLE);
  const [lifted, setLifted] = useState(false);
  const [overZone, setOverZone] = useState(false);
  const [log, setLog] = useState<string[]>([]);

  const addLog = useCallback((line: string) => {
    setLog((current) => [line, ...current].slice(0, 4));
  }, []);

  // Stable, so the zone does not re-measure itself on every render.
  const handleDrop = useCallback((file: FileItem) => addLog(`onDrop: ${file.name}`), [addLog]);

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider>
        <View style={styles.screen}>
          <Droppable<FileItem>
            droppableId="upload"
            // Room for the card once more: the card already in the zone counts, so with the default of 1 a second drop here would send it home.
            capacity={2}
            onDrop={handleDrop}
            onActiveChange={setOverZone}
            activeStyle={styles.zoneActive}
            style={styles.zone}
          >
            <Text style={[styles.zoneText, overZone && styles.zoneTextActive]}>
              {overZone ? 'Release to upload' : 'Drop files here'}
            </Text>
          </Droppable>

          <View style={styles.badgeRow}>
            <Text style={styles.badgeLabel}>State</Text>
            <Text style={[styles.badge, { backgroundColor: STATE_COLORS[state] }]}>{state}</Text>
          </View>

          <Draggable<FileItem>
            draggableId={FILE.id}
            data={FILE}
            onStateChange={setState}
            onDragStart={(file) => addLog(`onDragStart: ${file.name}`)}
            onDragging={() => setLifted(true)}
            onDragEnd={(file) => {
              setLifted(false);
              addLog(`onDragEnd: ${file.name}`);
            }}
            style={styles.fileSlot}
          >
            <View style={[styles.file, lifted && styles.fileLifted]}>
              <Text style={styles.fileIcon}>PDF</Text>
              <Text style={styles.fileName}>{FILE.name}</Text>
            </View>
          </Draggable>

          <View style={styles.log}>
            {log.map((line, index) => (
              <Text key={`${index}-${line}`} style={styles.logLine}>
                {line}
              </Text>
            ))}
          </View>
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, padding: 24, backgroundColor: '#f6f7f9' },
  zone: {
    height: 160,
    borderRadius: 16,
    borderWidth: 2,
    borderStyle: 'dashed',
    borderColor: '#94a3b8',
    backgroundColor: '#ffffff',
    alignItems: 'center',
    justifyContent: 'center',
  },
  zoneActive: {
    borderStyle: 'solid',
    borderColor: '#2563eb',
    backgroundColor: '#eff6ff',
  },
  zoneText: { color: '#64748b', fontWeight: '600' },
  // The label grows, not the zone: zones are measured while hovered, transform included.
  zoneTextActive: { color: '#1d4ed8', transform: [{ scale: 1.15 }] },
  badgeRow: { flexDirection: 'row', alignItems: 'center', gap: 8, marginVertical: 24 },
  badgeLabel: { color: '#334155' },
  badge: {
    paddingHorizontal: 10,
    paddingVertical: 4,
    borderRadius: 12,
    overflow: 'hidden',
    color: '#ffffff',
    fontWeight: '700',
    fontSize: 12,
  },
  fileSlot: { width: 200 },
  file: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: 12,
    padding: 12,
    borderRadius: 12,
    borderWidth: 1,
    borderColor: '#e2e8f0',
    backgroundColor: '#ffffff',
  },
  fileLifted: {
    opacity: 0.9,
    borderColor: '#93c5fd',
    transform: [{ scale: 1.05 }],
    shadowColor: '#000000',
    shadowOpacity: 0.2,
    shadowRadius: 12,
    shadowOffset: { width: 0, height: 6 },
    elevation: 8,
  },
  fileIcon: { fontWeight: '800', color: '#dc2626' },
  fileName: { color: '#0f172a' },
  log: { marginTop: 24, gap: 4 },
  logLine: { fontSize: 12, color: '#334155' },
});
