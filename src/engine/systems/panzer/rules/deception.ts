// Deception Units (PC-DEC) and Patrolling (PC-SUT-08). A deployed Deception Unit is a marker, not
// a unit: its status is 'deployed' and `loc` is the marker's hex. Everything that looks for units
// on the map asks for status 'active', so the marker never blocks, is never bumped, spotted, fired
// at or assaulted, and the enemy's view never shows it (PC-DEC-03). What it does: Deception effects
// on enemy movement (movement.ts) and on enemy demolition (deceptionDamageFails), detection and
// recall at the start of its side's turn (PC-DEC-06/07).

import type { DeployDeceptionCommand, PatrolCommand } from '../commands.js';
import { ruleError, isRuleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import { otherSide, type Side, type UnitDef, type UnitState } from '../model/unit.js';
import { diceFor, type Dice } from '../../../core/rng.js';
import { ruleOn } from '../world.js';
import { isFirstTurnOfDay } from './clock.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import { refreshSpotting } from './spotting.js';

/** PC-DEC-04, PC-SUT-05: partisans on the map, and Deception Units only while deployed. */
export function isDeceptionSource(def: UnitDef, s: UnitState): boolean {
  if (s.loc < 0) return false;
  if (def.type === 'partisan') return s.status === 'active';
  return def.type === 'deception' && s.status === 'deployed';
}

/**
 * Locations of `deceiving`'s Deception sources whose effects reach enemy units: each partisan and
 * deployed Deception Unit not negated by a Patrolling enemy unit within Deception range
 * (PC-DEC-05: partisans always; Deception Units only under Extended Patrolling, PC-OPT-03).
 */
export function activeDeceptionLocs(state: GameState, deceiving: Side): number[] {
  const { world } = state;
  const range = world.params.side[deceiving].deceptionRange;
  if (range <= 0) return [];
  const extended = ruleOn(world, 'extendedPatrolling');
  const patrols: number[] = [];
  state.units.forEach((u, i) => {
    const def = world.units[i]!;
    if (u.status === 'active' && u.loc >= 0 && u.patrolling && def.side !== deceiving) patrols.push(u.loc);
  });
  const out: number[] = [];
  state.units.forEach((u, i) => {
    const def = world.units[i]!;
    if (def.side !== deceiving || !isDeceptionSource(def, u)) return;
    const negatable = def.type === 'partisan' || extended;
    if (negatable && patrols.some((l) => world.board.distance(l, u.loc) <= range)) return;
    out.push(u.loc);
  });
  return out;
}

/**
 * PC-DEC-04 (b): an engineer's attempt to blow a bridge or cause other damage fails when enemy
 * Deception reaches its hex and a random percentage is below the enemy's Deception Damage. The
 * roll (for the event's breakdown), or null when no Deception reaches the engineer.
 */
export function deceptionDamageFails(state: GameState, engineer: number, dice: Dice): Roll | null {
  const def = state.world.units[engineer]!;
  const loc = state.units[engineer]!.loc;
  const enemy = otherSide(def.side);
  const p = state.world.params.side[enemy];
  if (p.deceptionDamage <= 0 || loc < 0) return null;
  const near = activeDeceptionLocs(state, enemy).some(
    (l) => state.world.board.distance(l, loc) <= p.deceptionRange,
  );
  if (!near) return null;
  const value = dice.percent();
  return {
    label: 'deception damage',
    value,
    target: p.deceptionDamage,
    success: value < p.deceptionDamage,
    rule: 'PC-DEC-04',
  };
}

/** PC-DEC-02: the farthest a Deception Unit may be deployed (first time) or redeployed. */
export function deploymentRange(state: GameState, side: Side, redeploy: boolean): number {
  return (redeploy ? 2 : 3) * state.world.params.side[side].deceptionRange;
}

/** The Deception Unit a command names: own, a Deception Unit, on the map or deployed. */
function ownDeceptionUnit(draft: GameState, id: string): number | RuleError {
  const i = draft.world.unitIndex.get(id);
  if (i === undefined) return ruleError('NO_SUCH_UNIT', `There is no unit "${id}".`);
  const def = draft.world.units[i]!;
  const s = draft.units[i]!;
  if (s.status === 'deployed' && def.side === draft.activeSide) return i;
  const own = ownActiveUnit(draft, id);
  if (isRuleError(own)) return own;
  if (def.type !== 'deception')
    return ruleError('NOT_ALLOWED', `${def.name} is not a Deception Unit.`, 'PC-DEC-01');
  return own;
}

/** Units → Deception Unit → Deploy (PC-DEC-02). */
export function handleDeployDeception(
  draft: GameState,
  cmd: DeployDeceptionCommand,
): GameEvent[] | RuleError {
  const u = ownDeceptionUnit(draft, cmd.unit);
  if (isRuleError(u)) return u;
  const to = hexLoc(draft, cmd.hex);
  if (isRuleError(to)) return to;
  const { world } = draft;
  const def = world.units[u]!;
  const s = draft.units[u]!;
  const redeploy = s.status === 'deployed';
  // Guard: the unit must not have moved or used MP this turn; a deployment is its whole turn.
  if (s.moved || (!redeploy && s.mp < s.mpMax))
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} has moved or used MP this turn and cannot be deployed.`,
      'PC-DEC-02',
    );
  // Guard: once deployed, a redeployment waits for the first turn of a day (midnight or after).
  if (redeploy && !isFirstTurnOfDay(world, draft.turn))
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is deployed; it may be redeployed only on the first turn after midnight.`,
      'PC-DEC-02',
    );
  const limit = deploymentRange(draft, def.side, redeploy);
  const d = world.board.distance(s.loc, to);
  if (d > limit)
    return ruleError(
      'OUT_OF_RANGE',
      `${cmd.hex} is ${d} hexes from ${def.name}; it may be ${redeploy ? 'redeployed' : 'deployed'} at most ${limit} hexes away.`,
      'PC-DEC-02',
    );
  // Guard: not onto a hex where the side sees an enemy unit (rules-decisions: Deception).
  const seen = draft.knowledge[def.side].spotted.some((j) => draft.units[j]!.loc === to);
  if (seen) return ruleError('ENEMY_OCCUPIED', `${cmd.hex} holds an enemy unit.`, 'PC-DEC-02');
  const from = s.loc;
  s.status = 'deployed';
  s.loc = to;
  s.moved = true;
  s.mp = 0;
  s.patrolling = false;
  // The regular counter left the map: the enemy no longer sees it there (PC-DEC-02/03).
  const k = draft.knowledge[otherSide(def.side)];
  const wasSeen = k.spotted.includes(u) || k.unknown.includes(u);
  k.spotted = k.spotted.filter((j) => j !== u);
  k.unknown = k.unknown.filter((j) => j !== u);
  const events: GameEvent[] = [
    {
      type: 'unitState',
      unit: u,
      what: `${redeploy ? 'redeployed' : 'deployed'} from ${world.board.label(from)} to ${cmd.hex}`,
      rule: 'PC-DEC-02',
    },
  ];
  if (wasSeen) events.push({ type: 'lostContact', by: otherSide(def.side), units: [u] });
  return events;
}

/**
 * Start of the owner's player turn, step 10 of PC-TRN-11: each deployed Deception Unit within its
 * side's Deception Radius of an enemy unit is tested with Deception Detect and removed from play
 * when detected (PC-DEC-06); one sharing its hex with a friendly regular unit is recalled, its
 * counter back on the map (PC-DEC-07).
 */
export function deceptionTurnStart(state: GameState, side: Side, events: GameEvent[]): void {
  const { world } = state;
  const p = world.params.side[side];
  const dice = diceFor(state, `deception|${state.turn}|${side}`);
  state.units.forEach((s, i) => {
    const def = world.units[i]!;
    if (def.side !== side || def.type !== 'deception' || s.status !== 'deployed') return;
    s.moved = false; // a fresh turn: it may be redeployed (PC-DEC-01 "X" clears)
    const enemyNear = state.units.some(
      (e, j) =>
        e.status === 'active' &&
        e.loc >= 0 &&
        world.units[j]!.side !== side &&
        world.board.distance(e.loc, s.loc) <= p.deceptionRange,
    );
    if (enemyNear) {
      const value = dice.percent();
      const roll: Roll = {
        label: 'deception detected',
        value,
        target: p.deceptionDetect,
        success: value < p.deceptionDetect,
        rule: 'PC-DEC-06',
      };
      if (roll.success) {
        // Removal is taken as elimination; no loss is booked for a dummy (rules-decisions).
        events.push({
          type: 'unitState',
          unit: i,
          what: `detected by the enemy at ${world.board.label(s.loc)} and removed`,
          rolls: [roll],
          rule: 'PC-DEC-06',
        });
        s.status = 'eliminated';
        s.loc = -1;
        events.push({ type: 'eliminated', unit: i, reason: 'deception detected' });
        return;
      }
      events.push({ type: 'unitState', unit: i, what: 'not detected', rolls: [roll], rule: 'PC-DEC-06' });
    }
    const friend = state.units.some(
      (f, j) =>
        j !== i &&
        f.status === 'active' &&
        f.loc === s.loc &&
        world.units[j]!.side === side &&
        world.units[j]!.type !== 'deception',
    );
    if (friend) {
      s.status = 'active';
      events.push({
        type: 'unitState',
        unit: i,
        what: `recalled at ${world.board.label(s.loc)}: a friendly unit shares its hex`,
        rule: 'PC-DEC-07',
      });
    }
  });
}

/** Who may Patrol (PC-SUT-08): units of men, not HQs, not Broken; never Deception Units. */
export function patrolRefusal(state: GameState, u: number): RuleError | null {
  const def = state.world.units[u]!;
  const s = state.units[u]!;
  const no = (msg: string) => ruleError('NOT_ALLOWED', `${def.name} ${msg}`, 'PC-SUT-08');
  if (def.component !== 'men' || def.type === 'hq' || def.type === 'deception')
    return no('cannot patrol: only units of men other than HQs can.');
  if (s.cohesion === 'broken') return no('is Broken and cannot patrol.');
  if (s.patrolling) return no('is already patrolling.');
  if (s.mpMax <= 0 || s.mp < s.mpMax || s.moved || s.fired)
    return ruleError(
      'NOT_ENOUGH_MP',
      `${def.name} has ${s.mp} of ${s.mpMax} MP left; starting a patrol costs its full MA.`,
      'PC-SUT-08',
    );
  return null;
}

/** Patrolling (PC-SUT-08): costs the full MA; spotting within 2 hexes follows at once (PC-SPT-10). */
export function handlePatrol(draft: GameState, cmd: PatrolCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (isRuleError(u)) return u;
  const why = patrolRefusal(draft, u);
  if (why) return why;
  const s = draft.units[u]!;
  const cost = s.mp;
  s.mp = 0;
  s.patrolling = true;
  const events: GameEvent[] = [
    { type: 'unitState', unit: u, what: `starts patrolling (${cost} MP)`, rule: 'PC-SUT-08' },
  ];
  events.push(...refreshSpotting(draft, [u], { acted: [] }));
  return events;
}
