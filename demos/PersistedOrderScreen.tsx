import React, { useCallback, useReducer } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Sortable, SortableItem, type SortableRenderItemProps } from 'react-native-reanimated-dnd';

type Song = { id: string; title: string };

const START: Song[] = [
  { id: 's1', title: 'Blue Hour' },
  { id: 's2', title: 'Paper Boats' },
  { id: 's3', title: 'Night Bus' },
  { id: 's4', title: 'Low Tide' },
];
const EXTRA = ['Glass House', 'Wildfire', 'Slow Motion', 'Northern Line'];

const ROW_HEIGHT = 52;
const LIST_HEIGHT = 312;

function orderOf(positions: { [id: string]: number }): string[] {
  return Object.keys(positions).sort((a, b) => positions[a] - positions[b]);
}

type Playlist = {
  /** The songs by id and the order the user made: the two things you would save. */
  songs: Record<string, Song>;
  order: string[];
  /** What the list shows. Rebuilt from `order` only when songs are added or removed. */
  data: Song[];
  added: number;
};

type Action =
  | { type: 'dropped'; positions: { [id: string]: number } }
  | { type: 'added' }
  | { type: 'removed'; id: string };

function playlist(state: Playlist, action: Action): Playlist {
  switch (action.type) {
    case 'dropped':
      // Only the order changes: `data` stays the same array, so the list is not rebuilt.
      return { ...state, order: orderOf(action.positions) };
    case 'added': {
      const added = state.added + 1;
      const song = { id: `new${added}`, title: EXTRA[(added - 1) % EXTRA.length] };
      const songs = { ...state.songs, [song.id]: song };
      const order = [...state.order, song.id];
      return { songs, order, data: order.map((id) => songs[id]), added };
    }
    case 'removed': {
      const order = state.order.filter((id) => id !== action.id);
      return { ...state, order, data: order.map((id) => state.songs[id]) };
    }
  }
}

const FIRST: Playlist = {
  songs: Object.fromEntries(START.map((song) => [song.id, song])),
  order: START.map((song) => song.id),
  data: START,
  added: 0,
};

export default function PersistedOrderScreen() {
  const [{ songs, order, data }, dispatch] = useReducer(playlist, FIRST);

  const handleDrop = useCallback(
    (_id: string, _position: number, allPositions?: { [id: string]: number }) => {
      if (allPositions) dispatch({ type: 'dropped', positions: allPositions });
    },
    [],
  );
  const addSong = useCallback(() => dispatch({ type: 'added' }), []);
  const removeSong = useCallback((id: string) => dispatch({ type: 'removed', id }), []);

  const renderSong = useCallback(
    ({ item, id, ...props }: SortableRenderItemProps<Song>) => (
      <SortableItem
        key={id}
        id={id}
        data={item}
        {...props}
        containerHeight={LIST_HEIGHT}
        onDrop={handleDrop}
        style={styles.row}
      >
        <SortableItem.Handle style={styles.grip}>
          <Text style={styles.gripText}>⋮⋮</Text>
        </SortableItem.Handle>
        <Text style={styles.title}>{item.title}</Text>
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={`Remove ${item.title}`}
          onPress={() => removeSong(id)}
          style={styles.remove}
        >
          <Text style={styles.removeText}>✕</Text>
        </Pressable>
      </SortableItem>
    ),
    [handleDrop, removeSong],
  );

  return (
    <View style={styles.root}>
      <View style={styles.header}>
        <Text style={styles.label}>Saved order</Text>
        <Text style={styles.order}>{order.map((id) => songs[id].title).join(' → ')}</Text>
        <Pressable accessibilityRole="button" onPress={addSong} style={styles.add}>
          <Text style={styles.addText}>Add a song</Text>
        </Pressable>
      </View>
      <View style={styles.list}>
        <Sortable useFlatList={false} data={data} renderItem={renderSong} itemHeight={ROW_HEIGHT} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, backgroundColor: '#f6f7f9' },
  header: { padding: 16, gap: 6, borderBottomWidth: 1, borderBottomColor: '#e2e8f0' },
  label: { fontSize: 12, fontWeight: '700', color: '#475569' },
  order: { color: '#0f172a' },
  add: {
    alignSelf: 'flex-start',
    paddingHorizontal: 12,
    paddingVertical: 8,
    borderRadius: 8,
    backgroundColor: '#0f172a',
  },
  addText: { color: '#ffffff', fontWeight: '600' },
  list: { height: LIST_HEIGHT },
  row: {
    height: ROW_HEIGHT,
    flexDirection: 'row',
    alignItems: 'center',
    backgroundColor: '#ffffff',
    borderBottomWidth: 1,
    borderBottomColor: '#f1f5f9',
  },
  grip: { width: 44, height: ROW_HEIGHT, alignItems: 'center', justifyContent: 'center' },
  gripText: { color: '#94a3b8' },
  title: { flex: 1, fontSize: 15, color: '#0f172a' },
  remove: { width: 44, height: ROW_HEIGHT, alignItems: 'center', justifyContent: 'center' },
  removeText: { color: '#dc2626', fontSize: 16 },
});
