import React, { type ReactNode, useLayoutEffect } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { findCanonical } from '../canonical.mjs';

type RouteData = { routes: string[]; aliases: Record<string, string> };

/**
 * Client-side half of the route normalisation: after an in-app
 * navigation to `/DOCS/Intro`, `/docs/intro.html` and the like, the router
 * already renders the right page; this puts the canonical path in the
 * address bar. Direct loads are handled earlier by the head script.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const { routes, aliases } = usePluginData('route-normalisation') as RouteData;
  useLayoutEffect(() => {
    const result = findCanonical(location.pathname, routes, aliases);
    if (result) history.replace({ ...location, pathname: result.target });
  }, [location, history, routes, aliases]);
  return <>{children}</>;
}
