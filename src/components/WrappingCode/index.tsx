import React, { type ComponentProps, Fragment, type ReactNode } from 'react';
import Code from '@theme-original/MDXComponents/Code';

/** Where a long name or type may wrap: before a capital after a lowercase letter or digit, after . < ( | , : ; */
const BREAK = /(?<=[a-z0-9])(?=[A-Z])|(?<=[.<(|,:;])(?=\S)/;

/**
 * Inline code in the cells of a members table (marked `data-wrap` by
 * plugins/api-members): a `<wbr>` at each place above, so that
 * `autoScrollHorizontalDirection` can wrap as auto·Scroll·Horizontal·Direction
 * and the table fits the page instead of scrolling sideways with its
 * descriptions squeezed. The text is unchanged: copying it, and the search
 * index, see one word. Other inline code is a plain `<code>`; code with
 * elements or line breaks in it is the theme's.
 */
export default function WrappingCode(props: ComponentProps<typeof Code> & { 'data-wrap'?: string }): ReactNode {
  const { 'data-wrap': wrap, children, ...rest } = props;
  if (typeof children !== 'string' || children.includes('\n')) return <Code {...props} />;
  // Plain inline code: the `<code>` the theme's MDXCode and CodeInline would render, without their two
  // components per element (a long page has 150 or more of them to hydrate).
  if (wrap === undefined) return <code {...rest}>{children}</code>;
  const parts = children.split(BREAK);
  return (
    <code {...rest}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
