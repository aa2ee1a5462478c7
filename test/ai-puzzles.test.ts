// Tactical puzzles for the computer opponent (issue 6; research/ai.md 3.3). Each is a small
// position on the mini map with a required or forbidden behaviour, tied to the rules it leans on.
// The A/I plays one side-turn through apply() exactly as in a game.
import { describe, expect, it } from 'vitest';
import {
  apply,
  newGame,
  type Command,
  type GameState,
  type Scenario,
  type UnitSetup,
} from '../src/engine/systems/panzer/index.js';
import { createAi, runDelegated, type FormationOrder } from '../src/engine/systems/panzer/ai/index.js';
import { HQ_A, HQ_X, miniScenario, unit } from './fixtures/mini.js';

function puzzle(units: UnitSetup[], over: Partial<Scenario> = {}): GameState {
  return newGame(miniScenario({ units, ...over }), 'puzzle').state;
}

function playAllied(state: GameState, orders: FormationOrder[] = []) {
  const ai = createAi(state, 'allied', { orders });
  const r = ai.playTurn(state);
  expect(r.refusals).toEqual([]);
  return r;
}

const loc = (s: GameState, id: string) => s.world.board.label(s.units[s.world.unitIndex.get(id)!]!.loc);
const dist = (s: GameState, a: string, b: string) =>
  s.world.board.distance(s.world.board.parse(a)!, s.world.board.parse(b)!);
const ofType = (cmds: readonly Command[], t: Command['type']) => cmds.filter((c) => c.type === t);

describe('A/I tactical puzzles', () => {
  it('PC-VIC-02: takes an undefended objective within reach on the last turn', () => {
    const s = puzzle([HQ_A, unit({ id: 'a-inf1', side: 'allied', hex: '04,04' }), HQ_X], {
      start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 1, firstSide: 'allied' },
    });
    const r = playAllied(s);
    expect(r.state.objectives[0]!.owner).toBe('allied');
  });

  it('PC-AI-02 hold order: a unit holding an objective stays on it with the enemy near (MegaMek #8761)', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '02,07' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '04,07' }),
      ],
      { environment: { visibility: { min: 5, max: 5, start: 5 } } },
    );
    const target = s.world.board.parse('02,07')!;
    const r = playAllied(s, [{ org: 'a-div', order: 'hold', target, source: 'scenario' }]);
    expect(loc(r.state, 'a-inf1')).toBe('02,07');
  });

  it('PC-ASL-01..05: no assault at poor odds against a strong defender in a town', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04', strength: 60 }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '06,04', strength: 900, quality: 'A' }),
      ],
      { environment: { visibility: { min: 5, max: 5, start: 5 } } },
    );
    const r = playAllied(s);
    expect(ofType(r.commands, 'assault')).toEqual([]);
  });

  it('PC-ASL: assaults a weak, broken defender on an objective when the odds are good', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04', strength: 800 }),
        unit({ id: 'a-inf2', side: 'allied', hex: '05,05', strength: 800 }),
        unit({ id: 'a-inf3', side: 'allied', hex: '06,03', strength: 800 }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '06,04', strength: 40, quality: 'E' }),
      ],
      { environment: { visibility: { min: 5, max: 5, start: 5 } } },
    );
    // The defender starts Broken (PC-MRL-04): assault value x1/4 (PC-ASL-05).
    s.units[s.world.unitIndex.get('x-inf1')!]!.cohesion = 'broken';
    const r = playAllied(s);
    const assaults = ofType(r.commands, 'assault');
    expect(assaults.length).toBeGreaterThan(0);
    expect(assaults[0]).toMatchObject({ target: '06,04' });
  });

  it('PC-MRL-06: a Broken unit next to the enemy falls back toward its HQ', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '06,04', strength: 900 }),
        unit({ id: 'x-inf2', side: 'axis', hex: '06,05', strength: 900 }),
      ],
      { environment: { visibility: { min: 5, max: 5, start: 5 } } },
    );
    s.units[s.world.unitIndex.get('a-inf1')!]!.cohesion = 'broken';
    const r = playAllied(s);
    // Judge the order given (opportunity fire may cut the move short, PC-TRN-06).
    const move = ofType(r.commands, 'move').find((c) => c.type === 'move' && c.units.includes('a-inf1'));
    expect(move).toBeDefined();
    const end = (move as Extract<Command, { type: 'move' }>).path.at(-1)!;
    expect(dist(s, end, '06,04')).toBeGreaterThan(1);
    expect(dist(s, end, '01,04')).toBeLessThan(dist(s, '05,04', '01,04'));
  });

  it('PC-MOV-05: far from the enemy, a unit marches in Travel Mode along the road', () => {
    const s = puzzle(
      [
        unit({
          id: 'a-hq',
          side: 'allied',
          type: 'hq',
          hqOf: 'a-div',
          commandRange: 8,
          strength: 100,
          hex: '00,03',
        }),
        unit({ id: 'a-inf1', side: 'allied', hex: '00,03' }),
        HQ_X,
      ],
      {
        environment: { visibility: { min: 2, max: 2, start: 2 } },
        ai: { allied: [{ org: 'a-div', order: 'move', target: '08,03' }] },
      },
    );
    const r = playAllied(s);
    const modes = ofType(r.commands, 'mode') as Extract<Command, { type: 'mode' }>[];
    expect(modes.some((m) => m.unit === 'a-inf1' && m.mode === 'travel')).toBe(true);
    // Deployed, 9 MP at 3 a Clear hex is 3 hexes; on the road in Travel Mode (2 MP a hex) it goes further.
    expect(dist(r.state, loc(r.state, 'a-inf1'), '00,03')).toBeGreaterThan(3);
  });

  it('PC-FIR-07: a column in Travel Mode deploys before it ends its move near the enemy', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '02,03', mode: 'travel' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '06,03', strength: 700 }),
      ],
      { environment: { visibility: { min: 5, max: 5, start: 5 } } },
    );
    const r = playAllied(s);
    const u = r.state.units[r.state.world.unitIndex.get('a-inf1')!]!;
    if (dist(r.state, loc(r.state, 'a-inf1'), '06,03') <= 4) expect(u.mode).toBe('deployed');
  });

  it('PC-CMD-05/07: an HQ left far behind moves up toward its units', () => {
    const s = puzzle(
      [
        unit({
          id: 'a-hq',
          side: 'allied',
          type: 'hq',
          hqOf: 'a-div',
          commandRange: 4,
          strength: 100,
          hex: '00,09',
        }),
        unit({ id: 'a-inf1', side: 'allied', hex: '06,08' }),
        unit({ id: 'a-inf2', side: 'allied', hex: '07,08' }),
        HQ_X,
      ],
      {
        environment: { visibility: { min: 2, max: 2, start: 2 } },
        ai: { allied: [{ org: 'a-div', order: 'hold', target: '07,08' }] },
      },
    );
    const before = dist(s, '00,09', '06,08');
    const r = playAllied(s);
    expect(dist(r.state, loc(r.state, 'a-hq'), '06,08')).toBeLessThan(before);
  });

  it('no piecemeal attack: the lead unit of a spread formation waits for the rest (staging rule)', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '04,05' }),
        unit({ id: 'a-inf2', side: 'allied', hex: '00,08' }),
        unit({ id: 'a-inf3', side: 'allied', hex: '00,09' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '06,07', strength: 700 }),
      ],
      { environment: { visibility: { min: 5, max: 5, start: 5 } } },
    );
    // The enemy stands in the open (seen); the lead unit is 3 hexes away, the others 6 and more.
    const target = s.world.board.parse('06,07')!;
    const r = playAllied(s, [{ org: 'a-div', order: 'attack', target, source: 'scenario' }]);
    expect(dist(r.state, loc(r.state, 'a-inf1'), '06,07')).toBeGreaterThan(1);
    expect(ofType(r.commands, 'assault')).toEqual([]);
  });

  it("PC-AI-03: a formation handed to the A/I moves toward its order and the turn stays the player's", () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '02,05' }),
        unit({ id: 'b-inf', side: 'allied', org: 'allies', hex: '02,08' }),
        HQ_X,
      ],
      {
        environment: { visibility: { min: 2, max: 2, start: 2 } },
      },
    );
    const target = s.world.board.parse('02,09')!;
    const r = runDelegated(s, 'allied', [
      { org: 'a-div', order: 'move', target, timing: 'deferred', source: 'player' },
    ]);
    expect(r.refusals).toEqual([]);
    expect(ofType(r.commands, 'endTurn')).toEqual([]);
    expect(r.state.activeSide).toBe('allied');
    // Only the delegated division's units act; the corps unit outside it is left to the player.
    const named = r.commands.flatMap((c) => ('units' in c ? c.units : 'unit' in c ? [c.unit] : []));
    expect(named).not.toContain('b-inf');
    expect(dist(r.state, loc(r.state, 'a-inf1'), '02,09')).toBeLessThan(dist(s, '02,05', '02,09'));
  });

  it('PC-FIR-01/02: fire is concentrated on one target rather than spread', () => {
    const s = puzzle(
      [
        HQ_A,
        // 04,05 and 06,04 are both next to the two enemy hexes: every shooter has the choice.
        unit({ id: 'a-inf1', side: 'allied', hex: '04,05' }),
        unit({ id: 'a-inf2', side: 'allied', hex: '06,04' }),
        unit({ id: 'a-inf3', side: 'allied', hex: '04,05' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '05,05', strength: 300 }),
        unit({ id: 'x-inf2', side: 'axis', hex: '05,04', strength: 300 }),
      ],
      {
        environment: { visibility: { min: 5, max: 5, start: 5 } },
        ai: { allied: [{ org: 'a-div', order: 'hold', target: '04,05' }] },
      },
    );
    const r = playAllied(s);
    const fires = ofType(r.commands, 'fire') as Extract<Command, { type: 'fire' }>[];
    expect(fires.length).toBeGreaterThan(1);
    const targets = new Map<string, number>();
    for (const f of fires) targets.set(f.target, (targets.get(f.target) ?? 0) + 1);
    const most = Math.max(...targets.values());
    expect(most / fires.length).toBeGreaterThanOrEqual(0.6);
  });

  it('PC-VIC-02: on the last turn, with the enemy still to move, an empty objective near the enemy gets a garrison', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '02,05' }),
        unit({ id: 'a-inf2', side: 'allied', hex: '05,03' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '04,08', strength: 200 }),
      ],
      {
        start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 1, firstSide: 'allied' },
        environment: { visibility: { min: 5, max: 5, start: 5 } },
        ai: { allied: [{ org: 'a-div', order: 'attack', target: '06,04' }] },
      },
    );
    const r = playAllied(s);
    const tracy = r.state.world.board.parse('02,07')!;
    expect(r.state.units.some((u, i) => u.loc === tracy && r.state.world.units[i]!.side === 'allied')).toBe(
      true,
    );
  });

  it('PC-VIC-02: on the very last move of the game, a unit takes an objective next to a strong enemy', () => {
    const s = puzzle(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '04,05', strength: 300 }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '07,04', strength: 900, quality: 'A' }),
        unit({ id: 'x-inf2', side: 'axis', hex: '07,05', strength: 900, quality: 'A' }),
      ],
      {
        // The Axis moves first: the Allied turn is the last move of the game, nothing can answer it.
        start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 1, firstSide: 'axis' },
        objectives: [{ hex: '06,04', name: 'Villers-Bocage', vp: 15, owner: 'axis' }],
        environment: { visibility: { min: 5, max: 5, start: 5 } },
        ai: { allied: [{ org: 'a-div', order: 'hold', target: '04,05' }] },
      },
    );
    const pass = apply(s, { type: 'endTurn' });
    if (!pass.ok) throw new Error(pass.error.message);
    const r = playAllied(pass.state);
    expect(r.state.objectives[0]!.owner).toBe('allied');
  });
});
