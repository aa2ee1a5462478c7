// Movement commands (PC-MOV, PC-ZOC, PC-IMP, PC-WAT, PC-SUT, PC-UNT-06).
//
// handleMove validates the whole path against what the moving side knows (so a refusal never
// reveals a hidden enemy), then walks it on the true state: a hidden enemy in the next hex, a
// hidden zone of control, unseen rubble, a minefield, night disruption or opportunity fire stop
// the stack where it is, and the command still succeeds (design invariant 3, PC-SPT).

import type { ModeCommand, MoveCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import { otherSide, type Quality, type Side } from '../model/unit.js';
import { diceFor, type Dice } from '../../../core/rng.js';
import { ruleOn, type World } from '../world.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import { airInterdiction } from './air.js';
import { isDeceptionSource } from './deception.js';
import { modeBlocksMovement, modeChange } from './modes.js';
import {
  enemyAt,
  isRoadStep,
  knowledgesFor,
  moverStack,
  notEnoughMp,
  patrolRecallCost,
  quarterUp,
  releaseKnowledge,
  roadStackingOk,
  turnKeyOf,
  unseenSurcharge,
  usesFerry,
  type MoveKnowledge,
  type MoverStack,
} from './movecost.js';
import { opportunityFire } from './opportunity.js';
import { engineerMoveRefusal, interruptEngineering } from './engineers.js';
import { minefieldLanesOpen } from './mines.js';
import { triggerWiredBridges } from './bridges.js';
import { raiseSpotLevels, refreshSpotting, type SpotLevel } from './spotting.js';
import { captureAt, recordLoss } from './victory.js';
import { markDeploying } from './phases.js';
import { noteArtilleryMoved } from './artillery-setup.js';
import { readUnits } from '../draft.js';
import { cargoLost } from './transport.js';
import { noteEntry } from './hedgerows.js';
import { mineEffectAt } from './shallow-water.js';

/** PC-GEN-04 night-move disruption multiplier by quality (PC-MOV-10). */
export const NIGHT_DISRUPTION_Q: Record<Quality, number> = { A: 0.25, B: 0.5, C: 1, D: 1.5, E: 2, F: 4 };
/** PC-GEN-04 breakdown quality factor Q (PC-MOV-12). */
export const BREAKDOWN_Q: Record<Quality, number> = { A: 1.2, B: 1.1, C: 1, D: 0.8, E: 0.6, F: 0.4 };

/**
 * PC-MOV-12: chance that a move costing C MP loses one of V vehicles,
 * V x C x B / (40000 x Q), tripled for Low Reliability units; never for a single vehicle.
 */
export function breakdownChance(
  vehicles: number,
  cost: number,
  b: number,
  q: Quality,
  lowReliability = false,
): number {
  if (vehicles <= 1 || cost <= 0) return 0;
  const p = (vehicles * cost * b) / (40000 * BREAKDOWN_Q[q]);
  return Math.min(1, lowReliability ? 3 * p : p);
}

/** PC-MOV-10: chance in percent that entering one hex at night disrupts a unit of quality q. */
export function nightDisruptionChance(percent: number, q: Quality): number {
  return percent * NIGHT_DISRUPTION_Q[q];
}

/** Resolves the command's units: own, on the map, all in one hex, each able to move. */
function resolveMovers(draft: GameState, ids: readonly string[]): number[] | RuleError {
  if (!Array.isArray(ids) || ids.length === 0)
    return ruleError('BAD_COMMAND', 'Name at least one unit to move.');
  const units: number[] = [];
  for (const id of ids) {
    const u = ownActiveUnit(draft, id);
    if (typeof u !== 'number') return u;
    if (units.includes(u)) return ruleError('BAD_COMMAND', `${id} is named twice.`);
    units.push(u);
  }
  const start = draft.units[units[0]!]!.loc;
  for (const u of units) {
    const def = draft.world.units[u]!;
    const st = draft.units[u]!;
    // Guard: a stack moves together, so every unit starts in the same hex (PC-MOV-01).
    if (st.loc !== start)
      return ruleError(
        'BAD_COMMAND',
        `${def.name} is not in ${draft.world.board.label(start)} with the other units.`,
      );
    if (def.speed <= 0) return ruleError('IMMOBILE', `${def.name} is immobile and never moves.`, 'PC-MOV-22');
    if (st.fixed)
      return ruleError('FIXED', `${def.name} is Fixed and cannot move until released.`, 'PC-MOV-21');
    const m = modeBlocksMovement(def, st);
    if (m) return m;
    const eng = engineerMoveRefusal(draft, u); // PC-ENG-12: a bridge-holding engineer stays
    if (eng) return eng;
  }
  return units;
}

/** Checks the whole path against the side's knowledge; returns the planned cost per unit per step. */
function validatePath(
  known: MoveKnowledge,
  stack: MoverStack,
  path: readonly number[],
): RuleError | undefined {
  let at = stack.start;
  const mp = stack.profiles.map((p) => p.st.mp - patrolRecallCost(p.st));
  for (let i = 0; i < mp.length; i++)
    if (mp[i]! < 0) {
      const st = stack.profiles[i]!.st;
      return ruleError(
        'NOT_ENOUGH_MP',
        `${stack.profiles[i]!.def.name} has ${st.mp} MP left; recalling its patrol costs ${patrolRecallCost(st)}.`,
        'PC-SUT-08',
      );
    }
  for (const to of path) {
    const r = known.world.hooks.stepCost(known, stack, at, to); // a module may price steps (profiles/)
    if (!r.ok) return r.error;
    for (let i = 0; i < mp.length; i++) {
      const c = r.costs[i]!;
      if (c > mp[i]!) return notEnoughMp(stack.profiles[i]!, mp[i]!, r.label, c);
      mp[i] = mp[i]! - c;
    }
    at = to;
  }
  return undefined;
}

function spotSurprise(draft: GameState, loc: number, events: GameEvent[]): void {
  const side = draft.activeSide;
  const found = new Map<number, SpotLevel>();
  draft.units.forEach((s, j) => {
    if (s.loc === loc && s.status === 'active' && draft.world.units[j]!.side === otherSide(side))
      found.set(j, 2);
  });
  events.push(...raiseSpotLevels(draft, side, found));
}

function eliminate(draft: GameState, u: number, reason: string, events: GameEvent[]): void {
  const s = draft.units[u]!;
  const at = s.loc;
  s.status = 'eliminated';
  s.loc = -1;
  s.strength = 0;
  events.push({ type: 'eliminated', unit: u, reason });
  cargoLost(draft, u, at, events); // PB-UNIT-34: its passengers, if it carried any
}

/** PC-IMP-06/07: a minefield attack on a unit entering a minefield of strength `strength`. */
function minefieldAttack(
  draft: GameState,
  u: number,
  strength: number,
  dice: Dice,
  events: GameEvent[],
): void {
  const s = draft.units[u]!;
  const params = draft.world.params;
  const mpLoss = Math.min(s.mp, quarterUp((strength / 3) * s.mpMax));
  s.mp -= mpLoss;
  const shallow = mineEffectAt(draft, s.loc); // PB-IMP-20, PB-DIFF-27: ½ in Shallow water
  const loss = Math.min(
    s.strength,
    dice.roundRandom((s.strength * strength * params.minefieldCasualtyPct * shallow) / 100),
  );
  s.strength -= loss;
  s.lossesThisTurn += loss;
  recordLoss(draft, u, loss);
  events.push({
    type: 'unitState',
    unit: u,
    what: `minefield attack (strength ${strength}${shallow !== 1 ? `, ×${shallow} in Shallow water (PB-IMP-20)` : ''}): lost ${loss} and ${mpLoss} MP`,
    strength: s.strength,
    rule: 'PC-IMP-07',
  });
  if (s.strength <= 0) eliminate(draft, u, 'minefield (PC-IMP-06)', events);
}

/** PC-MOV-10: the night disruption roll for a unit entering a hex off road and rail. */
function nightRoll(draft: GameState, u: number, dice: Dice, events: GameEvent[]): boolean {
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  if (s.cohesion !== 'ok') return false;
  const target = nightDisruptionChance(draft.world.params.nightMoveDisruption, def.quality);
  const value = dice.percent();
  const roll: Roll = { label: 'night movement', value, target, success: value < target, rule: 'PC-MOV-10' };
  if (!roll.success) return false;
  // Disrupted at night: the allowance falls to 2/3 (PC-MOV-09), and so do the MP left.
  s.cohesion = 'disrupted';
  s.mpMax = Math.round((s.mpMax * 2) / 3);
  s.mp = Math.floor(((s.mp * 2) / 3) * 4) / 4;
  events.push({
    type: 'unitState',
    unit: u,
    what: 'disrupted moving at night',
    cohesion: 'disrupted',
    rolls: [roll],
    rule: 'PC-MOV-10',
  });
  return true;
}

/** PC-MOV-12: one breakdown roll per unit of vehicles per move, C = the MP it spent. */
function breakdownRoll(draft: GameState, u: number, spent: number, dice: Dice, events: GameEvent[]): void {
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  if (def.component !== 'vehicles' || s.status !== 'active') return;
  const p = breakdownChance(
    s.strength,
    spent,
    draft.world.params.vehicleBreakdown,
    def.quality,
    def.flags.lowReliability,
  );
  if (p <= 0) return;
  const value = dice.next();
  const roll: Roll = { label: 'vehicle breakdown', value, target: p, success: value < p, rule: 'PC-MOV-12' };
  if (!roll.success) return;
  s.strength -= 1;
  s.lossesThisTurn += 1;
  recordLoss(draft, u, 1);
  events.push({
    type: 'unitState',
    unit: u,
    what: 'a vehicle broke down',
    strength: s.strength,
    rolls: [roll],
    rule: 'PC-MOV-12',
  });
}

/**
 * PC-DEC-04/05: enemy units whose Deception effects reach movers: partisans, and Deception Units
 * on the map, unless a Patrolling unit of the moving side is within Deception range of them (for
 * Deception Units only under the Extended Patrolling optional rule).
 */
/**
 * Per World and side, the units that can ever be a Deception source (partisans and Deception
 * Units, by their type): a move looks at these only, not at the whole army (issue 21, "Scale").
 */
const deceptionCandidates = new WeakMap<World, Record<Side, readonly number[]>>();
function candidatesOf(world: World, side: Side): readonly number[] {
  let c = deceptionCandidates.get(world);
  if (!c) {
    const found: Record<Side, number[]> = { allied: [], axis: [] };
    world.units.forEach((def, i) => {
      if (def.type === 'partisan' || def.type === 'deception') found[def.side].push(i);
    });
    deceptionCandidates.set(world, (c = found));
  }
  return c[side];
}

export function deceptionSources(state: GameState, deceiving: Side): number[] {
  const { world } = state;
  const range = world.params.side[deceiving].deceptionRange;
  if (range <= 0 || world.params.side[deceiving].deceptionEffect <= 0) return [];
  const candidates = candidatesOf(world, deceiving);
  if (candidates.length === 0) return [];
  const extended = ruleOn(world, 'extendedPatrolling');
  const units = readUnits(state); // reads units without copies for apply()'s draft (draft.ts)
  let patrols: number[] | undefined;
  const out: number[] = [];
  for (const i of candidates) {
    const def = world.units[i]!;
    const u = units[i]!;
    // PC-DEC-04, PC-SUT-05: partisans, and Deception Units only while deployed (deception.ts).
    if (!isDeceptionSource(def, u)) continue;
    const negatable = def.type === 'partisan' || extended;
    if (negatable) {
      // PC-DEC-05: a Patrolling enemy unit within Deception range negates it.
      patrols ??= units.flatMap((p, j) =>
        p.status === 'active' && p.patrolling && world.units[j]!.side !== deceiving ? [p.loc] : [],
      );
      if (patrols.some((l) => world.board.distance(l, u.loc) <= range)) continue;
    }
    out.push(u.loc);
  }
  return out;
}

/** PC-DEC-04 (a): a unit in Travel Mode entering a hex within Deception range may be deceived. */
function deceptionRoll(
  draft: GameState,
  u: number,
  loc: number,
  sources: readonly number[],
  dice: Dice,
  events: GameEvent[],
): boolean {
  const enemy = otherSide(draft.world.units[u]!.side);
  const p = draft.world.params.side[enemy];
  if (!sources.some((l) => draft.world.board.distance(l, loc) <= p.deceptionRange)) return false;
  const value = dice.percent();
  const roll: Roll = {
    label: 'deception',
    value,
    target: p.deceptionEffect,
    success: value < p.deceptionEffect,
    rule: 'PC-DEC-04',
  };
  if (!roll.success) return false;
  const s = draft.units[u]!;
  if (s.cohesion === 'ok') s.cohesion = 'disrupted';
  s.mp = 0;
  events.push({
    type: 'unitState',
    unit: u,
    what: 'deceived: disrupted, lost its MP',
    cohesion: s.cohesion,
    rolls: [roll],
    rule: 'PC-DEC-04',
  });
  return true;
}

export function handleMove(draft: GameState, cmd: MoveCommand): GameEvent[] | RuleError {
  const side = draft.activeSide;
  const units = resolveMovers(draft, cmd.units);
  if (!Array.isArray(units)) return units;
  // Guard: a path of at least one hex, every label a hex on this map.
  if (!Array.isArray(cmd.path) || cmd.path.length === 0)
    return ruleError('BAD_PATH', 'The path names no hex to enter.');
  const path: number[] = [];
  for (const label of cmd.path) {
    const loc = hexLoc(draft, label);
    if (typeof loc !== 'number') return loc;
    path.push(loc);
  }
  // Guard: the path is legal and affordable by what the side knows (no hidden information leaks).
  // The side's knowledge and the truth in one pass over the units (movecost.ts).
  const [known, truth] = knowledgesFor(draft, side, [false, true]) as [MoveKnowledge, MoveKnowledge];
  const knownStack = moverStack(known, draft, units);
  const invalid = validatePath(known, knownStack, path);
  if (invalid) return invalid;

  // Walk the path on the true state.
  const stack = moverStack(truth, draft, units);
  const dice = diceFor(draft, 'move');
  const night = truth.light === 'night';
  const deceivers = deceptionSources(draft, otherSide(side));
  const airDice = diceFor(draft, 'interdiction'); // its own stream: movement's dice stay as they were
  const events: GameEvent[] = [];
  const from = stack.start;
  // PC-SUT-08: a patrolling unit that moves is recalled first, for 1/2 MA.
  const spent = stack.profiles.map((p) => {
    const cost = patrolRecallCost(p.st);
    if (cost > 0) {
      p.st.mp -= cost;
      p.st.patrolling = false;
      events.push({
        type: 'unitState',
        unit: p.unit,
        what: `patrol recalled (${cost} MP)`,
        rule: 'PC-SUT-08',
      });
    }
    return cost;
  });
  const entered: number[] = [];
  let movers = units.slice();
  let stoppedBy: string | undefined;
  let at = from;
  for (const to of path) {
    // PC-MOV-02: an unspotted enemy in the next hex stops the move before it and is spotted.
    if (enemyAt(truth, to) && !enemyAt(known, to)) {
      spotSurprise(draft, to, events);
      stoppedBy = `enemy unit found at ${draft.world.board.label(to)}`;
      break;
    }
    const r = draft.world.hooks.stepCost(truth, stack, at, to);
    if (!r.ok) {
      stoppedBy = r.error.message;
      break;
    }
    const short = stack.profiles.findIndex(
      (p, i) => movers.includes(p.unit) && r.costs[i]! > draft.units[p.unit]!.mp,
    );
    if (short >= 0) {
      const p = stack.profiles[short]!;
      stoppedBy = notEnoughMp(p, draft.units[p.unit]!.mp, r.label, r.costs[short]!).message;
      break;
    }
    const edge = draft.world.board.edgeBetween(at, to);
    const roadOk = roadStackingOk(truth, stack, to);
    // The order was priced on what the side knew (validatePath, the client's preview): a step that
    // costs more on the true board names what the side could not see (issue 18).
    const planned = draft.world.hooks.stepCost(known, knownStack, at, to);
    stack.profiles.forEach((p, i) => {
      if (!movers.includes(p.unit)) return;
      const extra = planned.ok ? r.costs[i]! - planned.costs[i]! : 0;
      if (extra > 0) {
        const { why, rule } = unseenSurcharge(known, truth, at, to);
        events.push({
          type: 'unitState',
          unit: p.unit,
          what: `paid ${extra} MP more than planned entering ${draft.world.board.label(to)}: ${why}`,
          rule,
        });
      }
      const s = draft.units[p.unit]!;
      s.mp -= r.costs[i]!;
      spent[i] = spent[i]! + r.costs[i]!;
      s.loc = to;
      noteEntry(draft, p.unit, at, to); // PB-IMP-30: a vehicle crossing a Hedge Row is vulnerable
      s.moved = true;
      s.revealed = true; // PC-SPT-03
      s.digging = false;
      interruptEngineering(draft, p.unit, events); // engineer work stops when the unit moves
      noteArtilleryMoved(draft, p.unit); // PC-SUP-24 Setup Required, PC-SUP-27 end of Stockpiled
    });
    entered.push(to);
    const h = draft.hexes[to];
    if (h && h.obstacle === 'intact') h.obstacle = 'penetrated'; // PC-IMP-03
    // PC-WAT-02: a ferry crossing uses the ferry for the rest of the turn.
    if (stack.profiles.some((p) => usesFerry(truth, p, edge)))
      draft.ferriesUsed = { ...draft.ferriesUsed, [edge]: turnKeyOf(draft) };
    const prev = at;
    at = to;
    captureAt(draft, to, side, events); // PC-VIC-01
    // PC-SPT-03: a unit seen crossing open ground is spotted there, even if it ends out of sight.
    events.push(...refreshSpotting(draft, movers));
    let stop = false;
    if (triggerWiredBridges(draft, side, to, events)) {
      stop = true; // PC-ENG-19: the bridge blows up in front of the movers
      stoppedBy = 'a wired bridge was blown';
    }
    if (h && h.minefield > 0) {
      // PC-IMP-06/07: every unit but engineers and mine clearers suffers a minefield attack;
      // PC-ENG-06: none for Travel Mode units while a clearing unit keeps lanes open.
      const lanes = minefieldLanesOpen(draft, to);
      for (const p of stack.profiles)
        if (movers.includes(p.unit) && !p.mineClear && !(lanes && draft.units[p.unit]!.mode === 'travel')) {
          minefieldAttack(draft, p.unit, h.minefield, dice, events);
          stop = true;
          stoppedBy = 'minefield';
        }
      h.minefieldPenetrated = true;
    }
    movers = movers.filter((u) => draft.units[u]!.status === 'active');
    if (night) {
      for (const p of stack.profiles)
        if (movers.includes(p.unit) && !isRoadStep(truth, p, prev, to, edge, roadOk))
          if (nightRoll(draft, p.unit, dice, events)) {
            stop = true;
            stoppedBy ??= 'disrupted moving at night';
          }
    }
    if (deceivers.length > 0) {
      for (const p of stack.profiles)
        if (movers.includes(p.unit) && draft.units[p.unit]!.mode === 'travel')
          if (deceptionRoll(draft, p.unit, to, deceivers, dice, events)) {
            stop = true;
            stoppedBy ??= 'deceived (PC-DEC-04)';
          }
    }
    // PC-AIR-13/14: enemy air may interdict Travel/Rail units in the hex entered.
    if (movers.length > 0 && airInterdiction(draft, movers, to, airDice, events)) {
      movers = movers.filter((u) => draft.units[u]!.status === 'active');
      stop = true;
      stoppedBy ??= 'air interdiction (PC-AIR-14)';
    }
    if (movers.length > 0) {
      const op = opportunityFire(draft, movers, to, 'enter');
      events.push(...op.events);
      movers = movers.filter((u) => draft.units[u]!.status === 'active');
      if (op.stop) {
        stop = true;
        stoppedBy ??= 'opportunity fire';
      }
    }
    if (movers.length === 0) {
      stoppedBy ??= 'eliminated';
      break;
    }
    if (stop) break;
  }
  if (entered.length === 0 && !stoppedBy) stoppedBy = 'did not move';
  stack.profiles.forEach((p, i) => {
    const s = draft.units[p.unit]!;
    events.push({
      type: 'moved',
      unit: p.unit,
      from,
      path: entered,
      mpSpent: spent[i]!,
      mpLeft: s.mp,
      ...(stoppedBy !== undefined ? { stoppedBy } : {}),
    });
  });
  stack.profiles.forEach((p, i) => {
    if (movers.includes(p.unit)) breakdownRoll(draft, p.unit, spent[i]!, dice, events);
  });
  events.push(...refreshSpotting(draft, units));
  releaseKnowledge(known, truth); // this move's own two, held by nothing else (movecost.ts)
  return events;
}

export function handleMode(draft: GameState, cmd: ModeCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  if (cmd.mode !== 'deployed' && cmd.mode !== 'travel' && cmd.mode !== 'rail')
    return ruleError('BAD_COMMAND', `"${String(cmd.mode)}" is not a mode (deployed, travel or rail).`);
  const cost = modeChange(draft, u, cmd.mode);
  if (typeof cost !== 'number') return cost;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const unspent = s.mp === s.mpMax;
  s.mp -= cost;
  s.mode = cmd.mode;
  s.digging = false;
  if (cmd.mode === 'deployed') markDeploying(draft, u); // PC-PHS-05
  const events: GameEvent[] = [{ type: 'modeChanged', unit: u, mode: cmd.mode, mpCost: cost }];
  interruptEngineering(draft, u, events); // engineer work needs the unit to keep its mode
  // PC-TRN-06: a mode change can draw opportunity fire, except the towed AT-gun egress (PC-SUT-10).
  const egress = def.type === 'antiTank' && !!def.flags.towed && cmd.mode === 'travel' && unspent;
  if (!egress) events.push(...opportunityFire(draft, [u], s.loc, 'mode').events);
  events.push(...refreshSpotting(draft, [u]));
  return events;
}
