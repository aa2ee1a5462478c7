// Issue 8: hex info shows supply and command state of own units (PC-SUP-05/10, PC-CMD-07/09).
import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/panzer/game.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { hexInfoLines, ownUnitLines } from '../src/tui/systems/panzer/hexinfo.js';
import { miniScenario } from './fixtures/mini.js';

const text = (lines: { text: string }[]) => lines.map((l) => l.text).join('\n');

describe('hex info: supply and command state', () => {
  it('shows the Local Supply Value of an own unit in supply', () => {
    const { state } = newGame(miniScenario(), 1);
    const v = viewFor(state, 'allied');
    const u = v.own.find((o) => o.def.id === 'a-inf1')!;
    expect(text(ownUnitLines(v, u, false))).toMatch(/supply 80%/);
  });

  it('names Isolated, Detached, Out of Command and Unavailable', () => {
    const { state } = newGame(miniScenario(), 1);
    const inf = state.world.unitIndex.get('a-inf1')!;
    const hq = state.world.unitIndex.get('a-hq')!;
    state.ops.isolated = [inf];
    state.ops.outOfCommand = [hq];
    state.units[inf]!.loc = state.world.board.parse('11,09')!; // far beyond the HQ's 8 hexes
    const v = viewFor(state, 'allied');
    const lines = text(
      ownUnitLines(
        v,
        v.own.find((o) => o.index === inf)!,
        false,
      ),
    );
    expect(lines).toContain('ISOLATED');
    expect(lines).toContain('detached');
    expect(lines).not.toMatch(/supply \d+%/);
    expect(
      text(
        ownUnitLines(
          v,
          v.own.find((o) => o.index === hq)!,
          false,
        ),
      ),
    ).toContain('out of command');
  });

  it('names the HQ the command rules use: the nearest one above a unit without its own (PC-CMD-07)', () => {
    const base = miniScenario();
    const sc = {
      ...base,
      orgs: [
        ...base.orgs,
        {
          id: 'a-bde',
          name: '22 Armd Bde',
          side: 'allied' as const,
          level: 'brigade' as const,
          parent: 'a-div',
        },
      ],
      units: base.units.map((u) => (u.id === 'a-inf2' ? { ...u, org: 'a-bde' } : u)),
    };
    const { state } = newGame(sc, 1);
    const v = viewFor(state, 'allied');
    const lines = text(
      ownUnitLines(
        v,
        v.own.find((o) => o.def.id === 'a-inf2')!,
        false,
      ),
    );
    expect(lines).toMatch(/HQ 7 Armd HQ \(\d+ hex\)/);
  });

  it('never shows the enemy supply state (PC-SPT-12)', () => {
    const { state } = newGame(miniScenario({ fogOfWar: false }), 1);
    const v = viewFor(state, 'allied');
    for (const e of v.enemies) expect(JSON.stringify(e)).not.toMatch(/isolated|localSupply/);
  });
});

describe('match card (issue 8, PC-OPT-19)', () => {
  it('opens at the start with the optional rules in force, and again on M', async () => {
    const { harness } = await import('./tui-harness.js');
    const h = harness({
      cols: 100,
      rows: 30,
      scenario: miniScenario({ optionalRules: ['lockingZoc', 'counterbattery'] }),
      app: { matchCard: true },
    });
    const screen = await h.text();
    expect(screen).toContain('Match card');
    expect(screen).toContain('PC-OPT-01 Locking Zones of Control');
    expect(screen).toContain('PC-OPT-06 Counterbattery Fire');
    expect(screen).toContain('Allied: player');
    await h.keys('\x1b');
    expect(await h.text()).not.toContain('Match card');
    await h.keys('M');
    expect(await h.text()).toContain('Optional rules in force:');
    h.close();
  });
});

describe('hex info: the counter values (PC-UNT-01, PC-SPT-12)', () => {
  it('shows a spotted enemy unit’s ratings but not its strength under Fog of War', () => {
    const { state } = newGame(miniScenario({ environment: { visibility: { min: 5, max: 5, start: 5 } } }), 1);
    const tank = state.world.unitIndex.get('x-tank')!;
    const inf = state.world.unitIndex.get('a-inf1')!;
    state.units[inf]!.loc = state.world.board.parse('09,02')!; // two hexes from the Tigers at 11,02
    refreshSpotting(state, 'all');
    const v = viewFor(state, 'allied');
    expect(v.enemies.some((e) => e.index === tank)).toBe(true);
    const lines = text(hexInfoLines(v, state.units[tank]!.loc, []));
    expect(lines).toContain('S 18/2 H 30/3 A 12 D 10');
    expect(lines).not.toMatch(/str 6\b/);
    expect(text(hexInfoLines(v, state.units[inf]!.loc, []))).toContain('S 10/1 H 2/1 A 12 D 10');
  });
});
