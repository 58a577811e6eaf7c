/**
 * Chromium for the bench: Debian's /usr/bin/chromium when installed, else
 * the build shipped inside @sparticuz/chromium (unpacked to /tmp/chromium).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';

const run = promisify(execFile);

/**
 * Flags shared by chrome-launcher (Lighthouse) and Playwright.
 * `--host-resolver-rules` makes every host name except 127.0.0.1 fail to
 * resolve, so nothing the page or the browser asks for can leave loopback.
 */
export const BASE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * Flags for Lighthouse runs. Tried with @sparticuz/chromium 143 (a
 * headless-shell build):
 * - `--headless=new` and its own default `--headless='shell'` both work
 *   (the binary is headless-shell either way); we pass `--headless=new` so
 *   Debian's full Chromium also runs in the modern headless mode.
 * - its recommended `--single-process` must NOT be used: the renderer's main
 *   thread is missing from the trace, so TBT is always 0, and about half the
 *   runs fail with NO_SCREENSHOTS (performance score null).
 * - none of its other flags (`--no-zygote`, `--in-process-gpu`, ...) are needed.
 */
export const LIGHTHOUSE_FLAGS = ['--headless=new', ...BASE_FLAGS];

/** Playwright adds its own headless switch, so it only gets BASE_FLAGS. */
export const PLAYWRIGHT_ARGS = BASE_FLAGS;

export async function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

export async function chromiumVersion(executablePath) {
  try {
    const { stdout } = await run(executablePath, ['--version'], { timeout: 15_000 });
    return stdout.trim();
  } catch (error) {
    return `unknown (${error.message.split('\n')[0]})`;
  }
}

const live = new Set();

/** A fresh Chrome (new temp profile) for one Lighthouse run. */
export async function launchChrome(chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: LIGHTHOUSE_FLAGS,
    logLevel: 'silent',
    // We clean up ourselves (see killAllChrome), so the bench can remove its
    // build folders on Ctrl+C too.
    handleSIGINT: false,
    maxConnectionRetries: 100,
  });
  live.add(chrome);
  return chrome;
}

export async function killChrome(chrome) {
  live.delete(chrome);
  try {
    await chrome.kill();
  } catch {
    // already gone
  }
}

export function killAllChrome() {
  for (const chrome of live) {
    try {
      chrome.process?.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
}
