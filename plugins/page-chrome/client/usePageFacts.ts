import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { compatibilityFor } from '@site/data/compatibility.mjs';
import { markdownPath } from '../../exports/paths.mjs';
import type { PageFacts } from '../page-links.mjs';

/** The doc page being rendered, as the page actions and the feedback links need it. */
export function usePageFacts(): PageFacts & { markdownHref: string } {
  const { metadata } = useDoc();
  const version = useDocsVersion();
  const { siteConfig } = useDocusaurusContext();
  const markdownHref = useBaseUrl(markdownPath(metadata.permalink));
  const origin = new URL(siteConfig.url).origin;
  return {
    title: metadata.title,
    pageUrl: origin + metadata.permalink,
    markdownUrl: origin + markdownHref,
    markdownHref,
    versionLabel: version.label,
    library: compatibilityFor(version.version).library,
  };
}
