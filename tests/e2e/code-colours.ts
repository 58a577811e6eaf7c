import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributeOf, elementsOf, parseHtml, type HtmlElement } from './html';

/**
 * One way a code block colours text: the block's language and the classes from its line down to the
 * text (`token-line`, then `token imports`, then `token punctuation`), since a token without a colour
 * of its own takes its parent's. `text` is a piece of that text with a letter or digit in it, as axe
 * skips text of only punctuation.
 */
export type CodeColour = { language: string; classes: string[]; text: string };

const ownText = (node: HtmlElement) =>
  node.childNodes
    .filter((child) => child.nodeName === '#text')
    .map((child) => (child as { value: string }).value)
    .join('');

/** Every way a code block colours readable text on any page of the build. */
export function codeColoursInBuild(siteDir: string): CodeColour[] {
  const found = new Map<string, CodeColour>();
  const visit = (node: HtmlElement, language: string, classes: string[]) => {
    const className = attributeOf(node, 'class');
    const chain = /^token(-line)?( |$)/.test(className) ? [...classes, className] : classes;
    const text = ownText(node).trim();
    if (chain.length && /[\p{L}\p{N}]/u.test(text)) {
      const key = `${language}|${chain.join('>')}`;
      if (!found.has(key)) found.set(key, { language, classes: chain, text: text.slice(0, 24) });
    }
    for (const child of node.childNodes) if ('tagName' in child) visit(child, language, chain);
  };
  const pages = readdirSync(siteDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name === 'index.html',
  );
  for (const entry of pages) {
    for (const pre of elementsOf(parseHtml(readFileSync(join(entry.parentPath, entry.name), 'utf8')))) {
      const preClass = attributeOf(pre, 'class');
      if (pre.tagName !== 'pre' || !preClass.split(' ').includes('prism-code')) continue;
      visit(pre, /(?:^| )language-(\S+)/.exec(preClass)?.[1] ?? '', []);
    }
  }
  return [...found.values()];
}
