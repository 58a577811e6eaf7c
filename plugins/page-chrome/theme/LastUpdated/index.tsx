import React, { type ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatLastUpdated } from '../../last-updated.mjs';

/** Docusaurus' "Last updated on …" line (the site is English only), with the date formatted without Intl (see last-updated.mjs). */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  const at = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {at && (
        <>
          {' on '}
          <b>
            <time dateTime={at.toISOString()} itemProp="dateModified">
              {formatLastUpdated(at)}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
