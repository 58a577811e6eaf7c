// @ts-check
/**
 * `npm test` check: every commit made since issue 43 began has a subject of
 * at most 72 characters (counted in characters, not bytes). Earlier history
 * is left as it is. In a shallow clone, or outside a git checkout, the
 * commits cannot all be read, so the check passes with a note.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** main's HEAD when issue 43 began: the commits after it (its descendants) are checked. */
export const SINCE = 'dd1e84b02c194e034e092b4d6540b6815605dc0a';
export const MAX_SUBJECT = 72;

/**
 * Two commits made on side branches while this check was being written, before it landed; their history
 * is shared with other branches, so it is not rewritten. No other commit may join this list.
 */
export const BEFORE_THE_CHECK = new Set([
  '32879f0571', // git revert's own subject, quoting the reverted one
  '229e6bf929', // 74 characters
]);

/**
 * The commits after `since` up to HEAD whose subject is too long, or why they could not be read.
 * @param {{ cwd?: string, since?: string, max?: number }} [options]
 * @returns {{ skipped: string } | { checked: number, long: { hash: string, subject: string }[] }}
 */
export function longSubjects({ cwd = process.cwd(), since = SINCE, max = MAX_SUBJECT } = {}) {
  const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    if (git('rev-parse', '--is-shallow-repository').trim() === 'true') return { skipped: 'a shallow clone holds only part of the history' };
  } catch {
    return { skipped: 'not a git checkout' };
  }
  try {
    git('cat-file', '-e', `${since}^{commit}`);
  } catch {
    return { skipped: `commit ${since.slice(0, 12)} is not in this history` };
  }
  const commits = git('log', '--format=%H%x00%s', `${since}..HEAD`)
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ hash: line.slice(0, line.indexOf('\0')), subject: line.slice(line.indexOf('\0') + 1) }));
  return {
    checked: commits.length,
    long: commits.filter(({ hash, subject }) => [...subject].length > max && !BEFORE_THE_CHECK.has(hash.slice(0, 10))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = longSubjects();
  if ('skipped' in result) console.log(`Commit subjects not checked: ${result.skipped}.`);
  else {
    for (const { hash, subject } of result.long)
      console.error(`${hash.slice(0, 10)} has a subject of ${[...subject].length} characters: ${subject}`);
    console.log(
      `${result.checked} commit(s) since ${SINCE.slice(0, 10)}; ${result.long.length} with a subject over ${MAX_SUBJECT} characters.`,
    );
    process.exitCode = result.long.length ? 1 : 0;
  }
}
