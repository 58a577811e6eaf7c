import type { Page } from '@playwright/test';

/** Strings that only the code of each demo dependency contains (never the docs' prose), in either generation. */
export const DEMO_CODE_MARKERS: Record<string, RegExp> = {
  'react-native-web': /react-native-stylesheet/,
  // Reanimated 3 to 4.2 name their ReanimatedError class; 4.7 prefixes its logger's messages in a template.
  'react-native-reanimated': /ReanimatedError|message:`\[Reanimated\] \$\{/,
  'react-native-gesture-handler': /Handler with tag \$\{\w+\} already exists/,
  'react-native-reanimated-dnd': /\.dropAlignment\|\|"center"/,
};

/**
 * A part of react-native-web that no demo and no library of theirs uses: it is
 * bundled only when something takes the whole package (about 45 KiB gzip more).
 */
export const UNUSED_REACT_NATIVE_WEB_MARKERS: Record<string, RegExp> = {
  AppRegistry: /runApplication\(/,
};

/** Strings that tell the two generations apart. */
export const GENERATION_MARKERS: Record<string, RegExp> = {
  'Reanimated 3': /createWorkletRuntime is not available in JSReanimated/,
  'Reanimated 4': /ReanimatedCSSStyleTag/,
  Worklets: /\[Worklets\]/,
  // The patched Gesture Handler copy (patches/) hands state changes to onGestureEvent on the web.
  'patched Gesture Handler': /"function"==typeof this\.props\.onGestureEvent&&this\.props\.onGestureEvent\(/,
};

/** The names of the markers that `code` contains. */
export function markersIn(code: string, markers: Record<string, RegExp>): string[] {
  return Object.entries(markers)
    .filter(([, marker]) => marker.test(code))
    .map(([name]) => name);
}

/** Starts recording the scripts the page loads; the returned function stops and gives their text, joined. */
export function recordScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return (await Promise.all(bodies)).join('\n');
  };
}
