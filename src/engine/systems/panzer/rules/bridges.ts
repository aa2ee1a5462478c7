// Bridge operations (PC-ENG-09..19): building hexside and pontoon bridges, maintaining, dismantling
// and abandoning them, wiring Full-Hex Bridges, and damaging bridges and AT ditches.

import type {
  AbandonBridgeCommand,
  BuildBridgeCommand,
  DamageBridgeCommand,
  DismantleBridgeCommand,
  WireBridgeCommand,
} from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent, Roll } from '../events.js';
import type { EngineerBridge, EngineerJob } from '../model/engineering.js';
import type { GameState } from '../model/state.js';
import { BRIDGE_BITS, SIDE } from '../model/terrain.js';
import { menEquivalent, SIDE_NAMES, type Side } from '../model/unit.js';
import { diceFor, type Dice } from '../../../core/rng.js';
import { gameDice, type DiceSource } from './dice-source.js';
import { terrainAt } from '../world.js';
import { DIRECTIONS } from '../../../core/hex/coords.js';
import { hexStateFor } from './fortifications.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import {
  addJob,
  bridgeChance,
  bridgeOf,
  busyRefusal,
  canBuildBridges,
  canDamageBridges,
  canDestroyDitches,
  combinedChance,
  deceptionSpoils,
  edgeBits,
  endJob,
  engineering,
  isEngineeringVehicle,
  jobOf,
  setEdgeBits,
  syncFlags,
  turnKey,
  workRefusal,
} from './engineers.js';
import { alternativeCalculation, casualtyRange, drawCasualties } from './results.js';

/** Hexside features a bridge can span (PC-ENG-09). */
export const BRIDGEABLE_SIDES = SIDE.river | SIDE.stream | SIDE.gully | SIDE.canal | SIDE.antiTankDitch;

const intact = (bits: number) => (bits & BRIDGE_BITS) !== 0 && (bits & SIDE.bridgeDamaged) === 0;
const quarterUp = (x: number) => Math.ceil(x * 4 - 1e-9) / 4;

/** A Full-Hex Bridge of the scenario in `loc`, and its play state. */
export function fullHexBridgeAt(state: GameState, loc: number): 'intact' | 'wired' | 'damaged' | null {
  if (!state.world.features.get(loc)?.fullHexBridge) return null;
  return state.hexes[loc]?.fullHexBridge ?? 'intact';
}

/** Both ends of an order: the acting unit and the adjacent hex it names. */
function unitAndNeighbour(
  draft: GameState,
  id: string,
  toward: string,
): { u: number; to: number; edge: number } | RuleError {
  const u = ownActiveUnit(draft, id);
  if (typeof u !== 'number') return u;
  const to = hexLoc(draft, toward);
  if (typeof to !== 'number') return to;
  const board = draft.world.board;
  const from = draft.units[u]!.loc;
  const edge = board.edgeBetween(from, to);
  if (edge < 0)
    return ruleError(
      'NOT_ADJACENT',
      `${board.label(to)} is not next to ${draft.world.units[u]!.name} (${board.label(from)}).`,
    );
  return { u, to, edge };
}

/**
 * PC-ENG-09: starting Bridge Operations costs the full MA (the unit has not moved or fired and
 * has every MP), or 1/3 MA for a Bridge Layer (an engineering vehicle). Returns the cost or a refusal.
 */
function startCost(draft: GameState, u: number, what: string): number | RuleError {
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  if (isEngineeringVehicle(def)) {
    const third = quarterUp(s.mpMax / 3);
    if (s.mp < third)
      return ruleError(
        'NOT_ENOUGH_MP',
        `${def.name} has ${s.mp} MP left; ${what} costs ${third}.`,
        'PC-ENG-09',
      );
    return third;
  }
  if (s.moved || s.fired || s.mp < s.mpMax)
    return ruleError(
      'NOT_ENOUGH_MP',
      `${def.name} has already ${s.fired ? 'fired' : 'moved'} this turn; ${what} costs its full movement allowance.`,
      'PC-ENG-09',
    );
  return s.mp;
}

/** PC-ENG-09/14: Bridge Operations, building a hexside bridge or a Pontoon Bridge toward `toward`. */
export function handleBuildBridge(draft: GameState, cmd: BuildBridgeCommand): GameEvent[] | RuleError {
  const r = unitAndNeighbour(draft, cmd.unit, cmd.toward);
  if ('code' in r) return r;
  const { u, to, edge } = r;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const board = draft.world.board;
  const rule = 'PC-ENG-09';
  if (!canBuildBridges(def))
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is not a bridge engineer (Bridge Eng); it cannot build bridges.`,
      rule,
    );
  if (engineering(draft).noBridge.includes(u))
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} abandoned a bridge (NO BRIDGE) and cannot build another in this game.`,
      'PC-ENG-13',
    );
  const busy = busyRefusal(draft, u, rule);
  if (busy) return busy;
  const bad = workRefusal(draft, u, 'build bridges', rule);
  if (bad) return bad;

  let job: EngineerJob;
  const between = `between ${board.label(s.loc)} and ${board.label(to)}`;
  if (terrainAt(draft.world, to).water) {
    // PC-ENG-14: a Pontoon Bridge, from ground across a Water hex to ground.
    const minTurns = draft.world.params.side[def.side].pontoonMinTurns;
    if (minTurns <= 0)
      return ruleError(
        'NOT_ALLOWED',
        `The ${SIDE_NAMES[def.side]} side has no pontoon bridges in this scenario.`,
        'PC-ENG-14',
      );
    const full = fullHexBridgeAt(draft, to);
    if (full === 'damaged')
      return ruleError(
        'NOT_ALLOWED',
        `No pontoon can be built over the damaged bridge at ${board.label(to)}.`,
        'PC-ENG-14',
      );
    const f = draft.world.features.get(to);
    if (full || f?.fullHexFerry || draft.hexes[to]?.pontoon)
      return ruleError('NOT_ALLOWED', `${board.label(to)} already has a bridge or ferry.`, 'PC-ENG-14');
    const farBank = board
      .within(to, 1)
      .some((n) => n !== to && n !== s.loc && !terrainAt(draft.world, n).water);
    if (!farBank)
      return ruleError(
        'NOT_ALLOWED',
        `A pontoon at ${board.label(to)} would not reach another bank.`,
        'PC-ENG-14',
      );
    job = { unit: u, kind: 'pontoon', loc: s.loc, edge: -1, target: to, started: turnKey(draft), turns: 0 };
  } else {
    const bits = edgeBits(draft, edge);
    if (!(bits & BRIDGEABLE_SIDES))
      return ruleError(
        'NOT_ALLOWED',
        `There is no river, stream, gully, canal or anti-tank ditch to bridge ${between}.`,
        rule,
      );
    if (intact(bits)) return ruleError('NOT_ALLOWED', `There is already a bridge ${between}.`, rule);
    job = { unit: u, kind: 'build', loc: s.loc, edge, target: -1, started: turnKey(draft), turns: 0 };
  }
  const cost = startCost(draft, u, 'starting Bridge Operations');
  if (typeof cost !== 'number') return cost;
  s.mp -= cost;
  addJob(draft, job);
  const others = engineering(draft).jobs.filter(
    (j) => j.unit !== u && j.kind === job.kind && j.edge === job.edge && j.target === job.target,
  ).length;
  return [
    {
      type: 'unitState',
      unit: u,
      what: `Bridge Ops: starts a ${job.kind === 'pontoon' ? 'pontoon bridge at' : 'bridge toward'} ${board.label(to)}${others ? ` with ${others} other engineer(s)` : ''}`,
      rule: job.kind === 'pontoon' ? 'PC-ENG-14' : rule,
    },
  ];
}

/** PC-ENG-12: starting to dismantle the engineer's own bridge (started like Bridge Operations). */
export function handleDismantleBridge(
  draft: GameState,
  cmd: DismantleBridgeCommand,
): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const def = draft.world.units[u]!;
  const b = bridgeOf(draft, u);
  if (!b) return ruleError('NOT_ALLOWED', `${def.name} has no bridge to dismantle.`, 'PC-ENG-12');
  if (jobOf(draft, u)?.kind === 'dismantle')
    return ruleError('STATE', `${def.name} is already dismantling its bridge.`, 'PC-ENG-12');
  const bad = workRefusal(draft, u, 'dismantle bridges', 'PC-ENG-12');
  if (bad) return bad;
  const cost = startCost(draft, u, 'starting to dismantle');
  if (typeof cost !== 'number') return cost;
  draft.units[u]!.mp -= cost;
  addJob(draft, {
    unit: u,
    kind: 'dismantle',
    loc: draft.units[u]!.loc,
    edge: b.edge,
    target: b.target,
    started: turnKey(draft),
    turns: 0,
  });
  return [
    { type: 'unitState', unit: u, what: 'Bridge Ops: starts dismantling its bridge', rule: 'PC-ENG-12' },
  ];
}

/** PC-ENG-13: Abandon Bridge. The engineer is free at once, the bridge stays, and it is NO BRIDGE. */
export function handleAbandonBridge(draft: GameState, cmd: AbandonBridgeCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const def = draft.world.units[u]!;
  if (!bridgeOf(draft, u))
    return ruleError('NOT_ALLOWED', `${def.name} has no bridge to abandon.`, 'PC-ENG-13');
  const e = engineering(draft);
  e.bridges = e.bridges.filter((b) => b.unit !== u);
  e.noBridge = [...e.noBridge, u].sort((a, b) => a - b);
  endJob(draft, u);
  return [
    {
      type: 'unitState',
      unit: u,
      what: 'abandons its bridge (the bridge stays): NO BRIDGE for the rest of the game',
      rule: 'PC-ENG-13',
    },
  ];
}

/** PC-ENG-16 steps 1-3: an engineer on a Full-Hex Bridge wires it (Bridge Operations). */
export function handleWireBridge(draft: GameState, cmd: WireBridgeCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const rule = 'PC-ENG-16';
  const at = draft.world.board.label(s.loc);
  if (!canDamageBridges(def))
    return ruleError('NOT_ALLOWED', `${def.name} is not an engineer and cannot wire bridges.`, rule);
  const state = fullHexBridgeAt(draft, s.loc);
  if (!state) return ruleError('NOT_ALLOWED', `${def.name} is not on a Full-Hex Bridge (${at}).`, rule);
  if (state !== 'intact')
    return ruleError(
      'NOT_ALLOWED',
      `The bridge at ${at} is already ${state === 'wired' ? 'WIRED' : 'damaged'}.`,
      rule,
    );
  if (wiredBridgeScenario(draft))
    return ruleError('NOT_ALLOWED', 'In this scenario bridges are wired only by the scenario.', 'PC-ENG-19');
  const busy = busyRefusal(draft, u, rule);
  if (busy) return busy;
  // The engineer stands on the bridge, so it is in Travel Mode (step 1).
  const bad = workRefusal(draft, u, 'wire bridges', rule, { travelOk: true });
  if (bad) return bad;
  if (s.moved)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} moved onto the bridge this turn; it can start wiring next turn.`,
      rule,
    );
  const cost = startCost(draft, u, 'starting to wire the bridge');
  if (typeof cost !== 'number') return cost;
  s.mp -= cost;
  addJob(draft, {
    unit: u,
    kind: 'wire',
    loc: s.loc,
    edge: -1,
    target: s.loc,
    started: turnKey(draft),
    turns: 0,
  });
  return [{ type: 'unitState', unit: u, what: `Bridge Ops: starts wiring the bridge at ${at}`, rule }];
}

/** PC-ENG-19: bridges are wired by the scenario (then no Full-Hex Bridge is wired during play). */
export function wiredBridgeScenario(state: GameState): boolean {
  return (state.world.scenario.wiredBridges?.length ?? 0) > 0;
}

/** PC-ENG-19: the side the wired bridges belong to may not demolish bridges by hand. */
function manualDemolitionBanned(state: GameState, side: Side): boolean {
  return (state.world.scenario.wiredBridges ?? []).some((w) => w.against !== side);
}

/**
 * PC-ENG-19 Auto Wired Bridge Demolition: a unit of the side a bridge is wired against moves next
 * to a wired hexside bridge (into either hex beside it) or onto a wired Full-Hex Bridge. The bridge
 * is tested once with that side's Wired Bridge chance: damaged on success, unwired for good on
 * failure. Returns true when a bridge was blown (movement stops the move there).
 */
export function triggerWiredBridges(
  state: GameState,
  side: Side,
  loc: number,
  events: GameEvent[],
  dice: DiceSource = gameDice(state),
): boolean {
  const list = state.world.scenario.wiredBridges;
  if (!list || list.length === 0) return false;
  const { board } = state.world;
  const e = engineering(state);
  let blown = false;
  list.forEach((w, i) => {
    if (w.against !== side || e.wiredDone?.includes(i)) return;
    const at = board.parse(w.hex);
    if (at === undefined) return;
    const dir = w.dir === undefined ? -1 : DIRECTIONS.indexOf(w.dir);
    const edge = dir >= 0 ? board.hexside(at, dir) : -1;
    if (dir >= 0 ? loc !== at && loc !== board.neighbor(at, dir) : loc !== at) return;
    e.wiredDone = [...(e.wiredDone ?? []), i];
    const intactNow =
      dir >= 0 ? edge >= 0 && intact(edgeBits(state, edge)) : fullHexBridgeAt(state, at) !== 'damaged';
    if (!intactNow) return;
    const chance = state.world.params.side[side].wiredBridge;
    const value = dice(`wired|${i}`).percent();
    const where =
      dir >= 0
        ? `between ${board.label(at)} and ${board.label(board.neighbor(at, dir))}`
        : `at ${board.label(at)}`;
    if (value < chance) {
      if (dir >= 0) setEdgeBits(state, edge, edgeBits(state, edge) | SIDE.bridgeDamaged);
      else hexStateFor(state, at).fullHexBridge = 'damaged';
      blown = true;
    }
    const rolled = `rolled ${Math.round(value * 10) / 10} against the Wired Bridge chance ${chance}%`;
    events.push({
      type: 'message',
      text:
        value < chance
          ? `The wired bridge ${where} is blown (${rolled}).`
          : `The wiring of the bridge ${where} fails; it stands (${rolled}).`,
      rule: 'PC-ENG-19',
    });
  });
  return blown;
}

/** The Defense value of a hexside bridge by class (PC-ENG-17). */
function bridgeDefense(state: GameState, bits: number): number {
  const d = state.world.params.bridgeDefense;
  if (bits & SIDE.bridgeHeavy) return d.heavy;
  if (bits & SIDE.bridgeMedium) return d.medium;
  return d.light;
}

/**
 * PC-ENG-17: the engineer's total assault value (× strength, vehicles and guns × 10) attacks the
 * Defense value through the common casualty calculation (PC-CRT-01); the result counts as vehicle
 * losses (÷10, remainder rounded at random, PC-CRT-02) and damages the target when above 0.
 */
export function demolitionRoll(
  state: GameState,
  unit: number,
  defense: number,
  tag: string,
  dice: Dice = diceFor(state, tag),
): { cv: number; low: number; high: number; raw: number; converted: number; damaged: boolean } {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  const p = state.world.params;
  const c = p.combat;
  const attack = def.assault * menEquivalent(def, s.strength);
  const cv = defense > 0 ? attack / defense : 0;
  const lcv = c.assaultLowCombatValue > 0 ? c.assaultLowCombatValue : p.lowCombatValue;
  const hcv = c.assaultHighCombatValue > 0 ? c.assaultHighCombatValue : p.highCombatValue;
  const range = casualtyRange(cv, 0, lcv, hcv);
  const { raw } = drawCasualties(range, dice, alternativeCalculation(state, 'assault'));
  const converted = dice.roundRandom(raw / 10);
  return { cv, low: range.low, high: range.high, raw, converted, damaged: converted > 0 };
}

/** PC-ENG-15..18: Damage Bridge or AT Ditch across the hexside toward `toward`, or a wired Full-Hex Bridge there. */
export function handleDamageBridge(draft: GameState, cmd: DamageBridgeCommand): GameEvent[] | RuleError {
  const r = unitAndNeighbour(draft, cmd.unit, cmd.toward);
  if ('code' in r) return r;
  const { u, to, edge } = r;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const board = draft.world.board;
  const between = `between ${board.label(s.loc)} and ${board.label(to)}`;
  const bits = edgeBits(draft, edge);
  const full = fullHexBridgeAt(draft, to);

  // What is attacked: the hexside bridge, then a Full-Hex Bridge, then an AT ditch (or as named).
  type Target = { kind: 'bridge' | 'fullHex' | 'ditch'; defense: number; rule: string };
  let target: Target | RuleError;
  const want = cmd.what;
  if (want !== 'ditch' && intact(bits))
    target = { kind: 'bridge', defense: bridgeDefense(draft, bits), rule: 'PC-ENG-15' };
  else if (want !== 'ditch' && full !== null) {
    target =
      full === 'wired'
        ? { kind: 'fullHex', defense: draft.world.params.bridgeDefense.heavy, rule: 'PC-ENG-16' }
        : ruleError(
            'NOT_ALLOWED',
            full === 'damaged'
              ? `The bridge at ${board.label(to)} is already damaged.`
              : `The bridge at ${board.label(to)} must be WIRED first (an engineer on it uses Bridge Operations).`,
            'PC-ENG-16',
          );
  } else if (want !== 'bridge' && bits & SIDE.antiTankDitch)
    target = { kind: 'ditch', defense: 1, rule: 'PC-ENG-18' };
  else
    target = ruleError(
      'NOT_ALLOWED',
      want === 'ditch'
        ? `There is no anti-tank ditch ${between}.`
        : `There is no bridge to damage ${between}.`,
      'PC-ENG-15',
    );
  if ('code' in target) return target;
  const rule = target.rule;

  if (target.kind === 'ditch' ? !canDestroyDitches(def) : !canDamageBridges(def))
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is not an engineer or commando; it cannot damage ${target.kind === 'ditch' ? 'anti-tank ditches' : 'bridges'}.`,
      rule,
    );
  if (target.kind !== 'ditch' && manualDemolitionBanned(draft, def.side))
    return ruleError(
      'NOT_ALLOWED',
      'In this scenario bridges are demolished only by their wiring.',
      'PC-ENG-19',
    );
  const busy = busyRefusal(draft, u, rule);
  if (busy) return busy;
  const task = target.kind === 'ditch' ? 'destroy anti-tank ditches' : 'damage bridges';
  const bad = workRefusal(draft, u, task, 'PC-ENG-15');
  if (bad) return bad;
  if (s.moved || s.fired)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} has ${s.moved ? 'moved' : 'fired'} this turn; it cannot also ${task}.`,
      'PC-ENG-15',
    );
  // The attempt takes the turn: the unit may not move afterwards either (PC-ENG-15).
  s.mp = 0;
  const what = target.kind === 'ditch' ? 'the anti-tank ditch' : 'the bridge';
  const spoil = deceptionSpoils(draft, u, diceFor(draft, 'eng-deception'));
  const rolls: Roll[] = [];
  if (spoil) {
    rolls.push({ label: 'deception damage', ...spoil, rule: 'PC-DEC-04' });
    if (spoil.success)
      return [
        {
          type: 'unitState',
          unit: u,
          what: `fails to damage ${what} ${between}: partisans or deception spoil the work`,
          rolls,
          rule: 'PC-DEC-04',
        },
      ];
  }
  const d = demolitionRoll(draft, u, target.defense, 'eng-demolition');
  rolls.push({
    label: `demolition (CV ${Math.round(d.cv * 10) / 10} vs defense ${target.defense}: ${Math.round(d.raw * 100) / 100} ÷ 10 → ${d.converted})`,
    value: d.converted,
    target: 1,
    success: d.damaged,
    rule: 'PC-ENG-17',
  });
  const events: GameEvent[] = [];
  if (d.damaged) {
    if (target.kind === 'fullHex') hexStateFor(draft, to).fullHexBridge = 'damaged';
    else if (target.kind === 'ditch') setEdgeBits(draft, edge, bits & ~SIDE.antiTankDitch);
    else {
      const held = engineering(draft).bridges.find((b) => b.edge === edge);
      if (held) removeBridge(draft, held, 'destroyed by the enemy', events);
      else setEdgeBits(draft, edge, bits | SIDE.bridgeDamaged);
    }
  }
  events.unshift({
    type: 'unitState',
    unit: u,
    what: d.damaged
      ? target.kind === 'ditch'
        ? `destroys the anti-tank ditch ${between}`
        : `damages the bridge ${target.kind === 'fullHex' ? `at ${board.label(to)}` : between}`
      : `fails to damage ${what} ${target.kind === 'fullHex' ? `at ${board.label(to)}` : between}`,
    rolls,
    rule,
  });
  return events;
}

// ---------------------------------------------------------------------------------------------
// Start-of-turn progress (PC-TRN-11 step 12)

/** Takes an engineer bridge off the map and frees its engineer. */
export function removeBridge(state: GameState, b: EngineerBridge, why: string, events: GameEvent[]): void {
  const e = engineering(state);
  e.bridges = e.bridges.filter((x) => x !== b);
  if (b.edge >= 0) setEdgeBits(state, b.edge, b.before);
  if (b.target >= 0 && state.hexes[b.target]) delete state.hexes[b.target]!.pontoon;
  if (state.units[b.unit]) syncFlags(state, b.unit);
  // The owner learns why; the map (edges, view.bridgeChanges) shows everyone the bridge is gone.
  events.push({
    type: 'message',
    text: `The ${b.edge >= 0 ? 'bridge' : 'pontoon bridge'} of ${state.world.units[b.unit]!.name} is gone: ${why}.`,
    seenBy: state.world.units[b.unit]!.side,
    rule: 'PC-ENG-12',
  });
}

/** PC-ENG-12: a bridge goes when the engineer that holds it is eliminated or forced out of its hex. */
export function checkHeldBridges(state: GameState, events: GameEvent[]): void {
  for (const b of engineering(state).bridges.slice()) {
    const s = state.units[b.unit]!;
    if (s.status !== 'active') removeBridge(state, b, 'its engineer is gone', events);
    else if (s.loc !== b.loc) removeBridge(state, b, 'its engineer left it', events);
  }
}

const jobKey = (j: EngineerJob) => `${j.kind}|${j.edge}|${j.target}|${j.kind === 'dismantle' ? j.unit : ''}`;

/**
 * PC-ENG-10/12/14/16: one completion test per bridge, with the engineers working on it together
 * (combinedChance). Pontoons are tested only once the side's Pontoon Bridge number of turns has
 * passed (turns when the engineer was Disrupted or Broken do not count).
 */
export function progressBridges(
  state: GameState,
  side: Side,
  events: GameEvent[],
  dice: DiceSource = gameDice(state),
): void {
  const groups = new Map<string, EngineerJob[]>();
  for (const j of engineering(state).jobs) {
    const k = j.kind;
    if (k !== 'build' && k !== 'pontoon' && k !== 'dismantle' && k !== 'wire') continue;
    if (state.world.units[j.unit]!.side !== side) continue;
    if (state.units[j.unit]!.cohesion !== 'ok') continue; // no work while Disrupted or Broken
    groups.set(jobKey(j), [...(groups.get(jobKey(j)) ?? []), j]);
  }
  const minTurns = state.world.params.side[side].pontoonMinTurns;
  for (const [key, jobs] of groups) {
    const first = jobs.reduce((a, b) =>
      b.started < a.started || (b.started === a.started && b.unit < a.unit) ? b : a,
    );
    if (first.kind === 'pontoon' && Math.max(...jobs.map((j) => j.turns)) < minTurns) continue;
    const chance = combinedChance(jobs.map((j) => bridgeChance(state, j.unit)));
    const value = dice(`eng-bridge|${key}`).percent();
    const roll: Roll = {
      label: `bridge work ${Math.round(chance * 10) / 10}%`,
      value,
      target: chance,
      success: value < chance,
      rule: first.kind === 'pontoon' ? 'PC-ENG-14' : 'PC-ENG-10',
    };
    if (!roll.success) continue;
    finishBridgeJob(state, first, jobs, roll, events);
  }
}

function finishBridgeJob(
  state: GameState,
  first: EngineerJob,
  jobs: readonly EngineerJob[],
  roll: Roll,
  events: GameEvent[],
): void {
  const e = engineering(state);
  const board = state.world.board;
  for (const j of jobs) endJob(state, j.unit);
  const u = first.unit;
  if (first.kind === 'wire') {
    hexStateFor(state, first.target).fullHexBridge = 'wired';
    events.push({
      type: 'unitState',
      unit: u,
      what: `the bridge at ${board.label(first.target)} is WIRED`,
      rolls: [roll],
      rule: 'PC-ENG-16',
    });
    return;
  }
  if (first.kind === 'dismantle') {
    const b = bridgeOf(state, u);
    if (b) removeBridge(state, b, 'dismantled', events);
    events.push({
      type: 'unitState',
      unit: u,
      what: 'has dismantled its bridge',
      rolls: [roll],
      rule: 'PC-ENG-12',
    });
    return;
  }
  let bridge: EngineerBridge;
  if (first.kind === 'pontoon') {
    hexStateFor(state, first.target).pontoon = true;
    bridge = { unit: u, loc: first.loc, edge: -1, target: first.target, before: 0 };
  } else {
    const before = edgeBits(state, first.edge);
    const cls = state.world.params.engineers.builtBridge;
    const bit = cls === 'heavy' ? SIDE.bridgeHeavy : cls === 'medium' ? SIDE.bridgeMedium : SIDE.bridgeLight;
    setEdgeBits(state, first.edge, (before & ~BRIDGE_BITS & ~SIDE.bridgeDamaged) | bit);
    bridge = { unit: u, loc: first.loc, edge: first.edge, target: -1, before };
  }
  e.bridges = [...e.bridges, bridge];
  syncFlags(state, u);
  const where = first.kind === 'pontoon' ? `a pontoon bridge at ${board.label(first.target)}` : 'its bridge';
  events.push({
    type: 'unitState',
    unit: u,
    what: `Has Bridge: finished ${where}`,
    rolls: [roll],
    rule: 'PC-ENG-11',
  });
}
