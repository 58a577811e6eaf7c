// @ts-check
/**
 * Signatures are copied, not written: a `ts signature` block of an API page
 * holds only declarations (`export declare const …`, `export declare
 * function …`, `export interface …`, `export type …`, `export declare enum
 * …`), and each must be, token for token, a declaration of the same name in
 * the published package of the page's version (`lib/**\/*.d.ts`). Layout
 * and comments do not count, so the pages may format a declaration for
 * reading; a declaration the package does not have, or one whose text
 * differs, fails. So does a `fragment` block made only of exported
 * declarations: it would escape this check, and is a signature.
 *
 *   node scripts/check-signatures.mjs [--version current|1.x]
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { globSync } from '../lib/glob.mjs';
import { DOC_VERSIONS, docVersion } from '../src/data/versions.mjs';
import { isSignature } from '../plugins/code-highlight/fragment.mjs';
import { extractCodeBlocks, isFragment } from './lib/code-blocks.mjs';

/** The tokens of a piece of TypeScript, comments and layout dropped. @param {string} text */
export function tokensOf(text) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, /* skipTrivia */ true, ts.LanguageVariant.Standard, text);
  const tokens = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) tokens.push(scanner.getTokenText());
  // Layout too: a trailing separator inside a type literal or a list, and the leading "|" or "&" a
  // formatter puts before the first member of a union or intersection written one member a line.
  return tokens.filter(
    (token, i) =>
      !((token === ';' || token === ',') && ['}', ')', '>', ']'].includes(tokens[i + 1] ?? '')) &&
      !((token === '|' || token === '&') && ['=', ':', '(', '<', ',', '['].includes(tokens[i - 1] ?? '')),
  );
}

/** Name of a top-level declaration statement, or null. @param {ts.Statement} statement */
function nameOf(statement) {
  if (ts.isVariableStatement(statement)) {
    const [declaration] = statement.declarationList.declarations;
    return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : null;
  }
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isClassDeclaration(statement)
  ) {
    return statement.name?.text ?? null;
  }
  // `export declare namespace X { var Handle: … }`: a component's static members.
  if (ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name)) return statement.name.text;
  return null;
}

/** Top-level declarations of a file: name → token lists (a function may be overloaded). @param {string} file @param {string} text */
function declarationsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {Map<string, string[][]>} */
  const out = new Map();
  for (const statement of source.statements) {
    const name = nameOf(statement);
    if (!name) continue;
    const list = out.get(name) ?? [];
    list.push(tokensOf(statement.getText(source)));
    out.set(name, list);
  }
  return { source, out };
}

/** Every declaration of the package: name → token lists, with the file. @param {string} packageDir */
export function packageDeclarations(packageDir) {
  /** @type {Map<string, { file: string, tokens: string[] }[]>} */
  const all = new Map();
  for (const file of globSync(join(packageDir, 'lib'), /\.d\.ts$/)) {
    for (const [name, lists] of declarationsOf(file, readFileSync(file, 'utf8')).out) {
      const entries = all.get(name) ?? [];
      for (const tokens of lists) entries.push({ file: relative(packageDir, file), tokens });
      all.set(name, entries);
    }
  }
  return all;
}

/**
 * @param {string} page the page's path
 * @param {string} text the page's MDX
 * @param {Map<string, { file: string, tokens: string[] }[]>} declarations
 */
export function checkPage(page, text, declarations) {
  const problems = [];
  let checked = 0;
  for (const block of extractCodeBlocks(text)) {
    if (block.lang !== 'ts' && block.lang !== 'tsx') continue;
    const signature = isSignature(block.meta);
    if (!signature && !isFragment(block.meta)) continue;
    const where = `${page}:${block.line}`;
    const { source } = declarationsOf('block.ts', block.code);
    const exported = source.statements.map((statement) => {
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
      const name = nameOf(statement);
      return name && modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ? { statement, name } : null;
    });
    if (!signature) {
      if (exported.length > 0 && exported.every(Boolean)) {
        problems.push({
          name: where,
          message: 'a block of declarations is a `signature` block (checked against the package), not a fragment',
        });
      }
      continue;
    }
    if (exported.length === 0 || !exported.every(Boolean)) {
      problems.push({ name: where, message: "a signature block holds only the package's exported declarations" });
    }
    for (const declaration of exported) {
      if (!declaration) continue;
      const { statement, name } = declaration;
      checked += 1;
      const tokens = tokensOf(statement.getText(source));
      const candidates = declarations.get(name) ?? [];
      if (candidates.length === 0) {
        problems.push({ name: where, message: `${name} is not declared in the package` });
      } else if (!candidates.some((c) => c.tokens.join(' ') === tokens.join(' '))) {
        problems.push({ name: where, message: `${name} differs from its declaration in ${candidates.map((c) => c.file).join(', ')}` });
      }
    }
  }
  return { problems, checked };
}

/** @param {import('../src/data/versions.mjs').DocVersion} version */
export function checkVersion(version) {
  const packageDir = join('node_modules', version.modules['react-native-reanimated-dnd']);
  const declarations = packageDeclarations(packageDir);
  const problems = [];
  let checked = 0;
  for (const page of globSync(join(version.docs, 'api'), /\.mdx?$/)) {
    const result = checkPage(page, readFileSync(page, 'utf8'), declarations);
    problems.push(...result.problems);
    checked += result.checked;
  }
  return { problems, checked };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--version');
  const versions = at > 0 ? [docVersion(process.argv[at + 1])] : DOC_VERSIONS;
  let failed = 0;
  for (const version of versions) {
    const { problems, checked } = checkVersion(version);
    for (const p of problems) console.error(`${p.name}: ${p.message}`);
    console.log(`signatures (${version.name}): ${checked} declarations checked, ${problems.length} problems.`);
    failed += problems.length;
  }
  process.exitCode = failed ? 1 : 0;
}
