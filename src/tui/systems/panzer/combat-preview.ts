// Odds previews before a fire or an assault is confirmed, from the engine's own preview functions
// (src/engine/systems/panzer/rules/preview.ts), which never touch the game's dice. Under fog of war the preview
// shows casualties and chances, not the target's exact strength nor the factors that would tell
// what the enemy has (PC-NET-13: the Combined Arms Penalty is not reported under FOW).

import { isRuleError } from '../../../engine/core/errors.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import { previewAssault, previewFire, type Range3 } from '../../../engine/systems/panzer/rules/preview.js';
import type { CombatPreview, Previewer } from './ports.js';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const range = (r: Range3) =>
  r.min === r.max ? `${round(r.min)}` : `${round(r.min)}–${round(r.max)} (avg ${round(r.mean)})`;
const round = (x: number) => (Math.abs(x) >= 10 ? Math.round(x) : Math.round(x * 10) / 10);

export const enginePreviewer: Previewer = {
  fire(state: GameState, _side: Side, units, target): CombatPreview {
    const lines: string[] = [];
    let first: string | undefined;
    let ok = 0;
    let error: string | undefined;
    const fog = state.world.options.fogOfWar;
    for (const u of units) {
      const name = state.world.units[u]!.name;
      const p = previewFire(state, u, target);
      if (isRuleError(p)) {
        error ??= p.message;
        lines.push(`${name}: ${p.message}`);
        continue;
      }
      ok++;
      const c = p.chance;
      const line = `${name}: loss ${range(p.loss)}, disrupt ${pct(c.disrupted)}, break ${pct(c.broken)}, elim ${pct(c.eliminated)}`;
      first ??= line;
      lines.push(line);
      if (!fog) for (const f of p.factors) lines.push(`  ${f.label}`);
    }
    if (ok === 0)
      return { summary: error ?? 'Cannot fire there.', lines, error: error ?? 'Cannot fire there.' };
    if (units.length === 1) return { summary: first ?? '', lines: lines.slice(1) };
    return { summary: `${ok} of ${units.length} units can fire`, lines };
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
