// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under dir whose path matches pattern, sorted. @param {string} dir @param {RegExp} pattern */
export const globSync = (dir, pattern) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => pattern.test(path))
    .sort();
