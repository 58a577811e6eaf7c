import React, { createContext, useContext, useMemo, type ReactNode } from 'react';
import { displayLines } from './lines.mjs';

/** What this plugin produces for one block of code. */
export type HighlightedSource = {
  /** The code as written. */
  code: string;
  /** One HTML string per line of `code`, joined by "\n"; absent for unhighlighted code. */
  highlighted?: string;
};

/** What `import source from '!!highlight-loader!…'` gives: always highlighted. */
export type LoadedSource = Required<HighlightedSource>;

const SourceContext = createContext<HighlightedSource | null>(null);

/** Makes a code block's build-time highlighting available to its content. */
export function HighlightedSourceProvider({ code, highlighted, children }: HighlightedSource & { children: ReactNode }): ReactNode {
  const value = useMemo(() => ({ code, highlighted }), [code, highlighted]);
  return <SourceContext.Provider value={value}>{children}</SourceContext.Provider>;
}

/** The HTML of each line the code block displays (see lines.mjs). */
export function useHighlightedLines(displayed: string): string[] {
  const source = useContext(SourceContext);
  return useMemo(() => displayLines(displayed, source), [displayed, source]);
}
