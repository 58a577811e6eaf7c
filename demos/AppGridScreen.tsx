import React, { useCallback, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  GridStrategy,
  SortableGrid,
  SortableGridItem,
  type GridPositions,
  type SortableGridRenderItemProps,
} from 'react-native-reanimated-dnd';

type App = { id: string; name: string; color: string };

const APPS: App[] = [
  { id: 'mail', name: 'Mail', color: '#bfdbfe' },
  { id: 'maps', name: 'Maps', color: '#bbf7d0' },
  { id: 'music', name: 'Music', color: '#fecaca' },
  { id: 'notes', name: 'Notes', color: '#fef08a' },
  { id: 'photos', name: 'Photos', color: '#fed7aa' },
  { id: 'clock', name: 'Clock', color: '#e2e8f0' },
  { id: 'camera', name: 'Camera', color: '#ddd6fe' },
  { id: 'files', name: 'Files', color: '#a5f3fc' },
];

const NAMES: Record<string, string> = Object.fromEntries(APPS.map((app) => [app.id, app.name]));

const TILE = 64;
const GAP = 10;
const COLUMNS = 4;
const ROWS = Math.ceil(APPS.length / COLUMNS);
const DIMENSIONS = {
  columns: COLUMNS,
  itemWidth: TILE,
  itemHeight: TILE,
  columnGap: GAP,
  rowGap: GAP,
};
// The grid's visible size, which the items need for auto-scrolling (their default is 500 × 500).
const GRID_WIDTH = COLUMNS * TILE + (COLUMNS - 1) * GAP;
const GRID_HEIGHT = ROWS * TILE + (ROWS - 1) * GAP;

/** The ids in grid order, from the positions the grid reports on every drop. */
function orderOf(positions: GridPositions): string[] {
  return Object.keys(positions).sort((a, b) => positions[a].index - positions[b].index);
}

export default function AppGridScreen() {
  const [order, setOrder] = useState<string[]>(() => APPS.map((app) => app.id));

  const handleDrop = useCallback((_id: string, _index: number, allPositions?: GridPositions) => {
    if (allPositions) setOrder(orderOf(allPositions));
  }, []);

  const renderApp = useCallback(
    ({ item, id, ...props }: SortableGridRenderItemProps<App>) => (
      <SortableGridItem
        key={id}
        id={id}
        data={item}
        {...props}
        containerWidth={GRID_WIDTH}
        containerHeight={GRID_HEIGHT}
        onDrop={handleDrop}
      >
        <View style={[styles.icon, { backgroundColor: item.color }]}>
          <Text style={styles.name}>{item.name}</Text>
        </View>
      </SortableGridItem>
    ),
    [handleDrop],
  );

  return (
    <View style={styles.root}>
      <Text style={styles.label}>Home screen</Text>
      <Text style={styles.order}>{order.map((id) => NAMES[id]).join(' · ')}</Text>
      <View style={styles.frame}>
        <SortableGrid
          data={APPS}
          dimensions={DIMENSIONS}
          strategy={GridStrategy.Swap}
          renderItem={renderApp}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, padding: 16, backgroundColor: '#f6f7f9' },
  label: { fontSize: 12, fontWeight: '700', color: '#475569' },
  order: { marginTop: 4, marginBottom: 24, color: '#0f172a' },
  frame: { width: GRID_WIDTH, height: GRID_HEIGHT, alignSelf: 'center' },
  icon: { flex: 1, borderRadius: 18, alignItems: 'center', justifyContent: 'center' },
  name: { fontSize: 13, fontWeight: '600', color: '#1e293b' },
});
