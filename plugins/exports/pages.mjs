/**
 * The doc pages of one docs version in reading order: each sidebar in turn
 * (as configured), then the pages that are in no sidebar, grouped by folder.
 * Every page gets the section it belongs to (its sidebar category).
 */
/** @type {Record<string, string>} */
const SIDEBAR_SECTIONS = { tutorialSidebar: 'Docs', apiSidebar: 'API reference' };
/** @type {Record<string, string>} */
const FOLDER_SECTIONS = { guides: 'Guides', examples: 'More examples' };

/**
 * @typedef {import('@docusaurus/plugin-content-docs').LoadedVersion} LoadedVersion
 * @typedef {LoadedVersion['docs'][number]} Doc
 * @typedef {{ doc: Doc, section: string, group: string }} OrderedPage
 * @typedef {{ type: string, id?: string, label?: string, link?: { type: string, id?: string }, items?: SidebarItem[] }} SidebarItem
 */

/** @param {string} word */
const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * @param {Pick<LoadedVersion, 'docs'> & { sidebars?: Record<string, SidebarItem[]> }} version
 * @returns {OrderedPage[]}
 */
export function orderedPages(version) {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  /** @type {OrderedPage[]} */
  const pages = [];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} id @param {string} section @param {string} group */
  const add = (id, section, group) => {
    const doc = byId.get(id);
    if (!doc || seen.has(id)) return;
    seen.add(id);
    pages.push({ doc, section, group });
  };
  for (const [sidebarId, items] of Object.entries(version.sidebars ?? {})) {
    const base = SIDEBAR_SECTIONS[sidebarId] ?? capitalise(sidebarId);
    /** @param {SidebarItem[]} list @param {string} section @param {string} group */
    const walk = (list, section, group) => {
      for (const item of list) {
        if (item.type === 'doc' || item.type === 'ref') add(/** @type {string} */ (item.id), section, group);
        else if (item.type === 'category') {
          const label = /** @type {string} */ (sidebarId === 'apiSidebar' ? `API: ${item.label}` : item.label);
          if (item.link?.type === 'doc') add(/** @type {string} */ (item.link.id), label, label);
          walk(item.items ?? [], label, label);
        }
      }
    };
    walk(items, base, base);
  }
  const rest = version.docs.filter((doc) => !seen.has(doc.id) && !doc.unlisted && !doc.draft);
  rest.sort((a, b) => a.id.localeCompare(b.id));
  for (const doc of rest) {
    const folder = doc.id.includes('/') ? doc.id.split('/')[0] : '';
    const label = FOLDER_SECTIONS[folder] ?? (folder ? capitalise(folder) : 'Docs');
    add(doc.id, label, label);
  }
  return pages;
}
