// The sequence of play (RS-SEQ-1..11): strategic step, administrative step, three action stages of
// two movement segments and a combat phase, end step. Players act in the assignment phase, the
// segments and the combat phases; the strategic step, the supply phase and the end step run by
// themselves when the phase before them ends (advanceStep).

import type { RsDice } from './dice.js';
import type { RsEvent, RsState, Step } from './model.js';
import { otherSide, type Side } from './scenario.js';
import { supplyPhase } from './supply.js';
import { occupant, onMap } from './units.js';
import { endOfTurnVictory } from './victory.js';
import { extEndStep, extMayAct, extStageStart, extStrategic, extSupply } from './ext/registry.js';
import { heldAboard } from './naval/api.js';

export function ipOf(s: RsState): Side {
  return s.initiative;
}

/** RS-SEQ-5: the active side of a segment. */
export function segmentSide(s: RsState, stage: 1 | 2 | 3, segment: 0 | 1): Side {
  const ip = s.initiative;
  const first = stage === 3 ? otherSide(ip) : ip;
  return segment === 0 ? first : otherSide(first);
}

/** RS-SEQ-5 / RS-SEQ-10 / RS-GCB-3: the side declaring combat in a stage's combat phase (IP in AS1-2, RP in AS3). */
export function combatSide(s: RsState, stage: 1 | 2 | 3): Side {
  return stage === 3 ? otherSide(s.initiative) : s.initiative;
}

export function segmentKey(stage: number, segment: number): string {
  return `${stage}.${segment}`;
}

export function combatKey(s: RsState, stage: number): string {
  return `${s.turn}.${stage}`;
}

/**
 * RS-SEQ-6, RS-GND-21, RS-GND-23: may this unit spend MP in the current segment? A sentence saying
 * why not, or null.
 */
export function moveRefusal(s: RsState, unit: number): string | null {
  const step = s.step;
  if (step.kind !== 'move') return 'Units move only in a movement segment (RS-SEQ-4).';
  const d = s.world.units[unit]!;
  const u = s.units[unit]!;
  if (d.side !== step.side) return `It is the ${step.side === 'nato' ? 'NATO' : 'Warsaw Pact'} segment.`;
  const key = segmentKey(step.stage, step.segment);
  if (u.movedIn !== null && u.movedIn !== key) return `${d.name} has already moved this turn (RS-MOV-2).`;
  const ip = d.side === s.initiative;
  const reserve = u.mode === 'reserve';
  const ok = step.stage === 1 ? (ip ? !reserve : reserve) : step.stage === 2 ? reserve : ip ? reserve : true; // AS3 reaction segment: RP frontline units and RP reserve units not yet moved (RS-SEQ-6)
  if (ok) return null;
  const allowed = ip
    ? reserve
      ? 'in the AS2 or AS3 initiative segment'
      : 'only in the AS1 initiative segment'
    : reserve
      ? 'in any reaction segment'
      : 'only in the AS3 reaction segment';
  return `${d.name} is a ${ip ? 'initiative' : 'reaction'} player's ${u.mode} unit: it moves ${allowed} (${reserve ? 'RS-GND-23' : 'RS-GND-21'}).`;
}

/**
 * RS-SEQ-10 / RS-GCB-6: may this unit declare combat in the current combat phase? Phase 1: only IP
 * frontline units; phase 2: any IP unit; phase 3: any RP unit.
 */
export function attackRefusal(s: RsState, unit: number): string | null {
  const step = s.step;
  if (step.kind !== 'combat') return 'Combat is declared only in a combat phase (RS-SEQ-8).';
  const d = s.world.units[unit]!;
  const u = s.units[unit]!;
  if (d.side !== step.side)
    return `The ${step.side === 'nato' ? 'NATO' : 'Warsaw Pact'} player declares combat in this phase (RS-SEQ-10).`;
  if (step.stage === 1 && u.mode === 'reserve')
    return `${d.name} is in reserve: only frontline units declare combat in combat phase 1 (RS-SEQ-10).`;
  return null;
}

function setStep(s: RsState, step: Step, events: RsEvent[]): void {
  s.step = step;
  events.push({ type: 'step', step });
}

/**
 * The strategic step (RS-SEQ-2): initiative (RS-INI-4, GT2+), then reinforcements (RS-REIN-1);
 * world opinion and cards are EXT. Changes `s`.
 */
export function strategicStep(s: RsState, dice: RsDice, events: RsEvent[]): void {
  let changed = false;
  if (s.turn > 1 && s.battlesWon !== 0) {
    const ip: Side = s.battlesWon > 0 ? 'nato' : 'wp';
    changed = ip !== s.initiative;
    s.initiative = ip;
  }
  s.battlesWon = 0;
  events.push({ type: 'turn', turn: s.turn, initiative: s.initiative, changed });
  extStrategic(s, dice, events);
  placeReinforcements(s, dice, events);
}

/**
 * RS-REIN-1, RS-REIN-5, RS-REIN-7: units due this GT (or delayed from earlier) are placed on their
 * hex; a hex the enemy occupies or controls delays them one GT (decision RS-D-REINDELAY).
 */
export function placeReinforcements(s: RsState, dice: RsDice, events: RsEvent[]): void {
  const w = s.world;
  w.units.forEach((d, i) => {
    const u = s.units[i]!;
    // RS-NAV-60/61: a unit aboard a convoy arrives when the convoy unloads (naval/turn.ts).
    if (!u.pending || !d.arrives || d.arrives.turn > s.turn || heldAboard(s, i)) return;
    const hex = w.map.board.parse(d.arrives.hex)!;
    const blocked = occupant(s, hex) === otherSide(d.side) || s.control[hex] === otherSide(d.side);
    // RS-REIN-5: a Territorialheer unit arrives on 1-8; on 9-10 it is withheld and rolls again next GT.
    const roll = d.arrivalRoll && !blocked ? dice.d10() : undefined;
    const withheld = roll !== undefined && roll > 8;
    events.push({
      type: 'reinforcement',
      unit: i,
      hex,
      delayed: blocked || withheld,
      ...(roll !== undefined ? { roll } : {}),
    });
    if (blocked || withheld) return;
    u.pending = false;
    u.loc = hex;
    u.mode = 'frontline';
    u.reserveHq = -1;
  });
}

/**
 * The end step (RS-END-1, RS-SEQ-11 #1-2, #4, #10): the extensions' end-phase steps (repairs,
 * sorties, fallout, release rolls...), game end and victory (RS-END-2), clear moved markers,
 * reset rail capacity.
 */
function endStep(s: RsState, dice: RsDice, events: RsEvent[]): void {
  extEndStep(s, dice, events);
  if (s.result) return;
  for (const u of s.units) {
    u.movedIn = null;
    u.mpLeft = 0;
    u.overran = false;
    u.railStage = 0;
  }
  s.railUsed = { nato: 0, wp: 0 };
  const v = endOfTurnVictory(s);
  if (v) events.push(v);
}

/**
 * After the current step's `end`: the next step where a player acts, running the automatic steps on
 * the way. A movement segment in which the active side has no unit allowed to spend MP passes by
 * itself (decision RS-D-EMPTYSEGMENT: nothing could happen in it; RS-SEQ-6).
 */
export function advanceStep(s: RsState, dice: RsDice, events: RsEvent[]): void {
  advanceOnce(s, dice, events);
  for (let guard = 0; guard < 8 && s.step.kind === 'move' && !sideCanMove(s); guard++)
    advanceOnce(s, dice, events);
}

/** Some unit of the segment's side may spend MP in it (RS-SEQ-6). */
export function sideCanMove(s: RsState): boolean {
  if (s.step.kind !== 'move') return false;
  for (let i = 0; i < s.units.length; i++) if (onMap(s.units[i]!) && moveRefusal(s, i) === null) return true;
  return extMayAct(s);
}

function advanceOnce(s: RsState, dice: RsDice, events: RsEvent[]): void {
  const step = s.step;
  const ip = s.initiative;
  switch (step.kind) {
    case 'assign':
      if (step.side === ip) return setStep(s, { kind: 'assign', side: otherSide(ip) }, events);
      s.assignModes = null;
      // RS-SEQ-3 #2: the supply phase of both sides.
      for (const side of [ip, otherSide(ip)]) {
        events.push({ type: 'supply', side, ...supplyPhase(s, side) });
        extSupply(s, side, dice, events);
      }
      extStageStart(s, 1, dice, events);
      return setStep(s, { kind: 'move', stage: 1, segment: 0, side: segmentSide(s, 1, 0) }, events);
    case 'move':
      if (step.segment === 0)
        return setStep(
          s,
          { kind: 'move', stage: step.stage, segment: 1, side: segmentSide(s, step.stage, 1) },
          events,
        );
      s.attackedHexes = [];
      return setStep(s, { kind: 'combat', stage: step.stage, side: combatSide(s, step.stage) }, events);
    case 'combat': {
      if (step.stage < 3) {
        const stage = (step.stage + 1) as 2 | 3;
        extStageStart(s, stage, dice, events);
        return setStep(s, { kind: 'move', stage, segment: 0, side: segmentSide(s, stage, 0) }, events);
      }
      endStep(s, dice, events);
      if (s.result) return setStep(s, { kind: 'over' }, events);
      s.turn += 1;
      strategicStep(s, dice, events);
      s.assignModes = s.units.map((u) => u.mode);
      return setStep(s, { kind: 'assign', side: s.initiative }, events);
    }
    case 'over':
      return;
  }
}

/** Units of `side` on the map. */
export function sideUnits(s: RsState, side: Side): number[] {
  const out: number[] = [];
  s.units.forEach((u, i) => {
    if (onMap(u) && s.world.units[i]!.side === side) out.push(i);
  });
  return out;
}
