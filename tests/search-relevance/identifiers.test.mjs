// Spec §9 ranking, identifiers first: every public name of the package (from its
// declarations: exports, members of exported interfaces, enum members) ranks a page
// that defines it first, in each docs version's built index. Needs the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS } from '../../scripts/lib/doc-versions.mjs';
import { ROUTES, publicNames } from '../../scripts/build-search-identifiers.mjs';
import DEFINITIONS from '../../plugins/search/client/identifiers.generated.mjs';
import { VERSIONS, loadVersion, pageOf } from './harness.mjs';

for (const version of VERSIONS) {
  test(`§9 identifiers first (${version.name} docs): each public name of the package ranks its defining page first`, () => {
    const names = publicNames(DOC_VERSIONS.find((v) => v.name === version.name));
    const definitions = DEFINITIONS[ROUTES[version.name]];
    const { search } = loadVersion(version);
    const failures = [];
    for (const name of names) {
      const defining = new Set((definitions[name] ?? []).map((target) => target.split('#')[0]));
      if (defining.size === 0) {
        failures.push(`${name}: no page defines it`);
        continue;
      }
      const answer = search(name, 8);
      const first = answer.kind === 'results' ? pageOf(answer.hits[0].url, version) : null;
      if (!defining.has(first)) failures.push(`${name}: first hit ${first ?? answer.kind}, defined on ${[...defining].join(', ')}`);
    }
    console.log(
      `identifiers (${version.name}): ${names.length - failures.length} of ${names.length} public names rank a defining page first`,
    );
    assert.ok(names.length > 100, `${names.length} names`);
    assert.deepEqual(failures, []);
  });
}
