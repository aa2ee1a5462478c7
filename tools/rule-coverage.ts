/**
 * Rule coverage: which rule IDs of a system's spec are cited in the code,
 * the tests and the decisions doc.
 *
 *   npx tsx tools/rule-coverage.ts red-strike [--spec FILE] [--all | --uncited] [--json]
 *   npx tsx tools/rule-coverage.ts panzer-battles --uncited
 *
 * The spec is `../shared/rules/<system>.md` beside the repository unless
 * --spec names another file. A rule is defined where its ID opens a line in
 * bold (`**RS-GCB-1** ...`), opens a list item in bold (`- **PB-GEN-01** ...`,
 * the Panzer Battles spec's form) or opens the first cell of a table row
 * (`| RS-GCB-40 | ...`, `| PB-DIFF-01 | ...`). Its tier comes from (in order):
 *   1. a tag right after the ID (`**RS-MAP-5** [EXT]`; `[advanced]` is EXT);
 *   2. the tag of the nearest heading above it, a `###` heading without a tag
 *      inheriting its `##` parent's tag. A per-line parse misses these IDs,
 *      which is why it undercounts the core rules.
 * A heading tagged with both tiers (`[CORE/EXT]`, `[CORE; transport EXT]`,
 * `[CORE for ground; EXT for others]`) is "mixed": the spec (§0.2) says its
 * individual rules "are tagged where it matters", so an untagged rule there
 * counts as CORE. Headings with no tag at all (the RS-AMB list, the
 * abbreviations) give "untagged". A spec with no tier tags at all (Panzer
 * Battles) has only untagged rules: the summary and the list of uncovered IDs
 * are then about all of them instead of the CORE ones.
 *
 * A citation is the ID as a whole word (RS-GCB-4 is not RS-GCB-40 nor
 * RS-GCB-40a); a range `RS-GND-20..25` cites every ID in it, `RS-MAP-7/8` both.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Tier = 'CORE' | 'EXT' | 'untagged';

export interface RuleId {
  readonly id: string;
  readonly tier: Tier;
  /** 1-based line of the definition in the spec. */
  readonly line: number;
  /** Where the tier came from: the rule's own tag or its heading. */
  readonly from: 'rule' | 'heading';
}

type HeadingTier = 'CORE' | 'EXT' | 'mixed' | 'none';

const ID_RE = /^[A-Z]+-[A-Z]+-\d+[a-z]?$/;

/** Reads a bracketed tier tag such as `[CORE/EXT]` or `[EXT, advanced]`. */
function tagTier(text: string): HeadingTier {
  const tags = [...text.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  const tag = tags.find((t) => /\b(CORE|EXT|advanced)\b/.test(t));
  if (tag === undefined) return 'none';
  const core = /\bCORE\b/.test(tag);
  const ext = /\bEXT\b|\badvanced\b/.test(tag);
  if (core && ext) return 'mixed';
  return core ? 'CORE' : 'EXT';
}

/** Lists the rule IDs a spec defines, with their tiers (see the file header). */
export function parseSpec(text: string): RuleId[] {
  const rules: RuleId[] = [];
  const seen = new Set<string>();
  let h2: HeadingTier = 'none';
  let current: HeadingTier = 'none';
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 0;
      const own = tagTier(heading[2] ?? '');
      if (level <= 2) {
        h2 = own;
        current = own;
      } else {
        current = own === 'none' ? h2 : own;
      }
      return;
    }
    const def =
      /^(?:[-*]\s+)?\*\*([A-Z]+-[A-Z]+-\d+[a-z]?)\*\*\s*(.*)$/.exec(line) ??
      /^\|\s*([A-Z]+-[A-Z]+-\d+[a-z]?)\s*\|(.*)$/.exec(line);
    if (!def) return;
    const id = def[1] ?? '';
    if (!ID_RE.test(id) || seen.has(id)) return;
    seen.add(id);
    // Only a tag right after the ID is the rule's own (later brackets are prose).
    const own = tagTier(/^\s*(\[[^\]]*\])/.exec(def[2] ?? '')?.[1] ?? '');
    if (own !== 'none') {
      rules.push({ id, tier: own === 'EXT' ? 'EXT' : 'CORE', line: index + 1, from: 'rule' });
      return;
    }
    const tier: Tier = current === 'EXT' ? 'EXT' : current === 'none' ? 'untagged' : 'CORE';
    rules.push({ id, tier, line: index + 1, from: 'heading' });
  });
  return rules;
}

/**
 * Every ID a text cites: `RS-GCB-40`, ranges `RS-GND-20..25` / `RS-GND-20–25`, and alternatives
 * `RS-MAP-7/8`, `RS-GCB-40a/40b` (each one cited).
 */
export function citedIds(text: string, prefix: string): Set<string> {
  const out = new Set<string>();
  const re = new RegExp(
    `\\b${prefix}-([A-Z]+)-(\\d+[a-z]?)((?:/\\d+[a-z]?)*)(?:(?:\\.\\.|–)(\\d+))?(?![0-9A-Za-z])`,
    'g',
  );
  for (const m of text.matchAll(re)) {
    const area = m[1] ?? '';
    const first = m[2] ?? '';
    out.add(`${prefix}-${area}-${first}`);
    for (const alt of (m[3] ?? '').split('/').filter(Boolean)) out.add(`${prefix}-${area}-${alt}`);
    if (m[4] !== undefined) {
      const from = parseInt(first, 10);
      const to = Number(m[4]);
      // Zero-padded IDs (PB-UI-01..14) keep the width of the range's first number.
      const width = /^\d+/.exec(first)?.[0].length ?? 1;
      for (let n = from; n <= to && to - from <= 50; n++)
        out.add(`${prefix}-${area}-${String(n).padStart(width, '0')}`);
    }
  }
  return out;
}

function walk(path: string, into: string[]): string[] {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return into;
  if (st.isFile()) {
    if (/\.(ts|tsx|json|md)$/.test(path)) into.push(path);
    return into;
  }
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    walk(join(path, name), into);
  }
  return into;
}

function citationsIn(paths: readonly string[], prefix: string): Set<string> {
  const all = new Set<string>();
  for (const file of paths.flatMap((p) => walk(p, []))) {
    for (const id of citedIds(readFileSync(file, 'utf8'), prefix)) all.add(id);
  }
  return all;
}

/** One rule with where it is cited. */
export interface CoverageRow extends RuleId {
  readonly src: boolean;
  readonly test: boolean;
  readonly docs: boolean;
}

export interface Citations {
  readonly src: ReadonlySet<string>;
  readonly test: ReadonlySet<string>;
  readonly docs: ReadonlySet<string>;
}

export function coverageRows(rules: readonly RuleId[], cited: Citations): CoverageRow[] {
  return rules.map((r) => ({
    ...r,
    src: cited.src.has(r.id),
    test: cited.test.has(r.id),
    docs: cited.docs.has(r.id),
  }));
}

/**
 * The text report. `all` lists every rule; `uncited` only those cited nowhere; by default the
 * uncovered ones (neither in src and test nor decided). The summary and the default list are about
 * the CORE rules, or about every rule when the spec tags none (see the file header).
 */
export function report(rows: readonly CoverageRow[], mode: 'uncovered' | 'all' | 'uncited'): string[] {
  const out: string[] = [];
  const count = (t: Tier): number => rows.filter((r) => r.tier === t).length;
  const tagged = rows.some((r) => r.tier !== 'untagged');
  const scope = tagged ? rows.filter((r) => r.tier === 'CORE') : rows;
  const label = tagged ? 'CORE' : 'All';
  const ids = tagged ? 'CORE IDs' : 'IDs';
  const n = (pred: (r: CoverageRow) => boolean): number => scope.filter(pred).length;
  const covered = (r: CoverageRow): boolean => (r.src && r.test) || r.docs;
  const nowhere = (r: CoverageRow): boolean => !r.src && !r.test && !r.docs;
  out.push(
    `${rows.length} rule IDs: ${count('CORE')} CORE, ${count('EXT')} EXT, ${count('untagged')} untagged`,
  );
  out.push(
    `${label} cited: src ${n((r) => r.src)}, test ${n((r) => r.test)}, decisions ${n((r) => r.docs)}; ` +
      `src+test ${n((r) => r.src && r.test)}; ` +
      `covered (src+test, or decided) ${n(covered)}; ` +
      `uncited anywhere ${n(nowhere)}`,
  );
  const mark = (r: CoverageRow): string => `${r.src ? 'S' : '-'}${r.test ? 'T' : '-'}${r.docs ? 'D' : '-'}`;
  const shown =
    mode === 'all' ? rows : mode === 'uncited' ? scope.filter(nowhere) : scope.filter((r) => !covered(r));
  out.push(
    mode === 'all'
      ? 'ID  tier  S=src T=test D=decisions'
      : mode === 'uncited'
        ? `${ids} cited nowhere (S=src T=test D=decisions):`
        : `Uncovered ${ids} (S=src T=test D=decisions):`,
  );
  for (const r of shown) out.push(`  ${r.id.padEnd(14)} ${r.tier.padEnd(8)} ${mark(r)}  spec line ${r.line}`);
  return out;
}

function main(argv: readonly string[]): void {
  const system = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--spec');
  if (!system) {
    console.error('usage: tsx tools/rule-coverage.ts <system> [--spec FILE] [--all | --uncited] [--json]');
    process.exit(2);
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const specArg = argv.indexOf('--spec');
  const spec =
    specArg >= 0 && argv[specArg + 1]
      ? resolve(argv[specArg + 1] ?? '')
      : resolve(root, '..', 'shared', 'rules', `${system}.md`);
  const rules = parseSpec(readFileSync(spec, 'utf8'));
  if (rules.length === 0) {
    console.error(`no rule IDs found in ${relative(root, spec)}`);
    process.exit(1);
  }
  const prefix = rules[0]?.id.split('-')[0] ?? '';
  const rows = coverageRows(rules, {
    src: citationsIn([join(root, 'src')], prefix),
    test: citationsIn([join(root, 'test')], prefix),
    docs: citationsIn([join(root, 'docs', 'rules-decisions.md')], prefix),
  });
  if (argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const mode = argv.includes('--all') ? 'all' : argv.includes('--uncited') ? 'uncited' : 'uncovered';
  for (const line of report(rows, mode)) console.log(line);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
