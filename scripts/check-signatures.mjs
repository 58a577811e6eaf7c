// @ts-check
/**
 * Signatures are generated, not written: an API page shows a declaration
 * through a marker, `{/* signature: Draggable *\/}`, which plugins/api-members
 * prints from the published package of the page's version. This check fails
 * when a marker names something the package does not declare, when a page
 * still holds a hand-written `signature` block, or when a `fragment` block is
 * made only of exported declarations (a signature in disguise).
 *
 *   node scripts/check-signatures.mjs [--version current|1.x]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { globSync } from '../lib/glob.mjs';
import { DOC_VERSIONS, docVersion } from '../src/data/versions.mjs';
import { isSignature } from '../plugins/code-highlight/fragment.mjs';
import { declarationsOf } from '../plugins/api-members/declarations.mjs';
import { parseSignatureMarker } from '../plugins/api-members/render.mjs';
import { extractCodeBlocks, isFragment } from './lib/code-blocks.mjs';

/** Whether every statement of a piece of TypeScript is an exported declaration. @param {string} code */
function onlyExportedDeclarations(code) {
  const { statements } = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
  return (
    statements.length > 0 &&
    statements.every((s) => (ts.canHaveModifiers(s) ? ts.getModifiers(s) : undefined)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
  );
}

/**
 * @param {string} page the page's path
 * @param {string} text the page's MDX
 * @param {{ has(name: string): boolean }} declarations the package's
 */
export function checkPage(page, text, declarations) {
  const problems = [];
  let checked = 0;
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const expression = /^\s*\{(\/\*.*\*\/)\}\s*$/.exec(line)?.[1];
    const name = expression ? parseSignatureMarker(expression) : null;
    if (expression && /^\/\*\s*signature:/.test(expression) && !name)
      problems.push({ name: `${page}:${i + 1}`, message: 'malformed signature marker' });
    if (!name) continue;
    checked += 1;
    if (!declarations.has(name)) problems.push({ name: `${page}:${i + 1}`, message: `${name} is not declared in the package` });
  }
  for (const block of extractCodeBlocks(text)) {
    if (block.lang !== 'ts' && block.lang !== 'tsx') continue;
    const where = `${page}:${block.line}`;
    if (isSignature(block.meta)) problems.push({ name: where, message: 'a hand-written signature block; use {/* signature: Name */}' });
    else if (isFragment(block.meta) && onlyExportedDeclarations(block.code))
      problems.push({ name: where, message: 'a fragment made of declarations is a signature; use {/* signature: Name */}' });
  }
  return { problems, checked };
}

/** @param {import('../src/data/versions.mjs').DocVersion} version */
export function checkVersion(version) {
  const declarations = declarationsOf(
    join('node_modules', /** @type {string} every version has the library */ (version.modules['react-native-reanimated-dnd'])),
  );
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
    console.log(`signatures (${version.name}): ${checked} markers checked, ${problems.length} problems.`);
    failed += problems.length;
  }
  process.exitCode = failed ? 1 : 0;
}
