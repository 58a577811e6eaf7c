// @ts-check
/**
 * The one place that finds Chromium and says how it runs, for the end-to-end
 * tests (playwright.config.ts, tests/e2e/global-setup.ts) and the bench
 * (Playwright measurements, Lighthouse, search latency).
 *
 * Which Chromium: $CHROMIUM_PATH if set, else Debian's /usr/bin/chromium,
 * else the build shipped inside the @sparticuz/chromium npm package (no
 * browser download, so a machine with only Node and npm works; the first call
 * unpacks it to /tmp/chromium).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

/** @returns {Promise<string>} the path of the Chromium binary to run */
export async function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

/**
 * `chromium --version`, or why it could not be read.
 * @param {string} executablePath
 * @returns {Promise<string>}
 */
export async function chromiumVersion(executablePath) {
  try {
    const { stdout } = await promisify(execFile)(executablePath, ['--version'], { timeout: 15_000 });
    return stdout.trim();
  } catch (error) {
    return `unknown (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`;
  }
}

/**
 * Flags for every use: running as root (`--no-sandbox`), on a machine with no
 * GPU, and on a closed network, where nothing but the page under test may be
 * fetched (no background updates, component downloads, sync or QUIC probes).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** End-to-end tests: also the same glyph metrics on every machine, so text boxes measure the same. */
export const TEST_FLAGS = [...CHROMIUM_FLAGS, '--font-render-hinting=none'];

/**
 * The bench: also every host name except 127.0.0.1 fails to resolve, so
 * nothing the page or the browser asks for can leave loopback and skew a
 * measurement. (Playwright adds its own headless switch.)
 */
export const BENCH_FLAGS = [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/**
 * Lighthouse (through chrome-launcher, which adds no headless switch). Tried
 * with @sparticuz/chromium 143 (a headless-shell build):
 * - `--headless=new` and its own default `--headless='shell'` both work (the
 *   binary is headless-shell either way); `--headless=new` makes Debian's full
 *   Chromium run in the modern headless mode too.
 * - its recommended `--single-process` must NOT be used: the renderer's main
 *   thread is missing from the trace, so TBT is always 0, and about half the
 *   runs fail with NO_SCREENSHOTS (performance score null).
 * - none of its other flags (`--no-zygote`, `--in-process-gpu`, ...) are needed.
 */
export const LIGHTHOUSE_FLAGS = ['--headless=new', ...BENCH_FLAGS];
