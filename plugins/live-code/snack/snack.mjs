import { snackDependencies } from '../../../data/compatibility.mjs';

export const SNACK_ORIGIN = 'https://snack.expo.dev/';

/**
 * A link that opens `source` in Expo Snack as its `App.tsx` (the `files`
 * parameter, because `code` always creates an `App.js`), with the
 * dependencies and SDK of one docs version.
 * @param {{ source: string, name: string, compatibility: import('../../../data/compatibility.mjs').VersionCompatibility }} options
 */
export function snackUrl({ source, name, compatibility }) {
  const dependencies = Object.entries(snackDependencies(compatibility)).map(([pkg, version]) => `${pkg}@${version}`);
  const params = new URLSearchParams({
    name,
    platform: 'web',
    supportedPlatforms: 'ios,android,web',
    sdkVersion: compatibility.expoSdk,
    dependencies: dependencies.join(','),
    files: JSON.stringify({ 'App.tsx': { type: 'CODE', contents: source } }),
  });
  // URLSearchParams writes spaces as `+`; Snack's documentation asks for
  // encodeURIComponent, so write `%20` instead.
  return `${SNACK_ORIGIN}?${params.toString().replace(/\+/g, '%20')}`;
}
