// Special-forces missions (§21: RS-SF-1..4): abstract reconnaissance and raids launched in the
// owner's movement segments, counted on the "Available SF (GT)" and "(Game)" markers. The same
// check serves apply and the computer player (no refused command).

import { ruleError, type RuleError } from '../../../core/errors.js';
import { hitAdnInstallation } from '../adn/api.js';
import { hitAirBase } from '../air/api.js';
import { groundTargetKnown, isReconnoitred, markRecon, type ReconTarget } from '../detection/api.js';
import { reconSuccessNumber, type ReconKind } from '../detection/data.js';
import type { RsDice } from '../dice.js';
import { distributeHits } from '../hits.js';
import type { RsEvent, RsState } from '../model.js';
import { sideName, type Side } from '../scenario.js';
import { onMap, unitsAt } from '../units.js';
import type { SfCommand, SfState, SfTarget } from './state.js';

/** RS-SF-4: raid success numbers (1d10 ≤ number), from the rulebook. */
export const RAID_NUMBERS = { lrmu: 2, hq: 3, adn: 5, airbase: 7 } as const;
/** RS-SF-3: a recon casualty on 7+; RS-SF-4: a raid casualty on 4+. */
export const RECON_CASUALTY_AT = 7;
export const RAID_CASUALTY_AT = 4;

export type InstallationKind = 'adn' | 'airbase' | 'airport' | 'pomcus' | 'other';

export interface SfPlan {
  readonly mission: 'recon' | 'raid';
  readonly side: Side;
  readonly hex: number;
  readonly name: string;
  readonly number: number;
  /** Ground units hit by a raid (one unit) or marked by a recon (the unit or its stack). */
  readonly ground: readonly number[];
  readonly installation?: { readonly id: string; readonly kind: InstallationKind };
}

export function sfState(s: RsState): SfState {
  s.ext.sf ??= { gt: { nato: 0, wp: 0 }, game: { nato: 0, wp: 0 }, used: { nato: 0, wp: 0 } };
  return s.ext.sf;
}

/** An installation by id, with its side, hex and kind (air bases and airports, ADN, other). */
export function findInstallation(
  s: RsState,
  id: string,
): { side: Side; hex: number; kind: InstallationKind; name: string } | undefined {
  const ext = s.world.scenario.extended;
  const b = s.world.map.board;
  const base = ext?.air?.bases.find((x) => x.id === id);
  if (base)
    return {
      side: base.side,
      hex: b.parse(base.hex)!,
      kind: base.kind === 'airport' ? 'airport' : 'airbase',
      name: base.name,
    };
  const adn = ext?.adn?.installations.find((x) => x.id === id);
  if (adn) {
    const side = ext?.adn?.sectors.find((z) => z.id === adn.sector)?.side;
    if (side) return { side, hex: b.parse(adn.hex)!, kind: 'adn', name: adn.name };
  }
  const inst = ext?.installations.find((x) => x.id === id);
  if (inst)
    return {
      side: inst.side,
      hex: b.parse(inst.hex)!,
      kind: inst.kind === 'pomcus' ? 'pomcus' : 'other',
      name: inst.name,
    };
  return undefined;
}

function groundReconKind(s: RsState, unit: number): ReconKind {
  const c = s.world.units[unit]!.class;
  return c === 'lrmu' ? 'lrmu' : c === 'hq' ? 'hq' : c === 'support' ? 'support' : 'assault';
}

function installationReconKind(kind: InstallationKind): ReconKind {
  return kind === 'adn'
    ? 'adn'
    : kind === 'airbase'
      ? 'airbase'
      : kind === 'airport'
        ? 'airport'
        : kind === 'pomcus'
          ? 'pomcus'
          : 'installation';
}

/** RS-SF-1..4: the plan of a mission, or why `side` may not launch it now. */
export function checkSf(s: RsState, cmd: SfCommand, side: Side): SfPlan | RuleError {
  const step = s.step;
  if (step.kind !== 'move' || step.side !== side)
    return ruleError(
      'WRONG_PHASE',
      'Special-forces missions are launched in a friendly movement segment (RS-SF-1).',
      'RS-SF-1',
    );
  const sf = s.ext.sf;
  if (!sf || sf.gt[side] <= 0)
    return ruleError(
      'NOT_ALLOWED',
      `${sideName(side)} has no special-forces mission left this GT (RS-SF-1).`,
      'RS-SF-1',
    );
  const t: SfTarget = cmd.target;
  const terrain = (hex: number) => s.world.map.terrain[hex] ?? 'clear';
  if ('unit' in t) {
    const i = s.world.byId.get(t.unit);
    if (i === undefined) return ruleError('NO_SUCH_UNIT', `No unit "${t.unit}".`);
    const d = s.world.units[i]!;
    const u = s.units[i]!;
    if (d.side === side) return ruleError('NOT_ALLOWED', `${d.name} is not an enemy unit.`, 'RS-SF-3');
    if (!onMap(u)) return ruleError('NOT_ON_MAP', `${d.name} is not on the map.`);
    if (cmd.type === 'sf-recon') {
      const ground = cmd.stack ? unitsAt(s, u.loc, d.side) : [i];
      // A stack is read in the column of its hardest unit (decision RS-D-SF-STACK).
      const number = Math.min(
        ...ground.map((g) => reconSuccessNumber(side, groundReconKind(s, g), terrain(u.loc))),
      );
      return {
        mission: 'recon',
        side,
        hex: u.loc,
        name: cmd.stack ? `the stack of ${d.name}` : d.name,
        number,
        ground,
      };
    }
    if (d.class !== 'hq' && d.class !== 'lrmu')
      return ruleError(
        'NOT_ALLOWED',
        `A raid targets only LRMUs, HQs, ADN installations and air bases; ${d.name} is a ${d.class} unit (RS-SF-4).`,
        'RS-SF-4',
      );
    if (!groundTargetKnown(s, i, side))
      return ruleError(
        'NOT_SPOTTED',
        `${d.name} has not been detected (RS-OPT-18: a recon or an adjacent ground unit finds HQs and LRMUs).`,
        'RS-OPT-18',
      );
    return { mission: 'raid', side, hex: u.loc, name: d.name, number: RAID_NUMBERS[d.class], ground: [i] };
  }
  const inst = findInstallation(s, t.installation);
  if (!inst)
    return ruleError(
      'NOT_ALLOWED',
      `No installation "${t.installation}" (an air base or ADN installation id).`,
    );
  if (inst.side === side)
    return ruleError('NOT_ALLOWED', `${inst.name} is not an enemy installation.`, 'RS-SF-3');
  const installation = { id: t.installation, kind: inst.kind };
  if (cmd.type === 'sf-recon')
    return {
      mission: 'recon',
      side,
      hex: inst.hex,
      name: inst.name,
      number: reconSuccessNumber(side, installationReconKind(inst.kind), terrain(inst.hex)),
      ground: [],
      installation,
    };
  if (inst.kind === 'pomcus' || inst.kind === 'other')
    return ruleError(
      'NOT_ALLOWED',
      `${inst.name}: special forces raid LRMUs, HQs, ADN installations and air bases here (decision RS-D-SF-OTHER).`,
      'RS-SF-4',
    );
  return {
    mission: 'raid',
    side,
    hex: inst.hex,
    name: inst.name,
    number: inst.kind === 'adn' ? RAID_NUMBERS.adn : RAID_NUMBERS.airbase,
    ground: [],
    installation,
  };
}

function reconTargetsOf(p: SfPlan): ReconTarget[] {
  return p.installation
    ? [{ kind: 'installation', id: p.installation.id }]
    : p.ground.map((unit) => ({ kind: 'ground', unit }));
}

/** RS-SF-1, RS-SF-3, RS-SF-4: launches the mission (rolls: success, then casualty). */
export function applySf(s: RsState, p: SfPlan, dice: RsDice, events: RsEvent[]): void {
  const sf = sfState(s);
  sf.gt[p.side] -= 1;
  sf.used[p.side] += 1;
  const roll = dice.d10();
  const success = roll <= p.number;
  const casualtyRoll = dice.d10();
  const casualty = casualtyRoll >= (p.mission === 'recon' ? RECON_CASUALTY_AT : RAID_CASUALTY_AT);
  if (casualty) sf.game[p.side] = Math.max(0, sf.game[p.side] - 1);
  const base = {
    side: p.side,
    target: p.name,
    hex: p.hex,
    number: p.number,
    roll,
    success,
    casualtyRoll,
    casualty,
  };
  if (p.mission === 'recon') {
    events.push({ type: 'sf-recon', ...base });
    if (success) for (const t of reconTargetsOf(p)) markRecon(s, t, events, { by: p.side });
    return;
  }
  const [target] = reconTargetsOf(p);
  const hits = success ? (target && isReconnoitred(s, target) ? 2 : 1) : 0;
  events.push({ type: 'sf-raid', ...base, hits });
  if (hits === 0) return;
  // A raid never takes hex control (RS-SF-4): only hits.
  if (p.installation?.kind === 'adn') hitAdnInstallation(s, p.installation.id, hits, events);
  else if (p.installation) hitAirBase(s, p.installation.id, hits, events);
  else distributeHits(s, p.ground, hits, false, events);
}

/** RS-SF-2: the end step resets "Available SF (GT)" to the scenario's number, capped by "(Game)". */
export function sfEndStep(s: RsState, events: RsEvent[]): void {
  const sf = sfState(s);
  const per = s.world.scenario.extended?.specialForces ?? { nato: 0, wp: 0 };
  for (const side of ['nato', 'wp'] as const) {
    sf.gt[side] = Math.min(per[side], sf.game[side]);
    sf.used[side] = 0;
  }
  events.push({ type: 'sf-reset', gt: { ...sf.gt } });
}
