import { describe, expect, it } from 'vitest';
import {
  apply,
  eventsFor,
  viewFor,
  type Command,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import { computerSide } from '../src/engine/systems/panzer/ai/players.js';
import { arrivalOrders } from '../src/engine/systems/panzer/ai/arrivals.js';
import { arrivedUnits } from '../src/engine/systems/panzer/rules/placement.js';
import { arrivedOrder, arrivedLines } from '../src/tui/systems/panzer/arrived.js';
import { panzerPresenter } from '../src/tui/systems/panzer/presenter.js';
import { listRows } from '../src/tui/systems/panzer/unitlist.js';
import { combatGame, idx } from './fixtures/combat.js';
import { nextAlliedTurn, ok } from './fixtures/engineers.js';

/** "late" arrives on turn 2 at 00,03 (with a protection value when given); "x1" stands at `x1Hex`. */
function game(opts: { protection?: number; x1Hex?: string; withdraws?: number } = {}): GameState {
  const arrives = { turn: 2, hex: '00,03', ...(opts.protection ? { protection: opts.protection } : {}) };
  return combatGame({
    allied: [
      { id: 'a1', hex: '04,06' },
      {
        id: 'late',
        name: '1 RB',
        hex: undefined,
        arrives,
        ...(opts.withdraws ? { withdraws: opts.withdraws } : {}),
      },
    ],
    axis: [{ id: 'x1', hex: opts.x1Hex ?? '09,06' }],
  });
}

function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

/** The start of the Allied turn 2, with its start-of-turn events. */
function turn2(s0: GameState) {
  const a = apply(s0, { type: 'endTurn' });
  if (!a.ok) throw new Error(a.error.message);
  const b = apply(a.state, { type: 'endTurn' });
  if (!b.ok) throw new Error(b.error.message);
  return b;
}

describe('PC-RNF-02 / PC-TRN-15 reinforcement placement: the Arrived list', () => {
  it('PC-RNF-01/02: an arrival waits off the map in the Arrived list, announced to its side only', () => {
    const r = turn2(game());
    const s = r.state;
    const late = idx(s, 'late');
    expect(s.units[late]!.status).toBe('arrived');
    expect(s.units[late]!.loc).toBe(-1);
    expect(arrivedUnits(s, 'allied')).toEqual([late]);
    const told = (side: 'allied' | 'axis') =>
      eventsFor(r.events, s, side).some((e) => e.type === 'message' && e.rule === 'PC-RNF-02');
    expect(told('allied')).toBe(true);
    expect(told('axis')).toBe(false);
    expect(r.events.some((e) => e.type === 'arrived')).toBe(false);
  });

  it('PC-TRN-15: ending the turn names the arrivals still waiting to be placed', () => {
    const s0 = turn2(game()).state;
    const waiting = (s: GameState) =>
      (panzerPresenter().idle?.(viewFor(s, 'allied')) ?? []).filter((u) =>
        u.name.endsWith('(arrived, not placed)'),
      );
    expect(waiting(s0).map((u) => u.name)).toEqual(['1 RB (arrived, not placed)']);
    expect(waiting(ok(s0, { type: 'placeReinforcement', unit: 'late' }))).toEqual([]);
  });

  it('PC-TRN-15: the unit list shows the arrivals waiting, with their entry hexes, until placed', () => {
    const s0 = turn2(game()).state;
    const rows = listRows(viewFor(s0, 'allied'), { kind: 'all' }, false);
    expect(rows.slice(0, 2)).toEqual([
      { text: 'Arrived, not placed (1): P places', depth: 0 },
      { text: '   00,03 1 RB', depth: 1 },
    ]);
    // Rows to read, not to jump to: the unit is not on the map.
    expect(rows[1]!.unit).toBeUndefined();
    expect(listRows(viewFor(s0, 'allied'), { kind: 'canMove' }, false).some((r) => /1 RB/.test(r.text))).toBe(
      false,
    );
    const placed = listRows(
      viewFor(ok(s0, { type: 'placeReinforcement', unit: 'late' }), 'allied'),
      { kind: 'all' },
      false,
    );
    expect(placed.some((r) => r.text.startsWith('Arrived'))).toBe(false);
    expect(placed.some((r) => r.unit !== undefined && /00,03 1 RB$/.test(r.text))).toBe(true);
  });

  it("PC-RNF-02/03: placing puts it at its entry hex with this turn's MP", () => {
    const s0 = turn2(game()).state;
    const r = apply(s0, { type: 'placeReinforcement', unit: 'late' });
    if (!r.ok) throw new Error(r.error.message);
    const u = r.state.units[idx(r.state, 'late')]!;
    expect(u.status).toBe('active');
    expect(r.state.world.board.label(u.loc)).toBe('00,03');
    expect(u.mpMax).toBeGreaterThan(0);
    expect(u.mp).toBe(u.mpMax);
    expect(r.events).toContainEqual({ type: 'arrived', unit: idx(r.state, 'late'), loc: u.loc });
    // The input state is untouched, and the unit can move at once.
    expect(s0.units[idx(s0, 'late')]!.status).toBe('arrived');
    expect(apply(r.state, { type: 'move', units: ['late'], path: ['01,03'] }).ok).toBe(true);
    // Naming the entry hex is the same order.
    expect(apply(s0, { type: 'placeReinforcement', unit: 'late', hex: '00,03' }).ok).toBe(true);
  });

  it('PC-RNF-02: a held unit stays in the Arrived list and is placed on a later turn', () => {
    let s = turn2(game()).state;
    s = nextAlliedTurn(s);
    expect(s.turn).toBe(3);
    expect(s.units[idx(s, 'late')]!.status).toBe('arrived');
    s = ok(s, { type: 'placeReinforcement', unit: 'late' });
    expect(s.units[idx(s, 'late')]!.status).toBe('active');
  });

  it("PC-RNF-03: refusals explain (another hex, not yet arrived, already placed, the enemy's unit)", () => {
    const early = game();
    expect(refused(early, { type: 'placeReinforcement', unit: 'late' }).message).toBe(
      '1 RB has not arrived yet (turn 2).',
    );
    const s = turn2(game()).state;
    const moved = refused(s, { type: 'placeReinforcement', unit: 'late', hex: '01,03' });
    expect(moved.rule).toBe('PC-RNF-03');
    expect(moved.message).toBe(
      '1 RB arrives at 00,03; the player cannot change where a reinforcement arrives.',
    );
    const placed = ok(s, { type: 'placeReinforcement', unit: 'late' });
    expect(refused(placed, { type: 'placeReinforcement', unit: 'late' }).message).toBe(
      '1 RB is already on the map.',
    );
    expect(refused(s, { type: 'placeReinforcement', unit: 'x1' }).code).toBe('NOT_YOUR_UNIT');
    expect(refused(s, { type: 'placeReinforcement', unit: 'nobody' }).code).toBe('NO_SUCH_UNIT');
    expect(refused(s, { type: 'placeReinforcement', unit: 'late', hex: 'zz' }).code).toBe('NO_SUCH_HEX');
    const bad = refused(s, { type: 'placeReinforcement', unit: 'late', hex: 3 } as unknown as Command);
    expect(bad.code).toBe('BAD_COMMAND');
    expect(bad.message).toMatch(/"hex"/);
  });

  it('PC-RNF-03: an enemy unit in the entry hex keeps an unprotected arrival off the map', () => {
    const s = turn2(game({ x1Hex: '00,03' })).state;
    expect(refused(s, { type: 'placeReinforcement', unit: 'late' }).code).toBe('ENEMY_OCCUPIED');
    expect(s.units[idx(s, 'late')]!.status).toBe('arrived');
  });

  it('PC-RNF-02: the view tells the side its entry hex is held, the Arrived list says so, the A/I waits', () => {
    const s = turn2(game({ x1Hex: '00,03' })).state;
    const view = viewFor(s, 'allied');
    const late = view.own.find((u) => u.def.id === 'late')!;
    expect(late.entryHeld).toBe(true);
    expect(arrivedLines(view).join('\n')).toContain('1 RB [enemy at entry]');
    expect(arrivalOrders(view)).toEqual([]);
    const clear = viewFor(turn2(game()).state, 'allied');
    expect(clear.own.find((u) => u.def.id === 'late')!.entryHeld).toBeUndefined();
    expect(arrivalOrders(clear)).toEqual([{ type: 'placeReinforcement', unit: 'late', hex: '00,03' }]);
    // The enemy's view says nothing of it.
    expect(JSON.stringify(viewFor(s, 'axis').own.map((u) => u.entryHeld ?? null))).not.toContain('true');
  });

  it('PC-RNF-05: the protection value acts when the unit is placed, not when it arrives', () => {
    const inHex = turn2(game({ protection: 2, x1Hex: '00,03' })).state;
    expect(inHex.units[idx(inHex, 'x1')]!.status).toBe('active'); // arrived, not yet placed
    const r = ok(inHex, { type: 'placeReinforcement', unit: 'late' });
    expect(r.units[idx(r, 'x1')]!.status).toBe('eliminated');
    const near = ok(turn2(game({ protection: 2, x1Hex: '01,03' })).state, {
      type: 'placeReinforcement',
      unit: 'late',
    });
    expect(near.units[idx(near, 'x1')]!.cohesion).toBe('broken');
  });

  it('PC-RNF-08: a scheduled withdrawal takes an unplaced arrival too', () => {
    let s = turn2(game({ withdraws: 3 })).state;
    s = nextAlliedTurn(s);
    expect(s.units[idx(s, 'late')]!.status).toBe('withdrawn');
  });

  it('PC-RNF-02 A/I: the computer places its arrivals, with no refused order', () => {
    const s = turn2(game()).state;
    const r = computerSide('ai', s, 'allied', { seed: 'p' }).playSideTurn(s);
    expect(r.refusals).toEqual([]);
    expect(r.commands[0]).toEqual({ type: 'placeReinforcement', unit: 'late', hex: '00,03' });
    expect(r.state.units[idx(r.state, 'late')]!.status).toBe('active');
  });

  it('PC-RNF-02 A/I: an arrival whose entry hex holds a seen enemy is held, not refused', () => {
    const s = turn2(game({ x1Hex: '00,03' })).state;
    s.knowledge.allied.spotted = [idx(s, 'x1')];
    const r = computerSide('ai', s, 'allied', { seed: 'p' }).playSideTurn(s);
    expect(r.refusals).toEqual([]);
    expect(r.commands.some((c) => c.type === 'placeReinforcement')).toBe(false);
    expect(r.state.units[idx(r.state, 'late')]!.status).toBe('arrived');
  });

  it('PC-RNF-02 client: the Arrived order lists the units and Enter places those at the cursor', () => {
    const s = turn2(game()).state;
    const view = viewFor(s, 'allied');
    const order = arrivedOrder();
    expect(order.keys).toEqual(['P']);
    // No other panzer order (OCS ones included) takes its key.
    const others = panzerPresenter().orders.filter((o) => o.id !== order.id);
    expect(others.flatMap((o) => o.keys)).not.toContain('P');
    expect(others.some((o) => o.id === 'order.exitMap')).toBe(true);
    expect(arrivedLines(view)).toEqual(['Arrived (1), each at its entry hex:', '  00,03  1 RB']);
    const ctx = (cursor: string) => ({
      state: s,
      view,
      side: 'allied',
      selected: [],
      cursor: s.world.board.parse(cursor)!,
    });
    expect(s.world.board.label(order.aim!(ctx('05,05'))!)).toBe('00,03');
    const built = order.build(ctx('00,03'), null);
    expect(built).toMatchObject({ commands: [{ type: 'placeReinforcement', unit: 'late', hex: '00,03' }] });
    const off = order.build(ctx('05,05'), null);
    expect('error' in off && off.error).toMatch(/No arrived unit enters at 05,05; the entry hexes are 00,03/);
  });
});
