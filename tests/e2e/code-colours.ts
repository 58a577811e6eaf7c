import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * One way a code block colours text: the block's language and the classes from its line down to the
 * text (`token-line`, then `token imports`, then `token punctuation`), since a token without a colour
 * of its own takes its parent's. `text` is a piece of that text with a letter or digit in it, as axe
 * skips text of only punctuation.
 */
export type CodeColour = { language: string; classes: string[]; text: string };

const attribute = (node: Element, name: string) => node.attrs.find((a) => a.name === name)?.value ?? '';
const ownText = (node: Element) =>
  node.childNodes
    .filter((child): child is DefaultTreeAdapterMap['textNode'] => child.nodeName === '#text')
    .map((child) => child.value)
    .join('');

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

/** Every way a code block colours readable text on any page of the build. */
export function codeColoursInBuild(siteDir: string): CodeColour[] {
  const found = new Map<string, CodeColour>();
  const visit = (node: Element, language: string, classes: string[]) => {
    const className = attribute(node, 'class');
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
    for (const pre of elements(parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')))) {
      const preClass = attribute(pre, 'class');
      if (pre.tagName !== 'pre' || !preClass.split(' ').includes('prism-code')) continue;
      visit(pre, /(?:^| )language-(\S+)/.exec(preClass)?.[1] ?? '', []);
    }
  }
  return [...found.values()];
}
