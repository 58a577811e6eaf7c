// @ts-check
/**
 * Decides whether a complete `tsx` code block can run in the page, and what
 * to render: the component it exports (the default export, else the exported
 * component no other exported component renders). The block is parsed with
 * TypeScript, the same parser the docs check uses.
 */
import ts from 'typescript';
import { STAGES } from '../staged-load/runtime/loader.mjs';

/** Packages a sample may import: React and the libraries the live demos run on, per docs version. */
const WEB_MODULES = new Set(['react', ...STAGES]);

const NOT_RUNNABLE = { runnable: false, component: '', exportName: '', ownsDropProvider: false };

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * @typedef {{ name: string, isDefault: boolean, node: ts.Node }} Exported
 * @typedef {{ runnable: boolean, component: string, exportName: string, ownsDropProvider: boolean, reason: string }} Verdict
 *   (reason is empty for a runnable sample; component is the name rendered, exportName `default` or that name)
 */

/** @param {ts.Node} node @param {ts.SyntaxKind} kind */
const has = (node, kind) => ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === kind);

/** The function a declaration makes, looking through `memo(…)` and `forwardRef(…)`. @param {ts.Node | undefined} node */
function functionOf(node) {
  if (!node) return undefined;
  if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
  if (ts.isCallExpression(node)) return functionOf(node.arguments[0]);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return functionOf(node.expression);
  return undefined;
}

/**
 * True when the component cannot render without a prop: its first parameter
 * has no default and is not a destructuring whose every field has one.
 * @param {ts.SignatureDeclaration | undefined} fn
 */
function needsProps(fn) {
  const props = fn?.parameters[0];
  if (!props || props.initializer || props.questionToken) return false;
  if (ts.isObjectBindingPattern(props.name)) return !props.name.elements.every((e) => e.initializer);
  return true;
}

/**
 * @param {string} code
 * @param {{ props?: boolean }} [options] props: the harness has props for this sample (props.mjs)
 * @returns {Verdict}
 */
export function analyseSample(code, { props = false } = {}) {
  const source = ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  /** @type {Map<string, ts.SignatureDeclaration | undefined>} */
  const functions = new Map();
  /** @type {Exported[]} */
  const exported = [];
  const foreign = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const module = statement.moduleSpecifier.text;
      if (!statement.importClause?.isTypeOnly && !WEB_MODULES.has(module)) foreign.push(module);
    }
    const exportedHere = has(statement, ts.SyntaxKind.ExportKeyword);
    const isDefault = has(statement, ts.SyntaxKind.DefaultKeyword);
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      functions.set(statement.name.text, statement);
      if (exportedHere) exported.push({ name: statement.name.text, isDefault, node: statement });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        functions.set(declaration.name.text, functionOf(declaration.initializer));
        if (exportedHere) exported.push({ name: declaration.name.text, isDefault: false, node: declaration });
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      exported.push({ name: statement.expression.text, isDefault: true, node: statement });
    }
  }
  if (foreign.length) return { ...NOT_RUNNABLE, reason: `it imports ${foreign.join(', ')}, which the site does not bundle for the web` };
  const components = exported.filter((e) => COMPONENT_NAME.test(e.name) && functions.get(e.name));
  if (!components.length) return { ...NOT_RUNNABLE, reason: 'it exports no component to render' };
  const rendered = (/** @type {Exported} */ e) =>
    components.some((other) => other !== e && new RegExp(`<${e.name}[\\s/>]`).test(other.node.getText(source)));
  const chosen = components.find((e) => e.isDefault) ?? components.filter((e) => !rendered(e)).at(-1) ?? components.at(-1);
  if (!chosen) return { ...NOT_RUNNABLE, reason: 'it exports no component to render' };
  if (!props && needsProps(functions.get(chosen.name))) {
    return { ...NOT_RUNNABLE, component: chosen.name, reason: `${chosen.name} needs props from the screen that renders it` };
  }
  return {
    runnable: true,
    component: chosen.name,
    exportName: chosen.isDefault ? 'default' : chosen.name,
    ownsDropProvider: /<DropProvider[\s>]/.test(code),
    reason: '',
  };
}

/** The `title="…"` of a code block's meta string. @param {string | null | undefined} meta */
export function blockTitle(meta) {
  return /(?:^|\s)title="([^"]*)"/.exec(meta ?? '')?.[1];
}
