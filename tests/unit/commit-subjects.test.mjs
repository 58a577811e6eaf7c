import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { longSubjects } from '../../scripts/check-commit-subjects.mjs';

let dir;
let repo;
const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const commit = (subject) =>
  git(
    repo,
    'commit',
    '-q',
    '--allow-empty',
    '-m',
    subject,
    '-m',
    'A body line that is much longer than seventy-two characters does not count at all.',
  );

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'commit-subjects-'));
  repo = join(dir, 'repo');
  git(dir, 'init', '-q', repo);
  git(repo, 'config', 'user.email', 'test@example.com');
  git(repo, 'config', 'user.name', 'Test');
  git(repo, 'config', 'commit.gpgsign', 'false');
});

after(() => rmSync(dir, { recursive: true, force: true }));

test('a commit after the starting commit with a subject over 72 characters fails; earlier ones and 72 exactly pass', () => {
  commit(`An old subject from before the rule, which was allowed to run on and on: ${'x'.repeat(20)}`);
  const since = git(repo, 'rev-parse', 'HEAD');
  commit('x'.repeat(72));
  commit(`${'é'.repeat(71)}…`); // 72 characters, more bytes
  assert.deepEqual(longSubjects({ cwd: repo, since }), { checked: 2, long: [] });
  commit(`${'y'.repeat(73)}`);
  const result = longSubjects({ cwd: repo, since });
  assert.ok('long' in result);
  assert.equal(result.checked, 3);
  assert.deepEqual(
    result.long.map((c) => c.subject),
    ['y'.repeat(73)],
  );
  assert.equal(result.long[0].hash, git(repo, 'rev-parse', 'HEAD'));
});

test('a shallow clone, a history without the starting commit and a folder outside git are skipped with a reason', () => {
  const since = git(repo, 'rev-parse', 'HEAD~1');
  const shallow = join(dir, 'shallow');
  git(dir, 'clone', '-q', '--depth', '1', `file://${repo}`, shallow);
  assert.match(longSubjects({ cwd: shallow, since }).skipped ?? '', /shallow/);
  assert.match(longSubjects({ cwd: repo, since: 'f'.repeat(40) }).skipped ?? '', /not in this history/);
  assert.match(longSubjects({ cwd: tmpdir(), since }).skipped ?? '', /not a git checkout/);
});
