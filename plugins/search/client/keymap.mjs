/** The search shortcut: Cmd+K on Apple platforms, Ctrl+K elsewhere. */

/** @param {{ key?: unknown, ctrlKey?: boolean, metaKey?: boolean, altKey?: boolean, shiftKey?: boolean }} event @param {boolean} isMac */
export const matchesShortcut = (event, isMac) =>
  typeof event.key === 'string' &&
  event.key.toLowerCase() === 'k' &&
  !!event.ctrlKey !== isMac &&
  !!event.metaKey === isMac &&
  !event.altKey &&
  !event.shiftKey;

/** The keys, for the hint (["ctrl", "K"] or ["⌘", "K"]) or for aria-keyshortcuts ("Control+K"). @param {boolean} isMac @param {boolean} [aria] */
export const shortcutKeys = (isMac, aria = false) => [aria ? (isMac ? 'Meta' : 'Control') : isMac ? '⌘' : 'ctrl', 'K'];

/** @param {(Navigator & { userAgentData?: { platform?: string } }) | undefined} [nav] */
export const isMacPlatform = (nav = globalThis.navigator) =>
  /mac|iphone|ipad|ipod/i.test(nav?.userAgentData?.platform ?? nav?.platform ?? '');
