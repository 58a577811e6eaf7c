// @ts-check
/**
 * The controls of each playground and how settings travel through the page's
 * address. Every setting is a string (a form value or a query parameter);
 * model.mjs turns settings into the screen module.
 */

/**
 * @typedef {{ value: string, label: string }} Option
 * @typedef {{
 *   name: string,
 *   kind: 'select' | 'number',
 *   options?: Option[],
 *   min?: number,
 *   max?: number,
 *   step?: number,
 *   defaultValue: string,
 *   hint?: string,
 * }} Control
 * @typedef {Record<string, string>} Settings
 * @typedef {{ text: string, value: unknown }} DocumentedDefault
 * @typedef {Record<string, Record<string, DocumentedDefault>>} Defaults
 */

// The ranges keep every list and grid inside the playground's 400 px screen: a
// scroll area there would be one more thing to reach by keyboard, for nothing.

/**
 * An option's label marked as the default. A documented default that already
 * says "default" in brackets (`withSpring` (default config)) loses that
 * bracket, so the label says it once: "withSpring (default)".
 * @param {string} text
 */
export function defaultLabel(text) {
  return `${text.replace(/\s*\([^)]*\bdefault\b[^)]*\)\s*$/, '')} (default)`;
}

/** A boolean prop: `false` (or unset) is the default, so only `true` is written. @param {string} name @param {DocumentedDefault} documented @returns {Control} */
function onOff(name, documented) {
  return select(name, [
    ['false', defaultLabel(documented.value === null ? 'not set' : documented.text)],
    ['true', 'true'],
  ]);
}

/** A prop taking one of a union's values, the documented default selected and marked. @param {string} name @param {string[]} values @param {DocumentedDefault} documented @returns {Control} */
function union(name, values, documented) {
  const fallback = String(documented.value);
  const options = values.map((value) => ({ value, label: value === fallback ? defaultLabel(value) : value }));
  return { name, kind: 'select', options, defaultValue: fallback };
}

/** A select of [value, label] options, the first selected. @param {string} name @param {[string, string][]} options @returns {Control} */
function select(name, options) {
  return { name, kind: 'select', options: options.map(([value, label]) => ({ value, label })), defaultValue: options[0][0] };
}

/** @param {DocumentedDefault} documented @param {number} min @param {number} max @param {number} [step] @returns {Omit<Control, 'name'>} */
function number(documented, min, max, step = 1) {
  return { kind: 'number', min, max, step, defaultValue: String(documented.value), hint: `default ${documented.text}` };
}

/** @param {number} max @param {number} defaultValue @returns {Control} */
const itemCount = (max, defaultValue) => ({
  name: 'items',
  ...number({ text: '', value: defaultValue }, 2, max),
  hint: 'the length of data',
});

/** Droppable's dropAlignment values: `center`, then the edges and corners row by row (`top-left` … `bottom-right`). */
const ALIGNMENTS = [
  'center',
  ...['top', 'center', 'bottom'].flatMap((row) => ['left', 'center', 'right'].map((column) => `${row}-${column}`)),
].filter((alignment) => alignment !== 'center-center');

/** Each playground's controls, given its props' documented defaults. @type {Record<string, (d: Defaults[string]) => Control[]>} */
const CONTROLS = {
  Draggable: (d) => [
    union('dragAxis', ['both', 'x', 'y'], d.dragAxis),
    union('collisionAlgorithm', ['intersect', 'center', 'contain'], d.collisionAlgorithm),
    { name: 'preDragDelay', ...number(d.preDragDelay, 0, 2000, 100) },
    onOff('dragDisabled', d.dragDisabled),
    select('dragBoundsRef', [
      ['off', 'not set (default)'],
      ['on', 'the grey frame'],
    ]),
    select('animationFunction', [
      ['default', defaultLabel(d.animationFunction.text)],
      ['timing', 'withTiming, 600 ms'],
      ['bouncy', 'withSpring, low damping'],
    ]),
  ],
  Droppable: (d) => [
    { name: 'capacity', ...number(d.capacity, 1, 3) },
    union('dropAlignment', ALIGNMENTS, d.dropAlignment),
    { name: 'dropOffset.x', ...offset(d.dropOffset, 'x') },
    { name: 'dropOffset.y', ...offset(d.dropOffset, 'y') },
    onOff('dropDisabled', d.dropDisabled),
    select('activeStyle', [
      ['none', 'not set (default)'],
      ['outline', 'green outline'],
      ['fill', 'blue fill'],
    ]),
  ],
  Sortable: (d) => [
    union('direction', ['Vertical', 'Horizontal'], d.direction),
    select('SortableItem.Handle', [
      ['off', 'none, the whole item (default)'],
      ['on', 'a grip on each item'],
    ]),
    itemCount(6, 5),
    onOff('enableDynamicHeights', d.enableDynamicHeights),
  ],
  SortableGrid: (d) => [
    { name: 'columns', ...number(d.columns, 2, 4) },
    union('strategy', ['Insert', 'Swap'], d.strategy),
    { name: 'gap', ...number(d.gap, 0, 16, 4), hint: `rowGap and columnGap, default ${d.gap.text}` },
    itemCount(9, 9),
  ],
};

export const PLAYGROUNDS = Object.keys(CONTROLS);

/**
 * @param {string} of the component: one of PLAYGROUNDS
 * @param {Defaults} defaults from defaults.mjs, built from the member source
 * @returns {Control[]}
 */
export function controlsOf(of, defaults) {
  if (!Object.hasOwn(CONTROLS, of)) throw new Error(`No playground for ${of}; there are ${PLAYGROUNDS.join(', ')}`);
  return CONTROLS[of](defaults[of]);
}

/** @param {DocumentedDefault} documented @param {'x' | 'y'} axis */
function offset(documented, axis) {
  const value = /** @type {Record<string, number> | null} */ (documented.value)?.[axis] ?? 0;
  return /** @type {const} */ ({ kind: 'number', min: -40, max: 40, step: 4, defaultValue: String(value), hint: `default ${value}` });
}

/** What a number field says under itself: its range ("0 to 2000"), then its hint. @param {Control} control */
export function hintOf(control) {
  return control.kind === 'number' ? [`${control.min} to ${control.max}`, control.hint].filter(Boolean).join(', ') : (control.hint ?? '');
}

/** A typed or linked value as a message quotes it: a long one cut short. @param {string} raw */
function quoted(raw) {
  return raw.length > 12 ? `${raw.slice(0, 10)}…` : raw;
}

/** A number written in decimal notation, the way a number field or a link gives it. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * @typedef {{ value: string | null, note: string }} Normalised
 *   `value`: the setting to use, null when `raw` is refused (keep the current
 *   setting); `note`: what the control says about `raw`, empty when `raw` is
 *   already a setting as the playground writes it.
 */

/**
 * A value for `control` as typed or as linked, normalised: a whole number in
 * range is written as `String(Number(raw))` (so `-0`, `01` and `0000…` are
 * `0` and `1`), one out of range is clamped to the nearest bound, and
 * anything else is refused. Each case but the first says so in `note`.
 * @param {Control} control @param {string} raw
 * @returns {Normalised}
 */
export function normalise(control, raw) {
  if (control.kind === 'select') {
    if ((control.options ?? []).some((option) => option.value === raw)) return { value: raw, note: '' };
    return { value: null, note: `"${quoted(raw)}" is not one of the options.` };
  }
  const text = raw.trim();
  const range = `${control.min} to ${control.max}`;
  if (text === '') return { value: null, note: `Type a whole number from ${range}.` };
  const n = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(n)) return { value: null, note: `${quoted(raw)} is not a number: type one from ${range}.` };
  if (!Number.isInteger(n)) return { value: null, note: `${quoted(raw)} is not a whole number: type one from ${range}.` };
  const min = control.min ?? -Infinity;
  const max = control.max ?? Infinity;
  if (n < min) return { value: String(min), note: `${quoted(raw)} is below ${min}, the least here: set to ${min}.` };
  if (n > max) return { value: String(max), note: `${quoted(raw)} is above ${max}, the most here: set to ${max}.` };
  const value = String(n);
  return { value, note: value === raw ? '' : `${quoted(raw)} is read as ${value}.` };
}

/** Every control's default. @param {Control[]} controls @returns {Settings} */
export function defaultSettings(controls) {
  return Object.fromEntries(controls.map((control) => [control.name, control.defaultValue]));
}

/**
 * Settings from the page's query string, normalised (normalise); a refused
 * value is the default. `notes` has what each control says about its value
 * in the address, for the controls whose value was changed or refused.
 * @param {Control[]} controls @param {string} search
 * @returns {{ settings: Settings, notes: Record<string, string> }}
 */
export function readAddress(controls, search) {
  const params = new URLSearchParams(search);
  /** @type {Settings} */
  const settings = {};
  /** @type {Record<string, string>} */
  const notes = {};
  for (const control of controls) {
    const raw = params.get(control.name);
    if (raw === null) {
      settings[control.name] = control.defaultValue;
      continue;
    }
    const { value, note } = normalise(control, raw);
    settings[control.name] = value ?? control.defaultValue;
    if (value === null) notes[control.name] = `${note} Set to the default, ${control.defaultValue}.`;
    else if (note) notes[control.name] = note;
  }
  return { settings, notes };
}

/**
 * The query string for `settings`: only what differs from the defaults, and
 * other parameters of the page kept.
 * @param {Control[]} controls @param {Settings} settings @param {string} search the current query
 */
export function writeSettings(controls, settings, search) {
  const params = new URLSearchParams(search);
  for (const control of controls) {
    if (settings[control.name] === control.defaultValue) params.delete(control.name);
    else params.set(control.name, settings[control.name]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
