// Engineer ferrying (PC-ENG-20, PC-ENG-22): an engineer carries a unit across a River or Canal
// hexside into or out of its hex, or (with boats) into an adjacent Water hex. The ferried unit
// spends its full MA; the engineer spends nothing. Supply across (PC-ENG-21) is in engineers.ts.

import type { FerryCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDE } from '../model/terrain.js';
import type { UnitDef, UnitState } from '../model/unit.js';
import { terrainAt } from '../world.js';
import { edgeBits, isFieldEngineer, jobOf } from './engineers.js';
import { fullHexBridgeAt } from './bridges.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import { opportunityFire } from './opportunity.js';
import { refreshSpotting } from './spotting.js';
import { stackAt, unitMe } from './stacking.js';
import { captureAt } from './victory.js';

/** PC-ENG-20 (b): Foot class, or Ski/Bicycle/Horse made of men, or On Foot. */
function ferriable(def: UnitDef, s: UnitState): boolean {
  if (s.onFoot || def.moveClass === 'foot') return true;
  return (
    def.component === 'men' &&
    (def.moveClass === 'ski' || def.moveClass === 'bicycle' || def.moveClass === 'horse')
  );
}

const hasFullMa = (s: UnitState) => s.mpMax > 0 && s.mp >= s.mpMax && !s.moved;

export function handleFerry(draft: GameState, cmd: FerryCommand): GameEvent[] | RuleError {
  const e = ownActiveUnit(draft, cmd.engineer);
  if (typeof e !== 'number') return e;
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const to = hexLoc(draft, cmd.to);
  if (typeof to !== 'number') return to;
  const { world } = draft;
  const board = world.board;
  const eDef = world.units[e]!;
  const eS = draft.units[e]!;
  const def = world.units[u]!;
  const s = draft.units[u]!;
  const self = e === u;
  const water = terrainAt(world, to).water;
  const rule = water ? 'PC-ENG-22' : 'PC-ENG-20';
  const no = (
    msg: string,
    code: 'NOT_ALLOWED' | 'STATE' | 'MODE' | 'NOT_ADJACENT' | 'NOT_ENOUGH_MP' = 'NOT_ALLOWED',
  ) => ruleError(code, msg, rule);

  // The engineer (PC-ENG-20, PC-ENG-22).
  if (!isFieldEngineer(eDef)) return no(`${eDef.name} is not an engineer; it cannot ferry.`);
  if (water && !eDef.flags.hasBoats)
    return no(`${eDef.name} has no boats (Has Boats); it cannot ferry into Water.`);
  if (eS.cohesion !== 'ok')
    return no(
      `${eDef.name} is ${eS.cohesion === 'broken' ? 'Broken' : 'Disrupted'} and cannot ferry.`,
      'STATE',
    );
  const job = jobOf(draft, e);
  if (job) {
    // PC-ENG-20: not during Bridge Operations (maintaining a bridge is fine); PC-ENG-22: nor mine work.
    const mineWork = job.kind === 'clear' || job.kind === 'layMines';
    if (!mineWork) return no(`${eDef.name} is busy with Bridge Operations and cannot ferry.`, 'STATE');
    if (water) return no(`${eDef.name} is busy with mine work and cannot ferry with its boats.`, 'STATE');
  }
  if (!hasFullMa(eS)) return no(`${eDef.name} needs its full movement allowance to ferry.`, 'NOT_ENOUGH_MP');
  if (self ? eS.mode !== 'travel' : eS.mode !== 'deployed')
    return no(
      self
        ? `${eDef.name} must be in Travel Mode to ferry itself.`
        : `${eDef.name} must be Deployed (not in Travel or Rail Mode) to ferry.`,
      'MODE',
    );

  // The ferried unit (PC-ENG-20 b, c).
  if (!ferriable(def, s))
    return no(`${def.name} is not foot, cavalry or bicycle troops; it cannot be ferried.`);
  if (s.mode !== 'travel') return no(`${def.name} must be in Travel Mode to be ferried.`, 'MODE');
  if (s.cohesion !== 'ok')
    return no(
      `${def.name} is ${s.cohesion === 'broken' ? 'Broken' : 'Disrupted'} and cannot be ferried.`,
      'STATE',
    );
  if (!hasFullMa(s))
    return no(`${def.name} needs its full movement allowance to be ferried.`, 'NOT_ENOUGH_MP');
  if (s.fixed) return ruleError('FIXED', `${def.name} is Fixed and cannot move until released.`, 'PC-MOV-21');
  if (def.speed <= 0) return ruleError('IMMOBILE', `${def.name} is immobile and never moves.`, 'PC-MOV-22');

  // The crossing.
  const edge = board.edgeBetween(s.loc, to);
  if (edge < 0)
    return no(`${board.label(to)} is not next to ${def.name} (${board.label(s.loc)}).`, 'NOT_ADJACENT');
  if (water) {
    // PC-ENG-22: into a Water hex next to the engineer, with no bridge, one unit at a time.
    if (board.distance(eS.loc, to) !== 1)
      return no(`${board.label(to)} is not next to ${eDef.name}.`, 'NOT_ADJACENT');
    if (fullHexBridgeAt(draft, to) || draft.hexes[to]?.pontoon || world.features.get(to)?.fullHexFerry)
      return no(`${board.label(to)} has a bridge or ferry; boats are not used there.`);
    if (draft.units.some((o) => o.loc === to && o.status === 'active'))
      return no(`Only one unit at a time may be ferried into ${board.label(to)}.`);
  } else {
    // PC-ENG-20 (a): across a River or Canal, into or out of the engineer's hex.
    if (!self && s.loc !== eS.loc && to !== eS.loc)
      return no(
        `${def.name} must move into or out of ${eDef.name}'s hex (${board.label(eS.loc)}) to be ferried.`,
      );
    if (!(edgeBits(draft, edge) & (SIDE.river | SIDE.canal)))
      return no(`There is no river or canal between ${board.label(s.loc)} and ${board.label(to)}.`);
    if (terrainAt(world, to).cost[s.onFoot ? 'foot' : def.moveClass] < 0)
      return no(`${def.name} cannot enter ${terrainAt(world, to).name} (${board.label(to)}).`);
  }
  // PC-ENG-20 (d): a hex that is legal for it. Known enemies refuse; a hidden one stops the crossing.
  const enemyThere = draft.units.findIndex(
    (o, i) => o.loc === to && o.status === 'active' && world.units[i]!.side !== def.side,
  );
  if (enemyThere >= 0 && draft.knowledge[def.side].spotted.includes(enemyThere))
    return ruleError('ENEMY_OCCUPIED', `${board.label(to)} is held by the enemy.`, 'PC-MOV-02');
  const here = stackAt(draft, to, def.side);
  if (here.me + unitMe(def, s) > world.params.maxStacking)
    return ruleError(
      'STACKING',
      `Ferrying ${def.name} into ${board.label(to)} would break the stacking limit.`,
      'PC-UNT-08',
    );

  const from = s.loc;
  const spent = s.mp;
  s.mp = 0;
  s.revealed = true;
  s.digging = false;
  const events: GameEvent[] = [];
  if (enemyThere >= 0) {
    events.push({
      type: 'moved',
      unit: u,
      from,
      path: [],
      mpSpent: spent,
      mpLeft: 0,
      stoppedBy: `enemy unit found at ${board.label(to)}`,
    });
    events.push(...refreshSpotting(draft, [u]));
    return events;
  }
  s.loc = to;
  s.moved = true;
  events.push({ type: 'moved', unit: u, from, path: [to], mpSpent: spent, mpLeft: 0 });
  events.push({ type: 'unitState', unit: e, what: `ferries ${def.name} to ${board.label(to)}`, rule });
  captureAt(draft, to, def.side, events);
  events.push(...opportunityFire(draft, [u], to, 'enter').events);
  events.push(...refreshSpotting(draft, [u]));
  return events;
}
