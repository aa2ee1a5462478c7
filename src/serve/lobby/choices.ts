// The scenarios the lobby offers: the bundled ones of every rule system, without the tests'
// ("test-" ids, as `hexfront scenarios` leaves them out), with their sides' names.

import { systemById } from '../../engine/registry.js';
import { isTestScenario, listBundledScenarios, SCENARIO_DIR } from '../../scenario/bundled.js';
import type { ScenarioChoice } from './ports.js';

export function bundledScenarioChoices(dir = SCENARIO_DIR): ScenarioChoice[] {
  return listBundledScenarios(dir).flatMap((s) => {
    const system = systemById(s.system);
    if (!system || isTestScenario(s.id)) return [];
    // The side that moves first heads the list: the default choice plays first.
    const sides = [s.firstSide, ...system.sides.filter((x) => x !== s.firstSide)];
    return [{ id: s.id, title: s.title, sides: sides.map((id) => ({ id, name: system.sideName(id) })) }];
  });
}
