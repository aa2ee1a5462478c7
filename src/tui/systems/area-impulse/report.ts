// Report lines for the area-impulse events. A fire's line is short (the report panel is narrow at
// 80 columns); its breakdown (dice, firepower, cards, defence, the TDV and why it was ignored,
// damage) is the detail, each step with its rule ID.

import type { AreaEvent, AreaView, DamageOutcome } from '../../../engine/systems/area-impulse/index.js';
import type { ReportEntry, Verbosity } from '../presenter.js';
import { areaLabel, areaTag, enemyOf, plural, sideNameOf, tdvReason } from './words.js';

/** The breakdown of a fire, one step a line, each with its rule. */
export function fireLines(view: AreaView, e: Extract<AreaEvent, { type: 'fire' }>): string[] {
  const w = view.world;
  const b = e.breakdown;
  const sum = b.roll.reduce((s, d) => s + d, 0);
  const { count, sides } = w.rules.dice;
  const cards = e.cards
    .map((id) => w.scenario.cards?.find((c) => c.id === id))
    .filter((c) => c !== undefined);
  const firers = e.units.map((u) => {
    const d = w.scenario.units[u]!;
    return `${d.name} ${d.fresh.firepower}`;
  });
  const targetSide = enemyOf(w, e.side);
  return [
    `dice ${b.roll.join('+')} = ${sum} (${count}d${sides}, one roll for all, AI-FIRE-03)`,
    `firepower ${b.firepower} = ${firers.join(' + ')}`,
    ...(cards.length
      ? [
          `cards +${b.cardBonus}: ${cards.map((c) => `${c.name}${c.kind === 'bombard' ? ` +${c.value ?? 0}` : ' (directed, AI-FIRE-50)'}`).join(', ')}`,
        ]
      : []),
    `attack ${sum} + ${b.firepower}${b.cardBonus ? ` + ${b.cardBonus}` : ''} = ${b.attack} (AI-FIRE-02)`,
    `highest ${sideNameOf(w, targetSide)} defence ${b.highestDefense} (AI-FIRE-10)`,
    b.tdvIgnored
      ? `TDV ${b.tdv} ignored: ${tdvReason(w, b.tdvIgnored, e.target, targetSide)}; defence ${b.defense}`
      : `+ TDV ${b.tdv} of ${areaLabel(view, e.target)} = defence ${b.defense} (AI-FIRE-10)`,
    b.damage > 0
      ? `damage ${b.attack} - ${b.defense} = ${b.damage} (AI-FIRE-20)`
      : `no damage: attack ${b.attack} is not above defence ${b.defense} (AI-FIRE-21)`,
    `${sideNameOf(w, e.side)} fire marker in ${areaLabel(view, e.from)} (AI-FIRE-90)`,
    `fired from ${areaLabel(view, e.from)} at ${areaLabel(view, e.target)}`,
  ];
}

const OUTCOME_DONE: Readonly<Record<DamageOutcome | 'none', string>> = {
  none: 'no effect',
  flip: 'flipped to spent',
  flipRetreat: 'flipped and retreated',
  retreat: 'retreated',
  eliminate: 'eliminated',
};

function damageText(
  view: AreaView,
  e: Extract<AreaEvent, { type: 'damage' }>,
): { text: string; detail: string[] } {
  const w = view.world;
  const d = w.scenario.units[e.unit]!;
  const who = `${sideNameOf(w, d.side)} ${d.name}`;
  const path = e.path.map((a) => areaLabel(view, a));
  const last = e.path.length ? areaTag(view, e.path[e.path.length - 1]!) : '';
  if (e.outcome === 'eliminate')
    return { text: `${who} eliminated (${e.cost})`, detail: ['AI-FIRE-30, casualty box AI-FIRE-80'] };
  if (e.eliminated)
    return {
      text: `${who} ${OUTCOME_DONE[e.outcome]}: no way out, eliminated`,
      detail: [
        ...(path.length ? [`retreat through ${path.join(', ')}`] : []),
        'no legal area to retreat to (AI-FIRE-61/73): casualty box (AI-FIRE-80)',
      ],
    };
  if (path.length > 0)
    return {
      text: `${who} ${OUTCOME_DONE[e.outcome]} to ${last} (${e.cost})`,
      detail: [
        `retreat path: ${path.join(' > ')}${path.length > 1 ? ' (over the stack limit it went on, AI-FIRE-71)' : ''}`,
        'the fewest enemy units first (AI-FIRE-60/62)',
      ],
    };
  return { text: `${who} ${OUTCOME_DONE[e.outcome]} (${e.cost})`, detail: [] };
}

export function areaReport(
  view: AreaView,
  events: readonly AreaEvent[],
  verbosity: Verbosity,
): ReportEntry[] {
  const w = view.world;
  const side = (s: string) => sideNameOf(w, s);
  const area = (a: number) => areaTag(view, a);
  return events.flatMap((e): ReportEntry[] => {
    switch (e.type) {
      case 'turnStarted': {
        const name = w.scenario.turnNames?.[e.turn - 1];
        return [
          {
            kind: 'heading',
            text: `— Turn ${e.turn}${name ? ` (${name})` : ''}, ${side(e.first)} first`,
            detail: [],
          },
        ];
      }
      case 'impulse':
        return verbosity === 'full'
          ? [{ kind: 'info', text: `${side(e.side)} impulse ${e.impulse}`, detail: [] }]
          : [];
      case 'fire':
        return [
          {
            kind: 'combat',
            text: `${side(e.side)} fire at ${area(e.target)}: ${e.breakdown.attack}-${e.breakdown.defense}${e.breakdown.damage > 0 ? ` = ${e.breakdown.damage} dmg` : ', no damage'}`,
            detail: fireLines(view, e),
          },
        ];
      case 'moved':
        return [
          {
            kind: 'move',
            text: `${side(e.side)}: ${plural(e.units.length, 'unit')} ${area(e.from)} to ${area(e.to)}`,
            detail: e.units.map((u) => w.scenario.units[u]!.name),
          },
        ];
      case 'damage': {
        const t = damageText(view, e);
        return [{ kind: 'combat', text: t.text, detail: t.detail }];
      }
      case 'ignored':
        return [
          { kind: 'info', text: `${plural(e.points, 'damage point')} ignored (AI-FIRE-40)`, detail: [] },
        ];
      case 'control':
        return [
          {
            kind: 'info',
            text: `${area(e.area)}: ${e.side === null ? 'nobody controls it' : `now ${side(e.side)}`}`,
            detail: ['AI-FIRE-92, AI-FIRE-NS-07'],
          },
        ];
      case 'marker':
        // The fire's breakdown already says where the marker went.
        return verbosity === 'full'
          ? [{ kind: 'info', text: `${side(e.side)} fire marker in ${area(e.area)}`, detail: [] }]
          : [];
      case 'passed':
        return [{ kind: 'info', text: `${side(e.side)} passes`, detail: [] }];
      case 'arrived': {
        const d = w.scenario.units[e.unit]!;
        return [{ kind: 'move', text: `${side(d.side)} ${d.name} arrives in ${area(e.area)}`, detail: [] }];
      }
      case 'turnEnded':
        return [
          {
            kind: 'heading',
            text: `— End of turn ${e.turn}: ${w.sides.map((s) => `${side(s)} ${e.score[s] ?? 0}`).join(', ')} VP`,
            detail: [],
          },
        ];
      case 'gameOver': {
        const r = e.result;
        return [
          {
            kind: 'heading',
            text: `Game over: ${r.winner === null ? 'a draw' : `${side(r.winner)} wins`} (${r.reason}, turn ${r.turn})`,
            detail: [],
          },
        ];
      }
    }
  });
}
