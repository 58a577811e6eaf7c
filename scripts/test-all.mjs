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
    // The time, so a slow stage shows.
    child.on('close', (status) => resolve({ status, output: `${output}(${label}: ${((Date.now() - start) / 1000).toFixed(1)} s)\n` }));
  });
}

/**
 * Prints a task's output whole and counts it: a node:test run (`tap`: the word for its failures) by its
 * TAP summary, where a run that failed without a failing test (it crashed, or a file did not load) counts
 * as one failure; any other task as one check that passed or failed.
 * @param {[string, string, string[]]} task @param {{ status: number | null, output: string }} result @param {string} [tap]
 */
function report([label, command, args], { status, output }, tap) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  process.stdout.write(output);
  const pass = tap ? Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0) : Number(status === 0);
  const fail = tap
    ? Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0) + (status !== 0 && !/^# fail [1-9]/m.test(output) ? 1 : 0)
    : Number(status !== 0);
  passed += pass;
  failed += fail;
  if (fail) failures.push(tap ? `${fail} ${tap}` : label);
  return status === 0;
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
  for (const [index, task] of tasks.entries()) report(task, await results[index], task[0] === 'Unit tests' ? 'unit test(s)' : undefined);
}

/** Runs one stage alone, then prints and counts it (report). @param {[string, string, string[]]} task @param {string} [tap] */
const runAlone = async (task, tap) => report(task, await runQuietly(task), tap);

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

const built = await runAlone(['Production build', 'npx', ['docusaurus', 'build']]);
if (built) {
  // Reader queries and every public name of the package against each version's built search index.
  await runAlone(['Search relevance', 'node', ['--test', '--test-reporter=tap', 'tests/search-relevance/']], 'search relevance test(s)');
  rmSync('test-results/e2e.json', { force: true });
  const e2e = /** @type {[string, string, string[]]} */ (['End-to-end tests', 'npx', ['playwright', 'test']]);
  console.log(`\n=== ${e2e[0]}: ${e2e[1]} ${e2e[2].join(' ')}`);
  process.stdout.write((await runQuietly(e2e)).output);
  if (existsSync('test-results/e2e.json')) {
    const json = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    const { stats } = json;
    for (const title of flakyTitles({ title: '', suites: json.suites })) console.log(`flaky (passed on retry): ${title}`);
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

/** Titles of tests that failed once and passed on their retry. @param {ReportSuite} suite @param {string[]} path @returns {string[]} */
function flakyTitles(suite, path = []) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? []).filter((t) => t.status === 'flaky').map(() => [...path, spec.title]),
  );
  return [
    ...own.map((titles) => titles.join(' › ')),
    ...(suite.suites ?? []).flatMap((child) => flakyTitles(child, [...path, child.title])),
  ];
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
