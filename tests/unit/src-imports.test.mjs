import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const srcDir = join(siteDir, 'src');
// Build-time data and content that left src/; the site code imports them, and they obey the same rules.
const contentDirs = ['data', 'demos', 'api-reference'].map((folder) => join(siteDir, folder));
const pluginsDir = join(siteDir, 'plugins');
const scriptsDir = join(siteDir, 'scripts');

const CODE = /\.(c|m)?(j|t)sx?$/;
// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, `require('x')`, `import type …`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

function codeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** The file or folder a specifier points to, when it is a path into the site (relative or `@site/`). */
function target(file, specifier) {
  const request = specifier.slice(specifier.lastIndexOf('!') + 1).split('?')[0];
  if (request.startsWith('@site/')) return join(siteDir, request.slice('@site/'.length));
  if (request.startsWith('.')) return resolve(dirname(file), request);
  return null;
}

/** Every import in `files` that reaches into `folder`, as "file: specifier". */
function importsOf(files, folder) {
  const found = [];
  for (const file of files) {
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const path = target(file, specifier);
      if (path && (path === folder || path.startsWith(folder + sep))) found.push(`${relative(siteDir, file)}: ${specifier}`);
    }
  }
  return found;
}

test('code in src/, data/, demos/ and api-reference/ never imports from plugins/ (each feature keeps its browser code in its own folder)', () => {
  const files = [srcDir, ...contentDirs].flatMap(codeFiles);
  assert.ok(files.length > 20, 'expected to scan the site code');
  assert.deepEqual(importsOf(files, pluginsDir), []);
});

test('code in plugins/ and src/ never imports from scripts/ (what both need lives in lib/ or data/)', () => {
  const files = [pluginsDir, srcDir, ...contentDirs].flatMap(codeFiles);
  assert.ok(files.length > 50, 'expected to scan the plugins and the site code');
  assert.deepEqual(importsOf(files, scriptsDir), []);
});

test('the scan sees relative, @site/ and loader-prefixed imports of plugins/', () => {
  const dir = join(srcDir, 'theme', 'Example');
  const file = join(dir, 'index.tsx');
  const found = [
    "import { a } from '../../../plugins/x/a.mjs';",
    "import type { B } from '@site/plugins/x/b';",
    "const c = await import('../../../plugins/x/c.js');",
    "import d from '!!some-loader!@site/plugins/x/d.txt';",
    "import e from '@site/src/components/E';",
    "import f from 'plugins-but-a-package';",
  ].flatMap((line) => [...line.matchAll(SPECIFIER)].map(([, , specifier]) => target(file, specifier)));
  const inPlugins = found.map((path) => path !== null && path.startsWith(pluginsDir + sep));
  assert.deepEqual(inPlugins, [true, true, true, true, false, false]);
});
