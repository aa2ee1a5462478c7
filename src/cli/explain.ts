// The full breakdown of an event in words a player reads (fire and assault factors, rolls, losses).
import type { GameEvent } from '../engine/events.js';
import type { World } from '../engine/world.js';

export function explainEvent(e: GameEvent, world: World): string[] {
  if (e.type !== 'fire' && e.type !== 'assault') return [];
  const name = (i: number) => world.units[i]?.name ?? `unit ${i}`;
  const lines: string[] = [];
  for (const f of e.factors) {
    const v =
      f.kind === 'mul'
        ? `×${f.value}`
        : f.kind === 'pct'
          ? `${f.value >= 0 ? '+' : ''}${f.value}%`
          : f.kind === 'add'
            ? `+${f.value}`
            : `${f.value}`;
    lines.push(`${f.label} ${v}${f.rule ? ` (${f.rule})` : ''}`);
  }
  for (const r of e.rolls)
    lines.push(
      `${r.label}: rolled ${r.value.toFixed(1)} vs ${r.target.toFixed(1)} -> ${r.success ? 'yes' : 'no'}${r.rule ? ` (${r.rule})` : ''}`,
    );
  const losses = e.type === 'fire' ? e.losses : [...e.attackerLosses, ...e.defenderLosses];
  for (const l of losses)
    lines.push(
      `${name(l.unit)} loses ${l.loss}, now ${l.strengthAfter}${l.eliminated ? ' (eliminated)' : ''}, ${l.cohesionAfter}`,
    );
  return lines;
}
