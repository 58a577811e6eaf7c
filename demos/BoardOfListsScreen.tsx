import React, { memo, useCallback, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Draggable, DropProvider, Droppable } from 'react-native-reanimated-dnd';

type ListId = 'todo' | 'doing' | 'done';
/** `moves` counts the card's drops; it is part of the card's key (see below). */
type Card = { id: string; title: string; moves: number };
type Board = Record<ListId, Card[]>;
/** Where a dropped card goes: into `list`, before the card `beforeId`, or at the end. */
type Target = { list: ListId; beforeId: string | null };

const LISTS: { id: ListId; title: string }[] = [
  { id: 'todo', title: 'To do' },
  { id: 'doing', title: 'Doing' },
  { id: 'done', title: 'Done' },
];

const START: Board = {
  todo: [
    { id: 'copy', title: 'Write copy', moves: 0 },
    { id: 'icons', title: 'Draw icons', moves: 0 },
    { id: 'tests', title: 'Add tests', moves: 0 },
  ],
  doing: [{ id: 'login', title: 'Login page', moves: 0 }],
  done: [{ id: 'kickoff', title: 'Kick-off', moves: 0 }],
};

const CARD_HEIGHT = 44;
const SLOT_HEIGHT = CARD_HEIGHT + 8;

/** The board after `card` is dropped on `target`. */
function moveCard(board: Board, card: Card, target: Target): Board {
  if (target.beforeId === card.id) return board; // dropped on its own place
  const next = { ...board };
  for (const list of LISTS) next[list.id] = board[list.id].filter((c) => c.id !== card.id);
  const cards = [...next[target.list]];
  const at = target.beforeId ? cards.findIndex((c) => c.id === target.beforeId) : -1;
  const moved = { ...card, moves: card.moves + 1 };
  cards.splice(at === -1 ? cards.length : at, 0, moved);
  next[target.list] = cards;
  return next;
}

type SlotProps = {
  list: ListId;
  beforeId: string | null;
  onDropCard: (card: Card, target: Target) => void;
  /** True while the card in this slot is held: the slots after it are drawn later. */
  onTop?: boolean;
  children?: React.ReactNode;
};

/** A drop zone that knows where it puts a card. Its onDrop stays the same function between renders. */
const Slot = memo(function Slot({ list, beforeId, onDropCard, onTop, children }: SlotProps) {
  const handleDrop = useCallback(
    (card: Card) => onDropCard(card, { list, beforeId }),
    [onDropCard, list, beforeId],
  );
  return (
    <Droppable<Card>
      droppableId={`${list}:${beforeId ?? 'end'}`}
      capacity={Infinity}
      onDrop={handleDrop}
      activeStyle={styles.slotActive}
      style={[beforeId ? styles.slot : styles.endSlot, onTop && styles.onTop]}
    >
      {children}
    </Droppable>
  );
});

export default function BoardOfListsScreen() {
  const [board, setBoard] = useState<Board>(START);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState('Drag a card to another place');

  const handleDropCard = useCallback((card: Card, target: Target) => {
    setBoard((current) => moveCard(current, card, target));
    const list = LISTS.find((l) => l.id === target.list)!.title;
    setLastMove(`${card.title} → ${list}`);
  }, []);

  const handleDragStart = useCallback((card: Card) => setDraggingId(card.id), []);
  const handleDragEnd = useCallback(() => setDraggingId(null), []);

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider onDragStart={handleDragStart} onDragEnd={handleDragEnd}>
        <View style={styles.board}>
          {LISTS.map((list) => (
            <View
              key={list.id}
              // The list holding the dragged card is drawn above the others, and so is its slot
              // inside the list, so the card stays visible.
              style={[styles.list, board[list.id].some((c) => c.id === draggingId) && styles.onTop]}
            >
              <Text style={styles.listTitle}>
                {list.title} ({board[list.id].length})
              </Text>
              {board[list.id].map((card) => (
                <Slot
                  key={card.id}
                  list={list.id}
                  beforeId={card.id}
                  onDropCard={handleDropCard}
                  onTop={card.id === draggingId}
                >
                  <Draggable<Card>
                    // A new key after each drop: the card appears at its new place untranslated.
                    key={`${card.id}:${card.moves}`}
                    data={card}
                    collisionAlgorithm="center"
                    style={styles.card}
                  >
                    <Text style={styles.cardText}>{card.title}</Text>
                  </Draggable>
                </Slot>
              ))}
              <Slot list={list.id} beforeId={null} onDropCard={handleDropCard} />
            </View>
          ))}
        </View>
        <Text style={styles.lastMove}>{lastMove}</Text>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, padding: 16, backgroundColor: '#f6f7f9' },
  // The three lists share the width, so the board fits a phone.
  board: { flexDirection: 'row', gap: 8 },
  list: { flex: 1, minHeight: 320, padding: 6, borderRadius: 12, backgroundColor: '#e2e8f0' },
  onTop: { zIndex: 1 },
  listTitle: { marginBottom: 6, fontSize: 13, fontWeight: '700', color: '#334155' },
  slot: { height: SLOT_HEIGHT, justifyContent: 'center', borderRadius: 10 },
  endSlot: { flexGrow: 1, minHeight: SLOT_HEIGHT, borderRadius: 10 },
  slotActive: { backgroundColor: '#bfdbfe' },
  card: {
    height: CARD_HEIGHT,
    borderRadius: 8,
    paddingHorizontal: 8,
    justifyContent: 'center',
    backgroundColor: '#ffffff',
  },
  cardText: { fontSize: 13, color: '#0f172a' },
  lastMove: { marginTop: 16, textAlign: 'center', color: '#334155' },
});
