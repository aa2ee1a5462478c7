// The proof that the rule-system seam holds (issue 12, part 5): Tiny Area Skirmish, a test-only
// game on an AreaBoard with sides red and blue (test/fixtures/area-system/), is loaded, played in
// the client shell at 80x24 through a fake terminal, handed over in hot-seat, saved, loaded, played
// by `sim` and verified by `replay --verify`, through the same code paths as Panzer Campaigns.
// Nothing in the shell, the session, saves, sim or the CLI names it: it is registered the way a
// real system is (registerSystem, registerPresenter).

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, sha256 } from '../src/engine/core/serialize.js';
import type { AnySystem } from '../src/engine/core/system.js';
import * as saveFile from '../src/save/save-file.js';
import { checkGameScenarioText, loadGameScenarioFile, type LoadedScenario } from '../src/scenario/load.js';
import { GameSession, type AnySession, type Player } from '../src/session/session.js';
import { runMatch } from '../src/sim/match.js';
import { renderGameText } from '../src/cli/render-command.js';
import { runCommandFile } from '../src/cli/run.js';
import { runSim } from '../src/cli/sim.js';
import { formatScenarioList } from '../src/cli/scenarios.js';
import { runValidate } from '../src/cli/validate.js';
import { App, type AppOptions } from '../src/tui/app.js';
import { computerPlayer, savesPort } from '../src/tui/start.js';
import { CROSSING_FILE, registerTinyArea, tinyAreaSystem } from './fixtures/area-system/index.js';
import { legalOrders } from './fixtures/area-system/players.js';
import {
  apply,
  eventsFor,
  newGame,
  viewFor,
  type TinyCommand,
  type TinyEvent,
  type TinyState,
} from './fixtures/area-system/rules.js';
import { SIDES, type TinyScenario } from './fixtures/area-system/scenario.js';
import { drive, KEY, makeApp, testAppOptions, type FakeTty } from './tui-harness.js';

registerTinyArea();

const loaded: LoadedScenario = loadGameScenarioFile(CROSSING_FILE);
const crossing = loaded.scenario as TinyScenario;
const sys = tinyAreaSystem;
const RED_UNITS = ['Crimson Guard', 'Rust Rifles', 'Ember Scouts'];

/** The crossing with units moved (unit id -> area id), removed (area null) or other fields changed. */
function variant(places: Record<string, string | null>, more: Partial<TinyScenario> = {}): TinyScenario {
  return {
    ...crossing,
    ...more,
    units: crossing.units.flatMap((u) => {
      const to = places[u.id];
      return to === null ? [] : [{ ...u, area: to ?? u.area }];
    }),
  };
}

function play(state: TinyState, cmd: TinyCommand): { state: TinyState; events: readonly TinyEvent[] } {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  return r;
}

function refusal(state: TinyState, cmd: unknown): { code: string; message: string } {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(cmd)}`);
  return { code: r.error.code, message: r.error.message };
}

const unitArea = (s: TinyState, id: string) => {
  const a = s.units[s.world.unitIndex.get(id)!]!.area;
  return a < 0 ? 'eliminated' : s.world.board.areaId(a);
};

describe('engine: Tiny Area Skirmish through the RuleSystem contract', () => {
  it('a unit moves once a turn into a bordering area free of enemies; each refusal says why', () => {
    const start = newGame(crossing, 'moves').state;
    const frozen = canonicalJson(sys.snapshot(start));
    const r = play(start, { type: 'move', unit: 'crimson-guard', to: 'north-wood' });
    expect(r.events).toEqual([
      { type: 'moved', side: 'red', unit: 0, name: 'Crimson Guard', from: 0, to: 1 },
    ]);
    expect(unitArea(r.state, 'crimson-guard')).toBe('north-wood');
    expect(r.state.seq).toBe(1);
    // The state before is untouched: apply builds a new one.
    expect(canonicalJson(sys.snapshot(start))).toBe(frozen);

    expect(refusal(r.state, { type: 'move', unit: 'crimson-guard', to: 'bridge' })).toEqual({
      code: 'NOT_ALLOWED',
      message: 'Crimson Guard has already moved this turn.',
    });
    expect(refusal(start, { type: 'move', unit: 'rust-rifles', to: 'bridge' })).toEqual({
      code: 'NOT_ADJACENT',
      message: 'Bridge does not border Red Camp, where Rust Rifles is.',
    });
    expect(refusal(start, { type: 'move', unit: 'azure-lancers', to: 'long-hill' }).code).toBe(
      'NOT_YOUR_TURN',
    );
    expect(refusal(start, { type: 'move', unit: 'ghost', to: 'bridge' }).code).toBe('NO_SUCH_UNIT');
    expect(refusal(start, { type: 'move', unit: 'rust-rifles', to: 'atlantis' })).toEqual({
      code: 'NO_SUCH_AREA',
      message: 'There is no area "atlantis".',
    });
    expect(refusal(start, { type: 'dig', unit: 'rust-rifles' }).code).toBe('BAD_COMMAND');
    const blocked = newGame(variant({ 'sky-pickets': 'bridge' }), 'moves').state;
    expect(refusal(blocked, { type: 'move', unit: 'ember-scouts', to: 'bridge' })).toEqual({
      code: 'ENEMY_OCCUPIED',
      message: 'Bridge holds enemy units: attack them first.',
    });
    // Refusals change nothing, not even the command count that keys the dice.
    expect(start.seq).toBe(0);
  });

  it('an attack rolls d6 + strength against 4 + defence: seed roll-0 rolls 6 and eliminates the weakest defender, roll-1 rolls 2 and is repulsed', () => {
    const contact = variant({
      'crimson-guard': 'north-wood',
      'sky-pickets': 'bridge',
      'cobalt-fusiliers': 'bridge',
    });
    const attack: TinyCommand = { type: 'attack', unit: 'crimson-guard', target: 'bridge' };
    const hit = play(newGame(contact, 'roll-0').state, attack);
    expect(hit.events).toEqual([
      {
        type: 'attack',
        side: 'red',
        unit: 0,
        name: 'Crimson Guard',
        strength: 3,
        from: 1,
        target: 4,
        defence: 1,
        roll: 6,
        hit: true,
      },
      // Sky Pickets (1) falls, not Cobalt Fusiliers (2).
      { type: 'eliminated', side: 'blue', unit: 5, name: 'Sky Pickets', area: 4 },
    ]);
    expect(unitArea(hit.state, 'sky-pickets')).toBe('eliminated');
    expect(unitArea(hit.state, 'cobalt-fusiliers')).toBe('bridge');
    expect(sys.result(hit.state)).toBeNull();
    expect(refusal(hit.state, attack)).toEqual({
      code: 'CANNOT_ASSAULT',
      message: 'Crimson Guard has already attacked this turn.',
    });
    expect(sys.explainEvents(hit.state, hit.events)).toEqual([
      'd6 6 + strength 3 = 9',
      'against 4 + defence 1 = 5: more, the weakest defender is eliminated',
    ]);

    // 2 + 3 = 5 is not more than 4 + 1: repulsed, and the attacker may not try again this turn.
    const miss = play(newGame(contact, 'roll-1').state, attack);
    expect(miss.events).toEqual([expect.objectContaining({ type: 'attack', roll: 2, hit: false })]);
    expect(unitArea(miss.state, 'sky-pickets')).toBe('bridge');

    const start = newGame(contact, 'roll-0').state;
    expect(refusal(start, { type: 'attack', unit: 'crimson-guard', target: 'old-mill' })).toEqual({
      code: 'CANNOT_ASSAULT',
      message: 'Old Mill holds no enemy unit to attack.',
    });
    expect(refusal(start, { type: 'attack', unit: 'rust-rifles', target: 'bridge' }).code).toBe(
      'NOT_ADJACENT',
    );
  });

  it('a side that loses its last unit loses at once, and the game then refuses every command', () => {
    const last = variant({
      'crimson-guard': 'north-wood',
      'sky-pickets': 'bridge',
      'azure-lancers': null,
      'cobalt-fusiliers': null,
    });
    const r = play(newGame(last, 'roll-0').state, {
      type: 'attack',
      unit: 'crimson-guard',
      target: 'bridge',
    });
    expect(sys.result(r.state)).toEqual({
      winner: 'red',
      title: 'Red victory',
      turn: 1,
      reason: 'enemy eliminated',
      score: { red: 6, blue: 0 },
    });
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver' });
    expect(refusal(r.state, { type: 'end' }).code).toBe('GAME_OVER');
    // The end screen's chart, now that both sides may see everything.
    expect(sys.afterAction(r.state, 'blue').charts).toEqual([
      {
        title: 'Units left per turn',
        x: ['1'],
        series: [
          { title: 'Red', y: [3] },
          { title: 'Blue', y: [0] },
        ],
      },
    ]);
  });

  it('the after-action report keeps the enemy losses hidden while the game runs', () => {
    const s = play(newGame(crossing, 'aar').state, { type: 'end' }).state;
    const red = sys.afterAction(s, 'red');
    expect(red.lines).toEqual(['The Crossing', 'Turn 1 of 6', 'Red: 3 units left, strength 6']);
    expect(red.charts).toEqual([]);
    expect(red.data).toEqual({ turn: 1, result: null, unitsLeft: { red: 3 }, history: [] });
    expect(sys.afterAction(s, null).lines).toContain('Blue: 3 units left, strength 6');
  });

  it('holding the capital alone when the last turn ends wins; an empty or shared capital is a draw', () => {
    const oneTurn = variant({}, { turns: 1 });
    let s = newGame(oneTurn, 'capital').state;
    s = play(s, { type: 'move', unit: 'ember-scouts', to: 'bridge' }).state;
    s = play(s, { type: 'end' }).state;
    expect(sys.actingSide(s)).toBe('blue');
    expect(sys.result(s)).toBeNull();
    const end = play(s, { type: 'end' });
    expect(sys.result(end.state)).toMatchObject({ winner: 'red', title: 'Red victory', turn: 1 });
    expect(sys.result(end.state)?.reason).toContain('held Bridge alone');

    let empty = newGame(oneTurn, 'capital').state;
    empty = play(play(empty, { type: 'end' }).state, { type: 'end' }).state;
    expect(sys.result(empty)).toMatchObject({ winner: null, title: 'Draw', reason: 'last turn played' });

    let shared = newGame(
      variant({ 'ember-scouts': 'bridge', 'sky-pickets': 'bridge' }, { turns: 1 }),
      'x',
    ).state;
    shared = play(play(shared, { type: 'end' }).state, { type: 'end' }).state;
    expect(sys.result(shared)?.title).toBe('Draw');
  });

  it('fog (property): no enemy unit outside the areas a side is in or borders ever appears in viewFor, nor its moves in eventsFor', () => {
    const board = crossing.areas;
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(fc.nat(), { maxLength: 80 }), (seed, picks) => {
        let state = newGame(crossing, seed).state;
        for (const pick of picks) {
          if (state.result) break;
          // The acting side's legal orders as its own view shows them, or the end of its part.
          const orders = legalOrders(viewFor(state, state.acting));
          const cmd = orders[pick % (orders.length + 1)]?.command ?? { type: 'end' };
          const r = play(state, cmd);
          state = r.state;
          for (const side of SIDES) {
            const view = viewFor(state, side);
            const near = new Set<number>();
            for (const u of view.own) {
              if (u.area < 0) continue;
              near.add(u.area);
              for (const n of view.board.neighbors(u.area)) near.add(n);
            }
            for (const e of view.enemies) expect(near.has(e.area)).toBe(true);
            // ...and every enemy that is near does appear.
            const shown = new Set(view.enemies.map((e) => e.unit));
            state.units.forEach((u, i) => {
              if (u.area >= 0 && crossing.units[i]!.side !== side && near.has(u.area))
                expect(shown.has(i)).toBe(true);
            });
            for (const e of eventsFor(state, r.events, side)) {
              if (e.type === 'spotted') expect(e.side).toBe(side);
              if (e.type === 'moved' && e.side !== side) {
                expect(near.has(e.to)).toBe(true);
                if (e.from >= 0) expect(near.has(e.from)).toBe(true);
              }
            }
          }
        }
        expect(board.length).toBe(9);
      }),
      { numRuns: 150 },
    );
  });

  it('determinism: the same seed and commands give the same hash; a snapshot restores to it', () => {
    const playOut = (seed: string) => {
      const r = runMatch(sys as AnySystem, crossing, seed, { red: 'random', blue: 'ai' });
      return r.hash;
    };
    expect(playOut('det-1')).toBe(playOut('det-1'));
    expect(playOut('det-1')).not.toBe(playOut('det-2'));
    let s = newGame(crossing, 'det').state;
    s = play(s, { type: 'move', unit: 'ember-scouts', to: 'bridge' }).state;
    const snap = JSON.parse(JSON.stringify(sys.snapshot(s))) as unknown;
    expect(sys.hash(sys.restore(crossing, {}, snap))).toBe(sys.hash(s));
    expect(() => sys.restore(crossing, {}, { ...(snap as object), acting: 'green' })).toThrow();
  });

  it('undo through the session: a move that spotted nothing can be taken back, one that spotted an enemy cannot', () => {
    const session = new GameSession(sys, crossing, { seed: 'undo' });
    expect(session.apply({ type: 'move', unit: 'crimson-guard', to: 'north-wood' }).ok).toBe(true);
    expect(session.canUndo()).toBe(true);
    expect(session.undo().ok).toBe(true);
    expect(unitArea(session.state, 'crimson-guard')).toBe('red-camp');
    // From the Bridge, Ember Scouts sees Sky Pickets in East Fields.
    const r = session.apply({ type: 'move', unit: 'ember-scouts', to: 'bridge' });
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['moved', 'spotted']);
    expect(session.canUndo()).toBe(false);
  });
});

describe('loading', () => {
  it('crossing.json loads as a tiny-area scenario: its "system" field picks the system', () => {
    expect(loaded.system).toBe(sys);
    expect(loaded.summary).toMatchObject({
      id: 'crossing',
      system: 'tiny-area',
      map: '9 areas',
      turns: 6,
      units: { red: 3, blue: 3 },
      firstSide: 'red',
    });
  });

  it('a broken field gives an issue naming it, with its line and column', () => {
    const text = readFileSync(CROSSING_FILE, 'utf8');
    const broken = text
      .replace('"strength": 2, "area": "red-camp"', '"strength": 7, "area": "red-camp"')
      .replace('{ "a": "long-hill", "b": "blue-camp" }', '{ "a": "long-hill", "b": "blue-fort" }');
    const line = (needle: string) => broken.split('\n').findIndex((l) => l.includes(needle)) + 1;
    const shape = checkGameScenarioText(broken, 'crossing.json');
    expect(shape.loaded).toBeUndefined();
    expect(shape.issues).toEqual([
      expect.objectContaining({
        path: 'units[1].strength',
        message: 'must be at most 3, got 7',
        line: line('"strength": 7'),
      }),
    ]);
    // Once the shape is right, the references are checked.
    const refs = checkGameScenarioText(broken.replace('"strength": 7', '"strength": 2'), 'crossing.json');
    expect(refs.issues).toEqual([
      expect.objectContaining({
        file: 'crossing.json',
        path: 'borders[11].b',
        message: 'names no area ("blue-fort")',
        line: line('blue-fort'),
      }),
    ]);
  });
});

/** The client on a fake 80x24 terminal, built as the harness builds a panzer one (test/tui-harness.ts). */
interface Shell {
  readonly tty: FakeTty;
  readonly app: App;
  keys(...seq: string[]): Promise<void>;
  text(): Promise<string>;
  lines(): Promise<string[]>;
  /** The map panel's rows (left of the side panels). */
  mapText(): Promise<string>;
  /** The info panel's rows (top right). */
  infoText(): Promise<string>;
  dismiss(): Promise<void>;
  close(): void;
}

let open: Shell | undefined;
/** A panzer client opened without the Shell helper. */
let closeLater: (() => void) | undefined;
afterEach(() => {
  open?.close();
  open = undefined;
  closeLater?.();
  closeLater = undefined;
});

function shell(session: AnySession, players: Record<string, Player>, more: Partial<AppOptions> = {}): Shell {
  // No presenter passed: the shell finds the system's own through the registry.
  const d = drive(new App(testAppOptions(session, players, {}, { computer: computerPlayer(), ...more })));
  const rows = async (from: number, to: number, cut: (l: string) => string) =>
    (await d.tty.screenText()).slice(from, to).map(cut).join('\n');
  const s: Shell = {
    ...d,
    mapText: () => rows(0, 17, (l) => l.slice(0, 52)),
    infoText: () => rows(0, 12, (l) => l.slice(52)),
    dismiss: () => d.dismiss(3),
  };
  open = s;
  return s;
}

const RED_VS_AI = { red: 'human', blue: 'computer' } as const;

describe('the shell at 80x24 plays it with no branch for it', () => {
  it('keys select a unit, m + cursor + Enter moves it, the area info follows; f aims an attack with its odds', async () => {
    const s = shell(new GameSession(sys, crossing, { seed: 'shell-1', players: RED_VS_AI }), RED_VS_AI);
    const first = await s.lines();
    expect(first[23]).toMatch(/^ Turn 1\/6 \| Red \| .*\| Red Camp/);
    expect(await s.infoText()).toContain('Area info');
    expect(await s.infoText()).toContain('Red Camp');
    expect(await s.mapText()).toContain('Bridge★');

    await s.keys(KEY.space); // select Crimson Guard, the first unit in Red Camp
    expect((await s.lines())[23]).toContain('Crimson Guard str 3');
    await s.keys('m', KEY.right);
    expect(await s.mapText()).toContain('move Crimson Guard to North Wood');
    await s.keys(KEY.enter);
    const st = s.app.session.state as TinyState;
    expect(unitArea(st, 'crimson-guard')).toBe('north-wood');
    const info = await s.infoText();
    expect(info).toContain('North Wood');
    // The info panel wraps the line: "+ Crimson Guard str 3" / "   moved".
    expect(info).toMatch(/\+ Crimson Guard str 3\s+│\n│\s+moved/);
    expect((await s.lines())[23]).toMatch(/Turn 1\/6 \| Red \| .*\| North Wood/);

    // Ember Scouts to the Bridge: they spot Sky Pickets; f aims at them and shows the odds.
    await s.keys(KEY.left, KEY.down, KEY.space, 'm', KEY.right, KEY.enter);
    expect(unitArea(s.app.session.state as TinyState, 'ember-scouts')).toBe('bridge');
    expect(await s.text()).toContain('Spotted: Sky Pickets (1) in East Fields');
    expect(await s.mapText()).toMatch(/×1/);
    await s.keys('f');
    expect(s.app.presenter.label(s.app.view, s.app.cursor)).toBe('East Fields');
    expect(await s.mapText()).toContain('attack 1+d6 vs 4+0: 50%');
    await s.keys(KEY.enter);
    expect(await s.text()).toMatch(/Ember Scouts attacks East Fields: (hit|repulsed)/);
    // x opens the breakdown: the roll, the strength and the target number.
    await s.keys('x');
    expect(await s.text()).toMatch(/d6 \d \+ strength 1 = \d/);
    await s.keys(KEY.escape);

    // End of the turn: the computer plays Blue, and Red's turn 2 opens.
    await s.keys('e');
    await s.dismiss();
    expect((await s.lines())[23]).toMatch(/^ Turn 2\/6 \| Red/);
    expect(s.app.session.log.at(-1)).toEqual({ type: 'end' });
  });

  it('hot-seat: the hand-over shows only "Pass to the Blue player", and no Red unit reaches the Blue screen', async () => {
    const both = { red: 'human', blue: 'human' } as const;
    const s = shell(new GameSession(sys, crossing, { seed: 'hotseat', players: both }), both);
    expect((await s.lines()).filter((l) => l.trim())).toEqual([
      expect.stringContaining('Pass to the Red player — press a key'),
    ]);
    await s.keys(KEY.space, KEY.enter); // Red chooses no password
    await s.keys(KEY.space, 'm', KEY.right, KEY.enter); // Crimson Guard to North Wood, out of Blue's sight
    expect(unitArea(s.app.session.state as TinyState, 'crimson-guard')).toBe('north-wood');
    await s.keys('e');
    const handover = (await s.lines()).filter((l) => l.trim());
    expect(handover).toHaveLength(1);
    expect(handover[0]!.trim()).toBe('Pass to the Blue player — press a key');
    await s.keys(KEY.space, KEY.enter); // Blue chooses no password
    // Everything Blue's screens show: the news window, then the cursor over every area.
    const seen = [await s.text()];
    await s.dismiss();
    seen.push(await s.text());
    for (const k of [KEY.up, KEY.up, KEY.left, KEY.left, KEY.down, KEY.right, KEY.down, KEY.left, KEY.down]) {
      await s.keys(k);
      seen.push(await s.text());
    }
    const all = seen.join('\n');
    expect(all).toContain('Turn 1/6 | Blue');
    expect(all).toContain('Area info');
    for (const name of RED_UNITS) expect(all).not.toContain(name);
    expect(all).not.toContain('+3'); // nor Red's stack drawn as its own
  });

  it('Ctrl-S saves through savesPort into a temp dir; Ctrl-O loads it back with the same state hash', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-tiny-'));
    const port = savesPort(
      dir,
      () => ({ ...RED_VS_AI }),
      () => saveFile,
      (id) => (id === 'crossing' ? loaded : undefined),
    );
    const s = shell(new GameSession(sys, crossing, { seed: 'saves', players: RED_VS_AI }), RED_VS_AI, {
      saves: port,
    });
    await s.keys(KEY.space, 'm', KEY.right, KEY.enter);
    const savedHash = sys.hash(s.app.session.state as TinyState);
    await s.keys('\x13');
    expect((await s.lines())[23]).toMatch(/Saved: .*crossing-t1-red-.*\.json/);
    // Play on, so that the load has something to undo.
    await s.keys(KEY.left, KEY.space, 'm', KEY.right, KEY.enter);
    expect(sys.hash(s.app.session.state as TinyState)).not.toBe(savedHash);
    await s.keys('\x0f');
    expect(await s.text()).toMatch(/The Crossing · red · turn 1 · \d{4}-\d\d-\d\d \d\d:\d\d/);
    await s.keys(KEY.enter);
    expect(s.app.session.system).toBe(sys);
    expect(sys.hash(s.app.session.state as TinyState)).toBe(savedHash);
    expect((await s.lines())[23]).toContain('Loaded');
    expect(unitArea(s.app.session.state as TinyState, 'rust-rifles')).toBe('red-camp');
  });

  it('a panzer game loads a tiny-area save: the shell takes the save presenter and its order keys', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-tiny-'));
    const session = new GameSession(sys, crossing, { seed: 'cross-load', players: RED_VS_AI });
    session.apply({ type: 'move', unit: 'ember-scouts', to: 'bridge' });
    saveFile.writeSave(path.join(dir, 'tiny.json'), session, { side: 'red' });
    // One players object, the host's and the App's, as src/tui/start.ts shares it.
    const players: Record<string, Player> = { allied: 'human', axis: 'computer' };
    const port = savesPort(
      dir,
      () => players,
      () => saveFile,
      (id) => (id === 'crossing' ? loaded : undefined),
    );
    const { app } = makeApp({ app: { players, saves: port, computer: computerPlayer() } });
    const { tty, keys, close } = drive(app);
    closeLater = close;
    expect((await tty.screenText()).join('\n')).toContain('Hex info');
    await keys('\x0f', KEY.enter);
    expect((await tty.screenText()).join('\n')).toContain('Area info');
    await keys(KEY.escape);
    expect((await tty.screenText())[23]).toMatch(/^ Turn 1\/6 \| Red/);
    // Ember Scouts on the Bridge attack Sky Pickets with "f", this system's key for its attack.
    await keys(KEY.down, KEY.right, KEY.space, 'f');
    expect(app.aim?.spec.id).toBe('order.attack');
    expect(app.keymap.notices).toEqual([]);
    await keys(KEY.enter);
    expect((app.session.state as TinyState).seq).toBe(2);
    // The game goes on with the save's players: the computer plays Blue, and a new save is sound.
    expect(players).toEqual(RED_VS_AI);
    await keys('e');
    expect(sys.turn(app.session.state as TinyState)).toBe(2);
    await keys('\x13');
    expect(saveFile.listSaves(dir).filter((l) => l.error)).toEqual([]);
  });
});

describe('sim and replay --verify', () => {
  it('runMatch plays A/I vs A/I and A/I vs random to the end with 0 refusals; a seed gives one hash', () => {
    for (const sides of [
      { red: 'ai', blue: 'ai' },
      { red: 'ai', blue: 'random' },
      { red: 'random', blue: 'ai' },
    ])
      for (const seed of ['1', '2', '3', '4', '5']) {
        const r = runMatch(sys as AnySystem, crossing, seed, sides);
        expect(r.result, `${JSON.stringify(sides)} seed ${seed}`).not.toBeNull();
        expect(r.refusals).toEqual({ red: 0, blue: 0 });
        expect(r.hash).toBe(runMatch(sys as AnySystem, crossing, seed, sides).hash);
      }
  });

  it('`hexfront sim crossing.json --sides ai,random` prints the result, 0 refusals and the final hash', () => {
    const out: string[] = [];
    expect(runSim(CROSSING_FILE, { seed: '7', sides: 'ai,random' }, (l) => out.push(l))).toBe(0);
    expect(out[0]).toBe('crossing seed 7: red=ai blue=random');
    expect(out[1]).toMatch(/^result: (Red victory|Blue victory|Draw)/);
    expect(out).toContain('refused commands: red 0, blue 0');
    expect(out.at(-1)).toMatch(/final hash: [0-9a-f]{64}$/);
  });

  /** A game the computer plays for both sides over three turns, saved to a file. */
  function savedGame(): { file: string; session: AnySession } {
    const session: AnySession = new GameSession(sys as AnySystem, crossing, {
      seed: 'replay',
      players: { red: 'computer', blue: 'computer' },
    });
    const ai = computerPlayer();
    while (sys.turn(session.state as TinyState) <= 3 && !sys.result(session.state as TinyState)) {
      const side = sys.actingSide(session.state as TinyState);
      for (const cmd of ai(session, side)) expect(session.apply(cmd).ok).toBe(true);
    }
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hexfront-tiny-')), 'game.json');
    saveFile.writeSave(file, session);
    return { file, session };
  }
  const resolve = (id: string) => (id === 'crossing' ? loaded : undefined);

  it('replay --verify of a saved game is ok, and the save loads to the same hash', () => {
    const { file, session } = savedGame();
    const save = saveFile.readSave(file);
    expect(save.system).toBe('tiny-area');
    expect(save.log.length).toBeGreaterThan(6);
    const check = saveFile.verifyReplay(save, file, resolve);
    expect(check).toMatchObject({ ok: true, commands: save.log.length });
    expect(check.message).toMatch(/^replayed \d+ commands: state hash [0-9a-f]{16} matches$/);
    expect(sys.hash(saveFile.loadSession(save, file, resolve).state as TinyState)).toBe(
      sys.hash(session.state as TinyState),
    );
  });

  it('a tampered log is refused: by the integrity hash, and by the replay when the hash was forged too', () => {
    const { file } = savedGame();
    const raw = JSON.parse(readFileSync(file, 'utf8')) as {
      integrity: string;
      log: TinyCommand[];
      [field: string]: unknown;
    };
    const i = raw.log.findIndex((c) => c.type === 'move');
    const log = raw.log.slice();
    log[i] = { type: 'move', unit: (log[i] as { unit: string }).unit, to: 'blue-camp' };
    writeFileSync(file, JSON.stringify({ ...raw, log }));
    expect(() => saveFile.readSave(file)).toThrow(/integrity hash does not match/);

    // A forger who also recomputes the integrity hash is caught by the replay itself.
    const { integrity: _old, ...body } = { ...raw, log };
    writeFileSync(file, JSON.stringify({ ...body, integrity: sha256(canonicalJson(body)) }));
    const check = saveFile.verifyReplay(saveFile.readSave(file), file, resolve);
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(
      new RegExp(`^command ${i + 1} of \\d+ was refused on replay: Blue Camp does not border`),
    );

    // A log cut short replays, but to another state.
    const cut = { ...raw, log: raw.log.slice(0, -1) };
    const { integrity: _x, ...cutBody } = cut;
    writeFileSync(file, JSON.stringify({ ...cutBody, integrity: sha256(canonicalJson(cutBody)) }));
    const short = saveFile.verifyReplay(saveFile.readSave(file), file, resolve);
    expect(short.ok).toBe(false);
    expect(short.message).toMatch(/differs from the saved/);
  });
});

describe('the command line: validate, run, render', () => {
  it('`hexfront validate crossing.json` checks it with the system its file names', () => {
    const out: string[] = [];
    expect(runValidate([CROSSING_FILE], {}, (l) => out.push(l))).toBe(0);
    expect(out[0]).toBe(`${CROSSING_FILE}: ok (The Crossing)`);
  });

  it('`hexfront scenarios` lists it with its numbered turns, a system without a calendar', () => {
    expect(formatScenarioList([loaded.summary])[0]).toMatch(
      /^crossing {2}tiny-area {2}area {9}9 areas {2}6 turns x 1 turn +turn 1 - turn 6$/,
    );
  });

  it('`hexfront run --explain --save` plays a command file, and the save replays to its hash', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-tiny-'));
    const commands = path.join(dir, 'turn1.jsonl');
    writeFileSync(
      commands,
      [
        '# Red, turn 1',
        '{"type":"move","unit":"crimson-guard","to":"north-wood"}',
        '{"type":"move","unit":"ember-scouts","to":"Bridge"}',
        '{"type":"attack","unit":"ember-scouts","target":"east-fields"}',
        '{"type":"end"}',
      ].join('\n'),
    );
    const save = path.join(dir, 'run.json');
    const out: string[] = [];
    expect(
      runCommandFile(CROSSING_FILE, { seed: 'roll-0', commands, explain: true, save }, (l) => out.push(l)),
    ).toBe(0);
    expect(out).toEqual([
      'Turn 1: Red to play',
      'Crimson Guard moves from Red Camp to North Wood',
      'Ember Scouts moves from West Fields to Bridge',
      'Red spots Sky Pickets (1) in East Fields',
      // seed roll-0 rolls 2 for the third command (rng.ts keys it by seed and command count).
      'Ember Scouts attacks East Fields: rolls 2, repulsed',
      '    d6 2 + strength 1 = 3',
      '    against 4 + defence 0 = 4: not more, repulsed',
      'Red ends its part of turn 1',
      'Turn 1: Blue to play',
      'Result: game not finished (turn 1 of 6)',
      expect.stringMatching(/^State hash: [0-9a-f]{64}$/),
    ]);
    const check = saveFile.verifyReplay(saveFile.readSave(save), save, (id) =>
      id === 'crossing' ? loaded : undefined,
    );
    expect(check.ok).toBe(true);
    expect(out.at(-1)).toBe(`State hash: ${check.hash}`);

    writeFileSync(commands, '{"type":"move","unit":"rust-rifles","to":"bridge"}\n');
    out.length = 0;
    expect(runCommandFile(CROSSING_FILE, { seed: '1', commands }, (l) => out.push(l))).toBe(2);
    expect(out).toContain(
      `${commands}:1: illegal command {"type":"move","unit":"rust-rifles","to":"bridge"}: Bridge does not border Red Camp, where Rust Rifles is.`,
    );
  });

  it("`hexfront render --side blue --ascii` draws the area map through Blue's fog", () => {
    const session: AnySession = new GameSession(sys as AnySystem, crossing, { seed: 1 });
    const text = renderGameText(
      session,
      { side: 'blue', ascii: true, at: 'bridge' },
      {},
      { width: 50, height: 15, side: 'red' },
    );
    const lines = text.split('\n');
    expect(lines[1]).toBe('|Red Camp     |-|North Wood   |-|Old Mill     |');
    expect(lines[2]).toBe('|?            | |?            | |             |');
    expect(lines[6]).toBe('|West Fields  |~|Bridge*      |~|East Fields  |');
    expect(lines[12]).toBe('|?            | |             | |+2           |');
    expect(text).not.toMatch(/x\d/); // no Red unit is in Blue's sight at the start
    expect(() =>
      renderGameText(session, { side: 'allied' }, {}, { width: 50, height: 15, side: 'red' }),
    ).toThrow('--side must be one of red, blue, got "allied"');
  });
});
