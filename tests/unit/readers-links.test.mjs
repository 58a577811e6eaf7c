import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assistantPrompt, pageActions, pageIssueUrl } from '../../plugins/page-chrome/page-links.mjs';

const CURRENT = {
  title: 'Draggable',
  pageUrl: 'https://docs.test/docs/components/draggable',
  markdownUrl: 'https://docs.test/docs/components/draggable.md',
  versionLabel: '2.x',
  library: '2.0.0',
};
const ARCHIVED = {
  title: 'Draggable',
  pageUrl: 'https://docs.test/docs/1.x/components/draggable',
  markdownUrl: 'https://docs.test/docs/1.x/components/draggable.md',
  versionLabel: '1.x',
  library: '1.1.0',
};
const LINKS = { markdownHref: '/docs/components/draggable.md', repositoryUrl: 'https://github.com/owner/repo' };

test("the assistants' prompt names the page's .md address, asks to read it, and names the docs version", () => {
  const prompt = assistantPrompt(CURRENT);
  assert.match(prompt, /^Read https:\/\/docs\.test\/docs\/components\/draggable\.md,/);
  assert.match(prompt, /"Draggable" page of the react-native-reanimated-dnd 2\.x docs \(library version 2\.0\.0\)/);
  const archived = assistantPrompt(ARCHIVED);
  assert.ok(archived.includes('https://docs.test/docs/1.x/components/draggable.md'));
  assert.match(archived, /1\.x docs \(library version 1\.1\.0\)/);
});

test('the actions menu offers the Markdown, ChatGPT, Claude, Cursor and the repository, in that order', () => {
  const actions = pageActions(CURRENT, LINKS);
  assert.deepEqual(
    actions.map((action) => [action.label, action.external]),
    [
      ['View as Markdown', false],
      ['Open in ChatGPT', true],
      ['Open in Claude', true],
      ['Open in Cursor', true],
      ['Open the library on GitHub', true],
    ],
  );
  assert.equal(actions[0].href, '/docs/components/draggable.md');
  assert.equal(actions[4].href, 'https://github.com/owner/repo');
});

test("each assistant's link opens a new conversation with exactly the prompt", () => {
  const prompt = assistantPrompt(ARCHIVED);
  const [, chatgpt, claude, cursor] = pageActions(ARCHIVED, LINKS).map((action) => new URL(action.href, 'https://docs.test'));
  assert.equal(chatgpt.origin + chatgpt.pathname, 'https://chatgpt.com/');
  assert.equal(chatgpt.searchParams.get('q'), prompt);
  assert.equal(claude.origin + claude.pathname, 'https://claude.ai/new');
  assert.equal(claude.searchParams.get('q'), prompt);
  assert.equal(cursor.origin + cursor.pathname, 'https://cursor.com/link/prompt');
  assert.equal(cursor.searchParams.get('text'), prompt);
});

test('the issue link opens a new issue titled "Docs: <page title>" with the address, the version and a short template', () => {
  const url = new URL(pageIssueUrl({ ...ARCHIVED, title: 'Drag & drop: "quotes"?' }, 'https://github.com/owner/repo/issues/'));
  assert.equal(url.origin + url.pathname, 'https://github.com/owner/repo/issues/new');
  assert.equal(url.searchParams.get('title'), 'Docs: Drag & drop: "quotes"?');
  const body = url.searchParams.get('body');
  assert.ok(
    body.startsWith('Page: https://docs.test/docs/1.x/components/draggable\nDocs version: 1.x (react-native-reanimated-dnd 1.1.0)\n'),
  );
  assert.match(body, /### What is wrong or missing\?/);
  assert.match(body, /### What did you expect to read\?/);
  assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
});
