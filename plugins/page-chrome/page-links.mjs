/**
 * The addresses behind a doc page's actions menu and its "Was this page
 * helpful?" No, built from the page's own facts while the page renders, so
 * they are plain links in the server HTML: nothing is asked of another site
 * until the reader follows one.
 *
 * @typedef {object} PageFacts
 * @property {string} title the page's title
 * @property {string} pageUrl absolute address of the page
 * @property {string} markdownUrl absolute address of the page's Markdown copy
 * @property {string} versionLabel the docs version's label (`2.x`, `1.x`)
 * @property {string} library the library version those docs describe
 *
 * @typedef {object} PageAction
 * @property {string} label what the menu item says
 * @property {string} href where it goes
 * @property {boolean} external whether it leaves the site (opened in a new tab)
 */

/**
 * What an assistant is asked: to read the page's Markdown, named by its
 * address, as documentation of one docs version.
 * @param {PageFacts} page
 */
export function assistantPrompt(page) {
  return (
    `Read ${page.markdownUrl}, the "${page.title}" page of the react-native-reanimated-dnd ${page.versionLabel} docs ` +
    `(library version ${page.library}), and use it to answer my questions about it.`
  );
}

/** Each assistant's address that opens a new conversation with a prompt typed in. */
export const ASSISTANTS = [
  { name: 'ChatGPT', url: (/** @type {string} */ prompt) => `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}` },
  { name: 'Claude', url: (/** @type {string} */ prompt) => `https://claude.ai/new?${new URLSearchParams({ q: prompt })}` },
  { name: 'Cursor', url: (/** @type {string} */ prompt) => `https://cursor.com/link/prompt?${new URLSearchParams({ text: prompt })}` },
];

/**
 * The page actions menu, in order: the Markdown copy, each assistant, the repository.
 * @param {PageFacts} page
 * @param {{ markdownHref: string, repositoryUrl: string }} links the Markdown copy's
 *   address as the site links it (base URL included) and the library's repository
 * @returns {PageAction[]}
 */
export function pageActions(page, { markdownHref, repositoryUrl }) {
  const prompt = assistantPrompt(page);
  return [
    { label: 'View as Markdown', href: markdownHref, external: false },
    ...ASSISTANTS.map((assistant) => ({ label: `Open in ${assistant.name}`, href: assistant.url(prompt), external: true })),
    { label: 'Open the library on GitHub', href: repositoryUrl, external: true },
  ];
}

/**
 * A new issue on the library's tracker about this page, filled in: its title
 * names the page, its body the address, the docs version and two questions.
 * @param {PageFacts} page
 * @param {string} issuesUrl the tracker (`…/issues`)
 */
export function pageIssueUrl(page, issuesUrl) {
  const body = [
    `Page: ${page.pageUrl}`,
    `Docs version: ${page.versionLabel} (react-native-reanimated-dnd ${page.library})`,
    '',
    '### What is wrong or missing?',
    '',
    '',
    '### What did you expect to read?',
    '',
  ].join('\n');
  return `${issuesUrl.replace(/\/+$/, '')}/new?${new URLSearchParams({ title: `Docs: ${page.title}`, body })}`;
}
