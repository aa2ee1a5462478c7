// Plays one side-turn for the A/I (or the delegated formations of a human player, PC-AI-02..04):
// ask the brain for a command given the side's view, apply it with the engine's apply(), show the
// brain the new view, repeat. The brain never sees the GameState (design invariant 3); only this
// loop does, to call apply() exactly as a human's client would.

import { apply } from '../apply.js';
import type { Command } from '../commands.js';
import type { RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { viewFor, type SideView } from '../view.js';
import { carryViewIndex, TurnBrain, type AiMemory, type Decision } from './brain.js';
import { carryEstimates } from './estimate.js';
import type { AiSettings } from './settings.js';
import { playPhasedSideTurn } from './phased.js';
import { nextAirMission } from './air.js';
import { nextSmoke } from './smoke.js';
import { smokeRefusal } from '../rules/smoke.js';
import { withOcs } from '../modules/ocs/ai.js';
import { arrivalOrders } from './arrivals.js';
import { combineOrders } from './combine.js';
import { nextLeaveFire } from './burning.js';
import { onlyUnitsOf, restrictTo } from './only.js';
import { attachmentOrders } from './attachments.js';
import { attachmentChoices } from '../rules/attachments.js';
import { loadOrders, unloadOrders, withCarrying } from './carry.js';

export interface Refusal {
  readonly command: Command;
  readonly error: RuleError;
}

export interface SideTurnResult {
  readonly state: GameState;
  readonly commands: readonly Command[];
  readonly events: readonly GameEvent[];
  /** Commands the engine refused: the target is zero (issue 6). */
  readonly refusals: readonly Refusal[];
  readonly work: number;
  readonly notes: readonly string[];
}

/**
 * Optional timing hooks, supplied by the caller (the engine has no clock): `ai` wraps the A/I's
 * thinking, `engine` wraps apply() and viewFor(), so a harness can report the two apart.
 */
export interface TurnTimer {
  ai<T>(f: () => T): T;
  engine<T>(f: () => T): T;
}

const NO_TIMER: TurnTimer = { ai: (f) => f(), engine: (f) => f() };

export interface SideTurnOptions {
  /** End the player turn when done (false for delegated formations of a human player). */
  readonly endTurn?: boolean;
  readonly timer?: TurnTimer;
  /** Safety cap on commands in one side-turn. */
  readonly maxCommands?: number;
  /** Keep the brain's notes (why each command). */
  readonly trace?: boolean;
  /** A fresh player for each later phase of a phased game (PC-PHS-02); default: the same one. */
  readonly newPlayer?: () => TurnPlayer;
  /**
   * Play only the units of these organisations (a human's formations under A/I orders, PC-AI-03):
   * every other order, and those that name no unit (air missions, OCS segments), is left alone.
   */
  readonly only?: ReadonlySet<string>;
}

/** Anything that plays a side-turn one command at a time from the side's view (A/I or bot). */
export interface TurnPlayer {
  next(view: SideView): Decision | null;
  refused(cmd: Command): void;
  readonly work?: { readonly used: number };
  /** The plan behind this side-turn in one line, for traces. */
  summary?(): string;
}

export function playAiSideTurn(
  state: GameState,
  settings: AiSettings,
  memory: AiMemory,
  opts: SideTurnOptions = {},
): SideTurnResult {
  const newPlayer = () => new TurnBrain(settings, memory);
  return playSideTurn(state, memory.side, newPlayer(), { newPlayer, ...opts });
}

/** The closed loop: view -> decision -> apply -> view ..., then end the turn. */
export function playSideTurn(
  state: GameState,
  side: Side,
  brain: TurnPlayer,
  opts: SideTurnOptions = {},
): SideTurnResult {
  if (state.phase) return playPhasedSideTurn(state, side, brain, opts); // PC-PHS-02
  // The OCS movement module plays its own orders first and puts the brain's in its modes (modules/ocs/ai.ts).
  const ocs = state.world.scenario.modules?.includes('ocs') === true;
  if (ocs) brain = withOcs(brain, state.world, side);
  const only = opts.only;
  if (only) brain = restrictTo(brain, only);
  // PB-UNIT-33: no orders for carried units; carriers unload before they assault (ai/carry.ts).
  const carrying = state.world.params.variant.units.carry.enabled;
  if (carrying) brain = withCarrying(brain);
  /** Whether a command of the steps before the plan is for a unit this turn plays (PC-AI-03). */
  const ours = (view: SideView, cmd: Command) => !only || onlyUnitsOf(view, cmd, only);
  const timer = opts.timer ?? NO_TIMER;
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  const refusals: Refusal[] = [];
  const notes: string[] = [];
  const cap = opts.maxCommands ?? 40 + state.units.length * 6;
  let s = state;
  /** Applies one command of the side-turn: kept with its events, or recorded as refused. */
  const play = (cmd: Command): boolean => {
    const r = timer.engine(() => apply(s, cmd));
    if (!r.ok) {
      refusals.push({ command: cmd, error: r.error });
      return false;
    }
    s = r.state;
    commands.push(cmd);
    events.push(...r.events);
    return true;
  };
  if (s.activeSide === side && !s.result) {
    // Air missions first (ai/air.ts): strikes soften targets and recon shows them before the moves.
    // Under the OCS module bombing (Carpet) waits for the Bombardment Segment (OCS-MOV-80), below.
    const carpet = (s.world.scenario.air ?? [])
      .filter((a) => a.side === side && a.flags?.carpet)
      .map((a) => a.id);
    const airPass = (tried: Set<string>) => {
      for (let n = 0; n < 64 && !s.result; n++) {
        const cur = s;
        const view = timer.engine(() => viewFor(cur, side));
        const cmd = timer.ai(() => nextAirMission(view, tried));
        if (!cmd || (cmd.type !== 'airStrike' && cmd.type !== 'airRecon')) break;
        tried.add(cmd.air);
        if (!play(cmd)) continue;
        if (opts.trace) notes.push(`air mission ${cmd.type} ${cmd.air} on ${cmd.hex}`);
      }
    };
    // PC-RNF-02: the Arrived list first, so that the plan counts the units just placed.
    const placeView = timer.engine(() => viewFor(s, side));
    const placing = timer.ai(() => arrivalOrders(placeView)).filter((c) => ours(placeView, c));
    for (const cmd of placing) {
      if (!play(cmd)) continue;
      if (opts.trace && cmd.type === 'placeReinforcement')
        notes.push(`place ${cmd.unit} at ${cmd.hex} (PC-RNF-02)`);
    }
    // PC-MSC-03: depleted companies sharing a hex combine before the plan is made (ai/combine.ts).
    const combineView = timer.engine(() => viewFor(s, side));
    for (const cmd of timer.ai(() => combineOrders(combineView)).filter((c) => ours(combineView, c))) {
      if (play(cmd) && opts.trace && cmd.type === 'combine')
        notes.push(`combine ${cmd.units?.join(', ')} (PC-MSC-03)`);
    }
    // PC-CMD-15: a Division out of its Corps HQ's range joins a Corps whose HQ has it in range
    // (ai/attachments.ts); the allowed attachments come from the rules, over the side's own orgs.
    if (!only) {
      const attachView = timer.engine(() => viewFor(s, side));
      const choices = timer.engine(() => attachmentChoices(s, side));
      for (const cmd of timer.ai(() => attachmentOrders(attachView, choices)))
        if (play(cmd) && opts.trace && cmd.type === 'attach')
          notes.push(`attach ${cmd.org} to ${cmd.parent} (PC-CMD-15)`);
    }
    if (!only && (s.world.scenario.air ?? []).some((a) => a.side === side))
      airPass(new Set(ocs ? carpet : []));
    // PB-FIRE-46: one smoke screen before the moves, when it hides the side's units (ai/smoke.ts).
    if (!only && s.world.params.variant.smoke.shots[side] > 0 && !s.result) {
      const smokeView = timer.engine(() => viewFor(s, side));
      const cur = s;
      const cmd = timer.ai(() => nextSmoke(smokeView, (u, l) => smokeRefusal(cur, u, l) === null));
      if (cmd && play(cmd) && opts.trace && cmd.type === 'smoke')
        notes.push(`smoke ${cmd.unit} on ${cmd.hex} (PB-FIRE-46)`);
    }
    // SR-BURN (a scenario special rule): units in a burning building step out first (ai/burning.ts).
    const leftFire = new Set<number>();
    for (let n = 0; n < 64 && !s.result && s.world.scenario.specialRules?.burning; n++) {
      const fireView = timer.engine(() => viewFor(s, side));
      const cmd = timer.ai(() => nextLeaveFire(fireView, s.world, leftFire));
      if (!cmd) break;
      if (ours(fireView, cmd) && play(cmd) && opts.trace)
        notes.push(`leave the burning ${cmd.path[0]} (SR-BURN)`);
    }
    // PB-UNIT-33: foot units far from the enemy board the transports in their hex (ai/carry.ts).
    if (carrying && !s.result) {
      const loadView = timer.engine(() => viewFor(s, side));
      for (const cmd of timer.ai(() => loadOrders(loadView)).filter((c) => ours(loadView, c)))
        if (play(cmd) && opts.trace && cmd.type === 'carry')
          notes.push(`carry ${cmd.units.join(', ')} on ${cmd.unit} (PB-UNIT-33)`);
    }
    let view: SideView | undefined;
    for (let n = 0; n < cap; n++) {
      const cur: SideView = view ?? timer.engine(() => viewFor(s, side));
      view = cur;
      const d = timer.ai(() => brain.next(cur));
      if (!d) break;
      const r = timer.engine(() => apply(s, d.command));
      if (!r.ok) {
        refusals.push({ command: d.command, error: r.error });
        view = undefined;
        brain.refused(d.command);
        continue;
      }
      s = r.state;
      commands.push(d.command);
      events.push(...r.events);
      // A full view only when the command may have changed what the side knows; otherwise only
      // its own units changed, and their states are copied in (viewFor gives them in full anyway).
      const next = s;
      view = r.events.every((e) => ownOnlyEvent(e, side, next))
        ? timer.engine(() => refreshOwn(cur, next))
        : undefined;
      if (opts.trace) notes.push(d.note);
      if (s.result) break;
    }
    // PB-UNIT-33: passengers get off where their carrier ended near the enemy (ai/carry.ts).
    if (carrying && !s.result && s.activeSide === side) {
      const unloadView = timer.engine(() => viewFor(s, side));
      const last = s.turn >= s.world.scenario.start.turns;
      for (const cmd of timer.ai(() => unloadOrders(unloadView, last)).filter((c) => ours(unloadView, c)))
        if (play(cmd) && opts.trace && cmd.type === 'uncarry') notes.push(`uncarry ${cmd.unit} (PB-UNIT-33)`);
    }
    // OCS-MOV-01/80: the Air and Naval Bombardment Segment, for the bombers held back.
    if (!only && ocs && carpet.length > 0 && !s.result && s.activeSide === side) {
      if (play({ type: 'ocsSegment' })) {
        const all = (s.world.scenario.air ?? []).map((a) => a.id);
        airPass(new Set(all.filter((id) => !carpet.includes(id))));
      }
    }
    const plan = opts.trace ? brain.summary?.() : undefined;
    if (plan) notes.unshift(plan);
    if (opts.endTurn !== false && !s.result && s.activeSide === side) {
      const r = timer.engine(() => apply(s, { type: 'endTurn' }));
      if (r.ok) {
        s = r.state;
        commands.push({ type: 'endTurn' });
        events.push(...r.events);
      } else refusals.push({ command: { type: 'endTurn' }, error: r.error });
    }
  }
  return { state: s, commands, events, refusals, work: brain.work?.used ?? 0, notes };
}

/**
 * Events that change nothing the side sees except its own units: its moves and mode changes, and
 * what the enemy now sees of it (the enemy's spotting is not in this side's view).
 */
export function ownOnlyEvent(e: GameEvent, side: Side, state: GameState): boolean {
  switch (e.type) {
    case 'moved':
    case 'modeChanged':
      return true;
    case 'spotted':
    case 'lostContact':
      return e.by !== side;
    case 'unitState':
      return state.world.units[e.unit]!.side === side;
    default:
      return false;
  }
}

/** The view with its own units' states taken from `state` (what viewFor would give for them). */
export function refreshOwn(view: SideView, state: GameState): SideView {
  // A unit the command left alone is the very same object (apply()'s copy-on-write drafts): its
  // entry is kept as it is, and the A/I's per-view indexes are carried over with only the changed
  // entries redone, so that a side-turn does not redo the whole army per command (issue 21).
  const changed: number[] = [];
  const next: SideView = {
    ...view,
    // Command and supply flags (ops) do not change within a side-turn; keep them.
    own: view.own.map((o, p) => {
      const st = state.units[o.index]!;
      if (st === o.state) return o;
      changed.push(p);
      return { ...o, state: st };
    }),
  };
  carryViewIndex(view, next, changed);
  carryEstimates(view, next);
  return next;
}
