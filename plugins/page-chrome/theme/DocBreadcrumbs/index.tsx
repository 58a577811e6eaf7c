import React, { type ReactNode } from 'react';
// @theme-init: the classic theme's breadcrumbs (from a plugin's theme, @theme-original would be this file).
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import { LINKS } from '@site/src/constants/site';
import CopyPage from '../CopyPage';
import PageActions from '../PageActions';
import { usePageFacts } from '../../client/usePageFacts';
import { pageActions } from '../../page-links.mjs';
import styles from './styles.module.css';

/** The breadcrumbs, with the page's "Copy page" button and its actions menu on the same line. */
export default function DocBreadcrumbsWrapper(): ReactNode {
  const page = usePageFacts();
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs />
      <div className={styles.tools}>
        <CopyPage markdownUrl={page.markdownHref} />
        <PageActions actions={pageActions(page, { markdownHref: page.markdownHref, repositoryUrl: LINKS.repository })} />
      </div>
    </div>
  );
}
