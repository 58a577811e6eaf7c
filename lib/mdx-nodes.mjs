// @ts-check
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** A page parsed as the site parses it: MDX, GFM, directives, front matter. */
export const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter, ['yaml']);

/** @typedef {{ type: string, pick?: string[] | null, omit?: string[] | null }} Marker a members marker */

/**
 * `{/* api-members: DraggableProps pick=data,style *\/}` -> {type, pick, omit} or null
 * @param {string} expression
 * @returns {Marker | null}
 */
export function parseMarker(expression) {
  const m = /^\s*\/\*\s*api-members:\s*([^\s*]+)((?:\s+(?:pick|omit)=[\w$,]+)*)\s*\*\/\s*$/.exec(expression);
  if (!m) return null;
  /** @type {Marker} */
  const out = { type: m[1], pick: null, omit: null };
  for (const [, key, list] of m[2].matchAll(/(pick|omit)=([\w$,]+)/g))
    out[/** @type {'pick' | 'omit'} */ (key)] = list.split(',').filter(Boolean);
  return out;
}

/**
 * The declaration a signature marker names, or null: `{/* signature: Draggable *\/}`, or
 * `hooks/useSortable#UseSortableOptions` for a declaration the entry point does not export.
 * @param {string} expression
 */
export const parseSignatureMarker = (expression) => /^\s*\/\*\s*signature:\s*([\w$/#.-]+)\s*\*\/\s*$/.exec(expression)?.[1] ?? null;

/**
 * The markers of a page, found where the build expands them (plugins/api-members/remark.mjs): a
 * comment in braces standing alone (an MDX flow expression), so never in code. Members markers
 * (`table`: a hand-written table follows), signature markers, malformed ones, and the headings (their
 * source after the `#`s) that place a marker under its section; each with its line, in page order.
 * @param {string} text
 */
export function pageMarkers(text) {
  /** @type {{ members: (Marker & { line: number, table: boolean })[], signatures: { line: number, name: string }[], malformed: { line: number, kind: string }[], headings: { line: number, text: string }[] }} */
  const out = { members: [], signatures: [], malformed: [], headings: [] };
  visit(mdxParser.parse(text), (node, index, parent) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') {
      const source = text.slice(node.position?.start.offset, node.position?.end.offset);
      out.headings.push({ line, text: source.replace(/^#+\s+/, '').trim() });
    }
    if (node.type !== 'mdxFlowExpression') return;
    const marker = parseMarker(node.value);
    const signature = parseSignatureMarker(node.value);
    const kind = /^\s*\/\*\s*(api-members|signature):/.exec(node.value)?.[1];
    if (marker) out.members.push({ line, ...marker, table: parent?.children[(index ?? 0) + 1]?.type === 'table' });
    else if (signature) out.signatures.push({ line, name: signature });
    else if (kind) out.malformed.push({ line, kind });
  });
  return out;
}

/**
 * MDX nodes the build's remark steps add to a page: a default import, and
 * attributes whose value is a string, a name or a lazy `import()`. Each
 * carries the estree MDX's compiler reads, with only the fields it reads
 * (no `attributes` on an import, an `id` on an arrow as acorn writes it), so
 * they are plain objects to estree's types.
 */

/** @param {string} name @returns {import('estree').Identifier} */
export const identifier = (name) => ({ type: 'Identifier', name });

/** @param {string} value @returns {import('estree').Literal} */
const literal = (value) => ({ type: 'Literal', value, raw: JSON.stringify(value) });

/** @param {object} statement @returns {import('estree').Program} */
const program = (statement) => /** @type {import('estree').Program} */ ({ type: 'Program', sourceType: 'module', body: [statement] });

/** `import local from "request";` @param {string} local @param {string} request @returns {import('mdast-util-mdxjs-esm').MdxjsEsm} */
export function defaultImport(local, request) {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(request)};`,
    data: {
      estree: program({
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
        source: literal(request),
      }),
    },
  };
}

/** `name="value"` @param {string} name @param {string} value @returns {import('mdast-util-mdx-jsx').MdxJsxAttribute} */
export const stringAttribute = (name, value) => ({ type: 'mdxJsxAttribute', name, value });

/**
 * `name={text}`, where `expression` is the estree of `text`.
 * @param {string} name
 * @param {string} text
 * @param {object} expression
 * @returns {import('mdast-util-mdx-jsx').MdxJsxAttribute}
 */
export function expressionAttribute(name, text, expression) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: text, data: { estree: program({ type: 'ExpressionStatement', expression }) } },
  };
}

/** `name={() => import("request")}` @param {string} name @param {string} request */
export function lazyImportAttribute(name, request) {
  return expressionAttribute(name, `() => import(${JSON.stringify(request)})`, {
    type: 'ArrowFunctionExpression',
    id: null,
    params: [],
    async: false,
    generator: false,
    expression: true,
    body: { type: 'ImportExpression', source: literal(request) },
  });
}
