import React, { type CSSProperties, type ReactNode, useMemo } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { useHighlightedLines } from '../../../source';
import styles from './styles.module.css';

type Props = { className?: string };

/** From this many lines on, a block off screen is not styled or laid out until the reader scrolls near it. */
const LONG_BLOCK_LINES = 10;

/** The HTML of one displayed line, as Docusaurus lays lines out. */
function lineHtml(html: string, lineClass: string, numbered: boolean): string {
  // The <br> keeps empty lines one line tall, as in Docusaurus.
  if (!numbered) return `<div class="${lineClass}">${html}<br></div>`;
  return (
    `<div class="${clsx(lineClass, styles.numberedLine)}"><span class="${styles.number}"></span>` +
    `<span class="${styles.lineContent}">${html}</span><br></div>`
  );
}

/** The size of a long block's text, so it keeps its place while it is not laid out (styles.module.css, `.long`). */
function textSize(code: string, lineCount: number): CSSProperties {
  const columns = Math.max(...code.split('\n').map((line) => [...line].length));
  return { '--code-lines': lineCount, '--code-columns': columns } as CSSProperties;
}

/**
 * The highlighted lines of a code block, from HTML made at build time
 * (see theme/CodeBlock). Replaces Docusaurus' version, which runs Prism
 * in the browser and renders one React element per token.
 *
 * The lines are one HTML string, so the block is one element to React:
 * hydrating a page keeps the server's lines as they are instead of
 * walking one element per line (a demo's source is hundreds of lines).
 */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const lines = useHighlightedLines(metadata.code);
  const firstNumber = metadata.lineNumbersStart;
  const numbered = firstNumber !== undefined;
  const html = useMemo(
    () => lines.map((line, index) => lineHtml(line, clsx('token-line', metadata.lineClassNames[index]), numbered)).join(''),
    [lines, metadata.lineClassNames, numbered],
  );
  // A numbered block is a table, which cannot skip its layout (size containment does not apply to tables).
  const long = !numbered && lines.length >= LONG_BLOCK_LINES;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        metadata.language && `language-${metadata.language}`,
        styles.pre,
        long && styles.long,
        'thin-scrollbar',
      )}
      style={long ? textSize(metadata.code, lines.length) : undefined}
    >
      <code
        className={clsx(styles.lines, numbered && styles.numbered)}
        style={numbered ? { counterReset: `line-count ${firstNumber - 1}` } : undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </pre>
  );
}
