// PB-ASLT-20 (PB-DIFF-23): units with Assault value 0 are overrun when assaulted. When every
// enemy unit in the hex has Assault 0 (trucks, guns without close defence...), the assault is not
// resolved: the attackers pay only the cost of moving into the hex (not the 2/3 of their MA an
// assault needs, PB-ASLT-03) and move in; the defenders are forced out with no resistance. The
// manual leaves their fate open (§24); ours, not from the source, after the spec's note "a forced
// retreat with no resistance": each falls back one hex as after a lost assault (PB-ASLT-17, the
// safest hex as retreatHex chooses) and is Disrupted; one that must be in Travel Mode to move is
// eliminated, towed anti-tank guns abandon half their guns (PB-ASLT-19), and one with no hex to
// fall back to is captured whole. params.variant.units.overrunAssaultZero switches the rule.

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { menEquivalent, otherSide, type Side } from '../model/unit.js';
import { diceFor } from '../../../core/rng.js';
import { attackerRefusal, entryCost, retreatHex } from './assault.js';
import { markEngaged, unitsAt } from './combat-units.js';
import { noteHexLeft } from './fortifications.js';
import { bookLoss, eliminate } from './results.js';
import { captureAt } from './victory.js';
import { refreshSpotting } from './spotting.js';
import { followCarriers } from './transport.js';

const RULE = 'PB-ASLT-20';

/** The defenders of `loc` against `side` when the hex is overrun (all have Assault 0), else null. */
export function overrunDefenders(state: GameState, loc: number, side: Side): number[] | null {
  if (!state.world.params.variant.units.overrunAssaultZero) return null;
  const defenders = unitsAt(state, loc, otherSide(side));
  if (defenders.length === 0) return null;
  return defenders.every((d) => state.world.units[d]!.assault <= 0) ? defenders : null;
}

/** MP an attacker pays to overrun `loc`: the cost of moving in, no more (PB-ASLT-20). */
export function overrunCost(state: GameState, unit: number, loc: number): number {
  return entryCost(state, unit, state.units[unit]!.loc, loc);
}

/**
 * Why the unit cannot join an overrun of `loc`: as for an assault (PB-ASLT-01/02) but the MP it
 * needs are only the cost of moving in (a unit with its whole MA may always move one hex).
 */
export function overrunRefusal(state: GameState, unit: number, loc: number): RuleError | null {
  const why = attackerRefusal(state, unit, loc);
  if (why && why.code !== 'NOT_ENOUGH_MP') return why;
  const s = state.units[unit]!;
  const cost = overrunCost(state, unit, loc);
  if (s.mp < cost && s.mp < s.mpMax)
    return ruleError(
      'NOT_ENOUGH_MP',
      `${state.world.units[unit]!.name} has ${s.mp} MP left; moving into ${state.world.board.label(loc)} to overrun it costs ${cost}.`,
      RULE,
    );
  return null;
}

/** Resolves an overrun of `loc` by `attackers`: the defenders forced out, the attackers in. */
export function resolveOverrun(
  draft: GameState,
  attackers: readonly number[],
  loc: number,
  defenders: readonly number[],
): GameEvent[] | RuleError {
  for (const a of attackers) {
    const why = overrunRefusal(draft, a, loc);
    if (why) return why;
  }
  const { world } = draft;
  const { units, board } = world;
  const side = units[attackers[0]!]!.side;
  const dice = diceFor(draft, 'overrun');
  const events: GameEvent[] = [];
  const hex = board.label(loc);
  let fell = 0;
  let lost = 0;
  for (const d of defenders) {
    const def = units[d]!;
    const s = draft.units[d]!;
    if (s.status !== 'active' || s.loc !== loc) continue;
    if (s.carriedBy !== undefined) continue; // it goes where its carrier goes (transport.ts)
    markEngaged(draft, d);
    s.fixed = false; // PB-ASLT-24
    const towedAt = def.type === 'antiTank' && def.flags.towed === true && def.speed > 0;
    if ((def.flags.mustTravel || def.flags.towed) && !towedAt) {
      bookLoss(draft, d, s.strength);
      eliminate(draft, d, `overrun: cannot get away (must be in Travel Mode to move, ${RULE})`, events);
      lost++;
      continue;
    }
    if (towedAt) {
      const extra = Math.min(s.strength, dice.roundRandom(s.strength / 2));
      s.strength -= extra;
      bookLoss(draft, d, extra);
      if (s.strength <= 0) {
        eliminate(draft, d, `overrun: guns abandoned (${RULE}, PB-ASLT-19)`, events);
        lost++;
        continue;
      }
    }
    const to = retreatHex(draft, d, attackers);
    if (to < 0) {
      bookLoss(draft, d, s.strength);
      eliminate(draft, d, `overrun: no way out, captured (${RULE})`, events);
      lost++;
      continue;
    }
    s.loc = to;
    s.digging = false;
    if (towedAt) s.mode = 'travel';
    if (s.cohesion === 'ok') s.cohesion = 'disrupted';
    fell++;
    events.push({
      type: 'unitState',
      unit: d,
      what: `overrun: falls back to ${board.label(to)}, Disrupted`,
      cohesion: s.cohesion,
      strength: s.strength,
      rule: RULE,
    });
  }
  followCarriers(draft); // passengers of defenders that fell back go with them
  noteHexLeft(draft, loc);
  // The attackers move in, as far as stacking allows (PB-ASLT-25 reading, PC-ASL-24).
  let stack = 0;
  const advanced: number[] = [];
  for (const a of attackers) {
    const s = draft.units[a]!;
    const cost = Math.min(s.mp, overrunCost(draft, a, loc));
    s.mp -= cost;
    s.assaulted = true;
    s.revealed = true;
    const me = menEquivalent(units[a]!, s.strength);
    if (stack + me > world.params.maxStacking && advanced.length > 0) continue;
    const from = s.loc;
    s.loc = loc;
    s.moved = true;
    s.digging = false;
    stack += me;
    advanced.push(a);
    noteHexLeft(draft, from);
    events.push({ type: 'moved', unit: a, from, path: [loc], mpSpent: cost, mpLeft: s.mp });
  }
  for (const { unit, from } of followCarriers(draft))
    events.push({ type: 'moved', unit, from, path: [loc], mpSpent: 0, mpLeft: draft.units[unit]!.mp });
  captureAt(draft, loc, side, events);
  const parts = [`${hex} overrun`];
  if (fell) parts.push(`${fell} unit${fell > 1 ? 's' : ''} fall back`);
  if (lost) parts.push(`${lost} lost`);
  events.unshift({ type: 'message', text: `${parts.join('; ')} (Assault 0, ${RULE})`, rule: RULE });
  events.push(
    ...refreshSpotting(draft, [...attackers, ...defenders.filter((d) => draft.units[d]!.loc >= 0)]),
  );
  return events;
}

/** The assault order's overrun branch: the events, or null when `loc` is not overrun. */
export function overrunIfAssaultZero(
  draft: GameState,
  attackers: readonly number[],
  loc: number,
): GameEvent[] | RuleError | null {
  const defenders = overrunDefenders(draft, loc, draft.world.units[attackers[0]!]!.side);
  return defenders ? resolveOverrun(draft, attackers, loc, defenders) : null;
}
