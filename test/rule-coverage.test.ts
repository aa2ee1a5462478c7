// The rule-coverage tool on the Panzer Battles spec's form (issue 13): rules open list items in bold
// (`- **PB-GEN-01** ...`) or table rows (`| PB-DIFF-01 | ...`), and no rule carries a tier tag.

import { describe, expect, it } from 'vitest';
import { citedIds, coverageRows, parseSpec, report } from '../tools/rule-coverage.js';

const pbSpec = [
  '## 0. Conventions',
  '- Every rule has a stable ID `PB-<AREA>-<nn>`; a mention PB-GEN-09 in prose defines nothing.',
  '- **PB-GEN-01** (§3.3, §5.2) *Men-equivalent.*',
  '  - **PB-GEN-07** an indented bold ID is a sub-item, not a rule',
  '| Deployed | Not in Travel | PB-UNIT-20 |',
  '## 1. Scale',
  '- **PB-TURN-01** (§1.0) *Scale.*',
  '- **PB-TURN-01** a repeat is not a second rule',
  '## 22. Differences',
  '| ID | statement | where |',
  '|---|---|---|',
  '| PB-DIFF-01 | Scale | PB-TURN-01 |',
  '| PB-DIFF-02 | No phased play | PB-TURN-03 |',
].join('\n');

describe('the rule-coverage tool on the Panzer Battles spec (issue 13)', () => {
  it('PB-GEN-01: reads bold list items and table rows, each ID once, all untagged', () => {
    expect(parseSpec(pbSpec).map((r) => `${r.id}:${r.tier}:${r.line}`)).toEqual([
      'PB-GEN-01:untagged:3',
      'PB-TURN-01:untagged:7',
      'PB-DIFF-01:untagged:12',
      'PB-DIFF-02:untagged:13',
    ]);
  });

  it('keeps reading the Red Strike form (a bold ID opening the line)', () => {
    const ids = parseSpec('## 1. Dice [CORE]\n**RS-DICE-1** d10.\n- **RS-DICE-2** [EXT] item');
    expect(ids.map((r) => `${r.id}:${r.tier}`)).toEqual(['RS-DICE-1:CORE', 'RS-DICE-2:EXT']);
  });

  it('cites PB ranges and alternatives as the decisions doc writes them', () => {
    const ids = citedIds('PB-CMD-10..13, PB-DIFF-41/43; PB-UI-01–03 and PB-FIRE-12 item 5', 'PB');
    expect([...ids].sort()).toEqual([
      'PB-CMD-10',
      'PB-CMD-11',
      'PB-CMD-12',
      'PB-CMD-13',
      'PB-DIFF-41',
      'PB-DIFF-43',
      'PB-FIRE-12',
      'PB-UI-01',
      'PB-UI-02',
      'PB-UI-03',
    ]);
  });

  it('reports on every rule of an untagged spec and lists those cited nowhere', () => {
    const rows = coverageRows(parseSpec(pbSpec), {
      src: new Set(['PB-TURN-01', 'PB-DIFF-01']),
      test: new Set(['PB-TURN-01']),
      docs: new Set(['PB-DIFF-02']),
    });
    const all = report(rows, 'all');
    expect(all[0]).toBe('4 rule IDs: 0 CORE, 0 EXT, 4 untagged');
    expect(all[1]).toBe(
      'All cited: src 2, test 1, decisions 1; src+test 1; covered (src+test, or decided) 2; uncited anywhere 1',
    );
    expect(all.slice(3).map((l) => l.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'PB-GEN-01 untagged ---',
      'PB-TURN-01 untagged ST-',
      'PB-DIFF-01 untagged S--',
      'PB-DIFF-02 untagged --D',
    ]);
    const uncovered = report(rows, 'uncovered')
      .slice(3)
      .map((l) => l.trim().split(/\s+/)[0]);
    expect(uncovered).toEqual(['PB-GEN-01', 'PB-DIFF-01']);
    const nowhere = report(rows, 'uncited')
      .slice(3)
      .map((l) => l.trim().split(/\s+/)[0]);
    expect(nowhere).toEqual(['PB-GEN-01']);
  });

  it('keeps the summary on the CORE rules of a tagged spec', () => {
    const rows = coverageRows(parseSpec('## 1. Dice [CORE]\n**RS-DICE-1** a\n## 2. X [EXT]\n**RS-X-1** b'), {
      src: new Set<string>(),
      test: new Set<string>(),
      docs: new Set<string>(),
    });
    const out = report(rows, 'uncovered');
    expect(out[1]?.startsWith('CORE cited: src 0')).toBe(true);
    expect(out[2]).toBe('Uncovered CORE IDs (S=src T=test D=decisions):');
    expect(out.slice(3).map((l) => l.trim().split(/\s+/)[0])).toEqual(['RS-DICE-1']);
  });
});
