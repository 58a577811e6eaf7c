// @ts-check
/**
 * API drift check: compares the API reference (docs/api) with the published
 * type declarations of react-native-reanimated-dnd.
 *
 * Convention: every members table in the API pages is preceded by an MDX
 * comment on its own line, `{/* api-members: Name *\/}`, then the table. The
 * first column of each row holds one member name in backticks (a trailing `?`
 * is ignored). Index signatures are written as `[key: string]`.
 *
 * The check fails (exit 1) when:
 *   - an export of the entry point is not mentioned in backticks on overview.mdx;
 *   - an exported interface or enum has no members table under the docs folder;
 *   - a table misses a member of its declaration (inherited members count);
 *   - a table lists a name the declaration does not have;
 *   - a marker names something that is neither an exported interface/enum nor
 *     an allow-listed declaration (see NOT_EXPORTED_ALLOWED);
 *   - with `ownPages` (every real docs version): a component, context or hook
 *     (an exported function or const named `Name` or `useName`) has no API
 *     page titled by its name, or that page does not render, in full (no
 *     pick=/omit=), the table of every documented interface its declaration
 *     names (its props, options and return type).
 *
 * Per docs version (src/data/versions.mjs): docs/api against the
 * current package, versioned_docs/version-1.x/api against the 1.1.0 package
 * (installed as react-native-reanimated-dnd-v1, its peers resolved through
 * the same module mapping as the code-block check).
 *
 * A version may have a committed pending list (JSON, `names`): exports and
 * members of its package not documented yet. A missing name on that list is
 * reported as pending instead of failing; every other missing name fails, an
 * invented name always fails, and a listed name that is no longer missing
 * fails until it is taken off the list, so the list can only shrink.
 *
 * Usage: node scripts/check-api-coverage.mjs                (every version)
 *        node scripts/check-api-coverage.mjs --version 1.x
 *        node scripts/check-api-coverage.mjs --docs docs/api --entry path/to/index.d.ts [--pending file.json]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { globSync } from '../lib/glob.mjs';
import { DOC_VERSIONS, apiEntry, docVersion, tsPaths } from '../src/data/versions.mjs';
import { NOT_EXPORTED_ALLOWED, loadApi } from '../lib/public-api.mjs';
import { parseMarker } from '../plugins/api-members/render.mjs';

const DEFAULT_DOCS = 'docs/api';

/**
 * @typedef {{ file: string, name: string, kind: 'missing' | 'invented' | 'malformed' | 'stale', message: string }} Problem
 * @typedef {{ member: string, line: number }} TableRow
 * @typedef {{ name: string, line: number, rows: TableRow[] | null, pick?: string[] | null, omit?: string[] | null, problems: string[] }} MemberTable
 * @typedef {ReturnType<typeof checkApiCoverage>} CoverageResult
 */

/**
 * Exports whose own page has another title. The spec names the context page
 * DragDropContext, while the package exports the context as SlotsContext.
 * @type {Record<string, string>}
 */
export const OWN_PAGE_TITLES = { SlotsContext: 'DragDropContext' };

const MARKER = /^\s*\{\/\*\s*api-members:\s*(.+?)\s*\*\/\}\s*$/;

/** Names in backticks, reduced to their leading identifier (`Draggable.Handle` -> Draggable). @param {string} text */
function backtickedIdentifiers(text) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const id = /^[A-Za-z_$][\w$]*/.exec(m[1].trim());
    if (id) out.add(id[0]);
  }
  return out;
}

/** Splits a Markdown table row into cells, honouring `\|`. @param {string} row */
function cells(row) {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim());
}

/**
 * Finds every api-members table in one file: [{name, line, rows: [{member, line}], problems}].
 * With `generated` (a version whose tables are built from its member source,
 * src/api-reference/<version>), a marker stands for its table: `rows` is null
 * and `pick`/`omit` say which members it shows.
 * @param {string} text
 * @param {{ generated?: boolean }} [options]
 * @returns {MemberTable[]}
 */
export function parseMemberTables(text, { generated = false } = {}) {
  const lines = text.split(/\r?\n/);
  /** @type {MemberTable[]} */
  const tables = [];
  for (let i = 0; i < lines.length; i++) {
    if (generated) {
      const marker = parseMarker(lines[i].trim().replace(/^\{/, '').replace(/\}$/, ''));
      if (marker) tables.push({ name: marker.type, line: i + 1, rows: null, pick: marker.pick, omit: marker.omit, problems: [] });
      continue;
    }
    const m = MARKER.exec(lines[i]);
    if (!m) continue;
    /** @type {TableRow[]} */
    const rows = [];
    const table = { name: m[1], line: i + 1, rows, problems: /** @type {string[]} */ ([]) };
    tables.push(table);
    let j = i + 1;
    while (j < lines.length && lines[j].trim() === '') j++;
    if (j >= lines.length || !lines[j].trim().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(lines[j + 1] ?? '')) {
      table.problems.push('marker is not followed by a Markdown table');
      continue;
    }
    for (j += 2; j < lines.length && lines[j].trim().startsWith('|'); j++) {
      const first = cells(lines[j])[0] ?? '';
      const code = /`([^`]+)`/.exec(first);
      if (!code) {
        table.problems.push(`row on line ${j + 1} has no member name in backticks`);
        continue;
      }
      rows.push({ member: code[1].trim().replace(/\?$/, ''), line: j + 1 });
    }
    i = j - 1;
  }
  return tables;
}

/**
 * Runs the check. Returns {problems: [{file, name, message}], exportsTotal,
 * exportsMentioned, membersTotal, membersCovered, tables}.
 * @param {{ docsDir?: string, entry?: string, allowed?: Record<string, { file: string, name: string }>, root?: string,
 *   paths?: Record<string, string[]>, generated?: boolean, ownPages?: boolean }} [options]
 */
export function checkApiCoverage({
  docsDir = DEFAULT_DOCS,
  entry = apiEntry(docVersion('current')),
  allowed = NOT_EXPORTED_ALLOWED,
  root = process.cwd(),
  paths,
  generated = false,
  ownPages = false,
} = {}) {
  const { exports, declarations } = loadApi(entry, allowed, { paths, root });
  /** @type {Problem[]} */
  const problems = [];
  /** @param {string} f */
  const rel = (f) => relative(root, f) || f;

  // 1. Every export is mentioned on the overview page.
  const overview = join(docsDir, 'overview.mdx');
  let overviewText = '';
  try {
    overviewText = readFileSync(overview, 'utf8');
  } catch {
    problems.push({ file: rel(overview), name: '-', kind: 'malformed', message: 'overview page not found' });
  }
  const mentioned = backtickedIdentifiers(overviewText);
  let exportsMentioned = 0;
  for (const e of exports) {
    if (mentioned.has(e.name)) exportsMentioned++;
    else
      problems.push({
        file: rel(overview),
        name: e.name,
        kind: 'missing',
        message: `export (${e.kind}) is not mentioned in backticks on the overview`,
      });
  }

  // 2. Tables: every marker names a known declaration; rows match members.
  const files = statSync(docsDir).isDirectory() ? globSync(docsDir, /\.mdx?$/) : [docsDir];
  const covered = new Map([...declarations.keys()].map((k) => [k, /** @type {Set<string>} */ (new Set())]));
  /** @type {Set<string>} */
  const tabled = new Set();
  /**
   * Page title -> {file, full: names of the types it renders in full (allow-listed keys reduced to the name after #)}
   * @type {Map<string, { file: string, full: Set<string> }>}
   */
  const pages = new Map();
  let tableCount = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const title = /^---\r?\n[\s\S]*?^title:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(text)?.[1];
    /** @type {Set<string>} */
    const full = new Set();
    if (title) pages.set(title, { file, full });
    for (const table of parseMemberTables(text, { generated })) {
      if (!table.pick && !table.omit) full.add(table.name.replace(/^.*#/, ''));
      tableCount++;
      const where = `${rel(file)}:${table.line}`;
      for (const p of table.problems) problems.push({ file: where, name: table.name, kind: 'malformed', message: p });
      const decl = declarations.get(table.name);
      if (decl) tabled.add(table.name);
      if (!decl) {
        const exp = exports.find((e) => e.name === table.name);
        const message = exp
          ? `marker names a ${exp.kind}; only interfaces and enums have members tables`
          : 'marker names a declaration that the entry point does not export (and that is not allow-listed)';
        problems.push({ file: where, name: table.name, kind: 'invented', message });
        continue;
      }
      if (table.rows === null) {
        // Generated from the member source, which check-member-descriptions
        // proves equal to the declaration; pick/omit show part of it.
        const { pick, omit } = table;
        const shown = decl.members.filter((m) => (!pick || pick.includes(m)) && !omit?.includes(m));
        for (const m of [...(table.pick ?? []), ...(table.omit ?? [])]) {
          if (!decl.members.includes(m))
            problems.push({
              file: where,
              name: `${table.name}.${m}`,
              kind: 'invented',
              message: 'marker names a member the declaration does not have',
            });
        }
        for (const m of shown) covered.get(table.name)?.add(m);
        continue;
      }
      /** @type {Set<string>} */
      const listed = new Set();
      for (const row of table.rows) {
        if (listed.has(row.member)) {
          problems.push({
            file: `${rel(file)}:${row.line}`,
            name: `${table.name}.${row.member}`,
            kind: 'malformed',
            message: 'member listed twice in the same table',
          });
        }
        listed.add(row.member);
        if (decl.members.includes(row.member)) covered.get(table.name)?.add(row.member);
        else
          problems.push({
            file: `${rel(file)}:${row.line}`,
            name: `${table.name}.${row.member}`,
            kind: 'invented',
            message: 'table lists a member the declaration does not have',
          });
      }
      for (const member of decl.members) {
        if (!listed.has(member))
          problems.push({ file: where, name: `${table.name}.${member}`, kind: 'missing', message: 'table misses this member' });
      }
    }
  }

  // 3. Components, contexts and hooks each have their own page with their types in full.
  if (ownPages) {
    const documented = new Set([...declarations.keys()].map((k) => k.replace(/^.*#/, '')));
    for (const e of exports) {
      if (!((e.kind === 'function' || e.kind === 'const') && /^(?:[A-Z]|use[A-Z])/.test(e.name))) continue;
      const title = OWN_PAGE_TITLES[e.name] ?? e.name;
      const page = pages.get(title);
      if (!page) {
        problems.push({ file: rel(docsDir), name: e.name, kind: 'missing', message: `${e.kind} has no API page titled "${title}"` });
        continue;
      }
      for (const type of e.references.filter((t) => documented.has(t))) {
        if (!page.full.has(type))
          problems.push({
            file: rel(page.file),
            name: `${e.name}.${type}`,
            kind: 'missing',
            message: `the page of ${e.name} does not render ${type}, which its declaration names, in full`,
          });
      }
    }
  }

  // 4. Every exported interface and enum has at least one table.
  let membersTotal = 0;
  let membersCovered = 0;
  for (const [name, decl] of declarations) {
    if (decl.allowListed) continue;
    membersTotal += decl.members.length;
    membersCovered += /** @type {Set<string>} one per declaration */ (covered.get(name)).size;
    if (!tabled.has(name))
      problems.push({ file: rel(docsDir), name, kind: 'missing', message: `exported ${decl.kind} has no api-members table` });
  }

  return { problems, exports, exportsTotal: exports.length, exportsMentioned, membersTotal, membersCovered, tables: tableCount };
}

/**
 * Splits a result's problems by a pending list (names not documented yet).
 * Returns {failures, pending}: a missing name on the list is pending; every
 * other problem fails; a listed name with nothing missing under it (now
 * documented, or not in the package at all) fails, as does a name listed twice.
 * @param {{ problems: Problem[] }} result
 * @param {string[]} [names]
 * @param {string} [listFile]
 */
export function applyPending(result, names = [], listFile = 'pending list') {
  /** @type {Set<string>} */
  const listed = new Set();
  /** @type {Problem[]} */
  const failures = [];
  for (const name of names) {
    if (listed.has(name)) failures.push({ file: listFile, name, kind: 'stale', message: 'listed twice in the pending list' });
    listed.add(name);
  }
  /** @type {Set<string>} */
  const used = new Set();
  /** @type {Problem[]} */
  const pending = [];
  for (const problem of result.problems) {
    if (problem.kind === 'missing' && listed.has(problem.name)) {
      pending.push(problem);
      used.add(problem.name);
    } else failures.push(problem);
  }
  for (const name of listed) {
    if (!used.has(name)) {
      failures.push({
        file: listFile,
        name,
        kind: 'stale',
        message:
          'listed as pending but nothing under this name is missing (documented now, or not in the package): remove it from the list',
      });
    }
  }
  return { failures, pending, pendingNames: [...used].sort() };
}

/** Reads a pending list file: {"names": [...]}. @param {string} file @returns {string[]} */
function readPending(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data.names) || data.names.some((/** @type {unknown} */ n) => typeof n !== 'string')) {
    throw new Error(`${file}: expected {"names": [string, ...]}`);
  }
  return data.names;
}

/**
 * Runs the check for one docs version (see src/data/versions.mjs).
 * @param {import('../src/data/versions.mjs').DocVersion} version
 * @param {{ root?: string }} [options]
 */
export function checkVersion(version, { root = process.cwd() } = {}) {
  const result = checkApiCoverage({
    // Versions with a member source render their tables from it at build time.
    generated: existsSync(join(root, 'src', 'api-reference', version.name, 'index.mjs')),
    docsDir: join(version.docs, 'api'),
    ownPages: true,
    entry: apiEntry(version),
    paths: tsPaths(version),
    root,
  });
  const names = version.pendingApi ? readPending(join(root, version.pendingApi)) : [];
  return { ...result, ...applyPending(result, names, version.pendingApi ?? 'pending list') };
}

/** @param {CoverageResult} r */
function formatSummary(r) {
  const pct = r.membersTotal ? Math.floor((r.membersCovered / r.membersTotal) * 1000) / 10 : 100;
  return `API coverage: ${r.membersCovered}/${r.membersTotal} members (${pct}%), ${r.exportsMentioned}/${r.exportsTotal} exports, ${r.tables} tables checked.`;
}

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ docsDir?: string, entry?: string, allowed?: Record<string, { file: string, name: string }>, pending?: string, version?: string }} */
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--docs') opts.docsDir = argv[++i];
    else if (argv[i] === '--entry') {
      opts.entry = argv[++i];
      opts.allowed = {}; // the allow-list describes the real package only
    } else if (argv[i] === '--pending') opts.pending = argv[++i];
    else if (argv[i] === '--version') opts.version = argv[++i];
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  return opts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { version, pending, ...opts } = parseArgs(process.argv.slice(2));
  const runs = [];
  if (opts.docsDir || opts.entry) {
    const result = checkApiCoverage(opts);
    runs.push({
      label: opts.docsDir ?? DEFAULT_DOCS,
      result: { ...result, ...applyPending(result, pending ? readPending(pending) : [], pending) },
    });
  } else {
    for (const v of version ? [docVersion(version)] : DOC_VERSIONS) {
      runs.push({ label: `${v.name}, ${v.label}: ${v.docs}/api vs ${apiEntry(v)}`, result: checkVersion(v) });
    }
  }
  let failed = 0;
  for (const { label, result } of runs) {
    for (const p of result.failures) console.error(`${p.file}: ${p.name}: ${p.message}`);
    const pendingNote = result.pendingNames.length
      ? ` ${result.pendingNames.length} name(s) pending (not yet documented, ${result.pending.length} gap(s)).`
      : '';
    console.log(`[${label}] ${formatSummary(result)}${pendingNote} ${result.failures.length} failure(s).`);
    failed += result.failures.length;
  }
  process.exit(failed ? 1 : 0);
}
