import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatLastUpdated } from '../../last-updated.mjs';

/** Docusaurus' "Last updated on …" line, with the date formatted without Intl (see last-updated.mjs). */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  const at = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: at ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={at.toISOString()} itemProp="dateModified">
                      {formatLastUpdated(at)}
                    </time>
                  </b>
                ),
              }}
            >
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{ user: <b>{lastUpdatedBy}</b> }}
            >
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
