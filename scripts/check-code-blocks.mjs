/**
 * Type-checks every `ts`/`tsx` code block in docs/ as its own module, in
 * strict mode, against the installed library and its peers. A block whose
 * meta string contains `fragment` is skipped (and shown as a fragment).
 * The live demos in src/demos are shown on the example pages as code, so
 * each `.tsx` file there is checked the same way, as one whole block.
 *
 * Usage: node scripts/check-code-blocks.mjs [file-or-folder ...] (default: docs src/demos)
 * Exit code 1 and one line per error (doc file:line) when anything fails.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { globSync } from './lib/glob.mjs';
import ts from 'typescript';
import { CHECKED_LANGUAGES, extractCodeBlocks, isFragment } from './lib/code-blocks.mjs';

export const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  esModuleInterop: true,
  skipLibCheck: true,
  noUnusedLocals: false,
  types: [],
  isolatedModules: true,
};

/** Checks the blocks of the given files; returns {checked, skipped, errors}. */
export function checkDocs(files, { root = process.cwd(), workDir } = {}) {
  const dir = workDir ?? join(root, '.tmp', `code-blocks-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const origin = new Map();
  let skipped = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // Line 0: the body of a whole-file block starts on line 1.
    const blocks = /\.tsx?$/.test(file) ? [{ lang: 'tsx', meta: '', line: 0, code: text }] : extractCodeBlocks(text);
    for (const block of blocks) {
      if (!CHECKED_LANGUAGES.has(block.lang)) continue;
      if (isFragment(block.meta)) {
        skipped++;
        continue;
      }
      const name = `${relative(root, file).replace(/[\\/]/g, '__')}__L${block.line}.${block.lang === 'ts' ? 'ts' : 'tsx'}`;
      const path = join(dir, name);
      // `export {}` keeps every block a module, so names never collide.
      writeFileSync(path, `${block.code}\nexport {};\n`);
      origin.set(resolve(path), { file: relative(root, file), line: block.line });
    }
  }
  const program = ts.createProgram([...origin.keys()], { ...COMPILER_OPTIONS, baseUrl: root, typeRoots: [join(root, 'node_modules', '@types')] });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const errors = [];
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const where = d.file ? origin.get(resolve(d.file.fileName)) : undefined;
    if (d.file && where) {
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      // The block body starts on the line after the opening fence.
      errors.push(`${where.file}:${where.line + 1 + line}: TS${d.code}: ${message}`);
    } else {
      errors.push(`${d.file?.fileName ?? 'config'}: TS${d.code}: ${message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return { checked: origin.size, skipped, errors };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const targets = process.argv.length > 2 ? process.argv.slice(2) : ['docs', 'src/demos'];
  // In src/demos, registry.ts is plumbing, not a demo shown to readers.
  const files = targets.flatMap((t) => (statSync(t).isDirectory() ? globSync(t, /(\.mdx?|Screen\.tsx)$/) : [t]));
  const { checked, skipped, errors } = checkDocs(files);
  for (const e of errors) console.error(e);
  console.log(`Code blocks: ${checked} type-checked, ${skipped} fragments skipped, ${errors.length} errors.`);
  process.exit(errors.length ? 1 : 0);
}
