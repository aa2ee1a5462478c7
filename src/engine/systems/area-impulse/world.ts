// The World of an area-impulse scenario: the AreaBoard, the rules in force and the lookups the
// rules make again and again, built once per scenario object (sims start many games on one).

import { AreaBoard } from '../../core/area-board.js';
import type { AreaScenario, AreaWorld, Side, UnitDef } from './model.js';
import { resolveRules } from './rules.js';
import { sideName } from './scenario.js';

const worlds = new WeakMap<AreaScenario, AreaWorld>();

export function worldOf(scenario: AreaScenario): AreaWorld {
  let w = worlds.get(scenario);
  if (!w) {
    const board = new AreaBoard({ areas: scenario.areas, borders: scenario.borders });
    const ravine = new Set<number>();
    scenario.borders.forEach((b, e) => {
      if (b.kind === 'ravine') ravine.add(e);
    });
    w = {
      scenario,
      board,
      rules: resolveRules(scenario.rules),
      sides: [scenario.sides[0].id, scenario.sides[1].id],
      areaIndex: new Map(scenario.areas.map((a, i) => [a.id, i])),
      unitIndex: new Map(scenario.units.map((u, i) => [u.id, i])),
      ravine,
    };
    worlds.set(scenario, w);
  }
  return w;
}

export function unitDef(world: AreaWorld, unit: number): UnitDef {
  return world.scenario.units[unit]!;
}

export function sideOf(world: AreaWorld, unit: number): Side {
  return world.scenario.units[unit]!.side;
}

export function otherSide(world: AreaWorld, side: Side): Side {
  return world.sides[0] === side ? world.sides[1] : world.sides[0];
}

/** The unit's name, for sentences ("Lyudnikov's 344th"). */
export function unitLabel(world: AreaWorld, unit: number): string {
  return unitDef(world, unit).name;
}

/** "Soviet 344th Rifle Rgt": with the side, for lines that mix both sides. */
export function sideUnitLabel(world: AreaWorld, unit: number): string {
  const d = unitDef(world, unit);
  return `${sideName(d.side)} ${d.name}`;
}

export function areaName(world: AreaWorld, area: number): string {
  return area < 0 ? 'off the map' : world.scenario.areas[area]!.name;
}

/** The side the scenario names first in a turn (AI-FIRE-NS-01): `initiative`, else the first side. */
export function firstSideOf(world: AreaWorld, turn: number): Side {
  return world.scenario.initiative?.[turn - 1] ?? world.sides[0];
}
