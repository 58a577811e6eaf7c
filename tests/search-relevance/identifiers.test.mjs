// Identifiers first (spec §9 ranking): every public name of the package (from its
// declarations: exports, members of exported interfaces, enum members) has a defining
// page in each docs version, and a query that is the name ranks a page that defines it first
// in the version's built index. Needs the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identifiersOf, publicNames } from '../../plugins/search/identifiers.mjs';
import { docVersion, routeBase } from '../../data/versions.mjs';
import { VERSIONS, loadVersion, pageOf } from './harness.mjs';

for (const version of VERSIONS) {
  test(`each public name of the package ranks a page that defines it first, in the ${version.name} docs (§9)`, async () => {
    const names = publicNames(docVersion(version.name));
    const { identifiers } = await identifiersOf(version.name, `${routeBase(docVersion(version.name))}/`);
    const { search } = loadVersion(version);
    const failures = [];
    for (const name of names) {
      const defining = new Set((identifiers[name] ?? []).map((target) => pageOf(target, version)));
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
