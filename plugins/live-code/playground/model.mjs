// @ts-check
/**
 * One generator for each playground: settings in, a description of the
 * screen module out. The page prints that description as TSX (print.mjs)
 * and runs the same description as React elements (theme/PropsPlayground/
 * Stage.tsx), so the code shown is the code that runs. A prop whose setting
 * is the default is left out of both.
 */

/**
 * @typedef {{ lit: unknown } | { ref: string }} Expr
 *   A literal, or a name in scope (`styles.card`, `props.item.label`, `SortableDirection.Horizontal`).
 * @typedef {{ type: string, props: Array<[string, Expr]>, children: Child[] }} Element
 *   A JSX element; a prop named `...` is a spread.
 * @typedef {Element | string | { ref: string }} Child
 * @typedef {{ name: string, helper: 'withTiming' | 'withSpring', config: Record<string, number> }} WorkletFunction
 *   `function name(toValue: number) { 'worklet'; return helper(toValue, config); }`
 * @typedef {{ name: string, param: string, paramType: string, message: string, field: string }} LogFunction
 *   `function name(param: paramType) { console.log(\`message ${param.field}\`); }`
 * @typedef {{ name: string, param: string | { pick: string[], rest: string }, paramType: string, body: Element }} RenderFunction
 * @typedef {{ name: string, typeArg: string }} RefHook `const name = useRef<typeArg>(null!);`
 * @typedef {{
 *   name: string,
 *   declarations: string[],
 *   consts: Array<{ name: string, type: string, value: unknown }>,
 *   worklets: WorkletFunction[],
 *   logs: LogFunction[],
 *   renders: RenderFunction[],
 *   refs: RefHook[],
 *   root: Element,
 *   styles: Record<string, Record<string, unknown>>,
 * }} ScreenModule
 * @typedef {Record<string, string>} Settings
 */

/** @param {unknown} value @returns {Expr} */
const lit = (value) => ({ lit: value });
/** @param {string} path @returns {{ ref: string }} */
const ref = (path) => ({ ref: path });

/**
 * @param {string} type
 * @param {Record<string, Expr | false>} props in order; `false` ones (a default left out) are dropped
 * @param {...Child} children
 * @returns {Element}
 */
function el(type, props, ...children) {
  return { type, props: /** @type {Array<[string, Expr]>} */ (Object.entries(props).filter(([, expr]) => expr)), children };
}

/** The prop's expression, unless its setting is the default. @param {Settings} s @param {Settings} d @param {string} name @param {Expr} expr */
function unlessDefault(s, d, name, expr) {
  return s[name] !== d[name] && expr;
}

/** @param {string} name @param {Partial<ScreenModule>} parts @returns {ScreenModule} */
function screen(name, parts) {
  return {
    name,
    declarations: [],
    consts: [],
    worklets: [],
    logs: [],
    renders: [],
    refs: [],
    root: el('View', {}),
    styles: {},
    ...parts,
  };
}

/** `interface Name { id: string; label: string }`, the item type of every screen. @param {string} name */
const item = (name) => `interface ${name} {\n  id: string;\n  label: string;\n}`;

/** The dropped card and what a drop logs: the Draggable and Droppable screens'. */
const CARDS = {
  declarations: [item('Card')],
  logs: [{ name: 'handleDrop', param: 'card', paramType: 'Card', message: 'Dropped', field: 'label' }],
};

const CENTRED = { alignItems: 'center', justifyContent: 'center' };
const AREA = { flex: 1, margin: 16, padding: 16, justifyContent: 'space-between' };

/** @type {Record<string, WorkletFunction>} */
const DROP_ANIMATIONS = {
  timing: { name: 'slowTiming', helper: 'withTiming', config: { duration: 600 } },
  bouncy: { name: 'bouncySpring', helper: 'withSpring', config: { damping: 6, stiffness: 120 } },
};

/** @param {Settings} s @param {Settings} d */
function draggableScreen(s, d) {
  const bounded = s.dragBoundsRef === 'on';
  const animation = DROP_ANIMATIONS[s.animationFunction];
  const card = el(
    'Draggable',
    {
      data: lit({ id: 'card', label: 'Drag me' }),
      dragAxis: unlessDefault(s, d, 'dragAxis', lit(s.dragAxis)),
      collisionAlgorithm: unlessDefault(s, d, 'collisionAlgorithm', lit(s.collisionAlgorithm)),
      preDragDelay: unlessDefault(s, d, 'preDragDelay', lit(Number(s.preDragDelay))),
      dragDisabled: unlessDefault(s, d, 'dragDisabled', lit(true)),
      dragBoundsRef: bounded && ref('boundsRef'),
      animationFunction: !!animation && ref(animation.name),
      style: ref('styles.card'),
    },
    el('Text', {}, 'Drag me'),
  );
  const zone = el('Droppable', { onDrop: ref('handleDrop'), style: ref('styles.zone') }, el('Text', {}, 'Drop zone'));
  return screen('DraggablePlayground', {
    ...CARDS,
    worklets: animation ? [animation] : [],
    refs: bounded ? [{ name: 'boundsRef', typeArg: 'View' }] : [],
    root: el(
      'GestureHandlerRootView',
      { style: ref('styles.root') },
      el(
        'DropProvider',
        {},
        el('View', { ref: bounded && ref('boundsRef'), style: ref(bounded ? 'styles.frame' : 'styles.area') }, zone, card),
      ),
    ),
    styles: {
      root: { flex: 1 },
      ...(bounded
        ? { frame: { ...AREA, borderWidth: 2, borderStyle: 'dashed', borderColor: '#64748b', borderRadius: 12 } }
        : { area: AREA }),
      zone: { height: 120, borderWidth: 2, borderColor: '#6366f1', borderRadius: 12, backgroundColor: '#eef2ff', ...CENTRED },
      card: { alignSelf: 'center', width: 120, height: 64, borderRadius: 8, backgroundColor: '#fde68a', ...CENTRED },
    },
  });
}

/** @param {Settings} s @param {Settings} d */
function droppableScreen(s, d) {
  const offsetChanged = s['dropOffset.x'] !== d['dropOffset.x'] || s['dropOffset.y'] !== d['dropOffset.y'];
  const activeStyle = /** @type {Record<string, string>} */ ({ outline: 'styles.outlined', fill: 'styles.filled' })[s.activeStyle];
  /** @param {string} id @param {string} label */
  const card = (id, label) => el('Draggable', { data: lit({ id, label }), style: ref('styles.card') }, el('Text', {}, label));
  return screen('DroppablePlayground', {
    ...CARDS,
    root: el(
      'GestureHandlerRootView',
      { style: ref('styles.root') },
      el(
        'DropProvider',
        {},
        el(
          'Droppable',
          {
            onDrop: ref('handleDrop'),
            capacity: unlessDefault(s, d, 'capacity', lit(Number(s.capacity))),
            dropAlignment: unlessDefault(s, d, 'dropAlignment', lit(s.dropAlignment)),
            dropOffset: offsetChanged && lit({ x: Number(s['dropOffset.x']), y: Number(s['dropOffset.y']) }),
            dropDisabled: unlessDefault(s, d, 'dropDisabled', lit(true)),
            activeStyle: activeStyle ? ref(activeStyle) : false,
            style: ref('styles.zone'),
          },
          el('Text', {}, 'Tray'),
        ),
        el('View', { style: ref('styles.cards') }, card('a', 'Card A'), card('b', 'Card B')),
      ),
    ),
    styles: {
      root: { flex: 1, padding: 16, justifyContent: 'space-between' },
      zone: { height: 168, borderWidth: 2, borderColor: '#6366f1', borderRadius: 12, backgroundColor: '#eef2ff', ...CENTRED },
      ...(activeStyle === 'styles.outlined' && { outlined: { borderColor: '#15803d', borderWidth: 4 } }),
      ...(activeStyle === 'styles.filled' && { filled: { backgroundColor: '#bfdbfe' } }),
      cards: { flexDirection: 'row', justifyContent: 'space-around' },
      card: { width: 96, height: 56, borderRadius: 8, backgroundColor: '#fde68a', ...CENTRED },
    },
  });
}

/** @param {Settings} s @param {Settings} d */
function sortableScreen(s, d) {
  const horizontal = s.direction === 'Horizontal';
  const dynamic = s.enableDynamicHeights === 'true';
  const rows = Array.from({ length: Number(s.items) }, (_, i) => ({
    id: `item-${i + 1}`,
    // Every second label wraps onto a second line, so measured heights differ.
    label: i % 2 ? `Item ${i + 1}\nsecond line` : `Item ${i + 1}`,
  }));
  const label = el('Text', { style: ref('styles.label') }, ref('props.item.label'));
  const handle = el('SortableItem.Handle', { style: ref('styles.handle') }, el('Text', {}, '≡'));
  const row = el(
    'SortableItem',
    { key: ref('props.id'), '...': ref('props'), data: ref('props.item'), style: ref(horizontal ? 'styles.tile' : 'styles.row') },
    ...(s['SortableItem.Handle'] === 'on' ? [label, handle] : [label]),
  );
  return screen('SortablePlayground', {
    declarations: [item('Row')],
    consts: [{ name: 'ROWS', type: 'Row[]', value: rows }],
    renders: [{ name: 'renderRow', param: 'props', paramType: 'SortableRenderItemProps<Row>', body: row }],
    root: el(
      'View',
      { style: ref(horizontal ? 'styles.strip' : 'styles.screen') },
      el('Sortable', {
        data: ref('ROWS'),
        renderItem: ref('renderRow'),
        direction: horizontal && ref('SortableDirection.Horizontal'),
        itemWidth: horizontal && lit(56),
        gap: horizontal && lit(6),
        itemHeight: !horizontal && !dynamic && lit(64),
        enableDynamicHeights: unlessDefault(s, d, 'enableDynamicHeights', lit(true)),
      }),
    ),
    styles: {
      ...(horizontal
        ? {
            strip: { height: 120, marginTop: 48 },
            tile: { flexDirection: 'row', borderRadius: 12, backgroundColor: '#c7d2fe', ...CENTRED },
          }
        : {
            screen: { flex: 1 },
            row: {
              ...(dynamic ? { paddingVertical: 12 } : { height: 64 }),
              flexDirection: 'row',
              alignItems: 'center',
              paddingHorizontal: 16,
              backgroundColor: '#ffffff',
              borderBottomWidth: 1,
              borderBottomColor: '#d4d4d8',
            },
          }),
      label: { flex: 1 },
      handle: { width: 44, height: 44, ...CENTRED },
    },
  });
}

/** @param {Settings} s @param {Settings} d */
function gridScreen(s, d) {
  const gap = Number(s.gap);
  const tiles = Array.from({ length: Number(s.items) }, (_, i) => ({ id: `tile-${i + 1}`, label: String(i + 1) }));
  const tile = el(
    'SortableGridItem',
    { key: ref('item.id'), '...': ref('cellProps'), data: ref('item'), style: ref('styles.tile') },
    el('Text', { style: ref('styles.label') }, ref('item.label')),
  );
  // SortableGrid throws without `columns` (components/SortableGrid.tsx), so it is always written.
  const dimensions = {
    columns: Number(s.columns),
    itemWidth: 48,
    itemHeight: 48,
    ...(s.gap !== d.gap && { rowGap: gap, columnGap: gap }),
  };
  return screen('SortableGridPlayground', {
    declarations: [item('Tile')],
    consts: [{ name: 'TILES', type: 'Tile[]', value: tiles }],
    renders: [
      { name: 'renderTile', param: { pick: ['item'], rest: 'cellProps' }, paramType: 'SortableGridRenderItemProps<Tile>', body: tile },
    ],
    root: el(
      'View',
      { style: ref('styles.screen') },
      el('SortableGrid', {
        data: ref('TILES'),
        renderItem: ref('renderTile'),
        dimensions: lit(dimensions),
        strategy: unlessDefault(s, d, 'strategy', ref(`GridStrategy.${s.strategy}`)),
      }),
    ),
    styles: {
      screen: { flex: 1, padding: 16 },
      tile: { borderRadius: 12, backgroundColor: '#c7d2fe', ...CENTRED },
      label: { fontSize: 20, fontWeight: '600' },
    },
  });
}

const BUILDERS = { Draggable: draggableScreen, Droppable: droppableScreen, Sortable: sortableScreen, SortableGrid: gridScreen };

/**
 * The screen module for a playground's settings.
 * @param {string} of one of PLAYGROUNDS (controls.mjs)
 * @param {Settings} settings every control's value
 * @param {Settings} defaults every control's default
 * @returns {ScreenModule}
 */
export function buildScreen(of, settings, defaults) {
  const build = BUILDERS[/** @type {keyof typeof BUILDERS} */ (of)];
  if (!build) throw new Error(`No playground for ${of}`);
  return build(settings, defaults);
}
