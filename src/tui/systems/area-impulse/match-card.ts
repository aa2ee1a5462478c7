// The match card: the scenario, the players and the rules in force (the decisions the source leaves
// open, AI-FIRE-NS-xx, as this scenario sets them). Nothing on it is secret: the cards are counted,
// never named, since a side's hand is hidden from the other.

import type { AreaState } from '../../../engine/systems/area-impulse/index.js';
import { areaLabel, sideNameOf } from './words.js';

export function areaMatchCard(
  state: AreaState,
  players: Readonly<Record<string, 'human' | 'computer'>>,
  systemTitle: string,
): string[] {
  const w = state.world;
  const sc = w.scenario;
  const r = w.rules;
  const names = sc.turnNames ?? [];
  const first = sc.initiative?.[0] ?? w.sides[0];
  const v = sc.victory;
  const area = (id: string) => {
    const i = w.areaIndex.get(id);
    return i === undefined ? id : areaLabel({ world: w }, i);
  };
  const cards = w.sides.map(
    (s) => `${sideNameOf(w, s)} ${(sc.cards ?? []).filter((c) => c.side === s).length}`,
  );
  return [
    `${sc.title} (${systemTitle})`,
    `${sc.turns} turns${names.length ? `, ${names[0]} to ${names[names.length - 1]}` : ''}; ${sideNameOf(w, first)} has the first impulse`,
    w.sides
      .map((s) => `${sideNameOf(w, s)}: ${players[s] === 'computer' ? 'computer' : 'player'}`)
      .join(' · '),
    `Stack limit ${r.stackLimit} units a side in an area (AI-FIRE-70)`,
    `Fire reaches ${r.fireRange === 0 ? 'only its own area' : `${r.fireRange} border${r.fireRange > 1 ? 's' : ''}`}; ${r.dice.count}d${r.dice.sides} (AI-FIRE-NS-03, D-01)`,
    `Firing ${r.fireSpends ? 'spends' : 'does not spend'} the firers, moving ${r.moveSpends ? 'spends' : 'does not spend'} the movers (NS-02)`,
    `${r.passesToEndTurn} passes in a row end a turn, at most ${r.maxImpulses} impulses (NS-01)`,
    `Fire markers ${r.markersClearAtTurnEnd ? 'clear' : 'stay'} at the end of a turn (NS-06)`,
    ...(v.suddenDeath ?? []).map(
      (s) => `${sideNameOf(w, s.side)} wins at once holding ${s.areas.map(area).join(', ')}`,
    ),
    ...(v.holdGroups
      ? [
          `At the end ${sideNameOf(w, v.holdGroups.side)} wins holding one of each: ${v.holdGroups.groups.map((g) => g.map(area).join('/')).join('; ')}`,
        ]
      : []),
    ...(v.scoreSide ? [`Score: the VP of the areas ${sideNameOf(w, v.scoreSide)} controls`] : []),
    `Cards in the scenario: ${cards.join(', ')} (hands are secret)`,
  ];
}
