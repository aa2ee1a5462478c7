// The area-impulse briefing (issue 18): the scenario, the side's own briefing from the scenario
// file, and how each side wins (the scenario's victory section: sudden death, the areas to hold at
// the end, the score). All of it is in the scenario, which both sides know; control is public.

import type { AreaState, Side } from '../../../engine/systems/area-impulse/index.js';
import { areaLabel, sideNameOf } from './words.js';

export function areaBriefing(state: AreaState, side: Side): string[] {
  const w = state.world;
  const sc = w.scenario;
  const v = sc.victory;
  const names = sc.turnNames ?? [];
  const area = (id: string) => {
    const i = w.areaIndex.get(id);
    return i === undefined ? id : areaLabel({ world: w }, i);
  };
  const other = w.sides.find((s) => s !== side) ?? side;
  const held = (ids: readonly string[]) => ids.map(area).join(', ');
  const win: string[] = [];
  for (const s of v.suddenDeath ?? [])
    win.push(`${sideNameOf(w, s.side)} wins at once holding all of: ${held(s.areas)}.`);
  if (v.holdGroups) {
    const g = v.holdGroups;
    const loser = w.sides.find((s) => s !== g.side) ?? g.side;
    win.push(
      `At the end of turn ${sc.turns} the ${sideNameOf(w, g.side)} side wins if it holds at least one area of each group; otherwise the ${sideNameOf(w, loser)} side wins:`,
      ...g.groups.map((grp) => `  one of: ${grp.map(area).join('; ')}`),
    );
  }
  if (v.scoreSide && v.vp) {
    const worth = Object.entries(v.vp).map(([id, n]) => `${area(id)} ${n}`);
    win.push(
      `Score: the VP of the areas the ${sideNameOf(w, v.scoreSide)} side controls: ${worth.join(', ')}.`,
    );
  }
  if (win.length === 0) win.push('This scenario names no victory conditions.');
  return [
    `${sc.title}: ${sc.description}`,
    `You command the ${sideNameOf(w, side)} side against the ${sideNameOf(w, other)}. ${sc.turns} turns` +
      `${names.length ? `, ${names[0]} to ${names[names.length - 1]}` : ''}.`,
    '',
    'Your orders:',
    sc.briefing?.[side] ??
      `This scenario has no briefing for the ${sideNameOf(w, side)} side; its description is above.`,
    '',
    'How you win:',
    ...win,
  ];
}
