// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under dir whose path matches pattern, sorted. */
export function globSync(dir, pattern) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...globSync(path, pattern));
    else if (pattern.test(path)) out.push(path);
  }
  return out.sort();
}
