import React, { useCallback, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useSharedValue, withSpring } from 'react-native-reanimated';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import {
  Draggable,
  DropProvider,
  Droppable,
  type AnimationFunction,
} from 'react-native-reanimated-dnd';

type Kind = 'recycling' | 'compost' | 'battery';
type Waste = { id: string; name: string; kind: Kind };
type Bin = { id: string; title: string; accepts: Kind };

const WASTE: Waste[] = [
  { id: 'jar', name: 'Glass jar', kind: 'recycling' },
  { id: 'apple', name: 'Apple core', kind: 'compost' },
  { id: 'can', name: 'Tin can', kind: 'recycling' },
  { id: 'battery', name: 'Battery', kind: 'battery' },
];

const BINS: Bin[] = [
  { id: 'recycling', title: 'Recycling', accepts: 'recycling' },
  { id: 'compost', title: 'Compost', accepts: 'compost' },
];

const ADVICE: Record<Kind, string> = {
  recycling: 'goes in Recycling',
  compost: 'goes in Compost',
  battery: 'goes to a battery collection point',
};

export default function ConditionalDropScreen() {
  const [binned, setBinned] = useState<Record<string, Waste[]>>({ recycling: [], compost: [] });
  const [dragged, setDragged] = useState<Waste | null>(null);
  const [message, setMessage] = useState('Sort the items into the bins');
  // Set by a zone's onDrop to send the item home instead of into the zone.
  const sendHome = useSharedValue(false);

  // The library calls this for the move after every release: home (0) or into the zone.
  const landOrGoHome = useCallback<AnimationFunction>(
    (toValue) => {
      'worklet';
      return withSpring(sendHome.value ? 0 : toValue);
    },
    [sendHome],
  );

  const handleDragStart = useCallback(
    (item: Waste) => {
      sendHome.value = false;
      setDragged(item);
    },
    [sendHome],
  );
  const handleDragEnd = useCallback(() => setDragged(null), []);

  const dropInBin = useCallback(
    (bin: Bin, item: Waste) => {
      if (item.kind !== bin.accepts) {
        sendHome.value = true;
        setMessage(`${bin.title} does not take ${item.name}`);
        return;
      }
      setBinned((current) => ({ ...current, [bin.id]: [...current[bin.id], item] }));
      setMessage(`${item.name} is in ${bin.title}`);
    },
    [sendHome],
  );
  const dropOnRecycling = useCallback((item: Waste) => dropInBin(BINS[0], item), [dropInBin]);
  const dropOnCompost = useCallback((item: Waste) => dropInBin(BINS[1], item), [dropInBin]);

  const askWhichBin = useCallback(
    (item: Waste) => {
      sendHome.value = true;
      setMessage(`${item.name} ${ADVICE[item.kind]}`);
    },
    [sendHome],
  );

  const inTray = WASTE.filter((item) => !Object.values(binned).flat().includes(item));

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider onDragStart={handleDragStart} onDragEnd={handleDragEnd}>
        <View style={styles.bins}>
          {BINS.map((bin, index) => {
            const accepts = dragged !== null && dragged.kind === bin.accepts;
            const refuses = dragged !== null && !accepts;
            return (
              <Droppable<Waste>
                key={bin.id}
                droppableId={bin.id}
                capacity={Infinity}
                onDrop={index === 0 ? dropOnRecycling : dropOnCompost}
                style={[styles.bin, accepts && styles.binAccepts, refuses && styles.binRefuses]}
              >
                <Text style={styles.binTitle}>
                  {bin.title} ({binned[bin.id].length})
                </Text>
                {binned[bin.id].map((item) => (
                  <Text key={item.id} style={styles.binItem}>
                    {item.name}
                  </Text>
                ))}
              </Droppable>
            );
          })}
        </View>
        <Droppable<Waste>
          droppableId="ask"
          capacity={Infinity}
          onDrop={askWhichBin}
          style={styles.ask}
        >
          <Text style={styles.askText}>Which bin?</Text>
        </Droppable>

        <Text style={styles.message}>{message}</Text>
        <View style={styles.tray}>
          {inTray.map((item) => (
            <Draggable<Waste>
              key={item.id}
              draggableId={item.id}
              data={item}
              animationFunction={landOrGoHome}
              // The item being dragged is drawn over the others in the tray.
              style={[styles.item, dragged?.id === item.id && styles.raised]}
            >
              <Text style={styles.itemText}>{item.name}</Text>
            </Draggable>
          ))}
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, padding: 24, backgroundColor: '#f6f7f9' },
  bins: { flexDirection: 'row', gap: 12 },
  bin: {
    flex: 1,
    height: 150,
    padding: 10,
    borderRadius: 14,
    borderWidth: 2,
    borderColor: '#cbd5e1',
    backgroundColor: '#ffffff',
  },
  binAccepts: { borderColor: '#16a34a', backgroundColor: '#f0fdf4' },
  binRefuses: { opacity: 0.5 },
  binTitle: { fontWeight: '700', color: '#0f172a', marginBottom: 4 },
  binItem: { fontSize: 13, color: '#166534' },
  ask: {
    height: 56,
    marginTop: 12,
    borderRadius: 14,
    borderWidth: 2,
    borderStyle: 'dashed',
    borderColor: '#94a3b8',
    alignItems: 'center',
    justifyContent: 'center',
  },
  askText: { fontWeight: '600', color: '#475569' },
  // Room for two lines, so a longer message never moves the tray below it on a narrow screen.
  message: {
    marginVertical: 16,
    minHeight: 40,
    lineHeight: 20,
    textAlign: 'center',
    color: '#334155',
  },
  tray: { flexDirection: 'row', flexWrap: 'wrap', gap: 10 },
  item: {
    width: 96,
    height: 44,
    borderRadius: 10,
    backgroundColor: '#334155',
    alignItems: 'center',
    justifyContent: 'center',
  },
  itemText: { color: '#ffffff', fontWeight: '600', fontSize: 13 },
  raised: { zIndex: 1 },
});
