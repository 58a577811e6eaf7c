import React, { type ReactNode, useMemo } from 'react';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { useWordWrap } from '../../../word-wrap';

/**
 * A code block given as a string: Docusaurus' component with the word-wrap
 * state measured without forcing layout (see word-wrap.ts), and the block's
 * metadata parsed once rather than on every render.
 */
export default function CodeBlockString({ children, className, metastring, language, title, showLineNumbers }: Props): ReactNode {
  const { prism } = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
