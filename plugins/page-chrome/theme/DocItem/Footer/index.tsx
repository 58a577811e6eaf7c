import React, { type ReactNode } from 'react';
import Footer from '@theme-init/DocItem/Footer';
import { LINKS } from '@site/src/constants/site';
import PageFeedback from '../../PageFeedback';
import { usePageFacts } from '../../../client/usePageFacts';
import { pageIssueUrl } from '../../../page-links.mjs';

/** The doc's footer (last updated), then "Was this page helpful?". */
export default function FooterWrapper(): ReactNode {
  const page = usePageFacts();
  return (
    <>
      <Footer />
      <PageFeedback
        key={page.pageUrl}
        storageKey={`docs-page-helpful:${new URL(page.pageUrl).pathname}`}
        issueUrl={pageIssueUrl(page, LINKS.issues)}
      />
    </>
  );
}
