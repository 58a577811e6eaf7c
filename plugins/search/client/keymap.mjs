/**
 * The search shortcut (Cmd/Ctrl+K), from the plugin's keymap
 * option such as "mod+k" ("mod" is Cmd on Apple platforms, Ctrl elsewhere).
 * @typedef {{ key: string, ctrl: boolean, meta: boolean, alt: boolean, shift: boolean }} Shortcut
 * @param {unknown} keymap
 * @param {boolean} isMac
 * @returns {Shortcut}
 */
export function parseShortcut(keymap, isMac) {
  const shortcut = { key: '', ctrl: false, meta: false, alt: false, shift: false };
  for (const part of String(keymap || 'mod+k')
    .toLowerCase()
    .split('+')
    .map((p) => p.trim())) {
    if (part === 'mod') shortcut[isMac ? 'meta' : 'ctrl'] = true;
    else if (part === 'ctrl' || part === 'control') shortcut.ctrl = true;
    else if (part === 'cmd' || part === 'meta') shortcut.meta = true;
    else if (part === 'alt' || part === 'option') shortcut.alt = true;
    else if (part === 'shift') shortcut.shift = true;
    else shortcut.key = part;
  }
  return shortcut;
}

/**
 * @param {{ key?: unknown, ctrlKey?: boolean, metaKey?: boolean, altKey?: boolean, shiftKey?: boolean }} event a keyboard event
 * @param {Shortcut} shortcut
 */
export function matchesShortcut(event, shortcut) {
  return (
    typeof event.key === 'string' &&
    event.key.toLowerCase() === shortcut.key &&
    !!event.ctrlKey === shortcut.ctrl &&
    !!event.metaKey === shortcut.meta &&
    !!event.altKey === shortcut.alt &&
    !!event.shiftKey === shortcut.shift
  );
}

/** The keys to show in the hint, e.g. ["ctrl", "K"] or ["⌘", "K"]. @param {Shortcut} shortcut */
export function shortcutHints(shortcut) {
  /** @type {string[]} */
  const hints = [];
  if (shortcut.ctrl) hints.push('ctrl');
  if (shortcut.meta) hints.push('⌘');
  if (shortcut.alt) hints.push('alt');
  if (shortcut.shift) hints.push('shift');
  if (shortcut.key) hints.push(shortcut.key.toUpperCase());
  return hints;
}

/** For aria-keyshortcuts, e.g. "Control+K". @param {Shortcut} shortcut */
export function ariaShortcut(shortcut) {
  /** @type {string[]} */
  const parts = [];
  if (shortcut.ctrl) parts.push('Control');
  if (shortcut.meta) parts.push('Meta');
  if (shortcut.alt) parts.push('Alt');
  if (shortcut.shift) parts.push('Shift');
  if (shortcut.key) parts.push(shortcut.key.toUpperCase());
  return parts.join('+');
}

/** @param {(Navigator & { userAgentData?: { platform?: string } }) | undefined} [nav] */
export function isMacPlatform(nav = globalThis.navigator) {
  const platform = nav?.userAgentData?.platform ?? nav?.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
