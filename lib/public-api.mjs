// @ts-check
/**
 * The public API of one release, read from its published declarations: every
 * export with its kind, and the members of each exported interface and enum.
 * The API drift check (scripts/check-api-coverage.mjs) compares the docs with
 * it; the search learns each public name from it (plugins/search/identifiers.mjs).
 */
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const DEFAULT_ENTRY = 'node_modules/react-native-reanimated-dnd/lib/index.d.ts';

/**
 * Declarations that the docs may document although the entry point does not
 * export them. Key: the name used in the marker; value: the declaring file
 * (relative to the entry's folder) and the interface name in it.
 */
export const NOT_EXPORTED_ALLOWED = {
  // useSortable's real parameter type. lib/hooks/useSortable.d.ts redeclares
  // UseSortableOptions with two extra members (children?, handleComponent?)
  // that the exported UseSortableOptions from lib/types lacks.
  'hooks/useSortable#UseSortableOptions': { file: 'hooks/useSortable.d.ts', name: 'UseSortableOptions' },
};

/** @param {import('typescript').Node | undefined} decl */
function kindOf(decl) {
  if (!decl) return 'unknown';
  if (ts.isInterfaceDeclaration(decl)) return 'interface';
  if (ts.isEnumDeclaration(decl)) return 'enum';
  if (ts.isTypeAliasDeclaration(decl)) return 'type alias';
  if (ts.isFunctionDeclaration(decl)) return 'function';
  if (ts.isVariableDeclaration(decl)) return 'const';
  if (ts.isClassDeclaration(decl)) return 'class';
  return ts.SyntaxKind[decl.kind];
}

/**
 * Names of the types a function or const declaration mentions in its
 * signature (parameter, return and variable types, namespace members
 * included): `SortableGrid`'s `React.MemoExoticComponent<(…: SortableGridProps<any>) => …>`
 * gives MemoExoticComponent, SortableGridProps, JSX.Element.
 */
/** @param {import('typescript').Symbol} symbol @returns {string[]} */
function referencedTypes(symbol) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node)) {
      const n = node.typeName;
      names.add(ts.isIdentifier(n) ? n.text : n.right.text);
    }
    // A constraint (`TData extends SortableData`) is not a prop, option or return type.
    if (ts.isTypeParameterDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  for (const decl of symbol.declarations ?? []) visit(decl);
  return [...names];
}

/**
 * Member names of an interface (properties incl. inherited, then index signatures) or an enum.
 * @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Symbol} symbol
 * @param {import('typescript').Declaration} decl
 */
function membersOf(checker, symbol, decl) {
  if (ts.isEnumDeclaration(decl)) return decl.members.map((m) => m.name.getText());
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const names = checker.getPropertiesOfType(type).map((p) => p.getName());
  for (const info of checker.getIndexInfosOfType(type)) {
    const param = info.declaration?.parameters[0];
    const key = param ? param.name.getText() : 'key';
    names.push(`[${key}: ${checker.typeToString(info.keyType)}]`);
  }
  return names;
}

/**
 * Reads the entry point. Returns {exports: [{name, kind, file}], declarations:
 * Map<name, {kind, members, file}>} where declarations holds every exported
 * interface and enum plus the allow-listed non-exported ones.
 * @param {string} [entry]
 * @param {Record<string, { file: string, name: string }>} [allowed]
 * @param {{ paths?: Record<string, string[]>, root?: string }} [options]
 */
export function loadApi(entry = DEFAULT_ENTRY, allowed = NOT_EXPORTED_ALLOWED, { paths, root = process.cwd() } = {}) {
  const entryPath = resolve(entry);
  const extraFiles = Object.values(allowed).map(({ file }) => resolve(dirname(entryPath), file));
  const program = ts.createProgram([entryPath, ...extraFiles], {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    ...(paths ? { baseUrl: root, paths } : {}),
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryPath);
  if (!source) throw new Error(`Cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);

  /** @type {{ name: string, kind: string, file: string, references: string[] }[]} */
  const exports = [];
  /** @type {Map<string, { kind: string, file: string, members: string[], allowListed?: boolean }>} */
  const declarations = new Map();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = target.declarations?.[0];
    const kind = kindOf(decl);
    const name = exported.getName();
    const file = decl ? relative(dirname(entryPath), decl.getSourceFile().fileName) : '';
    exports.push({ name, kind, file, references: kind === 'function' || kind === 'const' ? referencedTypes(target) : [] });
    if (decl && (kind === 'interface' || kind === 'enum')) {
      declarations.set(name, { kind, file, members: membersOf(checker, target, decl) });
    }
  }
  exports.sort((a, b) => a.name.localeCompare(b.name));

  for (const [key, { file, name }] of Object.entries(allowed)) {
    const sf = program.getSourceFile(resolve(dirname(entryPath), file));
    if (!sf) throw new Error(`Allow-listed file not found: ${file}`);
    const decl = sf.statements.find(
      /** @returns {s is import('typescript').InterfaceDeclaration | import('typescript').EnumDeclaration} */
      (s) => (ts.isInterfaceDeclaration(s) || ts.isEnumDeclaration(s)) && s.name.text === name,
    );
    if (!decl) throw new Error(`Allow-listed declaration not found: ${name} in ${file}`);
    const symbol = checker.getSymbolAtLocation(decl.name);
    if (!symbol) throw new Error(`No symbol for ${name} in ${file}`);
    declarations.set(key, { kind: kindOf(decl), file, members: membersOf(checker, symbol, decl), allowListed: true });
  }
  return { exports, declarations };
}
