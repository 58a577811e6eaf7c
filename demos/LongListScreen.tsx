import React, { memo, useCallback, useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Sortable, SortableItem, type SortableRenderItemProps } from 'react-native-reanimated-dnd';

type Row = { id: string; title: string };

const SIZES = [100, 500, 1000];
const ROW_HEIGHT = 44;
const LIST_HEIGHT = 340;

// One array per size, built once: `data` keeps its identity while the size stays the same.
const LISTS: Record<number, Row[]> = Object.fromEntries(
  SIZES.map((size) => [
    size,
    Array.from({ length: size }, (_, i) => ({ id: `row${i + 1}`, title: `Row ${i + 1}` })),
  ]),
);

// A keyboard can reach each row (focusable), and the browser scrolls the list to the focused row.
const RowContent = memo(function RowContent({ title }: { title: string }) {
  return (
    <View focusable style={styles.rowContent}>
      <Text style={styles.title}>{title}</Text>
    </View>
  );
});

export default function LongListScreen() {
  const [size, setSize] = useState(SIZES[0]);
  const [lastMove, setLastMove] = useState('none yet');

  const handleDrop = useCallback((id: string, position: number) => {
    setLastMove(`${id} → position ${position + 1}`);
  }, []);

  const renderRow = useCallback(
    ({ item, id, ...props }: SortableRenderItemProps<Row>) => (
      <SortableItem
        key={id}
        id={id}
        data={item}
        {...props}
        containerHeight={LIST_HEIGHT}
        onDrop={handleDrop}
        style={styles.row}
      >
        <RowContent title={item.title} />
      </SortableItem>
    ),
    [handleDrop],
  );

  return (
    <View style={styles.root}>
      <View style={styles.header}>
        <View style={styles.sizes}>
          {SIZES.map((n) => (
            <Pressable
              key={n}
              onPress={() => setSize(n)}
              accessibilityRole="button"
              style={[styles.size, n === size && styles.sizeChosen]}
            >
              <Text style={[styles.sizeText, n === size && styles.sizeTextChosen]}>{n} rows</Text>
            </Pressable>
          ))}
        </View>
        <Text style={styles.status}>Showing {size} rows</Text>
        <Text style={styles.status}>Last move: {lastMove}</Text>
      </View>
      <View style={styles.list}>
        <Sortable data={LISTS[size]} renderItem={renderRow} itemHeight={ROW_HEIGHT} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, backgroundColor: '#f6f7f9' },
  header: { padding: 16, gap: 8, borderBottomWidth: 1, borderBottomColor: '#e2e8f0' },
  sizes: { flexDirection: 'row', gap: 6 },
  size: { paddingHorizontal: 10, paddingVertical: 8, borderRadius: 8, backgroundColor: '#e2e8f0' },
  sizeChosen: { backgroundColor: '#0f172a' },
  sizeText: { fontWeight: '600', color: '#0f172a' },
  sizeTextChosen: { color: '#ffffff' },
  status: { color: '#334155' },
  list: { height: LIST_HEIGHT },
  row: {
    height: ROW_HEIGHT,
    backgroundColor: '#ffffff',
    borderBottomWidth: 1,
    borderBottomColor: '#f1f5f9',
  },
  rowContent: { flex: 1, justifyContent: 'center', paddingHorizontal: 16 },
  title: { fontSize: 15, color: '#0f172a' },
});
