// The OCS module in the panzer client (issue 14): its orders build the module's commands, hex info
// shows stations, gauges, depots with SP, airbases, fortification and port levels, and the status
// line carries the segment and the rail-capacity gauge.
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { viewFor, type SideView } from '../src/engine/systems/panzer/view.js';
import { ocsHexLines, ocsOrders, ocsStatus, railRoute } from '../src/tui/systems/panzer/ocs.js';
import { panzerPresenter } from '../src/tui/systems/panzer/presenter.js';
import type { OrderContext } from '../src/tui/systems/presenter.js';
import { ocsGame } from './fixtures/ocs-small.js';
import { game, idx, ok, unit } from './fixtures/movement.js';

const ctx = (
  state: GameState,
  cursor: string,
  selected: string[] = [],
): OrderContext<GameState, SideView> => ({
  state,
  view: viewFor(state, 'allied'),
  side: 'allied',
  selected: selected.map((id) => idx(state, id)),
  cursor: state.world.board.parse(cursor)!,
});
const order = (id: string) => ocsOrders().find((o) => o.id === id)!;
const commandsOf = (b: ReturnType<ReturnType<typeof order>['build']>): readonly Command[] =>
  'commands' in b ? b.commands : [];
const texts = (s: GameState, hex: string) =>
  ocsHexLines(viewFor(s, 'allied'), s.world.board.parse(hex)!).map((l) => l.text);

describe('OCS hex info and status line', () => {
  it('OCS-MOV-42/45: a station with its gauge; a port with its level', () => {
    expect(texts(ocsGame(), '01,03')).toEqual([
      'Station Beirut: standard gauge',
      'Port Beirut harbour level 2/2',
    ]);
  });

  it('OCS-MOV-50/70/78: depots with SP, airbases and fortification levels', () => {
    const s = ocsGame();
    expect(texts(s, '02,04')).toEqual(['Beirut depot: 6 SP (Allied)']);
    expect(texts(s, '02,06')).toEqual(['Airbase level 1 (Allied)']);
    expect(texts(s, '12,03')).toContain('Fortification level 1 (for combat: ip)');
  });

  it('OCS-MOV-01/47: the status line shows the segment and the rail-capacity gauge', () => {
    let s = ocsGame();
    expect(ocsStatus(viewFor(s, 'allied'))).toBe('Breakout seg, rail 0/1 RE');
    // In the status line itself (with the turn, kept at 80 columns), so hex info need not repeat it.
    expect(ocsHexLines(viewFor(s, 'allied'), 0).map((l) => l.text)).not.toContain(
      'OCS Breakout seg, rail 0/1 RE',
    );
    s = ok(apply(s, { type: 'mode', unit: 'durham', mode: 'move' })).state;
    s = ok(apply(s, { type: 'move', units: ['durham'], path: ['04,03'] })).state;
    s = ok(apply(s, { type: 'railMove', unit: 'durham', path: ['05,03', '06,03', '07,03', '08,03'] })).state;
    const st = panzerPresenter().status(viewFor(s, 'allied'), 0, []);
    expect(st.turn).toContain('Movement seg, rail 0.5/1 RE');
  });

  it('without the module nothing is added', () => {
    const s = game({ units: [unit({ id: 'a', side: 'allied', hex: '02,02' })] });
    expect(ocsStatus(viewFor(s, 'allied'))).toBeUndefined();
    expect(ocsHexLines(viewFor(s, 'allied'), 0)).toEqual([]);
    expect('error' in order('order.ocs.blowDepot').build(ctx(s, '02,02'), null)).toBe(true);
  });
});

describe('OCS orders', () => {
  it('OCS-MOV-21/25: the mode orders, and t cycling OCS modes under the module', () => {
    const s = ocsGame();
    expect(commandsOf(order('order.ocs.strategic').build(ctx(s, '03,03', ['durham']), null))).toEqual([
      { type: 'mode', unit: 'durham', mode: 'strategic' },
    ]);
    const t = panzerPresenter().orders.find((o) => o.id === 'order.mode')!;
    expect(commandsOf(t.build(ctx(s, '03,03', ['durham']), null))).toEqual([
      { type: 'mode', unit: 'durham', mode: 'move' },
    ]);
  });

  it('OCS-MOV-40/45: the rail order previews the route of one gauge and builds the rail move', () => {
    const s = ocsGame();
    expect(railRoute(s, s.world.board.parse('04,03')!, s.world.board.parse('08,03')!)?.length).toBe(4);
    const c = ctx(s, '04,03', ['cheshire']);
    const o = order('order.ocs.rail');
    const p = o.preview!(c);
    expect(p?.summary).toMatch(/rail 3 hex · 0.5 RE/);
    expect(commandsOf(o.build(c, p))).toEqual([
      { type: 'railMove', unit: 'cheshire', path: ['02,03', '03,03', '04,03'] },
    ]);
  });

  it('OCS-MOV-50/60/10/01: depot, construction, breakout and segment orders build their commands', () => {
    const s = ocsGame();
    const blow = order('order.ocs.blowDepot').build(ctx(s, '02,04'), null);
    expect(commandsOf(blow)).toEqual([{ type: 'blowDepot', hex: '02,04' }]);
    expect('confirm' in blow && blow.confirm).toMatch(/Blow Beirut depot \(6 SP\)/);
    expect(commandsOf(order('order.ocs.wireDepot').build(ctx(s, '02,04'), null))).toEqual([
      { type: 'blowDepot', hex: '02,04', wire: true },
    ]);
    const fort = order('order.ocs.build.fortification');
    const c = ctx(s, '05,04', ['leicesters']);
    expect(fort.preview!(c)?.summary).toBe('fortification level 0 -> 1 · 2 SP');
    expect(commandsOf(fort.build(c, null))).toEqual([
      { type: 'construct', unit: 'leicesters', hex: '05,04', what: 'fortification', action: 'build' },
    ]);
    expect(commandsOf(order('order.ocs.breakout').build(ctx(s, '03,03', ['durham']), null))).toEqual([
      { type: 'breakout', unit: 'durham' },
    ]);
    expect(commandsOf(order('turn.ocsSegment').build(ctx(s, '03,03'), null))).toEqual([
      { type: 'ocsSegment' },
    ]);
  });

  it('every OCS order id is unique and its default keys do not clash with the panzer orders', () => {
    const all = panzerPresenter().orders;
    const ids = all.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = all.flatMap((o) => o.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
