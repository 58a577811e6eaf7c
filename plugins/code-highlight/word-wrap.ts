import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** The word-wrap state a code block's context carries (the shape of Docusaurus' useCodeWordWrap). */
export type WordWrap = {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
};

/**
 * Docusaurus' word-wrap state for a code block, measured by a ResizeObserver.
 * Docusaurus' own hook reads each block's scrollWidth in an effect right
 * after hydration, which makes the browser lay out the whole page once per
 * block before the first paint of a long page; it also watches window resizes
 * and tab panels for the same purpose. An observer reports once the browser
 * has laid the block out anyway: at first, when the window or a tab changes
 * its width, and when wrapping changes the code's size.
 */
export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code && isEnabled) code.removeAttribute('style');
    else if (code) {
      code.style.whiteSpace = 'pre-wrap';
      // Even a single very long token wraps, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const code = pre.querySelector('code');
    // A wrapped block keeps its button (its code has a style) so the reader can unwrap it.
    // A transition: the first measure comes right after hydration, when a blocking render would be a long task.
    const measure = () =>
      startTransition(() => setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(code?.hasAttribute('style'))));
    const observer = new ResizeObserver(measure);
    observer.observe(pre);
    if (code) observer.observe(code);
    return () => observer.disconnect();
  }, []);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
