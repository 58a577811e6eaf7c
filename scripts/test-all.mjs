// @ts-check
/**
 * `npm test`: every check and test suite, then one summary line
 * `N passed, N failed` counting every test of every suite.
 *
 * 1-4 run two tasks at a time (the unit tests first, as the longest), then 5-6 one after another:
 * 1. lint: ESLint (code and MDX docs) and Prettier's format check (`npm run lint`)
 * 2. docs checks, per docs version (and the code blocks again per Expo SDK stack, EXPO_STACKS): code blocks type-check, API reference matches the .d.ts,
 *    member descriptions (one source per version) match the .d.ts and name their code,
 *    prose links to member entries instead of restating their behaviour
 * 3. commit subjects of at most 72 characters since issue 43 (scripts/check-commit-subjects.mjs);
 *    type-check: the site (tsc), and the JavaScript of scripts, plugins and data, strictly from JSDoc (tsconfig.scripts.json)
 * 4. unit tests (node:test, two files at a time)
 * 5. production build (broken links and anchors fail it), then search relevance against it
 *    (tests/search-relevance: top-3 and MRR per docs version, identifiers first)
 * 6. end-to-end tests (Playwright, real Chromium, build served on 127.0.0.1)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { DOC_VERSIONS, EXPO_STACKS } from '../data/versions.mjs';

let passed = 0;
let failed = 0;
const failures = [];

/**
 * Runs one stage alone and prints its output whole once it ends.
 * @param {string} label @param {string} command @param {string[]} args
 */
async function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = await runQuietly([label, command, args]);
  process.stdout.write(result.output);
  return result;
}

/**
 * Counts a node:test run's TAP summary into the totals; a run that failed without a failing test
 * (it crashed, or a file did not load) counts as one failure.
 * @param {string} what  @param {number | null} status  @param {string} output
 */
function countTap(what, status, output) {
  const pass = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const fail = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0) + (status !== 0 && !/^# fail [1-9]/m.test(output) ? 1 : 0);
  passed += pass;
  failed += fail;
  if (fail) failures.push(`${fail} ${what}`);
}

/** Time since `start` for the log, so a slow stage shows. @param {number} start */
function seconds(start) {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

/** @param {string} label @param {string} command @param {string[]} args */
async function check(label, command, args) {
  const { status } = await run(label, command, args);
  if (status === 0) passed++;
  else {
    failed++;
    failures.push(label);
  }
  return status === 0;
}

/**
 * Runs `command`, keeping its output until it ends, so checks run side by side print whole.
 * @param {[string, string, string[]]} task label, command, arguments
 * @returns {Promise<{ status: number | null, output: string }>}
 */
function runQuietly([label, command, args]) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: null, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output: `${output}(${label}: ${seconds(start)})\n` }));
  });
}

/**
 * The checks before the build, two at a time: each is one Node process, and CI has two cores.
 * Printed and counted in this order once all have ended.
 * @param {[string, string, string[]][]} tasks
 */
async function checkSideBySide(tasks) {
  /** @type {Promise<{ status: number | null, output: string }>[]} */
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = runQuietly(tasks[index]);
      await results[index];
    }
  };
  await Promise.all([lane(), lane()]);
  for (const [index, [label, command, args]] of tasks.entries()) {
    const { status, output } = await results[index];
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    if (tapCounted.has(label)) countTap(tapCounted.get(label) ?? label, status, output);
    else if (status === 0) passed++;
    else {
      failed++;
      failures.push(label);
    }
  }
}

/** Tasks whose tests count one by one (node:test's TAP summary), with the word for a failure. */
const tapCounted = new Map([['Unit tests', 'unit test(s)']]);

await checkSideBySide([
  // First, as the longest. Two test files at a time: Node's default is one fewer than the cores, one on CI's two.
  ['Unit tests', 'node', ['--test', '--test-concurrency=2', '--test-reporter=tap', 'tests/unit/']],
  ['Lint (ESLint, Prettier)', 'npm', ['run', '--silent', 'lint']],
  // Each docs check of each docs version, against that version's own packages (scripts/check-docs.mjs).
  ...DOC_VERSIONS.flatMap(({ name: version }) =>
    [
      ['code-blocks', 'Docs code blocks'],
      ['api-coverage', 'API reference drift'],
      // Declarations shown on API pages are the package's own, token for token.
      ['signatures', 'Signatures'],
      ['member-descriptions', 'Member descriptions'],
      // Prose that restates a member's behaviour instead of linking to its entry.
      ['member-prose', 'Member prose'],
    ].map(
      ([check, label]) =>
        /** @type {[string, string, string[]]} */ ([
          `${label} (${version})`,
          'node',
          ['scripts/check-docs.mjs', check, '--version', version],
        ]),
    ),
  ),
  // The same code blocks against each Expo SDK stack the compatibility table says runs a documented version.
  ...EXPO_STACKS.map(
    ({ sdk }) =>
      /** @type {[string, string, string[]]} */ ([
        `Docs code blocks (Expo SDK ${sdk})`,
        'node',
        ['scripts/check-docs.mjs', 'code-blocks', '--stack', String(sdk)],
      ]),
  ),
  // Commits since issue 43 began keep their subject to 72 characters (skipped in a shallow clone).
  ['Commit subjects', 'node', ['scripts/check-commit-subjects.mjs']],
  ['Site type-check', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['Scripts type-check (JSDoc, strict)', 'npx', ['tsc', '-p', 'tsconfig.scripts.json']],
]);

const built = await check('Production build', 'npx', ['docusaurus', 'build']);
if (built) {
  // Reader queries and every public name of the package against each version's built search index.
  const relevance = await run('Search relevance', 'node', ['--test', '--test-reporter=tap', 'tests/search-relevance/']);
  countTap('search relevance test(s)', relevance.status, relevance.output);
  rmSync('test-results/e2e.json', { force: true });
  await run('End-to-end tests', 'npx', ['playwright', 'test']);
  if (existsSync('test-results/e2e.json')) {
    const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    const { stats } = report;
    for (const title of flakyTitles(report)) console.log(`flaky (passed on retry): ${title}`);
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.unexpected) failures.push(`${stats.unexpected} end-to-end test(s)`);
  } else {
    failed++;
    failures.push('end-to-end run produced no report');
  }
} else {
  failures.push('end-to-end tests not run: the build failed');
}

/**
 * @typedef {{ title: string, specs?: { title: string, tests?: { status: string }[] }[], suites?: ReportSuite[] }} ReportSuite
 *   a suite of Playwright's JSON report
 */

/** Titles of tests that failed once and passed on their retry. @param {{ suites?: ReportSuite[] }} report */
function flakyTitles(report) {
  /** @type {string[]} */
  const titles = [];
  /** @param {ReportSuite} suite @param {string[]} path */
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
