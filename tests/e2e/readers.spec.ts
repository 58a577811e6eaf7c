import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { axeViolations } from './axe';
import { attributeOf, elementsOf, parseHtml, textOf } from './html';
import { test, expect, waitForHydration } from './fixtures';
import { globSync } from '../../lib/glob.mjs';
import { DOC_VERSIONS, docVersion, routeBase } from '../../data/versions.mjs';
import { demoFile } from '../../plugins/live-code/live-demos/files.mjs';
import { decodeSnackUrl } from '../helpers/snack-url.mjs';
import { compatibilityFor, snackDependencies } from '../../data/compatibility.mjs';
import { hasFullGitHistory } from '../../plugins/page-chrome/git-history.mjs';
import { LINKS } from '../../src/constants/site';
import { declarationsOf } from '../../lib/public-api.mjs';

/**
 * Files and features for readers and their tools: Markdown per page,
 * llms.txt, Copy page, social cards, Open in Snack, robots/sitemap/canonical.
 */
const SITE_URL = 'https://react-native-reanimated-dnd.netlify.app';
const BUILD = resolve(process.env.SITE_DIR ?? 'build');
const siteDir = process.cwd();

/** The "Open in Snack" links of a page's HTML, in order. */
function snackLinks(html: string): { href: string; target: string }[] {
  return [...elementsOf(parseHtml(html))]
    .filter((element) => element.tagName === 'a' && /^Open in Snack/.test(textOf(element).trim()))
    .map((element) => ({ href: attributeOf(element, 'href'), target: attributeOf(element, 'target') }));
}

type DocPage = { file: string; path: string; version: 'current' | '1.x'; title: string; description: string; source: string };

const frontMatter = (source: string, key: string) =>
  new RegExp(`^${key}:\\s*(.+)$`, 'm')
    .exec(source)?.[1]
    .trim()
    .replace(/^['"]|['"]$/g, '') ?? '';

const PAGES: DocPage[] = DOC_VERSIONS.flatMap((version) =>
  globSync(version.docs, /\.mdx?$/).map((file: string) => ({
    file,
    path: `${routeBase(version)}/${file.slice(version.docs.length + 1).replace(/\.mdx?$/, '')}`,
    version: version.name as DocPage['version'],
  })),
).map((page) => {
  const source = readFileSync(page.file, 'utf8');
  return { ...page, source, title: frontMatter(source, 'title'), description: frontMatter(source, 'description') };
});
const CURRENT = PAGES.filter((page) => page.version === 'current');

/** The demos a page names: `<LiveDemo name="X" />`. */
function liveDemoNames(page: DocPage): string[] {
  return [...page.source.matchAll(/<LiveDemo\s[^>]*name="(\w+)"/g)].map((match) => match[1]);
}

/** The code a page shows: its fenced blocks (as displayed) and its live demos' files. */
function codeBlocksOf(page: DocPage): string[] {
  const blocks = [...page.source.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((match) =>
    match[1]
      .split('\n')
      .filter((line) => !/^\s*(\/\/|#)\s*highlight-(next-line|start|end)\s*$/.test(line))
      .join('\n')
      .trimEnd(),
  );
  for (const name of liveDemoNames(page)) {
    blocks.push(readFileSync(demoFile({ siteDir, filePath: resolve(page.file), name }), 'utf8').trimEnd());
  }
  return blocks;
}

/** Width and height from a PNG's signature and IHDR chunk. */
function pngSize(buffer: Buffer) {
  if (buffer.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  if (buffer.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** The prose of a Markdown page: without code blocks and inline code. */
const outsideFences = (md: string) => md.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
const html = (path: string) => readFileSync(join(BUILD, path, 'index.html'), 'utf8');
const buildFileOf = (url: string) => join(BUILD, new URL(url).pathname);

test.describe('Markdown pages', () => {
  test('every doc page of both versions has a clean .md at its address plus .md', async ({ request }) => {
    expect(PAGES.length).toBeGreaterThan(100);
    for (const page of PAGES) {
      const response = await request.get(`${page.path}.md`);
      expect(response.status(), page.path).toBe(200);
      expect(response.headers()['content-type'], page.path).toContain('text/markdown');
      const md = await response.text();
      expect(md.startsWith(`# ${page.title}\n`), `${page.path} starts with its title`).toBe(true);
      const prose = outsideFences(md);
      expect(prose, page.path).not.toMatch(/^import\s/m);
      expect(prose, page.path).not.toMatch(/(?<!\\)<\/?[A-Z][A-Za-z.]*[\s/>]|\{\/\*|^:::/m);
      expect(prose, page.path).not.toMatch(/\]\((?!https?:\/\/|mailto:)[^)]*\)/);
      for (const block of codeBlocksOf(page)) {
        expect(md.includes(block), `${page.path} holds the code block starting ${JSON.stringify(block.slice(0, 60))}`).toBe(true);
      }
    }
  });

  test('a live demo appears as its full source in a tsx fence', async ({ request }) => {
    const md = await (await request.get('/docs/examples/basic-drag-drop.md')).text();
    const demo = readFileSync('demos/BasicDragDropScreen.tsx', 'utf8').trimEnd();
    expect(md).toContain('```tsx title="BasicDragDropScreen.tsx"\n' + demo + '\n```');
  });

  test('opening /docs/intro.md gives the Markdown, untouched by route normalisation (§2)', async ({ page }) => {
    const response = await page.goto('/docs/intro.md');
    expect(response?.status()).toBe(200);
    await expect(page.locator('body')).toContainText('# Introduction');
    expect(new URL(page.url()).pathname).toBe('/docs/intro.md');
  });
});

test.describe('llms.txt', () => {
  test('llms.txt lists the current docs in sidebar order, then the archive as Optional, and every link resolves', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('# React Native Reanimated DnD');
    expect(lines.find((line) => line.startsWith('> '))).toBeTruthy();
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections[0]).toBe('## Docs');
    expect(sections.at(-1)).toBe('## Optional');
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(: .+)?$/gm)];
    expect(links.length).toBe(PAGES.length);
    for (const [, , url] of links) {
      expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
      expect(existsSync(buildFileOf(url)), url).toBe(true);
    }
    const urls = links.map((link) => link[2]);
    expect(urls[0]).toBe(`${SITE_URL}/docs/intro.md`);
    expect(urls.indexOf(`${SITE_URL}/docs/getting-started/installation.md`)).toBe(1);
    const optional = text.slice(text.indexOf('## Optional'));
    expect(optional).not.toMatch(/\/docs\/(?!1\.x\/)[^)]*\.md\)/);
    expect(text.slice(0, text.indexOf('## Optional'))).not.toContain('/docs/1.x/');
    for (const page of CURRENT) expect(urls, page.path).toContain(`${SITE_URL}${page.path}.md`);
  });

  test("llms-full.txt holds every current page's Markdown in llms.txt order", async ({ request }) => {
    const full = await (await request.get('/llms-full.txt')).text();
    const index = await (await request.get('/llms.txt')).text();
    const order = [...index.slice(0, index.indexOf('## Optional')).matchAll(/\]\((https:[^)]+)\.md\)/g)].map((m) => m[1]);
    expect(order.length).toBe(CURRENT.length);
    let last = -1;
    for (const url of order) {
      const md = readFileSync(buildFileOf(`${url}.md`), 'utf8').trim();
      const at = full.indexOf(md);
      expect(at, url).toBeGreaterThan(last);
      last = at;
    }
    expect(full).not.toMatch(/^Source: \S*\/docs\/1\.x\//m);
  });

  test('/docs/1.x/llms.txt lists exactly the archive, and each llms-full.txt holds one version (§5)', async ({ request }) => {
    const archive = PAGES.filter((page) => page.version === '1.x');
    const index = await (await request.get('/docs/1.x/llms.txt')).text();
    expect(index.split('\n')[0]).toBe('# React Native Reanimated DnD 1.x (archive)');
    expect(index).toContain(`${SITE_URL}/llms.txt`);
    const urls = [...index.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
    expect(urls.sort()).toEqual(archive.map((page) => `${SITE_URL}${page.path}.md`).sort());
    for (const url of urls) expect(existsSync(buildFileOf(url)), url).toBe(true);
    const full = await (await request.get('/docs/1.x/llms-full.txt')).text();
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    expect(sources.sort()).toEqual(archive.map((page) => `${SITE_URL}${page.path}`).sort());
    const currentFull = await (await request.get('/llms-full.txt')).text();
    const currentSources = [...currentFull.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    expect(currentSources.sort()).toEqual(CURRENT.map((page) => `${SITE_URL}${page.path}`).sort());
  });

  test('no exported table is padded to align its columns (§5)', async ({ request }) => {
    for (const file of ['/llms-full.txt', '/docs/1.x/llms-full.txt']) {
      const text = await (await request.get(file)).text();
      const rows = text.split('\n').filter((line) => /^\|.*\|$/.test(line));
      expect(rows.length, file).toBeGreaterThan(500);
      expect(
        rows.filter((row) => /\S {2,}\||\| {2,}\S|\| -{2,}/.test(row.replace(/`[^`]*`/g, 'code'))),
        file,
      ).toEqual([]);
    }
  });
});

test.describe('Markdown code fences', () => {
  test('no exported .md carries a site-only fence label (signature, fragment)', () => {
    let fences = 0;
    for (const page of PAGES) {
      const md = readFileSync(join(BUILD, `${page.path}.md`), 'utf8');
      for (const [, info] of md.matchAll(/^\s*```+(.*)$/gm)) {
        fences += 1;
        expect(info, `${page.path}: a fence labelled ${info}`).not.toMatch(/(^|\s)(signature|fragment)(\s|$)/);
      }
    }
    expect(fences).toBeGreaterThan(500);
  });

  test("an API page's signature is its version's declaration, in a plain ts fence of its Markdown copy", () => {
    let shown = 0;
    for (const page of PAGES) {
      const names = [...page.source.matchAll(/^\{\/\*\s*signature:\s*(\S+)\s*\*\/\}$/gm)].map((match) => match[1]);
      if (!names.length) continue;
      const md = readFileSync(join(BUILD, `${page.path}.md`), 'utf8');
      const declarations = declarationsOf(docVersion(page.version));
      for (const name of names) {
        expect(md, `${page.path}: ${name}`).toContain(`\`\`\`ts\n${declarations.signature(name)}\n\`\`\``);
        shown += 1;
      }
    }
    expect(shown).toBeGreaterThanOrEqual(128);
  });
});

test.describe('social cards', () => {
  test('every doc page and the home page name a 1200×630 PNG of the build as og:image', () => {
    for (const path of ['/', ...PAGES.map((page) => page.path)]) {
      const head = html(path);
      const image = /<meta[^>]+property="?og:image"? content="?([^" >]+)/.exec(head)?.[1];
      expect(image, path).toBeTruthy();
      expect(image!.startsWith(`${SITE_URL}/img/social/`), `${path}: ${image}`).toBe(true);
      const file = buildFileOf(image!);
      expect(existsSync(file), file).toBe(true);
      expect(pngSize(readFileSync(file)), file).toEqual({ width: 1200, height: 630 });
      expect(head, path).toMatch(/name="?twitter:card"? content="?summary_large_image/);
      expect(head.match(/property="?og:image"?/g)?.length, path).toBe(1);
    }
  });

  test("og:title and og:description come from each page's front matter", async ({ page }) => {
    for (const doc of PAGES.filter((_, i) => i % 10 === 0)) {
      await page.goto(doc.path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', doc.title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', doc.description);
    }
  });
});

test.describe('Copy page', () => {
  const button = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Copy page' });
  // Copy page's own status line, in the row beside the breadcrumbs (the page's end has another).
  const copyStatus = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('xpath=..').getByRole('status');

  test('is in the server HTML of every doc page', () => {
    for (const page of PAGES) expect(html(page.path), page.path).toContain('Copy page</button>');
  });

  test("puts the page's Markdown on the clipboard and says so", async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    await button(page).click();
    await expect(copyStatus(page)).toHaveText('Copied this page as Markdown.');
    const expected = await (await request.get('/docs/components/draggable.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('is reachable and usable with the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/1.x/intro');
    await waitForHydration(page);
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await button(page).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(button(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(copyStatus(page)).toHaveText('Copied this page as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Introduction\n/);
  });

  test('offers the Markdown file when the clipboard is refused', async ({ page, request }) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator.clipboard, 'write', { value: refuse });
      Object.defineProperty(navigator.clipboard, 'writeText', { value: refuse });
    });
    await page.goto('/docs/hooks/useDraggable');
    await waitForHydration(page);
    await button(page).click();
    await expect(copyStatus(page)).toContainText('Copying was not allowed here.');
    const link = page.getByRole('link', { name: 'Open the page as Markdown' });
    await expect(link).toBeFocused();
    const href = await link.getAttribute('href');
    expect(href).toBe('/docs/hooks/useDraggable.md');
    expect((await (await request.get(href!)).text()).startsWith('# useDraggable\n')).toBe(true);
  });

  test('nothing moves when the page hydrates or the message appears', async ({ browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const staticContext = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/docs/components/sortable');
    const before = await staticPage.getByRole('button', { name: 'Copy page' }).boundingBox();
    const heading = await staticPage.getByRole('heading', { level: 1 }).boundingBox();
    await staticContext.close();
    const page = await context.newPage();
    await page.goto('/docs/components/sortable');
    await waitForHydration(page);
    expect(await button(page).boundingBox()).toEqual(before);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
    await button(page).click();
    await expect(copyStatus(page)).toHaveText('Copied this page as Markdown.');
    expect(await button(page).boundingBox()).toEqual(before);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`the button and both messages have no axe violations (${mode}) (§1)`, async ({ page }) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      let refuse = false;
      await page.exposeFunction('shouldRefuse', () => refuse);
      await page.addInitScript(() => {
        const original = navigator.clipboard.writeText.bind(navigator.clipboard);
        const check = async (write: () => Promise<void>) => {
          if (await (window as unknown as { shouldRefuse: () => Promise<boolean> }).shouldRefuse()) {
            throw new DOMException('denied', 'NotAllowedError');
          }
          return write();
        };
        Object.defineProperty(navigator.clipboard, 'write', { value: () => check(() => Promise.resolve()) });
        Object.defineProperty(navigator.clipboard, 'writeText', { value: (t: string) => check(() => original(t).catch(() => undefined)) });
      });
      await page.goto('/docs/intro');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const audit = () => axeViolations(page, { within: page.locator('article').locator('xpath=..') });
      expect(await audit()).toEqual([]);
      await button(page).click();
      await expect(copyStatus(page)).toHaveText('Copied this page as Markdown.');
      expect(await audit()).toEqual([]);
      refuse = true;
      await button(page).click();
      await expect(copyStatus(page)).toContainText('Copying was not allowed here.');
      expect(await audit()).toEqual([]);
    });
  }
});

test.describe('page actions menu', () => {
  type Page = import('@playwright/test').Page;
  const menuButton = (page: Page) => page.getByRole('button', { name: 'More page actions' });
  const menu = (page: Page) => page.getByRole('menu', { name: 'Page actions' });
  const items = (page: Page) => menu(page).getByRole('menuitem');
  const LABELS = ['View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Open in Cursor', 'Open the library on GitHub'];
  const promptOf = (href: string) => {
    const url = new URL(href);
    return url.searchParams.get(url.hostname === 'cursor.com' ? 'text' : 'q') ?? '';
  };

  async function open(page: Page, path: string) {
    await page.goto(path);
    await waitForHydration(page);
  }

  for (const doc of [
    { path: '/docs/components/draggable', version: '2.x', library: '2.0.0' },
    { path: '/docs/1.x/components/draggable', version: '1.x', library: '1.1.0' },
  ]) {
    test(`the menu's plain links: the page's Markdown, three assistants asked to read it, the repository (${doc.version}) (§26)`, async ({
      page,
    }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname !== '127.0.0.1') outside.push(request.url());
      });
      await open(page, doc.path);
      await expect(menu(page)).toBeHidden();
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await expect(items(page)).toHaveText(LABELS.map((label, i) => (i === 0 ? label : `${label} (opens in a new tab)`)));
      await expect(items(page).nth(0)).toHaveAttribute('href', `${doc.path}.md`);
      for (const [i, origin] of [
        [1, 'https://chatgpt.com/'],
        [2, 'https://claude.ai/new'],
        [3, 'https://cursor.com/link/prompt'],
      ] as const) {
        const href = (await items(page).nth(i).getAttribute('href'))!;
        const url = new URL(href);
        expect(url.origin + url.pathname).toBe(origin);
        const prompt = promptOf(href);
        expect(prompt).toMatch(new RegExp(`^Read ${SITE_URL}${doc.path}\\.md,`));
        expect(prompt).toContain(`react-native-reanimated-dnd ${doc.version} docs (library version ${doc.library})`);
        await expect(items(page).nth(i)).toHaveAttribute('target', '_blank');
      }
      await expect(items(page).nth(4)).toHaveAttribute('href', LINKS.repository);
      expect(outside, 'no request leaves the site before a link is followed').toEqual([]);
      expect(html(doc.path), 'the links are in the server HTML').toContain(`https://claude.ai/new?q=Read+${encodeURIComponent(SITE_URL)}`);
    });
  }

  test('the menu works from the keyboard: Enter, arrows, Home, End, Escape back to the button, Tab away (§26)', async ({ page }) => {
    await open(page, '/docs/hooks/useDroppable');
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await menuButton(page).focus();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(items(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items(page).nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items(page).last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items(page).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items(page).last()).toBeFocused();
    await page.keyboard.press('Home');
    expect(await focusedItem()).toBe('View as Markdown');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(items(page).last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page)).toBeHidden();
    await menuButton(page).focus();
    await page.keyboard.press('Space');
    await expect(items(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/hooks\/useDroppable\.md$/);
  });

  test('a click outside closes the menu (§26)', async ({ page }) => {
    await open(page, '/docs/intro');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`the open menu has no axe violations (${mode}) (§26)`, async ({ page }) => {
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await open(page, '/docs/intro');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await menuButton(page).click();
      await expect(items(page).first()).toBeFocused();
      expect(await axeViolations(page, { within: page.locator('article').locator('xpath=..') })).toEqual([]);
    });
  }
});

test.describe('last updated', () => {
  const fullHistory = hasFullGitHistory(siteDir);
  const lastCommitDay = (file: string) => {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { encoding: 'utf8' }).trim();
    return new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
  };

  test('a doc page shows the day its source last changed in git, and its Markdown and the sitemap give the same day (§26)', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const doc of [PAGES.find((p) => p.path === '/docs/guides/performance')!, PAGES.find((p) => p.path === '/docs/1.x/intro')!]) {
      await page.goto(doc.path);
      const line = page.locator('article footer').getByText(/^Last updated/);
      const md = readFileSync(join(BUILD, `${doc.path}.md`), 'utf8');
      if (!fullHistory) {
        // A shallow clone's dates would all be its cut-off commit: the line is dropped, not wrong.
        await expect(line).toHaveCount(0);
        expect(md).not.toContain('Last updated');
        continue;
      }
      const day = lastCommitDay(doc.file);
      const [year, month, date] = day.split('-').map(Number);
      const shown = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await expect(line).toHaveText(`Last updated on ${shown}`);
      expect(await line.locator('time').getAttribute('datetime')).toMatch(new RegExp(`^${day}T`));
      expect(md, doc.path).toContain(`\n\nLast updated: ${day}\n\n`);
      if (doc.version === 'current') {
        expect(sitemap).toContain(`<loc>${SITE_URL}${doc.path}</loc><lastmod>${day}</lastmod>`);
      }
    }
  });
});

test.describe('was this page helpful', () => {
  type Page = import('@playwright/test').Page;
  const group = (page: Page) => page.getByRole('group', { name: 'Was this page helpful?' });
  const yes = (page: Page) => group(page).getByRole('button', { name: 'Yes' });
  const no = (page: Page) => group(page).getByRole('button', { name: 'No' });
  const thanks = (page: Page) => group(page).getByRole('status');

  test('every doc page ends with Yes and No, and neither is in its Markdown or the llms files (§26)', async ({ request }) => {
    for (const page of PAGES) {
      const source = html(page.path);
      const footer = source.slice(source.lastIndexOf('</article>') - 3000, source.lastIndexOf('</article>'));
      expect(footer, page.path).toContain('Was this page helpful?');
      expect(readFileSync(join(BUILD, `${page.path}.md`), 'utf8'), page.path).not.toContain('Was this page helpful');
    }
    for (const file of ['/llms.txt', '/llms-full.txt', '/docs/1.x/llms.txt', '/docs/1.x/llms-full.txt']) {
      expect(await (await request.get(file)).text(), file).not.toMatch(/Was this page helpful|issues\/new/);
    }
  });

  test('Yes thanks the reader and is remembered for that page in that tab only, with no cookie (§26)', async ({ page, context }) => {
    await page.goto('/docs/components/droppable');
    await waitForHydration(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
    await yes(page).click();
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(thanks(page)).toHaveText('Thank you for telling us.');
    await page.reload();
    await waitForHydration(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    await expect(yes(page)).toHaveAttribute('aria-pressed', 'false');
    const other = await context.newPage();
    await other.goto('/docs/components/droppable');
    await waitForHydration(other);
    await expect(yes(other)).toHaveAttribute('aria-pressed', 'false');
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes('helpful')))).toEqual([]);
  });

  test('No opens a prefilled issue on the library\'s tracker: "Docs: <title>", the address, the version (§26)', async ({
    page,
    context,
  }) => {
    await context.route('https://github.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
    );
    await page.goto('/docs/1.x/hooks/useSortable');
    await waitForHydration(page);
    const [issue] = await Promise.all([context.waitForEvent('page'), no(page).click()]);
    const url = new URL(issue.url());
    expect(url.origin + url.pathname).toBe(`${LINKS.issues}/new`);
    const title = PAGES.find((p) => p.path === '/docs/1.x/hooks/useSortable')!.title;
    expect(url.searchParams.get('title')).toBe(`Docs: ${title}`);
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`Page: ${SITE_URL}/docs/1.x/hooks/useSortable\n`);
    expect(body).toContain('Docs version: 1.x (react-native-reanimated-dnd 1.1.0)');
    await expect(no(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(thanks(page)).toContainText('Thank you.');
    await expect(thanks(page).getByRole('link', { name: /a new issue about this page/ })).toHaveAttribute('href', issue.url());
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`the question and both answers have no axe violations (${mode}) (§26)`, async ({ page, context }) => {
      await context.route('https://github.com/**', (route) => route.fulfill({ status: 200, body: '' }));
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.goto('/docs/intro');
      await waitForHydration(page);
      const audit = () => axeViolations(page, { within: page.locator('article') });
      expect(await audit()).toEqual([]);
      await yes(page).click();
      await expect(thanks(page)).not.toBeEmpty();
      expect(await audit()).toEqual([]);
      await Promise.all([context.waitForEvent('page'), no(page).click()]);
      await expect(thanks(page).getByRole('link')).toBeVisible();
      expect(await audit()).toEqual([]);
    });
  }
});

test.describe('Open in Snack', () => {
  const examplePages = PAGES.filter((page) => page.source.includes('<LiveDemo'));

  // The links are in the server HTML (hydration keeps them: a mismatch is a console error in every-route.spec.ts).
  test("every example page with a demo links to Snack with the demo's exact source and its version's dependencies", () => {
    expect(examplePages.length).toBeGreaterThanOrEqual(20);
    for (const doc of examplePages) {
      const links = snackLinks(readFileSync(join(BUILD, doc.path, 'index.html'), 'utf8'));
      const demos = liveDemoNames(doc);
      expect(links, doc.path).toHaveLength(demos.length);
      const compatibility = compatibilityFor(doc.version);
      for (const [i, name] of demos.entries()) {
        const decoded = decodeSnackUrl(links[i].href);
        const file = demoFile({ siteDir, filePath: resolve(doc.file), name });
        expect(decoded.origin).toBe('https://snack.expo.dev/');
        expect(decoded.code, `${doc.path}: ${basename(file)}`).toBe(readFileSync(file, 'utf8'));
        expect(decoded.dependencies).toEqual(snackDependencies(compatibility));
        expect(decoded.sdkVersion).toBe(compatibility.expoSdk);
        expect(decoded.dependencies['react-native-reanimated-dnd']).toBe(doc.version === 'current' ? '2.0.0' : '1.1.0');
        expect(links[i].target, doc.path).toBe('_blank');
      }
    }
  });
});

test.describe('search engines', () => {
  test('robots.txt allows everything and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap.xml$`, 'm'));
    expect((await request.get('/sitemap.xml')).status()).toBe(200);
  });

  test('the sitemap lists the current docs and the home page, not the archive', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${SITE_URL}/`);
    expect(locs.filter((loc) => loc.includes('/docs/1.x'))).toEqual([]);
    for (const page of CURRENT) expect(locs, page.path).toContain(`${SITE_URL}${page.path}`);
  });

  test('an archived page names the same current page as canonical, once; current pages name themselves', () => {
    const currentPaths = new Set(CURRENT.map((page) => page.path));
    for (const page of PAGES) {
      const head = html(page.path);
      const canonicals = [...head.matchAll(/<link[^>]*rel="?canonical"?[^>]*>/g)].map((m) => m[0]);
      expect(canonicals.length, page.path).toBe(1);
      const href = /href="?([^" >]+)/.exec(canonicals[0])![1];
      const counterpart = page.path.replace('/docs/1.x/', '/docs/');
      const expected = page.version === 'current' || currentPaths.has(counterpart) ? counterpart : page.path;
      expect(href, page.path).toBe(`${SITE_URL}${expected}`);
    }
  });

  test('structured data stays valid JSON-LD', () => {
    for (const page of PAGES) {
      for (const match of html(page.path).matchAll(/<script type="?application\/ld\+json"?>([\s\S]*?)<\/script>/g)) {
        const data = JSON.parse(match[1]);
        expect(data['@context'], page.path).toBe('https://schema.org');
      }
    }
  });
});
