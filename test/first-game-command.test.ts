// Issue 18, part 5: "HQs are Out of Command on turn 1 with no explanation". The command test
// (PC-CMD-10) now says in its report line which chance failed and why, the hex info of an Out of
// Command HQ (PC-CMD-09) says why (the supply value, the superior HQ, its range and distance), and
// an order an HQ cannot give says why (PC-UNT-02).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { commandTest } from '../src/engine/systems/panzer/rules/command.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { hexInfoLines } from '../src/tui/systems/panzer/hexinfo.js';
import { panzerOrders } from '../src/tui/systems/panzer/orders.js';
import { openMapScenario, unit } from './fixtures/mini.js';

/** A corps HQ at 01,01 over a division HQ at 09,01 (8 hexes), Allied. */
function chain(): Scenario {
  return {
    ...openMapScenario(40, 10),
    units: [
      unit({
        id: 'corps-hq',
        name: 'II Corps HQ',
        side: 'allied',
        type: 'hq',
        org: 'allies',
        hqOf: 'allies',
        commandRange: 4,
        hex: '01,01',
      }),
      unit({
        id: 'div-hq',
        name: '3 Div HQ',
        side: 'allied',
        type: 'hq',
        org: 'a-div',
        hqOf: 'a-div',
        commandRange: 6,
        hex: '09,01',
      }),
      unit({ id: 'bn', side: 'allied', org: 'a-div', hex: '10,01' }),
      unit({ id: 'enemy', side: 'axis', org: 'x-div', hex: '38,08' }),
    ],
    objectives: [],
  };
}
const idx = (s: GameState, id: string) => s.world.unitIndex.get(id)!;

/** Runs the command test with supply 0: every HQ fails its first chance. */
function failed(): { s: GameState; events: GameEvent[] } {
  const base = newGame(chain(), 'cmd').state;
  const s: GameState = {
    ...base,
    ops: { ...base.ops, globalSupply: { allied: 0, axis: 0 }, outOfCommand: [] },
  };
  const events: GameEvent[] = [];
  commandTest(s, 'allied', events);
  return { s, events };
}

describe('Out of Command explained (issue 18, 5; PC-CMD-09, PC-CMD-10)', () => {
  it('the report line names the failed chances; the hex info says why', () => {
    const { s, events } = failed();
    const top = events.find((e) => e.type === 'unitState' && e.unit === idx(s, 'corps-hq'));
    expect(top?.type === 'unitState' && top.what).toBe(
      'Out of Command this turn: it failed the command test at the start of the turn (PC-CMD-10): no roll under the supply value 0%, and it has no superior HQ for a second chance',
    );
    const div = idx(s, 'div-hq');
    const line = events.find((e) => e.type === 'unitState' && e.unit === div);
    expect(line?.type === 'unitState' && line.what).toContain(
      'its superior HQ II Corps HQ is Out of Command too: no second chance',
    );
    const view = viewFor(s, 'allied');
    const info = hexInfoLines(view, s.units[div]!.loc, [])
      .map((l) => l.text)
      .join('\n');
    expect(info).toContain('Out of Command (PC-CMD-09): it failed the command test');
    expect(info).toContain('II Corps HQ is Out of Command too');
  });

  it('with the superior In Command, the second chance is written out: C/(C+R) with range and distance', () => {
    const { s } = failed();
    s.ops.outOfCommand = [idx(s, 'div-hq')]; // the corps HQ passed
    const view = viewFor(s, 'allied');
    const own = view.own.find((u) => u.index === idx(s, 'div-hq'))!;
    // Corps HQ: range 4 (C quality), 8 hexes away.
    expect(own.ops?.outOfCommandWhy).toBe(
      'it failed the command test at the start of the turn (PC-CMD-10): no roll under the supply value 0%, nor under C/(C+R) = 4/12 for II Corps HQ at 01,01 (range 4, 8 hexes away)',
    );
    // An HQ In Command has no such line.
    expect(view.own.find((u) => u.index === idx(s, 'corps-hq'))!.ops?.outOfCommandWhy).toBeUndefined();
  });

  it('fire ordered from an HQ is refused with the reason (PC-UNT-02)', () => {
    const { s } = failed();
    const fire = panzerOrders().find((o) => o.id === 'order.fire')!;
    const ctx = {
      state: s,
      view: viewFor(s, 'allied'),
      side: 'allied',
      selected: [idx(s, 'div-hq')],
      cursor: s.units[idx(s, 'enemy')]!.loc,
    };
    const built = fire.build(ctx, fire.preview!(ctx));
    expect('error' in built && built.error).toMatch(
      /3 Div HQ is a headquarters: it commands its formation and never fires \(PC-UNT-02\)/,
    );
  });
});
