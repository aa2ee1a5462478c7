// Issue 18, part 4: a line-of-sight refusal names the hex that blocks and what blocks in it
// (PC-MAP-07: no sight through woods or towns, nor over hills).
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../src/engine/core/errors.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { losBlockText } from '../src/engine/systems/panzer/rules/los.js';
import { previewFire } from '../src/engine/systems/panzer/rules/preview.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { panzerOrders } from '../src/tui/systems/panzer/orders.js';
import { spotAll } from './fixtures/combat.js';
import { ally, axis, idx, spotGame } from './fixtures/spot-map.js';

function game(terrain: Record<string, string>, elevation: Record<string, number> = {}): GameState {
  const s = spotGame({
    terrain,
    elevation,
    fogOfWar: false,
    units: [ally('a1', '01,05', { soft: { value: 10, range: 6 } }), axis('x1', '05,05')],
  });
  spotAll(s);
  return s;
}
const at = (s: GameState, l: string) => s.world.board.parse(l)!;

describe('a line-of-sight refusal names the blocking hex (issue 18, 4; PC-MAP-07)', () => {
  it('a wood between: the refusal says "blocked at 03,05: Forest"', () => {
    const s = game({ '03,05': 'f' });
    const p = previewFire(s, idx(s, 'a1'), at(s, '05,05'));
    expect(isRuleError(p)).toBe(true);
    if (!isRuleError(p)) return;
    expect(p.code).toBe('NO_LOS');
    expect(p.message).toMatch(
      /no line of sight to 05,05: blocked at 03,05: Forest \(55 m with the obstacle, the line passes at 42 m\)\.$/,
    );
  });

  it('a hill between: the refusal names the higher ground and its height', () => {
    const s = game({}, { '03,05': 60 });
    const p = previewFire(s, idx(s, 'a1'), at(s, '05,05'));
    if (!isRuleError(p)) throw new Error('expected a refusal');
    expect(p.message).toContain('blocked at 03,05: higher ground (60 m, the line passes at 42 m)');
  });

  it('a clear line has no block text', () => {
    const s = game({});
    expect(losBlockText(s.world, at(s, '01,05'), at(s, '05,05'))).toBeUndefined();
  });

  it('the fire order refuses with the same sentence instead of sending the command', () => {
    const s = game({ '03,05': 't' });
    const fire = panzerOrders().find((o) => o.id === 'order.fire')!;
    const ctx = {
      state: s,
      view: viewFor(s, 'allied'),
      side: 'allied',
      selected: [idx(s, 'a1')],
      cursor: at(s, '05,05'),
    };
    const preview = fire.preview!(ctx);
    expect(preview?.error).toMatch(/blocked at 03,05: Town/);
    const built = fire.build(ctx, preview);
    expect('error' in built && built.error).toMatch(/blocked at 03,05: Town/);
  });
});
