import React, { useCallback, useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Sortable, SortableItem, type SortableRenderItemProps } from 'react-native-reanimated-dnd';

type Step = { id: string; title: string };

const STEPS: Step[] = [
  { id: 'wash', title: 'Wash the rice' },
  { id: 'boil', title: 'Boil the water' },
  { id: 'cook', title: 'Cook for 12 minutes' },
  { id: 'rest', title: 'Let it rest' },
  { id: 'fluff', title: 'Fluff with a fork' },
  { id: 'serve', title: 'Serve' },
];

const ROW_HEIGHT = 64;

function moveTo(order: string[], id: string, position: number): string[] {
  const next = order.filter((itemId) => itemId !== id);
  next.splice(position, 0, id);
  return next;
}

export default function SortableListScreen() {
  const [order, setOrder] = useState<string[]>(() => STEPS.map((step) => step.id));

  useEffect(() => {
    // Persist `order` here, for example to storage or your backend.
  }, [order]);

  const handleDrop = useCallback((id: string, position: number) => {
    setOrder((current) => moveTo(current, id, position));
  }, []);

  const renderStep = useCallback(
    ({ item, id, ...props }: SortableRenderItemProps<Step>) => (
      <SortableItem key={id} id={id} data={item} {...props} onDrop={handleDrop} style={styles.row}>
        <View style={styles.card}>
          <Text style={styles.title}>{item.title}</Text>
        </View>
      </SortableItem>
    ),
    [handleDrop],
  );

  return (
    <GestureHandlerRootView style={styles.root}>
      <View style={styles.header}>
        <Text style={styles.headerLabel}>Saved order</Text>
        <Text style={styles.headerValue}>{order.join(' → ')}</Text>
      </View>
      {/* Rows as siblings in a ScrollView: the dragged row is drawn over the rows below it. */}
      <Sortable
        data={STEPS}
        itemHeight={ROW_HEIGHT}
        renderItem={renderStep}
        useFlatList={false}
        style={styles.list}
      />
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, backgroundColor: '#f6f7f9' },
  header: { padding: 16, borderBottomWidth: 1, borderBottomColor: '#e2e8f0' },
  headerLabel: { fontSize: 12, fontWeight: '700', color: '#475569' },
  headerValue: { marginTop: 4, color: '#0f172a' },
  list: { backgroundColor: '#f6f7f9' },
  row: {
    height: ROW_HEIGHT,
    paddingHorizontal: 16,
    paddingVertical: 6,
    backgroundColor: '#f6f7f9',
  },
  card: {
    flex: 1,
    justifyContent: 'center',
    paddingHorizontal: 16,
    borderRadius: 12,
    backgroundColor: '#ffffff',
  },
  title: { fontSize: 15, color: '#0f172a' },
});
