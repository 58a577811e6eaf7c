import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headScript } from './canonical.js';

/** A tiny page that forwards to `target`, so an alias never answers 404. */
function redirectPage(target) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${target}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"><script>location.replace(${JSON.stringify(target)}+location.search+location.hash)</script></head><body><p><a href="${target}">Continue to ${target}</a></p></body></html>`;
}

/**
 * Paths that are not pages of their own but lead to one (spec §2: /docs):
 * each docs version's root leads to its intro page (/docs -> /docs/intro,
 * /docs/1.x -> /docs/1.x/intro).
 */
export function versionAliases(loadedVersions) {
  const aliases = {};
  for (const version of loadedVersions) {
    const intro = version.docs.find((doc) => doc.id === 'intro');
    if (intro) aliases[version.path.replace(/\/+$/, '').toLowerCase()] = intro.permalink;
  }
  return aliases;
}

/**
 * Collects every canonical route once all content is loaded, then
 * - injects a tiny head script that fixes the address (and leaves 404.html)
 *   before anything renders, on any static host;
 * - exposes the same list as global data for client-side navigation.
 */
export default function routeNormalisationPlugin() {
  let routes = [];
  let aliases = {};
  return {
    name: 'route-normalisation',
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default;
      const docPaths = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs.map((doc) => doc.permalink),
      );
      const pages = allContent['docusaurus-plugin-content-pages']?.default ?? [];
      const pagePaths = pages.map((page) => page.permalink);
      routes = [...new Set([...pagePaths, ...docPaths, '/search'])].sort();
      aliases = versionAliases(docs?.loadedVersions ?? []);
      actions.setGlobalData({ routes, aliases });
    },
    async postBuild({ outDir }) {
      for (const [alias, target] of Object.entries(aliases)) {
        const file = join(outDir, alias, 'index.html');
        if (existsSync(file)) continue;
        await mkdir(join(outDir, alias), { recursive: true });
        await writeFile(file, redirectPage(target));
      }
    },
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', innerHTML: headScript(routes, aliases) }],
      };
    },
  };
}
