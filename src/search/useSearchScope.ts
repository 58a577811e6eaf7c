import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { docsPluginIdForPreferredVersion, searchContextByPaths } from './options';
import { versionParam } from './versions.mjs';

type ContextPath = string | { path: string };

/**
 * Which index the search box queries: the docs version being read (its URL
 * prefix) and the search context for the current path (none on this site,
 * but kept as the plugin defines it).
 */
export function useSearchScope(): { baseUrl: string; versionUrl: string; searchContext: string } {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const { pathname } = useLocation();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId ?? docsPluginIdForPreferredVersion);
  const versionUrl = activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;

  let searchContext = '';
  if (Array.isArray(searchContextByPaths) && pathname.startsWith(versionUrl)) {
    const uri = pathname.slice(versionUrl.length);
    for (const entry of searchContextByPaths as ContextPath[]) {
      const path = typeof entry === 'string' ? entry : entry.path;
      if (uri === path || uri.startsWith(`${path}/`)) {
        searchContext = path;
        break;
      }
    }
  }
  return { baseUrl, versionUrl, searchContext };
}

/**
 * The address of the full results page for a query (spec §2: /search/ with
 * q, optional ctx and version).
 */
export function searchPageUrl(baseUrl: string, versionUrl: string, searchContext: string, query: string): string {
  const params = new URLSearchParams();
  params.set('q', query);
  if (searchContext) params.set('ctx', searchContext);
  if (versionUrl !== baseUrl) {
    // Spec §8: a version path outside the base path is a bug, not a state to show.
    if (!versionUrl.startsWith(baseUrl)) {
      throw new Error(`Version url '${versionUrl}' does not start with base url '${baseUrl}'.`);
    }
    params.set('version', versionParam(versionUrl, baseUrl));
  }
  return `${baseUrl}search/?${params.toString()}`;
}
