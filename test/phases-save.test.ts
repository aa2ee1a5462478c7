// A phased game (PC-PHS-02) through a save: the phase survives the snapshot, and `replay --verify`
// re-applies nextPhase orders with the optional rules chosen at the start (PC-OPT-19).
import { describe, expect, it } from 'vitest';
import { decodeSave, encodeSave, loadSession, verifyReplay } from '../src/save/save-file.js';
import { GameSession } from '../src/session/session.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { loadedScenario } from '../src/scenario/load.js';
import { miniScenario } from './fixtures/mini.js';

const scenario = miniScenario();
const resolve = (id: string) => (id === scenario.id ? loadedScenario(panzerSystem, scenario) : undefined);

describe('PC-PHS-02 phased games in saves', () => {
  it('the phase is saved and loaded, and the replay of the log verifies', () => {
    const s = new GameSession(panzerSystem, scenario, {
      seed: 7,
      game: { optionalRules: ['manualDefensiveFire'] },
    });
    for (const cmd of [
      { type: 'move', units: ['a-inf1'], path: ['03,03'] },
      { type: 'nextPhase' },
      { type: 'nextPhase' },
    ] as const)
      expect(s.apply(cmd).ok).toBe(true);
    expect(s.state.phase?.name).toBe('offensiveFire');
    const save = decodeSave(encodeSave(s), 'p.json');
    const loaded = loadSession(save, 'p.json', resolve);
    expect((loaded.state as GameState).phase).toEqual(s.state.phase);
    const check = verifyReplay(save, 'p.json', resolve);
    expect(check.message).toMatch(/matches/);
    expect(check.ok).toBe(true);
  });
});
