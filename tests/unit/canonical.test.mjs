import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findCanonical, headScript } from '../../plugins/route-normalisation/canonical.js';

const ROUTES = ['/', '/markdown-page', '/search', '/docs/intro', '/docs/context/DropProvider', '/docs/hooks/useDraggable'];
const ALIASES = { '/docs': '/docs/intro' };
const find = (path) => findCanonical(path, ROUTES, ALIASES);

test('§2 canonical paths are left alone', () => {
  for (const path of ROUTES) assert.equal(find(path), null, path);
});

test('§2 a trailing slash and /index.html keep the same document', () => {
  assert.deepEqual(find('/docs/intro/'), { target: '/docs/intro', sameDocument: true });
  assert.deepEqual(find('/docs/intro/index.html'), { target: '/docs/intro', sameDocument: true });
  assert.deepEqual(find('/index.html'), { target: '/', sameDocument: true });
});

test('§2 letter case, .html and /index need a load of the canonical page', () => {
  assert.deepEqual(find('/DOCS/Intro'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/docs/intro.html'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/docs/intro/index'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/docs/context/dropprovider'), { target: '/docs/context/DropProvider', sameDocument: false });
  assert.deepEqual(find('/Docs/Intro/'), { target: '/docs/intro', sameDocument: false });
});

test('§2 /docs leads to the intro page', () => {
  assert.deepEqual(find('/docs'), { target: '/docs/intro', sameDocument: false });
  assert.deepEqual(find('/DOCS/'), { target: '/docs/intro', sameDocument: false });
});

test('§2 unknown paths are left for the not-found page', () => {
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
