// RS-VIC-20 / RS-HIT-10: installations placed as counters by the scenario: hits to destroy, VP to
// the opponent while it holds them.

import { describe, expect, it } from 'vitest';
import { extVictoryPoints } from '../src/engine/systems/red-strike/ext/registry.js';
import type { RsEvent } from '../src/engine/systems/red-strike/model.js';
import { hitInstallation, installationsAt } from '../src/engine/systems/red-strike/optional/api.js';
import { game, HEX, loc, unit } from './red-strike-fixtures.js';

const withInstallations = (options: string[]) =>
  game([unit('n1', 'nato', 'armour', HEX(1, 1)), unit('w1', 'wp', 'armour', HEX(9, 1))], {
    options,
    extended: {
      installations: [
        {
          id: 'terminal',
          kind: 'oil-terminal',
          name: 'Wilhelmshaven terminal',
          hex: HEX(2, 2),
          side: 'nato',
        },
        { id: 'plant', kind: 'nuclear-plant', name: 'Brokdorf', hex: HEX(3, 2), side: 'nato' },
      ],
    },
  });

describe('RS-VIC-20 / RS-HIT-10 installations', () => {
  it('RS-VIC-20: an oil terminal is destroyed by its 4th hit, a nuclear plant by its first', () => {
    const s = withInstallations(['air']);
    const events: RsEvent[] = [];
    expect(hitInstallation(s, 'terminal', 3, events)).toBe(false);
    expect(installationsAt(s, loc(s, HEX(2, 2)))).toEqual(['terminal']);
    expect(hitInstallation(s, 'terminal', 1, events)).toBe(true);
    expect(installationsAt(s, loc(s, HEX(2, 2)))).toEqual([]);
    expect(hitInstallation(s, 'plant', 1, events)).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'opt-installation', id: 'plant', hits: 1, destroyed: true });
  });

  it('RS-VIC-20 / RS-AMB-42: VP to the opponent holding it (terminal 5, plant 1); none once destroyed', () => {
    const s = withInstallations(['air']);
    expect(extVictoryPoints(s).wp).toBe(0);
    s.control[loc(s, HEX(2, 2))] = 'wp';
    s.control[loc(s, HEX(3, 2))] = 'wp';
    expect(extVictoryPoints(s).wp).toBe(6);
    hitInstallation(s, 'terminal', 4, []);
    expect(extVictoryPoints(s).wp).toBe(1);
  });

  it('RS-VIC-20: with every option off the land game is as before (no slice, no VP)', () => {
    const s = withInstallations([]);
    expect(s.ext.opt).toBeUndefined();
    s.control[loc(s, HEX(2, 2))] = 'wp';
    expect(extVictoryPoints(s)).toEqual({ nato: 0, wp: 0 });
  });
});
