import React, { useRef, useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { GestureHandlerRootView } from 'react-native-gesture-handler';
import { Draggable, DropProvider, Droppable } from 'react-native-reanimated-dnd';

const TRACK_WIDTH = 300;
const TRACK_HEIGHT = 64;
const THUMB_SIZE = 56;

export default function SlideToConfirmScreen() {
  const trackRef = useRef<View>(null!);
  const [confirmed, setConfirmed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const reset = () => {
    setConfirmed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <GestureHandlerRootView style={styles.root}>
      <DropProvider>
        <View style={styles.screen}>
          <Text style={styles.amount}>Send $40.00 to Sam</Text>

          <View ref={trackRef} collapsable={false} style={styles.track}>
            <Text style={styles.trackLabel}>{confirmed ? 'Sent' : 'Slide to send'}</Text>
            <Droppable droppableId="confirm" onDrop={() => setConfirmed(true)} style={styles.end}>
              <Text style={styles.endText}>✓</Text>
            </Droppable>
            <Draggable
              key={attempt}
              data="confirm"
              dragAxis="x"
              dragBoundsRef={trackRef}
              collisionAlgorithm="contain"
              dragDisabled={confirmed}
              style={styles.thumb}
            >
              <Text style={styles.thumbText}>→</Text>
            </Draggable>
          </View>

          {confirmed && (
            <Pressable onPress={reset} style={styles.button}>
              <Text style={styles.buttonText}>Send another</Text>
            </Pressable>
          )}
        </View>
      </DropProvider>
    </GestureHandlerRootView>
  );
}

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, padding: 24, alignItems: 'center', backgroundColor: '#f6f7f9' },
  amount: { fontSize: 18, fontWeight: '700', marginBottom: 24, color: '#0f172a' },
  track: {
    width: TRACK_WIDTH,
    height: TRACK_HEIGHT,
    borderRadius: TRACK_HEIGHT / 2,
    backgroundColor: '#e2e8f0',
    justifyContent: 'center',
  },
  trackLabel: { textAlign: 'center', color: '#475569', fontWeight: '600' },
  end: {
    position: 'absolute',
    // 2 px past the track's end: `contain` is strict, and the bounds and the zone
    // can be measured a fraction of a pixel apart, which would refuse the thumb.
    right: -2,
    top: 0,
    width: TRACK_HEIGHT + 2,
    height: TRACK_HEIGHT,
    borderRadius: TRACK_HEIGHT / 2,
    alignItems: 'center',
    justifyContent: 'center',
  },
  endText: { fontSize: 20, color: '#94a3b8' },
  thumb: {
    position: 'absolute',
    left: 4,
    top: (TRACK_HEIGHT - THUMB_SIZE) / 2,
    width: THUMB_SIZE,
    height: THUMB_SIZE,
    borderRadius: THUMB_SIZE / 2,
    backgroundColor: '#16a34a',
    alignItems: 'center',
    justifyContent: 'center',
  },
  thumbText: { fontSize: 22, color: '#ffffff', fontWeight: '700' },
  button: { marginTop: 24, padding: 12, borderRadius: 8, backgroundColor: '#0f172a' },
  buttonText: { color: '#ffffff', fontWeight: '600' },
});
