import React, { type ReactNode } from 'react';
import styles from './styles.module.css';
import hidden from '@site/src/css/hidden.module.css';

/**
 * A link that opens a live demo's source in Expo Snack, under every live demo
 * (LiveDemo), with the source and the dependency versions of the page's docs
 * version in the address (live-demos/remark.mjs builds it).
 */
export default function OpenInSnack({ href, demo }: { href: string; demo: string }): ReactNode {
  return (
    <p className={styles.snack}>
      <a href={href} target="_blank" rel="noopener noreferrer" data-snack-demo={demo}>
        Open in Snack
        <span className={hidden.hidden}> ({demo}, opens in a new tab)</span>
      </a>
    </p>
  );
}
