import { test } from 'node:test';
import assert from 'node:assert/strict';
import remarkHighlightCode from '../../plugins/code-highlight/remark.mjs';
import { displayLines } from '../../plugins/code-highlight/lines.mjs';
import { highlight } from '../../plugins/code-highlight/highlight.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import highlightLoader from '../../plugins/code-highlight/loader.mjs';

/** The HTML of each line, as code blocks carry it joined by "\n". */
const highlightLines = (code, language) => highlight(code, language).split('\n');

/** The text a browser would show for one line of HTML. */
function textOf(html) {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Each token of one line of HTML: its text and its colour in each mode ('' for the block's own colour). */
function tokensOf(html) {
  return [...html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>|([^<]+)/g)].map(([, style = '', inside, plain]) => ({
    text: textOf(inside ?? plain),
    light: /--shiki-light:(#[0-9a-f]{6})/.exec(style)?.[1] ?? '',
    dark: /--shiki-dark:(#[0-9a-f]{6})/.exec(style)?.[1] ?? '',
  }));
}

test('tsx keywords, tag names, attribute names and strings each get a colour of their own in both modes, one HTML string per line', () => {
  const lines = highlightLines('const a = <View style="s" />;\nexport default a;', 'tsx');
  assert.equal(lines.length, 2);
  const colour = (text) => tokensOf(lines[0]).find((token) => token.text === text);
  const kinds = ['const', 'View', 'style', 's'].map(colour);
  for (const mode of ['light', 'dark']) {
    assert.ok(
      kinds.every((token) => token[mode] !== ''),
      `${mode}: every kind is coloured`,
    );
    assert.equal(new Set(kinds.map((token) => token[mode])).size, 4, `${mode}: four kinds, four colours`);
  }
  assert.deepEqual(tokensOf(lines[1])[0], { text: 'export', ...pick(colour('const')) }, 'keywords share a colour');
});

/** @param {{ light: string, dark: string }} token */
const pick = ({ light, dark }) => ({ light, dark });

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

test('a token that spans lines (a block comment) keeps its colour on each line', () => {
  const [first, second] = highlightLines('/* one\n   two */', 'ts').map(tokensOf);
  assert.deepEqual(first.map((token) => token.text).join(''), '/* one');
  assert.ok(first[0].light && first[0].dark);
  assert.ok([...first, ...second].every((token) => token.light === first[0].light && token.dark === first[0].dark));
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

test('bash, json and js are highlighted too: a comment, a key and a keyword are coloured', () => {
  const comment = tokensOf(highlightLines('npm install x # comment', 'bash')[0]).find((token) => token.text.includes('# comment'));
  assert.ok(comment?.light && comment.dark);
  assert.ok(tokensOf(highlightLines('{ "a": 1 }', 'json')[0]).some((token) => token.text === 'a' && token.light));
  assert.ok(tokensOf(highlightLines('const a = 1;', 'js')[0]).some((token) => token.text === 'const' && token.dark));
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
  assert.match(run('/x/sketch.txt', { language: 'tsx' }).highlighted, /<span style="--shiki-light/);
  assert.doesNotMatch(run('/x/sketch.txt').highlighted, /<span/);
});

test('displayed lines map to the highlighted source lines they came from', () => {
  // Markdown adds a final newline to the code it passes on; Docusaurus drops it again.
  assert.deepEqual(displayLines('a\n\nb', { code: 'a\n\nb\n', highlighted: 'A\n\nB' }), ['A', '', 'B']);
  // A magic comment line is removed from what Docusaurus displays.
  assert.deepEqual(displayLines('a\nb', { code: 'a\n// highlight-next-line\nb', highlighted: 'A\nC\nB' }), ['A', 'B']);
});

test('without highlighting that fits, a block still shows its text, escaped', () => {
  assert.deepEqual(displayLines('<a>\nb', null), ['&lt;a&gt;', 'b']);
  // Highlighting of some other code does not fit: no line of it is used.
  assert.deepEqual(displayLines('a\nx', { code: 'a\nb', highlighted: 'A\nB' }), ['a', 'x']);
  assert.deepEqual(displayLines('a', { code: 'a', highlighted: 'A' }), ['A']);
});

/** WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(a, b) {
  const luminance = (hex) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('every colour any code block of the docs gets reads at 4.5:1 or more on its block, in both modes', () => {
  const css = readFileSync('plugins/code-highlight/colours.css', 'utf8');
  const block = (mode) => {
    const rule = new RegExp(
      `${mode === 'dark' ? "html\\[data-theme='dark'\\]" : "html:not\\(\\[data-theme='dark'\\]\\)"} \\{([^}]*)\\}`,
    ).exec(css)[1];
    return { text: /--prism-color: (#[0-9a-f]{6})/.exec(rule)[1], background: /--prism-background-color: (#[0-9a-f]{6})/.exec(rule)[1] };
  };
  const files = ['docs', 'versioned_docs'].flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => join(dir, f)),
  );
  let blocks = 0;
  for (const mode of ['light', 'dark']) {
    const { text, background } = block(mode);
    const colours = new Set([text]);
    for (const file of files) {
      for (const [, lang, code] of readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) {
        blocks++;
        for (const line of highlightLines(code, lang)) for (const token of tokensOf(line)) if (token[mode]) colours.add(token[mode]);
      }
    }
    for (const colour of colours)
      assert.ok(contrast(colour, background) >= 4.5, `${mode}: ${colour} on ${background} is ${contrast(colour, background).toFixed(2)}:1`);
    assert.ok(colours.size > 5, `${mode}: the docs use several colours`);
  }
  assert.ok(blocks > 300, `${blocks} code blocks read`);
});
