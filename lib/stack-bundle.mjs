// @ts-check
/**
 * One test page per Expo SDK stack (data/versions.mjs, EXPO_STACKS): every
 * demo screen a docs version shows, bundled with Rspack against that stack's
 * Reanimated, Worklets, Gesture Handler and react-native-web, each screen
 * mounted in its own `<section data-demo="Name">`. tests/e2e/stacks.spec.ts
 * builds it and drags every demo; the site's own build is not involved.
 *
 * The whole bundle is one stack, so plain aliases are enough here: every
 * import of a module name, by a screen or by a package, goes to the stack's
 * folder. The loaders are the site's (plugins/live-code/live-demos/webpack.mjs): the dnd
 * package's raw "worklet" directives and the screens go through the stack's
 * own Babel plugin (Worklets' for 2.x, Reanimated 3's for 1.x), in production
 * mode, as the site runs them.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoFile, demoNames } from '../plugins/live-code/live-demos/files.mjs';
import { DEMOS_DIR, docVersion } from '../data/versions.mjs';
import { globSync } from './glob.mjs';

// No import.meta: the end-to-end tests import this file, and their loader cannot run it.
const require = createRequire(resolve('package.json'));

/** @typedef {import('../data/versions.mjs').ExpoStack} ExpoStack */

/**
 * The screens a docs version shows: the current version's every screen, an archive's those its pages name.
 * @param {string} docsVersion @param {string} root
 */
export function stackScreens(docsVersion, root) {
  const version = docVersion(docsVersion);
  if (version.name === 'current')
    return globSync(join(root, DEMOS_DIR), /Screen\.tsx$/)
      .map((f) => resolve(root, f))
      .sort();
  const pages = globSync(join(root, version.docs), /\.mdx?$/);
  const shown = pages.flatMap((file) =>
    demoNames(readFileSync(file, 'utf8')).map((name) => demoFile({ siteDir: root, filePath: file, name })),
  );
  return [...new Set(shown)].sort();
}

/** @param {string} file */
const screenName = (file) => /([A-Za-z0-9]+)\.tsx$/.exec(file)?.[1] ?? file;

/**
 * Builds the stack's page into `outDir` (index.html, main.js).
 * @param {ExpoStack} stack
 * @param {{ root?: string, outDir: string }} options
 * @returns {Promise<{ screens: string[], warnings: string[] }>}
 */
export async function buildStackPage(stack, { root = process.cwd(), outDir }) {
  const { rspack } = require('@rspack/core');
  const modules = Object.fromEntries(Object.entries(stack.modules).filter(([, folder]) => folder !== null));
  /** @param {string} module */
  const dir = (module) => join(root, 'node_modules', String(modules[module])) + '/';
  for (const folder of [...Object.values(modules), stack.web]) {
    if (!existsSync(join(root, 'node_modules', String(folder), 'package.json'))) throw new Error(`node_modules/${folder} is not installed`);
  }
  const screens = stackScreens(stack.docsVersion, root);
  mkdirSync(outDir, { recursive: true });
  const entry = join(outDir, 'entry.jsx');
  writeFileSync(
    entry,
    [
      `import { createElement } from 'react';`,
      `import { createRoot } from 'react-dom/client';`,
      ...screens.map((file, i) => `import S${i} from ${JSON.stringify(file)};`),
      `const screens = [${screens.map((file, i) => `[${JSON.stringify(screenName(file))}, S${i}]`).join(', ')}];`,
      `for (const [name, Screen] of screens) {`,
      `  const section = document.createElement('section');`,
      `  section.dataset.demo = name;`,
      `  section.style.cssText = 'position: relative; width: 400px; height: 640px; display: flex; margin-bottom: 24px; overflow: hidden';`,
      `  document.body.append(section);`,
      `  createRoot(section).render(createElement(Screen));`,
      `}`,
      `document.body.dataset.mounted = String(screens.length);`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>SDK ${stack.sdk}</title><body><script src="main.js"></script></body>\n`,
  );

  const worklets = modules['react-native-worklets'];
  const babelPlugin = worklets ? require.resolve(`${worklets}/plugin`) : require.resolve(`${modules['react-native-reanimated']}/plugin`);
  const babel = {
    loader: require.resolve('babel-loader'),
    options: { babelrc: false, configFile: false, plugins: [[babelPlugin, worklets ? { disableSourceMaps: true } : {}]] },
  };
  /** @param {'typescript' | 'ecmascript'} syntax */
  const swc = (syntax) => ({
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  });
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry,
    output: { path: outDir, filename: 'main.js' },
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    resolve: {
      extensions: ['.web.tsx', '.web.ts', '.web.jsx', '.web.js', '.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        'react-native$': join(root, 'node_modules', stack.web),
        ...Object.fromEntries(Object.entries(modules).map(([module, folder]) => [module, join(root, 'node_modules', String(folder))])),
      },
    },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // Reanimated 4.5's web style code `require`s react-native-web inside lib/module, which
        // declares itself an ES module folder ({"type": "module"}); in strict ESM webpack and
        // Rspack leave that `require` undefined, the code catches the error, and every animated
        // style update then throws. Metro (Expo's bundler) does not make that distinction, so
        // the stack is bundled the way Metro reads it: as JavaScript that may use either.
        { test: /\.js$/, include: [dir('react-native-reanimated')], type: 'javascript/auto' },
        { test: /\.js$/, include: [join(dir('react-native-reanimated'), 'lib', 'module')], use: [swc('ecmascript')] },
        { test: /\.js$/, include: [dir('react-native-reanimated-dnd')], use: [babel] },
        { test: /\.tsx$/, include: [join(root, DEMOS_DIR)], use: [babel, swc('typescript')] },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __DEV__: 'false',
        global: 'globalThis',
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.JEST_WORKER_ID': 'undefined',
      }),
    ],
  });
  /** @type {import('@rspack/core').Stats} */
  const stats = await new Promise((done, fail) => compiler.run((error, result) => (error || !result ? fail(error) : done(result))));
  await new Promise((done) => compiler.close(() => done(undefined)));
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  if (stats.hasErrors())
    throw new Error(`SDK ${stack.sdk}: the demos did not bundle:\n${(info.errors ?? []).map((e) => e.message).join('\n')}`);
  return { screens: screens.map(screenName), warnings: (info.warnings ?? []).map((w) => w.message) };
}
