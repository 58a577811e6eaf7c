// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under dir whose path matches pattern, sorted.
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {string[]}
 */
export function globSync(dir, pattern) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...globSync(path, pattern));
    else if (pattern.test(path)) out.push(path);
  }
  return out.sort();
}
