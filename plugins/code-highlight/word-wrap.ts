import { type RefObject, useCallback, useRef, useState } from 'react';
import { useScrollsSideways } from '@site/src/hooks/useScrollsSideways';

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

  // A wrapped block keeps its button (its code has a style) so the reader can unwrap it.
  const isCodeScrollable = useScrollsSideways(codeBlockRef, false, (pre) => Boolean(pre.querySelector('code')?.hasAttribute('style')));

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
