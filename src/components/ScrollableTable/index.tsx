import React, { type ComponentProps, type ReactNode, useRef } from 'react';
import { useScrollsSideways } from '@site/src/hooks/useScrollsSideways';

type TableProps = ComponentProps<'table'> & { 'data-label'?: string };

/**
 * Wide tables (API props tables) scroll sideways on small screens. A region
 * that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
 * The server HTML makes every wrapper a focusable region, named after its
 * section (plugins/table-labels), so an overflowing table is reachable even
 * without JavaScript; once measured, a table that fits drops all three again.
 */
export default function ScrollableTable({ 'data-label': label = 'Table', ...props }: TableProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(ref, true);
  return (
    <div ref={ref} className="table-scroll" {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      <table {...props} />
    </div>
  );
}
