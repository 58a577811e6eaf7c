import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasFullGitHistory } from '../../plugins/page-chrome/git-history.mjs';

const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    stdio: 'ignore',
  });

test('"Last updated" is shown from a full clone and dropped in a shallow clone or outside git', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'git-history-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const full = join(dir, 'full');
  git(dir, 'init', '-q', full);
  for (const text of ['one', 'two']) {
    writeFileSync(join(full, 'page.md'), text);
    git(full, 'add', 'page.md');
    git(full, 'commit', '-q', '-m', text);
  }
  git(dir, 'clone', '-q', '--depth', '1', `file://${full}`, 'shallow');
  const outside = join(dir, 'outside');
  git(dir, 'init', '-q', '--bare', outside);

  assert.equal(hasFullGitHistory(full), true);
  assert.equal(hasFullGitHistory(join(dir, 'shallow')), false);
  assert.equal(hasFullGitHistory(outside), false, 'a bare repository has no work tree');
  assert.equal(hasFullGitHistory(join(dir, 'missing')), false);
});
