import React, { type ReactNode } from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc, useDocsVersion, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { cardPath } from '../../../../exports/paths.mjs';

/**
 * The theme's page metadata, plus what link previews and search engines need:
 * the page's own social card, its plain title, and for an archived page the
 * same page in the current version as the canonical address.
 */
export default function MetadataWrapper(): ReactNode {
  const { metadata } = useDoc();
  const version = useDocsVersion();
  // The doc with the same id in the latest version, as the version banner finds it.
  const { latestDocSuggestion: same } = useDocVersionSuggestions(version.pluginId);
  const { siteConfig } = useDocusaurusContext();
  const canonical = !version.isLast && same ? siteConfig.url.replace(/\/+$/, '') + same.path : undefined;
  return (
    <>
      <Metadata />
      <PageMetadata image={cardPath(metadata.permalink)}>
        <meta property="og:title" content={metadata.title} />
        <meta name="twitter:card" content="summary_large_image" />
        {canonical && <link rel="canonical" href={canonical} />}
        {canonical && <meta property="og:url" content={canonical} />}
      </PageMetadata>
    </>
  );
}
