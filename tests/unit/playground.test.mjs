import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import memberSource from '../../api-reference/current/index.mjs';
import { checkDocs } from '../../lib/code-blocks.mjs';
import { docVersion } from '../../data/versions.mjs';
import { parseDefault, playgroundDefaults } from '../../plugins/live-code/playground/defaults.mjs';
import {
  PLAYGROUNDS,
  controlsOf,
  defaultLabel,
  defaultSettings,
  normalise,
  readAddress,
  writeSettings,
} from '../../plugins/live-code/playground/controls.mjs';
import { buildScreen } from '../../plugins/live-code/playground/model.mjs';
import { printScreen } from '../../plugins/live-code/playground/print.mjs';
import { highlight } from '../../plugins/code-highlight/highlight.mjs';
import remarkPlayground from '../../plugins/live-code/playground/remark.mjs';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';

const DEFAULTS = playgroundDefaults(memberSource);

/** Every value a control offers: each option, or a number field's bounds and a step inside them. */
function valuesOf(control) {
  if (control.kind === 'select') return control.options.map((option) => option.value);
  return [...new Set([control.min, control.min + control.step, control.max].map(String))];
}

/** The defaults, each control set to each of its values in turn, and every control at its last value. */
function settingsGrid(of) {
  const controls = controlsOf(of, DEFAULTS);
  const base = defaultSettings(controls);
  const grid = [base];
  for (const control of controls) for (const value of valuesOf(control)) grid.push({ ...base, [control.name]: value });
  grid.push(Object.fromEntries(controls.map((control) => [control.name, valuesOf(control).at(-1)])));
  return { base, grid };
}

test('the playground defaults are the member source entries, read through its index', () => {
  assert.deepEqual(DEFAULTS.Draggable.dragAxis, { text: '"both"', value: 'both' });
  assert.equal(DEFAULTS.Droppable.capacity.value, 1);
  assert.deepEqual(DEFAULTS.Droppable.dropOffset.value, { x: 0, y: 0 });
  assert.equal(DEFAULTS.Sortable.direction.value, 'Vertical');
  assert.equal(DEFAULTS.SortableGrid.strategy.value, 'Insert');
  // A changed entry in the source changes the control's default: there is no second copy.
  const changed = structuredClone(memberSource);
  changed.types.UseDraggableOptions.members.dragAxis.default = '`"x"`';
  const dragAxis = controlsOf('Draggable', playgroundDefaults(changed)).find((control) => control.name === 'dragAxis');
  assert.equal(dragAxis.defaultValue, 'x');
  assert.equal(dragAxis.options.find((option) => option.value === 'x').label, 'x (default)');
});

test('a default the reference does not give as a literal has no value', () => {
  assert.deepEqual(parseDefault('—'), { text: '—', value: null });
  assert.deepEqual(parseDefault('`withSpring` (default config)'), { text: 'withSpring (default config)', value: null });
});

test('settings in the address: bad values fall back to the defaults, defaults stay out of the address', () => {
  const controls = controlsOf('Draggable', DEFAULTS);
  const settings = readAddress(controls, '?dragAxis=diagonal&preDragDelay=-5&collisionAlgorithm=center&dragDisabled=maybe').settings;
  assert.equal(settings.dragAxis, 'both');
  assert.equal(settings.preDragDelay, '0');
  assert.equal(settings.collisionAlgorithm, 'center');
  assert.equal(settings.dragDisabled, 'false');
  assert.equal(writeSettings(controls, settings, '?tab=npm'), '?tab=npm&collisionAlgorithm=center');
  assert.equal(writeSettings(controls, defaultSettings(controls), '?dragAxis=x'), '');
});

/** One playground's control by name. */
function controlOf(of, name) {
  return controlsOf(of, DEFAULTS).find((control) => control.name === name);
}

test('a typed number is normalised as String(Number(v)), clamped to its range, or refused, and each case says so', () => {
  const delay = controlOf('Draggable', 'preDragDelay');
  assert.deepEqual(normalise(delay, '300'), { value: '300', note: '' });
  assert.deepEqual(normalise(delay, '-0'), { value: '0', note: '-0 is read as 0.' });
  assert.deepEqual(normalise(delay, '0300'), { value: '300', note: '0300 is read as 300.' });
  assert.deepEqual(normalise(delay, '1e3'), { value: '1000', note: '1e3 is read as 1000.' });
  // 5,000 leading zeros: the value is 0, and the note quotes the start of what was given, not all of it.
  const zeros = normalise(delay, '0'.repeat(5000));
  assert.equal(zeros.value, '0');
  assert.ok(zeros.note.length < 40, zeros.note);
  assert.deepEqual(normalise(delay, '5000'), { value: '2000', note: '5000 is above 2000, the most here: set to 2000.' });
  assert.deepEqual(normalise(delay, '-5'), { value: '0', note: '-5 is below 0, the least here: set to 0.' });
  for (const refused of ['', ' ', 'lots', '1.5', '0x10', 'Infinity', '1e400']) {
    const { value, note } = normalise(delay, refused);
    assert.equal(value, null, JSON.stringify(refused));
    assert.match(note, /0 to 2000/, JSON.stringify(refused));
  }
  const items = controlOf('Sortable', 'items');
  assert.deepEqual(normalise(items, '12'), { value: '6', note: '12 is above 6, the most here: set to 6.' });
  assert.deepEqual(normalise(items, '1'), { value: '2', note: '1 is below 2, the least here: set to 2.' });
  assert.deepEqual(normalise(controlOf('Droppable', 'dropOffset.x'), '-0'), { value: '0', note: '-0 is read as 0.' });
  assert.deepEqual(normalise(controlOf('Draggable', 'dragAxis'), 'diagonal'), {
    value: null,
    note: '"diagonal" is not one of the options.',
  });
});

test('the address is read normalised, says what it changed, and is written back without the defaults', () => {
  const controls = controlsOf('Draggable', DEFAULTS);
  const odd = readAddress(controls, `?preDragDelay=${'0'.repeat(5000)}&dragAxis=x`);
  assert.equal(odd.settings.preDragDelay, '0');
  assert.match(odd.notes.preDragDelay, /is read as 0\.$/);
  assert.equal(writeSettings(controls, odd.settings, `?preDragDelay=${'0'.repeat(5000)}&dragAxis=x`), '?dragAxis=x');
  assert.equal(writeSettings(controls, readAddress(controls, '?preDragDelay=-0').settings, '?preDragDelay=-0'), '');
  assert.equal(writeSettings(controls, readAddress(controls, '?preDragDelay=01').settings, '?preDragDelay=01'), '?preDragDelay=1');
  const far = readAddress(controls, '?preDragDelay=5000&collisionAlgorithm=nope');
  assert.equal(writeSettings(controls, far.settings, '?preDragDelay=5000&collisionAlgorithm=nope'), '?preDragDelay=2000');
  assert.deepEqual(far.notes, {
    preDragDelay: '5000 is above 2000, the most here: set to 2000.',
    collisionAlgorithm: '"nope" is not one of the options. Set to the default, intersect.',
  });
  // A value the playground writes itself is read as it is, with nothing to say.
  assert.deepEqual(readAddress(controls, '?preDragDelay=300&dragAxis=y').notes, {});
});

test('a prop whose value from the address equals its default is not printed, however it was written', () => {
  for (const [of, query, name] of [
    ['Draggable', `?preDragDelay=-0`, 'preDragDelay'],
    ['Draggable', `?preDragDelay=${'0'.repeat(5000)}`, 'preDragDelay'],
    ['Droppable', '?capacity=01', 'capacity'],
    ['Droppable', '?dropOffset.x=-0&dropOffset.y=00', 'dropOffset'],
    ['SortableGrid', '?gap=-0', 'rowGap'],
  ]) {
    const controls = controlsOf(of, DEFAULTS);
    const code = printScreen(buildScreen(of, readAddress(controls, query).settings, defaultSettings(controls)));
    assert.doesNotMatch(code, new RegExp(`\\b${name}\\b`), `${of} ${query.slice(0, 30)}`);
  }
  const controls = controlsOf('Draggable', DEFAULTS);
  const code = printScreen(buildScreen('Draggable', readAddress(controls, '?preDragDelay=000300').settings, defaultSettings(controls)));
  assert.match(code, /preDragDelay=\{300\}/);
});

test('option labels name the default once: "withSpring (default)", not "withSpring (default config) (default)"', () => {
  assert.equal(defaultLabel('withSpring (default config)'), 'withSpring (default)');
  assert.equal(defaultLabel('both'), 'both (default)');
  assert.equal(controlOf('Draggable', 'animationFunction').options[0].label, 'withSpring (default)');
  for (const of of PLAYGROUNDS) {
    for (const control of controlsOf(of, DEFAULTS)) {
      const labels = (control.options ?? []).map((option) => option.label);
      if (control.kind === 'select')
        assert.equal(labels.filter((label) => label.endsWith(' (default)')).length, 1, `${of} ${control.name}`);
      for (const label of labels) {
        assert.equal(label.match(/default/g)?.length ?? 0, label.endsWith(' (default)') ? 1 : 0, `${of} ${control.name}: ${label}`);
        assert.doesNotMatch(label, /\) \(|"/, `${of} ${control.name}: ${label}`);
      }
    }
  }
});

test('props at their defaults are left out of the generated code', () => {
  for (const of of PLAYGROUNDS) {
    const controls = controlsOf(of, DEFAULTS);
    const code = printScreen(buildScreen(of, defaultSettings(controls), defaultSettings(controls)));
    for (const name of ['dragAxis', 'collisionAlgorithm', 'preDragDelay', 'dragDisabled', 'dragBoundsRef', 'animationFunction']) {
      assert.doesNotMatch(code, new RegExp(`\\b${name}[=}]`), `${of}: ${name}`);
    }
    for (const name of [
      'capacity',
      'dropAlignment',
      'dropOffset',
      'dropDisabled',
      'activeStyle',
      'direction',
      'enableDynamicHeights',
      'strategy',
      'rowGap',
    ]) {
      assert.doesNotMatch(code, new RegExp(`\\b${name}[=:]`), `${of}: ${name}`);
    }
  }
});

test('a changed setting is written into the generated code', () => {
  const controls = controlsOf('Droppable', DEFAULTS);
  const base = defaultSettings(controls);
  const code = printScreen(buildScreen('Droppable', { ...base, capacity: '2', dropAlignment: 'top-left', 'dropOffset.y': '8' }, base));
  assert.match(code, /capacity=\{2\}/);
  assert.match(code, /dropAlignment="top-left"/);
  assert.match(code, /dropOffset=\{\{ x: 0, y: 8 \}\}/);
});

test('the generated code type-checks against react-native-reanimated-dnd 2.0.0 for a grid of settings', () => {
  // Inside the repository, so the generated files resolve the installed packages as the docs' blocks do.
  const dir = join(process.cwd(), '.tmp', `playground-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    const files = [];
    for (const of of PLAYGROUNDS) {
      const { base, grid } = settingsGrid(of);
      grid.forEach((settings, i) => {
        const file = join(dir, `${of}-${i}.tsx`);
        writeFileSync(file, printScreen(buildScreen(of, settings, base)));
        files.push(file);
      });
    }
    const result = checkDocs(files, { root: process.cwd(), workDir: join(dir, 'work'), version: docVersion('current') });
    assert.deepEqual(result.errors, []);
    assert.equal(result.checked, files.length);
    assert.ok(result.checked > 40, `${result.checked} settings checked`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the generated code is coloured by the site highlighter, its text intact, one line of HTML per line of code', () => {
  const textOf = (html) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  for (const of of PLAYGROUNDS) {
    const { base, grid } = settingsGrid(of);
    for (const settings of grid.slice(0, 3)) {
      const code = printScreen(buildScreen(of, settings, base));
      const html = highlight(code, 'tsx');
      assert.equal(textOf(html), code, `${of}: the coloured code is the code`);
      assert.equal(html.split('\n').length, code.split('\n').length, `${of}: one line of HTML per line of code`);
      assert.match(html, /<span style="--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}/, `${of}: coloured`);
    }
  }
});

/** The attributes the build gives each `<PropsPlayground>` of an MDX page. */
function buildAttributes(mdx) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlayground);
  const tree = processor.runSync(processor.parse(mdx), { path: 'page.mdx' });
  return tree.children
    .filter((node) => node.name === 'PropsPlayground')
    .map((node) => Object.fromEntries(node.attributes.map((attribute) => [attribute.name, attribute.value])));
}

test('the build gives each playground its documented defaults and the code of its default screen, printed and highlighted', () => {
  for (const of of PLAYGROUNDS) {
    const [attributes] = buildAttributes(`<PropsPlayground of="${of}" />`);
    const { base } = settingsGrid(of);
    const code = printScreen(buildScreen(of, base, base));
    assert.equal(attributes.defaultCode, code, `${of}: the code of the default settings`);
    assert.equal(attributes.defaultHighlighted, highlight(code, 'tsx'), `${of}: that code, highlighted`);
    assert.deepEqual(JSON.parse(attributes.defaults), DEFAULTS[of], `${of}: its documented defaults, from the member source`);
  }
});

test('a page names its playground only; the build refuses an unknown one and the attributes it sets itself', () => {
  assert.throws(() => buildAttributes('<PropsPlayground of="Grid" />'), /needs of="…", one of Draggable/);
  assert.throws(() => buildAttributes('<PropsPlayground />'), /needs of="…"/);
  assert.throws(() => buildAttributes('<PropsPlayground of="Sortable" defaultCode="x" />'), /defaultCode is the build's/);
});
