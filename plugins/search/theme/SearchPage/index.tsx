/**
 * The /search page: `q` and optional `version` (path or label) in the address, up to 100 results through
 * the box's worker and hook, errors in words. The address follows the input from its change handler (never
 * an effect, which would overwrite the arrival's query); an unknown version falls back to the current one.
 */
import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useQueryString } from '@docusaurus/theme-common';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { resolveSearchVersion } from '../../client/versions.mjs';
import { SNIPPET_LENGTH, useSearch } from '../../client/useSearch';
import { makeSnippet } from '../../client/snippet.mjs';
import type { SearchHit } from '../../client/types';
import styles from './styles.module.css';
import LoadingRing from '@site/src/components/LoadingRing';
import clsx from 'clsx';

const PAGE_LIMIT = 100;
/** The most of `q` or `version` the page echoes, in characters. */
const ECHO_LIMIT = 200;
const echo = (text: string) => (Array.from(text).length > ECHO_LIMIT ? `${Array.from(text).slice(0, ECHO_LIMIT).join('')}…` : text);
/** "Searching…" shows only for a query still running after this long, so fast answers do not flicker. */
const SEARCHING_DELAY_MS = 250;

function ResultItem({ hit }: { hit: SearchHit }): ReactNode {
  const isHeading = hit.field === 'title' || hit.field === 'heading';
  const path = hit.field === 'title' ? hit.breadcrumb : [...hit.breadcrumb, hit.pageTitle];
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={hit.url}>{isHeading ? makeSnippet(hit.text, hit.positions, 100) : hit.section || hit.pageTitle}</Link>
      </h2>
      {path.length > 0 && <p className={styles.resultPath}>{path.join(' › ')}</p>}
      {!isHeading && <p className={styles.resultSummary}>{makeSnippet(hit.text, hit.positions, SNIPPET_LENGTH)}</p>}
    </article>
  );
}

function SyntaxHelp(): ReactNode {
  return (
    <details className={styles.help}>
      <summary>Search syntax</summary>
      <ul>
        <li>
          <code>title:sortable</code> searches one field: title, heading, description, keywords, content.
        </li>
        <li>
          <code>+drag -sortable</code>: <code>+</code> requires a word, <code>-</code> excludes it.
        </li>
        <li>
          <code>dragable~1</code> allows one letter of difference; <code>title:drop^10</code> boosts a word.
        </li>
        <li>
          <code>use*</code> matches any word starting with “use”. Words split on spaces and hyphens.
        </li>
      </ul>
    </details>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  // Read after hydration: the server and the first render see no query.
  const [query, replaceQuery] = useQueryString('q');
  const [version] = useQueryString('version');
  const versions = useVersions(undefined);
  const { versionUrl, known: knownVersion } = resolveSearchVersion(version, versions, baseUrl);
  const [input, setInput] = useState(query);
  const { answer, indexState, pending, loadIndex, run } = useSearch({ versionUrl, channel: 'page', limit: PAGE_LIMIT });
  // The query that has been running for a moment, if any.
  const [slowQuery, setSlowQuery] = useState<string | null>(null);
  const indexReady = indexState === 'ready' || indexState === 'failed';

  // The address bar changed (back/forward, a link): follow it (React skips the render when it is the input already).
  useEffect(() => setInput(query), [query]);

  useEffect(() => loadIndex(), [loadIndex]);

  useEffect(() => {
    void run(input);
  }, [input, run]);

  // "Searching…" only for a query still running after a moment.
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlowQuery(input), SEARCHING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, input]);
  const searching = pending && slowQuery === input;

  const title = useMemo(() => (input.trim() ? `Search results for "${echo(input)}"` : 'Search the documentation'), [input]);
  const hits = answer?.kind === 'results' ? answer.hits : [];

  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{title}</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label="Search"
            aria-describedby="search-page-status"
            value={input}
            autoComplete="off"
            autoFocus
            onChange={(event) => {
              setInput(event.target.value);
              replaceQuery(event.target.value);
            }}
          />
        </form>
        <SyntaxHelp />
        {!knownVersion && (
          <p className="alert alert--info">There is no docs version “{echo(version)}”, so these results are from the current version.</p>
        )}
        {!indexReady && input.trim() !== '' && (
          <div className={styles.ringRow}>
            <LoadingRing label="Loading search index" />
          </div>
        )}
        <div
          id="search-page-status"
          role="status"
          aria-busy={pending || undefined}
          className={clsx(styles.status, answer?.kind === 'error' && !searching && 'alert alert--danger')}
        >
          {indexReady && searching && 'Searching…'}
          {!searching && answer?.kind === 'results' && `${hits.length} ${hits.length === 1 ? 'result' : 'results'}`}
          {!searching && answer?.kind === 'no-results' && answer.message}
          {!searching && answer?.kind === 'error' && answer.message}
        </div>
        {hits.length > 0 && (
          <section aria-label="Search results">
            {hits.map((hit) => (
              <ResultItem key={hit.id} hit={hit} />
            ))}
          </section>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
