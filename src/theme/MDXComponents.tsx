import React, { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import OpenInSnack from '@site/src/components/OpenInSnack';

/**
 * Wide tables (API props tables) scroll sideways on small screens. A region
 * that scrolls must be reachable by keyboard (axe: scrollable-region-focusable),
 * so the wrapper becomes focusable exactly while its table overflows.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="table-scroll" tabIndex={scrolls ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}

// OpenInSnack: placed under each live demo by the build (plugins/readers), not imported by pages.
export default { ...MDXComponents, table: Table, OpenInSnack };
