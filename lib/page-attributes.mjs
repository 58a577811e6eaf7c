// @ts-check
/**
 * Components the build completes (`<LiveDemo>`, `<PropsPlayground>`) take a
 * few attributes from the page and get the rest from a remark step. A page
 * that sets one of the build's attributes would replace what runs or what is
 * shown, so it fails the build instead.
 * @param {import('mdast-util-mdx-jsx').MdxJsxFlowElement | import('mdast-util-mdx-jsx').MdxJsxTextElement} element
 * @param {readonly string[]} allowed the attributes a page may set
 * @param {string} where the page, for the message
 */
export function assertPageAttributes(element, allowed, where) {
  const foreign = element.attributes.find((a) => a.type !== 'mdxJsxAttribute' || !allowed.includes(a.name));
  if (!foreign) return;
  const name = foreign.type === 'mdxJsxAttribute' ? foreign.name : 'a spread attribute';
  throw new Error(`${where}: <${element.name}> takes only ${allowed.join(' and ')}; ${name} is the build's`);
}
