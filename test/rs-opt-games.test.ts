// The optional rules in whole games between computer players (issue 17: no refused command), and
// the slice against its snapshot schema.

import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { optionalSnapshot } from '../src/engine/systems/red-strike/optional/slice.js';
import { computerSide } from '../src/engine/systems/red-strike/players.js';
import { redStrikeSystem } from '../src/engine/systems/red-strike/system.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';

const OPTIONS = ['bridges', 'doctrine', 'cards', 'refugees', 'wallmeister', 'weather', 'atgm'];

function play(seed: string, kind: string, options: string[]) {
  let state: RsState = newGame(fuldaGap1989(), seed, options).state;
  const players = { nato: computerSide(kind, state, 'nato'), wp: computerSide(kind, state, 'wp') };
  const refused: string[] = [];
  const seen = new Set<string>();
  for (let n = 0; n < 500 && !state.result; n++) {
    const side = redStrikeSystem.actingSide(state) as 'nato' | 'wp';
    const r = players[side].playSideTurn(state);
    refused.push(...r.refusals.map((x) => `${x.command.type}: ${x.error.message}`));
    for (const c of r.commands) seen.add(c.type);
    state = r.state;
    optionalSnapshot.parse(state.ext.opt);
    // No fog leak: the other side's hand is never in a side's copy.
    const v = viewFor(state, 'nato');
    const wpHand = state.ext.opt!.cards?.hand.wp ?? [];
    expect(wpHand.some((id) => JSON.stringify(v.ext.opt).includes(id))).toBe(false);
    if (r.commands.length === 0) break;
  }
  return { state, refused, seen };
}

describe('the optional rules in computer games (Fulda Gap)', () => {
  it('A/I against A/I with bridges, doctrine, cards, refugees, Wallmeister, weather and ATGM: 0 refused', () => {
    const g = play('opt-1', 'ai', OPTIONS);
    expect(g.refused).toEqual([]);
    expect(g.state.result).not.toBeNull();
    expect(g.state.ext.opt!.wallmeister.placed).toBe(true);
    expect(g.seen.has('opt-card')).toBe(true);
  }, 120_000);

  it('random players with extended strategic warfare: 0 refused', () => {
    const g = play('opt-2', 'random', [...OPTIONS, 'extended-strategic']);
    expect(g.refused).toEqual([]);
    expect(g.state.result).not.toBeNull();
  }, 120_000);
});
