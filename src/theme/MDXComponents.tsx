import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * Wide tables (API props tables) scroll sideways on small screens. A
 * scrollable region must be reachable by keyboard, so each table sits in a
 * focusable, labelled region (axe rule scrollable-region-focusable).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className="table-scroll" role="region" aria-label="Table, scrolls sideways" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default { ...MDXComponents, table: Table };
