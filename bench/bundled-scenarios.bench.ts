// Bundled scenarios (issue 7): generating each from tools/scenarios, starting a game (buildWorld +
// newGame, the wait before the first screen) and one game turn of two endTurn commands (the
// engine's own turn processing: weather, reinforcements, supply, spotting), per scenario.
import path from 'node:path';
import { apply, newGame } from '../src/engine/systems/panzer/index.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { SCENARIO_DIR } from '../src/scenario/bundled.js';
import { loadScenarioFile } from '../src/scenario/load.js';
import { GENERATORS } from '../tools/scenarios/build.js';
import { measure, report } from './util.js';

for (const [id, gen] of Object.entries(GENERATORS)) {
  report(
    `generate ${id}`,
    measure(3, () => gen(), 1),
  );
  const s = loadScenarioFile(path.join(SCENARIO_DIR, `${id}.json`));
  const units = s.units.length;
  report(
    `newGame ${id} (${s.map.width}x${s.map.height}, ${units} units)`,
    measure(5, () => newGame(s, 1), 1),
  );
  let state: GameState = newGame(s, 1).state;
  report(
    `one game turn of endTurn ${id}`,
    measure(
      Math.min(10, s.start.turns - 1),
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
}
