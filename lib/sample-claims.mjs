// @ts-check
/**
 * Which runnable samples the docs say something about a drag for, so that a
 * sample with such a claim and no drag test is visible. A sample's section
 * (its h2 or h3 heading down to the next one, code left out) is searched for
 * drag-outcome wording: it moves, stays inside, lands, springs back,
 * reorders, swaps, highlights, is drawn above, a counter. Each sample found
 * must have a row in the CLAIMS table of tests/e2e/sample-drag-claims.spec.ts
 * (which performs the drag and asserts the outcome), or an entry below:
 * NO_DRAG_CLAIM when the wording is not a claim this sample can show (with
 * the reason), UNPROVEN when it is a claim that has no drag test yet.
 *
 * Usage: node lib/sample-claims.mjs  (lists the samples and what covers each)
 */
import { readFileSync } from 'node:fs';
import { samplePages } from './runnable-samples.mjs';

/** Words that state what a drag does to what the reader sees. Inline code is removed before matching. */
export const DRAG_OUTCOME =
  /\b(?:moves?|slides?|stays? (?:inside|within|on (?:the )?track|in bounds|visible|above|on top)|cannot be dragged past|lands?|snaps? (?:in|to|into)|springs? back|returns? (?:home|to where)|reorder(?:s|ed)?|swap(?:s|ped)?|trade places|shift by one|highlights?|lights? up|drawn above|counter)\b/i;

/**
 * Samples whose section has drag-outcome wording that is not a claim about
 * what a drag does in this sample, keyed `<doc id> <title>` (`#n` after the
 * title for the n-th sample of that title on a page), with the reason.
 */
export const NO_DRAG_CLAIM = {
  'components/draggable LongPressDraggable.tsx': 'the wording is about when a drag starts (timing), not what it moves',
  'components/draggable TimedDraggable.tsx': 'names the two ends of a drop (settles or returns) to introduce the animation option',
  'components/droppable ParkingSpots.tsx': 'the count rules are the capacity entry’s; the sentence links there',
  'components/sortable-item RoundedRows.tsx': 'styling advice ("while one moves"), not an outcome of the sample',
  'components/sortable SavedOrder.tsx': 'the wording is about updating `data` and the remount, which this sample avoids',
  'components/sortable StateOrder.tsx': 'the wording is about updating `data` and the remount, not a drag outcome shown here',
  'context/DragDropContext ZoneDebugger.tsx': 'a debug readout; "when drops land in the wrong place" is the motivation',
  'context/DropProvider SeatingPlan.tsx': 'lists when onDroppedItemsUpdate runs, the provider entry’s behaviour',
  'context/DropProvider CollapsibleTray.tsx': 'the wording is about containers that move, not a drag outcome',
  'examples/advanced-features RemeasureScreen.tsx': 'the wording is about layout moving zones, not a drag outcome',
  'getting-started/basic-concepts Anatomy.tsx': 'a statement about two providers, not this sample’s drag',
  'getting-started/setup-provider ProviderRef.tsx': 'the wording is about record keys, not a drag outcome',
  'getting-started/setup-provider ScrollingZones.tsx': 'the wording is about scrolling moving zones, not a drag outcome',
  'guides/accessibility AccessibleBoard.tsx': '"move to" is an accessibility action, pressed, not dragged',
  'guides/accessibility AccessibleSortable.tsx': '"move up / move down" are accessibility actions, not drags',
  'guides/animations LiftOnDrag.tsx': 'the highlight wording is advice for zones; the lift is timing, not a position',
  'guides/constraints-bounds ScrollableBoard.tsx': 'the wording is about a ScrollView moving its content',
  'guides/performance Palette.tsx': 'lists when consumers re-render, not what a drag does',
  'guides/troubleshooting ReorderOnDrop.tsx': 'names what the library does internally; the fix is where state is set',
  'hooks/useDraggable DraggableCard.tsx': 'explains what `animatedViewProps.style` carries',
};

/**
 * Samples whose text does claim a drag outcome that no row proves yet, with
 * the claim. Each one is a gap to close by adding a row; none is open.
 * @type {Record<string, string>}
 */
export const UNPROVEN = {};

/** The key of the `nth` sample titled `title` on doc page `docId`. @param {string} docId @param {string} title @param {number} nth */
export const claimKey = (docId, title, nth = 1) => `${docId} ${title}${nth > 1 ? `#${nth}` : ''}`;

/** The prose of the section around line `line` (1-based) of `lines`: headings h2/h3 bound it; fenced code is left out. @param {string[]} lines @param {number} line */
function sectionProse(lines, line) {
  let start = line - 1;
  while (start > 0 && !/^#{2,3} /.test(lines[start])) start -= 1;
  let end = line;
  while (end < lines.length && !/^#{2,3} /.test(lines[end])) end += 1;
  const prose = [];
  let fence = false;
  for (const text of lines.slice(start, end)) {
    if (/^\s*(?:```|~~~)/.test(text)) fence = !fence;
    else if (!fence) prose.push(text);
  }
  return prose.join(' ').replace(/`[^`]*`/g, '`…`');
}

/** Every runnable sample of both versions: [{ key, version, prose }], prose being its section's. */
export function runnableSamples() {
  return samplePages().flatMap((page) => {
    const lines = readFileSync(page.file, 'utf8').split('\n');
    const docId = page.route.replace(/^\/docs\/(?:1\.x\/)?/, '');
    return page.samples
      .filter((sample) => sample.runnable)
      .map(({ title, nth, line }) => ({ key: claimKey(docId, title, nth), version: page.version, prose: sectionProse(lines, line) }));
  });
}

/**
 * The runnable samples of both versions whose section has drag-outcome
 * wording: [{ key, versions, sentence }], one per key, with the first
 * sentence found.
 */
export function dragClaimCandidates() {
  /** @type {Map<string, { key: string, versions: string[], sentence: string }>} */
  const found = new Map();
  for (const { key, version, prose } of runnableSamples()) {
    const sentence = prose.split(/(?<=[.!?:])\s+/).find((s) => DRAG_OUTCOME.test(s));
    if (!sentence) continue;
    const entry = found.get(key) ?? { key, versions: [], sentence };
    entry.versions.push(version);
    found.set(key, entry);
  }
  return [...found.values()];
}

/** The `page`/`sample`/`nth` rows of the CLAIMS table, read from the spec's source. @param {string} spec */
export function claimRows(spec) {
  const table = spec.slice(spec.indexOf('const CLAIMS'));
  return [...table.matchAll(/page: '([^']+)',\s*sample: '([^']+)',(?:\s*nth: (\d+),)?/g)].map((m) =>
    claimKey(m[1], m[2], Number(m[3] ?? 1)),
  );
}

if (process.argv[1]?.endsWith('sample-claims.mjs')) {
  const rows = new Set(claimRows(readFileSync('tests/e2e/sample-drag-claims.spec.ts', 'utf8')));
  for (const { key, versions, sentence } of dragClaimCandidates()) {
    const cover = rows.has(key)
      ? 'drag test'
      : Object.hasOwn(NO_DRAG_CLAIM, key)
        ? 'no drag claim'
        : Object.hasOwn(UNPROVEN, key)
          ? 'UNPROVEN'
          : 'MISSING';
    console.log(`${cover.padEnd(13)} ${key} [${versions}]: ${sentence.slice(0, 100)}`);
  }
}
