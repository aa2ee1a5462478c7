// Command-menu demolitions any Deployed unit may do (PC-MSC-08): Damage Rail (PC-IMP-02) and
// Destroy Ferry (PC-WAT-03), each for 1/3 of the movement allowance.

import type { DamageRailCommand, DestroyFerryCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDE } from '../model/terrain.js';
import { diceFor } from '../../../core/rng.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import { deceptionSpoils, edgeBits, isFieldEngineer, jobOf, setEdgeBits } from './engineers.js';

const quarterUp = (x: number) => Math.ceil(x * 4 - 1e-9) / 4;

/** PC-IMP-02 / PC-WAT-03 eligibility: Deployed, not Broken, not Digging-In, not building a bridge; 1/3 MA. */
function demolitionRefusal(draft: GameState, u: number, task: string, rule: string): RuleError | null {
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  if (s.mode !== 'deployed') return ruleError('MODE', `${def.name} must be Deployed to ${task}.`, rule);
  if (s.cohesion === 'broken')
    return ruleError('STATE', `${def.name} is Broken; Broken units cannot ${task}.`, rule);
  if (s.digging) return ruleError('STATE', `${def.name} is Digging-In and cannot ${task}.`, rule);
  const job = jobOf(draft, u);
  if (job && (job.kind === 'build' || job.kind === 'pontoon'))
    return ruleError('STATE', `${def.name} is building a bridge and cannot ${task}.`, rule);
  const third = quarterUp(s.mpMax / 3);
  if (s.mp < third)
    return ruleError('NOT_ENOUGH_MP', `${def.name} has ${s.mp} MP left; to ${task} costs ${third}.`, rule);
  return null;
}

/** PC-DEC-04 (b): an engineer's demolition may be spoilt by enemy deception or partisans nearby. */
function spoilt(draft: GameState, u: number, tag: string): Roll | null {
  if (!isFieldEngineer(draft.world.units[u]!)) return null;
  const d = deceptionSpoils(draft, u, diceFor(draft, tag));
  return d ? { label: 'deception damage', ...d, rule: 'PC-DEC-04' } : null;
}

/** PC-IMP-02: Command → Damage Rail, every rail line in the unit's hex. */
export function handleDamageRail(draft: GameState, cmd: DamageRailCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const s = draft.units[u]!;
  const rule = 'PC-IMP-02';
  const { board } = draft.world;
  const edges: number[] = [];
  for (let k = board.adjStart[s.loc]!; k < board.adjStart[s.loc + 1]!; k++) {
    const e = board.adjEdge[k]!;
    const bits = edgeBits(draft, e);
    if (bits & SIDE.rail && !(bits & SIDE.railDamaged)) edges.push(e);
  }
  if (edges.length === 0)
    return ruleError('NOT_ALLOWED', `There is no undamaged rail line at ${board.label(s.loc)}.`, rule);
  const bad = demolitionRefusal(draft, u, 'damage rail', rule);
  if (bad) return bad;
  const railMode = draft.units.some((o) => o.loc === s.loc && o.status === 'active' && o.mode === 'rail');
  if (railMode)
    return ruleError(
      'NOT_ALLOWED',
      `A unit in Rail Mode is at ${board.label(s.loc)}; the rail cannot be damaged under it.`,
      rule,
    );
  s.mp -= quarterUp(s.mpMax / 3);
  const spoil = spoilt(draft, u, 'rail-deception');
  if (spoil?.success)
    return [
      {
        type: 'unitState',
        unit: u,
        what: 'fails to damage the rail: partisans or deception spoil the work',
        rolls: [spoil],
        rule: 'PC-DEC-04',
      },
    ];
  for (const e of edges) setEdgeBits(draft, e, edgeBits(draft, e) | SIDE.railDamaged);
  return [
    {
      type: 'unitState',
      unit: u,
      what: `damages the rail line at ${board.label(s.loc)}`,
      ...(spoil ? { rolls: [spoil] } : {}),
      rule,
    },
  ];
}

/** PC-WAT-03: Command → Destroy Ferry, a hexside ferry of the unit's hex. */
export function handleDestroyFerry(draft: GameState, cmd: DestroyFerryCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const to = hexLoc(draft, cmd.toward);
  if (typeof to !== 'number') return to;
  const s = draft.units[u]!;
  const rule = 'PC-WAT-03';
  const { board } = draft.world;
  const edge = board.edgeBetween(s.loc, to);
  if (edge < 0)
    return ruleError('NOT_ADJACENT', `${board.label(to)} is not next to ${board.label(s.loc)}.`, rule);
  const bits = edgeBits(draft, edge);
  if (!(bits & SIDE.ferry))
    return ruleError(
      'NOT_ALLOWED',
      `There is no ferry between ${board.label(s.loc)} and ${board.label(to)}.`,
      rule,
    );
  const bad = demolitionRefusal(draft, u, 'destroy a ferry', rule);
  if (bad) return bad;
  s.mp -= quarterUp(s.mpMax / 3);
  const spoil = spoilt(draft, u, 'ferry-deception');
  if (spoil?.success)
    return [
      {
        type: 'unitState',
        unit: u,
        what: 'fails to destroy the ferry: partisans or deception spoil the work',
        rolls: [spoil],
        rule: 'PC-DEC-04',
      },
    ];
  setEdgeBits(draft, edge, bits & ~SIDE.ferry);
  return [
    {
      type: 'unitState',
      unit: u,
      what: `destroys the ferry between ${board.label(s.loc)} and ${board.label(to)}`,
      ...(spoil ? { rolls: [spoil] } : {}),
      rule,
    },
  ];
}
