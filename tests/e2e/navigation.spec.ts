import { test, expect, waitForHydration } from './fixtures';
import { DOC_ROUTES } from './site-routes';

const REPO = 'https://github.com/entropyconquers/react-native-reanimated-dnd';

test.describe('navbar (§2)', () => {
  test('navbar: Docs and API on the left; GitHub, colour toggle and search on the right (§2)', async ({ page }) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/intro');
    await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/docs/api/overview');
    const github = navbar.getByRole('link', { name: /GitHub/ });
    await expect(github).toHaveAttribute('href', REPO);
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(navbar.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
    await expect(navbar.getByRole('combobox', { name: 'Search' })).toBeVisible();
    // Left items sit left of the right items.
    const api = await navbar.getByRole('link', { name: 'API', exact: true }).boundingBox();
    const githubBox = await github.boundingBox();
    const searchBox = await navbar.getByRole('combobox', { name: 'Search' }).boundingBox();
    expect(api!.x).toBeLessThan(githubBox!.x);
    expect(githubBox!.x).toBeLessThan(searchBox!.x);
  });

  test('navbar hide-on-scroll is off: the navbar stays visible after scrolling down (§4)', async ({ page }) => {
    await page.goto('/docs/api/overview');
    await waitForHydration(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });
});

test.describe('footer (§2)', () => {
  test('footer columns Documentation, Community and Resources hold the spec links (§2)', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expectLink = async (name: string, href: string) =>
      expect(footer.getByRole('link', { name, exact: false }).first()).toHaveAttribute('href', href);
    await expect(footer.getByText('Documentation', { exact: true })).toBeVisible();
    await expect(footer.getByText('Community', { exact: true })).toBeVisible();
    await expect(footer.getByText('Resources', { exact: true })).toBeVisible();
    await expectLink('Getting Started', '/docs/intro');
    await expectLink('API Reference', '/docs/api/overview');
    await expectLink('Examples', '/docs/examples/basic-drag-drop');
    await expectLink('Guides', '/docs/guides/performance');
    await expectLink('Issue tracker', `${REPO}/issues`);
    await expectLink('Discussions', `${REPO}/discussions`);
    await expectLink('Contribute', `${REPO}#contributing`);
    await expectLink('Repository', REPO);
    await expectLink('Example app', `${REPO}/tree/main/example-app`);
    await expectLink('Releases', `${REPO}/releases`);
  });

  test('footer brand block shows an icon, the title and a subtitle (§1)', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('img').first()).toBeVisible();
    await expect(footer.getByText('React Native Reanimated DnD', { exact: true })).toBeVisible();
    await expect(footer.getByText(/Drag, drop and sort/)).toBeVisible();
  });

  test('footer copyright carries the current year and a GitHub icon link (§2)', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`Copyright © ${new Date().getFullYear()}`)).toBeVisible();
    const icon = footer.getByRole('link', { name: 'GitHub repository' });
    await expect(icon).toHaveAttribute('href', REPO);
    await expect(icon.locator('svg')).toBeVisible();
  });
});

test.describe('sidebars (§2)', () => {
  const tutorialPaths = DOC_ROUTES.map((r) => r.path).filter(
    (p) => !p.startsWith('/docs/api/') && !p.startsWith('/docs/guides/') && p !== '/docs/examples/advanced-features',
  );
  const apiPaths = DOC_ROUTES.map((r) => r.path).filter((p) => p.startsWith('/docs/api/'));

  /**
   * Opens every collapsed category and checks the sidebar holds exactly `expected`
   * (in any order); returns the links in sidebar order. Retried as a whole, because
   * a category can still be mounting its items, or the page its chunk, when first read.
   */
  async function expectSidebarLinks(page: import('@playwright/test').Page, expected: string[]): Promise<string[]> {
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    let links: string[] = [];
    await expect(async () => {
      for (let closed = sidebar.getByRole('button', { expanded: false }); (await closed.count()) > 0;) {
        await closed.first().click();
      }
      links = await sidebar.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
      expect([...links].sort()).toEqual([...expected].sort());
    }).toPass({ timeout: 10_000 });
    return links;
  }

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('the tutorial sidebar lands on intro and holds intro, getting started, components, context, hooks and examples (§2)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await waitForHydration(page);
    const links = await expectSidebarLinks(page, tutorialPaths);
    expect(links[0]).toBe('/docs/intro');
  });

  test('the API sidebar lands on api/overview and holds every /docs/api page (§2)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/overview$/);
    await waitForHydration(page);
    const links = await expectSidebarLinks(page, apiPaths);
    expect(links[0]).toBe('/docs/api/overview');
  });

  for (const path of ['/docs/guides/performance', '/docs/guides/troubleshooting', '/docs/examples/advanced-features']) {
    test(`${path} is in no sidebar but is linked from another page (§2)`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
      // Reachable: some other doc page links to it.
      let linked = false;
      for (const { path: other } of DOC_ROUTES) {
        if (other === path) continue;
        const html = await (await request.get(other)).text();
        if (html.includes(`href="${path}"`) || html.includes(`href=${path}>`) || html.includes(`href=${path} `)) {
          linked = true;
          break;
        }
      }
      expect(linked).toBe(true);
    });
  }
});

test.describe('page chrome (§2)', () => {
  test('breadcrumbs show the path to a nested doc page (§2)', async ({ page }) => {
    await page.goto('/docs/components/draggable');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(crumbs).toContainText('Components');
    await expect(crumbs).toContainText('Draggable');
  });

  test('headings with an id get a direct link titled "Direct link to {heading}" (§2)', async ({ page }) => {
    await page.goto('/markdown-page');
    const heading = page.getByRole('heading', { level: 2, name: /What Markdown gives you here/ });
    const anchor = heading.getByRole('link', { name: 'Direct link to What Markdown gives you here' });
    await expect(anchor).toHaveAttribute('href', '#what-markdown-gives-you-here');
    await expect(anchor).toHaveAttribute('title', 'Direct link to What Markdown gives you here');
  });

  test('the table of contents lists heading levels 2 to 3 only (§9)', async ({ page }) => {
    for (const { path } of DOC_ROUTES.filter((r) => r.path.startsWith('/docs/api/components/'))) {
      await page.goto(path);
      const tocHrefs = await page.locator('.table-of-contents a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of tocHrefs) {
        const level = await page.locator(`[id="${href!.slice(1)}"]`).evaluate((el) => el.tagName);
        expect(['H2', 'H3']).toContain(level);
      }
    }
  });
});

test.describe('the navbar on a 390 × 844 phone (§2)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the navbar shows the whole site title, on two lines at most, between the menu button and the search button (§2)', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const title = page.locator('.navbar__inner .navbar__title');
    await expect(title).toHaveText('React Native Reanimated DnD');
    const box = (await title.boundingBox())!;
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(Math.round(box.height / lineHeight)).toBeLessThanOrEqual(2);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    // Each word is drawn whole, inside the navbar's box, clear of the buttons on either side.
    const toggle = (await page.getByRole('button', { name: 'Toggle navigation bar' }).boundingBox())!;
    const search = (await page.getByRole('combobox', { name: 'Search' }).boundingBox())!;
    const navbar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(toggle.x + toggle.width);
    expect(box.x + box.width).toBeLessThanOrEqual(search.x);
    expect(box.y).toBeGreaterThanOrEqual(navbar.y);
    expect(box.y + box.height).toBeLessThanOrEqual(navbar.y + navbar.height);
    // The page's title and the home page's heading keep the full name too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Native Reanimated DnD');
  });
});

test.describe('mobile menu below 996 px (§2)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the navbar collapses to a hamburger menu that locks body scroll and offers Back to main menu (§2)', async ({ page }) => {
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'API', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const back = page.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await back.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'API', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /GitHub/ })).toBeVisible();
    await menu.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/overview$/);
    await expect(back).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("the mobile menu opens on the page's own sidebar, with the page marked current (§2)", async ({ page }) => {
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Quick Start', exact: true })).toBeVisible();
    const current = menu.getByRole('link', { name: 'Draggable', exact: true });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
  });

  test('tapping the backdrop beside the open mobile menu closes it and unlocks scrolling (§4)', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const back = page.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    // The drawer covers the left of the backdrop; tap the strip to its right.
    const { width } = page.viewportSize()!;
    await page.mouse.click(width - 10, 450);
    await expect(back).toBeHidden();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("opened from the keyboard, Tab walks into the mobile menu's sidebar and skips its hidden main menu (§2)", async ({ page }) => {
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    const visited: string[] = [];
    for (let i = 0; i < 40 && !visited.includes('Draggable'); i++) {
      await page.keyboard.press('Tab');
      visited.push(
        await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused?.closest('.navbar-sidebar')) return '';
          return focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '';
        }),
      );
    }
    expect(visited).toContain('Close navigation bar');
    expect(visited).toContain('Draggable');
    // The main menu's links sit in the inert panel while the sidebar is shown.
    expect(visited).not.toContain('API');
  });

  test('on a phone, hydration neither builds the closed mobile menu nor loads collation data', async ({ page }) => {
    // Both were one long task on every page after a phone-sized window hydrated (ARCHITECTURE.md, Performance).
    await page.addInitScript(() => {
      const original = String.prototype.localeCompare;
      (window as unknown as { collations: number }).collations = 0;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        (window as unknown as { collations: number }).collations++;
        return original.apply(this, args);
      };
    });
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    // The desktop sidebar leaves in the same render that swaps in the phone layout.
    await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(0);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { collations: number }).collations)).toBe(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Draggable', exact: true })).toBeVisible();
  });

  test('the mobile menu slides in on its first opening, as on later ones (§2)', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    // Recorded as they start: the first opening builds the drawer (src/theme/Navbar/MobileSidebar), so its
    // transition may begin a frame after the click, and a poll of running animations could miss a short one.
    await page.evaluate(() => {
      const started: string[] = [];
      (window as unknown as { drawerTransitions: string[] }).drawerTransitions = started;
      document.addEventListener('transitionrun', (event) => {
        if ((event.target as Element).classList.contains('navbar-sidebar')) started.push(event.propertyName);
      });
    });
    const started = () => page.evaluate(() => (window as unknown as { drawerTransitions: string[] }).drawerTransitions.splice(0));
    const running = () => page.evaluate(() => document.querySelector('.navbar-sidebar')?.getAnimations().length ?? 0);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const close = page.getByRole('button', { name: 'Close navigation bar' });
    for (const opening of ['first', 'second']) {
      await started();
      await toggle.click();
      await expect.poll(started, { message: `${opening} opening` }).toContain('transform');
      await expect.poll(running).toBe(0);
      await close.click();
      await expect.poll(running).toBe(0);
    }
  });

  test('the mobile menu hides when the viewport becomes desktop (§4)', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('below 996 px the whole site title shows before the search button, at every phone and tablet width (§2)', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const title = page.locator('.navbar__inner .navbar__title');
    const search = page.getByRole('combobox', { name: 'Search' });
    const navbar = page.getByRole('navigation', { name: 'Main' });
    for (const width of [320, 360, 390, 430, 480, 576, 577, 600, 640, 768, 996]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(title).toBeVisible();
      // Room between the title's end and the search button (which animates its width when the viewport changes).
      await expect
        .poll(
          async () => {
            const [t, s] = [await title.boundingBox(), await search.boundingBox()];
            return t && s ? Math.round(s.x - (t.x + t.width)) : Number.NaN;
          },
          { message: `${width} px: the title runs under the search button` },
        )
        .toBeGreaterThanOrEqual(0);
      // Not cut: no ellipsis, no clipped line, and every line inside the navbar.
      await expect(title).toHaveText('React Native Reanimated DnD');
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight), `${width} px: cut`).toBe(
        true,
      );
      const [t, n] = [await title.boundingBox(), await navbar.boundingBox()];
      expect(t!.y, `${width} px`).toBeGreaterThanOrEqual(n!.y);
      expect(t!.y + t!.height, `${width} px`).toBeLessThanOrEqual(n!.y + n!.height);
    }
  });

  test('the mobile menu hides on back navigation (§4)', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    // The URL changes at the click, but the home page stays on screen until the
    // docs chunks have loaded; a menu opened on it would close with it.
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    // Back closes the open menu first (and keeps the reader on the page).
    await page.evaluate(() => window.history.back());
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });
});
