// The OCS movement module (issue 14, ../shared/rules/ocs-movement.md): a scenario with
// "modules": ["ocs"] plays the Movement Phase of the Operational Combat Series over the panzer
// rules. It replaces the hooks of the movement phase (profiles/profile.ts): modes and allowances,
// the step cost, breakouts and rail moves, and adds its start-of-turn steps. The host rules it
// needs come from panzer rules through host.ts.

import type { MoveCommand } from '../../commands.js';
import type { GameEvent } from '../../events.js';
import type { Scenario } from '../../model/scenario.js';
import type { GameState } from '../../model/state.js';
import type { Side } from '../../model/unit.js';
import type { Handler } from '../../apply.js';
import type { PanzerHooks, PanzerModule, VariantProblem } from '../../profiles/profile.js';
import type { TurnStep } from '../../rules/turn.js';
import { HexBoard } from '../../../../core/board.js';
import { handleBreakout, returnFromTurnTrack } from './breakout.js';
import { handleOcsMode, ocsAllowanceOf } from './modes.js';
import { ocsStepCost } from './movecost.js';
import { handleRailMove } from './rail.js';
import { mutableOcs } from './state.js';
import { handleBlowDepot, overrunDepots, sweepDepots } from './depots.js';
import { handleConstruct, seedStructures } from './construction.js';
import { handleOcsSegment, ocsGuard } from './segments.js';
import type { RailMoveCommand } from '../../commands.js';

/**
 * OCS-MOV-01/10: each Movement Phase opens with the Breakout Segment and a fresh rail budget; the
 * one-job-a-turn and one-level-a-phase records restart (OCS-MOV-65/71/76); depots the enemy
 * holds alone change hands (after assaults and retreats); the scenario's markers are seeded once.
 */
function openMovementPhase(state: GameState, side: Side, events: GameEvent[]): void {
  seedStructures(state);
  sweepDepots(state, side, events);
  const ocs = mutableOcs(state);
  ocs.segment = 'breakout';
  ocs.railUsed = { ...ocs.railUsed, [side]: 0 }; // OCS-MOV-47, OCS-MOV-NS-15: per player turn
  ocs.work = {};
  ocs.raised = [];
}

const OCS_STEPS: readonly TurnStep[] = [
  { rule: 'OCS-MOV-17', name: 'OCS: broken-out units return', run: returnFromTurnTrack },
  { rule: 'OCS-MOV-01', name: 'OCS: the Movement Phase opens (Breakout Segment)', run: openMovementPhase },
];

/** OCS-MOV-50: hexes a side's units entered; enemy depots there are blown if wired, then captured. */
function afterMoves(draft: GameState, events: GameEvent[]): GameEvent[] {
  const entered = new Map<Side, number[]>();
  const by = new Map<number, number>();
  for (const e of events) {
    if (e.type !== 'moved' || e.path.length === 0) continue;
    const side = draft.units[e.unit]!.owner ?? draft.world.units[e.unit]!.side;
    entered.set(side, [...(entered.get(side) ?? []), ...e.path]);
    for (const loc of e.path) if (!by.has(loc)) by.set(loc, e.unit);
  }
  const out = events.slice();
  for (const [side, locs] of entered) overrunDepots(draft, side, locs, out, by);
  return out;
}

function ocsRail(draft: GameState, cmd: RailMoveCommand) {
  const out = handleRailMove(draft, cmd);
  return Array.isArray(out) ? afterMoves(draft, out) : out;
}

/** The module's steps: returns beside the reinforcements (PC-RNF-01), the phase just before it starts. */
function withOcsSteps(steps: readonly TurnStep[]): TurnStep[] {
  const out: TurnStep[] = [];
  for (const s of steps) {
    if (s.rule === 'PC-PHS-02') out.push(OCS_STEPS[1]!);
    out.push(s);
    if (s.rule === 'PC-RNF-01') out.push(OCS_STEPS[0]!);
  }
  for (const o of OCS_STEPS) if (!out.includes(o)) out.push(o);
  return out;
}

/**
 * OCS-MOV-10/20: a move ends the Breakout Segment, then the host's walk runs with OCS step costs;
 * any number of units may move, one at a time or as stacks (OCS-MOV-20).
 */
function ocsMove(base: Handler<MoveCommand>): Handler<MoveCommand> {
  return (draft, cmd) => {
    const out = base(draft, cmd);
    if (!Array.isArray(out)) return out;
    mutableOcs(draft).segment = 'movement';
    return afterMoves(draft, out);
  };
}

/** The scenario data the module needs: stations and rail lines with gauges, hex to hex. */
export function checkOcsScenario(s: Scenario): VariantProblem[] {
  const out: VariantProblem[] = [];
  const data = s.ocs;
  if (!data)
    return [
      {
        path: 'ocs',
        message:
          'the "ocs" module needs its stations and rail lines with their gauges: add "ocs": { "stations": [...], "railLines": [...] } (OCS-MOV-42, OCS-MOV-45)',
      },
    ];
  if (data.stations.length === 0)
    out.push({
      path: 'ocs.stations',
      message: 'lists no station; the "ocs" module needs at least one (OCS-MOV-42)',
    });
  if (data.railLines.length === 0)
    out.push({
      path: 'ocs.railLines',
      message: 'lists no rail line; the "ocs" module needs its rail lines and their gauges (OCS-MOV-45)',
    });
  const board = new HexBoard(s.map.width, s.map.height);
  const rail = new Set<number>();
  data.railLines.forEach((line, i) => {
    let prev: number | undefined;
    line.hexes.forEach((label, k) => {
      const loc = board.parse(label);
      if (loc === undefined) {
        out.push({ path: `ocs.railLines[${i}].hexes[${k}]`, message: `"${label}" is not a hex on this map` });
        prev = undefined;
        return;
      }
      if (prev !== undefined && board.edgeBetween(prev, loc) < 0)
        out.push({
          path: `ocs.railLines[${i}].hexes[${k}]`,
          message: `${label} is not next to ${line.hexes[k - 1]}: a rail line runs hex to hex`,
        });
      rail.add(loc);
      prev = loc;
    });
  });
  data.stations.forEach((st, i) => {
    const loc = board.parse(st.hex);
    if (loc === undefined)
      out.push({ path: `ocs.stations[${i}].hex`, message: `"${st.hex}" is not a hex on this map` });
    else if (!rail.has(loc))
      out.push({
        path: `ocs.stations[${i}].hex`,
        message: `${st.hex} is on no rail line; a station is a rail hex (OCS-MOV-42)`,
      });
  });
  out.push(...markerProblems(s, board));
  return out;
}

/** OCS-MOV-70/72/78/79: depots, airbases, fortifications and ports on the map, within their limits. */
function markerProblems(s: Scenario, board: HexBoard): VariantProblem[] {
  const out: VariantProblem[] = [];
  const data = s.ocs!;
  const onMap = (label: string, path: string): number | undefined => {
    const loc = board.parse(label);
    if (loc === undefined) out.push({ path, message: `"${label}" is not a hex on this map` });
    return loc;
  };
  data.depots?.forEach((d, i) => {
    onMap(d.hex, `ocs.depots[${i}].hex`);
    if (!(d.sp >= 0))
      out.push({
        path: `ocs.depots[${i}].sp`,
        message: `${d.sp} SP: a depot holds 0 SP or more (OCS-MOV-50)`,
      });
  });
  const once = (
    list: readonly { hex: string; level: number }[] | undefined,
    key: string,
    max: number,
    rule: string,
    one: string,
  ) => {
    const seen = new Map<number, number>();
    list?.forEach((x, i) => {
      const loc = onMap(x.hex, `ocs.${key}[${i}].hex`);
      if (!Number.isInteger(x.level) || x.level < 1 || x.level > max)
        out.push({
          path: `ocs.${key}[${i}].level`,
          message: `level ${x.level}: levels run from 1 to ${max} (${rule})`,
        });
      if (loc === undefined) return;
      const j = seen.get(loc);
      if (j !== undefined)
        out.push({
          path: `ocs.${key}[${i}].hex`,
          message: `${x.hex} already has one (ocs.${key}[${j}]): ${one}`,
        });
      else seen.set(loc, i);
    });
  };
  once(data.airbases, 'airbases', 3, 'OCS-MOV-70', 'a hex never holds more than one airbase (OCS-MOV-72)');
  once(
    data.fortifications,
    'fortifications',
    4,
    'OCS-MOV-78',
    'a hex never holds more than one fortification (OCS-MOV-79)',
  );
  const ports = new Set<number>();
  data.ports?.forEach((p, i) => {
    const loc = onMap(p.hex, `ocs.ports[${i}].hex`);
    if (p.level !== undefined && (!Number.isInteger(p.level) || p.level < 1))
      out.push({
        path: `ocs.ports[${i}].level`,
        message: `level ${p.level}: a port's level is a whole number from 1`,
      });
    if (loc !== undefined && ports.has(loc))
      out.push({ path: `ocs.ports[${i}].hex`, message: `${p.hex} is listed twice` });
    if (loc !== undefined) ports.add(loc);
  });
  return out;
}

export const OCS_MODULE: PanzerModule = {
  id: 'ocs',
  name: 'OCS movement phase',
  description: 'Breakouts, OCS modes and allowances, rail moves by capacity (ocs-movement.md)',
  hooks: (base: PanzerHooks) => ({
    startSteps: withOcsSteps(base.startSteps),
    move: ocsMove(base.move),
    mode: handleOcsMode,
    allowance: ocsAllowanceOf,
    stepCost: ocsStepCost,
    breakout: (draft, cmd) => handleBreakout(draft, cmd),
    railMove: ocsRail,
    blowDepot: (draft, cmd) => handleBlowDepot(draft, cmd),
    construct: handleConstruct,
    ocsSegment: (draft) => handleOcsSegment(draft),
    guard: ocsGuard,
  }),
  check: checkOcsScenario,
};
