// Which version's index /search?version=… queries (plugins/search/client/versions.mjs; spec §2, §7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSearchVersion, versionParam } from '../../plugins/search/client/versions.mjs';

// The current version at /docs and an archived major at /docs/1.x, as the docs plugin lists them.
const VERSIONS = [
  { name: 'current', label: '2.0.0', path: '/docs', isLast: true },
  { name: '1.x', label: '1.x', path: '/docs/1.x', isLast: false },
];

test('no version parameter, or the current version, searches the index at the base URL (§2)', () => {
  assert.deepEqual(resolveSearchVersion('', VERSIONS, '/'), { versionUrl: '/', known: true });
  assert.deepEqual(resolveSearchVersion('docs', VERSIONS, '/'), { versionUrl: '/', known: true });
});

test('an archived version searches its own index, with or without a trailing slash (§2)', () => {
  assert.deepEqual(resolveSearchVersion('docs/1.x', VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
  assert.deepEqual(resolveSearchVersion('docs/1.x/', VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
  // Under a base URL.
  const based = [
    { path: '/dnd/docs', isLast: true },
    { path: '/dnd/docs/1.x', isLast: false },
  ];
  assert.deepEqual(resolveSearchVersion('docs/1.x', based, '/dnd/'), { versionUrl: '/dnd/docs/1.x/', known: true });
});

test('an unknown version falls back to the current index and is reported as unknown (§2)', () => {
  for (const param of ['abc', 'docs/9.x', '../..', 'https://example.com/']) {
    assert.deepEqual(resolveSearchVersion(param, VERSIONS, '/'), { versionUrl: '/', known: false }, param);
  }
  assert.deepEqual(resolveSearchVersion('abc', undefined, '/'), { versionUrl: '/', known: false });
});

test('the search box writes the parameter the page reads back (§2)', () => {
  assert.equal(versionParam('/', '/'), '');
  assert.equal(versionParam('/docs/1.x/', '/'), 'docs/1.x');
  assert.deepEqual(resolveSearchVersion(versionParam('/docs/1.x/', '/'), VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
});

test('a version may be named by its label or name, as the site shows it ("1.x"), as well as by its path (§2)', () => {
  assert.deepEqual(resolveSearchVersion('1.x', VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
  assert.deepEqual(resolveSearchVersion('/1.x/', VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
  assert.deepEqual(resolveSearchVersion('2.0.0', VERSIONS, '/'), { versionUrl: '/', known: true });
  assert.deepEqual(resolveSearchVersion('1.X', VERSIONS, '/'), { versionUrl: '/', known: false });
});
