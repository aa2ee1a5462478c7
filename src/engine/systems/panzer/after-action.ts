// The after-action report (issue 7): losses per side by unit type, objectives held and victory
// points per turn. The whole truth is shown only once the game is over; before that the report is
// one side's, through its fog of war (design invariant 3).

import type { AfterActionReport, ChartSpec } from '../../core/system.js';
import type { GameState } from './model/state.js';
import { SIDES, otherSide, type Side } from './model/unit.js';
import { victoryPoints } from './rules/victory.js';
import { levelTitleIn, sideNameIn } from './format-event.js';
import { plural } from '../../core/words.js';
import { viewFor } from './view.js';
import { formatVp } from './rules/exit.js';

export interface SideLosses {
  readonly men: number;
  readonly guns: number;
  readonly vehicles: number;
  readonly byType: Readonly<Record<string, number>>;
  readonly eliminated: number;
  /** VP the enemy earned from these losses. */
  readonly vp: number;
  /** Units that left through an exit objective (PC-VIC-03): not losses, they earned `exitVp`. */
  readonly exited: number;
  readonly exitVp: number;
}

export interface AfterAction {
  readonly title: string;
  /** What the scenario calls each side ("Soviet"), never the side's code (issue 18). */
  readonly sideNames?: Readonly<Record<Side, string>>;
  readonly turn: number;
  readonly turns: number;
  readonly over: boolean;
  /** The side the report is written for, or null for the full report after the game. */
  readonly side: Side | null;
  readonly result: GameState['result'];
  /** Losses known to the reader: both sides after the game, otherwise only the reader's own. */
  readonly losses: Partial<Record<Side, SideLosses>>;
  readonly objectives: readonly { name: string; hex: string; vp: number | undefined; owner: Side | null }[];
  readonly vpByTurn: GameState['vpHistory'];
  readonly vpNow: Record<Side, number> | undefined;
}

function lossesOf(state: GameState, side: Side): SideLosses {
  const t = state.losses[side];
  const eliminated = state.units.filter(
    (u, i) => u.status === 'eliminated' && state.world.units[i]!.side === side,
  ).length;
  const exited = state.units.filter(
    (u, i) => u.status === 'exited' && (u.owner ?? state.world.units[i]!.side) === side,
  ).length;
  let exitVp = 0;
  state.world.objectives.forEach((o, i) => {
    if (o.kind === 'exit' && o.owner === side) exitVp += state.objectives[i]!.exitVp;
  });
  return {
    men: t.men,
    guns: t.guns,
    vehicles: t.vehicles,
    byType: t.byType,
    eliminated,
    vp: t.vp,
    exited,
    exitVp,
  };
}

export function afterAction(state: GameState, reader: Side | null): AfterAction {
  const over = state.result !== null;
  const side = over ? null : (reader ?? state.activeSide);
  const losses: Partial<Record<Side, SideLosses>> = {};
  for (const s of SIDES) if (side === null || s === side) losses[s] = lossesOf(state, s);
  const objectives =
    side === null
      ? state.world.objectives.map((o, i) => ({
          name: o.name ?? state.world.board.label(o.loc),
          hex: state.world.board.label(o.loc),
          // PC-VIC-03: an exit objective is worth what has left through it.
          vp: o.kind === 'exit' ? state.objectives[i]!.exitVp : o.vp,
          owner: state.objectives[i]!.owner,
        }))
      : viewFor(state, side).objectives.map((o) => ({
          name: o.name,
          hex: state.world.board.label(o.loc),
          vp: o.vp,
          owner: o.owner,
        }));
  return {
    title: state.world.scenario.title,
    sideNames: {
      allied: sideNameIn(state.world.scenario, 'allied'),
      axis: sideNameIn(state.world.scenario, 'axis'),
    },
    turn: state.turn,
    turns: state.world.scenario.start.turns,
    over,
    side,
    result: state.result,
    losses,
    objectives,
    // VP per turn include the enemy's loss VP, which reveal its losses: only after the game.
    vpByTurn: over ? state.vpHistory : [],
    vpNow: over ? victoryPoints(state) : undefined,
  };
}

const SIDE_LABEL: Record<Side, string> = { allied: 'Allied', axis: 'Axis' };

/** The report's side names in the shape levelTitleIn reads. */
const named = (r: AfterAction) => ({
  sides: { allied: { name: r.sideNames?.allied ?? 'Allied' }, axis: { name: r.sideNames?.axis ?? 'Axis' } },
});

export function formatAfterAction(r: AfterAction): string[] {
  const label = (x: Side): string => r.sideNames?.[x] ?? SIDE_LABEL[x];
  const lines: string[] = [];
  lines.push(`${r.title} — after-action report`);
  lines.push(
    r.over
      ? `Game over on turn ${r.turn} of ${r.turns}`
      : `Turn ${r.turn} of ${r.turns} (game in progress; ${label(r.side!)} view)`,
  );
  if (r.result) {
    lines.push(
      `Result: ${levelTitleIn(named(r), r.result.level)} — ${label('allied')} ${r.result.vp.allied} VP, ${label('axis')} ${r.result.vp.axis} VP`,
    );
  }
  lines.push('');
  lines.push('Losses');
  for (const s of SIDES) {
    const l = r.losses[s];
    if (!l) {
      lines.push(`  ${label(s).padEnd(7)} unknown until the game ends`);
      continue;
    }
    const types = Object.entries(l.byType)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([t, n]) => `${t} ${Math.round(n)}`)
      .join(', ');
    lines.push(
      `  ${label(s).padEnd(7)} ${Math.round(l.men)} men, ${Math.round(l.guns)} guns, ${Math.round(l.vehicles)} vehicles; ${plural(l.eliminated, 'unit')} eliminated; worth ${l.vp.toFixed(1)} VP to the ${label(otherSide(s))}`,
    );
    if (types) lines.push(`          by type: ${types}`);
    if (l.exited > 0)
      lines.push(
        `          ${plural(l.exited, 'unit')} left the map by exit objectives: ${formatVp(l.exitVp)} VP (PC-VIC-03)`,
      );
  }
  lines.push('');
  lines.push('Objectives');
  for (const o of r.objectives)
    lines.push(
      `  ${o.hex}  ${o.name.padEnd(24)} ${(o.vp === undefined ? '?' : formatVp(o.vp)).padStart(4)} VP  held by ${o.owner ? label(o.owner) : 'nobody'}`,
    );
  if (r.vpByTurn.length) {
    lines.push('');
    lines.push('Victory points by turn');
    lines.push('  turn  Allied    Axis     net');
    for (const v of r.vpByTurn)
      lines.push(
        `  ${String(v.turn).padStart(4)}  ${String(v.allied).padStart(6)}  ${String(v.axis).padStart(6)}  ${String(v.allied - v.axis).padStart(6)}`,
      );
  }
  return lines;
}

/** The report in the contract's form (RuleSystem.afterAction): text, data and the end-screen charts. */
export function afterActionReport(state: GameState, reader: Side | null): AfterActionReport {
  const r = afterAction(state, reader);
  const name = (x: Side) => sideNameIn(state.world.scenario, x);
  const turns = r.vpByTurn.map((v) => String(v.turn));
  const charts: ChartSpec[] =
    r.vpByTurn.length === 0
      ? []
      : [
          {
            title: 'Victory points by turn',
            x: turns,
            series: [
              { title: `${name('allied')} VP`, y: r.vpByTurn.map((v) => v.allied) },
              { title: `${name('axis')} VP`, y: r.vpByTurn.map((v) => v.axis) },
            ],
          },
          {
            title: 'Losses by turn (men-equivalents)',
            x: turns,
            series: [
              { title: `${name('allied')} lost`, y: r.vpByTurn.map((v) => v.alliedLoss) },
              { title: `${name('axis')} lost`, y: r.vpByTurn.map((v) => v.axisLoss) },
            ],
          },
        ];
  return { lines: formatAfterAction(r), data: r, charts };
}
