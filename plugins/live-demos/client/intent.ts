import { useEffect, type RefObject } from 'react';

/** Signs that a reader is about to use the demo: the pointer reaches it, a finger touches it, or focus enters it. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Longest wait for an idle moment after the page has hydrated. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay instead.
  const handle = window.setTimeout(callback, 300);
  return () => window.clearTimeout(handle);
}

/**
 * Calls `start` when the reader shows intent to use the element's demo, or
 * once the page is idle after hydrating, whichever comes first. Every demo of
 * a page waits for idleness, on screen or not: the first one pays for the
 * libraries (evaluated in small tasks), the others only for their own screen,
 * and a reader who scrolls to them finds them running. Does nothing while
 * `armed` is false.
 */
export function useLoadOnIntent(ref: RefObject<HTMLElement | null>, armed: boolean, start: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!armed || !element) return undefined;
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    const cancelIdle = whenIdle(start);
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
      cancelIdle();
    };
  }, [ref, armed, start]);
}
