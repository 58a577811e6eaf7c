import type { Page } from '@playwright/test';

/** The policy of the page, as its <meta> states it. */
export async function metaPolicy(page: Page): Promise<string | null> {
  return page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
}

/**
 * Collects every violation the browser reports, by event in every document
 * the page loads (also one left by a redirect) and by console message.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
