// The computer's air orders, decided on its own view and checked with the rules' own checks (no
// refused command): modes (every other fighter intercepts, the rest offensive), a recce of the
// target before a strike, strikes at enemy stacks and HQs near the front, interdiction of a road
// hex behind an enemy stack, CAS for its own combats and its defence. At most MAX_PER_SEGMENT
// missions a segment and MAX_CAS CAS missions a combat, so a side turn ends.

import type { Dice } from '../../../core/rng.js';
import { isDetected, isReconnoitred } from '../detection/api.js';
import { actingSide } from '../apply.js';
import type { ExtChoice } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import type { RsCommand, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { onMap, unitsAt } from '../units.js';
import type { RsView } from '../view.js';
import { air, airDef, factor, flownKey, friendlyBases, homeInfo, modesOnBase, needsNoMode } from './bases.js';
import { checkCas, checkMission } from './missions.js';
import { applyMode } from './orders.js';
import { checkRecce } from './recce.js';

export const MAX_PER_SEGMENT = 3;
export const MAX_CAS = 2;
/** SP the computer keeps for ground formations before it pays for a mission. */
export const SP_RESERVE = 12;

function ok(x: object): boolean {
  return !('code' in x);
}

/** Own units that may start an offensive mission now, with their home. */
function ready(
  v: RsView,
  side: Side,
  f: 'b' | 'aa' | 'as' | 'ss',
): { unit: number; base: string; hex: number }[] {
  const out: { unit: number; base: string; hex: number }[] = [];
  air(v).units.forEach((u, i) => {
    const d = airDef(v, i);
    if (d.side !== side || u.eliminated || u.pending || u.base === null || u.sorties <= 0) return;
    const h = homeInfo(v, u.base, side);
    // RS-SMAP-20: bombers in a holding box fly anti-ship strikes from its edge (checkMission decides).
    const fromBox = h.kind === 'box' && d.type === 'bomber' && f === 'as' && isOn(v, 'holding-boxes');
    if (!fromBox && (!h.operative || !h.supplied || h.hex < 0 || h.kind === 'airport' || h.kind === 'field'))
      return;
    if (!needsNoMode(h.kind) && u.mode !== 'offensive') return;
    if (d.type === 'ewda' || factor(v, i, f) <= 0) return;
    // A damaged unit that one more hit would destroy stays down to be repaired (RS-END-3).
    if (u.hits > 0 && u.hits >= d.hits - 1) return;
    out.push({ unit: i, base: u.base, hex: h.hex });
  });
  return out;
}

function modeChoices(v: RsView, side: Side): ExtChoice[] {
  const out: ExtChoice[] = [];
  let fighters = 0;
  const a = air(v);
  a.units.forEach((u, i) => {
    const d = airDef(v, i);
    if (d.side !== side || u.eliminated || u.pending || u.base === null || u.mode !== null) return;
    const h = homeInfo(v, u.base, side);
    // EWDA needs no mode; recce and transport aircraft fly the abstract missions (RS-AIR-66/67).
    if (needsNoMode(h.kind) || d.type === 'ewda' || d.type === 'recce' || d.type === 'transport') return;
    if (h.kind !== 'box' && (!h.operative || modesOnBase(v, u.base) >= h.cpy)) return;
    const fighter = d.type === 'fighter' || (d.aa > 0 && d.b === 0 && d.as === 0);
    const mode = fighter && fighters++ % 2 === 0 ? 'intercept' : 'offensive';
    const command: RsCommand = { type: 'air-mode', unit: d.id, mode };
    const probe = structuredClone(v.ext);
    const err = applyMode({ ...v, ext: probe } as RsState, side, command as never, []);
    if (!err) out.push({ command, note: `${d.name}: ${mode} mode` });
  });
  return out;
}

/** Enemy ground stacks next to own ground units (the front), HQs first, then the biggest. */
function frontTargets(v: RsView, side: Side): number[] {
  const enemy = otherSide(side);
  const b = v.world.map.board;
  const own = new Set<number>();
  v.units.forEach((u, i) => {
    if (onMap(u) && v.world.units[i]!.side === side) own.add(u.loc);
  });
  const score = new Map<number, number>();
  v.units.forEach((u, i) => {
    if (!onMap(u) || v.world.units[i]!.side !== enemy) return;
    const near = [...own].some((h) => b.distance(h, u.loc) <= 2);
    if (!near) return;
    const d = v.world.units[i]!;
    score.set(u.loc, (score.get(u.loc) ?? 0) + (d.class === 'hq' ? 10 : d.reSize));
  });
  return [...score].sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([h]) => h);
}

function segmentChoices(v: RsView, side: Side): ExtChoice[] {
  const a = air(v);
  const out: ExtChoice[] = [];
  const key = flownKey(v);
  if (a.flown.key === key && a.flown[side] >= MAX_PER_SEGMENT) return out;
  const b = v.world.map.board;
  const targets = frontTargets(v, side).slice(0, 3);
  // Recce before a strike.
  if (a.recce[side] > 0 && v.sp[side] > SP_RESERVE && targets.length > 0) {
    const enemy = otherSide(side);
    for (const h of targets) {
      const u = unitsAt(v, h, enemy).find((i) => !isReconnoitred(v, { kind: 'ground', unit: i }));
      if (u === undefined) continue;
      const command: RsCommand = { type: 'air-recce', unit: v.world.units[u]!.id };
      if (ok(checkRecce(v, side, command as never))) {
        out.push({ command, note: `air recce of ${b.label(h)}` });
        break;
      }
    }
  }
  const home = ferryHome(v, side);
  if (home) return [...out, home];
  if (v.sp[side] < SP_RESERVE) return out;
  const naval = navalStrike(v, side);
  if (naval) return [...out, naval];
  const strikers = ready(v, side, 'b');
  if (strikers.length === 0) return out;
  // A strike from one base at the best target in reach, with a fighter of that base as escort.
  const byBase = new Map<string, number[]>();
  for (const s of strikers) byBase.set(s.base, [...(byBase.get(s.base) ?? []), s.unit]);
  const fighters = ready(v, side, 'aa').filter(
    (f) => factor(v, f.unit, 'b') === 0 && factor(v, f.unit, 'aa') >= 4,
  );
  for (const h of targets) {
    for (const [base, us] of byBase) {
      const group = us.slice(0, 3);
      const escort = fighters.find((f) => f.base === base);
      const command: RsCommand = {
        type: 'air-mission',
        kind: 'surface-attack',
        units: group.map((i) => airDef(v, i).id),
        ...(escort ? { escorts: [airDef(v, escort.unit).id] } : {}),
        target: b.label(h),
      };
      if (v.sp[side] - 2 * group.length - 1 < SP_RESERVE) continue;
      if (ok(checkMission(v, side, command as never))) {
        out.push({ command, note: `air strike on ${b.label(h)}${escort ? ' (escorted)' : ''}` });
        return out;
      }
    }
  }
  // No stack in reach: the nearest enemy air base in reach (RS-AIR-3).
  const baseHit = baseStrike(v, side, strikers);
  if (baseHit) return [...out, baseHit];
  // Interdiction of an empty road hex behind an enemy stack (its supply road), on the enemy's side.
  const enemy = otherSide(side);
  const road = (h: number) => {
    for (let dir = 0; dir < 6; dir++) {
      const e = b.hexside(h, dir);
      if (e >= 0 && v.world.map.roadEdge[e]) return true;
    }
    return false;
  };
  for (const h of targets) {
    const around = b.within(h, 2).filter((n) => road(n));
    for (const n of around) {
      if (n === h || v.world.map.territory[n] !== enemy || v.interdicted.includes(n)) continue;
      if (unitsAt(v, n).length > 0) continue;
      for (const s of strikers) {
        const command: RsCommand = {
          type: 'air-mission',
          kind: 'interdiction',
          units: [airDef(v, s.unit).id],
          target: b.label(n),
        };
        if (ok(checkMission(v, side, command as never))) {
          out.push({ command, note: `interdiction of ${b.label(n)}` });
          return out;
        }
      }
    }
  }
  return out;
}

/** RS-AIR-7/21: a unit at an airport or landed in the field ferries to the nearest friendly air base. */
function ferryHome(v: RsView, side: Side): ExtChoice | undefined {
  const b = v.world.map.board;
  const bases = friendlyBases(v, side).filter((x) => x.kind === 'airbase' || x.kind === 'carrier');
  const a = air(v);
  for (let i = 0; i < a.units.length; i++) {
    const u = a.units[i]!;
    if (airDef(v, i).side !== side || u.eliminated || u.base === null || u.sorties <= 0) continue;
    const h = homeInfo(v, u.base, side);
    if (h.kind !== 'airport' && h.kind !== 'field') continue;
    const near = [...bases].sort(
      (x, y) => b.distance(h.hex, x.hex) - b.distance(h.hex, y.hex) || x.hex - y.hex,
    );
    for (const t of near.slice(0, 3)) {
      const command: RsCommand = {
        type: 'air-mission',
        kind: 'ferry',
        units: [airDef(v, i).id],
        target: b.label(t.hex),
        land: t.id,
      };
      if (ok(checkMission(v, side, command as never))) return { command, note: `ferry to ${t.name}` };
    }
  }
  return undefined;
}

/** RS-AIR-61/65: an anti-ship or anti-submarine strike at a detected enemy naval unit in reach. */
function navalStrike(v: RsView, side: Side): ExtChoice | undefined {
  const defs = v.world.scenario.extended?.naval?.units ?? [];
  const st = v.ext.naval?.units ?? [];
  const b = v.world.map.board;
  for (let k = 0; k < st.length; k++) {
    const x = st[k]!;
    const d = defs[k]!;
    if (x.eliminated || x.hex < 0 || d.side === side) continue;
    const sub = ['SS', 'SSN', 'SSGN', 'SSBN'].includes(d.class);
    if (!(sub && x.mode === 'port') && !isDetected(v, { kind: 'naval', unit: k })) continue;
    const f = sub && x.mode === 'sea' ? 'ss' : 'as';
    const byBase = new Map<string, number[]>();
    for (const r of ready(v, side, f)) byBase.set(r.base, [...(byBase.get(r.base) ?? []), r.unit]);
    for (const [, us] of byBase) {
      // The first two of the base together, else each alone (one may lack the range).
      for (const group of [us.slice(0, 2), ...us.slice(0, 2).map((i) => [i])]) {
        const command: RsCommand = {
          type: 'air-mission',
          kind: sub ? 'anti-submarine' : 'anti-ship',
          units: group.map((i) => airDef(v, i).id),
          target: b.label(x.hex),
          targetUnit: d.id,
        };
        if (ok(checkMission(v, side, command as never))) return { command, note: `air strike on ${d.name}` };
      }
    }
  }
  return undefined;
}

/** RS-AIR-3: a strike at the enemy air base nearest to the striker's base, when one is in reach. */
function baseStrike(
  v: RsView,
  side: Side,
  strikers: readonly { unit: number; base: string; hex: number }[],
): ExtChoice | undefined {
  const b = v.world.map.board;
  const bases = air(v).bases.filter((x) => x.side !== side && !x.destroyed && !x.captured && x.hits < x.cpy);
  for (const s of strikers) {
    const near = [...bases].sort(
      (x, y) => b.distance(s.hex, x.hex) - b.distance(s.hex, y.hex) || x.hex - y.hex,
    );
    for (const t of near.slice(0, 2)) {
      const command: RsCommand = {
        type: 'air-mission',
        kind: 'surface-attack',
        units: [airDef(v, s.unit).id],
        target: b.label(t.hex),
        installation: t.id,
      };
      if (ok(checkMission(v, side, command as never))) return { command, note: `air strike on ${t.id}` };
    }
  }
  return undefined;
}

function casChoices(v: RsView, side: Side): ExtChoice[] {
  const c = v.combat;
  const a = air(v);
  if (!c || actingSide(v) !== side) return [];
  if (a.flown.key === flownKey(v) && a.flown[side] >= MAX_CAS) return [];
  if (v.sp[side] < SP_RESERVE) return [];
  const strikers = ready(v, side, 'b');
  const byBase = new Map<string, number[]>();
  for (const s of strikers) byBase.set(s.base, [...(byBase.get(s.base) ?? []), s.unit]);
  for (const [, us] of byBase) {
    const command: RsCommand = { type: 'air-cas', units: us.slice(0, 2).map((i) => airDef(v, i).id) };
    if (ok(checkCas(v, side, command as never))) return [{ command, note: 'close air support' }];
  }
  return [];
}

/** The candidates for the acting side (the computer checks them again through apply). */
export function airComputer(v: RsView, kind: 'ai' | 'random', _dice: Dice): ExtChoice[] {
  if (!v.ext.air) return [];
  const side = v.viewer;
  if (v.combat) return kind === 'ai' ? casChoices(v, side) : [];
  if (v.step.kind === 'assign' && v.step.side === side) return modeChoices(v, side);
  if (v.step.kind === 'move' && v.step.side === side && kind === 'ai') return segmentChoices(v, side);
  return [];
}
