import { snackDependencies } from '../../../data/compatibility.mjs';

export const SNACK_ORIGIN = 'https://snack.expo.dev/';

/**
 * A link that opens `source` in Expo Snack as its `App.tsx` (the `files`
 * parameter, because `code` always creates an `App.js`), with the
 * dependencies and SDK of one docs version.
 * @param {{ source: string, name: string, description?: string,
 *   compatibility: import('../../../data/compatibility.mjs').VersionCompatibility }} options
 */
export function snackUrl({ source, name, description, compatibility }) {
  const deps = snackDependencies(compatibility);
  const params = new URLSearchParams();
  params.set('name', name);
  if (description) params.set('description', description);
  params.set('platform', 'web');
  params.set('supportedPlatforms', 'ios,android,web');
  params.set('sdkVersion', compatibility.expoSdk);
  params.set(
    'dependencies',
    Object.entries(deps)
      .map(([pkg, version]) => `${pkg}@${version}`)
      .join(','),
  );
  params.set('files', JSON.stringify({ 'App.tsx': { type: 'CODE', contents: source } }));
  // URLSearchParams writes spaces as `+`; Snack's documentation asks for
  // encodeURIComponent, so write `%20` instead.
  return `${SNACK_ORIGIN}?${params.toString().replace(/\+/g, '%20')}`;
}
