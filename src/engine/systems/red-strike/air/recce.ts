// Air reconnaissance (RS-AIR-66, the Recon Success Table RS-AIR-68): abstract, no counter moves.
// In the owner's movement segment: spend an "Available Recce (GT)" and 1 SP, roll 1d10 against the
// table for the target's kind, terrain and the spotter's side; on success the target gets a Recon
// marker (detection/ markRecon). Then the casualty roll: 1d10 + ADN (+2 full, +1 limited) + half
// the target's AA; 10 or more loses a recce mission for good.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { sectorStatus } from '../adn/api.js';
import type { TerrainId } from '../data/schema.js';
import { isDetected, markRecon, type ReconTarget } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { roundRs } from '../round.js';
import { otherSide, type Side } from '../scenario.js';
import { onMap } from '../units.js';
import { reconSuccessNumber } from '../detection/data.js';
import { air, baseState, homeInfo } from './bases.js';
import type { AirCommand } from './state.js';

type RecceCmd = Extract<AirCommand, { type: 'air-recce' }>;

/** RS-AIR-68 columns: LRMU/submarine; HQ/assault/ADN/surface naval/EAB; POMCUS/air base/airport/other/interdiction. */
export type ReconClass = 'lrmu' | 'unit' | 'installation';

/** RS-AIR-68: success if 1d10 ≤ this (the table is detection's, shared with special forces). */
export function reconNeed(cls: ReconClass, terrain: TerrainId, spotter: Side): number {
  return reconSuccessNumber(
    spotter,
    cls === 'lrmu' ? 'lrmu' : cls === 'unit' ? 'assault' : 'installation',
    terrain,
  );
}

export interface ReconPlan {
  readonly target: ReconTarget;
  readonly cls: ReconClass;
  readonly hex: number;
  readonly what: string;
  /** The target's AA rating (RS-AIR-66 casualty roll: + half of it). */
  readonly aa: number;
}

/** RS-AIR-66: checks an `air-recce` order. */
export function checkRecce(s: RsState, side: Side, cmd: RecceCmd): ReconPlan | RuleError {
  const step = s.step;
  if (step.kind !== 'move' || step.side !== side)
    return ruleError(
      'WRONG_PHASE',
      'Air reconnaissance is flown in the owner\u2019s movement segment (RS-AIR-66).',
      'RS-AIR-66',
    );
  const a = air(s);
  if (a.recce[side] <= 0)
    return ruleError(
      'NOT_ALLOWED',
      'No air reconnaissance mission is left this GT (RS-AIR-66).',
      'RS-AIR-66',
    );
  if (s.sp[side] < 1)
    return ruleError('NOT_ALLOWED', 'Air reconnaissance costs 1 SP; none left (RS-AIR-66).', 'RS-AIR-66');
  const enemy = otherSide(side);
  const w = s.world;
  if ((cmd.unit === undefined) === (cmd.installation === undefined))
    return ruleError('BAD_COMMAND', 'Name one target: a unit ("unit") or an installation ("installation").');
  if (cmd.installation !== undefined) {
    const b = baseState(s, cmd.installation);
    if (b) {
      if (b.side !== enemy) return ruleError('NOT_ALLOWED', `${cmd.installation} is not an enemy base.`);
      return {
        target: { kind: 'installation', id: b.id },
        cls: b.kind === 'eab' ? 'unit' : 'installation',
        hex: b.hex,
        what: homeInfo(s, b.id, b.side).name,
        aa: Math.max(0, b.aa - b.hits),
      };
    }
    const inst = (w.scenario.extended?.installations ?? []).find((x) => x.id === cmd.installation);
    if (!inst) return ruleError('NOT_ALLOWED', `No installation "${cmd.installation}" the air war knows.`);
    if (inst.side !== enemy) return ruleError('NOT_ALLOWED', `${inst.name} is not an enemy installation.`);
    return {
      target: { kind: 'installation', id: inst.id },
      cls: 'installation',
      hex: w.map.board.parse(inst.hex)!,
      what: inst.name,
      aa: 0,
    };
  }
  const id = cmd.unit!;
  const gi = w.byId.get(id);
  if (gi !== undefined) {
    const d = w.units[gi]!;
    if (d.side !== enemy || !onMap(s.units[gi]!))
      return ruleError('NOT_ALLOWED', `${d.name} is not an enemy unit on the map.`);
    return {
      target: { kind: 'ground', unit: gi },
      cls: d.class === 'lrmu' ? 'lrmu' : 'unit',
      hex: s.units[gi]!.loc,
      what: d.name,
      aa: 0,
    };
  }
  const navals = w.scenario.extended?.naval?.units ?? [];
  const ni = navals.findIndex((x) => x.id === id);
  const nu = ni >= 0 ? s.ext.naval?.units[ni] : undefined;
  if (!nu || nu.eliminated || nu.hex < 0 || navals[ni]!.side !== enemy)
    return ruleError('NO_SUCH_UNIT', `No enemy unit "${id}" on the map.`);
  if (!isDetected(s, { kind: 'naval', unit: ni }))
    return ruleError(
      'NOT_SPOTTED',
      `${navals[ni]!.name} is not detected: undetected naval units cannot be reconnoitred (RS-AIR-66).`,
      'RS-AIR-66',
    );
  const sub = ['SS', 'SSN', 'SSGN', 'SSBN'].includes(navals[ni]!.class);
  return {
    target: { kind: 'naval', unit: ni },
    cls: sub ? 'lrmu' : 'unit',
    hex: nu.hex,
    what: navals[ni]!.name,
    aa: Math.max(0, navals[ni]!.aa - nu.hits),
  };
}

/** RS-AIR-66 steps 2-5. */
export function flyRecce(n: RsState, side: Side, p: ReconPlan, dice: RsDice, events: RsEvent[]): void {
  const a = air(n);
  a.recce[side] -= 1;
  n.sp[side] -= 1;
  const need = reconNeed(p.cls, n.world.map.terrain[p.hex]!, side);
  const roll = dice.d10();
  const success = roll <= need;
  if (success) markRecon(n, p.target, events);
  const status = sectorStatus(n, p.hex);
  const drm = (status === 'full' ? 2 : status === 'limited' ? 1 : 0) + roundRs(p.aa / 2);
  const casualtyRoll = dice.d10();
  const casualty = casualtyRoll + drm >= 10;
  if (casualty) a.recceMax[side] = Math.max(0, a.recceMax[side] - 1);
  events.push({
    type: 'air-recce',
    side,
    what: p.what,
    hex: p.hex,
    roll,
    need,
    success,
    casualtyRoll,
    casualty,
  });
}
