import React, { type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StyleSheet } from 'react-native';
import { FRAME_ATTRIBUTE, recordEarlyInput } from '../early-input';
import { placeEffectRows } from './effect-rows.mjs';

// Worklets 0.13 on the web runs `runOnUI` work in the next animation frame, scheduled from a
// microtask (lib/module/threads.js, flushUIQueue), so a render can leave some behind. Node has
// no frames, and the HTML is made by then, so on the server that work is dropped.
if (typeof globalThis.requestAnimationFrame !== 'function') globalThis.requestAnimationFrame = () => 0;

/** Keeps a reader's first presses from first paint (see ../early-input.ts); the same on every frame, and it acts once. */
const RECORDER = `<script>(${recordEarlyInput.toString()})(${JSON.stringify(`[${FRAME_ATTRIBUTE}]`)})</script>`;

/** Class names used in an HTML fragment. */
function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list.split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * A rule that applies inside demo frames only. The frame's `<style>` sits in
 * the body, after react-native-web's own sheet in the head, so unscoped it
 * would outrank that sheet everywhere: its base rules for every view and text
 * (transparent background, black border) would then undo the colours and
 * borders of any other react-native-web screen on the page, such as a
 * runnable sample started before the demo runs. Scoping raises every frame
 * rule by the same amount, so their order among themselves still decides.
 */
function scopedToFrames(rule: string): string {
  const brace = rule.indexOf('{');
  if (rule.startsWith('@') || brace < 0) return rule;
  const selectors = rule
    .slice(0, brace)
    .split(',')
    .map((selector) => `[${FRAME_ATTRIBUTE}] ${selector.trim()}`);
  return selectors.join(',') + rule.slice(brace);
}

/**
 * The rules of react-native-web's style sheet that style `html`, in the
 * sheet's own order (its groups encode precedence), scoped to demo frames:
 * rules for classes the fragment does not use, and the sheet's page-wide
 * resets, are left out.
 */
function rulesFor(html: string): string {
  const used = classNamesIn(html);
  // react-native-web's own addition to StyleSheet, absent from React Native's types.
  const { getSheet } = StyleSheet as unknown as { getSheet(): { textContent: string } };
  return getSheet()
    .textContent.split('\n')
    .filter((rule) => {
      const classes = [...rule.matchAll(/\.([\w-]+)/g)].map(([, name]) => name);
      return classes.length > 0 && classes.some((name) => used.has(name));
    })
    .map(scopedToFrames)
    .join('');
}

/**
 * A live demo's first frame: the screen rendered with react-native-web to
 * HTML, as the browser's first render of it would produce, preceded by the
 * CSS it needs and the script that keeps early input. Runs in Node, in
 * Docusaurus' server bundle, once per screen.
 * Reanimated gives each animated view a numeric `id` from a counter; in a
 * picture nothing refers to them, and they could repeat another demo's.
 * Rows that 1.1.0 places in an effect are placed here (effect-rows.mjs).
 */
export function renderFrame(Screen: ComponentType, file: string): string {
  try {
    const html = placeEffectRows(renderToString(React.createElement(Screen)).replace(/ id="\d+"/g, ''));
    return `${RECORDER}<style>${rulesFor(html)}</style>${html}`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Live demo ${file}: its first frame could not be rendered on the server: ${reason}`, { cause: error });
  }
}
