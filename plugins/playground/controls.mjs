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

export const PLAYGROUNDS = ['Draggable', 'Droppable', 'Sortable', 'SortableGrid'];

// The ranges keep every list and grid inside the playground's 400 px screen: a
// scroll area there would be one more thing to reach by keyboard, for nothing.

/** Options for each value of a union, the documented default marked. @param {string[]} values @param {unknown} fallback */
function choices(values, fallback) {
  return values.map((value) => ({ value, label: value === String(fallback) ? `${value} (default)` : value }));
}

/** A boolean prop: `false` (or unset) is the default, so only `true` is written. @param {DocumentedDefault} documented */
function onOff(documented) {
  const label = documented.value === null ? 'not set (default)' : `${documented.text} (default)`;
  return [
    { value: 'false', label },
    { value: 'true', label: 'true' },
  ];
}

/** @param {DocumentedDefault} documented @param {number} min @param {number} max @param {number} [step] @returns {Omit<Control, 'name'>} */
function number(documented, min, max, step = 1) {
  return { kind: 'number', min, max, step, defaultValue: String(documented.value), hint: `default ${documented.text}` };
}

/**
 * @param {string} of the component: one of PLAYGROUNDS
 * @param {Defaults} defaults from defaults.mjs, built from the member source
 * @returns {Control[]}
 */
export function controlsOf(of, defaults) {
  const d = defaults[of];
  switch (of) {
    case 'Draggable':
      return [
        {
          name: 'dragAxis',
          kind: 'select',
          options: choices(['both', 'x', 'y'], d.dragAxis.value),
          defaultValue: String(d.dragAxis.value),
        },
        {
          name: 'collisionAlgorithm',
          kind: 'select',
          options: choices(['intersect', 'center', 'contain'], d.collisionAlgorithm.value),
          defaultValue: String(d.collisionAlgorithm.value),
        },
        { name: 'preDragDelay', ...number(d.preDragDelay, 0, 2000, 100) },
        { name: 'dragDisabled', kind: 'select', options: onOff(d.dragDisabled), defaultValue: 'false' },
        {
          name: 'dragBoundsRef',
          kind: 'select',
          options: [
            { value: 'off', label: 'not set (default)' },
            { value: 'on', label: 'the grey frame' },
          ],
          defaultValue: 'off',
        },
        {
          name: 'animationFunction',
          kind: 'select',
          options: [
            { value: 'default', label: `${d.animationFunction.text} (default)` },
            { value: 'timing', label: 'withTiming, 600 ms' },
            { value: 'bouncy', label: 'withSpring, low damping' },
          ],
          defaultValue: 'default',
        },
      ];
    case 'Droppable':
      return [
        { name: 'capacity', ...number(d.capacity, 1, 3) },
        {
          name: 'dropAlignment',
          kind: 'select',
          options: choices(
            [
              'center',
              'top-left',
              'top-center',
              'top-right',
              'center-left',
              'center-right',
              'bottom-left',
              'bottom-center',
              'bottom-right',
            ],
            d.dropAlignment.value,
          ),
          defaultValue: String(d.dropAlignment.value),
        },
        { name: 'dropOffset.x', ...offset(d.dropOffset, 'x') },
        { name: 'dropOffset.y', ...offset(d.dropOffset, 'y') },
        { name: 'dropDisabled', kind: 'select', options: onOff(d.dropDisabled), defaultValue: 'false' },
        {
          name: 'activeStyle',
          kind: 'select',
          options: [
            { value: 'none', label: 'not set (default)' },
            { value: 'outline', label: 'green outline' },
            { value: 'fill', label: 'blue fill' },
          ],
          defaultValue: 'none',
        },
      ];
    case 'Sortable':
      return [
        {
          name: 'direction',
          kind: 'select',
          options: choices(['Vertical', 'Horizontal'], d.direction.value),
          defaultValue: String(d.direction.value),
        },
        {
          name: 'SortableItem.Handle',
          kind: 'select',
          options: [
            { value: 'off', label: 'none, the whole item (default)' },
            { value: 'on', label: 'a grip on each item' },
          ],
          defaultValue: 'off',
        },
        { name: 'items', kind: 'number', min: 2, max: 6, step: 1, defaultValue: '5', hint: 'length of data' },
        { name: 'enableDynamicHeights', kind: 'select', options: onOff(d.enableDynamicHeights), defaultValue: 'false' },
      ];
    case 'SortableGrid':
      return [
        { name: 'columns', ...number(d.columns, 2, 4) },
        {
          name: 'strategy',
          kind: 'select',
          options: choices(['Insert', 'Swap'], d.strategy.value),
          defaultValue: String(d.strategy.value),
        },
        { name: 'gap', ...number(d.gap, 0, 16, 4), hint: `rowGap and columnGap, default ${d.gap.text}` },
        { name: 'items', kind: 'number', min: 2, max: 9, step: 1, defaultValue: '9', hint: 'length of data' },
      ];
    default:
      throw new Error(`No playground for ${of}; there are ${PLAYGROUNDS.join(', ')}`);
  }
}

/** @param {DocumentedDefault} documented @param {'x' | 'y'} axis */
function offset(documented, axis) {
  const value = /** @type {Record<string, number> | null} */ (documented.value)?.[axis] ?? 0;
  return /** @type {const} */ ({ kind: 'number', min: -40, max: 40, step: 4, defaultValue: String(value), hint: `default ${value}` });
}

/** Whether `value` is one the control accepts. @param {Control} control @param {string} value */
export function isValid(control, value) {
  if (control.kind === 'select') return (control.options ?? []).some((option) => option.value === value);
  if (!/^-?\d+$/.test(value)) return false;
  const n = Number(value);
  return n >= (control.min ?? -Infinity) && n <= (control.max ?? Infinity);
}

/** Every control's default. @param {Control[]} controls @returns {Settings} */
export function defaultSettings(controls) {
  return Object.fromEntries(controls.map((control) => [control.name, control.defaultValue]));
}

/**
 * Settings from the page's query string; a missing or unusable value is the default, silently.
 * @param {Control[]} controls @param {string} search
 * @returns {Settings}
 */
export function readSettings(controls, search) {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    controls.map((control) => {
      const value = params.get(control.name);
      return [control.name, value !== null && isValid(control, value) ? value : control.defaultValue];
    }),
  );
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
