// Engineer work on the largest bundled scenario (kursk-south): the start-of-turn step with no work
// and with many jobs, supply tracing with ferrying engineers, and movement knowledge with pontoons.
import { checkBundledScenarios, loadScenarioFile } from '../src/scenario/index.js';
import { newGame } from '../src/engine/systems/panzer/index.js';
import { progressEngineering } from '../src/engine/systems/panzer/rules/engineer-turn.js';
import { knowledgeFor } from '../src/engine/systems/panzer/rules/movecost.js';
import { supplyMap } from '../src/engine/systems/panzer/rules/supply.js';
import { measure, report } from './util.js';

const entry = checkBundledScenarios().find((e) => e.summary?.id === 'kursk-south')!;
const scenario = loadScenarioFile(entry.file);
const { state } = newGame(scenario, 'bench');
const side = state.activeSide;
const own = state.units.flatMap((u, i) =>
  u.status === 'active' && u.loc >= 0 && state.world.units[i]!.side === side ? [i] : [],
);
const label = `${scenario.map.width}x${scenario.map.height}, ${state.units.length} units`;

report(
  `progressEngineering, no engineer work (${label})`,
  measure(2000, () => progressEngineering(state, side, [])),
);

// 150 units "clearing" (nothing to clear: the job ends and is restored each round) and 50 building.
const jobs = own.slice(0, 200).map((u, k) => ({
  unit: u,
  kind: (k < 150 ? 'clear' : 'build') as 'clear' | 'build',
  loc: state.units[u]!.loc,
  edge: k < 150 ? -1 : state.world.board.adjEdge[state.world.board.adjStart[state.units[u]!.loc]!]!,
  target: -1,
  started: 0,
  turns: 0,
}));
state.world.params.side[side].bridgeValue = 0;
report(
  `progressEngineering, ${jobs.length} jobs`,
  measure(500, () => {
    state.engineers.jobs = jobs.map((j) => ({ ...j }));
    progressEngineering(state, side, []);
  }),
);
state.engineers.jobs = [];

report(
  `supplyMap (${side})`,
  measure(50, () => supplyMap(state, side)),
);

// The map may have no Water hex; the cost measured (a copy of the static cells) is the same anywhere.
let water = 0;
for (let l = 0; l < state.world.board.size; l++)
  if (state.world.params.terrain[state.world.terrain[l]!]!.water) {
    water = l;
    break;
  }
report(
  `knowledgeFor, no pontoons`,
  measure(200, () => knowledgeFor(state, side, true)),
);
{
  state.hexes[water] = {
    rubble: 'none',
    minefield: 0,
    minefieldPenetrated: false,
    obstacle: 'none',
    congestion: null,
    congestionCounter: 0,
    fortification: null,
    fortificationVacated: false,
    pontoon: true,
  };
  report(
    `knowledgeFor, one pontoon (copies the static cells)`,
    measure(200, () => knowledgeFor(state, side, true)),
  );
}
