// @ts-check
/**
 * Page chrome: what a doc page shows around its text, all in theme/: Copy page
 * and the page actions menu (in DocBreadcrumbs), "Was this page helpful?" (DocItem/Footer),
 * the last-updated line (LastUpdated), and the social card and canonical address
 * (DocItem/Metadata). The files they link to are written by plugins/exports.
 * @returns {import('@docusaurus/types').Plugin}
 */
export default function pageChromePlugin() {
  return {
    name: 'page-chrome',
    getThemePath() {
      return './theme';
    },
  };
}
