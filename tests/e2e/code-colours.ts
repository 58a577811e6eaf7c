import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributeOf, elementsOf, parseHtml, type HtmlElement } from './html';

/**
 * One way a code block colours text: the style of a Shiki token (both modes' colours as custom
 * properties, `--shiki-light:#…;--shiki-dark:#…`), or '' for text in the block's own colour. `text` is
 * a piece of that text with a letter or digit in it, as axe skips text of only punctuation.
 */
export type CodeColour = { style: string; text: string };

const ownText = (node: HtmlElement) =>
  node.childNodes
    .filter((child) => child.nodeName === '#text')
    .map((child) => (child as { value: string }).value)
    .join('');

/** Every way a code block colours readable text on any page of the build. */
export function codeColoursInBuild(siteDir: string): CodeColour[] {
  const found = new Map<string, CodeColour>();
  const visit = (node: HtmlElement, style: string) => {
    const own = attributeOf(node, 'style');
    const current = own.includes('--shiki-') ? own : style;
    const text = ownText(node).trim();
    if (/[\p{L}\p{N}]/u.test(text) && !found.has(current)) found.set(current, { style: current, text: text.slice(0, 24) });
    for (const child of node.childNodes) if ('tagName' in child) visit(child, current);
  };
  const pages = readdirSync(siteDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name === 'index.html',
  );
  for (const entry of pages) {
    for (const pre of elementsOf(parseHtml(readFileSync(join(entry.parentPath, entry.name), 'utf8')))) {
      if (pre.tagName === 'pre' && attributeOf(pre, 'class').split(' ').includes('prism-code')) visit(pre, '');
    }
  }
  return [...found.values()];
}
