// @ts-check
/**
 * The playground's default values, read at build time from the member source
 * (api-reference/current/index.mjs, through its default export only) so
 * they are never written a second time. The build passes each playground its
 * own as an attribute (remark.mjs).
 */
import { resolveMember } from '../../api-members/render.mjs';

/**
 * Each control's documented default: the type in the member source whose
 * member of the same name documents it, or [type, member] where the names
 * differ. Controls that are not props (bounds on or off, a handle, the item
 * count) have no entry: their default is the playground's own.
 */
export const DEFAULT_SOURCES = {
  Draggable: { DraggableProps: ['dragAxis', 'collisionAlgorithm', 'preDragDelay', 'dragDisabled', 'animationFunction'] },
  Droppable: { DroppableProps: ['capacity', 'dropAlignment', 'dropOffset', 'dropDisabled', 'activeStyle'] },
  Sortable: { SortableProps: ['direction', 'enableDynamicHeights'] },
  SortableGrid: { GridDimensions: ['columns', ['gap', 'columnGap']], SortableGridProps: ['strategy'] },
};

/**
 * @typedef {{ text: string, value: unknown }} DocumentedDefault
 *   `text` as the reference shows it (without backticks); `value` the same
 *   default as a value, or null when the reference gives none ("—") or
 *   describes one that is not a literal (`withSpring` (default config)).
 */

/**
 * `"both"` → "both", `0` → 0, `false` → false, `{ x: 0, y: 0 }` → { x: 0, y: 0 },
 * `GridStrategy.Insert` → "Insert"; anything else → null.
 * @param {string} text the reference's default, backticks included
 * @returns {DocumentedDefault}
 */
export function parseDefault(text) {
  const literal = /^`([^`]*)`$/.exec(text.trim());
  const plain = text.replace(/`/g, '');
  if (!literal) return { text: plain, value: null };
  const code = literal[1];
  const enumMember = /^[A-Z]\w*\.(\w+)$/.exec(code);
  if (enumMember) return { text: plain, value: enumMember[1] };
  try {
    // Object literals with bare keys, as the reference writes them, become JSON.
    return { text: plain, value: JSON.parse(code.replace(/([{,]\s*)(\w+)\s*:/g, '$1"$2":')) };
  } catch {
    return { text: plain, value: null };
  }
}

/**
 * @param {Pick<import('../../../api-reference/schema').MemberSource, 'types'>} source the member source's default export
 * @returns {Record<string, Record<string, DocumentedDefault>>}
 */
export function playgroundDefaults(source) {
  return Object.fromEntries(
    Object.entries(DEFAULT_SOURCES).map(([component, types]) => [
      component,
      Object.fromEntries(
        Object.entries(types).flatMap(([type, controls]) =>
          controls.map((entry) => {
            const [control, member] = typeof entry === 'string' ? [entry, entry] : entry;
            return [control, parseDefault(resolveMember(source, type, member).default ?? '—')];
          }),
        ),
      ),
    ]),
  );
}
