import React, { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import {
  Draggable,
  DropProvider,
  Droppable,
  type DroppedItemsMap,
} from 'react-native-reanimated-dnd';

type Guest = { id: string; initial: string; color: string };

const GUESTS: Guest[] = [
  { id: 'g1', initial: 'A', color: '#4f46e5' },
  { id: 'g2', initial: 'B', color: '#0891b2' },
  { id: 'g3', initial: 'C', color: '#16a34a' },
  { id: 'g4', initial: 'D', color: '#ca8a04' },
  { id: 'g5', initial: 'E', color: '#db2777' },
];

const ROOMS = [
  { id: 'small', name: 'Small room', capacity: 2 },
  { id: 'large', name: 'Large room', capacity: 3 },
];

function countIn(items: DroppedItemsMap, roomId: string): number {
  return Object.values(items).filter((entry) => entry.droppableId === roomId).length;
}

export default function CapacityLimitsScreen() {
  const [placed, setPlaced] = useState<DroppedItemsMap>({});
  // The item picked up last is drawn over the others (Draggable sets no zIndex of its own).
  const [lastPicked, setLastPicked] = useState<string | null>(null);

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider onDroppedItemsUpdate={setPlaced}>
        <View style={styles.screen}>
          <View style={styles.rooms}>
            {ROOMS.map((room) => {
              const count = countIn(placed, room.id);
              const full = count >= room.capacity;
              return (
                <Droppable<Guest>
                  key={room.id}
                  droppableId={room.id}
                  capacity={room.capacity}
                  onDrop={() => {}}
                  dropAlignment="bottom-center"
                  dropOffset={{ x: 0, y: -12 }}
                  style={[styles.room, full && styles.roomFull]}
                >
                  <Text style={styles.roomName}>{room.name}</Text>
                  <Text style={[styles.roomCount, full && styles.roomCountFull]}>
                    {full ? 'Full' : `${room.capacity - count} of ${room.capacity} places left`}
                  </Text>
                </Droppable>
              );
            })}
          </View>

          <Text style={styles.label}>Lobby</Text>
          <View style={styles.lobby}>
            {GUESTS.map((guest) => (
              <Draggable<Guest>
                key={guest.id}
                draggableId={guest.id}
                data={guest}
                onDragStart={() => setLastPicked(guest.id)}
                style={[
                  styles.guest,
                  { backgroundColor: guest.color },
                  guest.id === lastPicked && styles.raised,
                ]}
              >
                <Text style={styles.guestText}>{guest.initial}</Text>
              </Draggable>
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
  rooms: { flexDirection: 'row', gap: 12 },
  // The two rooms share the width, so they fit a phone-wide frame.
  room: {
    flex: 1,
    height: 160,
    padding: 12,
    borderRadius: 16,
    borderWidth: 2,
    borderColor: '#cbd5e1',
    backgroundColor: '#ffffff',
  },
  roomFull: { borderColor: '#dc2626', backgroundColor: '#fef2f2' },
  roomName: { fontWeight: '700', color: '#0f172a' },
  roomCount: { marginTop: 4, fontSize: 12, color: '#64748b' },
  roomCountFull: { color: '#dc2626', fontWeight: '700' },
  label: { marginTop: 32, marginBottom: 12, fontWeight: '600', color: '#334155' },
  lobby: { flexDirection: 'row', gap: 12 },
  guest: {
    width: 44,
    height: 44,
    borderRadius: 22,
    alignItems: 'center',
    justifyContent: 'center',
  },
  guestText: { color: '#ffffff', fontWeight: '700' },
  raised: { zIndex: 1 },
});
