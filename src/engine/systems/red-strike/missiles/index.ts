// Missiles (§14: RS-MSL) as an extension of the land game (issue 17; ext/hooks.ts says when each
// hook runs): LRMUs fire with `msl-fire` in the movement segments their mode allows (RS-MSL-1,
// RS-GND-24), 3 shots a game (RS-MSL-2) or one a GT with replenishment (RS-OPT-19); naval and air
// units fire cruise missiles with `msl-cruise` (RS-MSL-10). Nothing here is secret (the view hides
// nothing: ground units are always in view, RS-FOW-1; naval targets must be detected to be fired
// at). The computer fires HE at HQs, at stacks its own units face and at air bases; it never uses
// NBC first (decision RS-D-NBC-AI) except when Dr. Strangelove orders a WP nuclear missile attack.

import { z } from 'zod';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { Dice } from '../../../core/rng.js';
import type { RsDice } from '../dice.js';
import type { ExtChoice, RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import type { RsCommand, RsEvent, RsState } from '../model.js';
import { otherSide, sideName, type Side } from '../scenario.js';
import { currentCs, isAssault, onMap, unitsAt } from '../units.js';
import type { RsView } from '../view.js';
import { hexLabel } from '../world.js';
import { carrierHex } from '../naval/api.js';
import { nuclearAllowed } from '../nbc/api.js';
import type { MissileTarget, Warhead } from './api.js';
import { fire, fireRefusal, installationHex, UNRECONNOITRED_DRM } from './fire.js';
import type { MissileCommand, MissileEvent, MissileState, MissileTargetCmd } from './state.js';
import { hitNumberOf, missileEntry, WARHEADS } from './table.js';

/** RS-MSL-2: shots an LRMU has for the game. */
export const LRMU_SHOTS = 3;
/** RS-OPT-19 / RS-END-3: SP to replenish an LRMU. */
export const REPLENISH_SP = 4;

export const missileSnapshot = z.strictObject({
  fired: z.record(z.string(), z.number().int().min(0).max(LRMU_SHOTS)),
  empty: z.array(z.string()),
  cruiseGt: z.record(z.string(), z.number().int().nonnegative()),
  installationHits: z.record(z.string(), z.number().int().nonnegative()),
});

const targetSchema = z.union([
  z.strictObject({ kind: z.literal('ground'), unit: z.string().min(1) }),
  z.strictObject({ kind: z.literal('naval'), unit: z.string().min(1) }),
  z.strictObject({ kind: z.literal('installation'), id: z.string().min(1) }),
  z.strictObject({ kind: z.literal('hex') }),
]);
const fields = {
  unit: z.string().min(1),
  hex: z.string().min(1),
  target: targetSchema,
  warhead: z.enum(WARHEADS),
};
const commandSchema = z.union([
  z.strictObject({ type: z.literal('msl-fire'), ...fields }),
  z.strictObject({ type: z.literal('msl-cruise'), ...fields }),
]);

const isMsl = (cmd: RsCommand): cmd is MissileCommand => cmd.type === 'msl-fire' || cmd.type === 'msl-cruise';

function mslOf(s: RsState): MissileState {
  return (s.ext.msl ??= { fired: {}, empty: [], cruiseGt: {}, installationHits: {} });
}

/** A command's target with unit indices, or a sentence. */
export function resolveTarget(s: RsState, t: MissileTargetCmd): MissileTarget | string {
  switch (t.kind) {
    case 'ground': {
      const i = s.world.byId.get(t.unit);
      return i === undefined ? `No unit "${t.unit}".` : { kind: 'ground', unit: i };
    }
    case 'naval': {
      const i = (s.world.scenario.extended?.naval?.units ?? []).findIndex((d) => d.id === t.unit);
      return i < 0 ? `No naval unit "${t.unit}".` : { kind: 'naval', unit: i };
    }
    case 'installation':
      return installationHex(s, t.id) ? { kind: 'installation', id: t.id } : `No installation "${t.id}".`;
    case 'hex':
      return { kind: 'hex' };
  }
}

/** RS-GND-24 / RS-SEQ-6: the segments in which an LRMU's mode lets it fire (moved or not). */
function modeAllowsFire(s: RsState, unit: number): boolean {
  const st = s.step;
  if (st.kind !== 'move') return false;
  const ip = s.world.units[unit]!.side === s.initiative;
  const reserve = s.units[unit]!.mode === 'reserve';
  if (st.stage === 1) return ip ? !reserve : reserve;
  if (st.stage === 2) return reserve;
  return ip ? reserve : true; // AS3 reaction segment: any RP LRMU (RS-GND-24)
}

/** RS-MSL-1/2, RS-GND-24, RS-OPT-19: why the LRMU may not fire now, or null. */
export function lrmuRefusal(s: RsState, side: Side, unit: number): string | null {
  const d = s.world.units[unit]!;
  const st = s.step;
  if (st.kind !== 'move' || st.side !== side)
    return "LRMUs fire in their side's movement segments only (RS-MSL-1).";
  if (d.side !== side) return `${d.name} is not yours.`;
  if (d.class !== 'lrmu') return `${d.name} is not a long-range missile unit (RS-MSL-1).`;
  if (!onMap(s.units[unit]!)) return `${d.name} is not on the map.`;
  if (!d.missile || !missileEntry(d.missile)) return `${d.name} has no missile of the Missile Table.`;
  if (!missileEntry(d.missile)!.carriers.includes('ground'))
    return `The ${d.missile} is not ground-launched.`;
  if (!modeAllowsFire(s, unit))
    return `${d.name} is in ${s.units[unit]!.mode} mode: it fires only in the segments in which that mode moves (RS-GND-24).`;
  const msl = s.ext.msl;
  if (isOn(s, 'missile-stocks')) {
    if (msl?.empty.includes(d.id))
      return `${d.name} has fired this GT: it waits for replenishment (RS-OPT-19).`;
  } else if ((msl?.fired[d.id] ?? 0) >= LRMU_SHOTS) return `${d.name} has no missile left (RS-MSL-2).`;
  return null;
}

interface Launcher {
  readonly side: Side;
  readonly missile: string;
  readonly from: number;
  readonly name: string;
  /** Spends the launch (shots, a sortie). */
  readonly spend: (n: RsState, events: RsEvent[]) => void;
}

/** RS-MSL-10: a naval or air unit that may launch its cruise missile now, or a sentence. */
export function cruiseLauncher(s: RsState, side: Side, id: string): Launcher | string {
  const st = s.step;
  if (st.kind !== 'move' || st.side !== side)
    return 'Cruise missiles are launched in a segment in which their owner is active (RS-MSL-10).';
  const ext = s.world.scenario.extended;
  const once = (n: RsState) => {
    mslOf(n).cruiseGt[id] = n.turn;
  };
  if (s.ext.msl?.cruiseGt[id] === s.turn)
    return `${id} has launched its cruise missiles this GT (one salvo a GT, decision RS-D-MSL-CRUISE).`;
  const ni = (ext?.naval?.units ?? []).findIndex((d) => d.id === id);
  if (ni >= 0) {
    if (!isOn(s, 'naval')) return 'The naval war is not in force.';
    const d = ext!.naval!.units[ni]!;
    const u = s.ext.naval?.units[ni];
    if (d.side !== side) return `${d.name} is not yours.`;
    if (!u || u.eliminated || u.pending || u.hex < 0) return `${d.name} is not on the map.`;
    if (!d.missile) return `${d.name} carries no missile of the Missile Table.`;
    const m = missileEntry(d.missile);
    if (!m || !m.carriers.includes('naval'))
      return `The ${d.missile} is not a ship-launched missile of the table.`;
    if (!m.cruise) return `The ${m.name} is not a cruise missile: it is fired in naval combat (RS-MSL-10).`;
    return { side, missile: m.name, from: u.hex, name: d.name, spend: once };
  }
  const ai = (ext?.air?.units ?? []).findIndex((d) => d.id === id);
  if (ai >= 0) {
    if (!isOn(s, 'air')) return 'The air war is not in force.';
    const d = ext!.air!.units[ai]!;
    const u = s.ext.air?.units[ai];
    if (d.side !== side) return `${d.name} is not yours.`;
    if (!u || u.eliminated || u.pending || u.base === null) return `${d.name} is not on a base.`;
    if (u.mode !== 'offensive') return `${d.name} is not in offensive mode (RS-AIR-30).`;
    if (u.sorties < 1) return `${d.name} has no sortie left (RS-AIR-10).`;
    if (!d.missile) return `${d.name} carries no missile of the Missile Table.`;
    const m = missileEntry(d.missile);
    if (!m || !m.carriers.includes('air'))
      return `The ${d.missile} is not an air-launched missile of the table.`;
    if (!m.cruise)
      return `The ${m.name} is a stand-off missile: it is fired in an air strike mission (RS-MSL-10, RS-AIR-61).`;
    const baseDef = ext!.air!.bases.find((b) => b.id === u.base);
    const from = baseDef ? s.world.map.board.parse(baseDef.hex)! : carrierHex(s, u.base);
    if (from < 0) return `${d.name}'s base is not on the map.`;
    return {
      side,
      missile: m.name,
      from,
      name: d.name,
      spend: (n) => {
        once(n);
        // A launch from the base is one sortie (decision RS-D-MSL-CRUISE).
        const au = n.ext.air?.units[ai];
        if (au) au.sorties -= 1;
      },
    };
  }
  return `No naval or air unit "${id}".`;
}

function lrmuLauncher(s: RsState, side: Side, id: string): Launcher | string {
  const i = s.world.byId.get(id);
  if (i === undefined) return `No unit "${id}".`;
  const why = lrmuRefusal(s, side, i);
  if (why) return why;
  const d = s.world.units[i]!;
  return {
    side,
    missile: d.missile!,
    from: s.units[i]!.loc,
    name: d.name,
    spend: (n, events) => {
      const msl = mslOf(n);
      if (isOn(n, 'missile-stocks')) {
        msl.empty.push(id);
        events.push({ type: 'msl-spent', unit: i, left: 0, removed: false });
        return;
      }
      const fired = (msl.fired[id] ?? 0) + 1;
      msl.fired[id] = fired;
      // RS-MSL-2: after the third shot the LRMU leaves the game.
      const removed = fired >= LRMU_SHOTS;
      if (removed) {
        n.units[i]!.eliminated = true;
        n.units[i]!.loc = -1;
      }
      events.push({ type: 'msl-spent', unit: i, left: LRMU_SHOTS - fired, removed });
    },
  };
}

/** The whole check of a missile command: the launcher and the target, or a sentence. */
export function missileRefusal(
  s: RsState,
  side: Side,
  cmd: MissileCommand,
): { launcher: Launcher; hex: number; target: MissileTarget } | string {
  const launcher =
    cmd.type === 'msl-fire' ? lrmuLauncher(s, side, cmd.unit) : cruiseLauncher(s, side, cmd.unit);
  if (typeof launcher === 'string') return launcher;
  const hex = s.world.map.board.parse(cmd.hex);
  if (hex === undefined) return `No hex "${cmd.hex}" on this map.`;
  const target = resolveTarget(s, cmd.target);
  if (typeof target === 'string') return target;
  const why = fireRefusal(s, side, launcher.missile, hex, target, cmd.warhead, launcher.from);
  return why ?? { launcher, hex, target };
}

function applyMissile(
  n: RsState,
  cmd: MissileCommand,
  side: Side,
  dice: RsDice,
  events: RsEvent[],
): RuleError | null {
  const ok = missileRefusal(n, side, cmd);
  if (typeof ok === 'string')
    return ruleError('CANNOT_FIRE', ok, cmd.type === 'msl-fire' ? 'RS-MSL-3' : 'RS-MSL-10');
  const r = fire(
    n,
    side,
    ok.launcher.missile,
    ok.hex,
    ok.target,
    cmd.warhead,
    dice,
    events,
    ok.launcher.from,
  );
  if (typeof r === 'string') return ruleError('CANNOT_FIRE', r, 'RS-MSL-3');
  ok.launcher.spend(n, events);
  return null;
}

/** RS-OPT-19 / RS-END-3: the end step replenishes LRMUs under "no missiles" for 4 SP each while SP last. */
function replenish(s: RsState, events: RsEvent[]): void {
  const msl = s.ext.msl;
  if (!msl || !isOn(s, 'missile-stocks')) return;
  const keep: string[] = [];
  for (const id of msl.empty) {
    const i = s.world.byId.get(id)!;
    const side = s.world.units[i]!.side;
    if (!onMap(s.units[i]!)) continue;
    if (s.sp[side] < REPLENISH_SP) {
      keep.push(id);
      continue;
    }
    s.sp[side] -= REPLENISH_SP;
    events.push({ type: 'msl-replenished', unit: i, sp: REPLENISH_SP });
  }
  msl.empty = keep;
}

function describeMsl(s: RsState, e: MissileEvent): string {
  const at = (h: number) => hexLabel(s.world, h);
  const name = (i: number) => s.world.units[i]?.name ?? `unit ${i}`;
  switch (e.type) {
    case 'msl-note':
      return e.text;
    case 'msl-fired': {
      const head = `${sideName(e.by)} ${e.missile} (${e.warhead}) at ${e.target} in ${at(e.hex)}`;
      if (e.patriot?.destroyed) return `${head}: Patriot ${e.patriot.roll} destroys it (RS-MSL-12).`;
      const pat = e.patriot ? ` Patriot ${e.patriot.roll}: through;` : '';
      const roll =
        e.roll === null
          ? 'a sure hit'
          : `d100 ${e.roll}${e.drm ? ` +${e.drm} not reconnoitred` : ''} against ${e.need}`;
      return `${head}:${pat} ${roll}: ${e.hit ? 'hit' : 'miss'} (RS-MSL-3).`;
    }
    case 'msl-spent':
      return e.removed
        ? `${name(e.unit)} has fired its last missile and leaves the game (RS-MSL-2).`
        : `${name(e.unit)}: ${e.left} missile(s) left.`;
    case 'msl-replenished':
      return `${name(e.unit)} is replenished for ${e.sp} SP (RS-OPT-19).`;
    case 'msl-interdicted':
      return `${at(e.hex)} is interdicted by missile (RS-MSL-1).`;
    case 'msl-installation':
      return `${e.id} has taken ${e.hits} hit(s).`;
  }
}

// ---- the computer ------------------------------------------------------------------------------

/** The enemy's air bases still in use (the air war's state, or the scenario's list). */
function enemyBases(v: RsState, enemy: Side): string[] {
  const live = v.ext.air?.bases;
  if (live) return live.filter((x) => x.side === enemy && !x.destroyed && !x.captured).map((x) => x.id);
  return (v.world.scenario.extended?.air?.bases ?? []).filter((x) => x.side === enemy).map((x) => x.id);
}

interface Candidate {
  readonly cmd: MissileCommand;
  readonly value: number;
}

/**
 * The computer's cruise salvos (RS-MSL-10), HE only: detected enemy ships (value 8), enemy air
 * bases (6) and HQs (10), times the hit chance; each checked with missileRefusal on the view.
 */
function cruiseCandidates(v: RsView, side: Side): Candidate[] {
  const ext = v.world.scenario.extended;
  const enemy = otherSide(side);
  const b = v.world.map.board;
  const out: Candidate[] = [];
  const launchers = [
    ...(isOn(v, 'naval') ? (ext?.naval?.units ?? []) : []),
    ...(isOn(v, 'air') ? (ext?.air?.units ?? []) : []),
  ].filter((d) => d.side === side && d.missile && missileEntry(d.missile)?.hit.HE);
  for (const d of launchers) {
    const l = cruiseLauncher(v, side, d.id);
    if (typeof l === 'string') continue;
    const m = missileEntry(l.missile)!;
    const p = (kind: 'ground' | 'naval' | 'installation', drm: number) => {
      const need = hitNumberOf(m, 'HE', kind);
      return need === undefined ? 0 : need === 'sure' ? 1 : Math.max(0, need - drm) / 100;
    };
    const add = (hex: number, target: MissileTargetCmd, value: number) => {
      if (value <= 0 || b.distance(l.from, hex) > m.range) return;
      const cmd: MissileCommand = {
        type: 'msl-cruise',
        unit: d.id,
        hex: b.label(hex),
        target,
        warhead: 'HE',
      };
      if (typeof missileRefusal(v, side, cmd) !== 'string') out.push({ cmd, value });
    };
    (v.ext.naval?.units ?? []).forEach((u, i) => {
      const nd = ext?.naval?.units[i];
      if (nd && nd.side === enemy && !u.eliminated && u.hex >= 0)
        add(u.hex, { kind: 'naval', unit: nd.id }, 8 * p('naval', UNRECONNOITRED_DRM));
    });
    for (const id of enemyBases(v, enemy)) {
      const at = installationHex(v, id);
      if (at) add(at.hex, { kind: 'installation', id }, 6 * p('installation', 0));
    }
    v.units.forEach((u, i) => {
      const gd = v.world.units[i]!;
      if (gd.side === enemy && gd.class === 'hq' && onMap(u))
        add(u.loc, { kind: 'ground', unit: gd.id }, 10 * p('ground', UNRECONNOITRED_DRM));
    });
  }
  return out;
}

/** The computer's missile orders: targets valued, then checked with the rules' own functions. */
function computerChoices(v: RsView, kind: 'ai' | 'random', dice: Dice): ExtChoice[] {
  const st = v.step;
  if (st.kind !== 'move' || v.combat || st.side !== v.viewer) return [];
  const side = v.viewer;
  const enemy = otherSide(side);
  const w = v.world;
  const b = w.map.board;
  const n = v.ext.nbc;
  const strangelove = n?.strangelove[side] === 'owed' && side === 'wp' && st.stage === 1;
  const out: Candidate[] = [];
  // Hexes of enemy units next to our assault units: stacks about to be attacked.
  const front = new Set<number>();
  v.units.forEach((u, i) => {
    const d = w.units[i]!;
    if (d.side !== side || !onMap(u) || !isAssault(d)) return;
    for (let k = b.adjStart[u.loc]!; k < b.adjStart[u.loc + 1]!; k++) {
      const h = b.adj[k]!;
      if (unitsAt(v, h, enemy).length > 0) front.add(h);
    }
  });
  v.units.forEach((u, i) => {
    const d = w.units[i]!;
    if (d.side !== side || d.class !== 'lrmu' || lrmuRefusal(v, side, i) !== null) return;
    const m = missileEntry(d.missile!)!;
    const add = (hex: number, t: MissileTargetCmd, warhead: Warhead, value: number) => {
      const cmd: MissileCommand = { type: 'msl-fire', unit: d.id, hex: b.label(hex), target: t, warhead };
      const ok = missileRefusal(v, side, cmd);
      if (typeof ok !== 'string') out.push({ cmd, value });
    };
    if (strangelove) {
      const nuke = (['small', 'medium'] as const).find((x) => m.hit[x]) ?? null;
      if (nuke && nuclearAllowed(v, side)) {
        let best: { hex: number; cs: number } | null = null;
        for (const h of new Set(
          v.units.filter((x, j) => onMap(x) && w.units[j]!.side === enemy).map((x) => x.loc),
        )) {
          if (b.distance(u.loc, h) > m.range || unitsAt(v, h, side).length > 0) continue;
          const cs = unitsAt(v, h, enemy).reduce((a, j) => a + currentCs(w.units[j]!, v.units[j]!), 0);
          if (!best || cs > best.cs) best = { hex: h, cs };
        }
        if (best) add(best.hex, { kind: 'hex' }, nuke, 1000 + best.cs);
      }
    }
    if (!m.hit.HE) return;
    v.units.forEach((eu, j) => {
      const ed = w.units[j]!;
      if (ed.side !== enemy || !onMap(eu) || b.distance(u.loc, eu.loc) > m.range) return;
      const need = hitNumberOf(m, 'HE', 'ground');
      if (need === undefined) return;
      const p = need === 'sure' ? 1 : Math.max(0, need - 20) / 100;
      const worth =
        ed.class === 'hq' ? 10 : front.has(eu.loc) ? currentCs(ed, eu) + (isAssault(ed) ? 2 : 0) : 0;
      if (worth > 0 && p > 0) add(eu.loc, { kind: 'ground', unit: ed.id }, 'HE', worth * p);
    });
    if (isOn(v, 'air'))
      for (const id of enemyBases(v, enemy)) {
        const at = installationHex(v, id);
        if (!at || b.distance(u.loc, at.hex) > m.range) continue;
        const need = hitNumberOf(m, 'HE', 'installation');
        if (need === undefined) continue;
        add(at.hex, { kind: 'installation', id }, 'HE', 6 * (need === 'sure' ? 1 : need / 100));
      }
  });
  out.push(...cruiseCandidates(v, side));
  // With 3 shots a game the computer keeps them for worthwhile targets; with stocks it fires each GT.
  const floor = isOn(v, 'missile-stocks') ? 0.5 : 2;
  let list = out.filter((c) => c.value >= floor).sort((a, b2) => b2.value - a.value);
  if (kind === 'random')
    list = list.length > 0 && dice.chance(0.5) ? [list[dice.int(0, list.length - 1)]!] : [];
  return list.map((c) => ({
    command: c.cmd,
    note: `${c.cmd.unit} fires ${c.cmd.warhead} at ${c.cmd.target.kind === 'ground' ? c.cmd.target.unit : c.cmd.hex} (value ${c.value.toFixed(1)})`,
  }));
}

export const missilesExtension: RsExtension = {
  id: 'msl',
  enabled: (s) => isOn(s, 'missiles'),
  init(s) {
    s.ext.msl = { fired: {}, empty: [], cruiseGt: {}, installationHits: {} };
  },
  snapshot: missileSnapshot,
  commandTypes: ['msl-fire', 'msl-cruise'],
  commandSchema,
  apply(n, cmd, side, dice, events) {
    if (!isMsl(cmd)) return ruleError('BAD_COMMAND', `missiles: not a command of this folder: ${cmd.type}.`);
    return applyMissile(n, cmd, side, dice, events);
  },
  mayActInSegment(s) {
    const st = s.step;
    if (st.kind !== 'move') return false;
    return s.units.some((_, i) => s.world.units[i]!.class === 'lrmu' && lrmuRefusal(s, st.side, i) === null);
  },
  endStep(s, _dice, events) {
    replenish(s, events);
  },
  describe(s, e) {
    return e.type.startsWith('msl-') ? describeMsl(s, e as MissileEvent) : undefined;
  },
  computer: (v, kind, dice) => computerChoices(v, kind, dice),
};
