// The scenario special rules (model/special-rules.ts: SR-AMMO, SR-BURN, SR-TRUCE) in words, for the
// briefing: a player must know before the first shot that ammunition is finite or that a truce comes.

import { formatTime, timeOfTurn } from '../../../engine/systems/panzer/rules/clock.js';
import { sideNameIn } from '../../../engine/systems/panzer/format-event.js';
import type { World } from '../../../engine/systems/panzer/world.js';

export function specialRulesLines(world: World): string[] {
  const sc = world.scenario;
  const sr = sc.specialRules;
  if (!sr) return [];
  const at = (turn: number) => `turn ${turn} (${formatTime(timeOfTurn(world, turn))})`;
  const out: string[] = ['', 'Special rules of this scenario:'];
  for (const a of sr.ammunition ?? []) {
    const types = Object.entries(a.byType ?? {}).map(([t, n]) => `${t} ${n}`);
    const own = Object.keys(a.units ?? {}).length;
    out.push(
      `  Finite ammunition (SR-AMMO): ${sideNameIn(sc, a.side)} units start with ${a.shots} shots` +
        `${types.length ? ` (${types.join(', ')})` : ''}${own ? `, ${own} unit${own > 1 ? 's' : ''} their own count` : ''}; ` +
        'every shot spends one, nothing resupplies them, and a unit at 0 cannot fire. The hex info shows "ammo N".',
    );
  }
  const b = sr.burning;
  if (b) {
    const names = b.terrain
      .map((l) => world.params.terrain.find((t) => t.letter === l)?.name ?? l)
      .join(', ');
    const who = b.igniters
      .map(
        (g) =>
          `${sideNameIn(sc, g.side)} ${[...(g.types ?? []), ...(g.units ?? []).map((id) => world.units[world.unitIndex.get(id) ?? -1]?.name ?? id)].join('/')} ${g.chance}%`,
      )
      .join('; ');
    out.push(
      `  Burning buildings (SR-BURN): from ${at(b.fromTurn)} a direct shot or an assault may set a ${names} hex on fire (${who} a shot). ` +
        `Units there must leave within ${b.leaveTurns} turn${b.leaveTurns === 1 ? '' : 's'} of their own or lose ${b.lossPercent}% a turn; ` +
        `after ${b.burnTurns} turns the fire is out and the hex is rubble.`,
    );
  }
  for (const t of sr.truces ?? [])
    out.push(
      `  ${t.name ? t.name.charAt(0).toUpperCase() + t.name.slice(1) : 'Truce'} (SR-TRUCE): from ${at(t.fromTurn)} for ${t.turns} turn${t.turns === 1 ? '' : 's'} neither side may fire or assault.`,
    );
  return out;
}
