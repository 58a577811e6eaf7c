// @ts-check
/**
 * What tests/e2e/stacks.spec.ts found on each Expo SDK row's stack
 * (data/versions.mjs, EXPO_STACKS): the docs version's demo screens,
 * bundled with that SDK's Reanimated, Worklets, Gesture Handler and
 * react-native-web (lib/stack-bundle.mjs), each dragged once in
 * Chromium. The compatibility table's status column is written from it
 * (compatibility.mjs), and the test fails when a stack no longer does what
 * its entry says, in either direction.
 *
 * @typedef {object} StackResult
 * @property {boolean} runs every demo bundled, loaded without an error and followed a drag
 * @property {Record<string, string>} [failing] demo screen -> what it did instead of following the drag
 * @property {string[]} [errors] page errors and console errors while the demos loaded and were dragged
 * @property {string[]} [deprecationWarnings] console warnings that mention a deprecation
 * @property {string} [summary] what fails, in words, for the table
 */

/** @type {Record<number, StackResult>} */
export const STACK_RESULTS = {
  58: { runs: true },
  57: { runs: true },
  56: { runs: true },
  55: { runs: true },
  53: {
    runs: false,
    failing: { SortableListScreen: 'does not follow the pointer (moved 0 px of 40)' },
    summary:
      'On the web every Draggable demo follows a drag, but the sortable list’s rows do not move with Gesture Handler 2.24 as published: 1.1.0 hands its row handler to PanGestureHandler’s onGestureEvent only, which the web code gives active-state events only (the site’s live demos patch their copy).',
  },
};
