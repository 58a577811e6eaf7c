// @ts-check
/**
 * Type-checks every `ts`/`tsx` code block of the docs as its own module, in
 * strict mode, against the installed library and its peers, per docs
 * version: docs/ and every src/demos/*Screen.tsx against the current
 * packages, versioned_docs/version-1.x/ and the screens its pages show
 * against the 1.1.0 stack (see src/data/versions.mjs). A block whose meta string
 * contains `fragment` is skipped (and shown as a fragment). The live demos
 * are shown on the example pages as code, so each `Screen.tsx` file is
 * checked the same way, as one whole block.
 *
 * Usage: node scripts/check-code-blocks.mjs [file-or-folder ...]
 *   (default: every version's docs and demos; a file's version follows from its path)
 *        node scripts/check-code-blocks.mjs --version 1.x   (one version's docs and demos)
 *        node scripts/check-code-blocks.mjs --stack 58      (the docs and demos of the version an Expo SDK
 *          row runs, against that SDK's stack: src/data/versions.mjs, EXPO_STACKS)
 * Exit code 1 and one line per error (doc file:line) when anything fails.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { globSync } from '../lib/glob.mjs';
import ts from 'typescript';
import { CHECKED_LANGUAGES, extractCodeBlocks, isFragment } from './lib/code-blocks.mjs';
import {
  CURRENT_VERSION,
  DEMOS_DIR,
  DOC_VERSIONS,
  docVersion,
  expoStack,
  foreignFolders,
  tsPaths,
  versionOfFile,
  versionOnStack,
} from '../src/data/versions.mjs';
import { demoFile, demoNames } from '../plugins/live-demos/files.mjs';

const COMPILER_OPTIONS = {
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

/**
 * Checks the blocks of the given files against one version's packages
 * (default: the current docs); returns {checked, skipped, errors}.
 * @param {string[]} files
 * @param {{ root?: string, workDir?: string, version?: ReturnType<typeof docVersion> }} [options]
 */
export function checkDocs(files, { root = process.cwd(), workDir, version = docVersion('current') } = {}) {
  const dir = workDir ?? join(root, '.tmp', `code-blocks-${version.name}-${process.pid}`);
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
  const program = ts.createProgram([...origin.keys()], {
    ...COMPILER_OPTIONS,
    baseUrl: root,
    paths: tsPaths(version),
    typeRoots: [join(root, 'node_modules', '@types')],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const errors = [];
  const packages = new Set();
  for (const f of program.getSourceFiles()) {
    const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(f.fileName);
    if (m) packages.add(m[1].replace(/\\/g, '/'));
  }
  // The mapping must hold everywhere, also inside the packages' own .d.ts
  // files: a type from the other version's stack would make the check lie.
  for (const folder of foreignFolders(version)) {
    const prefix = join(root, 'node_modules', folder) + sep;
    const stray = program
      .getSourceFiles()
      .map((f) => resolve(f.fileName))
      .filter((f) => f.startsWith(prefix));
    if (stray.length) {
      errors.push(
        `${version.name}: the check loaded ${stray.length} file(s) of node_modules/${folder}, which belongs to another docs version (first: ${relative(root, stray[0])})`,
      );
    }
  }
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
  return { checked: origin.size, skipped, errors, packages: [...packages].sort() };
}

/**
 * The files of one version: its doc pages and the demo screens its pages
 * show (a screen both versions show is checked once per version, against
 * each version's packages). The current version also checks every screen
 * that no page shows yet.
 * @param {import('../src/data/versions.mjs').DocVersion} version
 */
export function versionFiles(version, root = process.cwd()) {
  const docs = existsSync(version.docs) ? globSync(version.docs, /\.mdx?$/) : [];
  const shown = docs.flatMap((file) =>
    demoNames(readFileSync(file, 'utf8')).map((name) => demoFile({ siteDir: root, filePath: file, name })),
  );
  const own = version.name === CURRENT_VERSION.name ? globSync(DEMOS_DIR, /Screen\.tsx$/) : [];
  const demos = [...new Set([...own.map((file) => resolve(root, file)), ...shown])].map((file) => relative(root, file));
  return { docs, demos };
}

/** "react-native-reanimated-dnd 1.1.0, react-native-reanimated 3.19.5, …" as installed. @param {import('../src/data/versions.mjs').DocVersion} version */
function describeStack(version, root = process.cwd()) {
  return Object.entries(version.modules)
    .filter(([, folder]) => folder)
    .map(([module, folder]) => {
      try {
        const { version: v } = JSON.parse(readFileSync(join(root, 'node_modules', String(folder), 'package.json'), 'utf8'));
        return `${module} ${v}`;
      } catch {
        return `${module} (not installed)`;
      }
    })
    .join(', ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const only = args[0] === '--version' ? docVersion(args[1]) : args[0] === '--stack' ? versionOnStack(expoStack(Number(args[1]))) : null;
  const groups = new Map((only ? [only] : DOC_VERSIONS).map((v) => [v, /** @type {string[]} */ ([])]));
  if (args.length && !only) {
    // In a demos folder, only the `*Screen.tsx` files are demos.
    const files = args.flatMap((t) => (statSync(t).isDirectory() ? globSync(t, /(\.mdx?|Screen\.tsx)$/) : [t]));
    for (const file of files) /** @type {string[]} */ (groups.get(versionOfFile(file))).push(file);
  } else {
    for (const version of only ? [only] : DOC_VERSIONS) {
      const { docs, demos } = versionFiles(version);
      /** @type {string[]} */ (groups.get(version)).push(...docs, ...demos);
    }
  }
  let failed = 0;
  for (const [version, files] of groups) {
    if (!files.length) continue;
    const { checked, skipped, errors } = checkDocs(files, { version });
    for (const e of errors) console.error(e);
    const demos = files.filter((f) => f.endsWith('.tsx')).length;
    console.log(
      `Code blocks (${version.name}, ${version.label}; ${files.length - demos} doc files, ${demos} demos; against ${describeStack(version)}): ` +
        `${checked} type-checked, ${skipped} fragments skipped, ${errors.length} errors.`,
    );
    failed += errors.length;
  }
  process.exit(failed ? 1 : 0);
}
