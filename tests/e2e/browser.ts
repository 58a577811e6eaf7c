import { existsSync } from 'node:fs';

/**
 * Chromium for the tests: Debian's /usr/bin/chromium when installed,
 * otherwise the build that ships inside the @sparticuz/chromium npm package
 * (no browser download needed, so a machine with only Node and npm works).
 */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

/** Flags for a root user on a closed network (see README, Testing). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
  '--font-render-hinting=none',
];
