import React, { type ReactNode } from 'react';
import type { LoadingComponentProps as Props } from 'react-loadable';
import LoadingRing from '@site/src/components/LoadingRing';
import styles from './styles.module.css';

/**
 * Replaces the stock loader (white text on light red failed contrast
 * checks): a spinning ring while a lazy page loads, and on failure the error
 * text with a Retry button.
 */
export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.wrapper}>
      <LoadingRing className={styles.ring} label="Loading page" />
    </div>
  );
}
