import React, { type ReactNode } from 'react';
import { makeSnippet } from './snippet.mjs';
import styles from './Highlighted.module.css';

/** A hit's text cut to `maxLength` characters around the first match, matches in <mark>. */
export default function Highlighted({
  text,
  positions,
  maxLength,
}: {
  text: string;
  positions: Array<[number, number]>;
  maxLength: number;
}): ReactNode {
  const snippet = makeSnippet(text, positions, maxLength);
  return (
    <>
      {snippet.before && '…'}
      {snippet.segments.map((segment, i) =>
        segment.mark ? (
          <mark key={i} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{segment.text}</React.Fragment>
        ),
      )}
      {snippet.after && '…'}
    </>
  );
}
