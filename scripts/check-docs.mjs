// @ts-check
/**
 * The docs checks, one command, run per docs version (data/versions.mjs)
 * against that version's own packages; `npm test` runs each check of each
 * version as its own task.
 *
 *   node scripts/check-docs.mjs <check|all> [--version current|1.x] [files or folders]
 *   node scripts/check-docs.mjs code-blocks --stack 57   (the docs of the version an Expo SDK row runs,
 *                        against that SDK's stack: EXPO_STACKS in data/versions.mjs)
 *
 *   code-blocks          every ts/tsx block of the docs, and every demo screen the pages show,
 *                        type-checks as its own module (lib/code-blocks.mjs); files
 *                        may be named, a file's version following from its folder
 *   api-coverage         the pages against the package's declarations: every export is named on
 *                        api/overview.mdx, every `api-members` marker names an interface or enum
 *                        (and real members in pick=/omit=), every one is rendered in full on an
 *                        API page, components and hooks have their own page, no members table is
 *                        written by hand
 *   signatures           every `signature` marker names a declaration; no pasted declarations
 *   member-descriptions  the member source (api-reference/<version>) lists exactly the declared
 *                        members, one short description each, and every
 *                        behaviour statement names code that exists
 *   member-prose         prose links to a member's entry instead of restating its behaviour
 *                        (lib/member-prose.mjs)
 *
 * Without --version, every version. Prints one summary line per check and
 * version, each problem on its own line, and exits 1 when any check fails.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import { globSync } from '../lib/glob.mjs';
import { mdxParser, pageMarkers } from '../lib/mdx-nodes.mjs';
import { declarationsOf } from '../lib/public-api.mjs';
import { isSignature } from '../plugins/code-highlight/fragment.mjs';
import { pickedMembers, resolveMember, splitRef } from '../plugins/api-members/render.mjs';
import { DOC_VERSIONS, docVersion, expoStack, versionOfFile, versionOnStack } from '../data/versions.mjs';
import { writtenSource } from '../plugins/api-members/declared-source.mjs';
import { checkDocs, describeStack, extractCodeBlocks, isFragment, versionFiles } from '../lib/code-blocks.mjs';
import { checkVersion as checkProse } from '../lib/member-prose.mjs';

/**
 * @typedef {import('../data/versions.mjs').DocVersion} DocVersion
 * @typedef {import('../lib/public-api.mjs').Declarations} Declarations
 * @typedef {import('../api-reference/schema').MemberSource} MemberSource
 * @typedef {{ file: string, name: string, kind: 'missing' | 'invented' | 'malformed', message: string }} Problem
 */

const read = (/** @type {string} */ file) => readFileSync(file, 'utf8');

/**
 * Hand-written tables whose rows mostly name members of `memberNames` under a
 * members-like header: [{line, names}]. Such a table is rendered from a marker.
 * @param {string} text
 * @param {Set<string>} memberNames
 */
export function handWrittenMemberTables(text, memberNames) {
  /** @type {{ line: number, names: string[] }[]} */
  const found = [];
  /** A cell's source, its pipes left out. @param {import('mdast').TableCell} cell */
  const raw = (cell) =>
    text
      .slice(cell.position?.start.offset, cell.position?.end.offset)
      .replace(/^\||\|$/g, '')
      .trim();
  visit(mdxParser.parse(text), 'table', (table) => {
    const [header, ...rows] = table.children.map((row) => row.children.map(raw));
    const first = rows.map((cells) => /^`([^`]+?)\??`$/.exec(cells[0] ?? '')?.[1]);
    const names = /** @type {string[]} */ (first.filter((n) => n && memberNames.has(n)));
    const head = header.map((c) => c.toLowerCase());
    const membersHeader =
      /^(name|member|option|options|prop|props|returned|field)$/.test(head[0] ?? '') ||
      head.some((h) => /^(type|default|required)$/.test(h));
    if (names.length >= 2 && names.length >= rows.length / 2 && membersHeader) found.push({ line: table.position?.start.line ?? 0, names });
  });
  return found;
}

/**
 * Exports whose own page has another title. The spec names the context page
 * DragDropContext, while the package exports the context as SlotsContext.
 * @type {Record<string, string>}
 */
export const OWN_PAGE_TITLES = { SlotsContext: 'DragDropContext' };

/**
 * API coverage: a version's pages against its package's declarations.
 * @param {{ docsDir: string, declarations: Declarations, root?: string }} options
 */
export function checkApiCoverage({ docsDir, declarations: api, root = process.cwd() }) {
  const { exports, declarations } = api;
  /** @type {Problem[]} */
  const problems = [];
  /** @param {string} file @param {string} name @param {Problem['kind']} kind @param {string} message */
  const add = (file, name, kind, message) => problems.push({ file, name, kind, message });
  /** @param {string} f */
  const rel = (f) => relative(root, f) || f;
  const apiDir = join(docsDir, 'api');

  // 1. Every export is named, in backticks, on the overview.
  const overview = join(apiDir, 'overview.mdx');
  if (!existsSync(overview)) add(rel(overview), '-', 'malformed', 'overview page not found');
  const mentioned = new Set(
    [...(existsSync(overview) ? read(overview) : '').matchAll(/`([^`\n]+)`/g)].map((m) => /^[A-Za-z_$][\w$]*/.exec(m[1].trim())?.[0]),
  );
  for (const e of exports)
    if (!mentioned.has(e.name)) add(rel(overview), e.name, 'missing', `export (${e.kind}) is not mentioned in backticks on the overview`);

  // 2. Markers name interfaces and enums and their members; tables are never written by hand.
  const memberNames = new Set([...declarations.values()].flatMap((d) => d.members));
  const covered = new Map([...declarations.keys()].map((k) => [k, /** @type {Set<string>} */ (new Set())]));
  /** Types rendered in full on an API page. @type {Set<string>} */
  const full = new Set();
  /** API page title -> {file, full: the type names it renders in full}. @type {Map<string, { file: string, full: Set<string> }>} */
  const pages = new Map();
  let tables = 0;
  for (const file of globSync(docsDir, /\.mdx?$/)) {
    const text = read(file);
    const onApiPage = !relative(apiDir, file).startsWith('..');
    const title = /^---\r?\n[\s\S]*?^title:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(text)?.[1];
    /** @type {Set<string>} */
    const pageFull = new Set();
    if (title && onApiPage) pages.set(title, { file, full: pageFull });
    const { members, malformed } = pageMarkers(text);
    for (const m of malformed)
      if (m.kind === 'api-members') add(`${rel(file)}:${m.line}`, '-', 'malformed', 'malformed api-members marker');
    for (const { line, names } of handWrittenMemberTables(text, memberNames))
      add(
        `${rel(file)}:${line}`,
        names[0],
        'malformed',
        `hand-written members table (${names.slice(0, 3).join(', ')}…); render it with {/* api-members: Type pick=… */}`,
      );
    for (const marker of members) {
      tables++;
      const where = `${rel(file)}:${marker.line}`;
      if (marker.table) add(where, marker.type, 'malformed', 'a hand-written table follows the marker; the table is generated, delete it');
      const decl = declarations.get(marker.type);
      if (!decl) {
        const exp = exports.find((e) => e.name === marker.type);
        add(
          where,
          marker.type,
          'invented',
          exp
            ? `marker names a ${exp.kind}; only interfaces and enums have members tables`
            : 'marker names a declaration that the entry point does not export (and that is not allow-listed)',
        );
        continue;
      }
      const { pick, omit } = marker;
      for (const m of [...(pick ?? []), ...(omit ?? [])])
        if (!decl.members.includes(m)) add(where, `${marker.type}.${m}`, 'invented', 'marker names a member the declaration does not have');
      if (!onApiPage) continue;
      for (const m of pickedMembers(decl.members, marker)) covered.get(marker.type)?.add(m);
      if (!pick && !omit) {
        full.add(marker.type);
        pageFull.add(marker.type.replace(/^.*#/, ''));
      }
    }
  }

  // 3. Components, contexts and hooks each have their own page, rendering the types their declaration names in full.
  const documented = new Set([...declarations.keys()].map((k) => k.replace(/^.*#/, '')));
  for (const e of exports) {
    if (!((e.kind === 'function' || e.kind === 'const') && /^(?:[A-Z]|use[A-Z])/.test(e.name))) continue;
    const title = OWN_PAGE_TITLES[e.name] ?? e.name;
    const page = pages.get(title);
    if (!page) add(rel(apiDir), e.name, 'missing', `${e.kind} has no API page titled "${title}"`);
    else
      for (const type of e.references.filter((t) => documented.has(t) && !page.full.has(t)))
        add(
          rel(page.file),
          `${e.name}.${type}`,
          'missing',
          `the page of ${e.name} does not render ${type}, which its declaration names, in full`,
        );
  }

  // 4. Every interface and enum is rendered in full on an API page.
  let membersTotal = 0;
  let membersCovered = 0;
  for (const [name, decl] of declarations) {
    membersTotal += decl.members.length;
    membersCovered += covered.get(name)?.size ?? 0;
    if (!full.has(name))
      add(rel(apiDir), name, 'missing', `${decl.kind} is not rendered in full (an api-members marker without pick=/omit=) on any API page`);
  }
  return {
    problems,
    exportsTotal: exports.length,
    exportsMentioned: exports.filter((e) => mentioned.has(e.name)).length,
    membersTotal,
    membersCovered,
    tables,
  };
}

/** Whether every statement of a piece of TypeScript is an exported declaration. @param {string} code */
function onlyExportedDeclarations(code) {
  const { statements } = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
  return (
    statements.length > 0 &&
    statements.every((s) => (ts.canHaveModifiers(s) ? ts.getModifiers(s) : undefined)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
  );
}

/**
 * Signatures are printed from the package, never pasted: every marker names a
 * declaration, no block is a hand-written `signature`, and no `fragment` is
 * made only of exported declarations (a signature in disguise).
 * @param {string} page
 * @param {string} text
 * @param {{ has(name: string): boolean }} declarations
 */
export function checkSignatures(page, text, declarations) {
  const { signatures, malformed } = pageMarkers(text);
  const problems = [
    ...malformed.filter((m) => m.kind === 'signature').map((m) => `${page}:${m.line}: malformed signature marker`),
    ...signatures.filter((s) => !declarations.has(s.name)).map((s) => `${page}:${s.line}: ${s.name} is not declared in the package`),
  ];
  for (const block of extractCodeBlocks(text)) {
    if (block.lang !== 'ts' && block.lang !== 'tsx') continue;
    if (isSignature(block.meta)) problems.push(`${page}:${block.line}: a hand-written signature block; use {/* signature: Name */}`);
    else if (isFragment(block.meta) && onlyExportedDeclarations(block.code))
      problems.push(`${page}:${block.line}: a fragment made of declarations is a signature; use {/* signature: Name */}`);
  }
  return { problems, checked: signatures.length };
}

/** Longest description a members row may have, in words (link targets not counted), and most sentences. */
export const MAX_DESCRIPTION_WORDS = 40;
export const MAX_DESCRIPTION_SENTENCES = 2;

/**
 * Words and sentences of a description as a reader sees them: inline code is
 * one word, link targets none, and a sentence ends at `.`, `!` or `?` before
 * the end or a space and a capital, code or link.
 * @param {string} text inline Markdown
 */
export function descriptionSize(text) {
  const plain = text
    .replace(/`[^`]*`/g, 'CODE')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[[\]]/g, '');
  return {
    words: plain.split(/\s+/).filter(Boolean).length,
    sentences: plain.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/).filter((s) => s.trim()).length,
  };
}

/**
 * `hooks/useDraggable.ts#gesture` -> {file, symbol}, or null. Dependency sources may also be native files
 * (`.m`, `.mm`, `.kt`, `.java`), for what a platform does (Gesture Handler's apple/ and android/).
 * @param {string} ref
 */
export function parseSourceRef(ref) {
  const m = /^([\w@./-]+\.(?:tsx?|jsx?|mm?|kt|java))#([\w$.]+)$/.exec(ref);
  return m ? { file: m[1], symbol: m[2] } : null;
}

/**
 * The member source against the package: every exported interface and enum
 * (and NOT_EXPORTED declaration) with exactly its declared members (a
 * string-literal union, if listed, with exactly its literals; the pages
 * order rows as declared, plugins/api-members/declared-source.mjs); a shared entry cites the version's tag; one description per member
 * (or `same`), at most two sentences and 40 words, never written twice; every
 * behaviour statement names a source whose symbol occurs in the file: the
 * published build (`lib/<path>.js`) for the library, node_modules for a dependency.
 * @param {MemberSource} source
 * @param {Declarations} api
 * @param {{ packageDir: string, dependencies?: Record<string, string>, nodeModules?: string }} where
 */
export function checkSource(source, api, { packageDir, dependencies = source.dependencies ?? {}, nodeModules = 'node_modules' }) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} name @param {string} message */
  const add = (name, message) => problems.push(`${name}: ${message}`);
  /** name -> {kind, members}, for the interfaces, enums and literal unions the source may document */
  const declared = new Map(
    [...api.exports.map((e) => e.name), ...api.notExported]
      .map((name) => /** @type {const} */ ([name, api.shape(name)]))
      .filter(([, shape]) => shape.kind !== 'other'),
  );
  for (const [name, { kind }] of declared)
    if (kind !== 'union' && !source.types[name]) add(name, `declared ${kind} is missing from the member source`);
  /** @type {Map<string, string>} */
  const descriptions = new Map();
  /** @type {Map<string, string | null>} */
  const files = new Map();
  for (const [typeName, type] of Object.entries(source.types)) {
    const shape = declared.get(typeName);
    if (!shape) {
      add(typeName, 'the member source documents a type the package does not declare (or export)');
      continue;
    }
    const names = shape.members.map((m) => m.name);
    const listed = Object.keys(type.members);
    for (const m of names) if (!listed.includes(m)) add(`${typeName}.${m}`, 'declared member is missing from the member source');
    for (const m of listed) {
      const where = `${typeName}.${m}`;
      if (!names.includes(m)) {
        add(where, 'the member source lists a member the declaration does not have');
        continue;
      }
      try {
        if (!resolveMember(source, typeName, m).description) add(where, 'no description');
      } catch (error) {
        add(where, `"same" does not resolve: ${/** @type {Error} */ (error).message}`);
        continue;
      }
      const own = type.members[m];
      if (own.tags && !own.tags.includes(source.tag)) add(where, `a shared entry that does not cite ${source.tag}`);
      if (own.same) {
        if (splitRef(own.same)[0] === typeName) add(where, '"same" points into its own type');
      } else if (own.description) {
        const { words, sentences } = descriptionSize(own.description);
        const move = 'move edge cases and timing to behaviour';
        if (sentences > MAX_DESCRIPTION_SENTENCES)
          add(where, `description has ${sentences} sentences (at most ${MAX_DESCRIPTION_SENTENCES}); ${move}`);
        if (words > MAX_DESCRIPTION_WORDS) add(where, `description has ${words} words (at most ${MAX_DESCRIPTION_WORDS}); ${move}`);
        const first = descriptions.get(own.description);
        if (first) add(where, `same description text as ${first}: point to it with "same" instead of repeating it`);
        else descriptions.set(own.description, where);
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
          const [first, ...rest] = ref.file.split('/');
          const path = dependencies[first]
            ? join(nodeModules, dependencies[first], ...rest)
            : join(packageDir, 'lib', ref.file.replace(/\.(tsx?|jsx?)$/, '.js'));
          if (!files.has(path)) files.set(path, existsSync(path) ? read(path) : null);
          const text = files.get(path);
          const symbol = /** @type {string} */ (ref.symbol.split('.').pop());
          if (text === null || text === undefined) add(where, `source "${s}": ${path} does not exist`);
          else if (!new RegExp(`(^|[^\\w$])${symbol.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(text))
            add(where, `source "${s}": ${symbol} does not occur in ${path}`);
        }
      }
    }
  }
  return problems;
}

/** @typedef {(version: DocVersion, files: string[]) => Promise<{ problems: string[], summary: string }>} Check */

/** @type {Record<string, Check>} */
export const CHECKS = {
  'code-blocks': async (version, files) => {
    const { docs, demos } = versionFiles(version);
    const list = files.length ? files : [...docs, ...demos];
    const { checked, skipped, errors } = checkDocs(list, { version });
    const screens = list.filter((f) => f.endsWith('.tsx')).length;
    return {
      problems: errors,
      summary: `${list.length - screens} doc files, ${screens} demos against ${describeStack(version)}: ${checked} type-checked, ${skipped} fragments skipped.`,
    };
  },
  'api-coverage': async (version) => {
    const result = checkApiCoverage({ docsDir: version.docs, declarations: declarationsOf(version) });
    const pct = Math.floor((result.membersCovered / (result.membersTotal || 1)) * 1000) / 10;
    return {
      problems: result.problems.map((p) => `${p.file}: ${p.name}: ${p.message}`),
      summary: `${result.membersCovered}/${result.membersTotal} members (${pct}%), ${result.exportsMentioned}/${result.exportsTotal} exports, ${result.tables} markers.`,
    };
  },
  signatures: async (version) => {
    const declarations = declarationsOf(version);
    let markers = 0;
    const problems = globSync(join(version.docs, 'api'), /\.mdx?$/).flatMap((page) => {
      const result = checkSignatures(page, read(page), declarations);
      markers += result.checked;
      return result.problems;
    });
    return { problems, summary: `${markers} markers checked.` };
  },
  'member-descriptions': async (version) => {
    const source = /** @type {MemberSource} */ (await writtenSource(version.name));
    const packageDir = join('node_modules', /** @type {string} */ (version.modules['react-native-reanimated-dnd']));
    const members = Object.values(source.types).flatMap((t) => Object.values(t.members));
    return {
      problems: checkSource(source, declarationsOf(version), { packageDir }),
      summary: `${Object.keys(source.types).length} types, ${members.length} members, ${members.reduce((n, m) => n + (m.behaviour?.length ?? 0), 0)} behaviour statements with sources.`,
    };
  },
  'member-prose': async (version) => {
    const findings = await checkProse(version.name);
    return {
      problems: findings.map((f) => `${f.file}:${f.line}: \`${f.member}\` behaviour restated without a link to its entry:\n    ${f.text}`),
      summary: 'every page checked for prose restating a member entry.',
    };
  },
};

/**
 * Runs checks and prints what they find; resolves to the number of problems.
 * @param {string} name a check of CHECKS, or `all`
 * @param {{ version?: string, stack?: number, files?: string[] }} [options] without a version, every version (named files: the version of
 *   each file's folder); with a stack, that Expo SDK row's version against the row's packages
 */
export async function runChecks(name, { version, stack, files = [] } = {}) {
  if (name !== 'all' && !CHECKS[name]) throw new Error(`Unknown check "${name}"; one of: ${Object.keys(CHECKS).join(', ')}, all`);
  const paths = files.flatMap((t) => (statSync(t).isDirectory() ? globSync(t, /(\.mdx?|Screen\.tsx)$/) : [t]));
  let failed = 0;
  const versions = stack ? [versionOnStack(expoStack(stack))] : version ? [docVersion(version)] : DOC_VERSIONS;
  for (const v of versions) {
    const own = version || stack ? paths : paths.filter((f) => versionOfFile(f) === v);
    if (paths.length && !own.length) continue;
    for (const check of name === 'all' ? Object.keys(CHECKS) : [name]) {
      const { problems, summary } = await CHECKS[check](v, own);
      for (const p of problems) console.error(p);
      console.log(`${check} (${v.name}, ${v.label}): ${summary} ${problems.length} problem(s).`);
      failed += problems.length;
    }
  }
  return failed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string' }, stack: { type: 'string' } },
  });
  const [name = 'all', ...files] = positionals;
  process.exitCode = (await runChecks(name, { version: values.version, stack: Number(values.stack) || undefined, files })) ? 1 : 0;
}
