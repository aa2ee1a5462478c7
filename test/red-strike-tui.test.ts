// The Red Strike client at 80x24 through a fake terminal (test/tui-harness.ts): the hex map with
// counters (class, RE, CS, mode), the status line (step, initiative, battles won, SP), a mode
// change in the assignment phase, a move with its preview, and a combat declared against the
// computer with the odds preview, the secret formations and the advance.

import { afterEach, describe, expect, it } from 'vitest';
import {
  redStrikeSystem,
  type RsCommand,
  type RsEvent,
  type RsState,
} from '../src/engine/systems/red-strike/index.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { actingSide, apply } from '../src/engine/systems/red-strike/apply.js';
import { GameSession, type Player } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';
import { computerPlayer } from '../src/tui/start.js';
import { drive, KEY, testAppOptions, type Driven } from './tui-harness.js';
import { redStrikePresenter } from '../src/tui/systems/red-strike/presenter.js';
import { supplySummary } from '../src/tui/systems/red-strike/info.js';
import { TEC_DATA } from '../src/engine/systems/red-strike/data/tec.js';
import { combatFirst } from '../src/tui/systems/red-strike/report.js';

let open: Driven | undefined;
afterEach(() => {
  open?.close();
  open = undefined;
});

function client(
  players: Record<string, Player>,
  seed = 'rs-tui',
): Driven & { session: GameSession<RsState, RsCommand, RsEvent> } {
  const session = new GameSession(redStrikeSystem, fuldaGap1989(), { seed, players });
  const d = drive(new App(testAppOptions(session, players, {}, { computer: computerPlayer() })));
  open = d;
  return { ...d, session };
}

const status = async (c: Driven) => {
  const l = await c.lines();
  return l[l.length - 1]!;
};

describe('the Red Strike client at 80x24', () => {
  it('draws counters with class, RE, CS and mode, the hex info and the status line', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    const text = (await c.lines()).join('\n');
    expect(text).toContain('A1 7F'); // a US brigade: armour, 1 RE, CS 7, frontline
    expect(text).toContain('S1 (2)F'); // an artillery brigade's defence strength
    expect(text).toContain('Hex info');
    // With the scenario's NBC rules DEFCON and World Opinion follow the SP (issue 17); at 80
    // columns the supply summary gives way.
    expect(await status(c)).toContain(
      'GT1 1-2 Aug | NATO assignment | Init WP | BW 0 | SP 60 | DEFCON 4 WO 0',
    );
  });

  it("RS-SUP-2: the status line counts the side's units out of supply and in their turn of grace", () => {
    const s = redStrikeSystem.newGame(fuldaGap1989(), 'supply').state;
    expect(supplySummary(viewFor(s, 'nato'))).toBe('supply ok');
    const v = viewFor(s, 'nato');
    const own = v.units.flatMap((u, i) => (v.world.units[i]!.side === 'nato' && u.loc >= 0 ? [u] : []));
    own[0]!.supply = 'oos';
    own[1]!.supply = 'oos1';
    expect(supplySummary(v)).toBe('1 OOS, 1 OOS next GT');
    // The other side's units do not count.
    expect(supplySummary(viewFor(s, 'wp'))).toBe('supply ok');
  });

  it('assigns reserve with t in the assignment phase (RS-GND-22)', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    const s0 = c.session.state;
    const friedberg = s0.world.map.board.parse('01,05')!;
    // The cursor starts on Frankfurt (01,06); 9 steps north-east to Friedberg.
    await c.keys('9', KEY.enter, 't');
    const units = s0.world.units.filter((u) => u.hex === '01,05').map((u) => u.index);
    for (const i of units) expect(c.session.state.units[i]!.mode).toBe('reserve');
    expect(c.session.state.units[units[0]!]!.loc).toBe(friedberg);
  });

  it('as the defender against the computer: the attack is declared, h gives HD, the combat resolves with its breakdown', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    // NATO ends its steps (e) until the computer declares a combat on a NATO hex.
    const wait = () => new Promise((r) => setTimeout(r, 20));
    for (let k = 0; k < 400 && !(c.session.state.combat && actingSide(c.session.state) === 'nato'); k++) {
      if (!c.session.state.combat && actingSide(c.session.state) === 'nato') await c.keys('e');
      await wait();
      await c.dismiss(3);
    }
    const s = c.session.state;
    expect(s.combat?.attacker).toBe('wp');
    expect(await status(c)).toContain('combat: NATO chooses');
    const first = s.combat!.id;
    await c.keys('h');
    // The computer chooses its formation and the combat resolves (the report says how).
    const done = () =>
      !c.session.state.combat ||
      c.session.state.combat.id !== first ||
      c.session.state.combat.phase === 'advance';
    for (let k = 0; k < 100 && !done(); k++) await wait();
    expect(done()).toBe(true);
    const text = (await c.lines()).join('\n');
    expect(text).toMatch(/Combat at \d\d,\d\d \([A-Za-zä ]+\): \d+ to \d+/);
    expect(text).toContain('[default table]');
  });

  it('RS-MODE-1: the second side to assign does not see the first side’s new modes until both are done', () => {
    let s = redStrikeSystem.newGame(fuldaGap1989(), 'modes').state;
    const div = s.world.byId.get('39gmrd')!;
    for (const cmd of [{ type: 'mode', unit: '39gmrd', mode: 'reserve' }, { type: 'end' }] as RsCommand[]) {
      const r = apply(s, cmd);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.units[div]!.mode).toBe('reserve');
    expect(viewFor(s, 'nato').units[div]!.mode).toBe('frontline');
    expect(viewFor(s, 'wp').units[div]!.mode).toBe('reserve');
    expect(
      redStrikeSystem.eventsFor(s, [{ type: 'mode', unit: div, mode: 'reserve', hq: 0 }], 'nato'),
    ).toEqual([]);
    const r = apply(s, { type: 'end' });
    if (!r.ok) throw new Error(r.error.message);
    expect(viewFor(r.state, 'nato').units[div]!.mode).toBe('reserve');
  });

  it('the defender’s secret formation never reaches the attacker’s view (RS-GCB-20)', () => {
    // Engine side of the fog: the attacker's view of a combat whose defender has committed.
    const sc = fuldaGap1989();
    let s = redStrikeSystem.newGame(sc, 'fog').state;
    for (const cmd of [{ type: 'end' }, { type: 'end' }] as RsCommand[]) {
      const r = apply(s, cmd);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    // Put a WP division next to the 1/11 ACR in Fulda and jump to the WP's combat phase.
    const b = s.world.map.board;
    const fulda = b.parse('04,04')!;
    const d = s.world.byId.get('39gmrd')!;
    s.units[d]!.loc = b.neighbor(fulda, 0);
    s = { ...s, step: { kind: 'combat', stage: 1, side: 'wp' }, attackedHexes: [] };
    const steps: RsCommand[] = [
      { type: 'attack', units: ['39gmrd'], hex: '04,04' },
      { type: 'formation', formations: { '04,04': 'HD' } },
    ];
    for (const cmd of steps) {
      const r = apply(s, cmd);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.combat!.defenderChoice?.formation).toBe('HD');
    expect(viewFor(s, 'wp').combat!.defenderChoice).toBeUndefined();
    expect(viewFor(s, 'nato').combat!.defenderChoice?.formation).toBe('HD');
  });

  it('the map reads like a wargame map on the shared hex renderer: outlines with rivers and roads, terrain glyphs, counters; zoom out shows the width of the sector, extreme all of it', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    // The map panel's inner cells: rows 1-15, columns 1-50 at 80x24.
    const mapText = async () =>
      (await c.lines())
        .slice(1, 16)
        .map((l) => l.slice(1, 51))
        .join('\n');
    const normal = await mapText();
    expect(normal.match(/\d\d,\d\d/g)).toBeNull(); // no coordinates on the map: the status line names the hex
    expect((await c.lines()).join('\n')).toContain('01,06 (Frankfurt)'); // in the hex info
    expect(normal).toContain('A1 7F'); // counters in full
    expect(normal).toContain('♣'); // the Vogelsberg's wooded rough
    expect(normal).toMatch(/\[★\]|\(★\)/); // objectives, with their holder's brackets
    expect(normal).toContain('_/'); // the hex outline
    expect(normal).toMatch(/~/); // a river on a hexside (RS-MAP-2)
    await c.keys('-');
    const out = await mapText();
    expect((await c.lines())[0]).toContain('zoom-out');
    // Zoomed out: the sector's ten columns at once.
    expect(redStrikePresenter().map.fit(50, 15, 'out').cols).toBeGreaterThanOrEqual(10);
    expect(out).toMatch(/[AIS][½13]/);
    await c.keys('_');
    const extreme = (await mapText()).split('\n').filter((l) => l.trim() !== '');
    expect((await c.lines())[0]).toContain('extreme');
    expect(extreme).toHaveLength(8); // every row of the 10 x 8 sector, one line each
  });

  it('the legend is generated from the glyph tables: every TEC terrain, every mark; ASCII only in ASCII', () => {
    const presenter = redStrikePresenter();
    const view = viewFor(
      new GameSession(redStrikeSystem, fuldaGap1989(), { seed: 's', players: {} }).state,
      'nato',
    );
    const uni = presenter.legend!(view, 'unicode');
    for (const t of Object.values(TEC_DATA.terrain)) expect(uni.some((l) => l.includes(t.name))).toBe(true);
    for (const m of ['[★]', '$', '⚑', 'z', '~', '=', '+'])
      expect(uni.some((l) => l.trimStart().startsWith(m))).toBe(true);
    const ascii = presenter.legend!(view, 'ascii');
    expect(
      ascii
        .join('')
        .split('')
        .every((ch) => ch.charCodeAt(0) < 128 || '—–'.includes(ch)),
    ).toBe(true);
  });
});

describe('the Red Strike report', () => {
  it('RS-GCB-36: a combat reads before the hits it dealt (the engine reports them the other way round)', () => {
    const hit = (unit: number) =>
      ({ type: 'hit', unit, flipped: true, eliminated: false }) as unknown as RsEvent;
    const combat = { type: 'combat', report: {} } as unknown as RsEvent;
    const step = { type: 'step' } as unknown as RsEvent;
    expect(combatFirst([step, hit(1), hit(2), combat, step]).map((e) => e.type)).toEqual([
      'step',
      'combat',
      'hit',
      'hit',
      'step',
    ]);
    // Hits with no combat after them (an overrun, a retreat through ZOC) keep their place.
    expect(combatFirst([hit(1), step]).map((e) => e.type)).toEqual(['hit', 'step']);
  });
});
