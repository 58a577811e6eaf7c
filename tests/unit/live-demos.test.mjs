import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import remarkLiveDemos from '../../plugins/live-code/live-demos/remark.mjs';
import loadRuntime from '../../plugins/live-code/staged-load/runtime/loader.mjs';

const SITE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const CURRENT_PAGE = join(SITE_DIR, 'docs', 'examples', 'page.mdx');
const ARCHIVED_PAGE = join(SITE_DIR, 'versioned_docs', 'version-1.x', 'examples', 'page.mdx');

const compiled = async (value, path) =>
  String(await compile({ value, path }, { remarkPlugins: [[remarkLiveDemos, { siteDir: SITE_DIR }]] }));

/** Every module the compiled page imports, statically or dynamically. */
const requests = (js) =>
  [...js.matchAll(/(?:from |import\()"([^"]+)"/g)].map((match) => match[1]).filter((request) => request !== 'react/jsx-runtime');

const RUNTIME = '@site/plugins/live-code/staged-load/runtime/stages.cjs';

test("a page names its demo once; the build shows, paints and runs the same file, built for the page's own version on its libraries", async () => {
  const page = '# Example\n\n<LiveDemo name="BasicDragDropScreen" />\n';
  assert.deepEqual(requests(await compiled(page, CURRENT_PAGE)), [
    '@theme/LiveDemo',
    '!!highlight-loader!@site/demos/BasicDragDropScreen.tsx',
    '!!live-demo-frame-loader!@site/demos/BasicDragDropScreen.tsx',
    `!!live-demo-runtime-loader?version=current!${RUNTIME}`,
    '@site/demos/BasicDragDropScreen.tsx',
  ]);
  // The same screen serves both versions: one file, built against the 1.x packages for a 1.x page.
  assert.deepEqual(requests(await compiled(page, ARCHIVED_PAGE)), [
    '@theme/LiveDemo',
    '!!highlight-loader!@site/demos/BasicDragDropScreen.tsx?v=1.x',
    '!!live-demo-frame-loader!@site/demos/BasicDragDropScreen.tsx?v=1.x',
    `!!live-demo-runtime-loader?version=1.x!${RUNTIME}`,
    '@site/demos/BasicDragDropScreen.tsx?v=1.x',
  ]);
});

test("a version's runtime evaluates its own stack in dependency order, one library per stage, using none of its exports", async () => {
  // Eager (bundled with the runtime) and naming no real export, so only what the screens import is bundled.
  const STAGE = /import\(\/\* webpackMode: "eager", webpackExports: \["__evaluate_only__"\] \*\/ "([^"]+)"\)/g;
  const stages = (version) => loadRuntime.call({ getOptions: () => ({ version }) });
  assert.deepEqual(
    [...stages('current').matchAll(STAGE)].map((m) => m[1]),
    ['react-native', 'react-native-worklets', 'react-native-reanimated', 'react-native-gesture-handler', 'react-native-reanimated-dnd'],
  );
  assert.deepEqual(
    [...stages('1.x').matchAll(STAGE)].map((m) => m[1]),
    ['react-native', 'react-native-reanimated-v3', 'react-native-gesture-handler-v1', 'react-native-reanimated-dnd-v1'],
  );
});

test("each of several demos on a page gets its own file; a page's height stays", async () => {
  const js = await compiled('<LiveDemo name="SortableListScreen" />\n\n<LiveDemo name="PhotoGridScreen" height={600} />\n', CURRENT_PAGE);
  assert.deepEqual(requests(js).slice(1), [
    '!!highlight-loader!@site/demos/SortableListScreen.tsx',
    '!!live-demo-frame-loader!@site/demos/SortableListScreen.tsx',
    '!!highlight-loader!@site/demos/PhotoGridScreen.tsx',
    '!!live-demo-frame-loader!@site/demos/PhotoGridScreen.tsx',
    `!!live-demo-runtime-loader?version=current!${RUNTIME}`,
    '@site/demos/SortableListScreen.tsx',
    `!!live-demo-runtime-loader?version=current!${RUNTIME}`,
    '@site/demos/PhotoGridScreen.tsx',
  ]);
  assert.match(js, /height: 600/);
});

test('a demo that does not exist fails the build', async () => {
  await assert.rejects(compiled('<LiveDemo name="NoSuchScreen" />\n', ARCHIVED_PAGE), /has no demo file demos\/NoSuchScreen\.tsx/);
  await assert.rejects(compiled('<LiveDemo />\n', CURRENT_PAGE), /needs name=/);
});

test('a page cannot pass its own source or loader, so the code shown and the demo run cannot differ', async () => {
  await assert.rejects(compiled('<LiveDemo name="BasicDragDropScreen" source={other} />\n', CURRENT_PAGE), /takes only name and height/);
  await assert.rejects(compiled('<LiveDemo name="BasicDragDropScreen" load={other} />\n', CURRENT_PAGE), /takes only name and height/);
});

test("the server's frame marks, touch-action: none, the element each Gesture Handler detector listens on, in both versions' copies", async () => {
  const { readFile } = await import('node:fs/promises');
  const css = await readFile(join(SITE_DIR, 'plugins/live-code/theme/LiveDemo/styles.module.css'), 'utf8');
  // The wrapper itself has no box, so touch-action on it does nothing: the mark is on its first child.
  assert.match(css, /\.frame \[style='display:contents'\] > :first-child \{\s*touch-action: none;\s*\}/);
  assert.doesNotMatch(css, /\.frame \[style='display:contents'\] \{/);
  for (const copy of ['react-native-gesture-handler', 'react-native-gesture-handler-v1']) {
    const gh = join(SITE_DIR, 'node_modules', copy, 'lib/module');
    // What the rule relies on: on the web a detector renders a `display: contents` div around its child ...
    assert.match(await readFile(join(gh, 'handlers/gestures/GestureDetector/Wrap.web.js'), 'utf8'), /display: 'contents'/, copy);
    // ... and listens on the first element inside it that is not such a wrapper, which it marks touch-action: none.
    const find = await readFile(join(gh, 'findNodeHandle.web.js'), 'utf8');
    assert.match(
      find,
      /while \(element && element\.style\.display === 'contents'(?: && element\.childElementCount === 1)?\) \{\s*element = element\.firstChild;/,
      copy,
    );
    const delegate = await readFile(join(gh, 'web/tools/GestureHandlerWebDelegate.js'), 'utf8');
    // Gesture Handler 2.33 writes the style itself; 3.x computes the value, then sets it.
    assert.match(
      delegate,
      /(?:style\['touchAction'\] = isHandlerEnabled|const value = this\.gestureHandler\.enabled) \? touchAction \?\? 'none'/,
      copy,
    );
  }
});

test("the server's frame marks, until the demo runs, the rows 1.1.0's SortableItem hands to Gesture Handler's old API, which renders no wrapper", async () => {
  const { readFile } = await import('node:fs/promises');
  const css = await readFile(join(SITE_DIR, 'plugins/live-code/theme/LiveDemo/styles.module.css'), 'utf8');
  // Only before the demo runs (the device is aria-busy), on a view styled as a row, and not on a 2.x row holding a
  // detector's wrapper (a row with a handle, whose body scrolls).
  assert.match(
    css,
    /\.device\[aria-busy='true'\] \.frame \[style\*='absolute'\]\[style\*='z-index'\]\[style\*='box-shadow'\]:not\(:has\(\[style='display:contents'\]\)\) \{\s*touch-action: none;\s*\}/,
  );
  // What the rule relies on. The old API renders its child itself, with a ref, and no wrapper (createHandler) ...
  for (const copy of ['react-native-gesture-handler', 'react-native-gesture-handler-v1', 'react-native-gesture-handler-sdk53']) {
    const gh = join(SITE_DIR, 'node_modules', copy, 'lib/module');
    assert.match(
      await readFile(join(gh, 'handlers/createHandler.js'), 'utf8'),
      /return \/\*#__PURE__\*\/React\.cloneElement\(child, \{\s*ref: this\.refHandler,/,
      copy,
    );
    // ... and on the web listens on that element as it is, unless it is a `display: contents` wrapper.
    assert.match(
      await readFile(join(gh, 'findNodeHandle.web.js'), 'utf8'),
      /if \(viewRef instanceof Element\) \{\s*if \(viewRef\.style\.display === 'contents'(?: && viewRef\.childElementCount === 1)?\) \{\s*return findNodeHandle\(viewRef\.firstChild\);\s*\}\s*return viewRef;/,
      copy,
    );
  }
  // 1.1.0 hands each row's animated view to PanGestureHandler, and styles that view absolute, with a zIndex and a shadow.
  const v1 = join(SITE_DIR, 'node_modules/react-native-reanimated-dnd-v1/lib');
  assert.match(
    await readFile(join(v1, 'components/SortableItem.js'), 'utf8'),
    /const content=React\.createElement\(Animated\.View,\{style:combinedAnimatedStyle\}[\s\S]*React\.createElement\(PanGestureHandler,\{onGestureEvent:verticalPanGestureHandler[^}]*\},content\)/,
  );
  for (const hook of ['useSortable.js', 'useHorizontalSortable.js']) {
    assert.match(
      await readFile(join(v1, 'hooks', hook), 'utf8'),
      /useAnimatedStyle\(\(\(\)=>\{"worklet";return\{position:"absolute",[^}]*zIndex:[^}]*shadowColor:"black"[^}]*shadowRadius:10\}/,
      hook,
    );
  }
});
