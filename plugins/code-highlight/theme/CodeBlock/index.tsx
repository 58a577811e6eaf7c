import React, { isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { codeBlockLabel } from '../../fragment.mjs';
import { HighlightedSourceProvider } from '../../source';
import styles from './styles.module.css';

/** Plain-string children as one string (copyable); anything holding elements as it is. */
function joinStrings(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Replaces Docusaurus' CodeBlock, which renders every block twice in the
 * browser (once to hydrate, then again after mounting, so inline Prism
 * colours can follow the colour mode). Here the highlighting is done at
 * build time and coloured by CSS (this plugin's stylesheet), so hydration
 * keeps the server's HTML as it is. Docusaurus' own parts still render the
 * title, buttons, line highlighting and word wrap.
 *
 * Code blocks are complete, type-checked modules; the rare deliberate
 * fragment says so, so nobody pastes it expecting it to compile alone.
 */
export default function CodeBlock({ highlighted, children: rawChildren, ...props }: Props): ReactNode {
  const children = joinStrings(rawChildren);
  const block =
    typeof children === 'string' ? (
      <HighlightedSourceProvider code={children} highlighted={highlighted}>
        <StringContent {...props}>{children}</StringContent>
      </HighlightedSourceProvider>
    ) : (
      <ElementContent {...props}>{children}</ElementContent>
    );
  const label = codeBlockLabel(props.metastring);
  if (!label) return block;
  return (
    <div className={styles.fragment}>
      <p className={styles.label}>{label}</p>
      {block}
    </div>
  );
}
