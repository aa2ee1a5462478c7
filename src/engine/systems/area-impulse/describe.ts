// Event lines for people: `hexfront run` (describeEvents), the fire breakdown with its rule IDs
// (`run --explain`, explainEvents), the report panel.

import type { AreaEvent, AreaState, AreaWorld, FireBreakdown } from './model.js';
import { plural } from '../../core/words.js';
import { sideName } from './scenario.js';
import { areaName, sideUnitLabel, unitDef, unitLabel } from './world.js';

const list = (w: AreaWorld, units: readonly number[]) => units.map((u) => unitLabel(w, u)).join(', ');

function turnName(w: AreaWorld, turn: number): string {
  const name = w.scenario.turnNames?.[turn - 1];
  return name ? `Turn ${turn} (${name})` : `Turn ${turn}`;
}

function cardNames(w: AreaWorld, ids: readonly string[]): string {
  return ids.map((id) => w.scenario.cards?.find((c) => c.id === id)?.name ?? id).join(', ');
}

function describeDamage(w: AreaWorld, e: Extract<AreaEvent, { type: 'damage' }>): string {
  const who = sideUnitLabel(w, e.unit);
  const pts = `(${plural(e.cost, 'point')})`;
  const dest = e.path.length > 0 ? areaName(w, e.path[e.path.length - 1]!) : '';
  const via =
    e.path.length > 1
      ? ` by ${e.path
          .slice(0, -1)
          .map((a) => areaName(w, a))
          .join(', ')}`
      : '';
  switch (e.outcome) {
    case 'none':
      return `${who} takes no damage`;
    case 'flip':
      return `${who} is flipped to spent ${pts}`;
    case 'eliminate':
      return `${who} is eliminated ${pts}`;
    case 'flipRetreat':
    case 'retreat': {
      const verb = e.outcome === 'flipRetreat' ? 'is flipped and retreats' : 'retreats';
      return e.eliminated
        ? `${who} ${verb}${e.path.length ? ` by ${e.path.map((a) => areaName(w, a)).join(', ')}` : ''} but has nowhere to go: eliminated ${pts}`
        : `${who} ${verb} to ${dest}${via} ${pts}`;
    }
  }
}

export function describeEvent(state: AreaState, e: AreaEvent): string {
  const w = state.world;
  switch (e.type) {
    case 'turnStarted':
      return `${turnName(w, e.turn)}: the ${sideName(e.first)} side has the first impulse`;
    case 'impulse':
      return `${sideName(e.side)} impulse ${e.impulse} of turn ${e.turn}`;
    case 'fire': {
      const b = e.breakdown;
      const cards = e.cards.length ? ` playing ${cardNames(w, e.cards)}` : '';
      return `${sideName(e.side)} fires from ${areaName(w, e.from)} at ${areaName(w, e.target)} with ${list(w, e.units)}${cards}: attack ${b.attack} against defence ${b.defense}, ${b.damage > 0 ? plural(b.damage, 'damage point') : 'no damage'}`;
    }
    case 'moved':
      return `${sideName(e.side)} moves ${list(w, e.units)} from ${areaName(w, e.from)} to ${areaName(w, e.to)}`;
    case 'damage':
      return describeDamage(w, e);
    case 'ignored':
      return `${plural(e.points, 'damage point')} ignored: the target units can absorb no more (AI-FIRE-40)`;
    case 'control':
      return e.side === null
        ? `${areaName(w, e.area)} is no longer controlled`
        : `${areaName(w, e.area)} is now ${sideName(e.side)}-controlled`;
    case 'marker':
      return `${sideName(e.side)} fire marker in ${areaName(w, e.area)}`;
    case 'passed':
      return `${sideName(e.side)} passes`;
    case 'arrived':
      return `${sideUnitLabel(w, e.unit)} arrives in ${areaName(w, e.area)}`;
    case 'turnEnded':
      return `End of turn ${e.turn}: ${w.sides.map((s) => `${sideName(s)} ${e.score[s] ?? 0} VP`).join(', ')}`;
    case 'gameOver':
      return `Game over on turn ${e.result.turn}: ${e.result.winner === null ? 'draw' : `${sideName(e.result.winner)} victory`} (${e.result.reason})`;
  }
}

const TDV_WHY: Record<NonNullable<FireBreakdown['tdvIgnored']>, string> = {
  ownArea: 'AI-FIRE-11(a): the firers are in the target area',
  notControlled: 'AI-FIRE-11(b): the target side does not control the area',
  fireMarker: 'AI-FIRE-11(c): the area holds a fire marker of the target side',
};

/** The fire's arithmetic line by line, each with its rule ID. */
export function explainFire(w: AreaWorld, e: Extract<AreaEvent, { type: 'fire' }>): string[] {
  const b = e.breakdown;
  const dice = b.roll.reduce((s, d) => s + d, 0);
  const each = e.units.map((u) => `${unitLabel(w, u)} ${unitDef(w, u).fresh.firepower}`).join(', ');
  const cards = b.cardBonus > 0 ? ` + cards ${b.cardBonus} (${cardNames(w, e.cards)})` : '';
  const lines = [
    `AI-FIRE-02/03 attack: dice ${b.roll.join('+')} = ${dice} + firepower ${b.firepower} (${each})${cards} = ${b.attack}`,
    b.tdvIgnored
      ? `AI-FIRE-10 defence: highest target defence ${b.highestDefense}; TDV ${b.tdv} ignored, ${TDV_WHY[b.tdvIgnored]}; = ${b.defense}`
      : `AI-FIRE-10 defence: highest target defence ${b.highestDefense} + TDV ${b.tdv} of ${areaName(w, e.target)} = ${b.defense}`,
    b.damage > 0
      ? `AI-FIRE-20 damage: ${b.attack} - ${b.defense} = ${b.damage}`
      : `AI-FIRE-21 damage: attack ${b.attack} is not above defence ${b.defense}: none`,
  ];
  if (e.cards.some((id) => w.scenario.cards?.find((c) => c.id === id)?.kind === 'directed'))
    lines.push('AI-FIRE-50 a directed card: the firer assigned the points to the target units');
  return lines;
}

function explainDamage(w: AreaWorld, e: Extract<AreaEvent, { type: 'damage' }>): string[] {
  const who = sideUnitLabel(w, e.unit);
  const out = [`AI-FIRE-30/31 ${who}: ${e.outcome}, ${plural(e.cost, 'point')}`];
  if (e.path.length > 0)
    out.push(`AI-FIRE-60/62 retreats to ${areaName(w, e.path[0]!)} (legal, fewest enemy units)`);
  for (let k = 1; k < e.path.length; k++)
    out.push(
      `AI-FIRE-71 ${areaName(w, e.path[k - 1]!)} is over the stack limit: goes on to ${areaName(w, e.path[k]!)}`,
    );
  if (e.eliminated && e.outcome !== 'eliminate')
    out.push(
      `AI-FIRE-61/73 no legal area${e.path.length ? ' left' : ''} (never the target area, AI-FIRE-72): to the casualty box (AI-FIRE-80)`,
    );
  return out;
}

export function explainEvents(state: AreaState, events: readonly AreaEvent[]): string[] {
  const w = state.world;
  return events.flatMap((e) => {
    switch (e.type) {
      case 'fire':
        return explainFire(w, e);
      case 'damage':
        return explainDamage(w, e);
      case 'ignored':
        return [
          `AI-FIRE-40/41 ${plural(e.points, 'point')} beyond what the target units can absorb: ignored`,
        ];
      case 'marker':
        return [
          `AI-FIRE-90 ${sideName(e.side)} fire marker in ${areaName(w, e.area)}, the firers' area (D-02: whatever the result)`,
        ];
      default:
        return [];
    }
  });
}
