/**
 * A hit's text cut to at most `maxLength` characters (50 in this site's options) around its first match,
 * at spaces where it can, with "…" where text was cut (not counted). No term is marked (spec: no term
 * highlighting).
 * @param {string} text
 * @param {Array<[number, number]>} positions [start, length] of each match in `text`
 * @param {number} [maxLength]
 */
export function makeSnippet(text, positions = [], maxLength = 50) {
  const source = String(text ?? '').trim();
  const max = Math.max(1, Math.floor(maxLength));
  if (source.length <= max) return source;
  const [matchStart = 0, matchLength = 0] = positions.find(([start, length]) => start >= 0 && length > 0 && start < source.length) ?? [];
  let start = Math.max(0, Math.min(matchStart - Math.floor(Math.max(0, max - matchLength) / 2), source.length - max));
  let end = start + max;
  // Begin and end between words when a space allows it without losing the match.
  const space = source.slice(start, matchStart).search(/\s/);
  if (start > 0 && /\S/.test(source[start - 1]) && space !== -1) start += space + 1;
  const lastSpace = source.slice(start, end).search(/\s\S*$/);
  if (end < source.length && /\S/.test(source[end]) && lastSpace !== -1 && start + lastSpace >= Math.min(matchStart + matchLength, end))
    end = start + lastSpace;
  return `${start > 0 ? '…' : ''}${source.slice(start, end).trim()}${end < source.length ? '…' : ''}`;
}
