import { useEffect, type RefObject } from 'react';

/** Signs that a reader is about to use the demo: the pointer reaches it, a finger touches it, or focus enters it. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Longest wait for an idle moment once the demo is on screen. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay after the demo comes on screen.
  const handle = window.setTimeout(callback, 300);
  return () => window.clearTimeout(handle);
}

/**
 * Calls `start` when the reader shows intent to use the element's demo, or
 * when the demo is on screen while the page is idle, whichever comes first.
 * Does nothing while `armed` is false.
 */
export function useLoadOnIntent(ref: RefObject<HTMLElement | null>, armed: boolean, start: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!armed || !element) return undefined;
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    let cancelIdle: (() => void) | null = null;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (visible && !cancelIdle) cancelIdle = whenIdle(start);
      if (!visible && cancelIdle) {
        cancelIdle();
        cancelIdle = null;
      }
    });
    observer.observe(element);
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ref, armed, start]);
}
