// Airborne, glider and infiltration arrivals (PC-RNF-06, PC-RNF-07) and the storms that hold
// airborne, glider and amphibious ones (PC-RNF-10). A reinforcement's `arrives` says how it comes;
// an ordinary arrival (none of these) enters at its hex as rules/reinforcements.ts says.
//
// The manual gives the landing-loss table and the extras but not how an "up to" loss is drawn nor
// how the extras combine with it; those readings are parameters (LandingParams), each labelled
// "not from the source" and recorded in docs/rules-decisions.md.

import { diceFor, type Dice } from '../../../core/rng.js';
import { readHexes, readUnits } from '../draft.js';
import type { GameEvent, Roll } from '../events.js';
import type { Arrival } from '../model/scenario.js';
import type { GameState } from '../model/state.js';
import type { TerrainType } from '../model/terrain.js';
import { roundRandomRoll, type DiceSource } from './dice-source.js';
import { eliminate } from './results.js';
import { enterMap, protectArrival } from './reinforcements.js';
import { terrainNow } from './terrain-in-effect.js';
import { recordLoss } from './victory.js';

/** How a reinforcement arrives, beyond walking in at its hex (PC-RNF-04/06/07). */
export type ArrivalKind = 'airborne' | 'glider' | 'amphibious' | 'infiltration';

/** The kinds of an arrival, for the Arrived list: e.g. ['airborne', 'infiltration']. */
export function arrivalKinds(a: Arrival | undefined): ArrivalKind[] {
  if (!a) return [];
  const out: ArrivalKind[] = [];
  if (a.glider) out.push('glider');
  else if (a.airborne) out.push('airborne');
  if (a.amphibious) out.push('amphibious');
  if (a.infiltration) out.push('infiltration');
  return out;
}

/** Dropped from the air (PC-RNF-06): by parachute or by glider; null for a ground arrival. */
export function dropKind(a: Arrival | undefined): 'airborne' | 'glider' | null {
  return a?.glider ? 'glider' : a?.airborne ? 'airborne' : null;
}

/** PC-RNF-10: a storm stops amphibious, airborne and glider reinforcements. */
export function stormHolds(a: Arrival | undefined, storm: boolean): boolean {
  return storm && !!a && !!(a.airborne || a.glider || a.amphibious);
}

/** The sentence a player reads when a storm holds an arrival (PC-RNF-10). */
export function stormHoldText(name: string, a: Arrival | undefined): string {
  const how = a?.glider ? 'glider' : a?.airborne ? 'airborne' : 'amphibious';
  return `A storm stops ${how} reinforcements: ${name} waits in the Arrived list until it passes.`;
}

/** The landing rules' numbers (PC-RNF-06). The table's percentages are the manual's. */
export interface LandingParams {
  /** Most hexes an airborne or glider unit scatters when its arrival gives no `scatter`. Not from the source. */
  readonly scatterRadius: number;
  /** Marsh or Swamp, any airborne unit: up to this percentage. */
  readonly boggyMax: number;
  /** A glider in Rough, Village, Town, City, Industrial, Orchard, Forest, Jungle or Bocage. */
  readonly gliderHazardMax: number;
  /** Every other landing: up to this percentage. */
  readonly otherMax: number;
  /** Landing on enemy units: this percentage, then moved to an adjacent non-enemy hex. */
  readonly enemyHex: number;
  /** Extra percentage per hex of scatter, and per minefield strength point. */
  readonly perScatterHex: number;
  readonly perMinePoint: number;
  readonly boggyTerrain: readonly string[];
  readonly gliderHazardTerrain: readonly string[];
  /**
   * How the extras combine with an "up to" loss. Not from the source. 'flat' (default): the extras
   * are added to the percentage drawn ("2 hexes adds 20%"); 'ceiling': they raise the "up to".
   */
  readonly extras: 'flat' | 'ceiling';
}

export const DEFAULT_LANDING: LandingParams = {
  scatterRadius: 1,
  boggyMax: 60,
  gliderHazardMax: 60,
  otherMax: 20,
  enemyHex: 80,
  perScatterHex: 10,
  perMinePoint: 2,
  boggyTerrain: ['marsh', 'swamp'],
  gliderHazardTerrain: [
    'rough',
    'village',
    'town',
    'city',
    'industrial',
    'orchard',
    'forest',
    'jungle',
    'bocage',
  ],
  extras: 'flat',
};

/**
 * The dice of landings: keyed by the player turn and the unit, not by the commands applied, so
 * the scatter "decided when placed" (PC-RNF-06) is the same however often a waiting partisan is
 * tried in one turn. Not from the source: it only closes a retry loophole.
 */
export function landingDice(state: Pick<GameState, 'seed' | 'turn' | 'playerTurn'>): DiceSource {
  const key = { seed: state.seed, seq: state.turn * 2 + state.playerTurn };
  return (tag) => diceFor(key, `landing:${tag}`);
}

/** Water or Impassible: a unit landing there is eliminated (PC-RNF-06). */
export function lethalTerrain(t: TerrainType): boolean {
  return t.water || t.key === 'impassable' || (t.cost.foot < 0 && t.cost.motorized < 0 && t.cost.tracked < 0);
}

function roll(label: string, value: number, target: number, success: boolean): Roll {
  return { label, value, target, success, rule: 'PC-RNF-06' };
}

/** Picks one of `options` with one draw; the roll says which and the threshold it fell under. */
function pick(
  dice: Dice,
  options: readonly number[],
  label: (loc: number) => string,
): { loc: number; roll: Roll } {
  const u = dice.next();
  const k = Math.min(options.length - 1, Math.floor(u * options.length));
  const loc = options[k]!;
  return {
    loc,
    roll: roll(`${label(loc)} (${k + 1} of ${options.length})`, u, (k + 1) / options.length, true),
  };
}

/**
 * PC-RNF-06 scatter, decided when the unit is placed. Not from the source: the distance is drawn
 * evenly from 0..radius, then one on-map hex at that distance evenly (a shorter distance when the
 * whole ring is off the map).
 */
export function scatter(
  state: Pick<GameState, 'world'>,
  drop: number,
  radius: number,
  dice: Dice,
): { loc: number; hexes: number; rolls: Roll[] } {
  const { board } = state.world;
  if (radius <= 0) return { loc: drop, hexes: 0, rolls: [] };
  const u = dice.next();
  let d = Math.min(radius, Math.floor(u * (radius + 1)));
  const rolls = [
    roll(`scatter: ${d} of 0-${radius} hexes from ${board.label(drop)}`, u, (d + 1) / (radius + 1), d > 0),
  ];
  let ring: number[] = [];
  for (; d > 0; d--) {
    ring = board.within(drop, d).filter((l) => board.distance(drop, l) === d);
    if (ring.length > 0) break;
  }
  if (d === 0) return { loc: drop, hexes: 0, rolls };
  const p = pick(dice, ring, (l) => `scatter direction: lands at ${board.label(l)}`);
  return { loc: p.loc, hexes: d, rolls: [...rolls, p.roll] };
}

/** Active units at `loc` that are not of `side` (PC-RNF-06 "hex containing enemy units"). */
export function enemyAt(state: GameState, loc: number, side: string): boolean {
  const { units } = state.world;
  return readUnits(state).some(
    (o, j) => o.status === 'active' && o.loc === loc && (o.owner ?? units[j]!.side) !== side,
  );
}

/** PC-RNF-07: no unit of either side. */
export function emptyHex(state: GameState, loc: number): boolean {
  return !readUnits(state).some((o) => o.status === 'active' && o.loc === loc);
}

/** The ceiling of an "up to" landing loss for the terrain in effect (PC-RNF-06, PC-MAP-08). */
export function terrainLossMax(t: TerrainType, glider: boolean, p: LandingParams): number {
  if (p.boggyTerrain.includes(t.key)) return p.boggyMax;
  if (glider && p.gliderHazardTerrain.includes(t.key)) return p.gliderHazardMax;
  return p.otherMax;
}

/**
 * One "up to" landing loss in percent: a fraction drawn evenly of the ceiling (not from the
 * source), with the extras added flat or to the ceiling (LandingParams.extras), at most 100.
 */
export function drawLossPercent(
  max: number,
  extras: number,
  p: LandingParams,
  dice: Dice,
  what: string,
): { pct: number; roll: Roll } {
  const u = dice.next();
  const ceiling = p.extras === 'ceiling' ? Math.min(100, max + extras) : max;
  const drawn = u * ceiling;
  const pct = Math.min(100, p.extras === 'ceiling' ? drawn : drawn + extras);
  const extra = extras > 0 ? (p.extras === 'ceiling' ? ` (ceiling +${extras}%)` : ` +${extras}%`) : '';
  return {
    pct,
    roll: roll(
      `landing loss, ${what}: up to ${ceiling}%${extra} = ${round1(pct)}%`,
      round1(drawn),
      ceiling,
      true,
    ),
  };
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

/** What became of an arrival that was placed. */
export type ArrivalOutcome =
  | { readonly kind: 'placed'; readonly loc: number }
  | { readonly kind: 'eliminated' }
  | { readonly kind: 'waits'; readonly reason: string };

/**
 * PC-RNF-06/07: brings arrived unit `i` onto the map from its entry hex `entry`: scatter (airborne,
 * glider), the empty hex (infiltration), the protection value (PC-RNF-05) at the landing hex, and
 * the landing losses, which count for VP. An ordinary arrival enters at `entry`.
 */
export function placeArrival(
  state: GameState,
  i: number,
  entry: number,
  dice: DiceSource,
  p: LandingParams,
  events: GameEvent[],
): ArrivalOutcome {
  const { world } = state;
  const a = world.scenario.units[i]!.arrives;
  const def = world.units[i]!;
  const drop = dropKind(a);
  if (!drop && !a?.infiltration) {
    enterMap(state, i, events);
    return { kind: 'placed', loc: entry };
  }
  const { board } = world;
  const rolls: Roll[] = [];
  const d = dice(def.id);
  let loc = entry;
  let scattered = 0;
  if (drop) {
    const s = scatter(state, entry, a!.scatter ?? p.scatterRadius, d);
    rolls.push(...s.rolls);
    loc = s.loc;
    scattered = s.hexes;
  }
  if (a?.infiltration) {
    // PC-RNF-07: an empty hex a unit can stand in, its own first, else an adjacent one.
    const ok = (l: number) => emptyHex(state, l) && !lethalTerrain(terrainNow(state, l).terrain);
    if (!ok(loc)) {
      const near = board.within(loc, 1).filter((l) => l !== loc && ok(l));
      if (near.length > 0) {
        const c = pick(
          d,
          near,
          (l) => `infiltration: ${board.label(loc)} is not empty; arrives at ${board.label(l)}`,
        );
        rolls.push({ ...c.roll, rule: 'PC-RNF-07' });
        loc = c.loc;
      } else if (def.type === 'partisan' || (!drop && enemyAt(state, loc, def.side))) {
        // A partisan waits (PC-RNF-07). Not from the source: another infiltrator with no empty hex
        // arrives as an ordinary one, which an enemy unit in its hex keeps off the map (PC-RNF-03).
        const who =
          def.type === 'partisan'
            ? `${def.name}, a partisan,`
            : `${def.name}, with an enemy unit in ${board.label(loc)},`;
        const reason = `No empty hex at or next to ${board.label(loc)}: ${who} cannot arrive this turn and waits in the Arrived list (PC-RNF-07).`;
        if (rolls.length > 0)
          events.push({
            type: 'unitState',
            unit: i,
            what: 'scatter rolled; waits',
            rolls,
            rule: 'PC-RNF-07',
          });
        events.push({ type: 'message', text: reason, seenBy: def.side, rule: 'PC-RNF-07' });
        return { kind: 'waits', reason };
      }
    }
  }
  protectArrival(state, i, loc, events);
  const u = state.units[i]!;
  u.status = 'active';
  u.loc = loc;
  events.push({ type: 'arrived', unit: i, loc });
  const how = drop === 'glider' ? 'lands by glider' : drop ? 'drops' : 'infiltrates';
  const where = `${how} at ${board.label(loc)}${scattered > 0 ? `, ${scattered} hex${scattered > 1 ? 'es' : ''} from ${board.label(entry)}` : ''}`;
  if (!drop) {
    events.push({ type: 'unitState', unit: i, what: where, rolls, rule: 'PC-RNF-07' });
    return { kind: 'placed', loc };
  }
  return landingLosses(state, i, loc, scattered, drop === 'glider', d, p, rolls, where, events);
}

/** PC-RNF-06: the landing-loss table and its extras, at the hex where the unit came down. */
function landingLosses(
  state: GameState,
  i: number,
  landed: number,
  scattered: number,
  glider: boolean,
  d: Dice,
  p: LandingParams,
  rolls: Roll[],
  where: string,
  events: GameEvent[],
): ArrivalOutcome {
  const { world } = state;
  const { board } = world;
  const def = world.units[i]!;
  const u = state.units[i]!;
  const start = u.strength;
  const drown = (at: number, t: TerrainType): ArrivalOutcome => {
    events.push({
      type: 'unitState',
      unit: i,
      what: `${where}: ${t.name}`,
      strength: 0,
      rolls,
      rule: 'PC-RNF-06',
    });
    recordLoss(state, i, u.strength);
    eliminate(state, i, `landed in ${t.name} at ${board.label(at)} (PC-RNF-06)`, events);
    return { kind: 'eliminated' };
  };
  /** Takes `pct` percent of the current strength, randomly rounded (PC-GEN-06). */
  const lose = (pct: number, label: string) => {
    const r = roundRandomRoll(d, (u.strength * pct) / 100, label, 'PC-GEN-06');
    const loss = Math.min(u.strength, r.value);
    if (r.roll.target > 0) rolls.push(r.roll);
    u.strength -= loss;
  };
  let loc = landed;
  let t = terrainNow(state, loc).terrain;
  let notes = '';
  if (lethalTerrain(t)) return drown(loc, t);
  if (enemyAt(state, loc, def.side)) {
    // The enemy hex: 80%, then off to an adjacent non-enemy hex, where the terrain loss (no extras)
    // may apply as well. Not from the source: the two losses apply one after the other; a land hex
    // is preferred; with no non-enemy hex next to it the unit is eliminated.
    lose(p.enemyHex, `${p.enemyHex}% of ${u.strength} on enemy units`);
    const free = board.within(loc, 1).filter((l) => l !== loc && !enemyAt(state, l, def.side));
    const land = free.filter((l) => !lethalTerrain(terrainNow(state, l).terrain));
    const to = land.length > 0 ? land : free;
    notes = ` on enemy units: ${p.enemyHex}%`;
    if (to.length === 0 || u.strength <= 0) {
      events.push({
        type: 'unitState',
        unit: i,
        what: `${where}${notes}, no way out`,
        strength: 0,
        rolls,
        rule: 'PC-RNF-06',
      });
      recordLoss(state, i, start);
      eliminate(state, i, `landed on enemy units at ${board.label(loc)} (PC-RNF-06)`, events);
      return { kind: 'eliminated' };
    }
    const c = pick(d, to, (l) => `moved off the enemy to ${board.label(l)}`);
    rolls.push(c.roll);
    events.push({ type: 'moved', unit: i, from: loc, path: [c.loc], mpSpent: 0, mpLeft: 0 });
    loc = c.loc;
    u.loc = loc;
    t = terrainNow(state, loc).terrain;
    if (lethalTerrain(t)) {
      recordLoss(state, i, start - u.strength);
      return drown(loc, t);
    }
    const max = terrainLossMax(t, glider, p);
    const r = drawLossPercent(max, 0, p, d, t.name);
    rolls.push(r.roll);
    lose(r.pct, `${round1(r.pct)}% of ${u.strength} in ${t.name}`);
  } else {
    const mines = readHexes(state)[loc]?.minefield ?? 0;
    const extras = scattered * p.perScatterHex + mines * p.perMinePoint;
    const parts = [
      t.name,
      ...(scattered > 0 ? [`scatter ${scattered}×${p.perScatterHex}%`] : []),
      ...(mines > 0 ? [`minefield ${mines}×${p.perMinePoint}%`] : []),
    ];
    const r = drawLossPercent(terrainLossMax(t, glider, p), extras, p, d, parts.join(', '));
    rolls.push(r.roll);
    lose(r.pct, `${round1(r.pct)}% of ${u.strength}`);
  }
  const loss = start - u.strength;
  recordLoss(state, i, loss);
  const what = `${where}${notes}; landing loss ${loss} of ${start} (${Math.round((100 * loss) / start)}%)`;
  events.push({ type: 'unitState', unit: i, what, strength: u.strength, rolls, rule: 'PC-RNF-06' });
  if (u.strength <= 0) {
    eliminate(state, i, `landing losses at ${board.label(loc)} (PC-RNF-06)`, events);
    return { kind: 'eliminated' };
  }
  return { kind: 'placed', loc };
}
