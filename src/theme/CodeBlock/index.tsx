import React, { type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

/** Matches the `fragment` marker of scripts/lib/code-blocks.mjs. */
function isFragment(metastring: string | undefined): boolean {
  return /(^|\s)fragment(\s|$)/.test(metastring ?? '');
}

/**
 * Code blocks are complete, type-checked modules. The rare deliberate
 * fragment says so, so nobody pastes it expecting it to compile alone.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  if (!isFragment(props.metastring)) return <CodeBlock {...props} />;
  return (
    <div className={styles.fragment}>
      <p className={styles.label}>Fragment: part of a larger file, not a complete module</p>
      <CodeBlock {...props} />
    </div>
  );
}
