// RS-SMAP-20 / RS-MAP-5/6: long-range bombers based in a holding box fly their missions from the
// box's edge hex nearest the target, paying the box's MP out and back (decision RS-D-AIRBOX).

import { describe, expect, test } from 'vitest';
import { checkLaunch, type LaunchPlan } from '../src/engine/systems/red-strike/air/flight.js';
import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { scenarioSchema } from '../src/engine/systems/red-strike/scenario.js';
import { balticApproaches1989 } from '../tools/scenarios/baltic-approaches-1989.js';

function game(options?: string[]): RsState {
  const s = newGame(scenarioSchema.parse(balticApproaches1989()), 'box', options).state;
  const i = s.world.scenario.extended!.air!.units.findIndex((d) => d.id === 'sov-bf-tu22m');
  const u = s.ext.air!.units[i]!;
  u.mode = 'offensive';
  u.sorties = 1;
  return s;
}

const COPENHAGEN = '09,01';

describe('RS-SMAP-20 missions from a holding box', () => {
  test('RS-SMAP-20 / RS-MAP-6: a Tu-22M2 in the East box starts at the edge hex nearest the target and pays the box MP both ways', () => {
    const s = game();
    const b = s.world.map.board;
    const target = b.parse(COPENHAGEN)!;
    const plan = checkLaunch(s, 'wp', {
      kind: 'surface-attack',
      units: ['sov-bf-tu22m'],
      target,
      strike: true,
    });
    expect('code' in plan).toBe(false);
    const p = plan as LaunchPlan;
    const box = s.world.scenario.extended!.naval!.holdingBoxes.find((x) => x.id === 'east')!;
    const edge = box.edge.map((l) => b.parse(l)!);
    const start = [...p.out.values()][0]![0]!;
    expect(edge).toContain(start);
    expect(Math.min(...edge.map((h) => b.distance(h, target)))).toBe(b.distance(start, target));
    // The round trip is short enough for the Tu-22M2's MA 157 with 2 x 10 MP for the box.
    const tooFar = checkLaunch(s, 'wp', {
      kind: 'surface-attack',
      units: ['sov-bf-tu22m'],
      target,
      strike: true,
      extraMp: 157 - 2 * b.distance(start, target) - 20 + 1,
    });
    expect('code' in tooFar && tooFar.message).toContain('round trip');
  });

  test('RS-SMAP-20: without the holding-box rules the box bombers do not fly', () => {
    const s = game(['air', 'naval']);
    const target = s.world.map.board.parse(COPENHAGEN)!;
    const r = checkLaunch(s, 'wp', { kind: 'surface-attack', units: ['sov-bf-tu22m'], target, strike: true });
    expect('code' in r && r.message).toContain('holding-box rules are not in force');
  });
});
