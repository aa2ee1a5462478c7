// The hex info panel and the status line of Red Strike: the hex (terrain, hexsides, control,
// supply source, place), its units with their ratings, the pending combat as the viewer may know
// it, and a status line with the step, the initiative, the battles-won marker, the SP pool and the
// supply of the selected unit.

import { onMap } from '../../../engine/systems/red-strike/units.js';
import {
  combatActor,
  hqRatings,
  moveRefusal,
  sideName,
  stepName,
  victoryPoints,
  type RsView,
} from '../../../engine/systems/red-strike/index.js';
import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';
import type { InfoLine } from '../presenter.js';
import { label, stackAt, terrainName, turnDate, unitLine } from './words.js';
import { defconPart, extInfoLines } from './ext-info.js';
import { airUnits, navalUnits, unitKey } from './ext-read.js';

const DIRS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];

export function infoLines(view: RsView, loc: number, selected: readonly number[]): InfoLine[] {
  const w = view.world;
  const b = w.map.board;
  const out: InfoLine[] = [{ text: label(view, loc), style: 'heading' }];
  const ctl = view.control[loc];
  out.push({
    text: `${terrainName(view, loc)}; ${ctl ? `${sideName(ctl)} control` : 'uncontrolled'}`,
    style: 'plain',
  });
  const sides: string[] = [];
  for (let dir = 0; dir < 6; dir++) {
    const e = b.hexside(loc, dir);
    if (e < 0) continue;
    const hs = w.map.hexside[e];
    if (hs) sides.push(`${TEC_DATA.hexsides[hs].name} ${DIRS[dir]}`);
    else if (w.map.roadEdge[e] || w.map.railEdge[e])
      sides.push(`${w.map.railEdge[e] ? 'rail' : 'road'} ${DIRS[dir]}`);
  }
  if (sides.length) out.push({ text: sides.join(', '), style: 'dim' });
  const src = w.map.supplyHex.get(loc);
  if (src) out.push({ text: `${sideName(src)} supply source (RS-SUP-22)`, style: 'dim' });
  const obj = w.scenario.victory.objectives.find((o) => b.parse(o.hex) === loc);
  if (obj) out.push({ text: `objective ${obj.name}: ${obj.vp} VP (${sideName(obj.owner)})`, style: 'warn' });
  if (view.interdicted.includes(loc)) out.push({ text: 'interdicted (+2 MP, RS-MOV-5)', style: 'warn' });
  for (const i of stackAt(view, loc)) {
    const d = w.units[i]!;
    const own = d.side === view.viewer;
    out.push({ text: unitLine(view, i), style: selected.includes(i) ? 'selected' : own ? 'own' : 'enemy' });
    if (d.class === 'hq') {
      const r = hqRatings(d);
      out.push({ text: `  range ${r.range}, reserve ${r.capacity} RE (RS-CMD-3)`, style: 'dim' });
    }
  }
  out.push(...extInfoLines(view, loc, selected));
  const c = view.combat;
  if (c) {
    const who = combatActor(c);
    out.push({
      text: `Combat at ${label(view, c.defenderHex)}: ${sideName(who)} to ${c.phase === 'advance' ? 'advance' : c.phase === 'withdraw' ? 'withdraw or choose' : 'choose'}`,
      style: 'warn',
    });
  }
  return out;
}

/** The step in a few words for the status line ("AS1 combat WP"); stepName() says it in full. */
function shortStep(step: RsView['step']): string {
  const who = (side: string) => (side === 'nato' ? 'NATO' : 'WP');
  switch (step.kind) {
    case 'assign':
      return `${who(step.side)} assignment`;
    case 'move':
      return `AS${step.stage} ${step.segment === 0 ? '1st' : '2nd'} seg ${who(step.side)}`;
    case 'combat':
      return `AS${step.stage} combat ${who(step.side)}`;
    case 'over':
      return stepName(step);
  }
}

/** RS-SUP-2: the viewer's units on the map by supply state, for the status line ("supply ok"). */
export function supplySummary(view: RsView): string {
  let soon = 0;
  let out = 0;
  view.units.forEach((u, i) => {
    if (view.world.units[i]!.side !== view.viewer || !onMap(u)) return;
    if (u.supply === 'oos1') soon++;
    else if (u.supply !== 'in') out++;
  });
  if (soon === 0 && out === 0) return 'supply ok';
  return [out > 0 ? `${out} OOS` : '', soon > 0 ? `${soon} OOS next GT` : ''].filter(Boolean).join(', ');
}

export function statusParts(
  view: RsView,
  cursor: number,
  selected: readonly number[],
): { turn: string[]; here: string[]; score?: string } {
  const step = view.step;
  // In order of importance: at 80 columns the status line gives up the last parts first.
  const turn = [`GT${view.turn} ${turnDate(view.turn)}`, shortStep(step)];
  if (view.combat)
    turn.push(
      `combat: ${combatActor(view.combat) === 'nato' ? 'NATO' : 'WP'} ${view.combat.phase === 'advance' ? 'advances' : 'chooses'}`,
    );
  turn.push(
    `Init ${view.initiative === 'nato' ? 'NATO' : 'WP'}`,
    `BW ${view.battlesWon > 0 ? `NATO ${view.battlesWon}` : view.battlesWon < 0 ? `WP ${-view.battlesWon}` : 0}`,
    `SP ${view.sp[view.viewer]}`,
  );
  // RS-NBC-1 / RS-WO-1 with the NBC rules: "DEFCON 4 WO +2" (issue 17).
  const defcon = defconPart(view);
  if (defcon) turn.push(defcon);
  turn.push(supplySummary(view));
  const here = [label(view, cursor)];
  const sel = selected[0];
  const k = sel === undefined ? undefined : unitKey(sel);
  if (k?.kind === 'air') {
    const a = airUnits(view).find((x) => x.index === k.unit);
    if (a) here.push(`${a.def.name}: ${a.st.mode ?? 'no mode'}, ${a.st.sorties} sorties`);
  } else if (k?.kind === 'naval') {
    const n = navalUnits(view).find((x) => x.index === k.unit);
    if (n) here.push(`${n.def.name}: ${n.st.mode === 'port' ? 'in port' : 'at sea'}`);
  } else if (sel !== undefined && view.units[sel]) {
    const u = view.units[sel]!;
    here.push(u.supply === 'in' ? 'in supply' : u.supply === 'oos1' ? 'OOS in 1 GT' : 'OOS');
    const why = step.kind === 'move' ? moveRefusal(view, sel) : null;
    if (step.kind === 'move')
      here.push(why ? 'cannot move now' : `${u.movedIn ? u.mpLeft : view.world.units[sel]!.ma} MP`);
  }
  const vp = victoryPoints(view);
  return { turn, here, score: `VP ${vp.nato}-${vp.wp}` };
}
