/**
 * Cuts a search hit's text down to a snippet of at most `maxLength`
 * characters (50 in this site's options) around the first match, and marks the matches.
 * Pure logic; the UI renders the segments as text and <mark> elements.
 *
 * @param {string} text
 * @param {Array<[number, number]>} positions  [start, length] of each match in `text`
 * @param {number} [maxLength]
 * @returns {{ segments: Array<{ text: string, mark: boolean }>, before: boolean, after: boolean }}
 *   `before`/`after` say whether text was cut there (shown as "…", not counted).
 */
export function makeSnippet(text, positions = [], maxLength = 50) {
  const source = String(text ?? '');
  const max = Math.max(1, Math.floor(maxLength));
  const matches = (positions ?? [])
    .filter((p) => Array.isArray(p) && p[1] > 0 && p[0] >= 0 && p[0] < source.length)
    .map(([start, length]) => [start, Math.min(start + length, source.length)])
    .sort((a, b) => a[0] - b[0]);

  let start = 0;
  let end = Math.min(source.length, max);
  if (source.length > max) {
    if (matches.length > 0) {
      const [matchStart, matchEnd] = matches[0];
      const room = max - (matchEnd - matchStart);
      if (room <= 0) {
        start = matchStart;
        end = matchStart + max;
      } else {
        start = Math.max(0, Math.min(matchStart - Math.floor(room / 2), source.length - max));
        end = start + max;
        // Do not begin or end in the middle of a word when there is a space to cut at.
        if (start > 0 && /\S/.test(source[start - 1])) {
          const space = source.slice(start, matchStart).search(/\s/);
          if (space !== -1) start += space + 1;
        }
      }
    }
    if (end < source.length && /\S/.test(source[end])) {
      const lastSpace = source.slice(start, end).search(/\s\S*$/);
      const minEnd = matches.length > 0 ? Math.min(matches[0][1], start + max) : start + 1;
      if (lastSpace !== -1 && start + lastSpace >= minEnd) end = start + lastSpace;
    }
  }

  const segments = [];
  let cursor = start;
  for (const [matchStart, matchEnd] of matches) {
    const from = Math.max(matchStart, cursor);
    const to = Math.min(matchEnd, end);
    if (to <= from) continue;
    if (from > cursor) segments.push({ text: source.slice(cursor, from), mark: false });
    segments.push({ text: source.slice(from, to), mark: true });
    cursor = to;
  }
  if (cursor < end) segments.push({ text: source.slice(cursor, end), mark: false });
  // Trim outer whitespace so the visible text starts and ends with words.
  if (segments.length > 0) {
    segments[0].text = segments[0].text.replace(/^\s+/, '');
    const last = segments[segments.length - 1];
    last.text = last.text.replace(/\s+$/, '');
  }
  return {
    segments: segments.filter((segment) => segment.text.length > 0),
    before: start > 0,
    after: end < source.length,
  };
}

/** The visible characters of a snippet, without the ellipses. @param {{ segments: { text: string }[] }} snippet */
export function snippetText(snippet) {
  return snippet.segments.map((segment) => segment.text).join('');
}
