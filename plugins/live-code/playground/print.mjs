// @ts-check
/**
 * Prints a screen module description (model.mjs) as a complete TSX file, in
 * the docs' own style: imports, types, data, helpers, the screen, styles.
 */

/** @typedef {import('./model.mjs').ScreenModule} ScreenModule @typedef {import('./model.mjs').Expr} Expr @typedef {import('./model.mjs').Element} Element @typedef {import('./model.mjs').Child} Child */

/** Where the names the screens use are imported from; every other name a screen uses and does not define is the library's. */
const IMPORTS = {
  react: ['useRef'],
  'react-native': ['StyleSheet', 'Text', 'View'],
  'react-native-gesture-handler': ['GestureHandlerRootView'],
  'react-native-reanimated': ['withSpring', 'withTiming'],
};

const WIDTH = 100;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** @param {string} text */
function quote(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A literal value as TypeScript. @param {unknown} value @returns {string} */
export function printValue(value) {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map(printValue).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, v]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${printValue(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

/** @param {Expr} expr @returns {string} */
export const printExpr = (expr) => ('lit' in expr ? printValue(expr.lit) : expr.ref);

/** @param {[string, Expr]} prop */
function printProp([name, expr]) {
  if (name === '...') return `{...${printExpr(expr)}}`;
  if ('lit' in expr && expr.lit === true) return name;
  if ('lit' in expr && typeof expr.lit === 'string' && !/["\n]/.test(expr.lit)) return `${name}="${expr.lit}"`;
  return `${name}={${printExpr(expr)}}`;
}

/** @param {Child} child */
const isElement = (child) => typeof child === 'object' && 'type' in child;

/** @param {Child} child @param {string} indent @returns {string[]} lines */
function printChild(child, indent) {
  if (typeof child === 'string') return [indent + child];
  if (!isElement(child)) return [`${indent}{${/** @type {{ ref: string }} */ (child).ref}}`];
  return printElement(/** @type {Element} */ (child), indent);
}

/** @param {Element} element @param {string} indent @returns {string[]} lines */
export function printElement(element, indent) {
  const props = element.props.map(printProp);
  const open = `${indent}<${element.type}${props.map((p) => ` ${p}`).join('')}`;
  /** The opening tag ending in `end`: on one line, or one prop a line. @param {string} end */
  const tag = (end) =>
    `${open}${end}`.length <= WIDTH
      ? [`${open}${end}`]
      : [`${indent}<${element.type}`, ...props.map((p) => `${indent}  ${p}`), indent + end.trim()];
  if (!element.children.length) return tag(' />');
  const text = element.children.map((child) => printChild(child, '')[0]).join('');
  const oneLine = `${open}>${text}</${element.type}>`;
  if (element.children.every((child) => !isElement(child)) && oneLine.length <= WIDTH) return [oneLine];
  return [...tag('>'), ...element.children.flatMap((child) => printChild(child, `${indent}  `)), `${indent}</${element.type}>`];
}

/** @param {Element} root @param {Set<string>} into */
function collectNames(root, into) {
  into.add(root.type.split('.')[0]);
  root.props.forEach(([, expr]) => 'ref' in expr && into.add(expr.ref.split('.')[0]));
  root.children.forEach((child) => (isElement(child) ? collectNames(/** @type {Element} */ (child), into) : null));
}

/** @param {ScreenModule} screen */
function importLines(screen) {
  const used = new Set(['StyleSheet']);
  collectNames(screen.root, used);
  screen.renders.forEach((render) => {
    collectNames(render.body, used);
    used.add(`type ${render.paramType.split('<')[0]}`);
  });
  screen.worklets.forEach((worklet) => used.add(worklet.helper));
  if (screen.refs.length) used.add('useRef');
  const defined = [screen.consts, screen.logs, screen.worklets, screen.renders, screen.refs].flat().map((named) => named.name);
  const params = screen.renders.flatMap(({ param }) => (typeof param === 'string' ? [param] : [...param.pick, param.rest]));
  const known = new Set(['styles', ...defined, ...params, ...Object.values(IMPORTS).flat()]);
  const library = [...used].filter((name) => !known.has(name)).sort();
  const lines = [];
  for (const [module, names] of Object.entries({ ...IMPORTS, 'react-native-reanimated-dnd': library })) {
    const picked = names.filter((name) => used.has(name));
    if (module === 'react') {
      lines.push(picked.length ? `import React, { ${picked.join(', ')} } from 'react';` : `import React from 'react';`);
    } else if (picked.length) {
      const single = `import { ${picked.join(', ')} } from '${module}';`;
      lines.push(single.length <= WIDTH ? single : `import {\n${picked.map((name) => `  ${name},`).join('\n')}\n} from '${module}';`);
    }
  }
  return lines.join('\n');
}

/** @param {string} name @param {Record<string, unknown>} style */
function printStyle(name, style) {
  const line = `  ${name}: ${printValue(style)},`;
  if (line.length <= WIDTH) return line;
  return `  ${name}: {\n${Object.entries(style)
    .map(([key, value]) => `    ${key}: ${printValue(value)},`)
    .join('\n')}\n  },`;
}

/**
 * The whole module as TSX.
 * @param {ScreenModule} screen
 * @returns {string}
 */
export function printScreen(screen) {
  const parts = [importLines(screen), ...screen.declarations];
  for (const constant of screen.consts) {
    const items = /** @type {unknown[]} */ (constant.value);
    parts.push(`const ${constant.name}: ${constant.type} = [\n${items.map((item) => `  ${printValue(item)},`).join('\n')}\n];`);
  }
  for (const log of screen.logs) {
    parts.push(
      `function ${log.name}(${log.param}: ${log.paramType}) {\n  console.log(\`${log.message} \${${log.param}.${log.field}}\`);\n}`,
    );
  }
  for (const worklet of screen.worklets) {
    parts.push(
      `function ${worklet.name}(toValue: number) {\n  'worklet';\n  return ${worklet.helper}(toValue, ${printValue(worklet.config)});\n}`,
    );
  }
  for (const render of screen.renders) {
    const param = typeof render.param === 'string' ? render.param : `{ ${render.param.pick.join(', ')}, ...${render.param.rest} }`;
    parts.push(
      `function ${render.name}(${param}: ${render.paramType}) {\n  return (\n${printElement(render.body, '    ').join('\n')}\n  );\n}`,
    );
  }
  // `null!`: 2.0.0 types dragBoundsRef as RefObject<View>, which React 19's RefObject<View | null> is not.
  const hooks = screen.refs.map((hook) => `  const ${hook.name} = useRef<${hook.typeArg}>(null!);\n`).join('');
  parts.push(`export default function ${screen.name}() {\n${hooks}  return (\n${printElement(screen.root, '    ').join('\n')}\n  );\n}`);
  parts.push(
    `const styles = StyleSheet.create({\n${Object.entries(screen.styles)
      .map(([name, style]) => printStyle(name, style))
      .join('\n')}\n});`,
  );
  return `${parts.join('\n\n')}\n`;
}
