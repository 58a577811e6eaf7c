// @ts-check
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A page parsed as the site parses it: MDX, GFM, directives, front matter. */
export const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter, ['yaml']);

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
