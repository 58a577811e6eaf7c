import { test } from 'node:test';
import assert from 'node:assert/strict';
import remarkHighlightCode from '../../plugins/code-highlight/remark.mjs';
import { displayLines, highlightedLinesFor } from '../../plugins/code-highlight/lines.mjs';
import { highlight, highlightLines } from '../../plugins/code-highlight/highlight.mjs';
import { coloursCss } from '../../plugins/code-highlight/colours.mjs';
import highlightLoader from '../../plugins/code-highlight/loader.mjs';

/** The text a browser would show for one line of HTML. */
function textOf(html) {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

test('tsx is split into Prism tokens with class names, one HTML string per line', () => {
  const lines = highlightLines('const a = <View style={s} />;\nexport default a;', 'tsx');
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^<span class="token keyword">const<\/span>/);
  assert.match(lines[0], /<span class="token tag class-name">View<\/span>/);
  assert.match(lines[1], /<span class="token keyword">export<\/span>/);
});

test('the text of every line survives highlighting exactly, markup characters escaped', () => {
  const code = 'const html = "<b>&amp;</b>";\n\n/* a comment\n   over two lines */\nconst t = `x\n${1 < 2}`;';
  const lines = highlightLines(code, 'tsx');
  assert.deepEqual(lines.map(textOf), code.split('\n'));
  assert.ok(!lines.some((line) => line.includes('\n')), 'no line holds a newline');
  assert.ok(
    lines.every((line) => !/<(?!\/?span)/.test(line)),
    'only span elements, every other < escaped',
  );
});

test('a token that spans lines (a block comment) keeps its class on each line', () => {
  const [first, second] = highlightLines('/* one\n   two */', 'ts');
  assert.equal(first, '<span class="token comment">/* one</span>');
  assert.equal(second, '<span class="token comment">   two */</span>');
});

test('empty lines are empty strings and plain text needs no element', () => {
  assert.deepEqual(
    highlightLines('a\n\nb', 'tsx').map((line) => line === ''),
    [false, true, false],
  );
  assert.equal(highlightLines('a < b', 'text')[0], 'a &lt; b');
  assert.equal(highlightLines('x', undefined)[0], 'x');
  assert.equal(highlightLines('x', 'no-such-language')[0], 'x');
});

test('bash, which prism-react-renderer does not bundle, is highlighted', () => {
  assert.match(highlightLines('npm install x # comment', 'bash')[0], /<span class="token comment"># comment<\/span>/);
  assert.equal(globalThis.Prism, undefined, 'the global Prism lent to the language files is removed again');
});

test('highlight joins the lines with newlines', () => {
  assert.equal(highlight('a\nb', 'text'), 'a\nb');
});

test('the remark plugin gives every fenced code block its highlighted lines', () => {
  const code = { type: 'code', lang: 'tsx', meta: 'title="A.tsx"', value: 'const a = 1;' };
  const plain = { type: 'code', lang: null, value: 'x < y' };
  const tree = { type: 'root', children: [{ type: 'blockquote', children: [code] }, plain] };
  remarkHighlightCode()(tree);
  assert.equal(code.data.hProperties.highlighted, highlight('const a = 1;', 'tsx'));
  assert.equal(plain.data.hProperties.highlighted, 'x &lt; y');
});

test('the loader exports the code with its highlighting, language from the extension or ?language=', () => {
  const run = (resourcePath, options = {}) => {
    const output = highlightLoader.call({ resourcePath, getOptions: () => options }, 'let a = 1;\n');
    return JSON.parse(output.replace(/^export default /, '').replace(/;$/, ''));
  };
  assert.deepEqual(run('/x/Screen.tsx'), { code: 'let a = 1;\n', highlighted: highlight('let a = 1;\n', 'tsx') });
  assert.match(run('/x/sketch.txt', { language: 'tsx' }).highlighted, /token keyword/);
  assert.doesNotMatch(run('/x/sketch.txt').highlighted, /token/);
});

test('displayed lines map to the highlighted source lines they came from', () => {
  // Markdown adds a final newline to the code it passes on; Docusaurus drops it again.
  assert.deepEqual(highlightedLinesFor('a\n\nb', 'a\n\nb\n', 'A\n\nB'), ['A', '', 'B']);
  // A magic comment line is removed from what Docusaurus displays.
  assert.deepEqual(highlightedLinesFor('a\nb', 'a\n// highlight-next-line\nb', 'A\nC\nB'), ['A', 'B']);
  // Highlighting of some other code does not fit.
  assert.equal(highlightedLinesFor('a\nx', 'a\nb', 'A\nB'), null);
});

test('without highlighting that fits, a block still shows its text, escaped', () => {
  assert.deepEqual(displayLines('<a>\nb', null), ['&lt;a&gt;', 'b']);
  assert.deepEqual(displayLines('a\nx', { code: 'a\nb', highlighted: 'A\nB' }), ['a', 'x']);
  assert.deepEqual(displayLines('a', { code: 'a', highlighted: 'A' }), ['A']);
});

test('the colour stylesheet scopes each theme to its colour mode, later theme entries last', () => {
  const light = {
    plain: { color: '#111', backgroundColor: '#fff' },
    styles: [
      { types: ['keyword', 'tag'], style: { color: '#00f' } },
      { types: ['comment'], style: { color: '#777', fontStyle: 'italic' } },
      { types: ['keyword'], style: { color: '#c00' } },
      { types: ['string'], languages: ['bash'], style: { color: '#0a0' } },
    ],
  };
  const dark = { plain: { color: '#eee', backgroundColor: '#222' }, styles: [{ types: ['keyword'], style: { color: '#f0f' } }] };
  const css = coloursCss({ light, dark });
  assert.match(css, /html:not\(\[data-theme='dark'\]\) \{ --prism-color: #111; --prism-background-color: #fff; \}/);
  assert.match(css, /html\[data-theme='dark'\] \{ --prism-color: #eee; --prism-background-color: #222; \}/);
  assert.match(css, /html:not\(\[data-theme='dark'\]\) \.prism-code \.token\.comment \{ color: #777; font-style: italic; \}/);
  assert.match(css, /html:not\(\[data-theme='dark'\]\) \.prism-code\.language-bash \.token\.string \{ color: #0a0; \}/);
  assert.ok(css.indexOf('color: #00f') < css.indexOf('color: #c00'), 'the override comes after the base entry');
  assert.match(css, /html\[data-theme='dark'\] \.prism-code \.token\.keyword \{ color: #f0f; \}/);
});
