// The area info panel and the status line. While the viewer owns pending damage, the allocation
// (each unit hit with the outcome chosen so far and the points left) comes first, whatever area
// the cursor is on: it is the only thing the viewer can do.

import type { AreaView } from '../../../engine/systems/area-impulse/index.js';
import type { InfoLine, LineStyle } from '../presenter.js';
import { costOf, myPending, OUTCOME_WORDS, unitsHit, type Choices } from './choices.js';
import { areaLabel, areaTag, enemyOf, sideNameOf, unitLine } from './words.js';

/** One line a unit, the selected ones in the selected style. */
function unitLines(
  view: AreaView,
  units: readonly number[],
  selected: readonly number[],
  style: LineStyle,
  text: (u: AreaView['units'][number]) => string,
): InfoLine[] {
  return units.map((i) => ({ text: text(view.units[i]!), style: selected.includes(i) ? 'selected' : style }));
}

/** The lines of the damage allocation (AI-FIRE-22/40/42), when the viewer owns pending damage. */
export function allocationLines(view: AreaView, selected: readonly number[], choices: Choices): InfoLine[] {
  const p = myPending(view);
  if (!p) return [];
  const chosen = choices.allocation(view);
  const left = p.toApply - choices.spent(view);
  const lines: InfoLine[] = [
    {
      text: `Damage ${p.toApply} to apply: ${left} left`,
      style: 'warn',
    },
    { text: `in ${areaLabel(view, p.area)}`, style: 'warn' },
  ];
  if (p.damage > p.toApply)
    lines.push({ text: `(${p.damage - p.toApply} beyond what can be applied, AI-FIRE-40)`, style: 'dim' });
  if (p.assigned) lines.push({ text: 'Directed by the firer (AI-FIRE-50)', style: 'dim' });
  lines.push(
    ...unitLines(view, unitsHit(view, p), selected, 'own', (u) => {
      const o = chosen.get(u.index) ?? 'none';
      // The outcome first: the names are long and wrap.
      return `${OUTCOME_WORDS[o]} (${costOf(u.state.fresh, o)}): ${u.state.fresh ? '+' : '-'} ${u.def.name}`;
    }),
  );
  lines.push({ text: 'Space unit, d outcome, D apply', style: 'dim' });
  return lines;
}

export function areaInfoLines(
  view: AreaView,
  loc: number,
  selected: readonly number[],
  choices: Choices,
): InfoLine[] {
  const w = view.world;
  const a = w.scenario.areas[loc];
  if (!a) return allocationLines(view, selected, choices);
  const lines: InfoLine[] = [...allocationLines(view, selected, choices)];
  lines.push({ text: a.name, style: 'heading' });
  const vp = w.scenario.victory.vp?.[a.id];
  lines.push({
    text: [a.kind, `TDV ${a.tdv}`, ...(vp ? [`VP ${vp}`] : [])].filter((s) => s).join(' · '),
    style: 'plain',
  });
  lines.push({ text: `Control: ${sideNameOf(w, view.control[loc] ?? null)}`, style: 'plain' });
  const markers = view.markers[loc] ?? [];
  if (markers.length > 0)
    lines.push({ text: `Fire marker: ${markers.map((s) => sideNameOf(w, s)).join(', ')}`, style: 'warn' });
  // A pending fire somebody else must answer: said, without its allocation (that is the owner's).
  const p = view.pending;
  if (p && p.owner !== view.side && p.area === loc)
    lines.push({ text: `${sideNameOf(w, p.owner)} applies ${p.toApply} damage here`, style: 'warn' });
  for (const side of [view.side, enemyOf(w, view.side)]) {
    const here = view.units.filter(
      (u) => u.def.side === side && u.state.status === 'active' && u.state.area === loc,
    );
    if (here.length === 0) continue;
    const fresh = here.filter((u) => u.state.fresh).length;
    lines.push({
      text: `${sideNameOf(w, side)}: ${fresh} fresh, ${here.length - fresh} spent`,
      style: side === view.side ? 'own' : 'enemy',
    });
    lines.push(
      ...unitLines(
        view,
        here.map((u) => u.index),
        selected,
        side === view.side ? 'plain' : 'enemy',
        unitLine,
      ),
    );
  }
  const board = w.board;
  lines.push({
    text: `Borders: ${board
      .neighbors(loc)
      .map((n) => `${areaLabel(view, n)}${w.ravine.has(board.edgeBetween(loc, n)) ? ' (ravine)' : ''}`)
      .join(', ')}`,
    style: 'dim',
  });
  if (a.notes) lines.push({ text: a.notes, style: 'dim' });
  lines.push({ text: '+ fresh, - spent; firepower/defence', style: 'dim' });
  return lines;
}

/** "Turn 2/8 14-15 Oct | German impulse 5 | score 12 | cards 2", then the cursor area and the selection. */
export function statusParts(
  view: AreaView,
  cursor: number,
  selected: readonly number[],
  choices: Choices,
): { turn: string[]; here: string[] } {
  const w = view.world;
  const sc = w.scenario;
  const name = sc.turnNames?.[view.turn - 1];
  const p = view.pending;
  const scoreSide = sc.victory.scoreSide;
  const chosen = choices.cardsFor(view);
  const bonus = chosen.reduce((n, c) => n + (c.kind === 'bombard' ? (c.value ?? 0) : 0), 0);
  const turn = [
    `Turn ${view.turn}/${view.turns}${name ? ` ${name}` : ''}`,
    p
      ? `${sideNameOf(w, p.owner)} allocates ${p.toApply}`
      : `${sideNameOf(w, view.active)} impulse ${view.impulse + 1}`,
    ...(scoreSide ? [`score ${view.score[scoreSide] ?? 0}`] : []),
    // Card names are long: the count and the bonus here, the names in the fire preview.
    `cards ${view.hand.length}${chosen.length ? ` (${chosen.length} in play${bonus ? ` +${bonus}` : ''})` : ''}`,
  ];
  const sel = selected.map((i) => view.units[i]).filter((u) => u !== undefined && u.def.side === view.side);
  const here = [
    areaTag(view, cursor),
    ...(sel.length
      ? [
          `${sel.length} selected, fp ${sel.reduce((s, u) => s + (u!.state.fresh ? u!.def.fresh : u!.def.spent).firepower, 0)}`,
        ]
      : []),
  ];
  return { turn, here };
}
