// @ts-check
/**
 * Where a live demo's file is: `<LiveDemo name="X" />` on a page of any docs
 * version means `demos/X.tsx`. The page's version, not the file, decides
 * which packages the screen is built against (`demoRequest`). The build, the
 * Markdown export, the Snack links, the docs check and the tests all find
 * demos through this.
 */
// No import.meta here: the end-to-end tests import this file, and their loader cannot run it.
import { join, relative, sep } from 'node:path';
import { CURRENT_VERSION, DEMOS_DIR, versionOfFile } from '../../../data/versions.mjs';

const NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The demo file a page's `<LiveDemo name>` means.
 * @param {{ siteDir: string, filePath: string, name: unknown }} where
 * @returns {string} absolute path of the demo's `.tsx` file (which may not exist)
 */
export function demoFile({ siteDir, filePath, name }) {
  if (typeof name !== 'string' || !NAME.test(name)) {
    throw new Error(`${filePath}: <LiveDemo> needs name="…", the file name of a demo screen without .tsx (got ${JSON.stringify(name)})`);
  }
  return join(siteDir, DEMOS_DIR, `${name}.tsx`);
}

/**
 * The bundler request for a page's demo: the file, plus `?v=<version>` on an
 * archived version's page, which the live demos' bundler rule (webpack.mjs)
 * matches to resolve the screen's imports to that version's packages.
 * @param {{ siteDir: string, filePath: string, demo: string }} where
 */
export function demoRequest({ siteDir, filePath, demo }) {
  const version = versionOfFile(filePath);
  return `@site/${relative(siteDir, demo).split(sep).join('/')}${version === CURRENT_VERSION ? '' : `?v=${version.name}`}`;
}

/** The names of the demos a page's MDX text shows. @param {string} text */
export function demoNames(text) {
  return [...text.matchAll(/<LiveDemo\b[^>]*?\bname="([^"]+)"/g)].map((m) => m[1]);
}

/**
 * The module that lists the libraries a page's docs version runs its demos
 * and samples on, one function each (../staged-load/runtime/loader.mjs), as an import request:
 * LiveDemo and RunnableSample evaluate them a task apiece (../staged-load/staged-load.ts).
 * @param {string} filePath the page's file
 */
export function runtimeRequest(filePath) {
  return `!!live-demo-runtime-loader?version=${versionOfFile(filePath).name}!@site/plugins/live-code/staged-load/runtime/stages.cjs`;
}

/** @typedef {{ type: string, name?: string | null, value?: unknown }} JsxAttribute */

/**
 * The string value of a JSX attribute; `true` for a bare attribute; undefined when absent or an expression.
 * @param {{ attributes?: JsxAttribute[] }} node
 * @param {string} attributeName
 * @returns {string | true | undefined}
 */
export function attributeString(node, attributeName) {
  const attribute = node.attributes?.find((/** @type {JsxAttribute} */ a) => a.type === 'mdxJsxAttribute' && a.name === attributeName);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  return typeof attribute.value === 'string' ? attribute.value : undefined;
}
