// The match card, the briefing and the text render of Red Strike.

import { hqRatings, sideName, type RsState, type RsView } from '../../../engine/systems/red-strike/index.js';
import { THEMES } from '../../../render/ascii-hex/theme.js';
import { Frame } from '../../frame.js';
import type { Palette } from '../../theme.js';
import type { RenderArgs } from '../presenter.js';
import { mapCells, RsMapPainter } from './map-panel.js';
import { EXT_GROUPS, EXT_OPTIONAL } from '../../../engine/systems/red-strike/ext/options.js';

/** The options in force by name (issue 17): the groups of extended rules, then the optional rules. */
export function optionLines(options: readonly string[]): string[] {
  const groups = EXT_GROUPS.filter((g) => options.includes(g.key)).map((g) => g.name);
  const opt = EXT_OPTIONAL.filter((o) => options.includes(o.key)).map((o) => `${o.name} (${o.rule})`);
  if (groups.length === 0 && opt.length === 0)
    return ['Rules: the land game only (no extended or optional rules)'];
  return [
    `Extended rules: ${groups.length ? groups.join(', ') : 'none'}`,
    ...(opt.length ? [`Optional rules: ${opt.join(', ')}`] : []),
  ];
}

export function matchCard(
  state: RsState,
  players: Readonly<Record<string, 'human' | 'computer'>>,
  title: string,
): string[] {
  const sc = state.world.scenario;
  return [
    `${sc.title} (${title})`,
    `${sc.turns} GTs of 2 days from 1 August 1989; ${sideName(sc.initiative)} has the initiative on GT1 (RS-INI-2)`,
    ['nato', 'wp']
      .map((s) => `${sideName(s)}: ${players[s] === 'computer' ? 'computer' : 'player'}`)
      .join(' · '),
    `SP NATO ${sc.sp.nato} (+${sc.spIncome.nato}/GT), WP ${sc.sp.wp} (+${sc.spIncome.wp}/GT); rail NATO ${sc.railCapacity.nato}, WP ${sc.railCapacity.wp} RE/GT`,
    `Victory: VP margin ${sc.victory.levels.marginal} marginal, ${sc.victory.levels.tactical} tactical, ${sc.victory.levels.strategic} strategic (RS-VIC-2)`,
    'Tables: the TEC, the GCRT and CRT rows 3-14 are defaults, not from the rulebook (RS-AMB-5)',
    ...optionLines(state.options),
    ...orderOfBattle(state),
  ];
}

/** The extended order of battle in numbers (the scenario's, public): air units and bases, ships. */
function orderOfBattle(state: RsState): string[] {
  const x = state.world.scenario.extended;
  const count = (xs: readonly { side: string }[] | undefined, side: string) =>
    (xs ?? []).filter((u) => u.side === side).length;
  const out: string[] = [];
  if (state.options.includes('air') && x?.air)
    out.push(
      `Air: NATO ${count(x.air.units, 'nato')} air units at ${count(x.air.bases, 'nato')} bases, WP ${count(x.air.units, 'wp')} at ${count(x.air.bases, 'wp')}`,
    );
  if (state.options.includes('naval') && x?.naval)
    out.push(`Naval: NATO ${count(x.naval.units, 'nato')} naval units, WP ${count(x.naval.units, 'wp')}`);
  return out;
}

export function briefing(state: RsState, side: string): string[] {
  const sc = state.world.scenario;
  const w = state.world;
  const hqs = w.units
    .filter((u) => u.side === side && u.class === 'hq')
    .map((h) => `${h.name} (range ${hqRatings(h).range}, reserve ${hqRatings(h).capacity} RE)`);
  return [
    sc.title,
    sc.briefings?.[side as 'nato' | 'wp'] ?? sc.description,
    `Objectives: ${sc.victory.objectives.map((o) => `${o.name} ${o.vp} VP (${o.owner === 'nato' ? 'NATO' : 'WP'})`).join(', ')}.`,
    `Your HQs: ${hqs.join('; ')}.`,
    `Sources: ${sc.sources.join('; ')}.`,
  ];
}

const PLAIN_PALETTE = (): Palette => ({
  depth: 'none',
  mono: true,
  vision: 'normal' as Palette['vision'],
  plain: 0,
  border: 0,
  title: 0,
  focusTitle: 0,
  status: 0,
  dim: 0,
  own: 0,
  enemy: 0,
  selected: 0,
  cursor: 0,
  warn: 0,
  good: 0,
  low: 0,
  path: 0,
  heading: 0,
  fg: () => 0,
});

/** `hexfront render`: the map as one side sees it, plain text (the letters carry the meaning). */
export function renderText(
  view: RsView,
  args: RenderArgs,
  _env: Readonly<Record<string, string | undefined>>,
  size: { width: number; height: number },
): string {
  if (args.theme !== undefined && !THEMES.includes(args.theme as never))
    throw new Error(`--theme must be one of ${THEMES.join(', ')}, got "${args.theme}"`);
  const num = (v: string | undefined, what: string, dflt: number) => {
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 10 || n > 2000)
      throw new Error(`--${what} must be a whole number 10-2000, got "${v}"`);
    return n;
  };
  const b = view.world.map.board;
  const whole = mapCells(view, 'normal');
  const width = Math.min(num(args.width, 'width', size.width), whole.width);
  const height = Math.min(num(args.height, 'height', size.height), whole.height);
  let cursor = -1;
  if (args.at !== undefined) {
    const loc = b.parse(args.at);
    if (loc === undefined) throw new Error(`--at must name a hex of this map ("cc,rr"), got "${args.at}"`);
    cursor = loc;
  }
  const f = new Frame(width, height);
  new RsMapPainter().paint(f, 0, 0, {
    view,
    originCol: 0,
    originRow: 0,
    width,
    height,
    zoom: 'normal',
    charset: args.ascii ? 'ascii' : 'unicode',
    palette: PLAIN_PALETTE(),
    cursor,
    highlightCursor: false,
    selected: [],
    overlays: { ranges: false, los: false, zoc: false, objectives: true },
    preview: null,
    extra: { zoc: null },
  });
  const lines: string[] = [];
  for (let y = 0; y < height; y++) lines.push(f.rowText(y).trimEnd());
  return lines.join('\n') + '\n';
}
