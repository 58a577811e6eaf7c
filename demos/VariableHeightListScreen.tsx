import React, { useCallback, useRef, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Sortable, SortableItem, type SortableRenderItemProps } from 'react-native-reanimated-dnd';

type Gear = { id: string; title: string; note?: string; hasMap?: boolean };

const GEAR: Gear[] = [
  { id: 'tickets', title: 'Print the tickets' },
  { id: 'map', title: 'Trail map', note: 'The loop over the ridge, 14 km.', hasMap: true },
  { id: 'water', title: 'Fill the water bottles' },
  { id: 'snacks', title: 'Pack snacks', note: 'Nuts, dried fruit and two sandwiches.' },
  { id: 'jacket', title: 'Rain jacket' },
];

/** The ids in list order, read from the positions the list reports on every drop. */
function orderOf(positions: { [id: string]: number }): string[] {
  return Object.keys(positions).sort((a, b) => positions[a] - positions[b]);
}

export default function VariableHeightListScreen() {
  const [order, setOrder] = useState<string[]>(() => GEAR.map((item) => item.id));
  // The callbacks of the last gesture, to show that a tap calls onDrop but not onDragStart.
  const [calls, setCalls] = useState('none yet');
  const dragging = useRef(false);

  const handleDragStart = useCallback((id: string, position: number) => {
    dragging.current = true;
    setCalls(`onDragStart(${id}, ${position})`);
  }, []);

  const handleDrop = useCallback(
    (id: string, position: number, allPositions?: { [id: string]: number }) => {
      const drop = `onDrop(${id}, ${position})`;
      const afterDragStart = dragging.current;
      dragging.current = false;
      setCalls((current) => (afterDragStart ? `${current} → ${drop}` : drop));
      if (allPositions) setOrder(orderOf(allPositions));
    },
    [],
  );

  const renderGear = useCallback(
    ({ item, id, ...props }: SortableRenderItemProps<Gear>) => (
      <SortableItem
        key={id}
        id={id}
        data={item}
        {...props}
        onDragStart={handleDragStart}
        onDrop={handleDrop}
        style={styles.row}
      >
        <View style={styles.card}>
          <Text style={styles.title}>{item.title}</Text>
          {item.note ? <Text style={styles.note}>{item.note}</Text> : null}
          {item.hasMap ? <View style={styles.map} /> : null}
        </View>
      </SortableItem>
    ),
    [handleDragStart, handleDrop],
  );

  return (
    <GestureHandlerRootView style={styles.root}>
      <View style={styles.header}>
        <Text style={styles.headerLabel}>Packing order</Text>
        <Text style={styles.headerValue}>{order.join(' → ')}</Text>
        <Text style={styles.headerLabel}>Last gesture</Text>
        <Text style={styles.headerValue}>{calls}</Text>
      </View>
      {/* No itemHeight: each row is measured after layout, so it can be as tall as its content. */}
      <Sortable
        useFlatList={false}
        data={GEAR}
        enableDynamicHeights
        renderItem={renderGear}
        style={styles.list}
      />
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, backgroundColor: '#f6f7f9' },
  header: { padding: 16, borderBottomWidth: 1, borderBottomColor: '#e2e8f0' },
  headerLabel: { fontSize: 12, fontWeight: '700', color: '#475569' },
  headerValue: { marginTop: 4, marginBottom: 8, color: '#0f172a' },
  list: { backgroundColor: '#f6f7f9' },
  row: { paddingHorizontal: 16, paddingVertical: 6, backgroundColor: '#f6f7f9' },
  card: { padding: 16, borderRadius: 12, backgroundColor: '#ffffff' },
  title: { fontSize: 15, color: '#0f172a' },
  note: { marginTop: 4, fontSize: 13, color: '#475569' },
  map: { height: 72, marginTop: 8, borderRadius: 8, backgroundColor: '#bbf7d0' },
});
