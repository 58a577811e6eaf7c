/**
 * Content security policy for the built site.
 *
 * After the build, every HTML file in the output folder gets a policy in a
 * <meta> at the top of its <head>, allowing exactly its own inline scripts
 * by SHA-256 hash (computed here from the built file, never copied by hand),
 * and `_headers` gets the same policy for every path (with the union of all
 * pages' hashes) plus the headers a <meta> cannot carry. See policy.mjs.
 *
 * Plugins' postBuild steps run in parallel, so no HTML may be written in a
 * postBuild: any page must already be in the output folder when this runs.
 * Files are replaced atomically, since other postBuild steps (the search
 * index) read the same pages at the same time.
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headersFile, securePage } from './policy.mjs';

/** @param {string} dir */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** @param {string} file @param {string} content */
async function replaceFile(file, content) {
  const temporary = `${file}.csp-${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** @returns {import('@docusaurus/types').Plugin} */
export default function contentSecurityPolicyPlugin() {
  return {
    name: 'content-security-policy',
    async postBuild({ outDir }) {
      /** @type {string[]} */
      const allHashes = [];
      for (const file of await htmlFiles(outDir)) {
        const { html, hashes } = securePage(await readFile(file, 'utf8'), { file });
        allHashes.push(...hashes);
        await replaceFile(file, html);
      }
      const headersPath = join(outDir, '_headers');
      // Keep any rules a `static/_headers` brought along; ours come first.
      const existing = await readFile(headersPath, 'utf8').catch(() => '');
      await replaceFile(headersPath, headersFile(allHashes) + (existing ? `\n${existing}` : ''));
    },
  };
}
