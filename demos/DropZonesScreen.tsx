import React, { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import {
  Draggable,
  DropProvider,
  Droppable,
  type DropAlignment,
  type DropOffset,
  type DroppedItemsMap,
} from 'react-native-reanimated-dnd';

type Parcel = { id: string; label: string };

type Zone = {
  id: string;
  title: string;
  alignment: DropAlignment;
  offset?: DropOffset;
  color: string;
};

const PARCELS: Parcel[] = [
  { id: 'p1', label: 'Parcel 1' },
  { id: 'p2', label: 'Parcel 2' },
  { id: 'p3', label: 'Parcel 3' },
];

const ZONES: Zone[] = [
  {
    id: 'shelf-a',
    title: 'Shelf A',
    alignment: 'top-left',
    offset: { x: 8, y: 8 },
    color: '#e0e7ff',
  },
  { id: 'shelf-b', title: 'Shelf B', alignment: 'center', color: '#cffafe' },
  {
    id: 'shelf-c',
    title: 'Shelf C',
    alignment: 'bottom-right',
    offset: { x: -8, y: -8 },
    color: '#dcfce7',
  },
];

const zoneTitle = (zoneId: string | undefined) =>
  ZONES.find((zone) => zone.id === zoneId)?.title ?? 'Not placed';

export default function DropZonesScreen() {
  const [placements, setPlacements] = useState<DroppedItemsMap>({});
  const [lastEvent, setLastEvent] = useState('Drag a parcel onto a shelf');
  // The item picked up last is drawn over the others (Draggable sets no zIndex of its own).
  const [lastPicked, setLastPicked] = useState<string | null>(null);

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider onDroppedItemsUpdate={setPlacements}>
        <View style={styles.screen}>
          {ZONES.map((zone) => (
            <Droppable<Parcel>
              key={zone.id}
              droppableId={zone.id}
              dropAlignment={zone.alignment}
              dropOffset={zone.offset}
              onDrop={(parcel) => setLastEvent(`${parcel.label} → ${zone.title}`)}
              style={[styles.zone, { backgroundColor: zone.color }]}
            >
              <Text style={styles.zoneTitle}>{zone.title}</Text>
              <Text style={styles.zoneHint}>{zone.alignment}</Text>
            </Droppable>
          ))}

          <Text style={styles.event}>{lastEvent}</Text>

          <View style={styles.tray}>
            {PARCELS.map((parcel) => (
              <Draggable<Parcel>
                key={parcel.id}
                draggableId={parcel.id}
                data={parcel}
                onDragStart={() => setLastPicked(parcel.id)}
                style={[styles.parcel, parcel.id === lastPicked && styles.raised]}
              >
                <Text style={styles.parcelText}>{parcel.label}</Text>
              </Draggable>
            ))}
          </View>

          <View style={styles.status}>
            {PARCELS.map((parcel) => (
              <Text key={parcel.id} style={styles.statusLine}>
                {parcel.label}: {zoneTitle(placements[parcel.id]?.droppableId)}
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
  screen: { flex: 1, padding: 24, gap: 12, backgroundColor: '#f6f7f9' },
  zone: { height: 100, borderRadius: 16, padding: 12, justifyContent: 'center' },
  zoneTitle: { fontWeight: '700', color: '#0f172a', textAlign: 'center' },
  zoneHint: { color: '#475569', textAlign: 'center', fontSize: 12 },
  event: { marginVertical: 8, color: '#334155' },
  tray: { flexDirection: 'row', gap: 12 },
  parcel: {
    width: 88,
    height: 36,
    borderRadius: 8,
    backgroundColor: '#b45309',
    alignItems: 'center',
    justifyContent: 'center',
  },
  parcelText: { color: '#ffffff', fontWeight: '600', fontSize: 13 },
  status: { marginTop: 16, gap: 4 },
  statusLine: { color: '#0f172a' },
  raised: { zIndex: 1 },
});
