import React, { useCallback, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import Animated from 'react-native-reanimated';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import {
  DropProvider,
  SortableDirection,
  SortableItem,
  useHorizontalSortableList,
} from 'react-native-reanimated-dnd';

type Chip = { id: string; label: string };

const CHIPS: Chip[] = [
  { id: 'all', label: 'All' },
  { id: 'music', label: 'Music' },
  { id: 'podcasts', label: 'Podcasts' },
  { id: 'news', label: 'News' },
  { id: 'sport', label: 'Sport' },
  { id: 'comedy', label: 'Comedy' },
  { id: 'kids', label: 'Kids' },
];

const LABELS: Record<string, string> = Object.fromEntries(
  CHIPS.map((chip) => [chip.id, chip.label]),
);

const CHIP_WIDTH = 88;
const GAP = 8;
const PADDING = 12;
const STRIP_WIDTH = 320;
const STRIP_HEIGHT = 56;

function orderOf(positions: { [id: string]: number }): string[] {
  return Object.keys(positions).sort((a, b) => positions[a] - positions[b]);
}

export default function HorizontalChipsScreen() {
  const [order, setOrder] = useState<string[]>(() => CHIPS.map((chip) => chip.id));
  const {
    scrollViewRef,
    dropProviderRef,
    handleScroll,
    handleScrollEnd,
    contentWidth,
    getItemProps,
  } = useHorizontalSortableList<Chip>({
    data: CHIPS,
    itemWidth: CHIP_WIDTH,
    gap: GAP,
    paddingHorizontal: PADDING,
  });

  const handleDrop = useCallback(
    (_id: string, _position: number, allPositions?: { [id: string]: number }) => {
      if (allPositions) setOrder(orderOf(allPositions));
    },
    [],
  );

  return (
    <GestureHandlerRootView style={styles.root}>
      <Text style={styles.label}>Filter order</Text>
      <Text style={styles.order}>{order.map((id) => LABELS[id]).join(' · ')}</Text>
      <View style={styles.strip}>
        <DropProvider ref={dropProviderRef}>
          <Animated.ScrollView
            ref={scrollViewRef}
            // A keyboard can focus the strip and scroll it.
            focusable
            accessibilityLabel="Filters"
            horizontal
            onScroll={handleScroll}
            scrollEventThrottle={16}
            onScrollEndDrag={handleScrollEnd}
            onMomentumScrollEnd={handleScrollEnd}
            showsHorizontalScrollIndicator={false}
            contentContainerStyle={{ width: contentWidth, height: STRIP_HEIGHT }}
          >
            {CHIPS.map((chip, index) => {
              const { autoScrollDirection, ...itemProps } = getItemProps(chip, index);
              return (
                <SortableItem
                  key={chip.id}
                  data={chip}
                  {...itemProps}
                  direction={SortableDirection.Horizontal}
                  autoScrollHorizontalDirection={autoScrollDirection}
                  containerWidth={STRIP_WIDTH}
                  onDrop={handleDrop}
                  style={styles.chip}
                >
                  <Text style={styles.chipText}>{chip.label}</Text>
                </SortableItem>
              );
            })}
          </Animated.ScrollView>
        </DropProvider>
      </View>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, padding: 24, backgroundColor: '#f6f7f9' },
  label: { fontSize: 12, fontWeight: '700', color: '#475569' },
  order: { marginTop: 4, marginBottom: 24, color: '#0f172a' },
  strip: {
    width: STRIP_WIDTH,
    height: STRIP_HEIGHT,
    alignSelf: 'center',
    borderRadius: 12,
    backgroundColor: '#ffffff',
  },
  chip: {
    flex: 1,
    marginVertical: 10,
    borderRadius: 18,
    backgroundColor: '#0f766e',
    alignItems: 'center',
    justifyContent: 'center',
  },
  chipText: { color: '#ffffff', fontWeight: '600' },
});
