// The area-impulse system in the client at 80x24 through a fake terminal (test/tui-harness.ts):
// the map of areas, selecting firers, the fire preview, the owner allocating damage with d/D, a
// move, a pass, and the hot-seat hand-over with nothing of the firer's hand on the owner's screen.

import { afterEach, describe, expect, it } from 'vitest';
import {
  areaImpulseSystem,
  type AreaCommand,
  type AreaEvent,
  type AreaScenario,
  type AreaState,
} from '../src/engine/systems/area-impulse/index.js';
import { loadGameScenarioFile } from '../src/scenario/load.js';
import { GameSession, type Player } from '../src/session/session.js';
import { App, type AppOptions } from '../src/tui/app.js';
import type { Settings } from '../src/tui/settings.js';
import { SECRET_CARD, smallAreaScenario } from './fixtures/area-impulse-small.js';
import { computerPlayer } from '../src/tui/start.js';
import { drive, KEY, testAppOptions, type FakeTty } from './tui-harness.js';

type AreaSession = GameSession<AreaState, AreaCommand, AreaEvent>;

interface Client {
  readonly tty: FakeTty;
  readonly app: App;
  readonly session: AreaSession;
  keys(...seq: string[]): Promise<void>;
  text(): Promise<string>;
  lines(): Promise<string[]>;
  dismiss(): Promise<void>;
  close(): void;
}

let open: Client | undefined;
afterEach(() => {
  open?.close();
  open = undefined;
});

function client(
  players: Record<string, Player> = { german: 'human', soviet: 'human' },
  settings: Partial<Settings> = {},
  more: Partial<AppOptions> = {},
  scenario: AreaScenario = smallAreaScenario(),
  seed = 'area-tui',
): Client {
  const session = new GameSession(areaImpulseSystem, scenario, { seed, players });
  const d = drive(new App(testAppOptions(session, players, settings, more)));
  const c: Client = { ...d, session: session as AreaSession, dismiss: () => d.dismiss(3) };
  open = c;
  return c;
}

/** The hot-seat start: the German player takes the screen (no password). */
async function germanSeat(c: Client): Promise<void> {
  await c.keys(KEY.space, KEY.enter);
  await c.dismiss();
}

/** The status line (the last row). */
async function status(c: Client): Promise<string> {
  const l = await c.lines();
  return l[l.length - 1]!;
}

/** The map panel's inside rows (left of the side panels, above the report). */
async function mapRows(c: Client): Promise<string[]> {
  return (await c.lines()).slice(1, 16).map((l) => l.slice(1, 51));
}

/** The info panel's inside rows. */
async function infoText(c: Client): Promise<string> {
  return (await c.lines())
    .slice(1, 11)
    .map((l) => l.slice(53, 79).trimEnd())
    .join('\n');
}

const units = (c: Client) => c.session.state.units;
const unitIndex = (c: Client, id: string) => c.session.state.world.unitIndex.get(id)!;

describe('the area-impulse client at 80x24', () => {
  it('draws the areas, the area info and the status line', async () => {
    const c = client({ german: 'human', soviet: 'computer' });
    await c.dismiss();
    const map = (await mapRows(c)).join('\n');
    for (const short of ['Rail', 'STZ', 'Rynok', 'UpSet', 'Mech', 'Orlov', 'Bank'])
      expect(map).toContain(short);
    expect(map).toContain('G2'); // two fresh German units in the Rail Yard
    expect(map).toContain('≋'); // the ravine border
    expect(await infoText(c)).toContain('Rail Yard');
    expect(await infoText(c)).toContain('+ 4/7 544 Inf Rgt');
    expect(await status(c)).toContain('Turn 1/3 14-15 Oct | German impulse 1 | score 0 | cards 3');
    expect(c.app.presenter.infoTitle).toBe('Area info');
  });

  it('fires with the preview shown, the owner allocates with d and D after a hot-seat hand-over, and no card of the firer hand reaches the owner screen', async () => {
    const c = client();
    await germanSeat(c);
    // Enter selects the fresh units in the cursor area (the Rail Yard); f aims at the first area
    // in range holding enemy units.
    await c.keys(KEY.enter, 'f');
    expect(c.app.selected).toEqual([unitIndex(c, 'g1'), unitIndex(c, 'g2')]);
    let rows = await mapRows(c);
    expect(rows.join('\n')).toContain('2d6+10 vs 9+3=12: 97% 1+ dmg, ~4.4');
    expect(rows.join('\n')).toContain('defence 9 + TDV 3 (AI-FIRE-10)');
    expect(rows[1]).toContain('▸Rail'); // the firers' area
    expect(rows[1]).toContain('✗STZ'); // the target
    // c cycles the cards for the fire: the German player sees his secret card on his own screen...
    await c.keys('c', 'c');
    expect(await status(c)).toContain(SECRET_CARD);
    // ...and goes round to the Stuka Strike alone (8 subsets of 3 cards).
    await c.keys('c', 'c', 'c', 'c', 'c', 'c');
    expect(c.app.message?.text).toBe('Cards for the next fire: none');
    await c.keys('c');
    expect(c.app.message?.text).toBe('Cards for the next fire: Stuka Strike');
    rows = await mapRows(c);
    expect(rows.join('\n')).toContain('2d6+12 (+2 card) vs 9+3=12');
    expect(c.app.aim?.spec.id).toBe('order.fire'); // the card key kept the order aimed
    const before = c.tty.raw().length;
    await c.keys(KEY.enter);
    // 4 damage: the Soviet player owns it, and the hand-over screen shows nothing of either side.
    expect(c.session.state.pending?.toApply).toBe(4);
    expect((await c.lines()).filter((l) => l.trim() !== '')).toEqual([
      expect.stringContaining('Pass to the Soviet player — press a key'),
    ]);
    await c.keys(KEY.space, KEY.enter);
    await c.dismiss();
    expect(await status(c)).toContain('Soviet allocates 4 | score 0 | cards 1 |');
    let info = await infoText(c);
    expect(info).toContain('Damage 4 to apply: 4 left');
    expect(info).toContain('none (0): + 37 Gds Rifle');
    // x opens the fire's breakdown in the report: the played card is public.
    await c.keys('x');
    const report = (await c.lines()).slice(17, 22).join('\n');
    expect(report).toContain('dice 2+2 = 4 (2d6, one roll for all, AI-FIRE-03)');
    expect(report).toContain('cards +2: Stuka Strike +2');
    await c.keys(KEY.escape);
    // D refuses an allocation that does not cost exactly the points (AI-FIRE-42).
    await c.keys('D');
    expect(c.app.message).toEqual({
      text: '4 more points to apply (d: next outcome of the selected unit).',
      warn: true,
    });
    // d with no unit selected works on the first unit hit: flip, flip and retreat, eliminate.
    await c.keys('d', 'd', 'd');
    expect(c.app.message?.text).toBe('37 Gds Rifle: eliminate (3); 1 of 4 left');
    // Space picks the next unit hit in the target area; its d offers only what still fits.
    await c.keys(KEY.space, KEY.space, 'd');
    expect(c.app.selected).toEqual([unitIndex(c, 's2')]);
    expect(c.app.message?.text).toBe('84 Tank Bde: flip (1); 0 of 4 left, D applies');
    await c.keys('d');
    expect(c.app.message?.text).toBe('84 Tank Bde: none (0); 1 of 4 left');
    await c.keys('d');
    info = await infoText(c);
    expect(info).toContain('Damage 4 to apply: 0 left');
    await c.keys('D');
    expect(c.session.state.pending).toBeNull();
    expect(units(c)[unitIndex(c, 's1')]!.status).toBe('eliminated');
    expect(units(c)[unitIndex(c, 's2')]!.fresh).toBe(false);
    const text = await c.text();
    expect(text).toContain('Soviet 37 Gds Rifle eliminated');
    expect(text).toContain('Soviet 84 Tank Bde flipped to spent');
    expect(c.app.message?.text).toBe('Soviet: damage applied.');
    // The impulse after the allocation is the owner's (decision): the Soviet player goes on.
    await c.keys(KEY.right);
    expect(await status(c)).toContain('Soviet impulse 2');
    // Everything sent while the Soviet player had the screen: the played card may show (it is
    // public once played), the cards still in the German hand never.
    const sovietBytes = c.tty.raw().slice(before);
    expect(sovietBytes).toContain('Stuka Strike');
    expect(sovietBytes).toContain('Katyusha Salvo'.slice(0, 0)); // (the Soviet hand is the viewer's own)
    expect(sovietBytes).not.toContain('Zeppelin');
    expect(sovietBytes).not.toContain('Assault Pioneers');
  });

  it('moves, and a pass by each side ends the turn', async () => {
    const c = client({ german: 'human', soviet: 'computer' }, {}, { computer: () => [{ type: 'pass' }] });
    await c.dismiss();
    // The Orlovka pioneers move to the Volga Bank (it holds a Soviet unit: close combat is allowed).
    await c.keys(KEY.down);
    expect(c.app.cursor).toBe(c.session.state.world.areaIndex.get('west'));
    await c.keys(KEY.enter, 'm');
    expect(c.app.preview).toBeNull(); // the cursor is still on the movers' area
    await c.keys(KEY.right);
    expect(c.app.cursor).toBe(c.session.state.world.areaIndex.get('bank'));
    expect((await mapRows(c)).join('\n')).toContain('move 1 unit: Orlovka to Volga Bank');
    await c.keys(KEY.enter);
    expect(units(c)[unitIndex(c, 'g3')]).toEqual({
      area: c.session.state.world.areaIndex.get('bank'),
      fresh: false,
      status: 'active',
    });
    // The computer passed; the German player passes too: the turn ends (AI-FIRE-NS-01).
    await c.dismiss();
    expect(await c.text()).toContain('Soviet passes');
    await c.keys('p');
    await c.dismiss();
    expect(c.session.state.turn).toBe(2);
    const text = await c.text();
    expect(text).toContain('Turn 2/3 16-19 Oct');
    expect(c.app.desk.report.map((e) => e.text)).toContain('German passes');
  });

  it('a refused move says why in the rules words', async () => {
    const c = client({ german: 'human', soviet: 'computer' }, {}, { computer: () => [{ type: 'pass' }] });
    await c.dismiss();
    // Rail Yard to Rynok: no border between them.
    await c.keys(KEY.enter, 'm', KEY.right, KEY.right);
    expect(c.app.cursor).toBe(c.session.state.world.areaIndex.get('village'));
    expect((await mapRows(c)).join('\n')).toContain('does not border');
    await c.keys(KEY.enter);
    expect(c.app.message?.warn).toBe(true);
    expect(c.app.message?.text).toContain('Rynok does not border Rail Yard');
  });

  it('a directed card puts the points on the unit A picks; the owner (the computer) applies them', async () => {
    const c = client({ german: 'human', soviet: 'computer' }, {}, { computer: computerPlayer() });
    await c.dismiss();
    await c.keys(KEY.enter, 'f', 'c', 'c', 'c');
    expect(c.app.message?.text).toBe('Cards for the next fire: Assault Pioneers');
    expect((await mapRows(c)).join('\n')).toContain('directed: 3 on 37 Gds Rifle (A: next)');
    await c.keys('A');
    expect(c.app.message?.text).toBe('Directed points: 3 on 84 Tank Bde');
    expect((await mapRows(c)).join('\n')).toContain('directed: 3 on 84 Tank Bde (A: next)');
    await c.keys(KEY.enter);
    await c.dismiss();
    // The damage fell on the Tank brigade alone (AI-FIRE-50, D-05).
    const log = c.session.log;
    expect(log[0]).toMatchObject({ type: 'fire', cards: ['pioneers'], assign: { s2: 3 } });
    // 14 - 12 = 2 points, all on the Tank brigade: the computer owner had to flip and retreat it.
    expect(log[1]).toMatchObject({ type: 'allocate', outcomes: { s2: 'flipRetreat' } });
    expect(units(c)[unitIndex(c, 's1')]!.status).toBe('active');
    expect(units(c)[unitIndex(c, 's2')]!.fresh).toBe(false);
    expect(c.app.desk.report.map((e) => e.text)).toContain(
      'Soviet 84 Tank Bde flipped and retreated to Rynok (2)',
    );
  });

  it('the unit list filters all / fresh / by formation, and the match card names the rules in force', async () => {
    const c = client({ german: 'human', soviet: 'computer' });
    await c.dismiss();
    await c.keys('U');
    expect(await c.text()).toContain('Units: all');
    await c.keys('f');
    expect(await c.text()).toContain('Units: fresh');
    await c.keys('f');
    const list = (await c.lines())
      .slice(12, 23)
      .map((l) => l.slice(52))
      .join('\n');
    expect(list).toContain('Units: 389 ID');
    expect(list).toContain('305 Pio Btl');
    expect(list).not.toContain('36 Pz Rgt');
    await c.keys(KEY.escape, 'M');
    const card = await c.text();
    expect(card).toContain('Small Areas (test)');
    expect(card).toContain('Stack limit 10 units a side in an area (AI-FIRE-70)');
    expect(card).not.toContain(SECRET_CARD);
  });

  it('the ASCII charset puts only printable ASCII on the screen', async () => {
    const c = client({ german: 'human', soviet: 'computer' }, { charset: 'ascii' });
    await c.dismiss();
    await c.keys(KEY.enter, 'f');
    const text = await c.text();
    expect(text).toMatch(/^[\x20-\x7e\n]*$/);
    expect(text).toContain('xSTZ');
    expect(text).toContain('>Rail');
    expect(text).toContain('~~~'); // the ravine border in ASCII
  });

  it('bytes per cursor move at 80x24', async () => {
    const measure = async (settings: Partial<Settings>) => {
      const c = client({ german: 'human', soviet: 'computer' }, settings);
      await c.dismiss();
      await new Promise((r) => setImmediate(r)); // the first frame is out
      const sizes: number[] = [];
      for (const k of [KEY.right, KEY.down, KEY.left, KEY.up, KEY.right, KEY.right, KEY.down, KEY.left]) {
        const b = c.tty.bytes();
        await c.keys(k);
        sizes.push(c.tty.bytes() - b);
      }
      c.close();
      return sizes;
    };
    for (const cursorStyle of ['terminal', 'inverse'] as const) {
      const sizes = await measure({ cursorStyle });
      const mean = sizes.reduce((s, n) => s + n, 0) / sizes.length;
      console.log(
        `area-impulse 80x24, ${cursorStyle} cursor: bytes per cursor move ${sizes.join(', ')} (mean ${mean.toFixed(0)})`,
      );
      // The whole screen is about 4 KB; a move rewrites the info panel, the status tail and two areas.
      expect(mean).toBeLessThan(1500);
    }
  });

  it('plays the Stalingrad scenario in hot-seat: fire, allocate with a retreat, pass, hand-over', async () => {
    const stalingrad = loadGameScenarioFile('scenarios/stalingrad-factories.json').scenario as AreaScenario;
    const c = client(undefined, {}, {}, stalingrad, 'x');
    await germanSeat(c);
    const w = c.session.state.world;
    expect(c.app.cursor).toBe(w.areaIndex.get('W1')); // the first German units: Orlovka
    // Space selects one unit; it fires alone at the Tractor Factory upper settlement.
    await c.keys(KEY.space, 'f');
    expect(c.app.cursor).toBe(w.areaIndex.get('B2'));
    expect((await mapRows(c)).join('\n')).toContain('2d6+3 vs 7+1=8: 72% 1+ dmg, ~2.3');
    await c.keys(KEY.enter);
    expect(c.session.state.pending).toMatchObject({ owner: 'soviet', toApply: 2 });
    await c.keys(KEY.space, KEY.enter);
    await c.dismiss();
    // Tab walks the units hit, the cursor with them; d twice: flip and retreat (2 points).
    await c.keys(KEY.tab, 'd', 'd', 'D');
    expect(c.session.log[1]).toEqual({ type: 'allocate', outcomes: { 'su-118gr': 'flipRetreat' } });
    expect(c.session.state.units[w.unitIndex.get('su-118gr')!]).toEqual({
      area: w.areaIndex.get('A2'),
      fresh: false,
      status: 'active',
    });
    expect(c.app.desk.report.map((e) => e.text)).toContain(
      'Soviet 118th Gds Rifle Rgt (37th Gds RD) flipped and retreated to Spartakovka (2)',
    );
    // The Soviet passes, the German passes: the turn ends, and a new one starts with its report.
    await c.keys('p');
    await c.keys(KEY.space, KEY.enter);
    await c.dismiss();
    await c.keys('p');
    expect(c.session.state.turn).toBe(2);
    expect(c.session.log.slice(2)).toEqual([{ type: 'pass' }, { type: 'pass' }]);
  });

  it('the German hand changes no cell of any Soviet screen (the cards in hand are hidden, AI-FIRE-NS-09)', async () => {
    /** The same game with the unplayed German cards named and valued differently. */
    const variant = (name: string, value: number): AreaScenario => {
      const sc = smallAreaScenario();
      return {
        ...sc,
        cards: (sc.cards ?? []).map((k) =>
          k.id === 'zeppelin' ? { ...k, name, value, text: `${name}!` } : k,
        ),
      };
    };
    const sovietScreens = async (sc: AreaScenario) => {
      const c = client(undefined, {}, {}, sc);
      const shots: string[] = [];
      await germanSeat(c);
      // The German player shows himself the secret card, then fires with the Stuka Strike.
      await c.keys('c', 'c', KEY.enter, 'f', 'c', 'c', 'c', 'c', 'c', 'c', 'c', KEY.enter);
      expect(c.session.log[0]).toMatchObject({ type: 'fire', cards: ['stukas'] });
      await c.keys(KEY.space, KEY.enter);
      shots.push(await c.tty.snapshot());
      await c.dismiss();
      // The Soviet player looks around: allocation, match card, unit list, the fire's breakdown.
      const looks = [KEY.tab, 'd', 'd', 'd', KEY.tab, 'd', 'D', 'M', KEY.escape, 'U', 'f', KEY.escape, 'x'];
      for (const k of [...looks, KEY.escape]) {
        await c.keys(k);
        shots.push(await c.tty.snapshot());
      }
      c.close();
      return shots;
    };
    const a = await sovietScreens(variant(SECRET_CARD, 4));
    const b = await sovietScreens(variant('Blitz Hammer', 1));
    expect(a.join('\n')).not.toContain('Zeppelin');
    expect(a.length).toBeGreaterThan(10);
    expect(b).toEqual(a);
  });
});
