import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { searchInPage } from './search-worker';
import { ARCHIVE_DOC_ROUTES, DOC_ROUTES, VERSIONED_DOC_ROUTES } from './site-routes';

/**
 * Docs versions: the current docs (labelled 2.x) at /docs and the 1.x
 * archive at /docs/1.x, with the version dropdown in the navbar and the
 * unmaintained banner on archive pages.
 */

const SITE_DIR = process.env.SITE_DIR ?? 'build';
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
const BANNER_TEXT = /no longer actively maintained/;

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const versionButton = (page: Page) => navbar(page).getByRole('button', { name: /^(2|1)\.x$/ });
const versionMenu = (page: Page) => navbar(page).locator('.dropdown__menu');
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: BANNER_TEXT });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function chooseVersion(page: Page, label: '2.x' | '1.x') {
  await versionButton(page).hover();
  await versionMenu(page).getByRole('link', { name: label, exact: true }).click();
}

test.describe('version dropdown (§3 §4)', () => {
  test('the version dropdown lists the current version (2.x) first, then 1.x, right of the navbar before GitHub (§3)', async ({ page }) => {
    await open(page, '/docs/intro');
    await expect(versionButton(page)).toHaveText('2.x');
    await versionButton(page).hover();
    const items = versionMenu(page).getByRole('link');
    await expect(items).toHaveText(['2.x', '1.x']);
    const dropdown = await versionButton(page).boundingBox();
    const api = await navbar(page).getByRole('link', { name: 'API', exact: true }).boundingBox();
    const github = await navbar(page)
      .getByRole('link', { name: /GitHub/ })
      .boundingBox();
    expect(api!.x).toBeLessThan(dropdown!.x);
    expect(dropdown!.x).toBeLessThan(github!.x);
    // On an archive page the button names the version being read.
    await open(page, '/docs/1.x/intro');
    await expect(versionButton(page)).toHaveText('1.x');
  });

  test('choosing a version keeps the reader on the same page in the other version (§4)', async ({ page, pageErrors }) => {
    await open(page, '/docs/hooks/useDraggable');
    const title = DOC_ROUTES.find((r) => r.id === 'hooks/useDraggable')!.title;
    await chooseVersion(page, '1.x');
    await expect(page).toHaveURL(/\/docs\/1\.x\/hooks\/useDraggable$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(versionButton(page)).toHaveText('1.x');
    await chooseVersion(page, '2.x');
    await expect(page).toHaveURL(/\/docs\/hooks\/useDraggable$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(versionButton(page)).toHaveText('2.x');
    expect(pageErrors).toEqual([]);
  });

  test('preferred docs version is saved in local storage (plain key) and used by the navbar (§4)', async ({ page }) => {
    await open(page, '/docs/components/sortable');
    expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBeNull();
    await chooseVersion(page, '1.x');
    await expect(page).toHaveURL(/\/docs\/1\.x\/components\/sortable$/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('1.x');
    // Outside the docs, the navbar follows the saved choice, also after a reload.
    await open(page, '/');
    await page.reload();
    await waitForHydration(page);
    await expect(versionButton(page)).toHaveText('1.x');
    await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/1.x/intro');
    await expect(navbar(page).getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/docs/1.x/api/overview');
    // The home page's own calls to action and the footer still lead to the current version.
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs/intro');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/docs/intro');
    // Choosing the current version again stores it.
    await open(page, '/docs/1.x/intro');
    await chooseVersion(page, '2.x');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('current');
  });

  test('the version dropdown opens on Enter and closes on a click outside (§4)', async ({ page }) => {
    await open(page, '/docs/1.x/intro');
    const items = versionMenu(page).getByRole('link');
    await expect(items.first()).toBeHidden();
    await versionButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(versionButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(versionButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/docs\/1\.x\/intro$/);
  });

  test('footer links go to the current version from an archive page (§2)', async ({ page }) => {
    await open(page, '/docs/1.x/guides/performance');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/docs/intro');
    await expect(footer.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/docs/api/overview');
    await expect(footer.getByRole('link', { name: 'Examples' })).toHaveAttribute('href', '/docs/examples/basic-drag-drop');
    await expect(footer.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/guides/performance');
  });
});

test.describe('version dropdown on a phone (§4)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('choosing 1.x in the mobile menu opens the page in 1.x and closes the menu, as any navigation does (§4)', async ({
    page,
    pageErrors,
  }) => {
    await open(page, '/docs/components/draggable');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.getByRole('button', { name: /Back to main menu/ }).tap();
    // In the drawer the dropdown is a list, open on the version being read.
    await drawer.getByRole('link', { name: '1.x', exact: true }).tap();
    await expect(page).toHaveURL(/\/docs\/1\.x\/components\/draggable$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draggable');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.x');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('version banner (§3)', () => {
  test('a 1.x page shows the unmaintained banner, which leads to the same page in the current version (§3)', async ({
    page,
    pageErrors,
  }) => {
    await open(page, '/docs/1.x/api/hooks/useDroppable');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('1.x');
    const latest = banner(page).getByRole('link', { name: 'latest version' });
    await expect(latest).toHaveAttribute('href', '/docs/api/hooks/useDroppable');
    await latest.click();
    await expect(page).toHaveURL(/\/docs\/api\/hooks\/useDroppable$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOC_ROUTES.find((r) => r.id === 'api/hooks/useDroppable')!.title);
    await expect(banner(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('every 1.x page has the banner linking to its current twin, and no current page has a banner (§3)', async ({ request }) => {
    for (const { path, id } of ARCHIVE_DOC_ROUTES) {
      const html = await (await request.get(path)).text();
      const found = /class="?theme-doc-version-banner[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? '';
      expect(found, `${path}: banner`).toMatch(BANNER_TEXT);
      expect(found, `${path}: banner link`).toMatch(new RegExp(`href="?/docs/${id.replace(/\//g, '\\/')}[" >]`));
    }
    for (const { path } of DOC_ROUTES) {
      const html = await (await request.get(path)).text();
      expect(html, `${path}: no banner`).not.toContain('theme-doc-version-banner');
      expect(html).not.toMatch(BANNER_TEXT);
    }
  });
});

test.describe('page chrome on 1.x pages (§2)', () => {
  test('breadcrumbs on a 1.x page show the path within the archive (§2)', async ({ page }) => {
    await open(page, '/docs/1.x/components/draggable');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(crumbs).toContainText('Components');
    await expect(crumbs).toContainText('Draggable');
    const hrefs = await crumbs.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => h !== '/').every((h) => h!.startsWith('/docs/1.x/'))).toBe(true);
  });

  test('headings on a 1.x page get a direct link titled "Direct link to {heading}" (§2)', async ({ page }) => {
    await open(page, '/docs/1.x/components/draggable');
    const heading = page.locator('article h2[id]').first();
    const text = (await heading.evaluate((h) => h.firstChild?.textContent ?? '')).trim();
    const id = await heading.getAttribute('id');
    const anchor = heading.getByRole('link', { name: `Direct link to ${text}` });
    await expect(anchor).toHaveAttribute('href', `#${id}`);
    await expect(anchor).toHaveAttribute('title', `Direct link to ${text}`);
  });

  test('a route change inside 1.x shows the progress bar after 200 ms and finishes it (§2, §9)', async ({ page }) => {
    await open(page, '/docs/1.x/intro');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const held: Route[] = [];
    let release = false;
    await page.route('**/assets/js/*.js', (route) => (release ? route.continue() : void held.push(route)));
    await navbar(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.runFor(150);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.locator('#nprogress .bar')).toHaveCount(1);
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    release = true;
    for (const route of held) await route.continue();
    await expect(page).toHaveURL(/\/docs\/1\.x\/api\/overview$/);
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return page.locator('#nprogress').count();
      })
      .toBe(0);
  });
});

/** The built HTML file of a route. */
function builtHtml(path: string): string {
  for (const file of [join(SITE_DIR, path, 'index.html'), join(SITE_DIR, `${path}.html`)]) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`no built page for ${path}`);
}

const inArchive = (href: string) => /^\/docs\/1\.x(\/|$|#|\?)/.test(href);
const inCurrent = (href: string) => /^\/docs(\/|$|#|\?)/.test(href) && !inArchive(href);
/** A link that names a version in its text may cross on purpose ("see the 2.x docs"). */
const EXPLICIT_VERSION = /\b(1\.x|2\.x|[12]\.\d+(\.\d+)?|version)\b/i;

test('a doc page links into the other version only through the banner, the version dropdown or an explicit version reference (§3)', () => {
  const stray: string[] = [];
  let links = 0;
  for (const { path, version } of VERSIONED_DOC_ROUTES) {
    const html = builtHtml(path);
    // The sidebar and the page's main column (article, table of contents, pagination);
    // the navbar (dropdown) and the footer are left out, and so is the banner.
    const regions = [...html.matchAll(/<aside[\s\S]*?<\/aside>|<main[\s\S]*?<\/main>/g)].map((m) => m[0]);
    expect(regions.length, `${path}: sidebar and main found`).toBeGreaterThan(0);
    const content = regions.join('\n').replace(/<div class="?theme-doc-version-banner[\s\S]*?<\/div><\/div>/, '');
    const crosses = version === '1.x' ? inCurrent : inArchive;
    for (const [, href, text] of content.matchAll(/<a\b[^>]*?\bhref="?([^"\s>]+)"?[^>]*>([\s\S]*?)<\/a>/g)) {
      links += 1;
      if (crosses(href) && !EXPLICIT_VERSION.test(text.replace(/<[^>]+>/g, ''))) stray.push(`${path} -> ${href}`);
    }
  }
  expect(links).toBeGreaterThan(1000);
  expect(stray).toEqual([]);
});

test.describe('search per docs version (§7)', () => {
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
  const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  const boxStatus = (page: Page) => page.getByRole('navigation').getByRole('status');

  const QUERIES = ['draggable', 'DropProvider', 'onDrop', 'sortable list', 'install', 'title:use*'];

  test('on a 1.x page the search box loads the 1.x index and every hit is a /docs/1.x page (§7)', async ({ page, pageErrors }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index[^/]*\.json/.test(request.url())) indexRequests.push(new URL(request.url()).pathname);
    });
    await open(page, '/docs/1.x/components/draggable');
    await box(page).click();
    await box(page).fill('draggable');
    await expect(suggestions(page).first()).toBeVisible();
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.every((path) => path.startsWith('/docs/1.x/search-index'))).toBe(true);
    for (const query of QUERIES) {
      const answer = await searchInPage(page, query, 100);
      expect(answer.kind, query).toBe('results');
      const urls = answer.kind === 'results' ? answer.hits.map((hit) => hit.url) : [];
      expect(
        urls.filter((url) => !url.startsWith('/docs/1.x/')),
        query,
      ).toEqual([]);
    }
    // Choosing a suggestion stays in the archive.
    await suggestions(page).first().click();
    await expect(page).toHaveURL(/\/docs\/1\.x\//);
    expect(pageErrors).toEqual([]);
  });

  test('on a current page the search box loads the current index and no hit is a /docs/1.x page (§7)', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index[^/]*\.json/.test(request.url())) indexRequests.push(new URL(request.url()).pathname);
    });
    await open(page, '/docs/components/draggable');
    await box(page).click();
    await box(page).fill('draggable');
    await expect(suggestions(page).first()).toBeVisible();
    expect(indexRequests.length).toBeGreaterThan(0);
    expect(indexRequests.every((path) => /^\/search-index/.test(path))).toBe(true);
    for (const query of QUERIES) {
      const answer = await searchInPage(page, query, 100);
      expect(answer.kind, query).toBe('results');
      const urls = answer.kind === 'results' ? answer.hits.map((hit) => hit.url) : [];
      expect(
        urls.every((url) => url.startsWith('/docs/') && !url.startsWith('/docs/1.x')),
        query,
      ).toBe(true);
    }
  });

  test('"See all results" from a 1.x page opens /search with the version, which lists only 1.x pages (§2 §7)', async ({
    page,
    pageErrors,
  }) => {
    await open(page, '/docs/1.x/intro');
    await box(page).click();
    await box(page).fill('droppable');
    await expect(suggestions(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'See all results' }).click();
    await expect(page).toHaveURL(
      (url) =>
        /^\/search\/?$/.test(url.pathname) &&
        url.searchParams.get('q') === 'droppable' &&
        /^docs\/1\.x\/?$/.test(url.searchParams.get('version') ?? ''),
    );
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('article');
    await expect(results.first()).toBeVisible();
    const hrefs = await results.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href.startsWith('/docs/1.x/'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('/search?q=…&version=docs/1.x/ searches the archive; without version it searches the current docs (§2 §7)', async ({ page }) => {
    const hrefsFor = async (url: string) => {
      await open(page, url);
      const results = page.getByRole('region', { name: 'Search results' }).getByRole('article');
      await expect(results.first()).toBeVisible();
      return results.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    };
    const archive = await hrefsFor('/search/?q=sortable&version=docs%2F1.x%2F');
    expect(archive.length).toBeGreaterThan(0);
    expect(archive.filter((href) => !href.startsWith('/docs/1.x/'))).toEqual([]);
    const current = await hrefsFor('/search/?q=sortable');
    expect(current.length).toBeGreaterThan(0);
    expect(current.filter((href) => href.startsWith('/docs/1.x'))).toEqual([]);
  });

  test('query errors show in words on a 1.x page and on /search for 1.x (§5)', async ({ page, pageErrors }) => {
    await open(page, '/docs/1.x/intro');
    await box(page).click();
    const cases: Array<[string, RegExp]> = [
      ['foo~x', /edit distance .* must be numeric/i],
      ['foo^x', /boost .* must be numeric/i],
      ['bar:baz', /unrecognised field “bar”.*title, heading, description, keywords, content/i],
      ['+', /expecting a term or field/i],
      ['zqxjvwk', /^No results$/],
    ];
    for (const [query, message] of cases) {
      await box(page).fill(query);
      await expect(boxStatus(page)).toHaveText(message);
      await expect(suggestions(page)).toHaveCount(0);
    }
    await open(page, '/search/?q=foo~x&version=docs%2F1.x%2F');
    await expect(page.getByRole('status')).toContainText(/edit distance .* must be numeric/i);
    await page.getByRole('searchbox', { name: 'Search' }).fill('bar:baz');
    await expect(page.getByRole('status')).toContainText(/unrecognised field .*title, heading/i);
    expect(pageErrors).toEqual([]);
  });
});
