/**
 * The llms.txt index and llms-full.txt of one docs version: the current one
 * at the site's root, the archive in its own folder (`/docs/1.x/llms.txt`).
 * The current index still lists the archive's pages last, as Optional.
 */
import { compatibilityFor } from '../../data/compatibility.mjs';
import { markdownPath } from './paths.mjs';

/**
 * @typedef {{ id: string, title: string, description?: string, permalink: string }} Doc
 * @typedef {{ name: string, label: string, isLast: boolean, path: string, pages: { doc: Doc, group: string }[] }} Version
 */

/** The folder of a version's llms files, relative to the site: '' for the current one. */
export const llmsFolder = (/** @type {Version} */ version) => (version.isLast ? '' : `${version.path.replace(/^\/+|\/+$/g, '')}/`);

/**
 * @param {object} options
 * @param {Version} options.version the version the two files are for
 * @param {Version[]} options.versions every version (the current index names the others)
 * @param {{ title: string, tagline: string }} options.site
 * @param {string} options.siteUrl without a trailing slash
 * @param {Map<string, string>} options.markdown each page's Markdown by permalink
 * @returns {{ index: string, full: string }}
 */
export function llmsFiles({ version, versions, site, siteUrl, markdown }) {
  const { library } = compatibilityFor(version.name);
  const folderUrl = `${siteUrl}/${llmsFolder(version)}`;
  const link = (/** @type {Doc} */ doc) =>
    `- [${doc.title}](${siteUrl}${markdownPath(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`;

  const summary = version.isLast
    ? `${site.tagline}: documentation of react-native-reanimated-dnd ${library} ` +
      '(Draggable, Droppable, Sortable and their hooks for React Native, built on Reanimated and Gesture Handler).'
    : `Archived documentation of react-native-reanimated-dnd ${library} (docs version ${version.label}), which is no longer maintained. ` +
      `The current docs: ${siteUrl}/llms.txt`;
  const title = version.isLast ? site.title : `${site.title} ${version.label} (archive)`;
  const head = [`# ${title}`, '', `> ${summary}`, ''];

  const index = [...head];
  index.push(
    `Every link is the Markdown of one page; the same address without \`.md\` is the HTML page. ` +
      `All ${version.isLast ? 'current' : version.label} pages in one file: ${folderUrl}llms-full.txt`,
  );
  let section = null;
  for (const { doc, group } of version.pages) {
    if (group !== section) {
      index.push('', `## ${group}`, '');
      section = group;
    }
    index.push(link(doc));
  }
  if (version.isLast) {
    for (const archive of versions.filter((other) => !other.isLast)) {
      const archived = compatibilityFor(archive.name).library;
      index.push('', '## Optional', '');
      index.push(
        `Archived docs for react-native-reanimated-dnd ${archived} (version ${archive.label}, no longer maintained), ` +
          `also indexed on their own at ${siteUrl}/${llmsFolder(archive)}llms.txt:`,
        '',
      );
      for (const { doc } of archive.pages) index.push(link({ ...doc, title: `${doc.title} (${archive.label})` }));
    }
  }

  const full = [...head];
  for (const { doc } of version.pages) {
    full.push('---', '', `Source: ${siteUrl}${doc.permalink}`, '', (markdown.get(doc.permalink) ?? '').trim(), '');
  }
  return { index: `${index.join('\n')}\n`, full: `${full.join('\n')}\n` };
}
