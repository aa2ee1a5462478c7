// Air missions requested in one turn and flown the next (PB-AIR-02, PB-DIFF-33) under the tactical
// profile, with the spotter rule PB-AIR-23; the operational game still flies them at once.
import { typhoons } from './fixtures/mini.js';
import { describe, expect, it } from 'vitest';
import {
  apply,
  newGame,
  restoreState,
  snapshotOf,
  stateHash,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import { nextAirMission } from '../src/engine/systems/panzer/ai/air.js';
import { hexInfoLines } from '../src/tui/systems/panzer/hexinfo.js';
import { scenarioOf, unit } from './fixtures/movement.js';

function airGame(tactical: boolean, xHex = '05,02'): GameState {
  return newGame(
    {
      ...scenarioOf({
        fogOfWar: true,
        units: [
          unit({ id: 'a', side: 'allied', hex: '03,02' }),
          unit({ id: 'x', side: 'axis', hex: xHex }),
          unit({ id: 'far', side: 'axis', hex: '09,07' }),
        ],
        params: { side: { axis: { airInterception: 0 } } },
      }),
      ...(tactical ? { profile: 'tactical' } : {}),
      air: [typhoons()],
    },
    1,
  ).state;
}

/** The hex info panel's text at a hex, for the Allied player. */
const hexinfoLines = (state: GameState, hex: string) =>
  hexInfoLines(viewFor(state, 'allied'), state.world.board.parse(hex)!, []).map((l) => l.text);

function ok(state: GameState, cmd: Command): { state: GameState; events: readonly GameEvent[] } {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

/** Both player turns end: the Allies are to move again, and their requests fly. */
function nextAlliedTurn(state: GameState): { state: GameState; events: GameEvent[] } {
  const first = ok(state, { type: 'endTurn' });
  const second = ok(first.state, { type: 'endTurn' });
  return { state: second.state, events: [...second.events] };
}

const strike = { type: 'airStrike', air: 'p', hex: '05,02' } as const;
const missions = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'airMission');

describe('PB-AIR-02 (PB-DIFF-33): air missions requested this turn, flown the next', () => {
  it('PB-AIR-02: the strike is requested now and flown at the start of the side’s next turn', () => {
    const g = airGame(true);
    expect(g.knowledge.allied.spotted).toContain(g.world.unitIndex.get('x'));
    const req = ok(g, strike);
    expect(missions(req.events)).toEqual([]);
    expect(req.events[0]).toMatchObject({ type: 'message', seenBy: 'allied', rule: 'PB-AIR-02' });
    expect(req.state.air.units[0]!.status).toBe('ready');
    expect(viewFor(req.state, 'allied').air![0]!.requested).toMatchObject({ kind: 'strike', turn: 1 });
    expect(viewFor(req.state, 'axis').air).toEqual([]); // the enemy does not see the call
    expect(hexinfoLines(req.state, '05,02').join('\n')).toContain(
      'Air strike called: Typhoons, flies next turn',
    );
    const next = nextAlliedTurn(req.state);
    const flown = missions(next.events);
    expect(flown).toHaveLength(1);
    expect(flown[0]).toMatchObject({ kind: 'strike', target: g.world.board.parse('05,02') });
    expect(next.state.air.units[0]!.status).not.toBe('ready');
    expect(next.state.air.requests).toBeUndefined();
  });

  it('PB-AIR-02: the operational game flies the strike at once', () => {
    const r = ok(airGame(false), strike);
    expect(missions(r.events)).toHaveLength(1);
  });

  it('PB-AIR-02: a target that moved next door draws the strike after it; one gone away cancels it', () => {
    const req = ok(airGame(true), strike).state;
    const shifted = ok(req, { type: 'endTurn' }).state; // the Axis turn
    const x = shifted.world.unitIndex.get('x')!;
    shifted.units[x]!.loc = shifted.world.board.parse('05,03')!; // beside 05,02, still in sight
    const next = ok(shifted, { type: 'endTurn' });
    const flown = missions(next.events);
    expect(flown[0]).toMatchObject({ target: shifted.world.board.parse('05,03') });
    expect(next.events.some((e) => e.type === 'message' && /shifts to 05,03/.test(e.text))).toBe(true);

    const gone = ok(ok(airGame(true), strike).state, { type: 'endTurn' }).state;
    gone.units[x]!.loc = gone.world.board.parse('09,06')!;
    const none = ok(gone, { type: 'endTurn' });
    expect(missions(none.events)).toEqual([]);
    expect(
      none.events.some((e) => e.type === 'message' && /is not flown: no spotted enemy unit/.test(e.text)),
    ).toBe(true);
    expect(none.state.air.units[0]!.status).toBe('ready'); // it may be called again
  });

  it('PB-AIR-23: a spotter that moved this turn cannot call a strike; a unit may be called only once', () => {
    const g = airGame(true);
    g.units[g.world.unitIndex.get('a')!]!.moved = true;
    const r = apply(g, strike);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'NOT_SPOTTED', rule: 'PB-AIR-23' });
    const twice = apply(ok(airGame(true), strike).state, strike);
    expect(twice.ok ? null : twice.error).toMatchObject({ code: 'STATE', rule: 'PB-AIR-02' });
  });

  it('PB-AIR-02: a request survives a save (snapshot and restore keep it and the hash)', () => {
    const s = ok(airGame(true), strike).state;
    const back = restoreState(s.world, JSON.parse(JSON.stringify(snapshotOf(s))));
    expect(stateHash(back)).toBe(stateHash(s));
    expect(back.air.requests).toEqual(s.air.requests);
  });

  it('PB-AIR-02, PB-AIR-23: the computer calls a strike once, and only where a still unit spots', () => {
    const g = airGame(true);
    const cmd = nextAirMission(viewFor(g, 'allied'), new Set());
    expect(cmd).toMatchObject({ type: 'airStrike', air: 'p', hex: '05,02' });
    const after = ok(g, cmd!).state;
    expect(nextAirMission(viewFor(after, 'allied'), new Set())).toBeNull();
    const still = airGame(true);
    still.units[still.world.unitIndex.get('a')!]!.moved = true;
    expect(nextAirMission(viewFor(still, 'allied'), new Set())).toBeNull();
  });
});
