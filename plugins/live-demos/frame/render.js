import React from 'react';
import { renderToString } from 'react-dom/server';
import { StyleSheet } from 'react-native';
import { FRAME_ATTRIBUTE, recordEarlyInput } from '../client/early-input.js';

/** Keeps a reader's first presses from first paint (see early-input.js); the same on every frame, and it acts once. */
const RECORDER = `<script>(${recordEarlyInput.toString()})(${JSON.stringify(`[${FRAME_ATTRIBUTE}]`)})</script>`;

/** Class names used in an HTML fragment. */
function classNamesIn(html) {
  const names = new Set();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list.split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * The rules of react-native-web's style sheet that style `html`, in the
 * sheet's own order (its groups encode precedence): rules for classes the
 * fragment does not use, and the sheet's page-wide resets, are left out.
 */
function rulesFor(html) {
  const used = classNamesIn(html);
  return StyleSheet.getSheet()
    .textContent.split('\n')
    .filter((rule) => {
      const classes = [...rule.matchAll(/\.([\w-]+)/g)].map(([, name]) => name);
      return classes.length > 0 && classes.some((name) => used.has(name));
    })
    .join('');
}

/**
 * A live demo's first frame: the screen rendered with react-native-web to
 * HTML, as the browser's first render of it would produce, preceded by the
 * CSS it needs and the script that keeps early input. Runs in Node, in
 * Docusaurus' server bundle, once per screen.
 * Reanimated gives each animated view a numeric `id` from a counter; in a
 * picture nothing refers to them, and they could repeat another demo's.
 */
export function renderFrame(Screen, file) {
  try {
    const html = renderToString(React.createElement(Screen)).replace(/ id="\d+"/g, '');
    return `${RECORDER}<style>${rulesFor(html)}</style>${html}`;
  } catch (error) {
    throw new Error(`Live demo ${file}: its first frame could not be rendered on the server: ${error.message}`, { cause: error });
  }
}
