import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import {
  ALL_ROUTES,
  ARCHIVE_DOC_ROUTES,
  DOC_ROUTES,
  EVERY_ROUTE,
  SPEC_DOC_IDS,
  SPEC_ROUTES,
  VERSIONED_DOC_ROUTES,
  VERSIONS,
  sourceDocIds,
} from './site-routes';

const NOT_FOUND = 'Page Not Found';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  const wayBack = page.getByRole('navigation', { name: 'Ways back' });
  await expect(wayBack.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  await expect(wayBack.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/intro');
  await expect(wayBack.getByRole('link', { name: 'Search the docs' })).toHaveAttribute('href', '/search');
}

/** Records every h1 text the page ever paints, to prove the not-found page never flashes. */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = seen;
    new MutationObserver(() => {
      document.querySelectorAll('h1').forEach((h) => {
        const style = getComputedStyle(document.documentElement);
        if (style.visibility !== 'hidden' && h.textContent) seen.push(h.textContent);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

test.describe('routes (§2)', () => {
  test('the build has every route the spec lists: /, /markdown-page, /search, /docs and the 51 doc pages (§2)', () => {
    expect(SPEC_ROUTES).toHaveLength(55);
    expect(SPEC_ROUTES.filter((path) => !ALL_ROUTES.includes(path))).toEqual([]);
  });

  test("the 1.x archive has the spec's 51 doc pages at /docs/1.x (§2)", () => {
    const ids = ARCHIVE_DOC_ROUTES.map((r) => r.id);
    expect(SPEC_DOC_IDS.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ARCHIVE_DOC_ROUTES.every((r) => r.path === `/docs/1.x/${r.id}`)).toBe(true);
    expect(EVERY_ROUTE).toContain('/docs/1.x');
  });

  test('the build has a page for every page file of each version, and nothing else under /docs; each has its title', () => {
    for (const [version, routes] of [
      [VERSIONS[0], DOC_ROUTES],
      [VERSIONS[1], ARCHIVE_DOC_ROUTES],
    ] as const) {
      expect(routes.map((r) => r.id).sort(), version.name).toEqual(sourceDocIds(version).sort());
      expect(routes.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
    }
  });

  test('the home page shows the title, tagline and calls to action (§2)', async ({ page, pageErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Native Reanimated DnD');
    await expect(page.getByText('A drag and drop library that finally works on React Native').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs/intro');
    await expect(page.getByRole('link', { name: 'API reference' }).first()).toHaveAttribute('href', '/docs/api/overview');
    await expect(page.getByRole('heading', { name: 'What you get' })).toBeVisible();
    await expect(page.locator('main pre code').first()).toContainText('DropProvider');
    expect(pageErrors).toEqual([]);
  });

  test('/markdown-page renders Markdown (§2)', async ({ page }) => {
    await page.goto('/markdown-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('main pre code')).toContainText('npm install react-native-reanimated-dnd');
  });

  test('/docs leads to the documentation root page, intro (§2)', async ({ page }) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOC_ROUTES.find((r) => r.path === '/docs/intro')!.title);
  });

  test('/docs/1.x leads to the 1.x intro page, as /docs leads to the current one (§2)', async ({ page }) => {
    const response = await page.goto('/docs/1.x');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/1\.x\/intro$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARCHIVE_DOC_ROUTES.find((r) => r.id === 'intro')!.title);
  });
  // Each doc route's own load (status, heading, title, description) is checked in every-route.spec.ts.
});

test.describe('not-found page (§2)', () => {
  for (const path of [
    '/nope',
    '/docs/nope',
    '/docs/api',
    '/docs/intro/extra',
    '/blog',
    '/search/extra',
    '/docs/1.x/nope',
    '/docs/1.x/api',
    '/docs/1.x/intro/extra',
    '/docs/2.x/intro',
    '/docs/1.x/1.x/intro',
  ]) {
    test(`unknown path ${path} shows the not-found page with ways back (§2)`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFound(page);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    });
  }

  test('client navigation to an unknown path shows the not-found page (§2)', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/does-not-exist');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectNotFound(page);
  });
});

function titleOf(path: string): string {
  const pages: Record<string, string> = {
    '/': 'React Native Reanimated DnD',
    '/markdown-page': 'Markdown page',
    '/search': 'Search the documentation',
  };
  return pages[path] ?? VERSIONED_DOC_ROUTES.find((r) => r.path === path)!.title;
}

const VARIANTS: [string, string][] = [
  ['/DOCS/Intro', '/docs/intro'],
  ['/docs/intro/', '/docs/intro'],
  ['/docs/intro.html', '/docs/intro'],
  ['/docs/intro/index.html', '/docs/intro'],
  ['/docs/intro/index', '/docs/intro'],
  ['/Docs/Hooks/UseDraggable', '/docs/hooks/useDraggable'],
  ['/docs/context/dropprovider/', '/docs/context/DropProvider'],
  ['/markdown-page.html', '/markdown-page'],
  ['/index.html', '/'],
  ['/SEARCH', '/search'],
  ['/docs/', '/docs/intro'],
  ['/DOCS/1.X/Intro', '/docs/1.x/intro'],
  ['/docs/1.x/intro/', '/docs/1.x/intro'],
  ['/docs/1.x/intro.html', '/docs/1.x/intro'],
  ['/docs/1.x/intro/index.html', '/docs/1.x/intro'],
  ['/docs/1.x/intro/index', '/docs/1.x/intro'],
  ['/Docs/1.x/Hooks/UseDraggable', '/docs/1.x/hooks/useDraggable'],
  ['/docs/1.x/context/dropprovider/', '/docs/1.x/context/DropProvider'],
  ['/docs/1.x/', '/docs/1.x/intro'],
  ['/Docs/1.X', '/docs/1.x/intro'],
];

test.describe('route normalisation (§2)', () => {
  for (const [variant, canonical] of VARIANTS) {
    test(`a direct load of ${variant} shows ${canonical} without a not-found flash (§2)`, async ({ page, pageErrors }) => {
      await recordHeadings(page);
      await page.goto(variant);
      await expect(page).toHaveURL(new RegExp(`${canonical.replace(/\//g, '\\/')}$`));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const painted = await page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
      expect(painted).not.toContain(NOT_FOUND);
      // Only one copy of the site: no hydration fallback rendering a second tree.
      await expect(page.locator('nav.navbar')).toHaveCount(1);
      // A plain static host answers the variant with 404.html (status 404),
      // which Chromium logs; that first response is the mechanism, not a fault.
      expect(pageErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  }

  test('the search query survives normalisation (§2)', async ({ page }) => {
    await page.goto('/Search/?q=draggable');
    await expect(page).toHaveURL(/\/search\?q=draggable$/);
  });

  for (const [variant, canonical] of VARIANTS) {
    test(`client navigation to ${variant} shows ${canonical} (§2)`, async ({ page, pageErrors }) => {
      await page.goto(canonical === '/docs/api/overview' ? '/' : '/docs/api/overview');
      await waitForHydration(page);
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, variant);
      await expect(page).toHaveURL(new RegExp(`${canonical.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(titleOf(canonical));
      expect(pageErrors).toEqual([]);
    });
  }
});

/**
 * Paths the server and the router could read differently. Each either
 * reaches the canonical page at its canonical address, or is the not-found
 * page on both sides; neither logs a hydration error (React #418).
 */
test.describe('odd paths: server and client agree (§2)', () => {
  const REACH_CANONICAL: [string, string][] = [
    ['//docs/intro', '/docs/intro'],
    ['/docs//intro//', '/docs/intro'],
    ['/docs/intro%20', '/docs/intro'],
    ['/docs/intro%C2%A0', '/docs/intro'],
    ['/docs/intro%EF%BB%BF', '/docs/intro'],
    ['/docs/intro%E2%80%A8', '/docs/intro'],
    ['/DOCS/1.x/Intro%E2%80%A9', '/docs/1.x/intro'],
  ];
  const NOT_FOUND_BOTH_SIDES = ['/docs%2Fintro', '/docs%2fintro/', '/docs/in%20tro', '/docs%5Cintro'];
  /** A full address, so `//docs` stays a path instead of naming a host. */
  const address = (baseURL: string | undefined, path: string) => `${new URL(baseURL!).origin}${path}`;
  const withoutExpected404 = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

  for (const [variant, canonical] of REACH_CANONICAL) {
    test(`a direct load of ${variant} reaches ${canonical} (§2)`, async ({ page, pageErrors, baseURL }) => {
      await page.goto(address(baseURL, variant));
      await expect(page).toHaveURL(address(baseURL, canonical));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(titleOf(canonical));
      expect(withoutExpected404(pageErrors)).toEqual([]);
    });
  }

  for (const path of NOT_FOUND_BOTH_SIDES) {
    test(`${path} is the not-found page on the server and in the browser (§2)`, async ({ page, pageErrors, baseURL }) => {
      const response = await page.goto(address(baseURL, path));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expectNotFound(page);
      await expect(page).toHaveURL(address(baseURL, path));
      expect(withoutExpected404(pageErrors)).toEqual([]);
    });
  }

  for (const [variant, canonical] of [
    ['/docs//intro', '/docs/intro'],
    ['/docs/intro%20', '/docs/intro'],
  ]) {
    test(`client navigation to ${variant} shows ${canonical} (§2)`, async ({ page, pageErrors, baseURL }) => {
      await page.goto('/docs/api/overview');
      await waitForHydration(page);
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, variant);
      await expect(page).toHaveURL(address(baseURL, canonical));
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(titleOf(canonical));
      expect(pageErrors).toEqual([]);
    });
  }
});
