// Event lines for `hexfront run`, the client's report and `--explain` (every factor and rule ID;
// the combat explanation says when a result came from a default table, RS-AMB-5).

import type { CombatReport, RsEvent, RsState, Step } from './model.js';
import { sideName } from './scenario.js';
import { hexLabel } from './world.js';
import { extDescribe } from './ext/registry.js';

export function stepName(step: Step): string {
  switch (step.kind) {
    case 'assign':
      return `${sideName(step.side)} unit assignment`;
    case 'move':
      return `AS${step.stage} ${step.segment === 0 ? 'first' : 'second'} segment (${sideName(step.side)})`;
    case 'combat':
      return `AS${step.stage} combat phase (${sideName(step.side)} declares)`;
    case 'over':
      return 'game over';
  }
}

const names = (s: RsState, units: readonly number[]) => units.map((i) => s.world.units[i]!.name).join(', ');

export function describeEvent(s: RsState, e: RsEvent): string {
  const w = s.world;
  switch (e.type) {
    case 'turn':
      return `GT${e.turn}: ${sideName(e.initiative)} has the initiative${e.changed ? ' (changed, RS-INI-4)' : ''}.`;
    case 'step':
      return `— ${stepName(e.step)}`;
    case 'mode':
      return `${w.units[e.unit]!.name}: ${e.mode}${e.mode === 'reserve' ? ` under ${w.units[e.hq]!.name}` : ''}.`;
    case 'moved':
      return `${names(s, e.units)} ${e.rail ? 'by rail ' : ''}to ${hexLabel(w, e.path[e.path.length - 1]!)}.`;
    case 'control':
      return `${sideName(e.side)} takes ${hexLabel(w, e.hex)}.`;
    case 'overrun':
      return `Overrun of ${hexLabel(w, e.target)} at ${e.odds}-1${e.roll === null ? ' (automatic)' : `, roll ${e.roll}`}: ${e.success ? 'success' : 'failure'} (RS-MOV-22).`;
    case 'supply':
      return `${sideName(e.side)} supply: +${e.income} SP; ${e.changed.map((c) => `${w.units[c.unit]!.name} ${c.status === 'in' ? 'in supply' : c.status === 'oos1' ? 'OOS in 1 GT' : 'out of supply'}`).join(', ') || 'no change'}.`;
    case 'declared':
      return `${sideName(e.attacker)} attacks ${hexLabel(w, e.hex)} with ${names(s, e.units)}.`;
    case 'withdrawal':
      return `Tactical withdrawal: roll ${e.roll} (needs 1-${e.range}): ${e.success ? 'the defenders slip away' : 'failed'} (RS-GCB-10).`;
    case 'committed':
      return `${sideName(e.side)} has chosen its formation.`;
    case 'combat':
      return combatLine(s, e.report);
    case 'hit':
      return `${w.units[e.unit]!.name} ${e.eliminated ? (e.interned ? 'is interned' : 'is eliminated') : e.flipped ? 'is reduced' : 'takes a hit'}.`;
    case 'retreat':
      // One unit "retreats", several "retreat" (the report reads as sentences).
      return `${names(s, e.units)} ${e.units.length === 1 ? 'retreats' : 'retreat'} to ${hexLabel(w, e.path[e.path.length - 1]!)}.`;
    case 'advanced':
      return `${names(s, e.units)} ${e.units.length === 1 ? 'advances' : 'advance'} into ${hexLabel(w, e.to)}.`;
    case 'reinforcement':
      return `${w.units[e.unit]!.name} ${e.delayed ? (e.roll !== undefined ? `is withheld (arrival roll ${e.roll}, RS-REIN-5)` : 'is delayed: its entry hex is enemy-held') : `arrives at ${hexLabel(w, e.hex)}${e.roll !== undefined ? ` (arrival roll ${e.roll})` : ''}`}.`;
    case 'victory':
      return `Victory points: NATO ${e.vp.nato}, WP ${e.vp.wp}${e.outcome ? ` — ${e.outcome.title}` : ''}.`;
    default:
      // The extended game's events (air, naval, missiles, NBC...) are described by their folder.
      return extDescribe(s, e) ?? (e as { type: string }).type;
  }
}

function combatLine(s: RsState, r: CombatReport): string {
  const hits = `hits NATO ${r.hits.nato}, WP ${r.hits.wp}`;
  const win = r.winner ? `${sideName(r.winner)} wins the battle` : 'a draw';
  return `Combat at ${hexLabel(s.world, r.hex)}: ${r.attackerCs} to ${r.defenderCs} (${r.initial}) -> ${r.final}, roll ${r.roll} -> ${r.modified}: ${hits}; ${win}.${r.defaultTable ? ' [default table]' : ''}`;
}

/** RS-GCB-70: the breakdown of each combat, factor by factor. */
export function explainEvents(s: RsState, events: readonly RsEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type !== 'combat') continue;
    const r = e.report;
    out.push(`Combat ${r.id} at ${hexLabel(s.world, r.hex)} (${sideName(r.attacker)} attacks):`);
    out.push(
      `  formations: attacker ${Object.values(r.formations.attacker).join('/')}, defender ${r.formations.defender}; SP paid NATO ${r.spPaid.nato}, WP ${r.spPaid.wp} (RS-GCB-20)`,
    );
    out.push(`  CS ${r.attackerCs} : ${r.defenderCs} -> initial ${r.initial} (RS-GCB-31)`);
    for (const x of r.shifts)
      out.push(`  ${x.columns > 0 ? '+' : ''}${x.columns} column(s): ${x.why} (${x.rule})`);
    out.push(`  final column ${r.final} (RS-GCB-32)`);
    for (const d of r.drms) out.push(`  DRM ${d.value >= 0 ? '+' : ''}${d.value}: ${d.why} (${d.rule})`);
    out.push(
      `  roll ${r.roll}, modified ${r.modified} (RS-GCB-33)${r.defaultTable ? ' — read from a default table, not from the rulebook (RS-AMB-5)' : ''}`,
    );
    for (const n of r.notes) out.push(`  ${n}`);
    out.push(
      `  hits: NATO ${r.hits.nato}, WP ${r.hits.wp}; ${r.winner ? `${sideName(r.winner)} wins (RS-INI-3)` : 'draw'}`,
    );
  }
  return out;
}
