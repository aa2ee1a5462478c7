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

/** OCS-MOV-01/10: each Movement Phase opens with the Breakout Segment and a fresh rail budget. */
function openMovementPhase(state: GameState, side: Side, _events: GameEvent[]): void {
  const ocs = mutableOcs(state);
  ocs.segment = 'breakout';
  ocs.railUsed = { ...ocs.railUsed, [side]: 0 }; // OCS-MOV-47, OCS-MOV-NS-15: per player turn
}

const OCS_STEPS: readonly TurnStep[] = [
  { rule: 'OCS-MOV-17', name: 'OCS: broken-out units return', run: returnFromTurnTrack },
  { rule: 'OCS-MOV-01', name: 'OCS: the Movement Phase opens (Breakout Segment)', run: openMovementPhase },
];

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

/** OCS-MOV-10/20: a move ends the Breakout Segment, then the host's walk runs with OCS step costs. */
function ocsMove(base: Handler<MoveCommand>): Handler<MoveCommand> {
  return (draft, cmd) => {
    const out = base(draft, cmd);
    if (Array.isArray(out)) mutableOcs(draft).segment = 'movement';
    return out;
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
    railMove: handleRailMove,
  }),
  check: checkOcsScenario,
};
