// The orders of Panzer Campaigns in the client: each an action id with its default keys, what it
// needs (a selection, a hex picked with the cursor), its preview and the commands it becomes.
// Keymap files may rebind the keys; the palette lists every order by its label.

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { OrderBuild, OrderContext, OrderPreview, OrderSpec } from '../presenter.js';
import { enginePreviewer, FIRE_TARGET_KEY, seenIn } from './combat-preview.js';
import { enginePlanner } from './engine-ports.js';
import type { Planner, Previewer } from './ports.js';
import { ocsModeCommand } from './ocs.js';
import { arrivedOrder } from './arrived.js';
import { cancelColumnOrder, columnOrder } from './column-order.js';
import { engagementOrder } from './engagement-order.js';
import { smokeOrder } from './smoke-order.js';
import { carryOrder, uncarryOrder } from './carry-orders.js';
import { aiFireOrder, attachOrder, breakdownOrder, combineAllOrder, combineOrder } from './combine-orders.js';

type Ctx = OrderContext<GameState, SideView>;
type Order = OrderSpec<GameState, Command, SideView>;

/** MP are whole quarters (PC-MOV-02): shown exactly, so the preview reads what the move charges. */
function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

const ids = (ctx: Ctx): string[] => ctx.selected.map((i) => ctx.state.world.units[i]!.id);
const here = (ctx: Ctx): string => ctx.view.map.board.label(ctx.cursor);

/** An order given to each selected unit at once; the first refusal stops the rest. */
function each(
  id: string,
  label: string,
  make: (unit: string, ctx: Ctx) => Command,
  keys: string[] = [],
): Order {
  return {
    id,
    keys,
    label,
    target: 'none',
    needsSelection: true,
    ownTurnOnly: false,
    build: (ctx) => ({ commands: ids(ctx).map((u) => make(u, ctx)) }),
  };
}

/** An order aimed at a hex picked with the cursor (bridges, ferries, deception). */
function atHex(
  id: string,
  label: string,
  title: string,
  make: (units: string[], hex: string) => Command,
): Order {
  return {
    id,
    keys: [],
    label,
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title,
    prompt: `${title}: put the cursor on the hex, Enter to confirm, Esc to cancel.`,
    build: (ctx) => ({ commands: [make(ids(ctx), here(ctx))] }),
  };
}

/** Fire and assault start on the nearest enemy the side sees (in range, or adjacent). */
function nearestEnemy(ctx: Ctx, kind: 'fire' | 'assault'): number | undefined {
  const view = ctx.view;
  const board = view.map.board;
  const units = ctx.selected.map((i) => view.own.find((u) => u.index === i)).filter((u) => u !== undefined);
  const from = units[0]?.state.loc ?? -1;
  if (from < 0 || view.enemies.some((e) => e.loc === ctx.cursor)) return undefined;
  const reach =
    kind === 'assault' ? 1 : Math.max(1, ...units.map((u) => Math.max(u.def.hard.range, u.def.soft.range)));
  let best = -1;
  let bestD = Infinity;
  for (const e of view.enemies) {
    const d = board.distance(from, e.loc);
    if (d <= reach && d < bestD) {
      best = e.loc;
      bestD = d;
    }
  }
  return best >= 0 ? best : undefined;
}

/**
 * The target unit the player chose in a hex (PC-FIR-01: fire hits one unit of a stack), kept by
 * hex until the turn changes; without a choice the preview's pick (the unit hurt most) is used.
 */
class FireTargets {
  private readonly chosen = new Map<number, number>();
  private turn = '';
  /** The chosen unit in `loc`, if it is still there and seen. */
  at(ctx: Ctx): number | undefined {
    this.expire(ctx);
    const u = this.chosen.get(ctx.cursor);
    return u !== undefined && seenIn(ctx.state, ctx.side as Side, ctx.cursor).includes(u) ? u : undefined;
  }
  set(ctx: Ctx, unit: number): void {
    this.expire(ctx);
    this.chosen.set(ctx.cursor, unit);
  }
  /** Back to the rules' pick in `loc`. */
  clear(loc: number): void {
    this.chosen.delete(loc);
  }
  private expire(ctx: Ctx): void {
    const key = `${ctx.view.turn}|${ctx.view.activeSide}`;
    if (key !== this.turn) this.chosen.clear();
    this.turn = key;
  }
}

/**
 * Fire: the next target (PC-FIR-01). First the other spotted units of the aimed hex, then the next
 * hex with a spotted enemy in range of the selected units (nearest first), where the rules' pick
 * is the target again; the cursor goes there.
 */
function fireTarget(previewer: Previewer, targets: FireTargets): Order {
  return {
    id: 'order.fireTarget',
    keys: [FIRE_TARGET_KEY],
    label: 'Fire: next target (in the hex, then next hex in range)',
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const side = ctx.side as Side;
      const stack = seenIn(ctx.state, side, ctx.cursor);
      const now =
        stack.length === 0
          ? undefined
          : (targets.at(ctx) ??
            previewer.fire(ctx.state, side, ctx.selected, ctx.cursor).targetUnit ??
            stack[0]!);
      const k = now === undefined ? -1 : stack.indexOf(now);
      if (k >= 0 && k + 1 < stack.length) {
        const next = stack[k + 1]!;
        targets.set(ctx, next);
        const name = ctx.view.enemies.find((e) => e.index === next)?.name ?? 'an enemy unit';
        // No commands: the fire being aimed keeps aiming, its preview redone (orders.ts startOrder).
        return { commands: [], message: `Target in ${here(ctx)}: ${name} (${k + 2} of ${stack.length}).` };
      }
      // The last unit of the hex (or none): the next hex in range, nearest first, round again.
      const hexes = hexesInRange(ctx);
      if (hexes.length === 0) return { error: 'No enemy unit you see is in range of the selected units.' };
      const i = hexes.indexOf(ctx.cursor);
      const loc = hexes[(i + 1) % hexes.length]!;
      targets.clear(loc);
      if (loc === ctx.cursor && stack.length > 0) targets.set(ctx, stack[0]!);
      const n = seenIn(ctx.state, side, loc).length;
      return {
        commands: [],
        cursor: loc,
        message: `Target hex ${ctx.view.map.board.label(loc)}${n > 1 ? ` (${n} units: ${FIRE_TARGET_KEY} for the next)` : ''}.`,
      };
    },
  };
}

/** Hexes with a spotted enemy unit within range of any selected unit, nearest first. */
function hexesInRange(ctx: Ctx): number[] {
  const board = ctx.view.map.board;
  const own = ctx.selected.map((i) => ctx.view.own.find((u) => u.index === i)).filter((u) => u !== undefined);
  const from = own[0]?.state.loc ?? -1;
  if (from < 0) return [];
  const reach = Math.max(0, ...own.map((u) => Math.max(u.def.hard.range, u.def.soft.range)));
  const locs = [...new Set(ctx.view.enemies.map((e) => e.loc))].filter(
    (l) => board.distance(from, l) <= reach,
  );
  return locs.sort((a, b) => board.distance(from, a) - board.distance(from, b) || a - b);
}

function combat(kind: 'fire' | 'assault', previewer: Previewer, targets = new FireTargets()): Order {
  const word = kind === 'fire' ? 'Fire' : 'Assault';
  return {
    id: `order.${kind}`,
    keys: [kind === 'fire' ? 'f' : 'a'],
    label: kind === 'fire' ? 'Fire (choose the target hex)' : 'Assault (choose the adjacent hex)',
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: kind.toUpperCase(),
    prompt: `${word}: put the cursor on the target, Enter to confirm, Esc to cancel.`,
    aim: (ctx) => nearestEnemy(ctx, kind),
    preview(ctx) {
      const p =
        kind === 'fire'
          ? previewer.fire(ctx.state, ctx.side as Side, ctx.selected, ctx.cursor, targets.at(ctx))
          : previewer.assault(ctx.state, ctx.side as Side, ctx.selected, ctx.cursor);
      return { summary: p.summary, lines: p.lines, ...(p.error ? { error: p.error } : {}) };
    },
    build(ctx, preview): OrderBuild<Command> {
      const target = here(ctx);
      // The preview's refusal is the engine's, with more said (the hex that blocks the line of sight).
      if (kind === 'fire' && preview?.error) return { error: preview.error };
      // Fire names the unit the preview showed, so the shot hits the unit the player read about.
      const hit =
        kind === 'fire' && preview && !preview.error
          ? previewer.fire(ctx.state, ctx.side as Side, ctx.selected, ctx.cursor, targets.at(ctx)).targetUnit
          : undefined;
      const targetUnit = hit !== undefined ? ctx.state.world.units[hit]!.id : undefined;
      return {
        commands: [
          kind === 'fire'
            ? { type: 'fire', units: ids(ctx), target, ...(targetUnit ? { targetUnit } : {}) }
            : { type: 'assault', units: ids(ctx), target },
        ],
        ...(preview && !preview.error
          ? { confirm: `${kind === 'fire' ? 'Fire at' : 'Assault'} ${target}? ${preview.summary}` }
          : {}),
      };
    },
  };
}

function move(planner: Planner): Order {
  return {
    id: 'order.move',
    keys: ['m'],
    label: 'Move (path preview follows the cursor)',
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: 'MOVE',
    prompt: 'Move: put the cursor on the destination, Enter to move, Esc to cancel.',
    followSelection: true,
    preview(ctx): OrderPreview | null {
      const from = ctx.state.units[ctx.selected[0]!]?.loc ?? -1;
      if (from === ctx.cursor) return null;
      const pl = planner.plan(ctx.state, ctx.selected, ctx.cursor);
      const summary = `path ${pl.path.length} hex${pl.cost !== undefined ? ` · cost ${fmt(pl.cost)} MP` : ''}${pl.mpLeft !== undefined ? ` · ${fmt(pl.mpLeft)} left` : ''}${pl.notes?.length ? ` · ${pl.notes.join(' · ')}` : ''}`;
      return {
        summary,
        path: pl.path,
        ...(pl.steps ? { steps: pl.steps } : {}),
        ...(pl.error ? { error: pl.error } : {}),
      };
    },
    build(ctx, preview) {
      // A path the planner found goes to the engine even when too long: the engine says why not.
      if (!preview?.path?.length) return { error: preview?.error ?? 'Choose a destination hex first.' };
      const board = ctx.view.map.board;
      return { commands: [{ type: 'move', units: ids(ctx), path: preview.path.map((l) => board.label(l)) }] };
    },
  };
}

const OP_FIRE_NEXT = { all: 'armorOnly', armorOnly: 'none', none: 'all' } as const;
const OP_FIRE_NAME = { all: 'all units', armorOnly: 'armour only', none: 'none' } as const;

/** The air unit that flies a mission: the side's first ready one of the kind (PC-AIR-02/06). */
function air(recon: boolean): Order {
  return {
    id: recon ? 'order.airRecon' : 'order.airStrike',
    keys: [],
    label: recon
      ? 'Air recon over the cursor hex, first ready RECON unit (PC-AIR-06)'
      : 'Air strike on the cursor hex, first ready air unit (PC-AIR-02)',
    target: 'none',
    needsSelection: false,
    ownTurnOnly: false,
    build(ctx) {
      // PB-AIR-02: a unit already called for a mission flies it next turn, so the next one is asked.
      const a = ctx.view.air?.find(
        (x) => x.state.status === 'ready' && !x.requested && (x.def.kind === 'recon') === recon,
      );
      if (!a) return { error: recon ? 'No RECON air unit is ready.' : 'No combat air unit is ready.' };
      const hex = here(ctx);
      const delayed = ctx.view.map.params.variant.airDelay;
      return {
        commands: [
          recon ? { type: 'airRecon', air: a.def.id, hex } : { type: 'airStrike', air: a.def.id, hex },
        ],
        ...(delayed
          ? { message: `${a.def.name} requested over ${hex}: it flies at the start of your next turn.` }
          : {}),
      };
    },
  };
}

export function panzerOrders(
  planner: Planner = enginePlanner,
  previewer: Previewer = enginePreviewer,
): Order[] {
  const targets = new FireTargets();
  return [
    move(planner),
    columnOrder(), // PB-MOVE-32 (column-order.ts)
    cancelColumnOrder(),
    combat('fire', previewer, targets),
    fireTarget(previewer, targets),
    combat('assault', previewer),
    each(
      'order.mode',
      'Change mode (deployed / travel; OCS: the next OCS mode)',
      (unit, ctx) => {
        // OCS-MOV-21/25: under the OCS module the key cycles Combat, Move, Strategic, Reserve.
        if (ctx.view.ocs) return ocsModeCommand(ctx, unit);
        const i = ctx.state.world.unitIndex.get(unit)!;
        return { type: 'mode', unit, mode: ctx.state.units[i]!.mode === 'travel' ? 'deployed' : 'travel' };
      },
      ['t'],
    ),
    each('order.digIn', 'Dig in', (unit) => ({ type: 'digIn', unit }), ['d']),
    each('order.rail', 'Rail mode (PC-MOV-08)', (unit) => ({ type: 'mode', unit, mode: 'rail' }), ['T']),
    each('order.recon', 'Recon spotting (PC-SPT-07)', (unit) => ({ type: 'recon', unit }), ['c']),
    each('order.patrol', 'Patrol (PC-SUT-08)', (unit) => ({ type: 'patrol', unit }), ['p']),
    each('order.layMines', 'Engineer: lay mines (PC-ENG-08)', (unit) => ({ type: 'layMines', unit })),
    each('order.clearHex', 'Engineer: clear mines or rubble (PC-ENG-06/07)', (unit) => ({
      type: 'clearHex',
      unit,
    })),
    each('order.stopWork', 'Engineer: stop work', (unit) => ({ type: 'stopWork', unit })),
    atHex(
      'order.buildBridge',
      'Engineer: build a bridge toward a hex (PC-ENG-09)',
      'Build a bridge toward',
      (u, hex) => ({
        type: 'buildBridge',
        unit: u[0]!,
        toward: hex,
      }),
    ),
    each('order.dismantleBridge', 'Engineer: dismantle own bridge (PC-ENG-12)', (unit) => ({
      type: 'dismantleBridge',
      unit,
    })),
    each('order.abandonBridge', 'Engineer: abandon bridge (PC-ENG-13)', (unit) => ({
      type: 'abandonBridge',
      unit,
    })),
    each('order.wireBridge', 'Engineer: wire the bridge (PC-ENG-16)', (unit) => ({
      type: 'wireBridge',
      unit,
    })),
    atHex(
      'order.damageBridge',
      'Engineer: damage a bridge or AT ditch (PC-ENG-15)',
      'Damage the bridge toward',
      (u, hex) => ({ type: 'damageBridge', unit: u[0]!, toward: hex }),
    ),
    // The first selected unit is the engineer; the second (or the engineer itself) is ferried.
    atHex('order.ferry', 'Engineer: ferry a unit across (PC-ENG-20)', 'Ferry to', (u, hex) => ({
      type: 'ferry',
      engineer: u[0]!,
      unit: u[1] ?? u[0]!,
      to: hex,
    })),
    each('order.damageRail', 'Damage rail (PC-IMP-02)', (unit) => ({ type: 'damageRail', unit })),
    // Units → Arrived (arrived.ts): the reinforcements waiting at their entry hexes.
    arrivedOrder(),
    // Command → Remove from Map: each selected unit on its side's exit objective leaves for good.
    each('order.exitMap', 'Remove from map at an exit objective (PC-VIC-03)', (unit) => ({
      type: 'exitMap',
      unit,
    })),
    // Combine/Breakdown (PC-MSC-03..05), Corps Attachments (PC-CMD-15), Activate A/I Firing (PC-AI-05).
    combineOrder(),
    combineAllOrder(),
    carryOrder(), // PB-UNIT-33 Carry/Uncarry (carry-orders.ts)
    uncarryOrder(),
    breakdownOrder(),
    attachOrder(),
    aiFireOrder(),
    atHex('order.destroyFerry', 'Destroy a ferry (PC-WAT-03)', 'Destroy the ferry toward', (u, hex) => ({
      type: 'destroyFerry',
      unit: u[0]!,
      toward: hex,
    })),
    atHex(
      'order.deployDeception',
      'Deploy a deception unit (PC-DEC-02)',
      'Deploy the deception marker at',
      (u, hex) => ({ type: 'deployDeception', unit: u[0]!, hex }),
    ),
    air(false),
    air(true),
    {
      // PC-TRN-06: all -> armour only -> none -> all.
      id: 'turn.opFire',
      keys: ['O'],
      label: 'Opportunity fire: all / armour only / none (PC-TRN-06)',
      target: 'none',
      needsSelection: false,
      ownTurnOnly: false,
      build(ctx) {
        const side = ctx.side as Side;
        const next = OP_FIRE_NEXT[ctx.state.combat?.opFire?.[side] ?? 'all'];
        return {
          commands: [{ type: 'opFire', side, setting: next }],
          message: `Opportunity fire: ${OP_FIRE_NAME[next]}`,
        };
      },
    },
    engagementOrder(), // PB-FIRE-37: the side's engagement-limit matrix (engagement-order.ts)
    smokeOrder(), // PB-FIRE-46 (smoke-order.ts)
    {
      id: 'turn.nextPhase',
      keys: ['N'],
      label: 'Next phase (manual defensive fire, PC-PHS-02)',
      target: 'none',
      needsSelection: false,
      ownTurnOnly: false,
      build: () => ({ commands: [{ type: 'nextPhase' }] }),
      done: (view) => `${view.phase?.title ?? 'Next phase'}.`,
    },
  ];
}
