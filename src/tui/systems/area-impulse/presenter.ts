// The area-impulse presenter: what the shell shows of an area-impulse game and the orders it takes.
// The map of areas (map-panel.ts, drawn by src/render/ascii-area), the area info and the status
// line (info.ts), the unit list (unitlist.ts), the report (report.ts), the match card, the text
// render, and the orders with the choices only the client keeps (orders.ts, choices.ts). Every
// panel is drawn from the viewer's AreaView; the state goes only to the match card (nothing secret
// on it) and, through the view, to the rules' own checks for previews.

import type { RuleSystem } from '../../../engine/core/system.js';
import {
  areaImpulseSystem,
  type AreaCommand,
  type AreaEvent,
  type AreaScenario,
  type AreaState,
  type AreaView,
} from '../../../engine/systems/area-impulse/index.js';
import type { Presenter } from '../presenter.js';
import { legendLines } from '../../../render/ascii-area/glyphs.js';
import { areaBriefing } from './briefing.js';
import { Choices, myPending, unitsHit } from './choices.js';
import { areaInfoLines, statusParts } from './info.js';
import { AreaMapPanel, type AreaOverlayData } from './map-panel.js';
import { areaMatchCard } from './match-card.js';
import { areaOrders } from './orders.js';
import { renderAreaText } from './render-text.js';
import { areaReport } from './report.js';
import { filterLabel, listRows, nextFilter, type ListFilter } from './unitlist.js';
import { areaLabel } from './words.js';

export type AreaPresenter = Presenter<AreaState, AreaCommand, AreaEvent, AreaView>;
export type AreaSystem = RuleSystem<AreaScenario, AreaState, AreaCommand, AreaEvent, AreaView>;

const freshHere = (view: AreaView, area: number) =>
  view.units.filter(
    (u) => u.def.side === view.side && u.state.status === 'active' && u.state.fresh && u.state.area === area,
  );

/** A presenter for one game (its choices, the cards and the damage outcomes, belong to that game). */
export function createAreaPresenter(system: AreaSystem): AreaPresenter {
  const choices = new Choices();
  const map = new AreaMapPanel();
  return {
    system: system as RuleSystem<unknown, AreaState, AreaCommand, AreaEvent, AreaView>,
    map,
    orders: areaOrders(choices),
    infoTitle: 'Area info',
    // Sides alternate every impulse: the report runs on, and the enemy's impulse is only reported.
    enemyPart: 'impulse',
    label: (view, loc) => areaLabel(view, loc),
    home(view) {
      const p = myPending(view);
      if (p) return p.area;
      const own = view.units.filter((u) => u.def.side === view.side && u.state.status === 'active');
      return (own.find((u) => u.state.fresh) ?? own[0])?.state.area ?? 0;
    },
    unitLoc(view, unit) {
      const u = view.units[unit];
      return u && u.def.side === view.side && u.state.status === 'active' ? u.state.area : -1;
    },
    // While the viewer allocates damage its selectable units are the ones hit (d works on them);
    // otherwise the fresh ones, the only ones that can act (AI-FIRE-NS-02).
    selectable(view, loc) {
      const p = myPending(view);
      if (p) return p.area === loc ? unitsHit(view, p) : [];
      return freshHere(view, loc).map((u) => u.index);
    },
    // Tab walks the units that can act; while the viewer allocates damage, the units hit (the
    // cursor follows them to the target area, where Space and d work on them).
    ready: (view) => {
      const p = myPending(view);
      if (p) return unitsHit(view, p);
      return view.units
        .filter((u) => u.def.side === view.side && u.state.status === 'active' && u.state.fresh)
        .sort((a, b) => a.state.area - b.state.area || a.index - b.index)
        .map((u) => u.index);
    },
    noneReady: 'No fresh unit left: p passes the impulse.',
    infoLines: (view, loc, selected) => areaInfoLines(view, loc, selected, choices),
    firstFilter: { kind: 'all' } satisfies ListFilter,
    nextFilter: (view, f) => nextFilter(view, f as ListFilter),
    filterLabel: (_view, f) => filterLabel(f as ListFilter),
    listRows: (view, f, tree) => listRows(view, f as ListFilter, tree),
    report: (view, events, verbosity) => areaReport(view, events, verbosity),
    status: (view, cursor, selected) => statusParts(view, cursor, selected, choices),
    matchCard: (state, players) => areaMatchCard(state, players, system.title),
    briefing: (state, side) => areaBriefing(state, side),
    legend: (view, charset) => legendLines(view.world, charset),
    renderText: renderAreaText,
    // The area map has no ranges, lines of sight or zones of control; it marks the aimed order's area.
    overlays(ctx, _overlays, aiming): AreaOverlayData {
      return { target: aiming && aiming.target === 'loc' ? ctx.cursor : -1 };
    },
  };
}

/** The presenter of the area-impulse system (src/tui/systems/registry.ts). */
export function areaImpulsePresenter(): AreaPresenter {
  return createAreaPresenter(areaImpulseSystem);
}
