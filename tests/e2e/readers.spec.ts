import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { injectAxe } from './axe';
import { test, expect, waitForHydration } from './fixtures';
import { globSync } from '../../scripts/lib/glob.mjs';
import { demoFile } from '../../plugins/live-demos/files.mjs';
import { decodeSnackUrl } from '../../plugins/readers/snack.mjs';
import { compatibilityFor, snackDependencies } from '../../src/data/compatibility.mjs';

/**
 * Files and features for readers and their tools: Markdown per page,
 * llms.txt, Copy page, social cards, Open in Snack, robots/sitemap/canonical.
 */
const SITE_URL = 'https://react-native-reanimated-dnd.netlify.app';
const BUILD = resolve(process.env.SITE_DIR ?? 'build');
const siteDir = process.cwd();

type DocPage = { file: string; path: string; version: 'current' | '1.x'; title: string; description: string; source: string };

const frontMatter = (source: string, key: string) =>
  new RegExp(`^${key}:\\s*(.+)$`, 'm')
    .exec(source)?.[1]
    .trim()
    .replace(/^['"]|['"]$/g, '') ?? '';

const PAGES: DocPage[] = [
  ...globSync('docs', /\.mdx?$/).map((file: string) => ({ file, path: `/${file.replace(/\.mdx?$/, '')}`, version: 'current' as const })),
  ...globSync('versioned_docs/version-1.x', /\.mdx?$/).map((file: string) => ({
    file,
    path: `/docs/1.x/${file.replace(/^versioned_docs\/version-1\.x\//, '').replace(/\.mdx?$/, '')}`,
    version: '1.x' as const,
  })),
].map((page) => {
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
    const demo = readFileSync('src/demos/BasicDragDropScreen.tsx', 'utf8').trimEnd();
    expect(md).toContain('```tsx title="BasicDragDropScreen.tsx"\n' + demo + '\n```');
  });

  test('§2 opening /docs/intro.md gives the Markdown, untouched by route normalisation', async ({ page }) => {
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
    expect(full).not.toContain('/docs/1.x/');
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

  test('is in the server HTML of every doc page', () => {
    for (const page of PAGES) expect(html(page.path), page.path).toContain('Copy page</button>');
  });

  test("puts the page's Markdown on the clipboard and says so", async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/components/draggable');
    await waitForHydration(page);
    await button(page).click();
    await expect(page.getByRole('status')).toHaveText('Copied this page as Markdown.');
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
    await expect(page.getByRole('status')).toHaveText('Copied this page as Markdown.');
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
    await expect(page.getByRole('status')).toContainText('Copying was not allowed here.');
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
    await expect(page.getByRole('status')).toHaveText('Copied this page as Markdown.');
    expect(await button(page).boundingBox()).toEqual(before);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`§1 the button and both messages have no axe violations (${mode})`, async ({ page }) => {
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
      await injectAxe(page);
      const audit = () =>
        page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Element) => Promise<{ violations: { id: string }[] }> } }).axe;
          const region = document.querySelector('article')!.parentElement!;
          return (await axe.run(region)).violations.map((v) => v.id);
        });
      expect(await audit()).toEqual([]);
      await button(page).click();
      await expect(page.getByRole('status')).toHaveText('Copied this page as Markdown.');
      expect(await audit()).toEqual([]);
      refuse = true;
      await button(page).click();
      await expect(page.getByRole('status')).toContainText('Copying was not allowed here.');
      expect(await audit()).toEqual([]);
    });
  }
});

test.describe('Open in Snack', () => {
  const examplePages = PAGES.filter((page) => page.source.includes('<LiveDemo'));

  test("every example page with a demo links to Snack with the demo's exact source and its version's dependencies", async ({ page }) => {
    expect(examplePages.length).toBeGreaterThanOrEqual(20);
    for (const doc of examplePages) {
      await page.goto(doc.path);
      const links = page.getByRole('link', { name: /^Open in Snack/ });
      const demos = liveDemoNames(doc);
      await expect(links, doc.path).toHaveCount(demos.length);
      const compatibility = compatibilityFor(doc.version);
      for (const [i, name] of demos.entries()) {
        const decoded = decodeSnackUrl((await links.nth(i).getAttribute('href'))!);
        const file = demoFile({ siteDir, filePath: resolve(doc.file), name });
        expect(decoded.origin).toBe('https://snack.expo.dev/');
        expect(decoded.code, `${doc.path}: ${basename(file)}`).toBe(readFileSync(file, 'utf8'));
        expect(decoded.dependencies).toEqual(snackDependencies(compatibility));
        expect(decoded.sdkVersion).toBe(compatibility.expoSdk);
        expect(decoded.dependencies['react-native-reanimated-dnd']).toBe(doc.version === 'current' ? '2.0.0' : '1.1.0');
      }
      await expect(links.first()).toHaveAttribute('target', '_blank');
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
