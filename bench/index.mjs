// @ts-check
/**
 * `npm run bench`: builds the site into .tmp/build-bench, serves it on
 * 127.0.0.1 and measures Lighthouse scores, first-load JS, axe violations
 * and search latency. It only measures; it never fails on a number.
 *
 * Env: BENCH_RUNS (Lighthouse runs per page and form factor, default 3),
 *      BENCH_PAGES (comma list of paths), BENCH_BUDGET_MIN (Lighthouse stops
 *      starting runs this many minutes after the bench began, default 14),
 *      BENCH_SITE_DIR (measure an existing build there instead of building;
 *      that folder is left alone).
 * Output: the report in bench/REPORT.md (committed, linked from the README)
 *      and on stdout; raw data in bench-results/results.json and the build
 *      log in bench-results/build.log (both git-ignored).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/static-server.mjs';
import { measureAxe } from './axe.mjs';
import { buildSite, cleanBuildDirs, dirSize, GEN_DIR, killBuild, OUT_DIR } from './build.mjs';
import { chromiumExecutable, chromiumVersion } from '../lib/chromium.mjs';
import { DOC_VERSIONS, routeBase } from '../data/versions.mjs';
import { killAllChrome } from './chrome.mjs';
import { measureDemoStartup } from './demo-startup.mjs';
import { measureDemoWeight } from './demo-weight.mjs';
import { measureFirstRun } from './first-run.mjs';
import { measureFirstTouch } from './first-touch.mjs';
import { measureJsWeight } from './js-weight.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { renderReport } from './report.mjs';
import { measureSearchLatency } from './search-latency.mjs';
import { errorMessage, launchBrowser, median, withTimeout } from './util.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);

const DEFAULT_PAGES = [
  '/',
  '/docs/intro',
  '/docs/api/overview',
  // The four pages with a props playground (plugins/live-code/playground).
  '/docs/components/draggable',
  '/docs/components/droppable',
  '/docs/components/sortable',
  '/docs/components/sortable-grid',
  // Five runnable samples and nothing else that runs: what Run costs a page before it is pressed (nothing).
  '/docs/getting-started/setup-provider',
  '/docs/examples/basic-drag-drop',
  '/docs/1.x/examples/basic-drag-drop',
  // Issue 25's demo pages, held against /docs/intro of the same run (report.mjs): with
  // sortable-lists (three demos, the most demo JavaScript) and long-lists (the largest first frame).
  '/docs/examples/sortable-lists',
  '/docs/1.x/examples/sortable-lists',
  '/docs/examples/long-lists',
  '/search?q=draggable',
];
// Every example page of both docs versions has a live demo: the extra
// JavaScript each demo costs. Current pages run the current library on Reanimated 4
// and Worklets, 1.x pages run 1.1.0 on Reanimated 3.
const examplePages = (/** @type {string} */ dir, /** @type {string} */ base) =>
  readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `${base}/examples/${file.replace(/\.mdx?$/, '')}`)
    .sort();
const DEMO_PAGES = DOC_VERSIONS.flatMap((version) => examplePages(`${version.docs}/examples`, routeBase(version)));
const RESULTS_DIR = 'bench-results';
const REPORT_FILE = 'bench/REPORT.md';
const EARLIER_HEADING = '## Earlier measurements';
const SEARCH_TIMEOUT_MS = 5 * 60_000;

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
const pages = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => (p.startsWith('/') ? p : `/${p}`))
  : DEFAULT_PAGES;
const budgetMin = Number(process.env.BENCH_BUDGET_MIN ?? 14) || 14;
const siteDirOverride = process.env.BENCH_SITE_DIR;

const log = (/** @type {string} */ message) => console.error(`[bench] ${message}`);
const started = Date.now();

// Ctrl+C / kill: stop our browsers and remove the build folders before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    killBuild();
    killAllChrome();
    for (const dir of [GEN_DIR, OUT_DIR]) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}

/** @param {string | null} executablePath @returns {Promise<import('./report.mjs').MachineInfo>} */
async function machineInfo(executablePath) {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    cpus: cpus.length,
    totalMemoryBytes: os.totalmem(),
    loadAvg: os.loadavg(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: executablePath ? await chromiumVersion(executablePath) : 'not found',
    chromiumPath: executablePath,
  };
}

/** @param {string} baseUrl @param {string} executablePath @returns {Promise<import('./report.mjs').SearchResult>} */
async function searchLatency(baseUrl, executablePath) {
  let browser;
  try {
    browser = await launchBrowser(executablePath);
    const result = await withTimeout(measureSearchLatency({ browser, baseUrl }), SEARCH_TIMEOUT_MS, 'search latency');
    return { result };
  } catch (error) {
    return { error: errorMessage(error) };
  } finally {
    await browser?.close().catch(() => {});
  }
}

async function main() {
  await mkdir(RESULTS_DIR, { recursive: true });
  /** @type {string[]} */
  const notes = [];
  const lighthouseVersion = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')).version;

  let executablePath = null;
  try {
    executablePath = await chromiumExecutable();
  } catch (error) {
    notes.push(`No Chromium: ${errorMessage(error)}`);
  }
  /** @type {import('./report.mjs').BenchResults} */
  const results = {
    date: new Date().toISOString(),
    machine: await machineInfo(executablePath),
    config: { runs, pages, lighthouseVersion, budgetMin },
    build: null,
    pages: pages.map((path) => ({
      path,
      lighthouse: {},
      js: null,
      axe: {},
      startup: /** @type {{ longestTaskMs: number | null, startupMs: number | null } | null} */ (null),
    })),
    demos: [],
    firstRun: null,
    firstTouch: null,
    search: null,
    notes,
  };

  /** @type {import('node:http').Server | undefined} */
  let server;
  /** @type {import('playwright-core').Browser | null} */
  let browser = null;
  try {
    let siteDir = OUT_DIR;
    if (siteDirOverride) {
      siteDir = siteDirOverride;
      const ok = existsSync(join(siteDir, 'index.html'));
      results.build = { ms: null, code: ok ? 0 : 'no index.html', ok, skipped: true, siteDir, logFile: null };
      notes.push(`Build skipped: measured the existing build in \`${siteDir}\` (BENCH_SITE_DIR).`);
      if (!ok) {
        log(`BENCH_SITE_DIR=${siteDir} has no index.html`);
        process.exitCode = 1;
        return results;
      }
    } else {
      log(`building the site into ${OUT_DIR} ...`);
      await cleanBuildDirs();
      const build = await buildSite(join(RESULTS_DIR, 'build.log'));
      results.build = { ms: build.ms, code: build.code, ok: build.code === 0, logFile: build.logFile };
      if (build.code === 0 && !existsSync(join(OUT_DIR, 'index.html'))) {
        results.build.ok = false;
        results.build.code = 'no index.html';
      }
      if (!results.build.ok) {
        const tail = (await readFile(build.logFile, 'utf8')).split('\n').slice(-30).join('\n');
        log(`build failed (exit ${build.code}); last lines of ${build.logFile}:\n${tail}`);
        process.exitCode = 1;
        return results;
      }
      log(`build took ${(build.ms / 1000).toFixed(1)} s`);
    }
    results.build.output = await dirSize(siteDir);

    const served = await startServer({ dir: siteDir, port: 0, host: '127.0.0.1' });
    server = served.server;
    const baseUrl = served.url;
    log(`serving on ${baseUrl}`);

    if (!executablePath) return results;

    // Playwright first: JS weight and axe, one fresh context per page load.
    try {
      browser = await launchBrowser(executablePath);
      for (const entry of results.pages) {
        const url = baseUrl + entry.path;
        log(`JS weight + axe: ${entry.path}`);
        const js = await measureJsWeight(browser, url);
        entry.js = js;
        if (!('scripts' in js)) notes.push(`JS weight ${entry.path}: ${js.error}`);
        else if (js.externalRequests.length) {
          notes.push(`${entry.path} tried to load (blocked) non-loopback URLs: ${js.externalRequests.join(', ')}`);
        }
        for (const mode of ['dark', 'light']) {
          entry.axe[mode] = await measureAxe(browser, url, mode);
          if (entry.axe[mode].error) notes.push(`axe ${mode} ${entry.path}: ${entry.axe[mode].error}`);
        }
      }
      for (const path of DEMO_PAGES) {
        log(`demo weight: ${path}`);
        const weight = await measureDemoWeight(browser, baseUrl + path);
        if (weight.error) notes.push(`Demo weight ${path}: ${weight.error}`);
        results.demos.push({ path, ...weight });
      }
      // The main thread while a demo starts (issue 25: no task over 50 ms at 1x CPU), on the measured demo pages.
      for (const entry of results.pages.filter((p) => p.path.includes('/examples/'))) {
        log(`demo start-up: ${entry.path}`);
        try {
          const samples = [];
          for (let i = 0; i < runs; i++) samples.push(await measureDemoStartup(browser, baseUrl + entry.path, { cpu: 1 }));
          entry.startup = {
            longestTaskMs: median(samples.map((s) => s.longestTaskMs)),
            startupMs: median(samples.map((s) => s.startupMs)),
          };
        } catch (error) {
          notes.push(`Demo start-up ${entry.path}: ${errorMessage(error)}`);
        }
      }
      log('first Run of a runnable sample ...');
      results.firstRun = await measureFirstRun({ browser, baseUrl });
      log('first touch drag on a live demo ...');
      results.firstTouch = await measureFirstTouch({ browser, baseUrl });
    } catch (error) {
      notes.push(`Playwright: ${errorMessage(error)}`);
    } finally {
      await browser?.close().catch(() => {});
      browser = null;
    }

    const deadline = started + budgetMin * 60_000;
    for (const entry of results.pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        log(`Lighthouse ${formFactor} x${runs}: ${entry.path}`);
        const lh = await measureLighthouse({ url: baseUrl + entry.path, formFactor, chromePath: executablePath, runs, deadline });
        entry.lighthouse[formFactor] = lh;
        for (const error of lh.errors) notes.push(`Lighthouse ${formFactor} ${entry.path} ${error}`);
        for (const warning of lh.warnings) notes.push(`Lighthouse ${formFactor} ${entry.path} warning: ${warning}`);
      }
    }

    log('search latency ...');
    results.search = await searchLatency(baseUrl, executablePath);
    return results;
  } finally {
    await /** @type {import('playwright-core').Browser | null} */ (browser)?.close().catch(() => {});
    killAllChrome();
    const open = server;
    if (open) {
      open.closeAllConnections?.();
      await new Promise((done) => open.close(done));
    }
    await cleanBuildDirs();
  }
}

/** @type {import('./report.mjs').BenchResults | null} */
let results;
try {
  results = await main();
} catch (error) {
  log(`bench crashed: ${error instanceof Error ? error.stack : error}`);
  results = null;
  process.exitCode = 1;
}
if (results) {
  results.durationMs = Date.now() - started;
  results.machine.loadAvgEnd = os.loadavg();
  const report = renderReport(results);
  await mkdir(dirname(REPORT_FILE), { recursive: true });
  // The figures behind ARCHITECTURE.md's lessons sit under this heading, kept by hand across runs.
  const previous = await readFile(REPORT_FILE, 'utf8').catch(() => '');
  const kept = previous.indexOf(EARLIER_HEADING);
  await writeFile(REPORT_FILE, kept >= 0 ? `${report.trimEnd()}\n\n${previous.slice(kept)}` : report);
  await writeFile(join(RESULTS_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(report);
  log(`wrote ${REPORT_FILE} and ${RESULTS_DIR}/results.json`);
}
// Lighthouse or Chrome can leave a handle open; do not hang on it.
setTimeout(() => process.exit(), 5_000).unref();
