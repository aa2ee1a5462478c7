// Carry and Uncarry in the client (PB-UNIT-33, Command → Carry/Uncarry): the orders, and what the
// hex info and the unit list say of carriers and passengers. The orders build ordinary commands;
// the engine refuses what the rules forbid, in its words. PB-FAT-02's fatigue colours live here too.

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import { menEquivalent } from '../../../engine/systems/panzer/model/unit.js';
import type { OwnUnitView, SideView } from '../../../engine/systems/panzer/view.js';
import {
  carrierKind,
  carryCapacity,
  carryLoad,
  passengerRefusal,
  passengersOf,
} from '../../../engine/systems/panzer/rules/transport.js';
import { fatigueLevel } from '../../../engine/systems/panzer/rules/fatigue.js';
import type { InfoLine, OrderSpec } from '../presenter.js';

type Order = OrderSpec<GameState, Command, SideView>;

// The selection an order gets may be an aimed order's units, which can be none.
const NO_UNIT = 'Select the units to carry or unload first (Space or Enter where they stand).';

const idOf = (state: GameState, i: number) => state.world.units[i]!.id;

/** Transports and ships before vehicles taking riders: the carrier a selection means. */
function carrierRank(state: GameState, i: number): number {
  const k = carrierKind(state.world.units[i]!);
  return k === 'transport' || k === 'naval' ? 0 : k === 'riders' ? 1 : 9;
}

/** The units of the selection's hex a carrier could take, in list order, while they fit. */
function fillFrom(state: GameState, carrier: number, pool: readonly number[]): number[] {
  const kind = carrierKind(state.world.units[carrier]!);
  if (!kind) return [];
  let room = carryCapacity(state, carrier) - carryLoad(state, carrier);
  const out: number[] = [];
  for (const i of pool) {
    const s = state.units[i]!;
    const d = state.world.units[i]!;
    if (i === carrier || s.carriedBy !== undefined || passengerRefusal(kind, d, s)) continue;
    const me = menEquivalent(d, s.strength);
    if (me > room) continue;
    room -= me;
    out.push(i);
  }
  return out;
}

/**
 * PB-UNIT-33 Carry: the selected carrier loads the other selected units, or (alone) every unit of
 * its hex it has room for; selected passengers alone board a carrier of their hex.
 */
export function carryOrder(): Order {
  return {
    id: 'order.carry',
    keys: ['C-b'], // b for board; the keymaps have no plain letter left
    label: 'Carry: load units onto a carrier (PB-UNIT-33)',
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const { state } = ctx;
      const sel = [...ctx.selected];
      if (sel.length === 0) return { error: NO_UNIT };
      const loc = state.units[sel[0]!]!.loc;
      const here = state.units.flatMap((s, i) =>
        s.loc === loc && s.status === 'active' && state.world.units[i]!.side === ctx.side ? [i] : [],
      );
      const carriers = sel
        .filter((i) => carrierRank(state, i) < 9)
        .sort((a, b) => carrierRank(state, a) - carrierRank(state, b));
      let carrier = carriers[0];
      let riders = sel.filter((i) => i !== carrier && carrierRank(state, i) === 9);
      if (carrier !== undefined && riders.length === 0 && sel.length > 1)
        riders = sel.filter((i) => i !== carrier);
      if (carrier === undefined) {
        // Passengers alone: the best carrier of their hex with room for them.
        carrier = here
          .filter((i) => carrierRank(state, i) < 9 && state.units[i]!.carriedBy === undefined)
          .sort((a, b) => carrierRank(state, a) - carrierRank(state, b))
          .find((c) => fillFrom(state, c, sel).length === sel.length);
        if (carrier === undefined)
          return { error: 'No carrier in this hex has room for the selected units (PB-UNIT-33).' };
      } else if (riders.length === 0) {
        riders = fillFrom(state, carrier, here);
        if (riders.length === 0)
          return { error: `${state.world.units[carrier]!.name} has nothing here it can carry.` };
      }
      return {
        commands: [{ type: 'carry', unit: idOf(state, carrier), units: riders.map((i) => idOf(state, i)) }],
        message: `${riders.length} unit${riders.length > 1 ? 's' : ''} aboard ${state.world.units[carrier]!.name}.`,
      };
    },
  };
}

/** PB-UNIT-33 Uncarry: each selected carrier unloads; a selected passenger gets off its carrier. */
export function uncarryOrder(): Order {
  return {
    id: 'order.uncarry',
    keys: ['C-u'], // u for unload
    label: 'Uncarry: unload the carried units (PB-UNIT-33)',
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const { state } = ctx;
      if (ctx.selected.length === 0) return { error: NO_UNIT };
      const commands: Command[] = [];
      const done = new Set<number>();
      for (const i of ctx.selected) {
        const c = state.units[i]!.carriedBy;
        if (c !== undefined) {
          if (done.has(c)) continue;
          const mine = ctx.selected.filter((j) => state.units[j]!.carriedBy === c);
          commands.push({ type: 'uncarry', unit: idOf(state, c), units: mine.map((j) => idOf(state, j)) });
          done.add(c);
        } else if (passengersOf(state, i).length > 0 && !done.has(i)) {
          commands.push({ type: 'uncarry', unit: idOf(state, i) });
          done.add(i);
        }
      }
      // Nothing carried: let the engine say so for the first selected unit.
      if (commands.length === 0) commands.push({ type: 'uncarry', unit: idOf(state, ctx.selected[0]!) });
      return { commands, message: 'Unloaded.' };
    },
  };
}

/** Hex info: what a carrier holds, or what carries a unit (PB-UNIT-33: "CARRYING"). */
export function carryInfoLines(view: SideView, u: OwnUnitView): InfoLine[] {
  const c = u.state.carriedBy;
  if (c !== undefined) {
    const carrier = view.own.find((o) => o.index === c);
    const rider = carrier && carrierKind(carrier.def) === 'riders';
    return [
      {
        text: `  carried by ${carrier?.def.name ?? '?'}${rider ? ' (external rider, Def 16)' : ''}`,
        style: 'warn',
      },
    ];
  }
  const aboard = view.own.filter((o) => o.state.carriedBy === u.index && o.state.status === 'active');
  if (aboard.length === 0) return [];
  const load = aboard.reduce((n, o) => n + menEquivalent(o.def, o.state.strength), 0);
  return [
    {
      text: `  CARRYING ${aboard.length} (${load} men-eq): ${aboard.map((o) => o.def.name).join(', ')}`,
      style: 'warn',
    },
  ];
}

/** Unit list: a short mark before the name: `C2` carrying two units, `^` carried. */
export function carryMark(view: SideView, u: OwnUnitView): string {
  if (u.state.carriedBy !== undefined) return '^ ';
  let n = 0;
  for (const o of view.own) if (o.state.carriedBy === u.index && o.state.status === 'active') n++;
  return n > 0 ? `C${n} ` : '';
}

/**
 * PB-FAT-02: the fatigue level in its colour, Low green, Medium yellow, High (and Maximum)
 * orange; the level is written too, so the colour never carries the meaning alone. None: no line.
 */
export function fatigueInfoLine(view: SideView, u: OwnUnitView): InfoLine[] {
  const level = fatigueLevel(u.state.fatigue, view.map.params.variant);
  if (level === 'none') return [];
  const style: InfoLine['style'] = level === 'low' ? 'good' : level === 'medium' ? 'warn' : 'low';
  const word = { low: 'Low', medium: 'Medium', high: 'High', maximum: 'MAXIMUM' }[level];
  return [{ text: `  fatigue ${word} (${u.state.fatigue}/${view.map.params.variant.fatigueMax})`, style }];
}
