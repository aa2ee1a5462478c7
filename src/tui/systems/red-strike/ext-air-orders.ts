// The air orders of the extended game (issue 17): missions at the hex under the cursor with the
// kind the target calls for and a preview of path, MA, SP, odds and enemy ADN sectors (RS-AIR-12,
// RS-AIR-40..65, RS-AIR-101, RS-TRK-1), close air support (RS-AIR-62), reconnaissance
// (RS-AIR-66), CAP and EWDA (RS-AIR-56, RS-AIR-15), EABs (RS-AIR-5) and helicopter transport
// (RS-AIR-67). ext-orders.ts lists them with their keys.

import type { RsCommand, RsView } from '../../../engine/systems/red-strike/index.js';
import type { OrderBuild, OrderPreview } from '../presenter.js';
import {
  aimedOrder,
  asCmd,
  dryRun,
  enemyGround,
  enemyShips,
  isSub,
  ownGround,
  selAir,
  targetAt,
  trackOdds,
  type Ctx,
  type Order,
} from './ext-order-kit.js';
import { enemyAdnAt, adnSectorAt, airBases, airUnitHex, airUnits, type AirUnitView } from './ext-read.js';
import { label } from './words.js';

// ---- air missions ----

type Kind =
  'surface-attack' | 'interdiction' | 'anti-ship' | 'anti-submarine' | 'mining' | 'air-superiority' | 'ferry';

interface MissionAim {
  readonly kind: Kind;
  readonly what: string;
  readonly targetUnit?: string;
  readonly installation?: string;
  readonly land?: string;
}

/** The mission the target hex calls for (see the header), from what the viewer knows of it. */
export function missionFor(
  view: RsView,
  hex: number,
  units: readonly AirUnitView[],
  forced?: Kind,
): MissionAim {
  if (forced) return { kind: forced, what: label(view, hex) };
  const ship = enemyShips(view, hex)[0];
  if (ship)
    return {
      kind: isSub(ship) ? 'anti-submarine' : 'anti-ship',
      what: ship.def.name,
      targetUnit: ship.def.id,
    };
  const base = airBases(view).find((b) => b.hex === hex);
  const ground = enemyGround(view, hex);
  if (ground.length > 0)
    return { kind: 'surface-attack', what: `${ground.length} enemy unit(s) in ${label(view, hex)}` };
  if (base && base.side !== view.viewer)
    return { kind: 'surface-attack', what: base.name, installation: base.id };
  const adn = enemyAdnAt(view, hex)[0];
  if (adn) return { kind: 'surface-attack', what: `ADN ${adn.kind} ${adn.name}`, installation: adn.id };
  if (airUnits(view).some((a) => !a.own && a.st.hex === hex))
    return { kind: 'air-superiority', what: `the enemy aircraft over ${label(view, hex)}` };
  if (base && base.side === view.viewer && units.some((u) => airUnitHex(view, u) !== hex))
    return { kind: 'ferry', what: base.name, land: base.id };
  // A sea hex (open or coastal water, RS-MAP-2): mines are laid there (RS-AIR-64).
  const terrain = view.world.map.terrain[hex];
  if ((terrain === 'openWater' || terrain === 'coastalWater') && !view.world.map.ports.has(hex))
    return { kind: 'mining', what: `the sea zone of ${label(view, hex)}` };
  return { kind: 'interdiction', what: label(view, hex) };
}

const ANTI_AIR: readonly Kind[] = ['air-superiority', 'ferry'];

/** Fighters fly as escorts of a strike when the selection has strikers too (RS-AIR-60). */
function split(units: readonly AirUnitView[], kind: Kind): { main: AirUnitView[]; escorts: AirUnitView[] } {
  if (ANTI_AIR.includes(kind)) return { main: [...units], escorts: [] };
  const escorts = units.filter((u) => u.def.type === 'fighter');
  const main = units.filter((u) => u.def.type !== 'fighter');
  return main.length > 0 ? { main, escorts } : { main: [...units], escorts: [] };
}

/** The factor a unit strikes with on this kind of mission (RS-AIR-43). */
function missionFactor(u: AirUnitView, kind: Kind): { name: string; value: number } | null {
  switch (kind) {
    case 'surface-attack':
    case 'interdiction':
      return { name: 'B', value: u.def.b };
    case 'anti-ship':
      return { name: 'AS', value: u.def.as };
    case 'anti-submarine':
      return { name: 'SS', value: u.def.ss };
    case 'air-superiority':
      return { name: 'AA', value: u.def.aa };
    default:
      return null;
  }
}

/** RS-AIR-12: the straight hex line from the base to the target (the rules' default path). */
function straight(view: RsView, a: number, b: number): number[] {
  const board = view.world.map.board;
  for (const nudge of [1, -1] as const) {
    const line = board.line(a, b, nudge);
    if (line.every((h) => h >= 0)) return line;
  }
  return [a, b];
}

/** The enemy ADN sectors a path crosses, with their status (RS-AIR-101). */
export function sectorsCrossed(view: RsView, path: readonly number[]): string[] {
  const seen = new Map<string, string>();
  for (const h of path) {
    const s = adnSectorAt(view, h);
    if (s && s.side !== view.viewer && !seen.has(s.id))
      seen.set(s.id, `${s.name}${s.status !== 'none' ? ` (${s.status})` : ''}`);
  }
  return [...seen.values()];
}

function missionCommand(
  ctx: Ctx,
  forced?: Kind,
): { cmd: RsCommand; aim: MissionAim; main: AirUnitView[]; escorts: AirUnitView[] } | string {
  const units = selAir(ctx);
  if (units.length === 0)
    return 'Select air units of yours first (the air panel of the unit list, or Space on their base).';
  const aim = missionFor(ctx.view, ctx.cursor, units, forced);
  const { main, escorts } = split(units, aim.kind);
  const cmd = asCmd({
    type: 'air-mission',
    kind: aim.kind,
    units: main.map((u) => u.def.id),
    ...(escorts.length ? { escorts: escorts.map((u) => u.def.id) } : {}),
    target: ctx.view.world.map.board.label(ctx.cursor),
    ...(aim.targetUnit ? { targetUnit: aim.targetUnit } : {}),
    ...(aim.installation ? { installation: aim.installation } : {}),
    ...(aim.land ? { land: aim.land } : {}),
  });
  return { cmd, aim, main, escorts };
}

export function missionPreview(ctx: Ctx, forced?: Kind): OrderPreview | null {
  const m = missionCommand(ctx, forced);
  if (typeof m === 'string') return { summary: '', error: m };
  const v = ctx.view;
  const all = [...m.main, ...m.escorts];
  const from = airUnitHex(v, all[0]!);
  const path = from >= 0 ? straight(v, from, ctx.cursor) : [];
  const out = Math.max(0, path.length - 1);
  const mp = m.aim.kind === 'ferry' ? out : 2 * out + (m.aim.kind === 'mining' ? 10 : 0);
  const ma = Math.min(...all.map((u) => u.def.ma));
  const perUnit = ANTI_AIR.includes(m.aim.kind) ? 1 : 2;
  const estimate = m.main.length * perUnit + m.escorts.length;
  const r = dryRun(v, [m.cmd]);
  const ev = 'events' in r ? r.events.find((e) => e.type === 'air-mission') : undefined;
  const sp = ev && 'sp' in ev && typeof ev.sp === 'number' ? ev.sp : estimate;
  const lines = [
    `${m.aim.kind} on ${m.aim.what}`,
    `path ${out} hex(es) out, ${mp} MP of MA ${ma} (RS-AIR-12); ${sp} SP (RS-AIR-42)`,
    ...m.main.map((u) => {
      const f = missionFactor(u, m.aim.kind);
      return f
        ? `  ${u.def.name}: ${f.name} ${f.value}, P(d10<=${f.value}) ${trackOdds(f.value)}% (RS-TRK-1)`
        : `  ${u.def.name}`;
    }),
    ...m.escorts.map((u) => `  escort ${u.def.name}: AA ${u.def.aa} (RS-AIR-60)`),
  ];
  const adn = sectorsCrossed(v, path);
  lines.push(adn.length ? `enemy ADN: ${adn.join(', ')} (RS-AIR-101)` : 'no enemy ADN sector crossed');
  // The map panel shows the summary (wrapped, up to 3 rows) under a path, not the lines: it says all.
  const odds = m.main.map((u) => {
    const f = missionFactor(u, m.aim.kind);
    return f ? `${u.def.model} ${f.name}${f.value} ${trackOdds(f.value)}%` : u.def.model;
  });
  const esc = m.escorts.length ? ` +${m.escorts.length} escort` : '';
  const summary = `${m.aim.kind} on ${m.aim.what}: ${odds.join(', ')}${esc}; ${mp}/${ma} MP, ${sp} SP; ADN ${adn.length ? adn.join(', ') : 'none'}`;
  return {
    summary,
    lines,
    ...('error' in r ? { error: r.error } : {}),
    ...(path.length ? { path } : {}),
  };
}

export function missionOrder(id: string, key: string, forced?: Kind): Order {
  const what = forced === 'interdiction' ? 'Interdiction' : 'Air mission';
  return {
    id,
    keys: [key],
    label:
      forced === 'interdiction'
        ? 'Interdiction: the selected air units strike the hex under the cursor (RS-AIR-63)'
        : 'Air mission: the selected air units fly at the hex under the cursor; the target sets the kind (RS-AIR-40)',
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: forced === 'interdiction' ? 'INTERDICT' : 'MISSION',
    prompt: `${what}: cursor on the target, Enter flies, Esc cancels.`,
    preview: (ctx) => missionPreview(ctx, forced),
    build(ctx, preview): OrderBuild<RsCommand> {
      const m = missionCommand(ctx, forced);
      if (typeof m === 'string') return { error: m };
      return {
        commands: [m.cmd],
        ...(preview && !preview.error ? { confirm: `Fly ${preview.summary}?` } : {}),
      };
    },
  };
}

export const casOrder: Order = {
  id: 'order.air.cas',
  keys: ['C'],
  label: 'CAS: the selected air units support the open ground combat (RS-AIR-62)',
  target: 'none',
  needsSelection: true,
  ownTurnOnly: true,
  build(ctx) {
    const units = selAir(ctx);
    if (units.length === 0)
      return { error: 'Select air units of yours first (the air panel of the unit list).' };
    const { main, escorts } = split(units, 'surface-attack');
    const cmd = asCmd({
      type: 'air-cas',
      units: main.map((u) => u.def.id),
      ...(escorts.length ? { escorts: escorts.map((u) => u.def.id) } : {}),
    });
    const r = dryRun(ctx.view, [cmd]);
    if ('error' in r) return { error: r.error };
    return { commands: [cmd], message: `CAS: ${main.map((u) => u.def.name).join(', ')}.` };
  },
};

export const recceOrder = aimedOrder(
  'order.recon',
  'c',
  'Air recce',
  'Air reconnaissance of the enemy unit or installation under the cursor (RS-AIR-66)',
  (ctx) => {
    const t = targetAt(ctx.view, ctx.cursor);
    if (!t) return `Nothing of the enemy's to reconnoitre in ${label(ctx.view, ctx.cursor)} (RS-AIR-66).`;
    const left = ctx.view.ext.air?.recce?.[ctx.view.viewer];
    return {
      cmd: asCmd({ type: 'air-recce', ...(t.unit ? { unit: t.unit } : { installation: t.installation }) }),
      summary: `recce of ${t.name}${left !== undefined ? `: ${left} recce left this GT` : ''} (RS-AIR-66)`,
    };
  },
);

const capOrder = aimedOrder(
  'order.patrol',
  'p',
  'CAP/EWDA',
  'CAP: the selected air units patrol over the hex under the cursor; EWDA units are placed there (RS-AIR-56, RS-AIR-15)',
  (ctx) => {
    const units = selAir(ctx);
    if (units.length === 0) return 'Select air units of yours first (the air panel of the unit list).';
    const hex = ctx.view.world.map.board.label(ctx.cursor);
    const cmds = units.map((u) =>
      asCmd({ type: u.def.type === 'ewda' ? 'adn-ewda' : 'adn-cap', unit: u.def.id, hex }),
    );
    // Several units: the first command is previewed; the order gives one per unit.
    return {
      cmd: cmds[0]!,
      summary: `CAP/EWDA over ${label(ctx.view, ctx.cursor)}: ${units.map((u) => u.def.name).join(', ')}`,
    };
  },
  true,
  (events) => {
    const sp = events.reduce((a, e) => a + (e.type === 'adn-cap' ? e.sp : 0), 0);
    return sp > 0 ? `, ${sp} SP (RS-AIR-56)` : '';
  },
);
const capBuild = capOrder.build;
export const capOrderAll: Order = {
  ...capOrder,
  build(ctx, p) {
    const units = selAir(ctx);
    if (units.length <= 1) return capBuild(ctx, p);
    const hex = ctx.view.world.map.board.label(ctx.cursor);
    return {
      commands: units.map((u) =>
        asCmd({ type: u.def.type === 'ewda' ? 'adn-ewda' : 'adn-cap', unit: u.def.id, hex }),
      ),
    };
  },
};

export const eabOrder = aimedOrder(
  'order.air.eab',
  'E',
  'EAB',
  'EAB: place an Emergency Air Base on the road or airport hex under the cursor (RS-AIR-5)',
  (ctx) => {
    const left = ctx.view.ext.air?.eabsLeft?.[ctx.view.viewer];
    return {
      cmd: asCmd({ type: 'air-eab', hex: ctx.view.world.map.board.label(ctx.cursor) }),
      summary: `EAB at ${label(ctx.view, ctx.cursor)}${left !== undefined ? `: ${left} EAB left` : ''} (RS-AIR-5)`,
    };
  },
);

export const airTransportOrder = aimedOrder(
  'order.air.transport',
  'Y',
  'Air transport',
  'Air transport: the selected ground unit is flown (helicopters) to the hex under the cursor (RS-AIR-67)',
  (ctx) => {
    const g = ownGround(ctx)[0];
    if (g === undefined) return 'Select one of your ground units first.';
    const d = ctx.view.world.units[g]!;
    const left = ctx.view.ext.air?.transport?.[ctx.view.viewer];
    return {
      cmd: asCmd({
        type: 'air-transport',
        unit: d.id,
        to: ctx.view.world.map.board.label(ctx.cursor),
        lift: 'helicopter',
      }),
      summary: `${d.name} by helicopter to ${label(ctx.view, ctx.cursor)}${left !== undefined ? `: ${left} RE of lift left` : ''} (RS-AIR-67)`,
    };
  },
  true,
);
