/**
 * The reader's words → the words the docs use. Applied to plain queries only
 * (a query written in the search syntax is taken literally): the search runs
 * the reader's own words first and, where an entry matches, the same query
 * with the docs' words, tier by tier (see withVocabulary). The docs' words
 * only decide which entries are found; a result's text is always the page's
 * own text, so nothing here is shown as if a page said it.
 *
 * One entry a line: [reader's words, docs' words], with the reason. A reader
 * phrase of several words matches those words in a row; docs' words '' drop
 * the phrase (words every page shares, which only narrow the query).
 */
export const VOCABULARY = [
  // Stack and tool names.
  ['react native', ''], // Every page is about React Native; readers add it to their questions, pages rarely repeat it.
  ['rn', ''], // Same, abbreviated.
  ['expo', 'expo go'], // The install page covers Expo under "Expo Go"; other pages only name Expo in passing.
  ['sdk', 'expo go'], // "Expo SDK 54": Expo's release number; the install page answers it.
  ['web', 'web react-native-web'], // Readers ask about "web"; the install page names the react-native-web package.
  ['metro', 'metro cache'], // Metro questions are about its cache after installing the Babel plugin.
  ['babel', 'babel plugin'], // The Babel step of the install page.
  ['worklets', 'react-native-worklets'], // The package name the docs use.
  ['worklets/plugin', 'babel plugin'], // The Worklets Babel plugin's module path: the install page's Babel step.
  ['autoscroll', 'auto-scroll'], // One word for the docs' "auto-scroll".
  ['v4', '4'], // "Reanimated v4": the docs write version numbers without the v.
  ['v3', '3'], // Same.
  ['v2', '2'], // Same.
  ['zustand', 'save order'], // A state store: the question is how to save the new order (Save the new order).
  ['redux', 'save order'], // Same.
  ['typescript', 'typed'], // The pages show TypeScript under "Typed data" and the types pages.
  ['ts', 'typed'], // Same, abbreviated.
  ['a11y', 'accessibility'], // Numeronym.
  ['screen reader', 'accessibility'], // Handled on the accessibility guide.
  ['support', 'compatibility'], // "Web support", "v4 support": the install page's Compatibility section.
  // Task verbs.
  ['reorder', 'sortable'], // Reordering a list is what Sortable does.
  ['reordering', 'sortable'], // Same.
  ['rearrange', 'sortable'], // Same, other verb.
  ['sorting', 'sortable'], // Same.
  ['sort', 'sortable'], // Same.
  ['highlight', 'activeStyle'], // A zone's look while an item is over it is its activeStyle.
  ['hovering', 'hovers'], // The docs say "while an item hovers".
  ['color', 'activeStyle'], // Changing a zone's colour during a drag is activeStyle.
  ['colour', 'activeStyle'], // Same, British spelling.
  ['limit', 'capacity'], // How many items a zone takes is its capacity.
  ['max', 'capacity'], // Same.
  ['full', 'capacity'], // A full zone has reached its capacity.
  ['one item per zone', 'capacity'], // Capacity 1.
  ['lock', 'axis'], // Locking movement to a direction is dragAxis.
  ['restrict', 'axis'], // Same.
  ['constrain', 'constraints'], // The guide is "Constraints and Bounds".
  ['on screen', 'bounds'], // Keeping an item on screen is a bounds question.
  ['inside parent', 'bounds'], // Same.
  ['delay', 'long press'], // A delay before the drag starts is the long press (preDragDelay).
  ['press delay', 'long press'], // Same; a community pull request's name for it.
  ['accidental', 'long press'], // Accidental drags while scrolling are what the long press before a drag prevents.
  ['hovered droppable', 'activeHoverSlotId'], // The id of the zone under the dragged item is the context's activeHoverSlotId.
  ['hovered zone', 'activeHoverSlotId'], // Same.
  ['grip', 'handle'], // The docs call the grip a drag handle.
  ['lag', 'performance'], // Slowness is covered by the performance guide.
  ['slow', 'performance'], // Same.
  ['kanban', 'board'], // The board example.
  ['between lists', 'columns'], // Moving items between lists is the board's columns.
  ['z-index', 'slides under'], // Stacking order: the pitfall "The dragged item slides under other views".
  ['zindex', 'slides under'], // Same, the style property's name.
  ['overlapped', 'slides under'], // Same.
  ['behind', 'slides under'], // Same.
  ['follows finger', 'follow drag'], // An item tracking the finger: the section "Follow the drag".
  ['follow finger', 'follow drag'], // Same.
  ['at the same time', ''], // "scroll and drag at the same time": the two actions are the topic.
  ['dragging to the edge', ''], // How readers describe auto-scroll; the pages name the feature.
  ['snap back', 'never lands'], // A release outside every zone returns the item.
  ['reset position', 'stays where it landed'], // The pitfall about a dropped item keeping its place.
  ['empty', 'row size'], // A sortable list that shows nothing: its row sizes.
  ['flashing', 'flickers'], // The troubleshooting entry's word.
  ['glitch', 'scrollview'], // Glitches while scrolling a sortable list: Sortable inside a ScrollView.
  ['messes up', 'wrong place'], // Drops that go wrong after a scroll: "Drops land in the wrong place after scrolling".
  ['update positions', 'requestPositionUpdate'], // Re-measuring the zones is the provider ref's requestPositionUpdate.
  ['inside scrollview', 'scroll views'], // Zones in a scroll view: "Bounds inside scroll views" and the re-measuring sections.
  ['drag starts', 'onDragStart'], // The callback's name.
  ['in array', 'objectMove'], // Moving an entry of an array or object: objectMove.
  ['getting started', 'quick start'], // The quick start page.
  ['tutorial', 'quick start'], // Same.
  ['first example', 'quick start'], // Same.
  ['how does it work', 'concepts'], // Basic concepts.
  ['examples', 'screen'], // Each example page opens with its section "The screen"; other pages' "Example" sections are single snippets.
  ['hooks api', 'hooks exports'], // The hooks list of the API overview.
  ['original position', 'onDragEnd'], // Where the drag ended and started: onDragEnd.
  ['center item', 'alignment'], // Placing a dropped item in the middle of a zone is its drop alignment.
  ['crash', 'troubleshooting'], // The troubleshooting guide lists the crashes and their causes (mostly version mismatches).
  ['crashes', 'troubleshooting'], // Same.
  // Words readers add that pages do not use: dropped so the rest of the query can match.
  ["can't", ''], // "can't move …": the question, not the topic.
  ['cant', ''], // Same, without the apostrophe.
  ['know', ''], // "know when …".
  ['want', ''], // "i want to …".
  ['need', ''], // "i need to …".
  ['per', ''], // "items per zone": the pages say "in a zone".
];

/** @param {string} word */
const normalise = (word) =>
  String(word)
    .toLowerCase()
    .replace(/^\W+|\W+$/g, '');

const ENTRIES = VOCABULARY.map(([reader, docs]) => ({
  reader: reader.split(/[\s-]+/).map(normalise),
  docs: docs.split(/[\s-]+/).filter(Boolean),
})).sort((a, b) => b.reader.length - a.reader.length);

/**
 * The query's words with the reader's phrases replaced by the docs' words,
 * or null when no entry matches.
 * @param {string[]} words the plain query split into words
 */
export function vocabularyVariant(words) {
  return rewrite(words, true);
}

/** Only the docs' words of the entries that match the query. @param {string[]} words */
function docsWords(words) {
  return rewrite(words, false) ?? [];
}

/** @param {string[]} words @param {boolean} keepOthers @returns {string[] | null} */
function rewrite(words, keepOthers) {
  const lower = words.map(normalise);
  /** @type {string[]} */
  const out = [];
  let changed = false;
  for (let i = 0; i < words.length;) {
    const entry = ENTRIES.find(({ reader }) => reader.every((word, k) => lower[i + k] === word));
    if (entry) {
      out.push(...entry.docs);
      i += entry.reader.length;
      changed = true;
    } else {
      if (keepOthers) out.push(words[i]);
      i += 1;
    }
  }
  return changed && out.length > 0 ? out : null;
}

/**
 * Tiers of a plain query with the vocabulary: the tiers of the docs' words
 * (the query with the reader's phrases replaced, then the docs' words
 * alone) and of the reader's own words, merged level by level, so an exact
 * match ranks above a forgiving one (fuzzy, or a word left out) whichever
 * words found it.
 * @template Q one query of a tier
 * @param {string[]} words the plain query split into words
 * @param {(words: string[]) => Q[][]} tiersOf the plain search's tiers for some words
 * @returns {Q[][]}
 */
export function withVocabulary(words, tiersOf) {
  const variant = vocabularyVariant(words);
  if (!variant) return tiersOf(words);
  const lists = [variant];
  const docsOnly = docsWords(words);
  if (docsOnly.length > 0 && docsOnly.join(' ') !== variant.join(' ')) lists.push(docsOnly);
  lists.push(words);
  const all = lists.map(tiersOf);
  /** @type {Q[][]} */
  const merged = [];
  for (let level = 0; level < Math.max(...all.map((tiers) => tiers.length)); level += 1) {
    merged.push(all.flatMap((tiers) => tiers[level] ?? []));
  }
  return merged;
}
