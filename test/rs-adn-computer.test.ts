import { describe, expect, it } from 'vitest';
import { makeDice } from '../src/engine/core/rng.js';
import { hitAdnInstallation } from '../src/engine/systems/red-strike/adn/api.js';
import { adnExtension } from '../src/engine/systems/red-strike/adn/index.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { adnGame, airIdx, at, copy, type AdnAirIn } from './rs-adn-fixtures.js';

const AIR: AdnAirIn[] = [
  { id: 'f15a', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5 },
  { id: 'f15b', side: 'nato', base: 'hahn', type: 'fighter', aa: 5 },
  { id: 'e3a', side: 'nato', base: 'hahn', type: 'ewda', model: 'E-3A', aa: 0, b: 0 },
  { id: 'ef111', side: 'nato', base: 'hahn', type: 'jammer', model: 'EF-111A', aa: 0, b: 0, ecm: 6 },
  { id: 'mig29', side: 'wp', base: 'altenburg', type: 'fighter', aa: 5 },
  { id: 'a50', side: 'wp', base: 'altenburg', type: 'ewda', model: 'A-50', aa: 0, b: 0 },
];

/** The computer's adn- orders for a side's assignment phase, applied one by one. */
function play(s0: RsState, side: 'nato' | 'wp', kind: 'ai' | 'random'): { state: RsState; types: string[] } {
  let s = at(s0, { kind: 'assign', side });
  const types: string[] = [];
  const dice = makeDice('adn');
  for (let k = 0; k < 20; k++) {
    const choices = adnExtension.computer!(viewFor(s, side), kind, dice);
    if (choices.length === 0) break;
    const r = apply(s, choices[0]!.command);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(choices[0]!.command)}: ${r.error.message}`);
    types.push(choices[0]!.command.type);
    s = r.state;
  }
  return { state: s, types };
}

describe("the computer player's air defence (RS-AIR-15, RS-AIR-56, RS-OPT-17)", () => {
  it('gives its standing orders once, puts its EWDA on station and a fighter in intercept mode on CAP, with no refused order', () => {
    const s = copy(adnGame({ air: AIR, options: ['air', 'jammers'] }));
    for (const id of ['crc-w', 'rp-w']) hitAdnInstallation(s, id, 4, []);
    for (const id of ['f15a', 'f15b', 'mig29']) s.ext.air!.units[airIdx(s, id)]!.mode = 'intercept';
    const nato = play(s, 'nato', 'ai');
    expect(nato.types).toContain('adn-orders');
    expect(nato.types).toContain('adn-ewda');
    expect(nato.types).toContain('adn-jammer');
    expect(nato.types.filter((t) => t === 'adn-cap').length).toBeGreaterThan(0);
    expect(nato.types.filter((t) => t === 'adn-orders')).toHaveLength(1);
    const wp = play(nato.state, 'wp', 'ai');
    expect(wp.types).toContain('adn-ewda');
    const again = play(wp.state, 'wp', 'random');
    expect(again.types).toEqual([]);
  });
});
