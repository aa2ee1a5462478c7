// The Panzer Campaigns presenter: what the shell shows of a panzer game and the orders it takes.
// The hex map (map-panel.ts), hex info (hexinfo.ts), the unit list (unitlist.ts), the report
// (report.ts), the match card (match-card.ts) and the orders (orders.ts), all from the viewer's
// SideView; the state goes only to the engine's planning and preview functions.

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameEvent } from '../../../engine/systems/panzer/events.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import { SIDES, SIDE_NAMES, type Side } from '../../../engine/systems/panzer/model/unit.js';
import { formatTime } from '../../../engine/systems/panzer/rules/clock.js';
import { panzerSystem } from '../../../engine/systems/panzer/system.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { Presenter } from '../presenter.js';
import { legendLines } from '../../../render/ascii-hex/glyphs.js';
import { panzerBriefing } from './briefing.js';
import { enginePreviewer } from './combat-preview.js';
import { engineOverlays, enginePlanner } from './engine-ports.js';
import { hexInfoLines, terrainName } from './hexinfo.js';
import { PanzerMapPanel, type HexOverlayData } from './map-panel.js';
import { matchCardLines } from './match-card.js';
import { objectiveVpText } from './vp-text.js';
import { panzerOrders } from './orders.js';
import { ocsHexLines, ocsOrders, ocsStatus } from './ocs.js';
import type { MapPainter, OverlayProvider, Planner, Previewer } from './ports.js';
import { namerFor, reportEntries } from './report.js';
import { renderViewText } from './render-text.js';
import { panzerTutorial } from './tutorial.js';
import { delegatedPartStart, delegationOrders } from './delegation.js';
import { filterLabel, listRows, nextFilter, type ListFilter } from './unitlist.js';

/** What the scenario calls a side ("Soviet"), never its code (issue 18). */
function sideOf(view: SideView, side: Side): string {
  return view.sideNames?.[side] ?? SIDE_NAMES[side];
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export interface PanzerPorts {
  readonly painter?: MapPainter;
  readonly planner?: Planner;
  readonly previewer?: Previewer;
  readonly overlays?: OverlayProvider;
}

export type PanzerPresenter = Presenter<GameState, Command, GameEvent, SideView>;

/** A presenter with the engine's own ports, or with the ports a test or benchmark passes. */
export function panzerPresenter(ports: PanzerPorts = {}): PanzerPresenter {
  const planner = ports.planner ?? enginePlanner;
  const previewer = ports.previewer ?? enginePreviewer;
  const overlayProvider = ports.overlays ?? engineOverlays;
  const map = new PanzerMapPanel(ports.painter);
  /** Reachable hexes of the aimed move, kept while the state and the units stay the same. */
  let reach: { state: GameState; key: string; range: ReadonlyMap<number, number> | undefined } | null = null;
  const own = (view: SideView, i: number) => view.own.find((u) => u.index === i);

  return {
    system: panzerSystem,
    map,
    // ocs.ts: the OCS module's orders; delegation.ts: A/I orders for the player's formations (PC-AI-03)
    orders: [...panzerOrders(planner, previewer), ...ocsOrders(), ...delegationOrders()],
    partStart: delegatedPartStart,
    infoTitle: 'Hex info',
    label: (view, loc) => view.map.board.label(loc),
    home(view) {
      return view.own.find((u) => u.state.loc >= 0)?.state.loc ?? 0;
    },
    unitLoc(view, unit) {
      const u = own(view, unit);
      return u && u.state.status === 'active' ? u.state.loc : -1;
    },
    selectable: (view, loc) =>
      view.own.filter((u) => u.state.loc === loc && u.state.status === 'active').map((u) => u.index),
    ready: (view) =>
      view.own
        .filter((u) => u.state.status === 'active' && u.state.loc >= 0 && u.state.mp > 0 && !u.state.fixed)
        .map((u) => u.index),
    noneReady: 'No unit has MP left.',
    infoLines(view, loc, selected) {
      // The OCS module's markers (ocs.ts) right under the hex's own lines, above its units.
      const lines = hexInfoLines(view, loc, selected);
      return [...lines.slice(0, 2), ...ocsHexLines(view, loc), ...lines.slice(2)];
    },
    firstFilter: { kind: 'all' } satisfies ListFilter,
    nextFilter: (view, f) => nextFilter(view, f as ListFilter),
    filterLabel: (view, f) => filterLabel(view, f as ListFilter),
    listRows: (view, f, tree) => listRows(view, f as ListFilter, tree),
    report: (view, events, verbosity) => reportEntries(events, namerFor(view), verbosity),
    status(v, cursor, selected) {
      const sel = selected[0] !== undefined ? own(v, selected[0]) : undefined;
      return {
        turn: [
          `Turn ${v.turn}/${v.turns}`,
          formatTime(v.time),
          v.phase // PC-PHS-02: the phase names the side giving orders
            ? `${sideOf(v, v.side)}: ${v.phase.title}`
            : `${sideOf(v, v.side)}${v.activeSide !== v.side ? ` (${sideOf(v, v.activeSide)} to move)` : ''}`,
          // OCS-MOV-01/47: the segment and the rail-capacity gauge (ocs.ts), with the turn so that
          // 80 columns keep it.
          ...(v.ocs ? [ocsStatus(v)!] : []),
          `vis ${v.visibility} ${v.condition}${v.storm ? ' storm' : ''}`,
        ],
        here: [
          `${v.map.board.label(cursor)} ${terrainName(v, cursor)}`,
          ...(sel ? [`MP ${fmt(sel.state.mp)}/${fmt(sel.state.mpMax)} ${sel.def.name}`] : []),
        ],
        score: scoreText(v),
      };
    },
    score: (v) => [
      scoreText(v),
      ...(v.ocs ? [`OCS Movement Phase: ${ocsStatus(v)!}`] : []),
      ...(v.vp ? [] : ['Losses are worth VP too: they are counted when the game ends.']),
      '',
      'Objectives:',
      ...objectiveLines(v),
    ],
    idle: (v) => [
      ...v.own
        .filter(
          (u) =>
            u.state.status === 'active' &&
            u.state.loc >= 0 &&
            !u.state.fixed &&
            !u.state.moved &&
            !u.state.fired &&
            !u.state.assaulted,
        )
        .map((u) => ({ index: u.index, name: u.def.name })),
      // PC-TRN-15: reinforcements that arrived and wait to be placed are named when the turn ends.
      ...v.own
        .filter((u) => u.state.status === 'arrived')
        .map((u) => ({ index: u.index, name: `${u.def.name} (arrived, not placed)` })),
    ],
    renderText: renderViewText,
    objectives: objectiveLines,
    matchCard: (state, players) => matchCardLines(state.world, players as Record<Side, 'human' | 'computer'>),
    briefing: (state, side) => panzerBriefing(state, side as Side),
    legend: (view, charset) => legendLines(charset, view.map.params.terrain, view.sideNames),
    tutorial: panzerTutorial,
    overlays(ctx, overlays, aiming): HexOverlayData {
      const out: { -readonly [K in keyof HexOverlayData]?: HexOverlayData[K] } = {};
      const { state, view } = ctx;
      const board = view.map.board;
      const sel = ctx.selected.map((i) => own(view, i)).filter((u) => u !== undefined);
      const first = sel[0];
      const side = ctx.side as Side;
      if (aiming?.id === 'order.move' && overlays.ranges && planner.reachable) {
        const key = ctx.selected.join(',');
        if (!reach || reach.state !== state || reach.key !== key)
          reach = { state, key, range: safe(() => planner.reachable!(state, ctx.selected), undefined) };
        if (reach.range) out.moveRange = reach.range;
      }
      if (overlays.ranges && first && first.state.loc >= 0) {
        const r = Math.max(0, ...sel.map((u) => Math.max(u.def.hard.range, u.def.soft.range)));
        out.fireRange = board.within(first.state.loc, r);
      }
      if (overlays.los && first && first.state.loc >= 0 && first.state.loc !== ctx.cursor) {
        const line = { hexes: board.line(first.state.loc, ctx.cursor, 1) };
        out.los = overlayProvider.los
          ? safe(() => overlayProvider.los!(state, side, first.state.loc, ctx.cursor), line)
          : line;
      }
      if (overlays.zoc && overlayProvider.enemyZoc)
        out.enemyZoc = safe(() => [...overlayProvider.enemyZoc!(state, side)], []);
      return out;
    },
  };
}

/** A failing port (planner, preview) must not take the client down. */
function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}

function objectiveLines(view: SideView): string[] {
  return view.objectives.map(
    (o) =>
      `${o.name} (${view.map.board.label(o.loc)}${o.kind !== 'normal' ? `, ${o.kind}` : ''}): ${objectiveVpText(o, view.turns)}, ` +
      `${o.owner ? sideOf(view, o.owner) : 'nobody'}${o.expired ? ', expired' : o.expires !== undefined ? `, expires after turn ${o.expires}` : ''}`,
  );
}

/**
 * The score the viewer may know: the full VP once the view has them (the game is over), otherwise
 * the objectives each side holds (public); loss VP would tell the enemy's losses (PC-VIC-07).
 */
function scoreText(view: SideView): string {
  if (view.vp) return `VP ${SIDES.map((s) => `${sideOf(view, s)} ${view.vp![s]}`).join(' ')}`;
  const held: Record<Side, number> = { allied: 0, axis: 0 };
  for (const o of view.objectives) if (o.owner && !o.expired) held[o.owner] += o.vp ?? 0;
  return `Objective VP ${SIDES.map((s) => `${sideOf(view, s)} ${held[s]}`).join(' ')}`;
}
