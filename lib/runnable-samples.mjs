// @ts-check
/**
 * The runnable samples of each docs page, read from the MDX sources with the
 * docs check's block extractor and the same verdict the build uses, for the
 * end-to-end tests and for counting (`node lib/runnable-samples.mjs`).
 */
// No import.meta here: the end-to-end tests import this file, and their loader cannot run it.
import { readFileSync } from 'node:fs';
import { extractCodeBlocks, isFragment } from './code-blocks.mjs';
import { globSync } from './glob.mjs';
import { DOC_VERSIONS, routeBase } from '../data/versions.mjs';
import { sampleProps } from '../plugins/live-code/runnable-samples/props.mjs';
import { analyseSample, blockTitle } from '../plugins/live-code/runnable-samples/sample.mjs';

/** @typedef {{ title: string, nth: number, line: number, runnable: boolean, reason?: string }} SampleSummary `nth`: of that title on the page */
/** @typedef {{ version: string, route: string, file: string, samples: SampleSummary[] }} PageSamples */

/** Every doc page of both versions with its complete samples that export a component, in page order. @returns {PageSamples[]} */
export function samplePages() {
  return DOC_VERSIONS.flatMap((version) =>
    globSync(version.docs, /\.mdx?$/).map((file) => {
      const samples = [];
      const seen = new Map();
      let count = 0;
      const docId = file.slice(version.docs.length + 1).replace(/\.mdx?$/, '');
      for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
        if (block.lang !== 'tsx' || isFragment(block.meta)) continue;
        count += 1;
        const title = blockTitle(block.meta) ?? `Sample ${count}`;
        const nth = (seen.get(title) ?? 0) + 1;
        seen.set(title, nth);
        const verdict = analyseSample(block.code, { props: !!sampleProps(docId, title) });
        if (!verdict.runnable && verdict.reason.startsWith('it exports no component')) continue;
        const at = { title, nth, line: block.line };
        samples.push(verdict.runnable ? { ...at, runnable: true } : { ...at, runnable: false, reason: verdict.reason });
      }
      return { version: version.name, route: `${routeBase(version)}/${docId}`, file, samples };
    }),
  ).filter((page) => page.samples.length > 0);
}

if (process.argv[1]?.endsWith('runnable-samples.mjs')) {
  for (const version of DOC_VERSIONS) {
    const samples = samplePages()
      .filter((p) => p.version === version.name)
      .flatMap((p) => p.samples);
    console.log(`${version.label}: ${samples.filter((s) => s.runnable).length} runnable of ${samples.length} complete component samples`);
  }
}
