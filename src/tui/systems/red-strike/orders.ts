// The orders of Red Strike in the client (keys in brackets, rebindable in keymaps):
//
//   mode [t]        assignment phase: the selected units switch between frontline and reserve
//                   (RS-GND-20..22; the HQ with room in range is found by the rules)
//   move [m]        the selected stack moves to the hex under the cursor by the cheapest path
//                   (RS-MOV-1..5, RS-ZOC-3); the preview shows the path and the MP left
//   rail [T]        the selected stack moves by rail to the hex under the cursor (RS-MOV-10..13)
//   overrun [b]     the selected stack overruns the enemy hex under the cursor (RS-MOV-20..23)
//   attack [a]      the selected units declare combat on the hex under the cursor; the preview
//                   shows the odds, every column shift and DRM (RS-GCB-30..33)
//   formation [A] [h] [d]   in a declared combat: AC; HA (attacker) or HD (defender); DA or DD
//                   — secret until both are in (RS-GCB-20); SP are paid on the reveal
//   withdraw [w]    the defender's tactical withdrawal to the hex under the cursor, 1 or 2 hexes
//                   (RS-GCB-10..13)
//   advance [i]     after combat: the attackers advance into the hex under the cursor (RS-GCB-60)
//   The extended game's orders (air missions f I C c p, special forces F D, missiles W; naval
//   units selected: m sails, a fires, t sets their mode): ext-orders.ts.
//   The shell's end-turn key ends the step (and declines an advance).

import {
  actingSide,
  attackPreview,
  checkAdvance,
  checkMove,
  checkOverrun,
  checkRail,
  checkWithdrawal,
  pathTo,
  railPath,
  reachable,
  type Formation,
  type RsCommand,
  type RsState,
  type RsView,
} from '../../../engine/systems/red-strike/index.js';
import type { OrderBuild, OrderContext, OrderPreview, OrderSpec } from '../presenter.js';
import { label } from './words.js';
import {
  extModeCommands,
  extOnly,
  extOrders,
  navalAttackBuild,
  navalAttackPreview,
  navalMoveBuild,
  navalMovePreview,
} from './ext-orders.js';

type Ctx = OrderContext<RsState, RsView>;
type Order = OrderSpec<RsState, RsCommand, RsView>;

function selectedOwn(ctx: Ctx): number[] {
  const v = ctx.view;
  return ctx.selected.filter(
    (i) => v.world.units[i]?.side === v.viewer && v.units[i]!.loc >= 0 && !v.units[i]!.eliminated,
  );
}
const ids = (ctx: Ctx, units: readonly number[]) => units.map((i) => ctx.view.world.units[i]!.id);

/** The selected units of one hex (a stack order moves one stack): those in the first one's hex. */
function stackOf(ctx: Ctx): number[] {
  const own = selectedOwn(ctx);
  const at = own[0] === undefined ? -1 : ctx.view.units[own[0]]!.loc;
  return own.filter((i) => ctx.view.units[i]!.loc === at);
}

function movePath(ctx: Ctx): number[] | string {
  const stack = stackOf(ctx);
  if (stack.length === 0) return 'Select a unit of yours first.';
  const reach = reachable(ctx.view, stack[0]!);
  if (!reach.has(ctx.cursor)) return `${label(ctx.view, ctx.cursor)} is out of reach this segment.`;
  return pathTo(reach, ctx.cursor);
}

/** The MP spent from the start up to each hex of a move's path (the numbers the map shows on it). */
function pathSteps(ctx: Ctx, path: readonly number[]): { loc: number; mp: number }[] {
  const first = stackOf(ctx)[0]!;
  const reach = reachable(ctx.view, first);
  const start = reach.get(ctx.view.units[first]!.loc)?.mp ?? 0;
  return path.map((loc) => ({ loc, mp: start - (reach.get(loc)?.mp ?? start) }));
}

const moveOrder: Order = {
  id: 'order.move',
  keys: ['m'],
  label: 'Move: the selected stack to the hex under the cursor (RS-MOV-1)',
  target: 'loc',
  needsSelection: true,
  ownTurnOnly: true,
  title: 'MOVE',
  prompt: 'Move: cursor on the destination, Enter moves, Esc cancels.',
  followSelection: true,
  preview(ctx): OrderPreview | null {
    // Naval units selected (and no ground unit): they sail (RS-NAV-21, ext-orders.ts).
    if (extOnly(ctx, 'naval')) return navalMovePreview(ctx);
    const stack = stackOf(ctx);
    if (stack.length === 0 || ctx.view.units[stack[0]!]!.loc === ctx.cursor) return null;
    const path = movePath(ctx);
    if (typeof path === 'string') return { summary: '', error: path };
    const plan = checkMove(
      ctx.view,
      ctx.view.viewer,
      ids(ctx, stack),
      path.map((h) => ctx.view.world.map.board.label(h)),
    );
    if ('code' in plan) return { summary: '', error: plan.message, path };
    const left = Math.min(...plan.mpLeft);
    return {
      summary: `to ${label(ctx.view, ctx.cursor)}: ${left} MP left${plan.stopped ? ' (enemy ZOC: stops)' : ''}`,
      path,
      steps: pathSteps(ctx, path),
    };
  },
  build(ctx): OrderBuild<RsCommand> {
    if (extOnly(ctx, 'naval')) return navalMoveBuild(ctx);
    const path = movePath(ctx);
    if (typeof path === 'string') return { error: path };
    return {
      commands: [
        {
          type: 'move',
          units: ids(ctx, stackOf(ctx)),
          path: path.map((h) => ctx.view.world.map.board.label(h)),
        },
      ],
    };
  },
};

const railOrder: Order = {
  id: 'order.rail',
  keys: ['T'],
  label: 'Rail: the selected stack by railway to the hex under the cursor (RS-MOV-10)',
  target: 'loc',
  needsSelection: true,
  ownTurnOnly: true,
  title: 'RAIL',
  prompt: 'Rail: cursor on a rail hex, Enter moves, Esc cancels.',
  followSelection: true,
  preview(ctx): OrderPreview | null {
    const stack = stackOf(ctx);
    if (stack.length === 0) return null;
    const path = railPath(ctx.view, ctx.view.units[stack[0]!]!.loc, ctx.cursor, ctx.view.viewer);
    if ('code' in path) return { summary: '', error: path.message };
    const plan = checkRail(
      ctx.view,
      ctx.view.viewer,
      ids(ctx, stack),
      path.map((h) => ctx.view.world.map.board.label(h)),
    );
    if ('code' in plan) return { summary: '', error: plan.message, path };
    const left = ctx.view.world.scenario.railCapacity[ctx.view.viewer] - ctx.view.railUsed[ctx.view.viewer];
    return { summary: `by rail to ${label(ctx.view, ctx.cursor)}: ${plan.re} of ${left} RE capacity`, path };
  },
  build(ctx): OrderBuild<RsCommand> {
    const stack = stackOf(ctx);
    const path = railPath(ctx.view, ctx.view.units[stack[0]!]!.loc, ctx.cursor, ctx.view.viewer);
    if ('code' in path) return { error: path.message };
    return {
      commands: [
        { type: 'rail', units: ids(ctx, stack), path: path.map((h) => ctx.view.world.map.board.label(h)) },
      ],
    };
  },
};

const overrunOrder: Order = {
  id: 'order.overrun',
  keys: ['b'],
  label: 'Overrun: the selected stack overruns the adjacent enemy hex (RS-MOV-20)',
  target: 'loc',
  needsSelection: true,
  ownTurnOnly: true,
  title: 'OVERRUN',
  prompt: 'Overrun: cursor on an adjacent enemy hex, Enter tries, Esc cancels.',
  preview(ctx) {
    const plan = checkOverrun(
      ctx.view,
      ctx.view.viewer,
      ids(ctx, stackOf(ctx)),
      ctx.view.world.map.board.label(ctx.cursor),
    );
    if ('code' in plan) return { summary: '', error: plan.message };
    return {
      summary: `overrun at ${plan.odds}-1: ${plan.odds >= 10 ? 'automatic' : 'succeeds on 1-5'} (RS-MOV-22)`,
    };
  },
  build(ctx) {
    return {
      commands: [
        {
          type: 'overrun',
          units: ids(ctx, stackOf(ctx)),
          target: ctx.view.world.map.board.label(ctx.cursor),
        },
      ],
    };
  },
};

/** The odds preview before declaring (RS-GCB-31..33): attacker HA against a guessed HD, then AC against AC. */
export function attackLines(ctx: Ctx): OrderPreview {
  const v = ctx.view;
  const hex = v.world.map.board.label(ctx.cursor);
  const units = ids(ctx, selectedOwn(ctx));
  const ac = attackPreview(v, v.viewer, units, hex, 'AC', 'AC');
  if ('code' in ac) return { summary: '', error: ac.message };
  const ha = attackPreview(v, v.viewer, units, hex, 'HA', 'HD');
  const o = ac.odds;
  const lines = [
    `AC vs AC: CS ${o.attackerCs} : ${o.defenderCs} = ${o.initial} -> ${o.final}, DRM ${o.drm >= 0 ? '+' : ''}${o.drm}`,
    ...o.shifts.map((s) => `  ${s.columns > 0 ? '+' : ''}${s.columns} col: ${s.why} (${s.rule})`),
    ...o.drms.map((d) => `  DRM ${d.value >= 0 ? '+' : ''}${d.value}: ${d.why} (${d.rule})`),
    ...('code' in ha
      ? []
      : [
          `HA vs HD: ${ha.odds.initial} -> ${ha.odds.final}, DRM ${ha.odds.drm >= 0 ? '+' : ''}${ha.odds.drm} (SP ${units.length * 2})`,
        ]),
    'The defender chooses its formation in secret (RS-GCB-20).',
  ];
  return { summary: `${o.initial} -> ${o.final}, DRM ${o.drm >= 0 ? '+' : ''}${o.drm} (AC vs AC)`, lines };
}

const attackOrder: Order = {
  id: 'order.attack',
  keys: ['a'],
  label: 'Attack: the selected units declare combat on the hex under the cursor (RS-GCB-1)',
  target: 'loc',
  needsSelection: true,
  ownTurnOnly: true,
  title: 'ATTACK',
  prompt: 'Attack: cursor on the enemy hex, Enter declares, Esc cancels.',
  preview: (ctx) => (extOnly(ctx, 'naval') ? navalAttackPreview(ctx) : attackLines(ctx)),
  build(ctx, preview) {
    // Naval units selected: naval-to-naval fire or bombardment (RS-NAV-30/40, ext-orders.ts).
    if (extOnly(ctx, 'naval')) return navalAttackBuild(ctx);
    return {
      commands: [
        {
          type: 'attack',
          units: ids(ctx, selectedOwn(ctx)),
          hex: ctx.view.world.map.board.label(ctx.cursor),
        },
      ],
      ...(preview && !preview.error
        ? { confirm: `Attack ${label(ctx.view, ctx.cursor)}? ${preview.summary}` }
        : {}),
    };
  },
};

const modeOrder: Order = {
  id: 'order.mode',
  keys: ['t'],
  label:
    'Mode: the selected units switch frontline/reserve (RS-GND-22); air units offensive/intercept (RS-AIR-30), ships In Port/At Sea (RS-NAV-10)',
  target: 'none',
  needsSelection: true,
  ownTurnOnly: true,
  build(ctx) {
    const units = selectedOwn(ctx);
    if (ctx.view.step.kind !== 'assign')
      return { error: 'Modes are assigned in the unit assignment phase (RS-MODE-1).' };
    return {
      commands: [
        ...units.map(
          (i) =>
            ({
              type: 'mode',
              unit: ctx.view.world.units[i]!.id,
              mode: ctx.view.units[i]!.mode === 'reserve' ? 'frontline' : 'reserve',
            }) as RsCommand,
        ),
        // The extended game (issue 17): air modes and naval modes of the selected units.
        ...extModeCommands(ctx),
      ],
    };
  },
};

function formationOrder(key: string, attacker: Formation, defender: Formation): Order {
  return {
    id: `order.formation.${attacker.toLowerCase()}`,
    keys: [key],
    label: `Formation: ${attacker === defender ? attacker : `${attacker} (attacking) or ${defender} (defending)`} for the declared combat (RS-GCB-20)`,
    target: 'none',
    needsSelection: false,
    ownTurnOnly: true,
    build(ctx) {
      const v = ctx.view;
      const c = v.combat;
      if (!c || c.phase === 'advance') return { error: 'No combat waits for a formation.' };
      if (actingSide(ctx.state) !== v.viewer) return { error: 'The other side chooses now.' };
      const b = v.world.map.board;
      if (c.attacker === v.viewer) {
        const hexes = [...new Set(c.attackers.map((i) => v.units[i]!.loc).filter((l) => l >= 0))];
        return {
          commands: [
            { type: 'formation', formations: Object.fromEntries(hexes.map((h) => [b.label(h), attacker])) },
          ],
          message: `${attacker} chosen; the defender's formation is revealed with the result.`,
        };
      }
      return {
        commands: [{ type: 'formation', formations: { [b.label(c.defenderHex)]: defender } }],
        message: `${defender} chosen (secret until the attacker has chosen).`,
      };
    },
  };
}

const withdrawOrder: Order = {
  id: 'order.withdraw',
  keys: ['w'],
  label: 'Withdraw: the defenders withdraw 1 or 2 hexes to the cursor before formations (RS-GCB-10)',
  target: 'loc',
  needsSelection: false,
  ownTurnOnly: true,
  title: 'WITHDRAW',
  prompt: 'Withdraw: cursor 1 or 2 hexes away, Enter rolls, Esc cancels.',
  preview(ctx) {
    const p = withdrawPath(ctx);
    if (typeof p === 'string') return { summary: '', error: p };
    return { summary: `withdraw: succeeds on 1-${p.range} (RS-GCB-10)`, path: p.path };
  },
  build(ctx) {
    const p = withdrawPath(ctx);
    if (typeof p === 'string') return { error: p };
    return { commands: [{ type: 'withdraw', path: p.path.map((h) => ctx.view.world.map.board.label(h)) }] };
  },
};

function withdrawPath(ctx: Ctx): { path: number[]; range: number } | string {
  const v = ctx.view;
  const c = v.combat;
  if (!c || c.phase !== 'withdraw')
    return 'A withdrawal answers a declared combat, before formations (RS-GCB-10).';
  const b = v.world.map.board;
  const d = b.distance(c.defenderHex, ctx.cursor);
  const tries: number[][] =
    d === 1
      ? [[ctx.cursor]]
      : d === 2
        ? b
            .within(c.defenderHex, 1)
            .filter((h) => h !== c.defenderHex && b.distance(h, ctx.cursor) === 1)
            .map((h) => [h, ctx.cursor])
        : [];
  if (tries.length === 0) return 'Withdraw 1 or 2 hexes (RS-GCB-13).';
  let why = '';
  for (const t of tries) {
    const r = checkWithdrawal(
      v,
      c,
      t.map((h) => b.label(h)),
      false,
    );
    if (!('code' in r)) return { path: r.path, range: r.range };
    why = r.message;
  }
  return why;
}

const advanceOrder: Order = {
  id: 'order.advance',
  keys: ['i'],
  label: 'Advance: the attackers advance into the hex under the cursor (RS-GCB-60)',
  target: 'loc',
  needsSelection: false,
  ownTurnOnly: true,
  title: 'ADVANCE',
  prompt: 'Advance: cursor on the vacated hex, Enter advances, Esc cancels (end turn declines).',
  aim: (ctx) => ctx.view.combat?.advanceTo?.[0],
  preview(ctx) {
    const r = advancePlan(ctx);
    return typeof r === 'string'
      ? { summary: '', error: r }
      : { summary: `advance ${r.length} unit(s) into ${label(ctx.view, ctx.cursor)}` };
  },
  build(ctx) {
    const r = advancePlan(ctx);
    if (typeof r === 'string') return { error: r };
    return { commands: [{ type: 'advance', units: r, to: ctx.view.world.map.board.label(ctx.cursor) }] };
  },
};

/** The attackers that advance: the selected ones among those allowed, else as many as 6 RE hold. */
function advancePlan(ctx: Ctx): string[] | string {
  const v = ctx.view;
  const c = v.combat;
  if (!c || c.phase !== 'advance') return 'No advance is open (RS-GCB-60).';
  const allowed = c.advancers ?? [];
  const chosen = ctx.selected.filter((i) => allowed.includes(i));
  const pool = chosen.length > 0 ? chosen : allowed;
  const out: string[] = [];
  let re = 0;
  for (const i of pool) {
    const r = v.world.units[i]!.reSize;
    if (re + r > 6) continue;
    re += r;
    out.push(v.world.units[i]!.id);
  }
  const ok = checkAdvance(v, c, out, v.world.map.board.label(ctx.cursor));
  return 'code' in ok ? ok.message : out;
}

export function rsOrders(): Order[] {
  return [
    modeOrder,
    moveOrder,
    railOrder,
    overrunOrder,
    attackOrder,
    formationOrder('A', 'AC', 'AC'),
    formationOrder('h', 'HA', 'HD'),
    formationOrder('d', 'DA', 'DD'),
    withdrawOrder,
    advanceOrder,
    ...extOrders(),
  ];
}
