// What a side may know of the naval war (design invariant 3, RS-DET-1/2, RS-FOW): undetected enemy
// naval units leave no trace in its view (no hex, box, hits, shots or movement), the other side's
// standing orders are secret, and the events that would give such a unit away are not shown.
// Also the naval events in words.

import { isDetected } from '../detection/api.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, sideName, type Side } from '../scenario.js';
import { defaultOrders } from './commands.js';
import { activationLimit } from './rules.js';
import { def, navalScenario } from './sea.js';
import type { NavalEvent, NavalUnitState } from './state.js';

/** How an unknown enemy naval unit looks in a view: not in play, nothing more. */
export function unknownUnit(): NavalUnitState {
  return {
    hex: -1,
    box: null,
    mode: 'sea',
    hits: 0,
    eliminated: false,
    detected: false,
    pending: true,
    movedIn: null,
    mpLeft: 0,
    fired: false,
    minedZones: [],
    asShots: 0,
    arrived: false,
    hidden: false,
  };
}

/** A unit `viewer` sees: its own, a detected enemy, or a sunk one (sinking is public). */
export function visibleTo(s: RsState, i: number, viewer: Side): boolean {
  const u = s.ext.naval!.units[i]!;
  return def(s, i).side === viewer || u.eliminated || isDetected(s, { kind: 'naval', unit: i });
}

export function viewNaval(v: RsState, side: Side): void {
  const st = v.ext.naval;
  if (!st) return;
  st.units = st.units.map((u, i) => (visibleTo(v, i, side) ? u : unknownUnit()));
  // Which enemy units spent MP this stage is known only for the ones in view.
  st.activated = (st.activated ?? []).filter((i) => visibleTo(v, i, side));
  const other = otherSide(side);
  if (st.orders) st.orders = { ...st.orders, [other]: defaultOrders() };
  if (st.spDue) st.spDue = { ...st.spDue, [other]: 0 };
  // The rolls are public; how many activations the other side has used is not (hidden moves).
  if (st.activations && st.activationRolls)
    st.activations = { ...st.activations, [other]: activationLimit(st.activationRolls[other]) };
}

/** The naval unit an event is about that the other side might not know, with its owner. */
function concerns(s: RsState, e: NavalEvent): { unit: number; owner: Side } | null {
  switch (e.type) {
    case 'naval-hit':
      return { unit: e.unit, owner: def(s, e.unit).side };
    case 'naval-fire':
      return e.factor === 'mines' ? { unit: e.target, owner: def(s, e.target).side } : null;
    default:
      return null;
  }
}

export function navalEventVisible(s: RsState, e: RsEvent, side: Side): boolean {
  const x = e as NavalEvent;
  if (x.type === 'naval-moved') return x.spotted ? x.side !== side : !x.hidden || x.side === side;
  if (x.type === 'naval-note') return !x.hidden || x.side === undefined || x.side === side;
  const c = concerns(s, x);
  if (!c || c.owner === side) return true;
  return visibleTo(s, c.unit, side);
}

function name(s: RsState, i: number): string {
  return i >= 0 ? (navalScenario(s).units[i]?.name ?? `naval unit ${i}`) : 'mines';
}

export function describeNaval(s: RsState, e: RsEvent): string | undefined {
  const x = e as NavalEvent;
  const b = s.world.map.board;
  switch (x.type) {
    case 'naval-note':
      return x.text;
    case 'naval-moved': {
      const where = x.box
        ? `the ${x.box} box`
        : x.path.length > 0
          ? b.label(x.path[x.path.length - 1]!)
          : 'nowhere';
      return `${x.units.map((i) => name(s, i)).join(', ')} ${x.units.length === 1 ? 'sails' : 'sail'} to ${where}.`;
    }
    case 'naval-fire': {
      const target = x.target >= 0 ? name(s, x.target) : 'ground units';
      const ecm = x.ecmRoll !== undefined ? `, ECM roll ${x.ecmRoll}` : '';
      return `${x.unit >= 0 ? name(s, x.unit) : 'Mines'} ${x.why}: ${x.factor} ${x.value} at ${target}, roll ${x.roll}${ecm}: ${x.hits} hit(s) (RS-TRK).`;
    }
    case 'naval-hit':
      return `${name(s, x.unit)} takes ${x.hits} hit(s) (${x.total} in all)${x.sunk ? ' and is sunk' : ''} (RS-HIT-9).`;
    case 'naval-mines-changed':
      return `${sideName(x.by)} mining: ${navalScenario(s).seaZones[x.zone]?.name ?? `zone ${x.zone}`} is at mine level ${x.level} (RS-NAV-51/54).`;
    case 'naval-activation':
      return `Naval activation, stage ${x.stage}: NATO rolls ${x.rolls.nato} (${x.limits.nato} units), WP rolls ${x.rolls.wp} (${x.limits.wp} units) (RS-SEQ-4).`;
    default:
      return undefined;
  }
}
