// The `air-mission` and `air-cas` orders (RS-AIR-40..65, RS-AIR-62 CAS, RS-SEQ-6/9): the checks
// that are the mission's own (target, factors, segment), then take-off, the walk out, the strike in
// the target hex between the target-hex air defence fire (RS-GA-4/5), and the way home.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { hitAdnInstallation, targetHexFire } from '../adn/api.js';
import { attackerStacks } from '../combat.js';
import { groundTargetKnown, isDetected, setDetected } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import { fireMissile, missileRange } from '../missiles/api.js';
import type { CombatFlags, RsEvent, RsState } from '../model.js';
import { changeMines } from '../naval/api.js';
import { casAllowed } from '../optional/api.js';
import { otherSide, type Side } from '../scenario.js';
import { onMap, unitsAt } from '../units.js';
import { hitAirBase } from './api.js';
import { air, airDef, airIndex, baseState, countFlown, factor, homeInfo, sortieRate } from './bases.js';
import {
  active,
  checkLaunch,
  enterLast,
  flyBack,
  flyOut,
  takeOff,
  type Airborne,
  type LaunchPlan,
} from './flight.js';
import type { AirCommand, AirMissionKind } from './state.js';
import { casStrike, groundStrike, installationStrike, interdictionStrike, navalStrike } from './strike.js';

type MissionCmd = Extract<AirCommand, { type: 'air-mission' }>;
type CasCmd = Extract<AirCommand, { type: 'air-cas' }>;

const SUBS = ['SS', 'SSN', 'SSGN', 'SSBN'];
const ANTI_AIR: readonly AirMissionKind[] = ['air-superiority', 'ferry'];

/** What a checked mission does at its target. */
type Action =
  | { kind: 'ground'; chosen?: number }
  | { kind: 'installation'; id: string; name: string; airBase: boolean }
  | { kind: 'naval'; unit: number; f: 'as' | 'ss' }
  | { kind: 'interdiction' }
  | { kind: 'mining'; delta: 1 | -1 }
  | { kind: 'none' };

export interface MissionPlan {
  readonly launch: LaunchPlan;
  readonly action: Action;
  readonly standoff: boolean;
  readonly single: boolean;
}

function navalIndex(s: RsState, id: string): number {
  return (s.world.scenario.extended?.naval?.units ?? []).findIndex((d) => d.id === id);
}

/** RS-AIR-41..65: checks an `air-mission` order on `s` for `side`. */
export function checkMission(s: RsState, side: Side, cmd: MissionCmd): MissionPlan | RuleError {
  const w = s.world;
  const board = w.map.board;
  const step = s.step;
  if (step.kind !== 'move' || step.side !== side)
    return ruleError(
      'WRONG_PHASE',
      'Offensive air missions fly in the owner\u2019s movement segments (RS-SEQ-6, RS-AIR-42).',
      'RS-AIR-42',
    );
  const target = board.parse(cmd.target);
  if (target === undefined) return ruleError('NO_SUCH_HEX', `No hex "${cmd.target}" on this map.`);
  const enemy = otherSide(side);
  const escorts = cmd.escorts ?? [];
  if (escorts.length > 0 && ANTI_AIR.includes(cmd.kind))
    return ruleError(
      'NOT_ALLOWED',
      'Escorts accompany a unit on a mission that is not anti-air (RS-AIR-60).',
      'RS-AIR-60',
    );
  const single = cmd.singleSortie === true;
  if (single) {
    if (!isOn(s, 'single-sortie'))
      return ruleError(
        'NOT_ALLOWED',
        'The single-sortie strike is an optional rule not in force (RS-OPT-9).',
        'RS-OPT-9',
      );
    if (cmd.units.length !== 1 || escorts.length > 0 || ANTI_AIR.includes(cmd.kind))
      return ruleError(
        'NOT_ALLOWED',
        'A single-sortie strike is one air unit on a strike (RS-OPT-9).',
        'RS-OPT-9',
      );
  }
  // What is attacked, and with which factor.
  let action: Action = { kind: 'none' };
  let need: 'b' | 'as' | 'ss' | 'aa' | null = null;
  let standoffRange: number | undefined;
  const land: string | undefined = cmd.land;
  let tgt = target;
  const naval = (id: string | undefined, wantSub: boolean | null): Action | RuleError => {
    // No unit named: the first detected enemy naval unit of the right kind in the hex.
    const pick = (): number =>
      (w.scenario.extended?.naval?.units ?? []).findIndex((d, k) => {
        const x = s.ext.naval?.units[k];
        if (!x || x.eliminated || x.hex !== target || d.side !== enemy) return false;
        if (SUBS.includes(d.class) !== (wantSub === true)) return false;
        return (SUBS.includes(d.class) && x.mode === 'port') || isDetected(s, { kind: 'naval', unit: k });
      });
    const ni = id !== undefined ? navalIndex(s, id) : pick();
    const nu = ni >= 0 ? s.ext.naval?.units[ni] : undefined;
    const d = ni >= 0 ? w.scenario.extended!.naval!.units[ni]! : undefined;
    if (!nu || !d || nu.eliminated || nu.hex !== target || d.side !== enemy)
      return ruleError('NOT_ALLOWED', `No enemy naval unit "${id ?? ''}" in ${board.label(target)}.`);
    const sub = SUBS.includes(d.class);
    if (wantSub === true && !sub)
      return ruleError('NOT_ALLOWED', `${d.name} is not a submarine (RS-AIR-65).`, 'RS-AIR-65');
    if (wantSub === false && sub)
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} is a submarine: attack it with an anti-submarine strike (RS-AIR-65).`,
        'RS-AIR-65',
      );
    if (!(sub && nu.mode === 'port') && !isDetected(s, { kind: 'naval', unit: ni }))
      return ruleError(
        'NOT_SPOTTED',
        `${d.name} is not detected: it cannot be attacked (RS-AIR-61, RS-AIR-90).`,
        'RS-AIR-61',
      );
    return { kind: 'naval', unit: ni, f: sub && nu.mode === 'sea' ? 'ss' : 'as' };
  };
  switch (cmd.kind) {
    case 'surface-attack': {
      if (cmd.installation !== undefined) {
        const b = baseState(s, cmd.installation);
        if (b) {
          if (b.hex !== target || b.side !== enemy)
            return ruleError(
              'NOT_ALLOWED',
              `${cmd.installation} is not an enemy air base in ${board.label(target)}.`,
            );
          action = { kind: 'installation', id: b.id, name: homeInfo(s, b.id, b.side).name, airBase: true };
        } else {
          const ex = s.world.scenario.extended?.adn;
          const inst = ex?.installations.find((x) => x.id === cmd.installation);
          const sector = ex?.sectors.find((x) => x.id === inst?.sector);
          if (!inst || board.parse(inst.hex) !== target || sector?.side !== enemy)
            return ruleError(
              'NOT_ALLOWED',
              `"${cmd.installation}" is not an enemy air base or ADN installation in ${board.label(target)}.`,
            );
          action = { kind: 'installation', id: inst.id, name: inst.name, airBase: false };
        }
        need = 'b';
      } else if (cmd.targetUnit !== undefined && navalIndex(s, cmd.targetUnit) >= 0) {
        const r = naval(cmd.targetUnit, false);
        if ('code' in r) return r;
        action = r;
        need = 'as';
      } else {
        const foes = unitsAt(s, target, enemy);
        if (foes.length === 0)
          return ruleError(
            'NOT_ALLOWED',
            `${board.label(target)} holds no enemy ground unit to attack (RS-AIR-62).`,
            'RS-AIR-62',
          );
        let chosen: number | undefined;
        if (cmd.targetUnit !== undefined) {
          chosen = w.byId.get(cmd.targetUnit);
          if (chosen === undefined || !foes.includes(chosen))
            return ruleError(
              'NOT_ALLOWED',
              `"${cmd.targetUnit}" is not an enemy unit in ${board.label(target)}.`,
            );
          // RS-OPT-18: an undetected HQ or LRMU cannot be singled out as the target.
          if (!groundTargetKnown(s, chosen, side))
            return ruleError(
              'NOT_ALLOWED',
              `${w.units[chosen]!.name} has not been detected (RS-OPT-18).`,
              'RS-OPT-18',
            );
        }
        action = chosen !== undefined ? { kind: 'ground', chosen } : { kind: 'ground' };
        need = 'b';
      }
      break;
    }
    case 'anti-ship': {
      const r = naval(cmd.targetUnit, false);
      if ('code' in r) return r;
      action = r;
      need = 'as';
      break;
    }
    case 'anti-submarine': {
      const r = naval(cmd.targetUnit, true);
      if ('code' in r) return r;
      action = r;
      need = r.kind === 'naval' ? r.f : 'ss';
      break;
    }
    case 'interdiction':
      if (w.map.territory[target] === 'sea')
        return ruleError(
          'NOT_ALLOWED',
          'Interdiction strikes a land hex (RS-AIR-63, RS-MOV-30).',
          'RS-AIR-63',
        );
      action = { kind: 'interdiction' };
      need = 'b';
      break;
    case 'mining': {
      if (w.map.territory[target] !== 'sea')
        return ruleError('NOT_ALLOWED', 'Mines are laid or swept in a sea hex (RS-AIR-64).', 'RS-AIR-64');
      const delta = cmd.mines ?? 1;
      for (const id of cmd.units) {
        const i = airIndex(s, id);
        if (i < 0) return ruleError('NO_SUCH_UNIT', `No air unit "${id}".`);
        const d = airDef(s, i);
        if (delta === 1 ? !d.symbols.minelayer : !d.symbols.minesweeper)
          return ruleError(
            'NOT_ALLOWED',
            `${d.name} has no ${delta === 1 ? 'minelayer' : 'minesweeper'} symbol (RS-AIR-64).`,
            'RS-AIR-64',
          );
      }
      action = { kind: 'mining', delta };
      break;
    }
    case 'air-superiority':
      need = 'aa';
      break;
    case 'ferry': {
      if (land === undefined)
        return ruleError(
          'BAD_COMMAND',
          'A ferry names the base to land at ("land", RS-AIR-51).',
          'RS-AIR-51',
        );
      const lb = homeInfo(s, land, side);
      if (lb.hex < 0)
        return ruleError('NOT_ALLOWED', `"${land}" is not a friendly base on the map (RS-AIR-51).`);
      tgt = lb.hex;
      for (const id of cmd.units) {
        const i = w.scenario.extended?.air?.units.findIndex((x) => x.id === id) ?? -1;
        const u = i >= 0 ? air(s).units[i] : undefined;
        if (u && u.base !== null && u.sorties < sortieRate(s, i, u.base))
          return ruleError(
            'NOT_ALLOWED',
            `${airDef(s, i).name} has used or lost sorties this GT: no ferry (RS-AIR-51).`,
            'RS-AIR-51',
          );
      }
      break;
    }
  }
  // RS-AIR-61/62: stand-off missiles from range instead of entering the hex.
  const standoff = cmd.standoff === true;
  if (standoff) {
    if (action.kind !== 'naval' && action.kind !== 'ground' && action.kind !== 'installation')
      return ruleError(
        'NOT_ALLOWED',
        'Stand-off missiles are fired at units or installations (RS-AIR-61/62).',
      );
    for (const id of cmd.units) {
      const i = w.scenario.extended!.air!.units.findIndex((x) => x.id === id);
      const m = i >= 0 ? airDef(s, i).missile : undefined;
      const r = m ? missileRange(m) : null;
      if (r === null)
        return ruleError(
          'NOT_ALLOWED',
          `"${id}" carries no stand-off missile on the Missile Table (RS-AIR-61).`,
          'RS-AIR-61',
        );
      standoffRange = standoffRange === undefined ? r : Math.min(standoffRange, r);
    }
  }
  const launch = checkLaunch(s, side, {
    kind: cmd.kind,
    units: cmd.units,
    ...(cmd.escorts ? { escorts: cmd.escorts } : {}),
    target: tgt,
    ...(cmd.path ? { path: cmd.path } : {}),
    ...(land !== undefined ? { land } : {}),
    ...(cmd.refuel ? { refuel: true } : {}),
    ...(standoffRange !== undefined ? { standoff: standoffRange } : {}),
    ...(cmd.kind === 'mining' ? { extraMp: 10 } : {}),
    strike: !ANTI_AIR.includes(cmd.kind),
    mode: cmd.kind === 'ferry' ? null : 'offensive',
  });
  if ('code' in launch) return launch;
  if (single && airDef(s, launch.main[0]!).nation !== 'US')
    return ruleError('NOT_ALLOWED', 'Only US air units fly the single-sortie strike (RS-OPT-9).', 'RS-OPT-9');
  if (need !== null && !standoff)
    for (const i of launch.main)
      if (factor(s, i, need) <= 0)
        return ruleError(
          'CANNOT_FIRE',
          `${airDef(s, i).name} has no ${need.toUpperCase()} factor for this mission (RS-AIR-43).`,
          'RS-AIR-43',
        );
  for (const i of launch.escorts)
    if (factor(s, i, 'aa') <= 0)
      return ruleError(
        'CANNOT_FIRE',
        `${airDef(s, i).name} has no AA factor to escort (RS-AIR-60).`,
        'RS-AIR-60',
      );
  return { launch, action, standoff, single };
}

function missionId(s: RsState): number {
  return ++air(s).missions;
}

/** RS-GA-4/5, RS-AIR-45: the strike between the target-hex fire; undetected strikers are detected after it. */
function atTarget(
  s: RsState,
  m: Airborne,
  detectedBefore: boolean,
  dice: RsDice,
  events: RsEvent[],
  strike: (strikers: number[]) => void,
): void {
  if (detectedBefore) targetHexFire(s, m.flight, 'before', dice, events);
  const strikers = active(s, m, m.plan.main);
  strike(strikers);
  if (!detectedBefore) {
    for (const i of strikers) setDetected(s, { kind: 'air', unit: i }, true, events);
    targetHexFire(s, m.flight, 'after', dice, events);
  }
}

function anyDetected(s: RsState, units: readonly number[]): boolean {
  return units.some((i) => air(s).units[i]!.detected && !air(s).units[i]!.eliminated);
}

/** Flies a checked mission on `n` (RS-AIR-40). */
export function flyMission(n: RsState, p: MissionPlan, dice: RsDice, events: RsEvent[]): void {
  const plan = p.launch;
  const id = missionId(n);
  countFlown(n, plan.side);
  events.push({
    type: 'air-mission',
    id,
    side: plan.side,
    kind: plan.kind as AirMissionKind,
    units: plan.units,
    target: plan.target,
    sp: plan.sp,
  });
  const m = takeOff(n, plan);
  if (p.single) for (const i of plan.units) air(n).units[i]!.single = true;
  flyOut(n, m, dice, events);
  const before = anyDetected(n, plan.main);
  enterLast(n, m, dice, events);
  const o = { mission: id, side: plan.side, single: p.single };
  const target = plan.target;
  const a = p.action;
  if (p.standoff) {
    // RS-AIR-61/62: each striker still flying fires its missile from the launch hex (Missile Table).
    for (const i of active(n, m, plan.main)) {
      const missile = airDef(n, i).missile!;
      const t =
        a.kind === 'naval'
          ? ({ kind: 'naval', unit: a.unit } as const)
          : a.kind === 'installation'
            ? ({ kind: 'installation', id: a.id } as const)
            : a.kind === 'ground' && a.chosen !== undefined
              ? ({ kind: 'ground', unit: a.chosen } as const)
              : ({ kind: 'hex' } as const);
      const r = fireMissile(n, plan.side, missile, target, t, 'HE', dice, events);
      if (typeof r === 'string')
        events.push({ type: 'air-note', text: `${airDef(n, i).name} cannot fire: ${r}`, side: plan.side });
      setDetected(n, { kind: 'air', unit: i }, true, events);
    }
  } else if (a.kind !== 'none') {
    atTarget(n, m, before, dice, events, (strikers) => {
      switch (a.kind) {
        case 'ground':
          groundStrike(n, strikers, target, a.chosen, o, dice, events);
          return;
        case 'installation':
          installationStrike(
            n,
            strikers,
            target,
            a.name,
            (h, unit) =>
              a.airBase
                ? hitAirBase(n, a.id, h, events)
                : hitAdnInstallation(n, a.id, h, events, { airUnit: unit }),
            o,
            dice,
            events,
          );
          return;
        case 'naval':
          navalStrike(n, strikers, a.unit, a.f, o, dice, events);
          return;
        case 'interdiction':
          interdictionStrike(n, strikers, target, o, dice, events);
          return;
        case 'mining':
          // RS-AIR-64: one mine level per sortie of a unit that reaches the zone.
          for (const _ of strikers) changeMines(n, target, a.delta, plan.side, events);
          events.push({
            type: 'air-strike',
            mission: id,
            side: plan.side,
            what: `mines in the sea zone of ${n.world.map.board.label(target)}`,
            hex: target,
            attacks: [],
            hits: 0,
            success: strikers.length > 0,
          });
          return;
      }
    });
  }
  flyBack(n, m, dice, events);
}

// ---- close air support ------------------------------------------------------------------------

export interface CasPlan {
  readonly launch: LaunchPlan;
  readonly flag: 'attackerCas' | 'defenderCas';
}

/**
 * RS-AIR-62, RS-GCB-25, RS-SEQ-9 #4: CAS for the open combat. The defender flies while the combat
 * waits for it (withdrawal or defence formation), the attacker while it waits for the attacker's
 * formations — so the non-declaring side's CAS comes first (decision RS-D-AIRCASORDER).
 */
export function checkCas(s: RsState, side: Side, cmd: CasCmd): CasPlan | RuleError {
  const c = s.combat;
  if (!c)
    return ruleError(
      'WRONG_PHASE',
      'Close air support is flown for a declared ground combat (RS-AIR-62, RS-SEQ-8).',
      'RS-AIR-62',
    );
  const board = s.world.map.board;
  const attacker = side === c.attacker;
  if (c.phase === 'advance')
    return ruleError(
      'WRONG_PHASE',
      'The combat is resolved: no more close air support (RS-AIR-62).',
      'RS-AIR-62',
    );
  if (attacker ? c.phase !== 'attack' : c.phase === 'attack')
    return ruleError('WRONG_PHASE', 'The combat waits for the other side (RS-SEQ-9).', 'RS-SEQ-9');
  const flag = attacker ? 'attackerCas' : 'defenderCas';
  if (!casAllowed(s, c, side))
    return ruleError(
      'NOT_ALLOWED',
      'Warsaw Pact CAS doctrine: only an attack with a unit carrying a breakthrough marker receives CAS (RS-OPT-2b).',
      'RS-OPT-2b',
    );
  if (c.flags[flag])
    return ruleError(
      'NOT_ALLOWED',
      'A CAS mission has already succeeded in this combat: no more air attacks (RS-AIR-62).',
      'RS-AIR-62',
    );
  let hex = c.defenderHex;
  if (!attacker) {
    const hexes = [...attackerStacks(s, c).keys()];
    if (cmd.hex !== undefined) {
      const h = board.parse(cmd.hex);
      if (h === undefined || !hexes.includes(h))
        return ruleError(
          'NOT_ALLOWED',
          `The defender's CAS strikes an attacking hex (RS-GCB-42): ${hexes.map((x) => board.label(x)).join(', ')}.`,
          'RS-GCB-42',
        );
      hex = h;
    } else hex = hexes[0]!;
  } else if (cmd.hex !== undefined && board.parse(cmd.hex) !== c.defenderHex)
    return ruleError(
      'NOT_ALLOWED',
      `The attacker's CAS strikes the defending hex ${board.label(c.defenderHex)} (RS-GCB-43).`,
      'RS-GCB-43',
    );
  if (unitsAt(s, hex, otherSide(side)).filter((i) => onMap(s.units[i]!)).length === 0)
    return ruleError(
      'NOT_ALLOWED',
      `${board.label(hex)} holds no enemy ground unit (RS-AIR-62).`,
      'RS-AIR-62',
    );
  // RS-AIR-6: once per combat phase a FOB unit flies CAS without spending its sortie: attacking a
  // hex next to its FOB, or defending the FOB's own hex.
  const key = fobKey(s);
  const freeSortie = (i: number): boolean => {
    const u = air(s).units[i]!;
    if (u.base === null || u.fobCas === key) return false;
    const h = homeInfo(s, u.base, side);
    if (h.kind !== 'fob') return false;
    return attacker ? board.distance(h.hex, c.defenderHex) === 1 : h.hex === c.defenderHex;
  };
  const launch = checkLaunch(s, side, {
    kind: 'cas',
    units: cmd.units,
    ...(cmd.escorts ? { escorts: cmd.escorts } : {}),
    target: hex,
    strike: true,
    freeSortie,
  });
  if ('code' in launch) return launch;
  for (const i of launch.main)
    if (factor(s, i, 'b') <= 0)
      return ruleError(
        'CANNOT_FIRE',
        `${airDef(s, i).name} has no B factor for CAS (RS-AIR-62).`,
        'RS-AIR-62',
      );
  for (const i of launch.escorts)
    if (factor(s, i, 'aa') <= 0)
      return ruleError(
        'CANNOT_FIRE',
        `${airDef(s, i).name} has no AA factor to escort (RS-AIR-60).`,
        'RS-AIR-60',
      );
  return { launch, flag };
}

function fobKey(s: RsState): string {
  return s.step.kind === 'combat' ? `${s.turn}.${s.step.stage}` : '';
}

export function flyCas(n: RsState, p: CasPlan, dice: RsDice, events: RsEvent[]): void {
  const plan = p.launch;
  const id = missionId(n);
  countFlown(n, plan.side);
  events.push({
    type: 'air-mission',
    id,
    side: plan.side,
    kind: 'cas',
    units: plan.units,
    target: plan.target,
    sp: plan.sp,
  });
  for (const i of plan.free) air(n).units[i]!.fobCas = fobKey(n);
  const m = takeOff(n, plan);
  flyOut(n, m, dice, events);
  const before = anyDetected(n, plan.main);
  enterLast(n, m, dice, events);
  atTarget(n, m, before, dice, events, (strikers) => {
    const ok = casStrike(n, strikers, plan.target, { mission: id, side: plan.side }, dice, events);
    if (ok && n.combat) {
      const flags: CombatFlags = { ...n.combat.flags, [p.flag]: true };
      n.combat = { ...n.combat, flags };
    }
  });
  flyBack(n, m, dice, events);
}
