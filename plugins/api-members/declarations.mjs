// @ts-check
/**
 * Reads a version's published type definitions (node_modules/<package>/lib),
 * so that signatures and each member's type and required flag are printed
 * from the package, not copied by hand. A name is either an export of the
 * entry point (`DraggableProps`) or `<path>#<Name>` for a declaration the
 * entry point does not export (`hooks/useSortable#UseSortableOptions`).
 */
import { join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * @typedef {{ name: string, type: string, optional: boolean }} DeclaredMember
 * @typedef {{ kind: 'interface' | 'enum' | 'union' | 'other', members: DeclaredMember[] }} DeclaredShape
 */

/** A type as one line: the declaration's text with its layout collapsed. @param {string} text */
export function oneLine(text) {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();
}

/** @param {string} packageDir the package's folder, e.g. node_modules/react-native-reanimated-dnd */
export function readDeclarations(packageDir) {
  const lib = resolve(packageDir, 'lib');
  const entry = join(lib, 'index.d.ts');
  const program = ts.createProgram([entry], {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    types: [],
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  if (!entryFile) throw new Error(`Cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(entryFile);
  const exports = new Map(
    (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((s) => [
      s.getName(),
      s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s,
    ]),
  );

  /** `Name` or `path#Name` -> the symbol, or undefined. @param {string} name */
  function symbolOf(name) {
    const at = name.indexOf('#');
    if (at < 0) return exports.get(name);
    const file = program.getSourceFile(join(lib, `${name.slice(0, at)}.d.ts`)) ?? ts.createSourceFile('x.d.ts', '', 99);
    const local = name.slice(at + 1);
    const statement = file.statements.find(
      (s) => 'name' in s && s.name && ts.isIdentifier(/** @type {any} */ (s).name) && /** @type {any} */ (s).name.text === local,
    );
    const named = statement && /** @type {any} */ (statement).name;
    return named ? checker.getSymbolAtLocation(named) : undefined;
  }

  /** The statements that declare a symbol (a variable's whole statement), in source order. @param {ts.Symbol} symbol */
  function statementsOf(symbol) {
    return (symbol.declarations ?? []).map((d) => (ts.isVariableDeclaration(d) ? d.parent.parent : d));
  }

  return {
    /** Whether the package declares this name. @param {string} name */
    has: (name) => Boolean(symbolOf(name)),
    /** The names the entry point exports. */
    exported: () => [...exports.keys()],
    /**
     * The declaration(s) of `name` as the package writes them, JSDoc left out.
     * @param {string} name
     */
    signature(name) {
      const symbol = symbolOf(name);
      if (!symbol) throw new Error(`${name} is not declared in ${packageDir}`);
      return statementsOf(symbol)
        .map((s) => s.getText())
        .join('\n');
    },
    /**
     * The members of an interface (own and inherited, then index signatures), an enum, or a string-literal union, in declaration order.
     * @param {string} name
     * @returns {DeclaredShape}
     */
    shape(name) {
      const symbol = symbolOf(name);
      const decl = symbol?.declarations?.[0];
      if (!symbol || !decl) throw new Error(`${name} is not declared in ${packageDir}`);
      if (ts.isEnumDeclaration(decl)) {
        // An enum member's `type` is its value as declared.
        return {
          kind: 'enum',
          members: decl.members.map((m) => ({ name: m.name.getText(), type: m.initializer?.getText() ?? '', optional: false })),
        };
      }
      if (ts.isInterfaceDeclaration(decl)) {
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        const members = checker.getPropertiesOfType(type).map((p) => {
          const d = p.valueDeclaration ?? p.declarations?.[0];
          const node = d && (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) ? d.type : undefined;
          const text = node
            ? node.getText()
            : d && ts.isMethodSignature(d)
              ? methodType(d)
              : checker.typeToString(checker.getTypeOfSymbol(p));
          return { name: p.getName(), type: oneLine(text), optional: Boolean(p.flags & ts.SymbolFlags.Optional) };
        });
        for (const info of checker.getIndexInfosOfType(type)) {
          const param = info.declaration?.parameters[0];
          const key = `[${param ? param.name.getText() : 'key'}: ${checker.typeToString(info.keyType)}]`;
          members.push({ name: key, type: oneLine(info.declaration?.type?.getText() ?? checker.typeToString(info.type)), optional: false });
        }
        return { kind: 'interface', members };
      }
      if (
        ts.isTypeAliasDeclaration(decl) &&
        ts.isUnionTypeNode(decl.type) &&
        decl.type.types.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal))
      ) {
        return {
          kind: 'union',
          members: decl.type.types.map((t) => ({ name: t.getText(), type: '', optional: false })),
        };
      }
      return { kind: 'other', members: [] };
    },
  };
}

/** `m(a: A): R` as the type `(a: A) => R`. @param {ts.MethodSignature} method */
function methodType(method) {
  const params = method.parameters.map((p) => p.getText()).join(', ');
  return `(${params}) => ${method.type ? method.type.getText() : 'void'}`;
}

/** @type {Map<string, ReturnType<typeof readDeclarations>>} */
const cache = new Map();
/** The declarations of a package folder, read once per process. @param {string} packageDir */
export function declarationsOf(packageDir) {
  if (!cache.has(packageDir)) cache.set(packageDir, readDeclarations(packageDir));
  return /** @type {ReturnType<typeof readDeclarations>} */ (cache.get(packageDir));
}
