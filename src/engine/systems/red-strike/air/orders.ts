// The air war's simple orders: modes in the assignment phase (RS-AIR-30..32, capacity RS-AIR-2)
// and Emergency Air Base placement (RS-AIR-5).

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { occupant } from '../units.js';
import { air, airDef, airIndex, homeInfo, modesOnBase, needsNoMode } from './bases.js';
import type { AirCommand, AirMode } from './state.js';

type ModeCmd = Extract<AirCommand, { type: 'air-mode' }>;
type EabCmd = Extract<AirCommand, { type: 'air-eab' }>;

/** RS-AIR-2 / RS-AIR-30: checks and gives a unit its mode for the GT. */
export function applyMode(n: RsState, side: Side, cmd: ModeCmd, events: RsEvent[]): RuleError | null {
  if (n.step.kind !== 'assign')
    return ruleError(
      'WRONG_PHASE',
      'Air modes are assigned in the unit assignment phase (RS-AIR-30).',
      'RS-AIR-30',
    );
  const i = airIndex(n, cmd.unit);
  if (i < 0) return ruleError('NO_SUCH_UNIT', `No air unit "${cmd.unit}".`);
  const d = airDef(n, i);
  const u = air(n).units[i]!;
  if (d.side !== side) return ruleError('NOT_YOUR_UNIT', `${d.name} is not yours.`);
  if (u.eliminated || u.pending || u.base === null)
    return ruleError('NOT_ON_MAP', `${d.name} is not on a base display.`);
  if (d.type === 'ewda')
    return ruleError('NOT_ALLOWED', `${d.name} is an EWDA unit: it needs no mode (RS-AIR-15).`, 'RS-AIR-15');
  const b = homeInfo(n, u.base, side);
  if (needsNoMode(b.kind))
    return ruleError(
      'NOT_ALLOWED',
      `${d.name} is at ${b.kind === 'eab' ? 'an EAB' : b.kind === 'fob' ? 'a FOB' : 'an airport'}: it needs no mode (RS-AIR-5/6/7, RS-AIR-30).`,
      b.kind === 'eab' ? 'RS-AIR-5' : b.kind === 'fob' ? 'RS-AIR-6' : 'RS-AIR-7',
    );
  if (b.kind !== 'box' && !b.operative)
    return ruleError(
      'NOT_ALLOWED',
      `${b.name} is inoperative: its units get no mode (RS-AIR-3).`,
      'RS-AIR-3',
    );
  if (b.kind !== 'box' && u.mode === null && modesOnBase(n, u.base) >= b.cpy)
    return ruleError(
      'NOT_ALLOWED',
      `${b.name} has capacity ${b.cpy}: ${modesOnBase(n, u.base)} of its units already have a mode (RS-AIR-2, RS-AIR-30).`,
      'RS-AIR-2',
    );
  u.mode = cmd.mode as AirMode;
  events.push({ type: 'air-mode', unit: i, mode: u.mode, side });
  return null;
}

/** RS-AIR-5: an EAB on a road or airport hex on the side's own side of the IGB, friendly-controlled. */
export function eabRefusal(s: RsState, side: Side, hex: number): string | null {
  const w = s.world;
  const b = w.map.board;
  if (air(s).eabsLeft[side] <= 0) return 'No EAB counter is left to place (RS-AIR-5).';
  if (w.map.territory[hex] !== side)
    return `An EAB is placed ${side === 'nato' ? 'west' : 'east'} of the IGB (RS-AIR-5).`;
  let road = false;
  for (let dir = 0; dir < 6; dir++) {
    const e = b.hexside(hex, dir);
    if (e >= 0 && w.map.roadEdge[e]) road = true;
  }
  const airport = air(s).bases.some((x) => x.hex === hex && x.kind === 'airport' && x.side === side);
  if (!road && !airport) return `${b.label(hex)} is neither a road nor an airport hex (RS-AIR-5).`;
  if (s.control[hex] !== side || occupant(s, hex) === otherSide(side))
    return `${b.label(hex)} is not controlled by you (RS-AIR-5).`;
  if (air(s).bases.some((x) => x.hex === hex && x.kind === 'eab' && x.side === side))
    return `${b.label(hex)} already holds an EAB (decision RS-D-AIREAB).`;
  return null;
}

export function applyEab(n: RsState, side: Side, cmd: EabCmd, events: RsEvent[]): RuleError | null {
  if (n.step.kind === 'over') return ruleError('GAME_OVER', 'The game is over.');
  const hex = n.world.map.board.parse(cmd.hex);
  if (hex === undefined) return ruleError('NO_SUCH_HEX', `No hex "${cmd.hex}" on this map.`);
  const why = eabRefusal(n, side, hex);
  if (why) return ruleError('NOT_ALLOWED', why, 'RS-AIR-5');
  const a = air(n);
  a.eabsLeft[side] -= 1;
  const id = `eab-${side}-${a.bases.filter((x) => x.kind === 'eab' && x.side === side).length + 1}`;
  a.bases.push({
    id,
    kind: 'eab',
    side,
    hex,
    cpy: 1,
    aa: 0,
    hits: 0,
    destroyed: false,
    captured: false,
    supplied: true,
    nmc: false,
    chemical: false,
  });
  events.push({ type: 'air-eab', side, base: id, hex });
  return null;
}
