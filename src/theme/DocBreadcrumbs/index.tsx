import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CopyPage from '@site/src/components/CopyPage';
import { markdownPath } from '../../../plugins/readers/paths.mjs';
import styles from './styles.module.css';

/** The breadcrumbs, with the page's "Copy page" button on the same line. */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const { metadata } = useDoc();
  const markdownUrl = useBaseUrl(markdownPath(metadata.permalink));
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs />
      <CopyPage markdownUrl={markdownUrl} />
    </div>
  );
}
