import React, { useCallback, useEffect, useRef, useState } from 'react';
import {
  ScrollView,
  StyleSheet,
  Text,
  View,
  type NativeScrollEvent,
  type NativeSyntheticEvent,
} from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import {
  Draggable,
  DropProvider,
  Droppable,
  type DropProviderRef,
} from 'react-native-reanimated-dnd';

type Doc = { id: string; title: string };
type Drag = { y: number; ty: number };

const DOCS: Doc[] = [
  { id: 'invoice', title: 'Invoice' },
  { id: 'receipt', title: 'Receipt' },
];
const FOLDERS = Array.from({ length: 12 }, (_, i) => `Folder ${2014 + i}`);

const FRAME_HEIGHT = 260;
const DOC_HEIGHT = 44;
/** How close to the frame's top or bottom edge the dragged item must be to scroll, in px. */
const EDGE = 56;
/** Scroll speed while the item is at an edge, in px per frame. */
const SPEED = 8;

export default function ScrollingDropZoneScreen() {
  const providerRef = useRef<DropProviderRef>(null);
  const scrollRef = useRef<ScrollView>(null);
  const frameRef = useRef<View>(null);
  const frame = useRef({ top: 0, bottom: 0 });
  const scroll = useRef({ y: 0, max: 0, direction: 0, frameId: 0 });
  const [archived, setArchived] = useState<Doc[]>([]);
  // The item picked up last is drawn over the others (Draggable sets no zIndex of its own).
  const [lastPicked, setLastPicked] = useState<string | null>(null);

  const stopScrolling = useCallback(() => {
    if (scroll.current.direction === 0) return;
    cancelAnimationFrame(scroll.current.frameId);
    scroll.current.direction = 0;
    // The zone has moved on screen: measure it again, once, before the next hover or drop check.
    providerRef.current?.requestPositionUpdate();
  }, []);

  const step = useCallback(() => {
    const s = scroll.current;
    const next = Math.min(s.max, Math.max(0, s.y + s.direction * SPEED));
    if (next === s.y) {
      stopScrolling();
      return;
    }
    s.y = next;
    scrollRef.current?.scrollTo({ y: next, animated: false });
    s.frameId = requestAnimationFrame(step);
  }, [stopScrolling]);

  const scrollTowards = useCallback(
    (wanted: number) => {
      const s = scroll.current;
      // Nothing left to scroll that way: treat it as no edge, so the zone is measured only once.
      const atEnd = (wanted > 0 && s.y >= s.max) || (wanted < 0 && s.y <= 0);
      const direction = atEnd ? 0 : wanted;
      if (direction === s.direction) return;
      if (direction === 0) return stopScrolling();
      s.direction = direction;
      cancelAnimationFrame(s.frameId);
      s.frameId = requestAnimationFrame(step);
    },
    [step, stopScrolling],
  );

  // Where the frame is on screen, in the same page coordinates as the drag payload.
  const handleDragStart = useCallback(() => {
    frameRef.current?.measure((_x, _y, _width, height, _pageX, pageY) => {
      frame.current = { top: pageY, bottom: pageY + height };
    });
  }, []);

  const handleDragging = useCallback(
    ({ y, ty }: Drag) => {
      const centre = y + ty + DOC_HEIGHT / 2;
      const { top, bottom } = frame.current;
      if (centre > bottom - EDGE && centre < bottom) scrollTowards(1);
      else if (centre > top && centre < top + EDGE) scrollTowards(-1);
      else scrollTowards(0);
    },
    [scrollTowards],
  );

  const handleDragEnd = useCallback(() => stopScrolling(), [stopScrolling]);
  useEffect(() => () => cancelAnimationFrame(scroll.current.frameId), []);

  const archive = useCallback((doc: Doc) => setArchived((current) => [...current, doc]), []);
  const trackScroll = useCallback((event: NativeSyntheticEvent<NativeScrollEvent>) => {
    scroll.current.y = event.nativeEvent.contentOffset.y;
  }, []);
  const trackContent = useCallback((_width: number, height: number) => {
    scroll.current.max = Math.max(0, height - FRAME_HEIGHT);
  }, []);

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider
        ref={providerRef}
        onDragStart={handleDragStart}
        onDragging={handleDragging}
        onDragEnd={handleDragEnd}
      >
        <View ref={frameRef} collapsable={false} style={styles.frame}>
          <ScrollView
            ref={scrollRef}
            // A keyboard can focus the list and scroll it.
            focusable
            accessibilityLabel="Folders"
            scrollEventThrottle={16}
            onScroll={trackScroll}
            onContentSizeChange={trackContent}
          >
            {FOLDERS.map((folder) => (
              <Text key={folder} style={styles.folder}>
                {folder}
              </Text>
            ))}
            <Droppable<Doc>
              droppableId="archive"
              capacity={Infinity}
              onDrop={archive}
              style={styles.zone}
            >
              <Text style={styles.zoneTitle}>Archive box</Text>
              <Text style={styles.zoneCount}>{archived.length} archived</Text>
            </Droppable>
          </ScrollView>
        </View>

        <Text style={styles.hint}>Drag a document to the bottom edge of the list</Text>
        <View style={styles.tray}>
          {DOCS.filter((doc) => !archived.includes(doc)).map((doc) => (
            <Draggable<Doc>
              key={doc.id}
              draggableId={doc.id}
              data={doc}
              onDragStart={() => setLastPicked(doc.id)}
              style={[styles.doc, doc.id === lastPicked && styles.raised]}
            >
              <Text style={styles.docText}>{doc.title}</Text>
            </Draggable>
          ))}
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1, padding: 24, backgroundColor: '#f6f7f9' },
  frame: { height: FRAME_HEIGHT, borderRadius: 12, overflow: 'hidden', backgroundColor: '#ffffff' },
  folder: {
    height: 48,
    paddingHorizontal: 16,
    lineHeight: 48,
    color: '#334155',
    borderBottomWidth: 1,
    borderBottomColor: '#f1f5f9',
  },
  zone: {
    height: 96,
    margin: 12,
    borderRadius: 12,
    borderWidth: 2,
    borderStyle: 'dashed',
    borderColor: '#7c3aed',
    backgroundColor: '#f5f3ff',
    alignItems: 'center',
    justifyContent: 'center',
  },
  zoneTitle: { fontWeight: '700', color: '#5b21b6' },
  zoneCount: { marginTop: 4, color: '#6d28d9' },
  hint: { marginTop: 16, marginBottom: 8, color: '#475569' },
  tray: { flexDirection: 'row', gap: 12 },
  doc: {
    width: 120,
    height: DOC_HEIGHT,
    borderRadius: 10,
    backgroundColor: '#7c3aed',
    alignItems: 'center',
    justifyContent: 'center',
  },
  docText: { color: '#ffffff', fontWeight: '600' },
  raised: { zIndex: 1 },
});
