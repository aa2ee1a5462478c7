// How an objective's worth reads on the objectives screen, the score window, hex info and the
// briefing: a plain "25 VP", or a Panzer Battles value format (PB-VP-02) with what it means now.

import type { ObjectiveSetup } from '../../../engine/systems/panzer/model/scenario.js';
import { parseVpValue } from '../../../engine/systems/panzer/rules/vp-formats.js';
import type { ObjectiveView } from '../../../engine/systems/panzer/view.js';

/** "25 VP"; "1-2[10] 3-4[15]: 15 VP now"; "3/5 VP per turn held, so far 4/0". */
export function objectiveVpText(o: ObjectiveView, turns: number): string {
  if (o.value === undefined) return `${o.vp ?? '?'} VP`;
  const f = parseVpValue(o.value, turns);
  if (typeof f === 'string' || f.format === 2) return `${o.vp ?? '?'} VP`;
  if (f.format === 3) return `${o.value}: ${o.vp ?? '?'} VP now`;
  const so = o.accrued ? `, so far ${o.accrued.allied}/${o.accrued.axis}` : '';
  return `${o.value} VP per turn held (Allied/Axis)${so}`;
}

/** The briefing's words for a scenario objective (PB-VP-02), before play. */
export function setupVpText(o: ObjectiveSetup, turns: number): string {
  if (o.value === undefined) return `${o.vp} VP`;
  const f = parseVpValue(o.value, turns);
  if (typeof f === 'string' || f.format === 2) return `${typeof f === 'string' ? o.vp : f.vp} VP`;
  if (f.format === 3) return `VP by turn ${o.value} to its holder at the end`;
  return `${o.value} VP per turn held (Allied/Axis)`;
}
