import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { attributeString, demoFile } from '../live-code/live-demos/files.mjs';
import { compatibilityTables } from '../../data/compatibility.mjs';
import { publicMeta } from '../code-highlight/fragment.mjs';
import { mdxParser } from '../../lib/mdx-nodes.mjs';

/**
 * Any node of the parsed page (mdast with MDX, GFM and directives), read by its `type`: the conversion
 * below handles every kind through the same few fields.
 * @typedef {{
 *   type: string, name?: string | null, value?: string, url?: string, lang?: string | null, meta?: string | null,
 *   children?: AnyNode[], attributes?: import('../live-code/live-demos/files.mjs').JsxAttribute[], data?: { directiveLabel?: boolean },
 * }} AnyNode
 */

/** Docusaurus' admonitions: each becomes a blockquote led by its name. */
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'];

/** Docusaurus' line-highlighting comments: shown to nobody, so dropped. */
const MAGIC_COMMENT = /^\s*(\/\/|#|\{?\/\*)\s*highlight-(next-line|start|end)\s*(\*\/\}?)?\s*$/;

const printer = unified()
  // Cells unpadded: aligned columns made a quarter of llms-full.txt spaces.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });

/** @param {string} value @returns {AnyNode} */
const text = (value) => ({ type: 'text', value });
/** @param {string} label @returns {AnyNode} */
const strongParagraph = (label) => ({ type: 'paragraph', children: [{ type: 'strong', children: [text(label)] }] });

/** The children of a node that has them (an element, a directive, a paragraph). @param {AnyNode} node */
const childrenOf = (node) => /** @type {AnyNode[]} */ (node.children);

/** @param {AnyNode} node @returns {string} */
function plainText(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return /** @type {string} */ (node.value);
  return (node.children ?? []).map(plainText).join('');
}

/**
 * Converts one MDX doc page to plain Markdown for readers and tools:
 * title first, no import lines, JSX or MDX comments; live demos become their
 * full source; admonitions become blockquotes, tabs labelled sections, links
 * absolute.
 *
 * @param {string} source the MDX file's text
 * @param {object} options
 * @param {string} options.filePath absolute path of the MDX file
 * @param {string} options.siteDir absolute path of the site (for `@site/`)
 * @param {string} options.title page title
 * @param {string} [options.description] front matter description
 * @param {string} options.pageUrl absolute URL of the page
 * @param {(absoluteFilePath: string) => string | null} options.resolveDocLink
 *   URL of the doc page built from a source file, or null
 * @param {string} [options.preface] Markdown placed after the description
 * @param {string} [options.lastUpdated] the day the page's source last
 *   changed (YYYY-MM-DD, from git), placed after the preface
 * @param {(path: string) => string} [options.readFile]
 * @param {(tree: import('mdast').Root) => void} [options.expandTree] changes the parsed
 *   page before conversion (the generated members tables)
 * @returns {string}
 */
export function mdxToMarkdown(source, options) {
  const {
    filePath,
    siteDir,
    title,
    description,
    pageUrl,
    resolveDocLink,
    preface,
    lastUpdated,
    readFile = (path) => readFileSync(path, 'utf8'),
    expandTree,
  } = options;
  const tree = mdxParser.parse(source);
  expandTree?.(tree);

  /** @param {string} url */
  const absolutise = (url) => {
    if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    const hashAt = url.indexOf('#');
    const path = hashAt === -1 ? url : url.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : url.slice(hashAt);
    if (!path) return pageUrl + hash;
    if (/\.mdx?$/i.test(path)) {
      const target = resolve(dirname(filePath), decodeURI(path));
      const resolved = resolveDocLink(target);
      if (!resolved) throw new Error(`${filePath}: link to ${url} matches no doc page`);
      return resolved + hash;
    }
    return new URL(url, pageUrl).href;
  };

  /** @param {AnyNode} node @returns {AnyNode[]} */
  const jsx = (node) => {
    switch (node.name) {
      case 'LiveDemo': {
        const file = demoFile({ siteDir, filePath, name: attributeString(node, 'name') });
        return [{ type: 'code', lang: 'tsx', meta: `title="${basename(file)}"`, value: readFile(file).replace(/\n+$/, '') }];
      }
      case 'PropsPlayground':
        // Controls and a running screen have no Markdown form: point to the page that has them.
        return [
          {
            type: 'paragraph',
            children: [
              text(
                `The ${attributeString(node, 'of')} props playground (controls, a running screen and the code for the chosen settings) is on the `,
              ),
              { type: 'link', url: pageUrl, children: [text('web page')] },
              text('.'),
            ],
          },
        ];
      case 'CompatibilityTable': {
        const version = attributeString(node, 'version');
        return compatibilityTables(typeof version === 'string' ? version : 'current').flatMap((table) => [
          strongParagraph(table.caption),
          {
            type: 'table',
            children: [
              table.head,
              ...table.rows.map((row) => (row.current ? [`${row.cells[0]} (these docs)`, ...row.cells.slice(1)] : row.cells)),
            ].map((cells) => ({ type: 'tableRow', children: cells.map((cell) => ({ type: 'tableCell', children: [text(cell)] })) })),
          },
        ]);
      }
      case 'Tabs':
        return childrenOf(node).flatMap((child) => (child.type === 'mdxJsxFlowElement' ? jsx(child) : transform(child)));
      case 'TabItem': {
        const label = attributeString(node, 'label') ?? attributeString(node, 'value');
        const heading = typeof label === 'string' ? [strongParagraph(label)] : [];
        return [...heading, ...transformAll(childrenOf(node))];
      }
      case 'details': {
        // `<summary>` alone on its line is read as a paragraph around the element.
        const children = childrenOf(node);
        /** @param {AnyNode} child */
        const isSummary = (child) =>
          child.name === 'summary' || (child.type === 'paragraph' && childrenOf(child).some((inner) => inner.name === 'summary'));
        const summary = children.find(isSummary);
        const rest = children.filter((child) => child !== summary);
        return [...(summary ? [strongParagraph(plainText(summary))] : []), ...transformAll(rest)];
      }
      case 'a': {
        const href = attributeString(node, 'href');
        const children = transformAll(childrenOf(node));
        return typeof href === 'string' ? [{ type: 'link', url: absolutise(href), children }] : children;
      }
      case 'code':
        return [{ type: 'inlineCode', value: plainText(node) }];
      case 'br':
        return node.type === 'mdxJsxTextElement' ? [{ type: 'break' }] : [];
      default:
        // Anything else (layout wrappers, site components): keep what it wraps.
        return transformAll(node.children ?? []);
    }
  };

  /** @param {AnyNode} node @returns {AnyNode[]} */
  function transform(node) {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return jsx(node);
      case 'containerDirective': {
        const labelNode = childrenOf(node).find((child) => child.data?.directiveLabel);
        const body = transformAll(childrenOf(node).filter((child) => child !== labelNode));
        const name = String(node.name);
        if (!ADMONITIONS.includes(name)) return body;
        const kind = name[0].toUpperCase() + name.slice(1);
        const label = labelNode ? transformAll(childrenOf(labelNode)) : [];
        const lead = { type: 'strong', children: label.length ? [text(`${kind}: `), ...label] : [text(kind)] };
        return [{ type: 'blockquote', children: [{ type: 'paragraph', children: [lead] }, ...body] }];
      }
      case 'leafDirective':
        return [{ type: 'paragraph', children: [text(`::${node.name}`), ...transformAll(childrenOf(node))] }];
      case 'textDirective':
        // `a:b` in prose is read as a directive; give the text back unchanged.
        return [text(`:${node.name}${childrenOf(node).length ? `[${plainText(node)}]` : ''}`)];
      case 'link':
      case 'definition':
        return [
          {
            ...node,
            url: absolutise(/** @type {string} */ (node.url)),
            ...(node.children ? { children: transformAll(node.children) } : {}),
          },
        ];
      case 'image':
        return [{ ...node, url: absolutise(/** @type {string} */ (node.url)) }];
      case 'code':
        return [
          {
            type: 'code',
            lang: node.lang,
            meta: publicMeta(node.meta),
            value: /** @type {string} */ (node.value)
              .split('\n')
              .filter((line) => !MAGIC_COMMENT.test(line))
              .join('\n'),
          },
        ];
      case 'paragraph': {
        const children = transformAll(childrenOf(node));
        const empty = children.every((child) => child.type === 'text' && !child.value?.trim());
        return empty ? [] : [{ ...node, children }];
      }
      default:
        return node.children ? [{ ...node, children: transformAll(node.children) }] : [node];
    }
  }

  /** @param {AnyNode[]} children @returns {AnyNode[]} */
  function transformAll(children) {
    return children.flatMap(transform);
  }

  const root = /** @type {import('mdast').Root} the converted nodes are mdast again */ ({
    type: 'root',
    children: transformAll(/** @type {AnyNode[]} */ (tree.children)),
  });
  const body = printer.stringify(root).trim();
  const parts = [`# ${title}`];
  if (description) parts.push(`> ${description.replace(/\s+/g, ' ').trim()}`);
  if (preface) parts.push(preface.trim());
  if (lastUpdated) parts.push(`Last updated: ${lastUpdated}`);
  parts.push(body);
  return `${parts.join('\n\n')}\n`;
}
