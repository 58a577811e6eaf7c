import { type RefObject, startTransition, useEffect, useEffectEvent, useState } from 'react';

/**
 * Whether the element `ref` holds is wider inside than its box, or `also` says it should count as such.
 * A ResizeObserver watches the element and its first child, so the answer follows the window, a tab
 * change, and content that grows later (fonts, late layout) without resizing the box itself. Its first
 * report comes once the browser has laid the page out, so measuring never forces a layout of its own, and
 * the update is a transition: right after hydration a blocking render would be a long task.
 */
export function useScrollsSideways<T extends HTMLElement>(
  ref: RefObject<T | null>,
  initial: boolean,
  also?: (element: T) => boolean,
): boolean {
  const [scrolls, setScrolls] = useState(initial);
  // Reads the latest `also` when the observer reports, so a new function each render needs no new observer.
  const measure = useEffectEvent((element: T) =>
    startTransition(() => setScrolls(element.scrollWidth > element.clientWidth || Boolean(also?.(element)))),
  );
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => measure(element));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
