// @ts-check
/**
 * Where the build writes the runnable samples: one folder per docs version,
 * inside Docusaurus' own generated folder (git-ignored, not linted). The
 * live demos' bundler rules cover these folders exactly as they cover the
 * demo screens of the same version (plugins/live-demos/index.js).
 */
import { join, sep } from 'node:path';

/** @param {string} siteDir @param {string} versionName `current` or `1.x` */
export function samplesFolder(siteDir, versionName) {
  return join(siteDir, '.docusaurus', 'runnable-samples', versionName) + sep;
}
