// The combat and event report: events turned into lines a player reads, each with its full
// breakdown (factors, rolls, losses) on demand. Names come through the reader's own view: an enemy
// unit the reader does not see now is "an unseen enemy unit", and enemy strength is never shown
// exactly under fog (PC-SPT-12, design invariant 3).

import type { Factor, GameEvent, Roll, UnitLoss } from '../../../engine/systems/panzer/events.js';
import { SIDE_NAMES, type Side } from '../../../engine/systems/panzer/model/unit.js';
import { levelTitleIn } from '../../../engine/systems/panzer/format-event.js';
import { plural } from '../../../engine/core/words.js';
import type { ReportEntry, Verbosity } from '../presenter.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';

export type { ReportEntry, Verbosity };

/** How the reader's side names units and hexes. */
export interface Namer {
  unit(index: number): string;
  hex(loc: number): string;
  /** The reader may read this unit's exact strength. */
  exact(index: number): boolean;
  readonly side: Side;
  /** What the scenario calls a side ("Soviet"), never its code. */
  sideName?(side: Side): string;
  /** What a unit's strength counts (men, guns, vehicles), when the reader sees the unit. */
  component?(index: number): 'men' | 'guns' | 'vehicles' | undefined;
  /** The name of one of the reader's own air units (PC-AIR-01). */
  air?(index: number): string;
  /** An objective as players know it: its name and hex, never its index. */
  objective?(index: number): string;
}

export function namerFor(view: SideView): Namer {
  const own = new Map(view.own.map((u) => [u.index, u.def.name]));
  const seen = new Map(view.enemies.map((e) => [e.index, e]));
  return {
    side: view.side,
    sideName: (side) => view.sideNames?.[side] ?? SIDE_NAMES[side],
    unit: (i) => own.get(i) ?? seen.get(i)?.name ?? 'an unseen enemy unit',
    hex: (loc) => view.map.board.label(loc),
    exact: (i) => own.has(i) || (!view.fogOfWar && seen.has(i)),
    component: (i) => view.own.find((u) => u.index === i)?.def.component ?? seen.get(i)?.component,
    air: (i) => view.air?.find((a) => a.index === i)?.def.name ?? 'an air unit',
    objective: (i) => {
      const o = view.objectives.find((x) => x.index === i);
      if (!o) return 'an objective';
      const hex = view.map.board.label(o.loc);
      return o.name === hex ? hex : `${o.name} (${hex})`;
    },
  };
}

function factorText(f: Factor): string {
  const n = Math.round(f.value * 1000) / 1000;
  const v =
    f.kind === 'mul'
      ? `×${n}`
      : f.kind === 'pct'
        ? `${n >= 0 ? '+' : ''}${n}%`
        : f.kind === 'set'
          ? `= ${n}`
          : `${n >= 0 ? '+' : ''}${n}`;
  return `  ${f.label} ${v}${f.rule ? ` (${f.rule})` : ''}`;
}

/**
 * PC-CRT-01: the casualty value is drawn in a range and rounded at random; it is no test passed
 * or failed, so it never reads "vs … — yes" (which contradicted a loss of 0: issue 18).
 */
export function isCasualtyDraw(r: Roll): boolean {
  return r.rule === 'PC-CRT-01' && /casualties/.test(r.label);
}

export function rollText(r: Roll): string {
  const rule = r.rule ? ` (${r.rule})` : '';
  if (isCasualtyDraw(r)) return `  ${r.label}: drew ${round(r.value)} → ${round(r.target)} men-eq${rule}`;
  return `  ${r.label}: rolled ${round(r.value)} vs ${round(r.target)} — ${r.success ? 'yes' : 'no'}${rule}`;
}

/**
 * A weather change as a player reads it at a glance (PC-ENV): what changed, from what to what;
 * its breakdown gives each draw against its chance in percent, and the range visibility keeps to.
 */
function weatherEntry(e: Extract<GameEvent, { type: 'weather' }>): ReportEntry {
  const parts: string[] = [];
  if (e.visibilityBefore !== undefined && e.visibilityBefore !== e.visibility)
    parts.push(`visibility ${e.visibilityBefore} → ${e.visibility} hexes`);
  if (e.conditionBefore !== undefined)
    parts.push(
      e.conditionBefore !== e.condition
        ? `ground ${e.conditionBefore} → ${e.condition}${e.storm ? ', storm' : ''}`
        : e.storm
          ? 'a storm begins'
          : 'the storm is over',
    );
  else if (e.storm) parts.push('storm');
  // Events from saves made before the fields above: the state after the change.
  if (parts.length === 0) parts.push(`visibility ${e.visibility}, ${e.condition}${e.storm ? ', storm' : ''}`);
  const detail = (e.rolls ?? []).map(weatherRollText);
  if (e.range) detail.push(`  range today ${e.range.min}-${e.range.max} hexes (PC-ENV-02, PC-ENV-10)`);
  return { kind: 'info', text: `Weather: ${parts.join('; ')}`, detail };
}

/**
 * "starts to change: 12 under 20%? yes": a visibility draw (a fraction) read as percent, short
 * enough for the report panel at 80x24; other draws as every roll reads.
 */
function weatherRollText(r: Roll): string {
  if (r.target > 1 || r.value > 1) return rollText(r);
  const pct = (x: number) => Math.round(x * 100);
  return `  ${r.label.replace(/^visibility /, '')}: ${pct(r.value)} under ${pct(r.target)}%? ${r.success ? 'yes' : 'no'}`;
}

/** "3:1", or "odds not known" when fog of war hides them (combat-fog.ts gives -1). */
export function oddsText(odds: number): string {
  if (odds < 0) return 'odds not known';
  if (odds >= 999) return 'no defence';
  return `${round(odds)}:1`;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * PC-CRT-02: guns and vehicles lose one point per 10 men-eq, the rest rounded at random, so a
 * casualty of 1-9 men-eq may cost nothing: the line says so rather than leave "loses 0" unexplained.
 */
function conversion(l: UnitLoss, n: Namer): string {
  const comp = n.component?.(l.unit);
  if (l.casualty === undefined || l.eliminated || !comp || comp === 'men' || l.casualty <= 0) return '';
  const share = Math.round((l.casualty / 10) * 10) / 10;
  return ` ${comp} (${l.casualty} men-eq = ${share} ${comp}, rounded at random, PC-CRT-02)`;
}

function lossText(l: UnitLoss, n: Namer, detail = false): string {
  const after = n.exact(l.unit) && l.strengthAfter >= 0 ? `, now ${l.strengthAfter}` : '';
  const state = l.eliminated ? ', eliminated' : l.cohesionAfter !== 'ok' ? `, ${l.cohesionAfter}` : '';
  return `${n.unit(l.unit)} loses ${l.loss}${detail ? conversion(l, n) : ''}${after}${state}`;
}

function lossDetail(ls: readonly UnitLoss[], n: Namer): string[] {
  const out: string[] = [];
  for (const l of ls) {
    out.push(`  ${lossText(l, n, true)}`);
    if (n.exact(l.unit)) out.push(`    fatigue ${l.fatigueAfter}`);
    for (const r of l.rolls) out.push(`  ${rollText(r)}`);
  }
  return out;
}

/** One event as a report entry, or undefined for events not worth a line. */
export function reportEntry(e: GameEvent, n: Namer): ReportEntry | undefined {
  const u = (i: number) => n.unit(i);
  const h = (l: number) => n.hex(l);
  const side = (x: Side) => n.sideName?.(x) ?? SIDE_NAMES[x];
  switch (e.type) {
    case 'turnStarted':
      return { kind: 'heading', text: `— Turn ${e.turn}, ${side(e.side)} (${e.light}) —`, detail: [] };
    case 'weather':
      return e.changed ? weatherEntry(e) : undefined;
    case 'moved': {
      const to = e.path[e.path.length - 1] ?? e.from;
      // A move that entered no hex (stopped at once, or an enemy seen in one hex only through the
      // fog) is no move: "moves 12,08 → 12,08" reads as a bug. What stopped it is worth a line.
      if (to === e.from)
        return e.stoppedBy && e.stoppedBy !== 'did not move' && n.exact(e.unit)
          ? { kind: 'info', text: `${u(e.unit)} stays at ${h(e.from)}: ${e.stoppedBy}`, detail: [] }
          : undefined;
      return {
        kind: 'move',
        loc: to,
        text: `${u(e.unit)} moves ${h(e.from)} → ${h(to)}${n.exact(e.unit) ? ` (${e.mpSpent} MP, ${e.mpLeft} left)` : ''}${e.stoppedBy ? `; stopped: ${e.stoppedBy}` : ''}`,
        detail: [`  path ${[e.from, ...e.path].map(h).join(' ')}`],
      };
    }
    case 'modeChanged':
      return { kind: 'info', text: `${u(e.unit)} changes to ${e.mode} mode`, detail: [] };
    case 'spotted':
      return e.by === n.side && e.units.length > 0
        ? { kind: 'info', text: `Spotted: ${e.units.map(u).join(', ')}`, detail: [] }
        : undefined;
    case 'lostContact':
      return e.by === n.side
        ? { kind: 'info', text: `Lost sight of ${plural(e.units.length, 'enemy unit')}`, detail: [] }
        : undefined;
    case 'arrived':
      return { kind: 'info', loc: e.loc, text: `${u(e.unit)} arrives at ${h(e.loc)}`, detail: [] };
    case 'withdrawn':
      return { kind: 'info', text: `${u(e.unit)} is withdrawn`, detail: [] };
    case 'released':
      return { kind: 'info', text: `${u(e.unit)} is released (${e.reason})`, detail: [] };
    case 'objectiveTaken':
      return {
        kind: 'info',
        text: `${side(e.by)} takes the objective at ${objectiveName(e.objective)}`,
        detail: [],
      };
    case 'objectiveExpired':
      return {
        kind: 'info',
        text: `The objective at ${objectiveName(e.objective)} expires, held by ${e.owner ? side(e.owner) : 'nobody'}`,
        detail: [],
      };
    case 'unitState':
      return {
        kind: 'info',
        text: `${u(e.unit)}: ${e.what}`,
        detail: [...(e.rolls ?? []).map(rollText), ...(e.rule ? [`  ${e.rule}`] : [])],
      };
    case 'fire': {
      const firers = e.firers.map(u);
      const anyFirerSeen = e.firers.some((f) => n.unit(f) !== 'an unseen enemy unit');
      const who = anyFirerSeen ? unique(firers).join(', ') : 'Unseen enemy units';
      const losses = e.losses.length === 0 ? 'no effect' : e.losses.map((l) => lossText(l, n)).join('; ');
      return {
        kind: 'combat',
        loc: e.target,
        text: `${e.opportunity ? 'Opportunity fire: ' : ''}${who} fire${e.indirect ? ' (indirect)' : ''} at ${h(e.target)}: ${losses}`,
        detail: [
          `  fire value ${round(e.fireValue)}`,
          ...e.factors.map(factorText),
          ...e.rolls.map(rollText),
          ...lossDetail(e.losses, n),
        ],
      };
    }
    case 'assault': {
      const att = unique(e.attackers.map(u)).join(', ');
      return {
        kind: 'combat',
        loc: e.target,
        text: `Assault on ${h(e.target)} by ${att} at ${oddsText(e.odds)} — ${e.success ? 'taken' : 'held'}`,
        detail: [
          ...e.factors.map(factorText),
          ...e.rolls.map(rollText),
          '  attacker losses:',
          ...lossDetail(e.attackerLosses, n),
          '  defender losses:',
          ...lossDetail(e.defenderLosses, n),
          ...e.retreated.map((r) => `  ${u(r.unit)} retreats to ${h(r.to)}`),
        ],
      };
    }
    case 'eliminated':
      return { kind: 'combat', text: `${u(e.unit)} is eliminated (${e.reason})`, detail: [] };
    case 'airMission': {
      const who = e.side === n.side ? (n.air?.(e.air) ?? 'Our aircraft') : 'Enemy aircraft';
      const what = e.kind === 'recon' ? 'recon over' : e.kind === 'carpet' ? 'carpet-bomb' : 'strike';
      const result = e.intercepted
        ? 'intercepted'
        : e.kind === 'recon'
          ? `${e.spotted?.length ?? 0} identified, ${e.unknown?.length ?? 0} Unknown`
          : e.losses.length === 0
            ? 'no result reported'
            : e.losses.map((l) => lossText(l, n)).join('; ');
      return {
        kind: 'combat',
        loc: e.target,
        text: `${who} ${what} ${h(e.target)}: ${result}`,
        detail: [
          ...e.factors.map(factorText),
          ...e.aa.flatMap((s) => [
            `  AA fire from ${u(s.unit)} at range ${s.range}: ${s.loss} aircraft lost`,
            ...s.factors.map(factorText),
            ...s.rolls.map(rollText),
          ]),
          ...e.rolls.map(rollText),
          ...lossDetail(e.losses, n),
        ],
      };
    }
    case 'airInterdiction':
      return {
        kind: 'combat',
        loc: e.loc,
        text: `Air interdiction in ${h(e.loc)}: ${lossText(e.loss, n)}${e.mpLost > 0 ? `, ${e.mpLost} MP lost` : ''}`,
        detail: [...e.factors.map(factorText), ...e.rolls.map(rollText)],
      };
    case 'airStatus':
      return {
        kind: 'info',
        text: `${n.air?.(e.air) ?? 'Air unit'}: ${e.what}`,
        detail: (e.rolls ?? []).map(rollText),
      };
    case 'message':
      return { kind: 'info', text: e.text, detail: e.rule ? [`  ${e.rule}`] : [] };
    case 'gameOver':
      return {
        kind: 'heading',
        text: `Game over on turn ${e.result.turn}: ${levelTitleIn({ sides: { allied: { name: side('allied') }, axis: { name: side('axis') } } }, e.result.level)} (${side('allied')} ${e.result.vp.allied} VP, ${side('axis')} ${e.result.vp.axis} VP)`,
        detail: [],
      };
  }
  return undefined;

  function objectiveName(i: number): string {
    return n.objective?.(i) ?? 'an objective';
  }
}

function unique(xs: string[]): string[] {
  return [...new Set(xs)];
}

export function reportEntries(events: readonly GameEvent[], n: Namer, verbosity: Verbosity): ReportEntry[] {
  const out: ReportEntry[] = [];
  for (const e of events) {
    const r = reportEntry(e, n);
    if (!r) continue;
    if (verbosity === 'brief' && r.kind === 'move') continue;
    // "an unseen enemy unit moves..." starts a sentence; unit names keep their own case.
    out.push(r.text.startsWith('an unseen') ? { ...r, text: 'A' + r.text.slice(1) } : r);
  }
  return out;
}
