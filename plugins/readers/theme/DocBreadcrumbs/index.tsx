import React, { type ReactNode } from 'react';
// @theme-init: the classic theme's breadcrumbs (from a plugin's theme, @theme-original would be this file).
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CopyPage from '../CopyPage';
import { markdownPath } from '../../paths.mjs';
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
