/**
 * The search plugin's options as the build generated them from
 * docusaurus.config.ts (themes: @easyops-cn/docusaurus-search-local), in one
 * place for the search box and the search page.
 */
export {
  searchResultContextMaxLength,
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
  searchBarPosition,
  docsPluginIdForPreferredVersion,
  searchContextByPaths,
} from '@generated/@easyops-cn/docusaurus-search-local/default/generated.js';
export { searchResultLimits } from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
