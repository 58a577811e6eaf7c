// Spec §2, §7: which version's index /search?version=… queries (plugins/search/client/versions.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSearchVersion, versionParam } from '../../plugins/search/client/versions.mjs';

// The current version at /docs and an archived major at /docs/1.x, as the docs plugin lists them.
const VERSIONS = [
  { name: 'current', path: '/docs', isLast: true },
  { name: '1.x', path: '/docs/1.x', isLast: false },
];

test('§2 no version parameter, or the current version, searches the index at the base URL', () => {
  assert.deepEqual(resolveSearchVersion('', VERSIONS, '/'), { versionUrl: '/', known: true });
  assert.deepEqual(resolveSearchVersion('docs', VERSIONS, '/'), { versionUrl: '/', known: true });
});

test('§2 an archived version searches its own index, with or without a trailing slash', () => {
  assert.deepEqual(resolveSearchVersion('docs/1.x', VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
  assert.deepEqual(resolveSearchVersion('docs/1.x/', VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
  // Under a base URL.
  const based = [
    { path: '/dnd/docs', isLast: true },
    { path: '/dnd/docs/1.x', isLast: false },
  ];
  assert.deepEqual(resolveSearchVersion('docs/1.x', based, '/dnd/'), { versionUrl: '/dnd/docs/1.x/', known: true });
});

test('§2 an unknown version falls back to the current index and is reported as unknown', () => {
  for (const param of ['abc', 'docs/9.x', '../..', 'https://example.com/']) {
    assert.deepEqual(resolveSearchVersion(param, VERSIONS, '/'), { versionUrl: '/', known: false }, param);
  }
  assert.deepEqual(resolveSearchVersion('abc', undefined, '/'), { versionUrl: '/', known: false });
});

test('§2 the search box writes the parameter the page reads back', () => {
  assert.equal(versionParam('/', '/'), '');
  assert.equal(versionParam('/docs/1.x/', '/'), 'docs/1.x');
  assert.deepEqual(resolveSearchVersion(versionParam('/docs/1.x/', '/'), VERSIONS, '/'), { versionUrl: '/docs/1.x/', known: true });
});
