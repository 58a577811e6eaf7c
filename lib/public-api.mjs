// @ts-check
/**
 * The one reader of a release's published declarations (`lib/**\/*.d.ts`):
 * one TypeScript program per entry point and module map, cached for the
 * process. Every consumer reads the package through it: the members tables
 * and signatures of the pages (plugins/api-members), the docs checks
 * (scripts/check-docs.mjs) and the search's public names
 * (plugins/search/identifiers.mjs).
 *
 * A name is an export of the entry point (`DraggableProps`) or
 * `<path>#<Name>` for a declaration the entry point does not export
 * (`hooks/useSortable#UseSortableOptions`, see NOT_EXPORTED).
 */
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { apiEntry, tsPaths } from '../data/versions.mjs';

/**
 * Declarations the docs document although the entry point does not export them.
 * useSortable's real parameter type: lib/hooks/useSortable.d.ts redeclares
 * UseSortableOptions with two members (children?, handleComponent?) that the
 * exported UseSortableOptions of lib/types lacks.
 */
export const NOT_EXPORTED = ['hooks/useSortable#UseSortableOptions'];

/**
 * @typedef {{ name: string, type: string, optional: boolean }} DeclaredMember
 * @typedef {{ kind: 'interface' | 'enum' | 'union' | 'other', members: DeclaredMember[] }} DeclaredShape
 * @typedef {{ name: string, kind: string, file: string, references: string[] }} Export
 * @typedef {{ kind: string, members: string[] }} Declaration
 * @typedef {ReturnType<typeof read>} Declarations
 */

/** A type as one line: the declaration's text with its layout collapsed. @param {string} text */
function oneLine(text) {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();
}

/** @type {Record<string, string>} */
const KINDS = {
  InterfaceDeclaration: 'interface',
  EnumDeclaration: 'enum',
  TypeAliasDeclaration: 'type alias',
  FunctionDeclaration: 'function',
  VariableDeclaration: 'const',
  ClassDeclaration: 'class',
};
/** @param {ts.Node | undefined} decl */
const kindOf = (decl) => (decl ? (KINDS[ts.SyntaxKind[decl.kind]] ?? ts.SyntaxKind[decl.kind]) : 'unknown');

/**
 * Names of the types a declaration mentions (parameter, return and variable
 * types, namespace members included), constraints left out: `SortableGrid`'s
 * `React.MemoExoticComponent<(…: SortableGridProps<any>) => …>` gives
 * MemoExoticComponent, SortableGridProps, JSX.Element's Element.
 * @param {ts.Symbol} symbol
 */
function referencedTypes(symbol) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node)) names.add(ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text);
    if (!ts.isTypeParameterDeclaration(node)) ts.forEachChild(node, visit);
  };
  for (const decl of symbol.declarations ?? []) visit(decl);
  return [...names];
}

/** `m(a: A): R` as the type `(a: A) => R`. @param {ts.MethodSignature} method */
function methodType(method) {
  return `(${method.parameters.map((p) => p.getText()).join(', ')}) => ${method.type ? method.type.getText() : 'void'}`;
}

/**
 * Reads one entry point.
 * @param {string} entry the package's `lib/index.d.ts`
 * @param {{ paths?: Record<string, string[]>, root?: string, notExported?: string[] }} options
 *   `paths` (relative to `root`) send module names to the version's folders (data/versions.mjs)
 */
function read(entry, { paths, root = process.cwd(), notExported = NOT_EXPORTED }) {
  const lib = dirname(resolve(root, entry));
  const files = [resolve(root, entry), ...notExported.map((key) => join(lib, `${key.split('#')[0]}.d.ts`))];
  const program = ts.createProgram(files, {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    types: [],
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    ...(paths ? { baseUrl: root, paths } : {}),
  });
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(files[0]);
  const moduleSymbol = entryFile && checker.getSymbolAtLocation(entryFile);
  if (!moduleSymbol) throw new Error(`Cannot read the module ${entry}`);
  const exported = new Map(
    checker.getExportsOfModule(moduleSymbol).map((s) => [s.getName(), s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]),
  );

  /** `Name` or `path#Name` -> its symbol, or undefined. @param {string} name */
  function symbolOf(name) {
    const at = name.indexOf('#');
    if (at < 0) return exported.get(name);
    const file = program.getSourceFile(join(lib, `${name.slice(0, at)}.d.ts`));
    const module = file && checker.getSymbolAtLocation(file);
    return module && checker.getExportsOfModule(module).find((s) => s.getName() === name.slice(at + 1));
  }

  /** @param {string} name */
  function declared(name) {
    const symbol = symbolOf(name);
    const decl = symbol?.declarations?.[0];
    if (!symbol || !decl) throw new Error(`${name} is not declared in ${entry}`);
    return { symbol, decl };
  }

  /**
   * The members of an interface (own and inherited, then index signatures), an
   * enum (`type` is its value) or a string-literal union, in declaration order.
   * @param {string} name
   * @returns {DeclaredShape}
   */
  function shape(name) {
    const { symbol, decl } = declared(name);
    if (ts.isEnumDeclaration(decl))
      return {
        kind: 'enum',
        members: decl.members.map((m) => ({ name: m.name.getText(), type: m.initializer?.getText() ?? '', optional: false })),
      };
    if (ts.isInterfaceDeclaration(decl)) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const members = checker.getPropertiesOfType(type).map((p) => {
        const d = p.valueDeclaration ?? p.declarations?.[0];
        const text =
          d && (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) && d.type
            ? d.type.getText()
            : d && ts.isMethodSignature(d)
              ? methodType(d)
              : checker.typeToString(checker.getTypeOfSymbol(p));
        return { name: p.getName(), type: oneLine(text), optional: Boolean(p.flags & ts.SymbolFlags.Optional) };
      });
      for (const info of checker.getIndexInfosOfType(type)) {
        const param = info.declaration?.parameters[0];
        members.push({
          name: `[${param ? param.name.getText() : 'key'}: ${checker.typeToString(info.keyType)}]`,
          type: oneLine(info.declaration?.type?.getText() ?? checker.typeToString(info.type)),
          optional: false,
        });
      }
      return { kind: 'interface', members };
    }
    if (
      ts.isTypeAliasDeclaration(decl) &&
      ts.isUnionTypeNode(decl.type) &&
      decl.type.types.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal))
    )
      return { kind: 'union', members: decl.type.types.map((t) => ({ name: t.getText(), type: '', optional: false })) };
    return { kind: 'other', members: [] };
  }

  /** @type {Export[]} */
  const exports = [...exported].map(([name, symbol]) => {
    const decl = symbol.declarations?.[0];
    const kind = kindOf(decl);
    const file = decl ? relative(lib, decl.getSourceFile().fileName) : '';
    return { name, kind, file, references: kind === 'function' || kind === 'const' ? referencedTypes(symbol) : [] };
  });
  const documented = [...exports.filter((e) => e.kind === 'interface' || e.kind === 'enum').map((e) => e.name), ...notExported];
  /** Exported interfaces and enums, then the NOT_EXPORTED ones: name -> {kind, members}. @type {Map<string, Declaration>} */
  const declarations = new Map(
    documented.map((name) => [name, { kind: kindOf(declared(name).decl), members: shape(name).members.map((m) => m.name) }]),
  );
  exports.sort((a, b) => a.name.localeCompare(b.name));

  return {
    /** Every export of the entry point, by name: {name, kind, file (relative to lib/), references}. */
    exports,
    declarations,
    notExported,
    /** Whether the package declares this name. @param {string} name */
    has: (name) => Boolean(symbolOf(name)),
    shape,
    /** The declaration(s) of `name` as the package writes them (a variable's whole statement), JSDoc left out. @param {string} name */
    signature: (name) =>
      (declared(name).symbol.declarations ?? []).map((d) => (ts.isVariableDeclaration(d) ? d.parent.parent : d).getText()).join('\n'),
  };
}

/** @type {Map<string, Declarations>} */
const cache = new Map();

/**
 * The declarations of one entry point, read once per process.
 * @param {string} entry the package's `lib/index.d.ts`
 * @param {{ paths?: Record<string, string[]>, root?: string, notExported?: string[] }} [options]
 */
export function readDeclarations(entry, options = {}) {
  const key = JSON.stringify([resolve(options.root ?? '.', entry), options.paths, options.notExported]);
  if (!cache.has(key)) cache.set(key, read(entry, options));
  return /** @type {Declarations} */ (cache.get(key));
}

/**
 * The declarations of a docs version's library, with its module map (data/versions.mjs).
 * @param {import('../data/versions.mjs').DocVersion} version
 */
export function declarationsOf(version, root = process.cwd()) {
  return readDeclarations(apiEntry(version), { paths: tsPaths(version), root });
}
