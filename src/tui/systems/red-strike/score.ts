// The score window of Red Strike (the presenter's `score`, one key away): the VP as the viewer
// may know them (RS-VIC), the turn, each objective with its value and holder, and with the
// extended game the VP its rules score (RS-VIC-13..20: World Opinion, DEFCON, first nuclear use,
// convoys, SSBNs, mines), all from the view.

import { extVictoryPoints } from '../../../engine/systems/red-strike/ext/registry.js';
import { sideName, victoryPoints, type RsView } from '../../../engine/systems/red-strike/index.js';

const pair = (x: { nato: number; wp: number } | undefined) => (x ? `NATO ${x.nato}, WP ${x.wp}` : '');

export function rsScore(view: RsView, turn: readonly string[]): string[] {
  const vp = victoryPoints(view);
  const b = view.world.map.board;
  const out = [`VP NATO ${vp.nato} - WP ${vp.wp} (RS-VIC)`, turn.join(' | '), '', 'Objectives:'];
  for (const o of view.world.scenario.victory.objectives) {
    const hex = b.parse(o.hex);
    const holder = hex === undefined ? null : view.control[hex];
    out.push(
      `  ${o.name} ${o.vp} VP (${sideName(o.owner)}'s): ${holder ? sideName(holder) : 'nobody'}${hex !== undefined ? ` at ${b.label(hex)}` : ''}`,
    );
  }
  if (view.options.length === 0) return out;
  const ext = extVictoryPoints(view);
  out.push('', `Extended rules: NATO ${ext.nato}, WP ${ext.wp} of these VP`);
  const nbc = view.ext.nbc;
  if (nbc) {
    out.push(`  World Opinion ${nbc.wo > 0 ? '+' : ''}${nbc.wo}: ${pair(nbc.vp.wo)} (RS-WO-1)`);
    out.push(`  DEFCON ${nbc.defcon}: ${pair(nbc.vp.defcon)} (RS-NBC-1)`);
    if (nbc.firstNuclear) out.push(`  first nuclear use: ${pair(nbc.vp.firstNuclear)} (RS-NBC-4)`);
  }
  const nav = view.ext.naval;
  if (nav) {
    if (nav.convoysSunk) out.push(`  convoys sunk: ${pair(nav.convoysSunk)} (RS-VIC-17)`);
    if (nav.ssbnHidden) out.push(`  SSBNs hidden: ${pair(nav.ssbnHidden)} (RS-VIC-18)`);
    if (nav.minesPlaced) out.push(`  mine levels placed: ${pair(nav.minesPlaced)} (RS-VIC-16)`);
  }
  return out;
}
