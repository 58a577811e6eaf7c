// @ts-check
/**
 * One lint setup for the whole repository (`npm run lint`): TypeScript and
 * JavaScript (site, plugins, scripts, tests) and the MDX docs of both
 * versions. Formatting is Prettier's job (.prettierrc.json), so no rule here
 * is about layout.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import * as mdx from 'eslint-plugin-mdx';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'];

/**
 * ESLint 9's scope analysis does not count `<LiveDemo />` as a use of the
 * imported `LiveDemo`, so in MDX every component import would look unused.
 * This marks the component names a page renders as used, so `no-unused-vars`
 * still finds the imports a page no longer renders.
 * @type {import('eslint').Rule.RuleModule}
 */
const jsxUsesVars = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      /** @param {any} node a JSXOpeningElement; ESTree's types do not list JSX nodes */
      JSXOpeningElement(node) {
        let name = node.name;
        while (name.type === 'JSXMemberExpression') name = name.object;
        if (name.type === 'JSXIdentifier' && /^[A-Z]/.test(name.name)) context.sourceCode.markVariableAsUsed(name.name, node);
      },
    };
  },
};

export default defineConfig(
  globalIgnores([
    'build/',
    '.docusaurus/',
    'node_modules/',
    'static/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
    '.tmp/',
    // Inputs of the unit tests, shaped like a published package on purpose.
    'tests/unit/fixtures/',
  ]),

  {
    files: CODE,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused name is a leftover or a bug; `_name` marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Import hygiene: one import per module (a separate `import type` is fine). eslint-plugin-import-x would
      // check more, but its resolver's platform packages are not all on the registry these machines reach,
      // which breaks `npm ci`.
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/build/**', '**/.docusaurus/**'], message: 'Import sources, not build output.' }] },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // An empty catch is how a script says "this may fail, and then nothing happens".
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-var': 'off',
      'prefer-const': 'error',
      // Declaration merging with the classic theme's module types needs these.
      '@typescript-eslint/no-namespace': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // `require` is only used through createRequire, where a loader demands CommonJS.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // Scripts that need CommonJS (loaders that `require` them) run as CommonJS.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Browser code: the site, the demo screens and the data they read, and the scripts the plugins inline into pages.
  {
    files: [
      'src/**/*.{js,mjs,ts,tsx}',
      '{data,demos,api-reference}/**/*.{js,mjs,ts,tsx}',
      // Feature folders' browser halves.
      'plugins/*/theme/**/*.{js,mjs,ts,tsx}',
      'plugins/*/client/**/*.{js,mjs,ts,tsx}',
      'plugins/live-code/{live-demos,staged-load}/*.ts',
      'plugins/*/client.{js,ts}',
      'plugins/colour-mode-guard/guard.js',
      'plugins/route-normalisation/canonical.mjs',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['plugins/search/client/worker.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
  // React components: the rules of hooks, and complete effect dependencies.
  {
    files: [
      'src/**/*.{ts,tsx}',
      'demos/**/*.{ts,tsx}',
      'plugins/*/theme/**/*.{ts,tsx}',
      'plugins/*/client/**/*.{ts,tsx}',
      'plugins/live-code/{live-demos,staged-load}/*.ts',
    ],
    // The plugin's declared type does not match ESLint's plugin type exactly.
    plugins: { 'react-hooks': /** @type {any} */ (reactHooks) },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The site's browser code never imports a build plugin: a feature's browser half lives with it in src/ or in
  // its own theme folder. The same holds for the demo screens and the data and member descriptions they read.
  {
    files: ['{src,data,demos,api-reference}/**/*.{js,mjs,cjs,ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/**'],
              message: 'Browser code must not import a build plugin; move the shared code next to the browser half.',
            },
            { group: ['**/build/**', '**/.docusaurus/**'], message: 'Import sources, not build output.' },
          ],
        },
      ],
    },
  },
  // Playwright tests and the bench run in Node but hand functions to the page.
  {
    files: ['tests/e2e/**/*.ts', 'bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // The docs: MDX of both versions, parsed as MDX (JSX, imports, `{/* … */}` comments).
  {
    ...mdx.flat,
    files: ['docs/**/*.{md,mdx}', 'versioned_docs/**/*.{md,mdx}', 'src/pages/**/*.{md,mdx}'],
    processor: mdx.createRemarkProcessor({ lintCodeBlocks: false }),
    plugins: { ...mdx.flat.plugins, site: { rules: { 'jsx-uses-vars': jsxUsesVars } } },
    rules: {
      'site/jsx-uses-vars': 'error',
      // remark-lint is not set up; Markdown style is the writers' and the build's concern.
      'mdx/remark': 'off',
      'no-unused-expressions': 'error',
      'no-unused-vars': ['error', { varsIgnorePattern: '^_' }],
    },
  },
);
