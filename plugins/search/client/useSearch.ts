/** What the box and /search share: the version's index to ask, the results page's address, the snippet length, and useSearch. */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { fetchIndexesByWorker, searchByWorker } from './client.mjs';
import { searchResultContextMaxLength } from './options';
import { versionParam } from './versions.mjs';
import type { SearchAnswer } from './types';

/** Characters of a hit's text shown around its first match. */
export const SNIPPET_LENGTH: number = searchResultContextMaxLength;
/** This site has no search contexts; the worker protocol keeps the argument. */
const NO_CONTEXT = '';

/** The URL of the docs version being read (the base URL for the current version), whose index the box asks. */
export function useReadVersionUrl(): { baseUrl: string; versionUrl: string } {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return { baseUrl, versionUrl: activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl };
}

/** The address of the full results page for a query: /search/ with q and, for an older version, version. */
export function searchPageUrl(baseUrl: string, versionUrl: string, query: string): string {
  const params = new URLSearchParams({ q: query });
  if (versionUrl !== baseUrl) {
    // A version path outside the base path is a bug, not a state to show.
    if (!versionUrl.startsWith(baseUrl)) {
      throw new Error(`Version url '${versionUrl}' does not start with base url '${baseUrl}'.`);
    }
    params.set('version', versionParam(versionUrl, baseUrl));
  }
  return `${baseUrl}search/?${params.toString()}`;
}

export type IndexState = 'idle' | 'loading' | 'ready' | 'failed';

export interface SearchState {
  /** The answer to the latest query, or null when the query is blank. */
  answer: SearchAnswer | null;
  indexState: IndexState;
  /** A query was sent and its answer has not come back. */
  pending: boolean;
  /** Starts loading the version's index (once per version). */
  loadIndex: () => void;
  /** Searches; resolves with the answer if it is still the latest query's, else with null. */
  run: (query: string) => Promise<SearchAnswer | null>;
}

/** Answers about the run, not the query (stopped for time, the worker gone): they never outlive their query. */
const aboutTheRun = (answer: SearchAnswer | null) =>
  answer?.kind === 'error' && (answer.code === 'query-too-slow' || answer.code === 'worker-stopped');

/**
 * Runs the reader's queries against one version's index. `channel` names
 * the caller: a newer query on the same channel replaces an older one (see
 * client.js), and only the latest query's answer is kept.
 */
export function useSearch({ versionUrl, channel, limit }: { versionUrl: string; channel: string; limit: number }): SearchState {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [indexState, setIndexState] = useState<IndexState>('idle');
  const [pending, setPending] = useState(false);
  const loadedVersion = useRef<string | null>(null);
  const latest = useRef(0);
  const lastQuery = useRef('');

  const loadIndex = useCallback(() => {
    if (loadedVersion.current === versionUrl) return;
    loadedVersion.current = versionUrl;
    // The index's state is a status, not the answer to a key: transitions, so that its renders
    // (the first one right after /search hydrates) yield to the reader's input.
    const show = (state: IndexState) => startTransition(() => setIndexState(state));
    show('loading');
    fetchIndexesByWorker(versionUrl, NO_CONTEXT).then(
      () => {
        if (loadedVersion.current === versionUrl) show('ready');
      },
      () => {
        if (loadedVersion.current !== versionUrl) return;
        loadedVersion.current = null;
        show('failed');
      },
    );
  }, [versionUrl]);

  const run = useCallback(
    async (query: string): Promise<SearchAnswer | null> => {
      latest.current += 1;
      const ticket = latest.current;
      lastQuery.current = query;
      if (query.trim() === '') {
        // Nothing to show, also on the first render of /search: no need to block the page for it.
        startTransition(() => {
          setAnswer(null);
          setPending(false);
        });
        return null;
      }
      loadIndex();
      setPending(true);
      setAnswer((shown) => (aboutTheRun(shown) ? null : shown));
      const result = (await searchByWorker(versionUrl, NO_CONTEXT, query, limit, channel)) as SearchAnswer;
      if (ticket !== latest.current || result.kind === 'superseded') return null;
      setPending(false);
      setAnswer(result);
      return result;
    },
    [loadIndex, versionUrl, limit, channel],
  );

  // The version changed under a query: ask that version's index.
  const shownVersion = useRef(versionUrl);
  useEffect(() => {
    if (shownVersion.current === versionUrl) return;
    shownVersion.current = versionUrl;
    if (lastQuery.current.trim() !== '') void run(lastQuery.current);
  }, [versionUrl, run]);

  return { answer, indexState, pending, loadIndex, run };
}
