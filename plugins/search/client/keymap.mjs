/**
 * The search shortcut from the plugin's keymap option, such as "mod+k" ("mod" is Cmd on Apple platforms, Ctrl elsewhere).
 * @typedef {{ key: string, ctrl: boolean, meta: boolean, alt: boolean, shift: boolean }} Shortcut
 * @param {unknown} keymap @param {boolean} isMac @returns {Shortcut}
 */
export function parseShortcut(keymap, isMac) {
  const parts = String(keymap || 'mod+k')
    .toLowerCase()
    .split('+')
    .map((part) => part.trim());
  const has = (/** @type {string[]} */ ...names) => parts.some((part) => names.includes(part));
  return {
    key: parts.find((part) => !['mod', 'ctrl', 'control', 'cmd', 'meta', 'alt', 'option', 'shift'].includes(part)) ?? '',
    ctrl: has('ctrl', 'control') || (!isMac && has('mod')),
    meta: has('cmd', 'meta') || (isMac && has('mod')),
    alt: has('alt', 'option'),
    shift: has('shift'),
  };
}

/** @param {{ key?: unknown, ctrlKey?: boolean, metaKey?: boolean, altKey?: boolean, shiftKey?: boolean }} event @param {Shortcut} shortcut */
export const matchesShortcut = (event, shortcut) =>
  typeof event.key === 'string' &&
  event.key.toLowerCase() === shortcut.key &&
  !!event.ctrlKey === shortcut.ctrl &&
  !!event.metaKey === shortcut.meta &&
  !!event.altKey === shortcut.alt &&
  !!event.shiftKey === shortcut.shift;

/** The keys, for the hint (["ctrl", "K"] or ["⌘", "K"]) or for aria-keyshortcuts ("Control+K"). @param {Shortcut} shortcut @param {boolean} [aria] */
export function shortcutKeys(shortcut, aria = false) {
  const names = aria ? ['Control', 'Meta', 'Alt', 'Shift'] : ['ctrl', '⌘', 'alt', 'shift'];
  const keys = names.filter((_, i) => [shortcut.ctrl, shortcut.meta, shortcut.alt, shortcut.shift][i]);
  return shortcut.key ? [...keys, shortcut.key.toUpperCase()] : keys;
}

/** @param {(Navigator & { userAgentData?: { platform?: string } }) | undefined} [nav] */
export const isMacPlatform = (nav = globalThis.navigator) =>
  /mac|iphone|ipad|ipod/i.test(nav?.userAgentData?.platform ?? nav?.platform ?? '');
