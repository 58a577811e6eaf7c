import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { useHighlightedLines } from '../../../source';
import styles from './styles.module.css';

type Props = { className?: string };

/**
 * The highlighted lines of a code block, from HTML made at build time
 * (see theme/CodeBlock). Replaces Docusaurus' version, which runs Prism
 * in the browser and renders one React element per token.
 */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const lines = useHighlightedLines(metadata.code);
  const firstNumber = metadata.lineNumbersStart;
  const numbered = firstNumber !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      className={clsx(className, 'prism-code', metadata.language && `language-${metadata.language}`, styles.pre, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.lines, numbered && styles.numbered)}
        style={numbered ? { counterReset: `line-count ${firstNumber - 1}` } : undefined}
      >
        {lines.map((html, index) => {
          const lineClass = clsx('token-line', metadata.lineClassNames[index]);
          // One element per line; the <br> keeps empty lines one line tall, as in Docusaurus.
          if (!numbered) return <div key={index} className={lineClass} dangerouslySetInnerHTML={{ __html: `${html}<br>` }} />;
          return (
            <div key={index} className={clsx(lineClass, styles.numberedLine)}>
              <span className={styles.number} />
              <span className={styles.lineContent} dangerouslySetInnerHTML={{ __html: html }} />
              <br />
            </div>
          );
        })}
      </code>
    </pre>
  );
}
