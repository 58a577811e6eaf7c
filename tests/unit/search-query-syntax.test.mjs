// Spec §5: the search query syntax, parsed by plugins/search/client/query-syntax.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_EDIT_DISTANCE, SEARCH_FIELDS, isPlainQuery, parseQuery, splitTerms } from '../../plugins/search/client/query-syntax.mjs';

const clauses = (input) => {
  const parsed = parseQuery(input);
  assert.equal(parsed.ok, true, `expected ${JSON.stringify(input)} to parse: ${parsed.error?.message}`);
  return parsed.clauses.map(({ term, field, presence, editDistance, boost }) => ({ term, field, presence, editDistance, boost }));
};
const errorOf = (input) => {
  const parsed = parseQuery(input);
  assert.equal(parsed.ok, false, `expected ${JSON.stringify(input)} to be an error`);
  return parsed.error;
};
const clause = (term, extra = {}) => ({ term, field: null, presence: 'optional', editDistance: null, boost: null, ...extra });

test('§5 the fields are those of the index, named for readers', () => {
  assert.deepEqual(SEARCH_FIELDS, ['title', 'heading', 'description', 'keywords', 'content']);
});

test('§5 terms split on whitespace and hyphens', () => {
  assert.deepEqual(clauses('drag  drop-zone\tcapacity'), [clause('drag'), clause('drop'), clause('zone'), clause('capacity')]);
  assert.deepEqual(splitTerms(' react-native  reanimated '), ['react', 'native', 'reanimated']);
});

test('§5 a field prefix limits a term to one field, in any letter case', () => {
  assert.deepEqual(clauses('title:sortable'), [clause('sortable', { field: 'title' })]);
  assert.deepEqual(clauses('Heading:Props'), [clause('Props', { field: 'heading' })]);
});

test('§5 + requires a term and - prohibits it', () => {
  assert.deepEqual(clauses('+drag -sortable'), [clause('drag', { presence: 'required' }), clause('sortable', { presence: 'prohibited' })]);
});

test('§5 ~N sets an edit distance and ^N a boost, in either order', () => {
  assert.deepEqual(clauses('dragable~1 title:drop^10 zone^2~1'), [
    clause('dragable', { editDistance: 1 }),
    clause('drop', { field: 'title', boost: 10 }),
    clause('zone', { boost: 2, editDistance: 1 }),
  ]);
  assert.deepEqual(clauses('drop^1.5'), [clause('drop', { boost: 1.5 })]);
});

test('§5 very large edit distances are lowered so a search cannot hang', () => {
  assert.deepEqual(clauses('dragable~9'), [clause('dragable', { editDistance: MAX_EDIT_DISTANCE })]);
});

test('§5 * is a wildcard anywhere in a term', () => {
  assert.deepEqual(clauses('use* *able dr*g'), [clause('use*'), clause('*able'), clause('dr*g')]);
});

test('§5 everything combines: presence, field, hyphenated term, modifiers', () => {
  assert.deepEqual(clauses('+title:drag-drop^2 -content:sort*~1'), [
    clause('drag', { field: 'title', presence: 'required', boost: 2 }),
    clause('drop', { field: 'title', presence: 'required', boost: 2 }),
    clause('sort*', { field: 'content', presence: 'prohibited', editDistance: 1 }),
  ]);
});

test('§5 plain queries are recognised, hyphens inside words included', () => {
  assert.equal(isPlainQuery('limit items in a drop zone'), true);
  assert.equal(isPlainQuery('drag-and-drop react-native'), true);
  for (const syntax of ['+drag', '-drag', 'drag -sortable', 'title:x', 'a~1', 'a^2', 'a*']) {
    assert.equal(isPlainQuery(syntax), false, syntax);
  }
  assert.equal(parseQuery('drag drop').plain, true);
  assert.equal(parseQuery('+drag').plain, false);
});

test('§5 an unrecognised field is an error that lists the possible fields', () => {
  const error = errorOf('bar:baz');
  assert.equal(error.code, 'unrecognised-field');
  assert.match(error.message, /unrecognised field “bar”/i);
  for (const field of SEARCH_FIELDS) assert.ok(error.message.includes(field), field);
  assert.equal(errorOf('drag bar:baz').code, 'unrecognised-field');
  assert.equal(errorOf('title:a:b').code, 'unrecognised-field');
});

test('§5 a lone + or -, or a field with nothing after it, is "expecting term or field"', () => {
  for (const input of ['+', '-', 'drag +', '++drag', '+-drag', '+:x', ':drag', '~1', '^2']) {
    const error = errorOf(input);
    assert.equal(error.code, 'expecting-term-or-field', input);
    assert.match(error.message, /expecting a (term or field|field name)/i, input);
  }
  for (const input of ['title:', 'title:+drag', 'title:~1', 'title:title:drag']) {
    const error = errorOf(input);
    assert.equal(error.code, 'expecting-term', input);
    assert.match(error.message, /expecting a term after “title:”/i, input);
  }
});

test('§5 a malformed edit distance is "edit distance must be numeric"', () => {
  for (const input of ['foo~x', 'foo~', 'foo~1x', 'foo~-1', 'foo~1.5', 'foo^2~x']) {
    const error = errorOf(input);
    assert.equal(error.code, 'edit-distance-not-numeric', input);
    assert.match(error.message, /edit distance .* must be numeric/i, input);
  }
});

test('§5 a malformed boost is "boost must be numeric"', () => {
  for (const input of ['foo^x', 'foo^', 'foo^-2', 'foo^1e3', 'foo~1^x']) {
    const error = errorOf(input);
    assert.equal(error.code, 'boost-not-numeric', input);
    assert.match(error.message, /boost .* must be numeric/i, input);
  }
});

test('§5 the parser never throws, whatever the input', () => {
  for (const input of [undefined, null, 42, {}, '', '   ', '\u0000', '𝔡𝔯𝔞𝔤', 'é:é', '*:*', '~~~~', '^^^']) {
    const parsed = parseQuery(input);
    assert.equal(typeof parsed.ok, 'boolean');
  }
});

test('§9 search limits: a query over MAX_QUERY_LENGTH characters is refused in words, with both numbers', async () => {
  const { MAX_QUERY_LENGTH } = await import('../../plugins/search/client/limits.mjs');
  assert.equal(parseQuery('a'.repeat(MAX_QUERY_LENGTH)).ok, true);
  const error = errorOf('a'.repeat(5000));
  assert.equal(error.code, 'query-too-long');
  assert.equal(error.message, `This query is too long to search (5,000 characters; the limit is ${MAX_QUERY_LENGTH}).`);
  // Characters as a reader counts them: an emoji is one, not two UTF-16 units.
  assert.equal(parseQuery('🙂'.repeat(MAX_QUERY_LENGTH)).ok, true);
  assert.match(errorOf('🙂'.repeat(MAX_QUERY_LENGTH + 1)).message, new RegExp(`\\(${MAX_QUERY_LENGTH + 1} characters`));
});

test('§9 search limits: a fuzzy or wildcard term over MAX_EXPANDED_TERM_LENGTH is refused in words', async () => {
  const { MAX_EXPANDED_TERM_LENGTH: max } = await import('../../plugins/search/client/limits.mjs');
  const long = 'x'.repeat(max + 1);
  assert.equal(parseQuery(`${'x'.repeat(max)}~2`).ok, true);
  assert.equal(parseQuery(`${'x'.repeat(max - 1)}*`).ok, true);
  for (const query of [`${long}~1`, `title:${long}~2^3`, `+${long}*`, `*a*b*c*${long}`, `drag-${long}~2`]) {
    const error = errorOf(query);
    assert.equal(error.code, 'term-too-long', query);
    assert.match(error.message, new RegExp(`too long for a fuzzy or wildcard search \\(\\d+ characters; the limit is ${max}\\)`), query);
  }
  // Without ~ or * a long term is only matched exactly, which costs nothing.
  assert.equal(parseQuery(`title:${long}`).ok, true);
  assert.equal(parseQuery(`${long}~0`).ok, true);
  assert.equal(parseQuery(long).ok, true);
});
