import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { mdxToMarkdown } from './markdown.mjs';
import { expandMarkers, loadSource, versionOf } from '../api-members/remark.mjs';
import { orderedPages } from './pages.mjs';
import { renderCard } from './cards.mjs';
import { compatibilityFor } from '../../data/compatibility.mjs';
import { cardPath, markdownPath } from './paths.mjs';
import { llmsFiles, llmsFolder } from './llms.mjs';

/** @param {string} siteDir @param {string} source */
const sourcePath = (siteDir, source) => resolve(siteDir, source.replace(/^@site\//, ''));

/**
 * Files for readers and their tools, written after the build from the docs'
 * sources and the docs plugin's loaded content:
 * - `<page>.md` for every doc page of every version;
 * - `llms.txt` and `llms-full.txt` per version (llms.mjs): the current one at the root,
 *   the archive's under its path;
 * - a 1200×630 social card per doc page and one for the home page.
 * The pages link to them from their chrome (plugins/page-chrome).
 * @param {import('@docusaurus/types').LoadContext} context
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function exportsPlugin(context) {
  const { siteDir, siteConfig } = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  /** @type {{ name: string, label: string, isLast: boolean, path: string, pages: import('./pages.mjs').OrderedPage[] }[]} */
  let versions = [];

  return {
    name: 'exports',

    async allContentLoaded({ allContent }) {
      const docs = /** @type {import('@docusaurus/plugin-content-docs').LoadedContent | undefined} */ (
        allContent['docusaurus-plugin-content-docs']?.default
      );
      versions = (docs?.loadedVersions ?? []).map((version) => ({
        name: version.versionName,
        label: version.label,
        isLast: version.isLast,
        path: version.path,
        pages: orderedPages(version),
      }));
    },

    async postBuild({ outDir }) {
      const byFile = new Map();
      for (const version of versions) {
        for (const { doc } of version.pages) byFile.set(sourcePath(siteDir, doc.source), doc.permalink);
      }
      /** @param {string} file */
      const resolveDocLink = (file) => (byFile.has(file) ? siteUrl + byFile.get(file) : null);
      const current = /** @type {(typeof versions)[number]} one version is the last */ (versions.find((version) => version.isLast));
      const currentIds = new Map(current.pages.map(({ doc }) => [doc.id, doc.permalink]));

      /** @param {string} path within the site, such as `/docs/intro.md` @param {string | Uint8Array} data */
      const write = async (path, data) => {
        const file = join(outDir, path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, data);
      };

      // Markdown pages.
      const markdown = new Map();
      for (const version of versions) {
        const compatibility = compatibilityFor(version.name);
        for (const { doc } of version.pages) {
          const file = sourcePath(siteDir, doc.source);
          let preface;
          if (!version.isLast) {
            const newer = currentIds.get(doc.id);
            preface =
              `> **Archived:** this page documents react-native-reanimated-dnd ${compatibility.library} ` +
              `(docs version ${version.label}), which is no longer maintained.` +
              (newer ? ` The current version of this page: ${siteUrl}${newer}` : '');
          }
          const where = versionOf(file);
          const members = where ? await loadSource(where.version) : null;
          const text = mdxToMarkdown(await readFile(file, 'utf8'), {
            expandTree: members && where ? (tree) => expandMarkers(tree, members, { ...where, path: file }) : undefined,
            filePath: file,
            siteDir,
            title: doc.title,
            description: doc.description,
            pageUrl: siteUrl + doc.permalink,
            resolveDocLink,
            preface,
            // The day of the page's "Last updated" line (absent when git history is not read).
            lastUpdated: doc.lastUpdatedAt ? new Date(doc.lastUpdatedAt).toISOString().slice(0, 10) : undefined,
          });
          markdown.set(doc.permalink, text);
          await write(markdownPath(doc.permalink), text);
        }
      }

      // llms.txt and llms-full.txt, one pair per version.
      for (const version of versions) {
        const { index, full } = llmsFiles({ version, versions, site: siteConfig, siteUrl, markdown });
        await write(`${llmsFolder(version)}llms.txt`, index);
        await write(`${llmsFolder(version)}llms-full.txt`, full);
      }

      // Social cards: the home page's, then one per doc page.
      const logoSvg = await readFile(join(siteDir, 'static/img/logo.svg'), 'utf8');
      const cards = [
        { permalink: '/', title: siteConfig.tagline, section: 'Documentation', version: current },
        ...versions.flatMap((version) =>
          version.pages.map(({ doc, section }) => ({ permalink: doc.permalink, title: doc.title, section, version })),
        ),
      ];
      for (const { permalink, ...page } of cards) {
        await write(cardPath(permalink), await renderCard({ ...page, libraryName: siteConfig.title, logoSvg }));
      }
    },
  };
}
