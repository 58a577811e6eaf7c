import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

/** Parses built HTML as a browser does (parse5). */
export const parseHtml = (html: string): HtmlNode => parse(html);

/** Every element under `node`, `node` first, in document order. */
export function* elementsOf(node: HtmlNode): Generator<HtmlElement> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elementsOf(child);
}

/** The value of an element's attribute, or ''. */
export const attributeOf = (element: HtmlElement, name: string): string => element.attrs.find((a) => a.name === name)?.value ?? '';

/** The text of `node` and everything under it. */
export function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
