// @ts-check
/**
 * The code-blocks check (scripts/check-docs.mjs code-blocks) and the block
 * finder the samples share. Every `ts`/`tsx` block of a version's docs
 * (found as the site parses its pages: MDX, GFM, directives, front matter),
 * and every demo screen its pages show, whole, is type-checked as its own
 * module in strict mode against one module map: by default the version's
 * packages (data/versions.mjs `modules`). A block whose meta string
 * contains `fragment` is skipped and counted.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import { globSync } from './glob.mjs';
import { mdxParser } from './mdx-nodes.mjs';
import { isFragment } from '../plugins/code-highlight/fragment.mjs';
import { demoFile, demoNames } from '../plugins/live-code/live-demos/files.mjs';
import { CURRENT_VERSION, DEMOS_DIR, docVersion, foreignFolders, tsPaths } from '../data/versions.mjs';

export { isFragment };

export const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);

/** The fenced code blocks of a page: language, meta string, body and the line of the opening fence. @param {string} text */
export function extractCodeBlocks(text) {
  /** @type {{ lang: string, meta: string, line: number, code: string }[]} */
  const blocks = [];
  visit(mdxParser.parse(text), 'code', (node) => {
    blocks.push({ lang: node.lang ?? '', meta: node.meta ?? '', line: node.position?.start.line ?? 0, code: node.value });
  });
  return blocks;
}

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
 * (default: the current docs), or against another module map (`modules`:
 * module name -> folder under node_modules); returns {checked, skipped, errors, packages}.
 * @param {string[]} files
 * @param {{ root?: string, workDir?: string, version?: import('../data/versions.mjs').DocVersion, modules?: Record<string, string | null> }} [options]
 */
export function checkDocs(files, { root = process.cwd(), workDir, version = docVersion('current'), modules = version.modules } = {}) {
  const stack = { ...version, modules };
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
    paths: tsPaths(stack),
    typeRoots: [join(root, 'node_modules', '@types')],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const errors = [];
  const loaded = program.getSourceFiles().map((f) => resolve(f.fileName));
  const packages = new Set(
    loaded.flatMap((f) => /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(f)?.[1].replace(/\\/g, '/') ?? []),
  );
  // The mapping must hold everywhere, also inside the packages' own .d.ts
  // files: a type from the other version's stack would make the check lie.
  for (const folder of foreignFolders(stack)) {
    const prefix = join(root, 'node_modules', folder) + sep;
    const stray = loaded.filter((f) => f.startsWith(prefix));
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
 * @param {import('../data/versions.mjs').DocVersion} version
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

/** "react-native-reanimated-dnd 1.1.0, react-native-reanimated 3.19.5, …" as installed. @param {import('../data/versions.mjs').DocVersion} version */
export function describeStack(version, root = process.cwd()) {
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
