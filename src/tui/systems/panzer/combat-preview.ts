// Odds previews before a fire or an assault is confirmed, from the engine's own preview functions
// (src/engine/systems/panzer/rules/preview.ts), which never touch the game's dice. Under fog of war the preview
// shows casualties and chances, not the target's exact strength nor the factors that would tell
// what the enemy has (PC-NET-13: the Combined Arms Penalty is not reported under FOW).

import { isRuleError } from '../../../engine/core/errors.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import { previewAssault, previewFire, type Range3 } from '../../../engine/systems/panzer/rules/preview.js';
import type { CombatPreview, Previewer } from './ports.js';

/** The default key of the order that cycles the fire target (orders.ts, order.fireTarget). */
export const FIRE_TARGET_KEY = 'w';

/** The enemy units in `loc` that `side` sees (spotted), in unit order: the ones it may pick. */
export function seenIn(state: GameState, side: Side, loc: number): number[] {
  const spotted = state.knowledge[side].spotted;
  const fog = state.world.options.fogOfWar;
  const out: number[] = [];
  state.units.forEach((s, i) => {
    if (s.loc !== loc || s.status !== 'active' || state.world.units[i]!.side === side) return;
    if (!fog || spotted.includes(i)) out.push(i);
  });
  return out;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const range = (r: Range3) =>
  r.min === r.max ? `${round(r.min)}` : `${round(r.min)}–${round(r.max)} (avg ${round(r.mean)})`;
const round = (x: number) => (Math.abs(x) >= 10 ? Math.round(x) : Math.round(x * 10) / 10);

/**
 * Fire at a stack hits one unit (PC-FIR-01). Unless the player chose one, the engine picks the
 * unit the shot hurts most (fire.ts chooseTarget; the manual leaves it open: rules-decisions).
 * The preview names it, and where the hex holds more than one, which of them and the key to
 * change it. Under fog of war the target is valued as the side can know it (asSeenBy).
 */
export const enginePreviewer: Previewer = {
  fire(state: GameState, side: Side, units, target, targetUnit): CombatPreview {
    const lines: string[] = [];
    let first: string | undefined;
    let ok = 0;
    let error: string | undefined;
    let hit: number | undefined;
    const fog = state.world.options.fogOfWar;
    // Every firer shoots at the same unit (the order sends it as targetUnit): the first firer's
    // pick, unless the player chose.
    let only = targetUnit;
    for (const u of units) {
      if (only !== undefined) break;
      const p = previewFire(state, u, target, { fog });
      if (!isRuleError(p)) only = p.target;
    }
    for (const u of units) {
      const name = state.world.units[u]!.name;
      const p = previewFire(state, u, target, { fog, ...(only !== undefined ? { targetUnit: only } : {}) });
      if (isRuleError(p)) {
        error ??= p.message;
        lines.push(`${name}: ${p.message}`);
        continue;
      }
      ok++;
      hit ??= p.target;
      const c = p.chance;
      const line = `${name}: loss ${range(p.loss)}, disrupt ${pct(c.disrupted)}, break ${pct(c.broken)}, elim ${pct(c.eliminated)}`;
      first ??= line;
      lines.push(line);
      if (!fog) for (const f of p.factors) lines.push(`  ${f.label}`);
    }
    // One firer: its refusal is the hint itself, not repeated above it.
    if (ok === 0)
      return {
        summary: error ?? 'Cannot fire there.',
        lines: units.length === 1 ? [] : lines,
        error: error ?? 'Cannot fire there.',
      };
    // Short enough for the map panel at 80x24 (50 columns): "hits I/901 (1 of 2, most hurt) · w: next".
    const stack = seenIn(state, side, target);
    const pick =
      hit === undefined
        ? []
        : stack.length > 1
          ? [
              `hits ${state.world.units[hit]!.name} (${stack.indexOf(hit) + 1} of ${stack.length}, ${targetUnit === undefined ? 'most hurt' : 'your pick'}) · ${FIRE_TARGET_KEY}: next`,
            ]
          : [`hits ${state.world.units[hit]!.name}`];
    const tail = units.length === 1 ? lines.slice(1) : lines;
    return {
      summary: units.length === 1 ? (first ?? '') : `${ok} of ${units.length} units can fire`,
      lines: [...pick, ...tail],
      ...(hit !== undefined ? { targetUnit: hit } : {}),
    };
  },
  assault(state: GameState, _side: Side, units, target): CombatPreview {
    const p = previewAssault(state, units, target);
    if (isRuleError(p)) return { summary: p.message, lines: [], error: p.message };
    const c = p.chance;
    return {
      summary: `Assault: hex taken ${pct(c.hexTaken)}, defenders retreat ${pct(c.defendersRetreat)}, attackers disrupted ${pct(c.attackerDisrupted)}`,
      lines: [
        `defender losses ${range(p.defenderLoss)}, eliminated ${pct(c.defenderEliminated)}`,
        `attacker losses ${range(p.attackerLoss)}`,
        `MP cost ${p.calc.mpCost.map(round).join(', ')}`,
      ],
    };
  },
};
