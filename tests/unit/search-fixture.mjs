// A small index for the search unit tests, made by the site's own builder (plugins/search/build-index.mjs)
// and opened as the worker opens it (plugins/search/client/engine.mjs).
import { buildIndex } from '../../plugins/search/build-index.mjs';
import { openIndex } from '../../plugins/search/client/engine.mjs';

// Entries as the docs scanner writes them: titles, headings, descriptions, keywords, body text.
export const PAGES = [
  { i: 1, t: 'Draggable', u: '/docs/components/draggable', b: ['Components'] },
  { i: 2, t: 'Sortable', u: '/docs/components/sortable', b: ['Components'] },
  { i: 3, t: 'Capacity Limits', u: '/docs/examples/capacity-limits', b: ['Examples'] },
  { i: 4, t: 'Troubleshooting', u: '/docs/guides/troubleshooting', b: ['Guides'] },
];
export const HEADINGS = [
  { i: 10, t: 'Bounded dragging with dragBoundsRef', u: '/docs/components/draggable', h: '#bounds', p: 1 },
  { i: 11, t: 'Drag handles', u: '/docs/components/sortable', h: '#handles', p: 2 },
];
export const DESCRIPTIONS = [{ i: 3, t: 'Limit how many items a drop zone accepts.', u: '/docs/examples/capacity-limits', p: 3 }];
export const CONTENT = [
  {
    i: 30,
    t: 'Pass dragBoundsRef to keep the item inside a view. Sortable lists reorder items.',
    u: '/docs/components/draggable',
    h: '#bounds',
    p: 1,
  },
  { i: 31, t: 'Use capacity on a droppable to limit items in a drop zone.', u: '/docs/examples/capacity-limits', h: '', p: 3 },
  {
    i: 32,
    t: 'If the item does not move, wrap the app in GestureHandlerRootView. Draggable items need it.',
    u: '/docs/guides/troubleshooting',
    h: '',
    p: 4,
  },
];

/** The index file as the build writes it and the worker reads it; no reader vocabulary unless given. */
export const NO_VOCABULARY = { readerWords: [], pageWords: [] };
export const written = (kinds, identifiers = {}, vocabulary = NO_VOCABULARY) =>
  openIndex(JSON.parse(JSON.stringify(buildIndex(kinds, identifiers, '/docs/', vocabulary))));
