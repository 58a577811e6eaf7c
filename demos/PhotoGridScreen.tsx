import React, { useCallback, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  GridStrategy,
  SortableGrid,
  SortableGridItem,
  type GridPositions,
  type SortableGridRenderItemProps,
} from 'react-native-reanimated-dnd';

type Photo = { id: string; label: string; color: string };

const PHOTOS: Photo[] = [
  { id: 'p1', label: '1', color: '#fca5a5' },
  { id: 'p2', label: '2', color: '#fdba74' },
  { id: 'p3', label: '3', color: '#fde047' },
  { id: 'p4', label: '4', color: '#86efac' },
  { id: 'p5', label: '5', color: '#67e8f9' },
  { id: 'p6', label: '6', color: '#93c5fd' },
  { id: 'p7', label: '7', color: '#c4b5fd' },
  { id: 'p8', label: '8', color: '#f9a8d4' },
  { id: 'p9', label: '9', color: '#cbd5e1' },
];

const LABELS: Record<string, string> = Object.fromEntries(
  PHOTOS.map((photo) => [photo.id, photo.label]),
);

const DIMENSIONS = { columns: 3, itemWidth: 88, itemHeight: 88, columnGap: 12, rowGap: 12 };

/** The ids in grid order, read from the positions the grid reports on every drop. */
function orderOf(positions: GridPositions): string[] {
  return Object.keys(positions).sort((a, b) => positions[a].index - positions[b].index);
}

export default function PhotoGridScreen() {
  const [order, setOrder] = useState<string[]>(() => PHOTOS.map((photo) => photo.id));

  const handleDrop = useCallback((_id: string, _position: number, allPositions?: GridPositions) => {
    if (allPositions) setOrder(orderOf(allPositions));
  }, []);

  const renderPhoto = useCallback(
    ({ item, id, ...props }: SortableGridRenderItemProps<Photo>) => (
      <SortableGridItem key={id} id={id} data={item} {...props} onDrop={handleDrop}>
        <View style={[styles.tile, { backgroundColor: item.color }]}>
          <Text style={styles.tileLabel}>{item.label}</Text>
        </View>
      </SortableGridItem>
    ),
    [handleDrop],
  );

  return (
    <View style={styles.root}>
      <View style={styles.header}>
        <Text style={styles.headerLabel}>Album order</Text>
        <Text style={styles.headerValue}>{order.map((id) => LABELS[id]).join(' ')}</Text>
      </View>
      <View style={styles.gridFrame}>
        <SortableGrid
          data={PHOTOS}
          dimensions={DIMENSIONS}
          strategy={GridStrategy.Insert}
          renderItem={renderPhoto}
          contentContainerStyle={styles.gridContent}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, backgroundColor: '#f6f7f9' },
  header: { padding: 16, borderBottomWidth: 1, borderBottomColor: '#e2e8f0' },
  headerLabel: { fontSize: 12, fontWeight: '700', color: '#475569' },
  headerValue: { marginTop: 4, color: '#0f172a' },
  gridFrame: { flex: 1 },
  gridContent: { alignItems: 'center', paddingVertical: 16 },
  tile: { flex: 1, borderRadius: 12, alignItems: 'center', justifyContent: 'center' },
  tileLabel: { fontSize: 28, fontWeight: '700', color: '#1e293b' },
});
