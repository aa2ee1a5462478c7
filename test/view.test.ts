// Fog of war (design invariant 3, PC-SPT-12): viewFor and eventsFor.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cloneState,
  eventsFor,
  observedHexes,
  ratingsOf,
  viewFor,
  type GameEvent,
  type GameState,
  type Side,
  type UnitStatus,
} from '../src/engine/systems/panzer/index.js';
import { hexesInSight } from '../src/engine/systems/panzer/rules/los.js';
import { refreshSpotting, sideSeesHex } from '../src/engine/systems/panzer/rules/spotting.js';
import { spottingParamsOf } from '../src/engine/systems/panzer/model/spotting-params.js';
import { effectiveVisibility } from '../src/engine/systems/panzer/rules/weather.js';
import { ally, arbSetup, axis, idx, loc, randomGame, spotGame } from './fixtures/spot-map.js';

/** Hexes no unit of `side` could see or patrol into: farther than Visibility and patrol range. */
function outOfSight(s: GameState, side: Side): number[] {
  const r = Math.max(effectiveVisibility(s), spottingParamsOf(s.world.params).patrolRange);
  const own = s.units.filter((u, i) => u.status === 'active' && s.world.units[i]!.side === side);
  const out: number[] = [];
  for (let l = 0; l < s.world.board.size; l++)
    if (own.every((u) => s.world.board.distance(u.loc, l) > r)) out.push(l);
  return out;
}

describe('viewFor (PC-SPT-12)', () => {
  it('viewFor(side) never contains an enemy unit that side has not spotted (property)', () => {
    fc.assert(
      fc.property(arbSetup, fc.boolean(), (r, later) => {
        const s = randomGame(r);
        refreshSpotting(s, 'all');
        if (later) refreshSpotting(s, 'all');
        for (const side of ['allied', 'axis'] as const) {
          const v = viewFor(s, side);
          const spotted = new Set(s.knowledge[side].spotted);
          for (const e of v.enemies) {
            expect(spotted.has(e.index)).toBe(true);
            expect(e.strength).toBeUndefined(); // PC-UNT-11: magnitude only under fog
          }
          expect(v.unknown.length).toBeLessThanOrEqual(s.knowledge[side].unknown.length);
          for (const o of v.own) expect(s.world.units[o.index]!.side).toBe(side);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('fog invariance: changing an unseen enemy unit (strength, position out of sight) never changes the view', () => {
    fc.assert(
      fc.property(
        arbSetup,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 900 }),
        (r, pickU, pickH, strength) => {
          const s = randomGame(r);
          refreshSpotting(s, 'all');
          for (const side of ['allied', 'axis'] as const) {
            const k = s.knowledge[side];
            const hidden = s.units
              .map((_, i) => i)
              .filter(
                (i) => s.world.units[i]!.side !== side && !k.spotted.includes(i) && !k.unknown.includes(i),
              );
            const far = outOfSight(s, side);
            if (hidden.length === 0) continue;
            const t = hidden[pickU % hidden.length]!;
            const a = cloneState(s);
            const b = cloneState(s);
            b.units[t]!.strength = strength;
            b.units[t]!.fatigue = 77;
            b.units[t]!.lowAmmo = true;
            if (far.length > 0) b.units[t]!.loc = far[pickH % far.length]!;
            refreshSpotting(a, 'all');
            refreshSpotting(b, 'all');
            expect(viewFor(b, side)).toEqual(viewFor(a, side));
            // The same after a move of that unit judged incrementally.
            const c = cloneState(s);
            if (far.length > 0) {
              c.units[t]!.loc = far[(pickH + 1) % far.length]!;
              c.units[t]!.moved = true;
            }
            refreshSpotting(c, [t]);
            expect(viewFor(c, side).enemies).toEqual(viewFor(s, side).enemies);
            expect(viewFor(c, side).unknown).toEqual(viewFor(s, side).unknown);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('PC-SPT-05: own units in mutual line of sight with a spotted enemy are flagged', () => {
    const s = spotGame({
      terrain: { '02,07': 'f', '03,07': 'f', '04,07': 'f' },
      units: [ally('open', '01,05'), ally('behind', '03,08'), axis('b', '04,05'), axis('c', '03,06')],
    });
    expect(s.knowledge.allied.spotted.map((j) => s.world.units[j]!.id)).toEqual(['b', 'c']);
    const flag = (st: GameState, id: string) =>
      viewFor(st, 'allied').own.find((u) => u.def.id === id)!.mutualLos;
    expect(flag(s, 'open')).toBe(true);
    expect(flag(s, 'behind')).toBe(false); // the wood row hides it from both enemies
    // Only what the side knows counts: an enemy it has not spotted gives no indicator.
    s.knowledge.allied.spotted = [];
    expect(flag(s, 'open')).toBe(false);
  });

  it('observedHexes(view) is exactly the hexes the side sees into (property)', () => {
    fc.assert(
      fc.property(arbSetup, (r) => {
        const s = randomGame(r);
        refreshSpotting(s, 'all');
        for (const side of ['allied', 'axis'] as const) {
          const seen = observedHexes(viewFor(s, side));
          for (let l = 0; l < s.world.board.size; l++) expect(seen[l] === 1).toBe(sideSeesHex(s, side, l));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('hexesInSight: a wood hides the hexes behind it on flat ground', () => {
    const s = spotGame({ terrain: { '03,05': 'f' }, units: [ally('a', '01,05')] });
    const seen = hexesInSight(s.world, loc(s, '01,05'), 3);
    expect(seen).toContain(loc(s, '03,05'));
    expect(seen).not.toContain(loc(s, '04,05'));
    expect(seen).toHaveLength(s.world.board.within(loc(s, '01,05'), 3).length - 1);
  });

  it('PC-UNT-11: a spotted enemy shows a magnitude, not its strength; without fog the strength shows', () => {
    const units = [ally('a', '01,05'), axis('b', '03,05', { strength: 450 })];
    const v = viewFor(spotGame({ units }), 'allied');
    expect(v.enemies).toHaveLength(1);
    expect(v.enemies[0]!.magnitude).toBe(3);
    expect(v.enemies[0]!.strength).toBeUndefined();
    const open = viewFor(spotGame({ units, fogOfWar: false }), 'allied');
    expect(open.enemies[0]!.strength).toBe(450);
  });

  it('PC-SPT-12: enemy Low Ammo and Low Fuel are not in the view', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('b', '03,05')] });
    s.units[idx(s, 'b')]!.lowAmmo = true;
    s.units[idx(s, 'b')]!.lowFuel = true;
    const text = JSON.stringify(viewFor(s, 'allied').enemies);
    expect(text).not.toMatch(/low(Ammo|Fuel)/);
  });

  it('PC-DEC-03: a deployed Deception Unit (a marker) is never spotted nor shown; its deployment is not reported', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('d', '02,05', { type: 'deception' })] });
    const d = idx(s, 'd');
    expect(s.knowledge.allied.spotted).toEqual([d]); // its regular counter is an ordinary unit
    s.units[d]!.status = 'deployed' as unknown as UnitStatus;
    s.units[d]!.loc = loc(s, '03,05');
    refreshSpotting(s, [d]);
    expect(s.knowledge.allied.spotted).toEqual([]);
    expect(viewFor(s, 'allied').enemies).toEqual([]);
    expect(viewFor(s, 'allied').unknown).toEqual([]);
    const deployed: GameEvent = {
      type: 'unitState',
      unit: d,
      what: 'deployed from 02,05 to 03,05',
      rule: 'PC-DEC-02',
    };
    expect(eventsFor([deployed], s, 'allied')).toEqual([]);
  });

  it('PC-SPT-12: fortifications show only in hexes the side now sees', () => {
    const s = spotGame({ terrain: { '05,05': 'f' }, units: [ally('a', '01,05'), axis('b', '11,00')] });
    const near = loc(s, '03,05');
    const behind = loc(s, '07,05');
    for (const l of [near, behind])
      s.hexes[l] = {
        rubble: 'none',
        minefield: 0,
        minefieldPenetrated: false,
        obstacle: 'none',
        congestion: null,
        congestionCounter: 0,
        fortification: 'trench',
        fortificationVacated: false,
      };
    const v = viewFor(s, 'allied');
    expect([...v.map.fortifications.keys()]).toEqual([near]);
    expect([...viewFor(s, 'axis').map.fortifications.keys()]).toEqual([]);
  });

  it('PC-VIC-05, PC-SPT-12: Surrender objectives show as normal ones under fog', () => {
    const s = spotGame({ units: [ally('a', '01,05')] });
    const withObj = {
      ...s,
      world: {
        ...s.world,
        objectives: [
          { hex: '05,05', loc: loc(s, '05,05'), vp: 50, owner: 'axis' as const, kind: 'surrender' as const },
        ],
      },
      objectives: [{ owner: 'axis' as const, expired: false, exitVp: 0 }],
    } as GameState;
    expect(viewFor(withObj, 'allied').objectives[0]!.kind).toBe('normal');
  });

  it('last-known positions of enemies out of sight are in the view, with magnitude and turn', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('b', '04,05', { strength: 40 })] });
    s.activeSide = 'axis';
    const b = idx(s, 'b');
    s.units[b]!.loc = loc(s, '10,05');
    s.units[b]!.moved = true;
    refreshSpotting(s, [b]);
    const v = viewFor(s, 'allied');
    expect(v.enemies).toEqual([]);
    expect(v.lastKnown).toEqual([
      {
        index: b,
        loc: loc(s, '04,05'),
        turn: 1,
        magnitude: 2,
        type: 'infantry',
        name: 'b',
        // It was identified when seen: its counter's values, never its strength (PC-SPT-12).
        ratings: ratingsOf(s.world.units[b]!),
      },
    ]);
  });
});

describe('eventsFor (PC-SPT-12, PC-NET-06)', () => {
  it('an unseen enemy move is hidden; a seen one keeps only the hexes in sight and no MP', () => {
    const s = spotGame({
      visibility: 3,
      units: [ally('a', '01,05'), axis('seen', '06,05'), axis('hidden', '10,09')],
    });
    s.activeSide = 'axis';
    const seen = idx(s, 'seen');
    const hidden = idx(s, 'hidden');
    const events: GameEvent[] = [];
    // 'seen' walks 06,05 -> 05,05 -> 04,05: out of sight, then into view.
    s.units[seen]!.loc = loc(s, '04,05');
    s.units[seen]!.moved = true;
    events.push({
      type: 'moved',
      unit: seen,
      from: loc(s, '06,05'),
      path: [loc(s, '05,05'), loc(s, '04,05')],
      mpSpent: 6,
      mpLeft: 3,
    });
    events.push(...refreshSpotting(s, [seen]));
    s.units[hidden]!.loc = loc(s, '11,09');
    s.units[hidden]!.moved = true;
    events.push({
      type: 'moved',
      unit: hidden,
      from: loc(s, '10,09'),
      path: [loc(s, '11,09')],
      mpSpent: 3,
      mpLeft: 6,
    });
    events.push(...refreshSpotting(s, [hidden]));
    const mine = eventsFor(events, s, 'allied');
    expect(mine).toEqual([
      { type: 'moved', unit: seen, from: loc(s, '04,05'), path: [], mpSpent: 0, mpLeft: 0 },
      { type: 'spotted', by: 'allied', units: [seen] },
    ]);
    // The mover's own side reads everything of its own units.
    expect(eventsFor(events, s, 'axis').filter((e) => e.type === 'moved')).toHaveLength(2);
  });

  it('a move seen at its start and then lost keeps the seen part, and the lostContact', () => {
    const s = spotGame({ visibility: 3, units: [ally('a', '01,05'), axis('b', '03,05')] });
    s.activeSide = 'axis';
    const b = idx(s, 'b');
    s.units[b]!.loc = loc(s, '06,05');
    s.units[b]!.moved = true;
    const events: GameEvent[] = [
      {
        type: 'moved',
        unit: b,
        from: loc(s, '03,05'),
        path: [4, 5, 6].map((c) => loc(s, `0${c},05`)),
        mpSpent: 9,
        mpLeft: 0,
      },
      ...refreshSpotting(s, [b]),
    ];
    expect(eventsFor(events, s, 'allied')).toEqual([
      { type: 'moved', unit: b, from: loc(s, '03,05'), path: [loc(s, '04,05')], mpSpent: 0, mpLeft: 0 },
      { type: 'lostContact', by: 'allied', units: [b] },
    ]);
  });

  it('PC-NET-06: the replay never names an enemy unit the side did not see around that event (property)', () => {
    fc.assert(
      fc.property(arbSetup, fc.array(fc.tuple(fc.nat(), fc.nat(119)), { maxLength: 8 }), (r, moves) => {
        const s = randomGame(r);
        refreshSpotting(s, 'all');
        s.activeSide = 'axis';
        const before = new Set(s.knowledge.allied.spotted);
        const axisUnits = r.axes.map((_, x) => r.allies.length + x);
        const events: GameEvent[] = [];
        const seenEver = new Set(before);
        for (const [pick, to] of moves) {
          const u = axisUnits[pick % axisUnits.length]!;
          const from = s.units[u]!.loc;
          s.units[u]!.loc = to;
          s.units[u]!.moved = true;
          events.push({ type: 'moved', unit: u, from, path: [to], mpSpent: 1, mpLeft: 1 });
          const ev = refreshSpotting(s, [u]);
          events.push(...ev);
          for (const j of s.knowledge.allied.spotted) seenEver.add(j);
        }
        for (const e of eventsFor(events, s, 'allied'))
          if (e.type === 'moved') {
            expect(seenEver.has(e.unit)).toBe(true);
            expect(e.mpSpent).toBe(0);
          }
      }),
      { numRuns: 150 },
    );
  });

  it('PC-SPT-12: fire at the side lists only the firers it sees; its own unseen shots at Unknown targets are hidden', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('seen', '03,05'), axis('guns', '11,09')] });
    const [a, seen, guns] = [idx(s, 'a'), idx(s, 'seen'), idx(s, 'guns')];
    const loss = {
      unit: a,
      loss: 10,
      strengthAfter: 590,
      cohesionAfter: 'ok' as const,
      fatigueAfter: 5,
      eliminated: false,
      rolls: [],
    };
    const fire = (firers: number[], target: number, losses: (typeof loss)[], hidden = false): GameEvent => ({
      type: 'fire',
      firers,
      target,
      indirect: true,
      opportunity: false,
      factors: [],
      fireValue: 10,
      rolls: [],
      losses,
      summary: '',
      ...(hidden ? { hiddenFromFirer: true } : {}),
    });
    const out = eventsFor([fire([guns, seen], s.units[a]!.loc, [loss])], s, 'allied');
    expect(out).toHaveLength(1);
    expect(out[0]!.type === 'fire' && out[0]!.firers).toEqual([seen]);
    expect(eventsFor([fire([a], s.units[guns]!.loc, [], true)], s, 'allied')).toEqual([]);
  });

  it('PC-ASL-12: under fog the Combined Arms Penalty is not reported, even to the attacker', () => {
    const units = [ally('a', '01,05'), axis('b', '02,05')];
    const assault: GameEvent = {
      type: 'assault',
      attackers: [0],
      target: 2,
      factors: [
        { label: 'Combined Arms Penalty', kind: 'mul', value: 0.5, rule: 'PC-ASL-11' },
        { label: 'Quality', kind: 'pct', value: 10, rule: 'PC-ASL-10' },
      ],
      odds: 2,
      rolls: [],
      attackerLosses: [],
      defenderLosses: [],
      success: false,
      retreated: [],
      summary: '',
    };
    const fog = eventsFor([assault], spotGame({ units }), 'allied');
    expect(fog[0]!.type === 'assault' && fog[0]!.factors.map((f) => f.rule)).toEqual(['PC-ASL-10']);
    const open = eventsFor([assault], spotGame({ units, fogOfWar: false }), 'allied');
    expect(open[0]!.type === 'assault' && open[0]!.factors).toHaveLength(2);
  });

  it('Unknown sightings do not name the units; messages go only to their side', () => {
    const s = spotGame({ units: [ally('a', '01,05')] });
    const events: GameEvent[] = [
      { type: 'spotted', by: 'allied', units: [], unknown: [3] },
      { type: 'message', text: 'for axis', seenBy: 'axis' },
      { type: 'message', text: 'for all' },
    ];
    expect(eventsFor(events, s, 'allied')).toEqual([
      { type: 'spotted', by: 'allied', units: [] },
      { type: 'message', text: 'for all' },
    ]);
  });
});
