// @ts-check
/**
 * Props the harness passes to samples whose component needs them, keyed by
 * `<doc id> <block title>` (the same in both docs versions). A value is plain
 * data, or CALLBACK for a function prop: the harness passes a function that
 * does nothing. The page shows the element the harness renders, props
 * included, next to the Run button.
 */
export const CALLBACK = Symbol('callback');

const task = { id: 'task-1', title: 'Write the release notes' };
const rows = ['Intro', 'Setup', 'Drag', 'Drop'].map((label, i) => ({ id: `row-${i + 1}`, label }));
const titled = ['Intro', 'Setup', 'Drag', 'Drop'].map((title, i) => ({ id: `item-${i + 1}`, title }));

/** @type {Record<string, Record<string, unknown>>} */
export const SAMPLE_PROPS = {
  'components/draggable TypedDraggable.tsx': { task: { ...task, priority: 'high' } },
  'guides/accessibility AccessibleSortable.tsx': { songs: titled },
  'guides/accessibility CalmDraggable.tsx': { label: 'Drag me' },
  'guides/animations ReducedMotionDraggable.tsx': { task },
  'guides/animations LiftOnDrag.tsx': { label: 'Drag me' },
  'guides/constraints-bounds Slider.tsx': { onMoved: CALLBACK },
  'guides/performance Palette.tsx': {
    swatches: ['#f87171', '#60a5fa', '#34d399'].map((color, i) => ({ id: `swatch-${i + 1}`, color })),
    onPick: CALLBACK,
    onBusyChange: CALLBACK,
  },
  'guides/performance TaskList.tsx': { initial: titled },
  'guides/troubleshooting FixedRows.tsx': { rows },
  'guides/troubleshooting HandleInline.tsx': { title: 'Track 7' },
  'guides/troubleshooting ReorderOnDrop.tsx': { initial: titled },
  'hooks/useDraggable DraggableCard.tsx': { id: 'card-1', label: 'Drag me' },
  'hooks/useDraggable RowWithHandle.tsx': { title: 'Track 7' },
  'hooks/useDraggable BoundedTask.tsx': { task },
  'hooks/useSortable CustomRows.tsx': { tracks: titled },
  'hooks/useSortableList CustomSortableList.tsx': { chapters: titled },
  'hooks/useSortableList OrderedChapters.tsx': { chapters: titled },
};

/** The props the harness gives the sample `title` on doc page `docId`, or undefined. @param {string} docId @param {string} title */
export function sampleProps(docId, title) {
  return SAMPLE_PROPS[`${docId} ${title}`];
}

/**
 * The element the harness renders, its props as JSX attributes (`task={{…}}`), as the page shows it and the entry writes it.
 * @param {string} name @param {Record<string, unknown>} props
 */
export function harnessElement(name, props) {
  const attributes = Object.entries(props)
    .map(([prop, value]) => {
      if (value === CALLBACK) return ` ${prop}={() => {}}`;
      if (typeof value === 'string') return ` ${prop}=${JSON.stringify(value)}`;
      return ` ${prop}={${JSON.stringify(value)}}`;
    })
    .join('');
  return `<${name}${attributes} />`;
}
