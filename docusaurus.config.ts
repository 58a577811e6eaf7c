import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkHighlightCode from './plugins/code-highlight/remark.mjs';
import remarkLiveDemos from './plugins/live-code/live-demos/remark.mjs';
import remarkRunnableSamples from './plugins/live-code/runnable-samples/remark.mjs';
import remarkApiMembers from './plugins/api-members/remark.mjs';
import remarkTableLabels from './plugins/table-labels/remark.mjs';
import remarkPlayground from './plugins/live-code/playground/remark.mjs';
import { hasFullGitHistory } from './plugins/page-chrome/git-history.mjs';
import { FOOTER_SUBTITLE, LINKS, SITE_TAGLINE, SITE_TITLE } from './src/constants/site';
import { githubIconSvg } from './src/constants/githubIcon';
import { DOC_VERSIONS } from './data/versions.mjs';

const year = new Date().getFullYear();

// "Last updated" comes from each page's last commit; a shallow clone would give
// every page its cut-off commit's date, so there the line is left out instead.
const showLastUpdateTime = hasFullGitHistory(__dirname);
if (!showLastUpdateTime) console.warn('[readers] No full git history (shallow clone?): pages show no "Last updated" date.');

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: 'https://react-native-reanimated-dnd.netlify.app',
  baseUrl: '/',
  organizationName: 'entropyconquers',
  projectName: 'react-native-reanimated-dnd',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw' },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr' } },
  },

  // The colour mode is stored under the plain key `theme`, the one readers' storage
  // and the tests expect; future.v4 would otherwise namespace every storage key per site.
  storage: { type: 'localStorage', namespace: false },

  future: {
    // Rspack and the faster minifiers: about a fifth of the CPU time of the
    // webpack build on these 2-core machines.
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Off: a clean build takes seconds, and parallel builds (tests, bench)
      // must not share one cache directory.
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          showLastUpdateTime,
          // Two versions: the current docs (2.x, served at /docs) and the
          // archive for the 1.x releases (served at /docs/1.x, with a banner).
          lastVersion: 'current',
          // DOCS_VERSIONS=current (or 1.x) builds one version only, to time
          // or preview it; tests and `npm start` always build both.
          ...(process.env.DOCS_VERSIONS ? { onlyIncludeVersions: process.env.DOCS_VERSIONS.split(',') } : {}),
          versions: Object.fromEntries(
            DOC_VERSIONS.map(({ name, label, path, banner }) => [
              name,
              { label, ...(path ? { path } : {}), ...(banner ? { banner } : {}) },
            ]),
          ),
          // Members tables come from one source per version (api-reference);
          // before Docusaurus' own plugins, so their links are resolved and checked.
          beforeDefaultRemarkPlugins: [remarkApiMembers],
          remarkPlugins: [
            remarkHighlightCode,
            remarkTableLabels,
            [remarkLiveDemos, { siteDir: __dirname }],
            [remarkRunnableSamples, { siteDir: __dirname }],
            remarkPlayground,
          ],
        },
        pages: { remarkPlugins: [remarkHighlightCode, remarkTableLabels] },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // Search engines get the current docs only; the archive's pages name
        // their current counterpart as canonical (plugins/page-chrome/theme/DocItem/Metadata).
        // lastmod: the same day as the page's "Last updated" line (none without git history).
        sitemap: { ignorePatterns: ['/docs/1.x/**'], lastmod: 'date' },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Only light and dark ever apply, whatever the source
    // (stored value, query parameter, another tab); anything else gives the default.
    './plugins/colour-mode-guard/index.mjs',
    './plugins/route-normalisation/index.mjs',
    // Local search: index at build time, box, page and worker.
    [
      './plugins/search/index.mjs',
      {
        indexDocs: true,
        indexBlog: false,
        indexPages: false,
        language: ['en'],
        hashed: true,
        searchResultLimits: 8,
        searchResultContextMaxLength: 50,
      },
    ],
    // Code that runs in the page: live demos, Run, Open in Snack, the props playgrounds, staged loading.
    './plugins/live-code/index.mjs',
    './plugins/code-highlight/index.mjs',
    // Markdown copies, llms.txt and social cards, written after the build.
    './plugins/exports/index.mjs',
    // Copy page, page actions, feedback, last updated, breadcrumbs and page metadata.
    './plugins/page-chrome/index.mjs',
    // Route prefetching waits for idle time, so long pages are not slowed by it.
    './plugins/idle-prefetch/index.mjs',
    // The entry bundle is compiled while it streams in, not module by module on the main thread.
    './plugins/compile-hints/index.mjs',
    // A Retry box instead of an inert page when a page's code cannot load.
    './plugins/chunk-load-retry/index.mjs',
    // A policy in every built page and in _headers, from hashes of the pages' inline scripts.
    './plugins/content-security-policy/index.mjs',
  ],

  themeConfig: {
    // The home page's social card (written by plugins/exports); doc pages set their own.
    image: 'img/social/home.png',
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: false,
      logo: { alt: '', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs' },
        { type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API' },
        { type: 'docsVersionDropdown', position: 'right' },
        { href: LINKS.repository, label: 'GitHub', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: '', src: 'img/logo.svg', width: 40, height: 40 },
      links: [
        {
          title: 'Documentation',
          items: [
            { label: 'Getting Started', to: '/docs/intro' },
            { label: 'API Reference', to: '/docs/api/overview' },
            { label: 'Examples', to: '/docs/examples/basic-drag-drop' },
            { label: 'Guides', to: '/docs/guides/performance' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Issue tracker', href: LINKS.issues },
            { label: 'Discussions', href: LINKS.discussions },
            { label: 'Contribute', href: LINKS.contribute },
          ],
        },
        {
          title: 'Resources',
          items: [
            { label: 'Repository', href: LINKS.repository },
            { label: 'Example app', href: LINKS.exampleApp },
            { label: 'Releases', href: LINKS.releases },
          ],
        },
      ],
      copyright:
        `<span>Copyright © ${year} Vishesh Raheja and contributors. MIT licensed.</span>` +
        ` <a class="footer__github" href="${LINKS.repository}" aria-label="GitHub repository" title="GitHub repository">${githubIconSvg}</a>`,
    },
    // Code is highlighted at build time by Shiki and coloured by plugins/code-highlight/colours.css,
    // so the Prism themes Docusaurus applies at run time carry no colours at all.
    prism: { theme: { plain: {}, styles: [] }, darkTheme: { plain: {}, styles: [] } },
  } satisfies Preset.ThemeConfig,

  customFields: { footerSubtitle: FOOTER_SUBTITLE },
};

export default config;
