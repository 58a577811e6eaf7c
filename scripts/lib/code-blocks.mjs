// @ts-check
/**
 * Finds fenced code blocks in Markdown/MDX text. Only what the docs checks
 * need: language, meta string, body and the line the body starts on.
 */
export function extractCodeBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  let open = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!open) {
      const start = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(line);
      if (start) {
        open = { indent: start[1].length, fence: start[2], lang: start[3], meta: start[4].trim(), startLine: i + 1, body: [] };
      }
      continue;
    }
    const close = new RegExp(`^\\s*${open.fence[0]}{${open.fence.length},}\\s*$`);
    if (close.test(line)) {
      blocks.push({ lang: open.lang, meta: open.meta, line: open.startLine, code: open.body.join('\n') });
      open = null;
    } else {
      open.body.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
    }
  }
  return blocks;
}

export { isFragment } from '../../plugins/code-highlight/fragment.mjs';

export const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);
