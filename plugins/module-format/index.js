// @ts-check
/**
 * The site's package.json says `"type": "module"`, so every `.js` file under
 * it is an ES module, both to Node and to the bundler. Two kinds of files
 * that Docusaurus writes are not:
 *
 * - its generated modules (`.docusaurus/registry.js` and the like) mix ES
 *   module syntax with `require.resolveWeak`, which the bundler rewrites only
 *   in files it reads as "auto" (either format); read as strict ESM, the call
 *   stays and rendering fails with "require.resolveWeak is not a function".
 *   They are read as "auto" again here.
 * - the server bundle's chunks (`build/__server/**.js`, removed after the
 *   build) are CommonJS, which Node refuses under "type": "module" ("exports
 *   is not defined in ES module scope"). A `package.json` saying
 *   `"type": "commonjs"` is written next to them.
 *
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function moduleFormatPlugin(context) {
  return {
    name: 'module-format',
    configureWebpack(_config, isServer) {
      const rules = [{ test: /\.js$/, include: [context.generatedFilesDir], type: 'javascript/auto' }];
      return isServer ? { module: { rules }, plugins: [new MarkOutputCommonJs()] } : { module: { rules } };
    },
  };
}

/** Emits `package.json` with `"type": "commonjs"` into the bundle's output folder. */
class MarkOutputCommonJs {
  /** @param {any} compiler the bundler's compiler (webpack or Rspack) */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('module-format', (/** @type {any} */ compilation) => {
      compilation.hooks.processAssets.tap({ name: 'module-format', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  }
}
