// @ts-check
/**
 * Production build into the bench's own folders (generated files and
 * output), so it never collides with `npm run build` or the test builds.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const GEN_DIR = '.tmp/gen-bench';
export const OUT_DIR = '.tmp/build-bench';
const BUILD_TIMEOUT_MS = 10 * 60_000;
/** @type {import('node:child_process').ChildProcess | null} */
let running = null;

/** Stops a running build (its whole process group). */
export function killBuild() {
  if (!running) return;
  try {
    process.kill(-(/** @type {number} a started build has a pid */ (running.pid)), 'SIGKILL');
  } catch {
    // already gone
  }
}

export async function cleanBuildDirs() {
  await Promise.all([GEN_DIR, OUT_DIR].map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Resolves to { ms, code, logFile }; never rejects for a failed build. @param {string} logFile */
export async function buildSite(logFile) {
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build', '--out-dir', OUT_DIR], {
    env: { ...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: GEN_DIR, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so a timeout can stop npx and its children together.
    detached: true,
  });
  running = child;
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const timer = setTimeout(killBuild, BUILD_TIMEOUT_MS);
  /** @type {number | string | null} */
  const code = await new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', (exitCode, signal) => resolve(signal ? `killed (${signal}, timeout?)` : exitCode));
  });
  clearTimeout(timer);
  running = null;
  await new Promise((resolve) => log.end(resolve));
  return { ms: performance.now() - started, code, logFile };
}

/** @param {string} dir */
export async function dirSize(dir) {
  let bytes = 0;
  let files = 0;
  /** @type {Record<string, number>} */
  const byExt = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const { size } = await stat(join(entry.parentPath ?? entry.path, entry.name));
    bytes += size;
    files += 1;
    const ext = entry.name.includes('.') ? entry.name.slice(entry.name.lastIndexOf('.') + 1) : '';
    byExt[ext] = (byExt[ext] ?? 0) + size;
  }
  return { bytes, files, byExt };
}
