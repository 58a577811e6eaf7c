// @ts-check
/**
 * Where the build writes the runnable samples: one folder per docs version,
 * inside Docusaurus' own generated folder (`.docusaurus` unless
 * DOCUSAURUS_GENERATED_FILES_DIR_NAME names another) (git-ignored, not linted). The
 * live demos' bundler rules cover these folders exactly as they cover the
 * demo screens of the same version (plugins/live-code/live-demos/webpack.mjs); ../index.mjs keeps them out of `common`.
 */
import { join, sep } from 'node:path';

/** @param {string} siteDir @param {string} versionName `current` or `1.x` */
export function samplesFolder(siteDir, versionName) {
  // Docusaurus reads the same variable for its generated folder's name (the bench builds into its own).
  const generated = process.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME ?? '.docusaurus';
  return join(siteDir, generated, 'runnable-samples', versionName) + sep;
}
