// Phased play (PC-PHS): the cost of a game turn of phases with the computer's Automatic Defensive
// Fire against the same turn without phases, and one A/I side-turn with and without phases, on the
// bundled scenarios (the A/I plans once per phase under phases).
import path from 'node:path';
import { createAi } from '../src/engine/systems/panzer/ai/index.js';
import { apply, newGame } from '../src/engine/systems/panzer/index.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { buildWorld } from '../src/engine/systems/panzer/world.js';
import { SCENARIO_DIR } from '../src/scenario/bundled.js';
import { loadScenarioFile } from '../src/scenario/load.js';
import { measure, report } from './util.js';

const RULES: Record<string, string[]> = {
  'no phases': [],
  'MDF+ADF': ['manualDefensiveFire', 'automaticDefensiveFire'],
};

for (const id of ['villers-bocage', 'kursk-south']) {
  const s = loadScenarioFile(path.join(SCENARIO_DIR, `${id}.json`));
  for (const [label, rules] of Object.entries(RULES)) {
    const world = buildWorld(s, { optionalRules: rules });
    let state: GameState = newGame(world, 1).state;
    report(
      `${id}: one game turn of endTurn, ${label}`,
      measure(
        Math.min(6, s.start.turns - 1),
        () => {
          for (let k = 0; k < 2; k++) {
            const r = apply(state, { type: 'endTurn' });
            if (!r.ok) throw new Error(r.error.message);
            state = r.state;
          }
        },
        0,
      ),
    );
    const start = newGame(world, 1).state;
    report(
      `${id}: A/I first side-turn, ${label}`,
      measure(3, () => createAi(start, start.activeSide).playTurn(start), 1),
    );
  }
}
