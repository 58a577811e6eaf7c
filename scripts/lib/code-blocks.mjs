// @ts-check
/**
 * Finds fenced code blocks in Markdown/MDX text, parsed as the site parses
 * its pages (MDX, GFM, directives, front matter), so a check sees exactly
 * the blocks a page shows. Only what the docs checks need: language, meta
 * string, body and the line of the opening fence.
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter, ['yaml']);

/** @param {string} text */
export function extractCodeBlocks(text) {
  /** @type {{ lang: string, meta: string, line: number, code: string }[]} */
  const blocks = [];
  visit(parser.parse(text), 'code', (node) => {
    blocks.push({ lang: node.lang ?? '', meta: node.meta ?? '', line: node.position?.start.line ?? 0, code: node.value });
  });
  return blocks;
}

export { isFragment } from '../../plugins/code-highlight/fragment.mjs';

export const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);
