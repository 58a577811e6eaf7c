import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findCanonical, headScript } from '../../plugins/route-normalisation/canonical.mjs';

const ROUTES = ['/', '/markdown-page', '/search', '/docs/intro', '/docs/context/DropProvider', '/docs/hooks/useDraggable'];
const ALIASES = { '/docs': '/docs/intro' };
const find = (path) => findCanonical(path, ROUTES, ALIASES);

test('canonical paths are left alone (§2)', () => {
  for (const path of ROUTES) assert.equal(find(path), null, path);
});

test('a trailing slash and /index.html keep the same document (§2)', () => {
  assert.deepEqual(find('/docs/intro/'), { target: '/docs/intro', sameDocument: true });
  assert.deepEqual(find('/docs/intro/index.html'), { target: '/docs/intro', sameDocument: true });
  assert.deepEqual(find('/index.html'), { target: '/', sameDocument: true });
});

test('letter case, .html and /index need a load of the canonical page (§2)', () => {
  assert.deepEqual(find('/DOCS/Intro'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/docs/intro.html'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/docs/intro/index'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/docs/context/dropprovider'), { target: '/docs/context/DropProvider', sameDocument: false });
  assert.deepEqual(find('/Docs/Intro/'), { target: '/docs/intro', sameDocument: false });
});

test('/docs leads to the intro page (§2)', () => {
  assert.deepEqual(find('/docs'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/DOCS/'), { target: '/docs/intro', sameDocument: false });
});

test('white space the router trims (space, no-break space, BOM, line separators) leads to the canonical page (§2)', () => {
  for (const suffix of ['%20', '%C2%A0', '%EF%BB%BF', '%E2%80%A8', '%E2%80%A9', '%E3%80%80', '%09', '\u00a0']) {
    assert.deepEqual(find(`/docs/intro${suffix}`), { target: '/docs/intro', sameDocument: false }, suffix);
  }
  assert.deepEqual(find('/DOCS/Intro%20/'), { target: '/docs/intro', sameDocument: false });
});

test('repeated slashes count as one; encoded slashes and bad escapes stay unknown (§2)', () => {
  assert.deepEqual(find('//docs/intro'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/docs//intro//'), { target: '/docs/intro', sameDocument: false });
  for (const path of ['/docs%2Fintro', '/docs%2fintro/', '/docs/intro%', '/docs/in%20tro']) assert.equal(find(path), null, path);
});

test('unknown paths are left for the not-found page (§2)', () => {
  for (const path of ['/nope', '/docs/nope', '/docs/intro/extra', '/docs/api']) assert.equal(find(path), null, path);
});

test('the head script is self-contained and runs in a fake browser', () => {
  const calls = [];
  const fakeWindow = {
    location: { pathname: '/DOCS/Intro', search: '?a=1', hash: '#x', replace: (url) => calls.push(['replace', url]) },
    history: { state: null, replaceState: (_s, _t, url) => calls.push(['replaceState', url]) },
  };
  const fakeDocument = { documentElement: { style: {} } };
  new Function('window', 'document', headScript(ROUTES, ALIASES))(fakeWindow, fakeDocument);
  assert.deepEqual(calls, [['replace', '/docs/intro?a=1#x']]);
  assert.equal(fakeDocument.documentElement.style.visibility, 'hidden');

  calls.length = 0;
  fakeWindow.location.pathname = '/docs/intro/';
  new Function('window', 'document', headScript(ROUTES, ALIASES))(fakeWindow, fakeDocument);
  assert.deepEqual(calls, [['replaceState', '/docs/intro?a=1#x']]);
});

test('each docs version root leads to its own intro page (/docs/1.x -> /docs/1.x/intro) (§2)', async () => {
  const { versionAliases } = await import('../../plugins/route-normalisation/index.mjs');
  const aliases = versionAliases([
    {
      path: '/docs',
      docs: [
        { id: 'intro', permalink: '/docs/intro' },
        { id: 'api/overview', permalink: '/docs/api/overview' },
      ],
    },
    { path: '/docs/1.x', docs: [{ id: 'intro', permalink: '/docs/1.x/intro' }] },
  ]);
  assert.deepEqual(aliases, { '/docs': '/docs/intro', '/docs/1.x': '/docs/1.x/intro' });
  const routes = [...ROUTES, '/docs/1.x/intro', '/docs/1.x/context/DropProvider'];
  assert.deepEqual(findCanonical('/docs/1.x', routes, aliases), { target: '/docs/1.x/intro', sameDocument: false });
  assert.deepEqual(findCanonical('/DOCS/1.X/', routes, aliases), { target: '/docs/1.x/intro', sameDocument: false });
  assert.deepEqual(findCanonical('/docs/1.x/context/dropprovider.html', routes, aliases), {
    target: '/docs/1.x/context/DropProvider',
    sameDocument: false,
  });
  assert.equal(findCanonical('/docs/1.x/nope', routes, aliases), null);
});
