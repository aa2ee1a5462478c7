// The Red Strike presenter: what the shell shows of a Red Strike game and the orders it takes. The
// hex map with counters showing class, RE, CS/DS, mode and damage (map-panel.ts), the hex info and
// the status line with the step, initiative, battles won and the SP pool (info.ts), the unit list,
// the report with every combat's breakdown, the match card, the briefing, the text render, and the
// orders (orders.ts). Everything is drawn from the viewer's view (fog: the other side's secret
// formation is not in it, RS-GCB-20).

import type { RuleSystem } from '../../../engine/core/system.js';
import {
  redStrikeSystem,
  type RsCommand,
  type RsEvent,
  type RsState,
  type RsView,
} from '../../../engine/systems/red-strike/index.js';
import type { Presenter } from '../presenter.js';
import { briefing, matchCard, renderText } from './card.js';
import { infoLines, statusParts } from './info.js';
import { enemyZocHexes, RsMapPanel, type RsOverlayData } from './map-panel.js';
import { rsOrders } from './orders.js';
import { rsReport } from './report.js';
import { listRows, nextFilter, ready, type ListFilter } from './unitlist.js';
import { rsLegend } from './legend.js';
import { label, ownAt } from './words.js';
import { extOwnAt, extUnitLoc, unitKey } from './ext-read.js';
import { rsScore } from './score.js';

export type RsPresenter = Presenter<RsState, RsCommand, RsEvent, RsView>;

export function redStrikePresenter(): RsPresenter {
  const map = new RsMapPanel();
  return {
    system: redStrikeSystem as RuleSystem<unknown, RsState, RsCommand, RsEvent, RsView>,
    map,
    orders: rsOrders(),
    infoTitle: 'Hex info',
    label: (view, loc) => label(view, loc),
    home(view) {
      const c = view.combat;
      if (c) return c.defenderHex;
      const own = view.units.findIndex(
        (u, i) => u.loc >= 0 && !u.eliminated && view.world.units[i]!.side === view.viewer,
      );
      return own >= 0 ? view.units[own]!.loc : 0;
    },
    unitLoc(view, unit) {
      const k = unitKey(unit);
      if (k.kind !== 'ground') return extUnitLoc(view, unit);
      const u = view.units[unit];
      return u && view.world.units[unit]!.side === view.viewer && !u.eliminated ? u.loc : -1;
    },
    selectable: (view, loc) => [...ownAt(view, loc), ...extOwnAt(view, loc)],
    ready: (view) => ready(view),
    noneReady: 'No unit can act now: the end-turn key ends the step.',
    infoLines: (view, loc, selected) => infoLines(view, loc, selected),
    firstFilter: 'all' satisfies ListFilter,
    nextFilter: (view, f) => nextFilter(f as ListFilter, view),
    filterLabel: (_view, f) => String(f),
    listRows: (view, f, tree) => listRows(view, f as ListFilter, tree),
    report: (view, events, verbosity) => rsReport(view, events, verbosity),
    status: (view, cursor, selected) => statusParts(view, cursor, selected),
    score: (view) => rsScore(view, statusParts(view, 0, []).turn),
    matchCard: (state, players) => matchCard(state, players, redStrikeSystem.title),
    briefing: (state, side) => briefing(state, side),
    legend: (view, charset) => rsLegend(charset === 'ascii', view.options.length > 0),
    renderText,
    overlays(ctx, overlays): RsOverlayData {
      return { zoc: overlays.zoc ? enemyZocHexes(ctx.view) : null };
    },
  };
}
