import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Accessible name, e.g. "Loading search index". */
  label: string;
  /** Positions and sizes the ring; its stroke scales with it. */
  className?: string;
};

/** A small spinning ring that says what is loading (the search box shows it while the index loads). */
export default function LoadingRing({ label, className }: Props): ReactNode {
  return (
    <span className={clsx(styles.ring, className)} role="progressbar" aria-label={label}>
      <span />
    </span>
  );
}
