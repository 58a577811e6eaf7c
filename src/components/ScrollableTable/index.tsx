import React, { type ComponentProps, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

type TableProps = ComponentProps<'table'> & { 'data-label'?: string };

/**
 * Wide tables (API props tables) scroll sideways on small screens. A region
 * that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
 * The server HTML makes every wrapper a focusable region, named after its
 * section (plugins/table-labels), so an overflowing table is reachable even
 * without JavaScript; once measured, a table that fits drops all three again.
 * The table is observed as well as the wrapper: when its content grows later
 * (fonts, late layout), the wrapper's own size does not change.
 */
export default function ScrollableTable({ 'data-label': label = 'Table', ...props }: TableProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The observer's first report comes once the browser has laid the page out,
    // so measuring never forces a layout of its own.
    // A transition: the first report comes right after hydration, when a blocking render would be a long task.
    const measure = () => startTransition(() => setScrolls(element.scrollWidth > element.clientWidth));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="table-scroll" {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      <table {...props} />
    </div>
  );
}
