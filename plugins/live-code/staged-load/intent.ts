import { useEffect, type RefObject } from 'react';

/** Signs that a reader is about to use the demo: the pointer reaches it, a finger touches it, or focus enters it. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `start` when the reader shows intent to use the element's demo, and
 * only then: a page the reader only reads never evaluates the libraries. A
 * press that comes first is kept and replayed (../live-demos/early-input.ts). Does nothing
 * while `armed` is false.
 */
export function useLoadOnIntent(ref: RefObject<HTMLElement | null>, armed: boolean, start: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!armed || !element) return undefined;
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    // The pointer or focus may have reached the demo before the page hydrated, when nothing listened yet.
    if (element.matches(':hover, :focus-within')) start();
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
    };
  }, [ref, armed, start]);
}
