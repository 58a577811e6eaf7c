import { headScript } from './canonical.js';

/** A tiny page that forwards to `target`, so an alias never answers 404. @param {string} target */
function redirectPage(target) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${target}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><script>location.replace(${JSON.stringify(target)}+location.search+location.hash)</script></head><body><p><a href="${target}">Continue to ${target}</a></p></body></html>`;
}

/**
 * Paths that are not pages of their own but lead to one (/docs):
 * each docs version's root leads to its intro page (/docs -> /docs/intro,
 * /docs/1.x -> /docs/1.x/intro).
 * @param {Pick<import('@docusaurus/plugin-content-docs').LoadedVersion, 'path' | 'docs'>[]} loadedVersions
 */
export function versionAliases(loadedVersions) {
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const version of loadedVersions) {
    const intro = version.docs.find((doc) => doc.id === 'intro');
    if (intro) aliases[version.path.replace(/\/+$/, '').toLowerCase()] = intro.permalink;
  }
  return aliases;
}

/**
 * Emits each alias's redirect page as an asset of the client bundle, so it
 * is in the output folder before any plugin's postBuild runs. (postBuild
 * steps run in parallel; the content security policy step hashes the inline
 * script of every HTML file it finds there.) A real page at the same path,
 * written later by the static site generation, would replace it.
 */
class AliasPagesPlugin {
  /** @param {() => Record<string, string>} getAliases read once content is loaded */
  constructor(getAliases) {
    this.getAliases = getAliases;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AliasPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AliasPagesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [alias, target] of Object.entries(this.getAliases())) {
          compilation.emitAsset(`${alias.replace(/^\//, '')}/index.html`, new sources.RawSource(redirectPage(target)));
        }
      });
    });
  }
}

/**
 * Collects every canonical route once all content is loaded, then
 * - injects a tiny head script that fixes the address (and leaves 404.html)
 *   before anything renders, on any static host;
 * - exposes the same list as global data for client-side navigation;
 * - writes a redirect page for each alias.
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function routeNormalisationPlugin() {
  /** @type {string[]} */
  let routes = [];
  /** @type {Record<string, string>} */
  let aliases = {};
  return {
    name: 'route-normalisation',
    // theme/Root fixes the address after client-side navigation.
    getThemePath() {
      return './theme';
    },
    async allContentLoaded({ allContent, actions }) {
      const docs = /** @type {import('@docusaurus/plugin-content-docs').LoadedContent | undefined} */ (
        allContent['docusaurus-plugin-content-docs']?.default
      );
      const docPaths = (docs?.loadedVersions ?? []).flatMap((version) => version.docs.map((doc) => doc.permalink));
      const pages = /** @type {import('@docusaurus/plugin-content-pages').LoadedContent} */ (
        allContent['docusaurus-plugin-content-pages']?.default ?? []
      );
      const pagePaths = pages.map((page) => page.permalink);
      routes = [...new Set([...pagePaths, ...docPaths, '/search'])].sort();
      aliases = versionAliases(docs?.loadedVersions ?? []);
      actions.setGlobalData({ routes, aliases });
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [new AliasPagesPlugin(() => aliases)] };
    },
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', innerHTML: headScript(routes, aliases) }],
      };
    },
  };
}
