import React, { type ReactNode, useId } from 'react';
import { useStorageSlot } from '@docusaurus/theme-common';
import hidden from '@site/src/css/hidden.module.css';
import clsx from 'clsx';
import tool from '../toolButton.module.css';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/**
 * "Was this page helpful?" with Yes and No, and no backend: Yes thanks the
 * reader; No also opens a new issue about the page on the library's tracker,
 * filled in. The answer is kept for this page in this tab only
 * (sessionStorage), so it still shows after a reload, and nothing is sent.
 */
export default function PageFeedback({ storageKey, issueUrl }: { storageKey: string; issueUrl: string }): ReactNode {
  const [stored, slot] = useStorageSlot(storageKey, { persistence: 'sessionStorage' });
  const answer: Answer | null = stored === 'yes' || stored === 'no' ? stored : null;
  const questionId = useId();

  const choose = (value: Answer) => {
    slot.set(value);
    if (value === 'no') window.open(issueUrl, '_blank', 'noopener,noreferrer');
  };

  return (
    <div role="group" aria-labelledby={questionId} className={styles.feedback}>
      <p id={questionId} className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.buttons}>
        {(['yes', 'no'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={clsx(tool.toolButton, styles.button)}
            aria-pressed={answer === value}
            onClick={() => choose(value)}
          >
            {value === 'yes' ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      <p role="status" className={styles.thanks}>
        {answer === 'yes' && 'Thank you for telling us.'}
        {answer === 'no' && (
          <>
            Thank you. Say what is wrong or missing in{' '}
            <a href={issueUrl} target="_blank" rel="noopener noreferrer">
              a new issue about this page
              <span className={hidden.hidden}> (opens GitHub in a new tab)</span>
            </a>
            .
          </>
        )}
      </p>
    </div>
  );
}
