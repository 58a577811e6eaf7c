import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { dragMouse } from './drag';
import { metaPolicy, watchViolations } from './csp';

/**
 * Content security policy: every built page carries a policy that allows its
 * own inline scripts by hash and nothing else inline, and every page, demo
 * and the search worker work under it without a single violation.
 */

const SITE_DIR = process.env.SITE_DIR ?? 'build';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

test.describe('content security policy in the build', () => {
  test('every HTML page has a policy first in <head>, before any script, without unsafe-inline or unsafe-eval scripts', () => {
    const files = htmlFiles(SITE_DIR);
    expect(files.length).toBeGreaterThan(55);
    for (const file of files) {
      const name = relative(SITE_DIR, file);
      const html = readFileSync(file, 'utf8');
      const head = /<head>(?:<meta charset=["']?utf-8["']?>)?<meta http-equiv="Content-Security-Policy" content="([^"]+)">/i.exec(html);
      expect(head, `${name}: policy at the top of <head>`).not.toBeNull();
      expect(html.indexOf('<script'), `${name}: no script before the policy`).toBeGreaterThan(head!.index);
      const policy = directives(head![1].replace(/&#39;|&apos;/g, "'"));
      const scripts = policy.get('script-src') ?? [];
      expect(scripts[0], name).toBe("'self'");
      expect(
        scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source)),
        name,
      ).toBe(true);
      expect(scripts, name).not.toContain("'unsafe-inline'");
      expect(scripts, name).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src'), name).toEqual(["'none'"]);
      expect(policy.get('base-uri'), name).toEqual(["'self'"]);
      expect(policy.get('form-action'), name).toEqual(["'self'"]);
      expect(policy.get('connect-src'), name).toEqual(["'self'"]);
      expect(policy.get('worker-src'), name).toEqual(["'self'"]);
      expect(policy.get('img-src'), name).toEqual(["'self'", 'data:']);
      expect(policy.get('style-src'), name).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  test('_headers sends the same policy for every path, with every page hash, frame-ancestors and the other security headers', () => {
    const text = readFileSync(join(SITE_DIR, '_headers'), 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('/*');
    const headers = new Map<string, string>();
    for (const line of lines.slice(1)) {
      if (!line.trim()) break;
      const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
      expect(match, `indented "Name: value" line: ${line}`).not.toBeNull();
      headers.set(match![1], match![2]);
    }
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation']) {
      expect(headers.get('Permissions-Policy')).toContain(`${feature}=()`);
    }
    const policy = directives(headers.get('Content-Security-Policy') ?? '');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const headerScripts = new Set(policy.get('script-src'));
    expect(headerScripts.has("'unsafe-inline'") || headerScripts.has("'unsafe-eval'")).toBe(false);
    for (const file of htmlFiles(SITE_DIR)) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(readFileSync(file, 'utf8'))!;
      const metaPolicy = directives(meta[1]);
      for (const source of metaPolicy.get('script-src')!) expect(headerScripts.has(source), `${file}: ${source}`).toBe(true);
      // Apart from script hashes and framing, the header says what the <meta> says.
      for (const [name, values] of metaPolicy) if (name !== 'script-src') expect(policy.get(name), name).toEqual(values);
    }
  });

  test("the site's own server sends the headers of _headers on pages, assets, .md files and the not-found page", async ({ request }) => {
    const policy = /^\s+Content-Security-Policy:\s*(.+)$/m.exec(readFileSync(join(SITE_DIR, '_headers'), 'utf8'))![1];
    const asset = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(readFileSync(join(SITE_DIR, 'docs/intro/index.html'), 'utf8'))![1];
    for (const [path, status] of [
      ['/docs/intro', 200],
      ['/docs/1.x/intro', 200],
      [asset, 200],
      ['/docs/intro.md', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toBe(policy);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });
});

test.describe('content security policy in the browser', () => {
  test('an inline script that is not part of the build is refused', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.route('**/docs/intro', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.__injected=true</script></body>');
      await route.fulfill({ response, body });
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => violations.some((v) => /script-src/.test(v))).toBe(true);
  });

  test('dark mode is set by the inline scripts under the policy, before the app runs (§4)', async ({ page }) => {
    const violations = await watchViolations(page);
    // Without the app bundle only the inline scripts can set the mode.
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/docs/intro');
    expect(await metaPolicy(page)).toContain('script-src');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(violations).toEqual([]);
  });

  test('a live demo runs a drag under the policy', async ({ page, pageErrors }) => {
    const violations = await watchViolations(page);
    await page.goto('/docs/examples/basic-drag-drop');
    const preview = page.getByTestId('live-demo-preview');
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByText('Write spec')).toBeVisible({ timeout: 20_000 });
    await dragMouse(page, preview.getByText('Write spec'), preview.getByText('Drop a card here'));
    await expect(preview.getByText('✓ Write spec')).toBeVisible();
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('search runs in its worker under the policy, in the box and on /search (§7)', async ({ page, pageErrors }) => {
    const violations = await watchViolations(page);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.fill('droppable');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
    await page.goto('/search');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('sortable');
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('article');
    await expect(results.first()).toBeVisible();
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  for (const [path, landing] of [
    ['/DOCS/Intro', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs', '/docs/intro'],
  ] as const) {
    test(`${path} lands on ${landing} under the policy (§2)`, async ({ page, pageErrors }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
      expect(await metaPolicy(page)).toContain("script-src 'self'");
      expect(violations).toEqual([]);
      // A static host answers the non-canonical address with 404.html, which Chromium logs.
      expect(pageErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  }

  test('the not-found page works under the policy (§2)', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(await metaPolicy(page)).toContain("script-src 'self'");
    expect(violations).toEqual([]);
  });
});
