// @ts-check
/**
 * Marks the entry bundle (`main` and its runtime) with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad`. Chrome 136+ then compiles every
 * function of those files while it streams them, off the main thread, instead
 * of compiling each webpack module on the main thread the first time it runs.
 * Nearly all of the entry bundle runs during start-up, so little is compiled
 * for nothing. Other browsers read the line as a comment.
 * Measured in ARCHITECTURE.md, Performance ("The entry bundle compiles while it streams in").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHint', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before real content hashes.
        { name: 'CompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

/** @returns {import('@docusaurus/types').Plugin} */
export default function compileHintsPlugin() {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [new CompileHintPlugin()] };
    },
  };
}
