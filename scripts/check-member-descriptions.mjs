// @ts-check
/**
 * Member-description check: one description per member, matching the
 * published declarations, with every behaviour statement tied to the code.
 *
 * For a version with a member source (src/api-reference/<version>/index.mjs):
 *   1. Coverage. Every exported interface and enum of the package entry point
 *      (and every allow-listed, non-exported declaration the pages document)
 *      is in the source with exactly its declared members: none missing,
 *      none invented. A string-literal union alias in the source must list
 *      exactly its literals. (Types and `required` are not written in the
 *      source: plugins/api-members reads them from the declarations.)
 *      An entry shared between versions cites this version's tag.
 *   2. One description. Every member has a description, or `same` pointing
 *      to a member that has one; no two descriptions are the same text.
 *   3. Sources. Every behaviour statement names at least one source,
 *      `<file>#<symbol>` (in a shared entry, `<tag>:<file>#<symbol>` for a
 *      source of one tag only), and the symbol occurs in that file: library files
 *      are looked up in the published build (lib/<path>.js), dependency files
 *      in the package the version runs with.
 *   3b. Scannable rows. Members are listed in declaration order, and each
 *      description is at most two sentences and about 40 words
 *      (MAX_DESCRIPTION_WORDS); edge cases, timing and bugs belong in
 *      `behaviour`, which pages show as the Caveats list under the table.
 *   4. Pages. Every `api-members` marker in the version's docs names a type
 *      of the source (and existing members in pick=/omit=); no hand-written
 *      table follows a marker; no other table lists members of a documented
 *      type by hand; every type of the source is rendered in full on at
 *      least one API page.
 *
 * Usage: node scripts/check-member-descriptions.mjs [--version 1.x]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from '../lib/glob.mjs';
import { DOC_VERSIONS } from '../src/data/versions.mjs';
import { loadSource } from '../plugins/api-members/remark.mjs';
import { readDeclarations } from '../plugins/api-members/declarations.mjs';
import { parseMarker, resolveMember, splitRef } from '../plugins/api-members/render.mjs';

/**
 * @typedef {import('../src/api-reference/schema').MemberSource} MemberSource
 * @typedef {{ name: string, message: string }} Problem
 * @typedef {{ kind: string, members: Map<string, { optional: boolean }>, allowListed: boolean }} Declaration
 * @typedef {{ file: string, symbol: string }} SourceRef
 */

/**
 * Declarations the docs document although the entry point does not export them (`<path>#<Name>`, see plugins/api-members/declarations.mjs).
 * @type {Record<string, boolean>}
 */
const NOT_EXPORTED = { 'hooks/useSortable#UseSortableOptions': true };

/**
 * The declared interfaces, enums and string-literal unions of a package (its
 * entry point's exports and the allow-listed others):
 * Map<name, {kind, members: Map<member, {optional}>}>.
 * @param {string} entry the package's lib/index.d.ts
 * @param {Record<string, boolean>} [allowed] declarations read although the entry point does not export them
 */
export function loadDeclarations(entry, allowed = NOT_EXPORTED) {
  const declared = readDeclarations(dirname(dirname(resolve(entry))));
  /** @type {Map<string, Declaration>} */
  const out = new Map();
  for (const name of [...declared.exported(), ...Object.keys(allowed)]) {
    const { kind, members } = declared.shape(name);
    if (kind === 'other') continue;
    out.set(name, { kind, members: new Map(members.map((m) => [m.name, { optional: m.optional }])), allowListed: name in allowed });
  }
  return out;
}

/** Longest description a members table row may have, in words (Markdown link targets not counted). */
export const MAX_DESCRIPTION_WORDS = 40;
/** Most sentences a row's description may have. */
export const MAX_DESCRIPTION_SENTENCES = 2;

/**
 * Words and sentences of a description as a reader sees them: inline code
 * counts as one word, link targets not at all, and a sentence ends at `.`, `!`
 * or `?` followed by the end or by a space and a capital, code or link.
 * @param {string} text inline Markdown
 */
export function descriptionSize(text) {
  const plain = text
    .replace(/`[^`]*`/g, 'CODE')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[[\]]/g, '');
  const words = plain.split(/\s+/).filter(Boolean).length;
  const sentences = plain.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/).filter((s) => s.trim()).length;
  return { words, sentences };
}

/** Problems of one description against the scannable-row rule. @param {string} text */
export function descriptionLengthProblems(text) {
  const { words, sentences } = descriptionSize(text);
  /** @type {string[]} */
  const out = [];
  if (sentences > MAX_DESCRIPTION_SENTENCES)
    out.push(`description has ${sentences} sentences (at most ${MAX_DESCRIPTION_SENTENCES}); move edge cases and timing to behaviour`);
  if (words > MAX_DESCRIPTION_WORDS)
    out.push(`description has ${words} words (at most ${MAX_DESCRIPTION_WORDS}); move edge cases and timing to behaviour`);
  return out;
}

/**
 * `hooks/useDraggable.ts#gesture` -> {file, symbol}; null when malformed. Dependency sources may also be
 * native files (`.m`, `.mm`, `.kt`, `.java`), for what a platform does (Gesture Handler's apple/ and android/).
 * @param {string} ref
 * @returns {SourceRef | null}
 */
export function parseSourceRef(ref) {
  const m = /^([\w@./-]+\.(?:tsx?|jsx?|mm?|kt|java))#([\w$.]+)$/.exec(ref);
  return m ? { file: m[1], symbol: m[2] } : null;
}

/**
 * Where a source file is read from: the published build for the library, node_modules for dependencies.
 * @param {SourceRef} ref
 * @param {{ packageDir: string, dependencies?: Record<string, string>, nodeModules?: string }} where
 */
function sourceFilePath(ref, { packageDir, dependencies = {}, nodeModules = 'node_modules' }) {
  const [first, ...rest] = ref.file.split('/');
  if (dependencies[first]) return join(nodeModules, dependencies[first], ...rest);
  return join(packageDir, 'lib', ref.file.replace(/\.(tsx?|jsx?)$/, '.js'));
}

/**
 * @param {MemberSource} source
 * @param {Map<string, Declaration>} declarations
 * @param {{ packageDir?: string, dependencies?: Record<string, string>, nodeModules?: string }} [options]
 */
export function checkSource(source, declarations, { packageDir, dependencies = source.dependencies, nodeModules = 'node_modules' } = {}) {
  /** @type {Problem[]} */
  const problems = [];
  /** @param {string} name @param {string} message */
  const add = (name, message) => problems.push({ name, message });
  for (const [name, decl] of declarations) {
    if (decl.kind === 'union' && !source.types[name]) continue; // aliases are documented where the pages need them
    if (!source.types[name]) add(name, `declared ${decl.kind} is missing from the member source`);
  }
  /** @type {Map<string, string>} */
  const seenDescriptions = new Map();
  /** @type {Map<string, string | null>} */
  const fileCache = new Map();
  for (const [typeName, type] of Object.entries(source.types)) {
    const decl = declarations.get(typeName);
    if (!decl) {
      add(typeName, 'the member source documents a type the package does not declare (or export)');
      continue;
    }
    const listed = Object.keys(type.members);
    for (const m of decl.members.keys())
      if (!listed.includes(m)) add(`${typeName}.${m}`, 'declared member is missing from the member source');
    const declared = [...decl.members.keys()].filter((m) => listed.includes(m));
    const inSource = listed.filter((m) => decl.members.has(m));
    const outOfOrder = inSource.findIndex((m, i) => m !== declared[i]);
    if (outOfOrder >= 0)
      add(
        `${typeName}.${inSource[outOfOrder]}`,
        `members are not in declaration order: expected ${declared[outOfOrder]} here (declared: ${declared.join(', ')})`,
      );
    for (const m of listed) {
      const where = `${typeName}.${m}`;
      if (!decl.members.has(m)) {
        add(where, 'the member source lists a member the declaration does not have');
        continue;
      }
      let entry;
      try {
        entry = resolveMember(source, typeName, m);
      } catch (error) {
        add(where, `"same" does not resolve: ${/** @type {Error} */ (error).message}`);
        continue;
      }
      if (!entry.description) add(where, 'no description');
      const own = type.members[m];
      if (own.tags && !own.tags.includes(source.tag)) add(where, `a shared entry that does not cite ${source.tag}`);
      if (own.same) {
        const [t] = splitRef(own.same);
        if (t === typeName) add(where, '"same" points into its own type');
      } else if (own.description) {
        for (const message of descriptionLengthProblems(own.description)) add(where, message);
        const prev = seenDescriptions.get(own.description);
        if (prev) add(where, `same description text as ${prev}: point to it with "same" instead of repeating it`);
        else seenDescriptions.set(own.description, where);
      }
      for (const [i, b] of (own.behaviour ?? []).entries()) {
        if (!b.text) add(where, `behaviour ${i + 1} has no text`);
        if (!b.sources?.length) add(where, `behaviour ${i + 1} names no source in the code`);
        // A shared entry names a source of one tag only as `<tag>:<file>#<symbol>`.
        const cited = (b.sources ?? [])
          .map((s) => /^(v[\w.-]+):(.+)$/.exec(s) ?? [s, source.tag, s])
          .filter(([, tag]) => tag === source.tag);
        if (b.sources?.length && !cited.length) add(where, `behaviour ${i + 1} names no source at ${source.tag}`);
        for (const [s, , plain] of cited) {
          const ref = parseSourceRef(plain);
          if (!ref) {
            add(where, `source "${s}" is not <file>#<symbol>`);
            continue;
          }
          const path = sourceFilePath(ref, { packageDir: /** @type {string} */ (packageDir), dependencies, nodeModules });
          if (!fileCache.has(path)) fileCache.set(path, existsSync(path) ? readFileSync(path, 'utf8') : null);
          const text = /** @type {string | null} cached just above */ (fileCache.get(path));
          const symbol = /** @type {string} split gives at least one part */ (ref.symbol.split('.').pop());
          if (text === null) add(where, `source "${s}": ${path} does not exist`);
          else if (!new RegExp(`(^|[^\\w$])${symbol.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(text))
            add(where, `source "${s}": ${symbol} does not occur in ${path}`);
        }
      }
    }
  }
  return problems;
}

/** @param {string} row */
const cells = (row) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/**
 * @param {MemberSource} source
 * @param {string} docsDir
 * @param {{ root?: string }} [options]
 */
export function checkPages(source, docsDir, { root = process.cwd() } = {}) {
  /** @type {Problem[]} */
  const problems = [];
  const files = globSync(docsDir, /\.mdx?$/);
  /** @type {Map<string, string[]>} */
  const memberNames = new Map(); // member name -> types declaring it
  for (const [t, type] of Object.entries(source.types))
    for (const m of Object.keys(type.members)) memberNames.set(m, [...(memberNames.get(m) ?? []), t]);
  /** @type {Set<string>} */
  const rendered = new Set();
  for (const file of files) {
    const rel = relative(root, file);
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    let inFence = false;
    for (let i = 0; i < lines.length; i++) {
      if (/^\s*(```|~~~)/.test(lines[i])) inFence = !inFence;
      if (inFence) continue;
      const expr = /^\s*\{(\/\*.*\*\/)\}\s*$/.exec(lines[i]);
      const marker = expr && parseMarker(expr[1]);
      if (expr && /api-members/.test(expr[1]) && !marker)
        problems.push({ name: `${rel}:${i + 1}`, message: 'malformed api-members marker' });
      if (marker) {
        const type = source.types[marker.type];
        if (!type)
          problems.push({ name: `${rel}:${i + 1}`, message: `marker names ${marker.type}, which the member source does not have` });
        else {
          for (const n of [...(marker.pick ?? []), ...(marker.omit ?? [])])
            if (!type.members[n]) problems.push({ name: `${rel}:${i + 1}`, message: `${marker.type} has no member ${n}` });
          if (!marker.pick && !marker.omit && rel.split(/[\\/]/).includes('api')) rendered.add(marker.type);
        }
        let j = i + 1;
        while (j < lines.length && lines[j].trim() === '') j++;
        if (lines[j]?.trim().startsWith('|'))
          problems.push({
            name: `${rel}:${j + 1}`,
            message: `hand-written table after the ${marker.type} marker; the table is generated, delete it`,
          });
        continue;
      }
      // A hand-written table whose rows name members of documented types.
      if (lines[i].trim().startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '') && !lines[i - 1]?.trim().startsWith('|')) {
        const rows = [];
        for (let j = i + 2; j < lines.length && lines[j].trim().startsWith('|'); j++)
          rows.push(/^`([^`]+?)\??`$/.exec(cells(lines[j])[0] ?? '')?.[1]);
        const named = rows.filter((n) => n && memberNames.has(n));
        const header = cells(lines[i]).map((c) => c.toLowerCase());
        const looksLikeMembers =
          /^(name|member|option|options|prop|props|returned|field)$/.test(header[0] ?? '') ||
          header.some((h) => /^(type|default|required)$/.test(h));
        if (named.length >= 2 && named.length >= rows.length / 2 && looksLikeMembers) {
          problems.push({
            name: `${rel}:${i + 1}`,
            message: `hand-written members table (${named.slice(0, 3).join(', ')}…); render it with {/* api-members: Type pick=… */}`,
          });
        }
      }
    }
  }
  for (const t of Object.keys(source.types))
    if (!rendered.has(t)) problems.push({ name: t, message: 'no API page renders this type in full' });
  return problems;
}

/** @param {string} version @param {{ site?: string }} [options] */
export async function checkVersion(version, { site = process.cwd() } = {}) {
  const source = /** @type {import('../plugins/api-members/remark.mjs').DeclaredSource} every version has one */ (
    await loadSource(version, site)
  );
  const packageDir = join(site, 'node_modules', source.package);
  const declarations = loadDeclarations(join(packageDir, 'lib', 'index.d.ts'), source.notExported ?? NOT_EXPORTED);
  const docsDir = version === 'current' ? join(site, 'docs') : join(site, 'versioned_docs', `version-${version}`);
  const problems = [
    ...checkSource(source, declarations, { packageDir, nodeModules: join(site, 'node_modules') }),
    ...checkPages(source, docsDir, { root: site }),
  ];
  const members = Object.values(source.types).reduce((n, t) => n + Object.keys(t.members).length, 0);
  const behaviours = Object.values(source.types)
    .flatMap((t) => Object.values(t.members))
    .reduce((n, m) => n + (m.behaviour?.length ?? 0), 0);
  return {
    problems,
    summary: `Member descriptions ${version}: ${Object.keys(source.types).length} types, ${members} members, ${behaviours} behaviour statements with sources.`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--version');
  const versions = i > 0 ? [process.argv[i + 1]] : DOC_VERSIONS.map((version) => version.name);
  let failed = 0;
  for (const v of versions) {
    const { problems, summary } = await checkVersion(v);
    for (const p of problems) console.error(`${v}: ${p.name}: ${p.message}`);
    console.log(summary);
    failed += problems.length;
  }
  if (failed) console.error(`${failed} problem(s).`);
  process.exit(failed ? 1 : 0);
}
