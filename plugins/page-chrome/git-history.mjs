import { execFileSync } from 'node:child_process';

/**
 * Whether `dir` is in a git work tree that has its whole history. In a
 * shallow clone every file's last commit would be the clone's cut-off
 * commit, so every page would show the same, wrong "Last updated" date.
 * @param {string} dir
 */
export function hasFullGitHistory(dir) {
  try {
    const [inside, shallow] = execFileSync('git', ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split('\n');
    return inside === 'true' && shallow === 'false';
  } catch {
    return false;
  }
}
