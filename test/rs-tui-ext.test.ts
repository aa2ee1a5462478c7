// The Red Strike client with the extended game (issue 17) at 80x24 through a fake terminal
// (test/tui-harness.ts): DEFCON and World Opinion on the status line (RS-NBC-1, RS-WO-1), the
// options on the match card, the air panel with a base and its units (RS-AIR-2/10/30), the air
// mode order (RS-AIR-30), a mission's preview with its path, SP, odds and ADN sectors and a
// refusal in the rules' words (RS-AIR-12/42/101, RS-TRK-1), naval units on the map, and the fog:
// an undetected enemy ship is never drawn nor named (RS-FOW-2).

import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apply,
  describeEvent,
  parseCommand,
  redStrikeSystem,
  type RsCommand,
  type RsEvent,
  type RsScenario,
  type RsState,
} from '../src/engine/systems/red-strike/index.js';
import { navalScenarioSchema } from '../src/engine/systems/red-strike/naval/scenario.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { GameSession, type Player } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { computerPlayer } from '../src/tui/start.js';
import { defconPart } from '../src/tui/systems/red-strike/ext-info.js';
import { missionPreview, seaPath, trackOdds } from '../src/tui/systems/red-strike/ext-orders.js';
import { AIR_KEY, NAVAL_KEY, navalUnits } from '../src/tui/systems/red-strike/ext-read.js';
import { sortieBar } from '../src/tui/systems/red-strike/ext-panel.js';
import { redStrikePresenter } from '../src/tui/systems/red-strike/presenter.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';
import { drive, KEY, testAppOptions, type Driven } from './tui-harness.js';
import { buildKeymap, fileKeymapSource, systemKeys } from '../src/tui/keymap.js';

let open: Driven | undefined;
afterEach(() => {
  open?.close();
  open = undefined;
});

type Session = GameSession<RsState, RsCommand, RsEvent>;

function client(
  players: Record<string, Player>,
  sc: RsScenario = fuldaGap1989(),
): Driven & { session: Session } {
  const session = new GameSession(redStrikeSystem, sc, { seed: 'rs-tui-ext', players });
  const d = drive(new App(testAppOptions(session, players, {}, { computer: computerPlayer() })));
  open = d;
  return { ...d, session };
}

const airIndex = (s: RsState, id: string) =>
  s.world.scenario.extended!.air!.units.findIndex((d) => d.id === id);

function run(s: RsState, cmds: readonly RsCommand[]): RsState {
  for (const c of cmds) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** The Fulda scenario with the naval rules and a ship a side (placed for the client's sake). */
function navalScenario(): RsScenario {
  const sc = fuldaGap1989();
  // A strip of open water along the south-east edge, so that the ships have a sea to sail.
  const terrain = sc.map.terrain.map((row, r) => (r === 7 ? `${row.slice(0, 6)}====` : row));
  return {
    ...sc,
    map: { ...sc.map, terrain },
    options: [...sc.options, 'naval'],
    extended: {
      ...sc.extended!,
      naval: navalScenarioSchema.parse({
        units: [
          {
            id: 'us-sag',
            side: 'nato',
            nation: 'US',
            name: 'USS Test SAG',
            class: 'SAG',
            ma: 30,
            hex: '06,07',
            b: 4,
          },
          {
            id: 'sov-ssn',
            side: 'wp',
            nation: 'SU',
            name: 'K-999 Victor',
            class: 'SSN',
            ma: 30,
            hex: '09,07',
          },
        ],
      }),
    },
  };
}

describe('the extended game in the Red Strike client at 80x24', () => {
  it('RS-NBC-1 / RS-WO-1: the status line shows DEFCON and World Opinion; the match card names the options in force', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    const lines = await c.lines();
    expect(lines).toHaveLength(24);
    const status = lines[23]!;
    expect(status).toContain('DEFCON 4 WO 0');
    expect(status.length).toBeLessThanOrEqual(80);
    // World Opinion is signed toward NATO (+) or the Warsaw Pact (-).
    const v = viewFor(c.session.state, 'nato');
    v.ext.nbc!.wo = 2;
    expect(defconPart(v)).toBe('DEFCON 4 WO +2');
    v.ext.nbc!.wo = -3;
    v.ext.nbc!.defcon = 2;
    expect(defconPart(v)).toBe('DEFCON 2 WO -3');
    const card = redStrikePresenter().matchCard(c.session.state, { nato: 'human', wp: 'computer' });
    expect(card).toContain('Extended rules: Air war, Missiles, NBC and DEFCON, Special forces');
    expect(card.some((l) => /^Air: NATO \d+ air units at \d+ bases, WP \d+ at \d+$/.test(l))).toBe(true);
    // Without the NBC rules there is no DEFCON on the status line.
    const land = redStrikeSystem.newGame(fuldaGap1989(), 'land', { optionalRules: [] }).state;
    expect(defconPart(viewFor(land, 'nato'))).toBeNull();
    expect(redStrikePresenter().matchCard(land, { nato: 'human', wp: 'human' }).join('\n')).toContain(
      'the land game only',
    );
  });

  it('RS-AIR-2 / RS-AIR-10 / RS-AIR-30: the air panel lists a base with CPY, AA and hits, its units by mode with sorties left, and the sortie gauge; t sets an air mode', async () => {
    const c = client({ nato: 'computer', wp: 'human' });
    await c.dismiss(3);
    // The unit list's filter cycles all / ready / reserve / air.
    await c.keys('U', 'f', 'f', 'f');
    let text = (await c.lines()).join('\n');
    expect(text).toContain('Units: air');
    expect(text).toContain('sorties ██████ 26/26');
    expect(text).toContain('modes 0, flown 0 (t)');
    expect(text).toContain('Nohra (helicopters)');
    expect(text).toContain('CPY 2 AA 2 hits 0');
    expect(text).toContain('H5 - 2/2 8 Gds Army heli'); // type and B, no mode yet, 2 of 2 sorties
    // Enter on the helicopters selects them; t gives them the offensive mode (RS-AIR-30).
    await c.keys(KEY.down, KEY.down, KEY.down, KEY.down, KEY.enter);
    const heli = airIndex(c.session.state, 'sov-8ga-ovp');
    expect(c.app.selected).toEqual([AIR_KEY + heli]);
    await c.keys('t');
    expect(c.session.state.ext.air!.units[heli]!.mode).toBe('offensive');
    text = (await c.lines()).join('\n');
    expect(text).toContain('H5 O 2/2 8 Gds Army heli');
    expect(text).toContain(': offensive mode'); // the report, in the air rules' words
    expect(text).toContain('Air base Nohra'); // the hex info of Weimar, where the cursor went
  });

  it('RS-AIR-12 / RS-AIR-42 / RS-TRK-1: the mission preview shows the path, and a refusal in the rules’ words', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    const s = c.session.state;
    const b = s.world.map.board;
    const a10 = airIndex(s, 'us-81tfw');
    c.app.selected = [AIR_KEY + a10];
    // Sembach (00,07) to Erfurt (07,02): in the assignment phase no mission flies.
    c.app.desk.cursor = b.parse('07,02')!;
    await c.keys('f');
    const text = (await c.lines()).join('\n');
    const cmd = {
      type: 'air-mission',
      kind: 'surface-attack',
      units: ['us-81tfw'],
      target: '07,02',
    } as unknown as RsCommand;
    const refusal = apply(viewFor(s, 'nato'), cmd);
    expect(refusal.ok).toBe(false);
    const words = refusal.ok ? '' : refusal.error.message;
    expect(words.length).toBeGreaterThan(10);
    // The first words of the rules' sentence are on the screen (the panel wraps the rest).
    expect(text.replace(/\s+/g, ' ')).toContain(words.slice(0, 20));
    expect(c.app.preview?.path?.[0]).toBe(b.parse('00,07'));
    expect(c.app.preview?.path?.[c.app.preview.path.length - 1]).toBe(b.parse('07,02'));
    await c.keys(KEY.escape);
  });

  it('RS-AIR-40 / RS-AIR-101 / RS-TRK-1: in a movement segment the preview names the kind, units, MP of the MA, SP, odds and enemy ADN sectors', () => {
    let s = redStrikeSystem.newGame(fuldaGap1989(), 'mission').state;
    s = run(s, [{ type: 'end' } as RsCommand]);
    s = run(s, [{ type: 'air-mode', unit: 'us-81tfw', mode: 'offensive' } as unknown as RsCommand]);
    for (let k = 0; k < 20 && !(s.step.kind === 'move' && s.step.side === 'nato'); k++)
      s = run(s, [{ type: 'end' } as RsCommand]);
    expect(s.step).toMatchObject({ kind: 'move', side: 'nato' });
    const view = viewFor(s, 'nato');
    const b = view.world.map.board;
    const p = missionPreview(
      {
        state: s,
        view,
        side: 'nato',
        selected: [AIR_KEY + airIndex(s, 'us-81tfw')],
        cursor: b.parse('07,02')!,
      },
      undefined,
    )!;
    const all = [p.summary, ...(p.lines ?? [])].join('\n');
    expect(all).toContain('surface-attack');
    expect(all).toContain('81st TFW'.slice(0, 4));
    expect(all).toMatch(/path \d+ hex\(es\) out, \d+ MP of MA 33 \(RS-AIR-12\); \d+ SP \(RS-AIR-42\)/);
    expect(all).toContain(`B 6, P(d10<=6) ${trackOdds(6)}% (RS-TRK-1)`);
    expect(all).toContain('1. LVD'); // the enemy sector it crosses
    expect(p.path!.length).toBe(b.distance(b.parse('00,07')!, b.parse('07,02')!) + 1);
    // An empty land hex calls for an interdiction strike (RS-AIR-63), without the naval rules too.
    const empty = missionPreview(
      {
        state: s,
        view,
        side: 'nato',
        selected: [AIR_KEY + airIndex(s, 'us-81tfw')],
        cursor: b.parse('05,00')!,
      },
      undefined,
    )!;
    expect(empty.summary).toMatch(/^interdiction on 05,00: /);
    // The summary (what the map panel shows under the path) says it all in short.
    expect(p.summary).toMatch(
      /^surface-attack on 1 enemy unit\(s\) in 07,02 \(Erfurt\): \S+ B6 60%; \d+\/33 MP, \d+ SP; ADN 1\. LVD/,
    );
  });

  it('RS-TRK-1: the odds are P(d10 <= factor); the sortie gauge fills with the sorties left', () => {
    expect([0, 1, 6, 10, 12].map(trackOdds)).toEqual([0, 10, 60, 100, 100]);
    expect(sortieBar(8, 12)).toBe('sorties ████░░ 8/12');
    expect(sortieBar(0, 0, 6, true)).toBe('sorties ...... 0/0');
  });
});

describe('air units and markers on the map, the hex info and the report', () => {
  it('RS-AIR-15: an EWDA unit on station is drawn as a plane counter in its side’s view and in the enemy’s (always detected)', () => {
    let s = redStrikeSystem.newGame(fuldaGap1989(), 'ewda').state;
    s = run(s, [{ type: 'end' } as RsCommand]); // WP assigns; NATO's assignment
    s = run(s, [{ type: 'adn-ewda', unit: 'nato-e3a', hex: '01,03' } as unknown as RsCommand]);
    const p = redStrikePresenter();
    const own = p.renderText(viewFor(s, 'nato'), {}, {}, { width: 400, height: 100 });
    expect(own).toContain('✈E 0-');
    expect(p.renderText(viewFor(s, 'nato'), { ascii: true }, {}, { width: 400, height: 100 })).toContain(
      '>E 0-',
    );
    // RS-AIR-15: always detected; the enemy sees type and factor, not the mode.
    const enemy = p.renderText(viewFor(s, 'wp'), {}, {}, { width: 400, height: 100 });
    expect(enemy).toContain('✈E 0');
    expect(enemy).not.toContain('✈E 0-');
    const info = p.infoLines(viewFor(s, 'nato'), s.world.map.board.parse('01,03')!, []).map((l) => l.text);
    expect(info.some((l) => l.includes('E-3A'))).toBe(true);
  });

  it('RS-AIR-2 / RS-NBC-16 / RS-NAV-51: the hex info names air bases with CPY, AA and hits, contamination and nuclear markers', () => {
    const s = redStrikeSystem.newGame(fuldaGap1989(), 'info').state;
    const b = s.world.map.board;
    const weimar = b.parse('08,02')!;
    const v = viewFor(s, 'nato');
    v.ext.air!.bases.find((x) => x.id === 'nohra')!.hits = 1;
    v.ext.nbc!.markers.push({ hex: weimar, kind: 'contamination', rotation: 0, chain: 1, last: true });
    const info = redStrikePresenter()
      .infoLines(v, weimar, [])
      .map((l) => l.text);
    expect(info).toContain('Air base Nohra (helicopters): CPY 1 AA 1 hits 1');
    expect(info).toContain('contaminated: +2 MP (RS-NBC-16)');
    // The enemy's air units on their base display are not in the view (RS-FOW-3, RS-AMB-9).
    expect(info.some((l) => l.includes('Mi-24'))).toBe(false);
    // After a recon of the base they are (RS-AMB-9), with the Recon marker.
    const r = { ...s, ext: structuredClone(s.ext) };
    r.ext.det!.recon.push({
      target: { kind: 'installation', id: 'nohra' },
      by: 'nato',
      hex: weimar,
      turn: 1,
    });
    const seen = redStrikePresenter()
      .infoLines(viewFor(r, 'nato'), weimar, [])
      .map((l) => l.text);
    expect(seen.some((l) => l.includes('Mi-24'))).toBe(true);
    expect(seen).toContain('  Recon marker (RS-AIR-66)');
    // RS-AIR-100: an ADN installation's hits; RS-NBC-13: a nuclear marker, drawn at the hex's apex.
    const erfurt = b.parse('07,02')!;
    const inst = v.world.scenario.extended!.adn!.installations.find((x) => b.parse(x.hex) === erfurt)!;
    v.ext.adn!.hits[inst.id] = 2;
    v.ext.nbc!.markers.push({ hex: erfurt, kind: 'attack', rotation: 0, chain: 2, last: true });
    const there = redStrikePresenter()
      .infoLines(v, erfurt, [])
      .map((l) => l.text);
    expect(there).toContain(`ADN ${inst.kind} ${inst.name}: 2 hit(s)`);
    expect(there).toContain('nuclear marker (RS-NBC-13)');
    expect(redStrikePresenter().renderText(v, {}, {}, { width: 400, height: 100 })).toContain('☢');
    // The legend explains the glyphs the map draws.
    const legend = redStrikePresenter().legend!(v, 'unicode').join('\n');
    for (const g of ['✈', '⌓', '⌖', '☢', '☣']) expect(legend).toContain(g);
  });

  it('the report gives the extended events in order, in their folder’s words; brief leaves out notes and modes', () => {
    let s = redStrikeSystem.newGame(fuldaGap1989(), 'report').state;
    const r = apply(s, { type: 'air-mode', unit: 'sov-8ga-ovp', mode: 'offensive' } as unknown as RsCommand);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const e = apply(s, { type: 'end' } as RsCommand);
    if (!e.ok) throw new Error(e.error.message);
    const events = [...r.events, ...e.events];
    const v = viewFor(e.state, 'wp');
    const out = redStrikePresenter().report(v, events, 'normal');
    const texts = out.map((x) => x.text);
    expect(texts[0]).toContain('offensive mode');
    const ext = events.filter((x) => x.type.includes('-'));
    expect(ext.length).toBeGreaterThan(0);
    // Every extended event has its line, in the order it happened, in its folder's sentence.
    const extLines = out.filter((x) => x.kind !== 'heading').map((x) => x.text);
    const want = ext.map((x) => describeEvent(v, x));
    expect(extLines.filter((t) => want.includes(t))).toEqual(want);
    const brief = redStrikePresenter()
      .report(v, events, 'brief')
      .map((x) => x.text);
    expect(brief.some((t) => t.includes('offensive mode'))).toBe(false);
  });
});

describe('the report of an air strike', () => {
  it('RS-TRK-1..4: an air strike reads with each unit’s factor, DRM, roll, ECM roll and hits as its breakdown, at its hex', () => {
    const s = redStrikeSystem.newGame(fuldaGap1989(), 'strike').state;
    const i = airIndex(s, 'sov-296apib');
    const strike = {
      type: 'air-strike',
      mission: 1,
      side: 'wp',
      what: 'the units in 04,02',
      hex: 42,
      attacks: [{ unit: i, factor: 6, drm: -1, roll: 4, ecmRoll: 2, final: 1, hits: 1 }],
      hits: 1,
    } as unknown as RsEvent;
    const [entry] = redStrikePresenter().report(viewFor(s, 'nato'), [strike], 'normal');
    expect(entry!.kind).toBe('combat');
    expect(entry!.loc).toBe(42);
    expect(entry!.text).toBe(describeEvent(s, strike));
    expect(entry!.detail).toEqual([
      `  ${s.world.scenario.extended!.air!.units[i]!.name}: factor 6, DRM -1, roll 4, ECM roll 2 -> d 1: 1 hit(s) (RS-TRK-1..3)`,
    ]);
  });
});

describe('naval units on the map and the fog of war (RS-FOW-2)', () => {
  it('RS-FOW-2 (property): an enemy aircraft in the air is drawn in NATO’s view exactly when detected', () => {
    const base = redStrikeSystem.newGame(fuldaGap1989(), 'air-fog').state;
    // A Warsaw Pact strike unit on the map from GT1 (not one still to arrive).
    const su24 = airIndex(base, 'sov-296apib');
    expect(base.ext.air!.units[su24]!.pending).toBe(false);
    const p = redStrikePresenter();
    const empty = [...Array(base.world.map.board.size).keys()].filter((h) =>
      base.units.every((u) => u.loc !== h),
    );
    fc.assert(
      // Hexes where no ground stack is drawn (under one, the stack's info row counts the aircraft).
      fc.property(fc.boolean(), fc.constantFrom(...empty), (detected, hex) => {
        const ext = structuredClone(base.ext);
        Object.assign(ext.air!.units[su24]!, { base: null, hex, detected });
        const v = viewFor({ ...base, ext }, 'nato');
        const text = p.renderText(v, {}, {}, { width: 400, height: 100 });
        const info = p
          .infoLines(v, hex, [])
          .map((l) => l.text)
          .join('\n');
        expect(text.includes('✈A 6')).toBe(detected);
        expect(info.includes('296')).toBe(detected);
        expect(p.selectable(v, hex)).not.toContain(AIR_KEY + su24);
      }),
      { numRuns: 25 },
    );
  });

  it('RS-FOW-2: an undetected enemy ship is not drawn, listed nor named; once detected it is', () => {
    const s = redStrikeSystem.newGame(navalScenario(), 'naval').state;
    const p = redStrikePresenter();
    const b = s.world.map.board;
    const draw = (st: RsState, side: 'nato' | 'wp') =>
      p.renderText(viewFor(st, side), {}, {}, { width: 400, height: 100 });
    const nato = draw(s, 'nato');
    expect(nato).toContain('⌓SAG'); // its own ship, a ship glyph and the hull code
    expect(nato).not.toContain('SSN');
    const v = viewFor(s, 'nato');
    expect(navalUnits(v).map((n) => n.def.id)).toEqual(['us-sag']);
    const info = p
      .infoLines(v, b.parse('09,07')!, [])
      .map((l) => l.text)
      .join('\n');
    expect(info).not.toContain('K-999');
    const rows = p
      .listRows(v, 'naval', false)
      .map((r) => r.text)
      .join('\n');
    expect(rows).toContain('USS Test SAG');
    expect(rows).not.toContain('K-999');
    expect(rows).not.toContain('(spotted)');
    // RS-DET-1/2: the owner sees when the enemy has detected its ship.
    const spotted = { ...s, ext: structuredClone(s.ext) };
    spotted.ext.naval!.units[0]!.detected = true;
    expect(
      p
        .listRows(viewFor(spotted, 'nato'), 'naval', false)
        .map((r) => r.text)
        .join('\n'),
    ).toContain('SAG sea USS Test SAG B 4 (spotted)');
    // The Warsaw Pact sees its own submarine.
    expect(draw(s, 'wp')).toContain('⌓SSN');
    // Detected, it is drawn in NATO's view too.
    const d = structuredClone(s);
    d.ext.naval!.units[1]!.detected = true;
    expect(draw({ ...s, ext: d.ext }, 'nato')).toContain('⌓SSN');
  });

  it('RS-FOW-2 (property): whatever is detected, NATO’s view draws exactly the WP ships that are detected', () => {
    const base = redStrikeSystem.newGame(navalScenario(), 'naval-prop').state;
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (detected, port) => {
        const ext = structuredClone(base.ext);
        ext.naval!.units[1]!.detected = detected;
        ext.naval!.units[1]!.mode = port ? 'port' : 'sea';
        const v = viewFor({ ...base, ext }, 'nato');
        const keys = redStrikePresenter().selectable(v, base.world.map.board.parse('09,07')!);
        expect(keys).not.toContain(NAVAL_KEY + 1); // never selectable: not the viewer's
        expect(navalUnits(v).some((n) => n.def.id === 'sov-ssn')).toBe(detected);
      }),
      { numRuns: 20 },
    );
  });

  it('RS-NAV-21: the naval stack is selectable, and a sea path is found only over sea hexes', () => {
    const s = redStrikeSystem.newGame(navalScenario(), 'naval-path').state;
    const v = viewFor(s, 'nato');
    const b = v.world.map.board;
    expect(redStrikePresenter().selectable(v, b.parse('06,07')!)).toContain(NAVAL_KEY + 0);
    expect(redStrikePresenter().unitLoc(v, NAVAL_KEY + 0)).toBe(b.parse('06,07'));
    // 1 MP per open-water hex (RS-NAV-21); never over land.
    expect(seaPath(v, b.parse('06,07')!, b.parse('08,07')!)).toEqual({
      path: [b.parse('07,07'), b.parse('08,07')],
      mp: 2,
    });
    expect(seaPath(v, b.parse('06,07')!, b.parse('05,07')!)).toBeNull();
  });

  it('RS-NAV-21/22: m sails the selected ship by the cheapest sea path; the preview is the rules’ answer', () => {
    let s = redStrikeSystem.newGame(navalScenario(), 'naval-move').state;
    for (let k = 0; k < 20 && !(s.step.kind === 'move' && s.step.side === 'nato'); k++)
      s = run(s, [{ type: 'end' } as RsCommand]);
    expect(s.step).toMatchObject({ kind: 'move', side: 'nato' });
    const view = viewFor(s, 'nato');
    const b = view.world.map.board;
    const ctx = { state: s, view, side: 'nato', selected: [NAVAL_KEY + 0], cursor: b.parse('08,07')! };
    const move = redStrikePresenter().orders.find((o) => o.id === 'order.move')!;
    const p = move.preview!(ctx)!;
    expect(p.summary).toBe('sail to 08,07: 2 of 30 MP (RS-NAV-21)');
    expect(p.path).toEqual([b.parse('07,07'), b.parse('08,07')]);
    const built = move.build(ctx, p);
    if ('error' in built) throw new Error(built.error);
    expect(built.commands).toEqual([{ type: 'naval-move', units: ['us-sag'], path: ['07,07', '08,07'] }]);
    const r = apply(s, built.commands[0]!);
    // The preview's refusal, if any, is the rules' own sentence.
    if (p.error) expect(r.ok ? '' : r.error.message).toBe(p.error);
    else {
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.state.ext.naval!.units[0]!.hex).toBe(b.parse('08,07'));
    }
  });
});

describe('the extended orders: keys and standing orders', () => {
  it('every order has its key in the default, vi and numpad keymaps, none taken from another (issue 17)', () => {
    const orders = redStrikePresenter().orders;
    for (const name of ['default', 'vi', 'numpad']) {
      const km = buildKeymap(name, fileKeymapSource(), undefined, systemKeys(orders));
      for (const o of orders.filter((x) => !['order.formation.ha', 'order.overrun'].includes(x.id)))
        expect(km.byAction.get('map')?.get(o.id), `${name} ${o.id}`).toEqual(o.keys);
      // The vi keymap's h and b predate the extended game; nothing else is reported.
      expect(km.notices.filter((n) => !/"[hb]"/.test(n))).toEqual([]);
    }
  });

  it('RS-AIR-52..57 / RS-NAV-31/34: O opens the standing orders; Enter gives adn-orders the rules accept', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    await c.keys('O');
    let text = (await c.lines()).join('\n');
    expect(text).toContain('Standing orders');
    expect(text).toContain('Interceptors react to (RS-AIR-52)');
    // The first cell (interceptors) to "strikes only", then Enter.
    await c.keys('S', KEY.enter);
    expect(c.session.state.ext.adn!.orders.nato.intercept).toBe('strikes');
    text = (await c.lines()).join('\n');
    expect(text).not.toContain('Interceptors react to');
  });

  it('RS-AIR-5: E previews an EAB with the rules’ answer on the hex under the cursor', () => {
    const s = redStrikeSystem.newGame(fuldaGap1989(), 'eab').state;
    const view = viewFor(s, 'wp');
    const eab = redStrikePresenter().orders.find((o) => o.id === 'order.air.eab')!;
    const b = view.world.map.board;
    const ctx = { state: s, view, side: 'wp', selected: [], cursor: b.parse('07,02')! };
    const p = eab.preview!(ctx)!;
    expect(p.summary).toMatch(/^EAB at 07,02 \(Erfurt\)/);
    const r = apply(s, { type: 'air-eab', hex: '07,02' } as unknown as RsCommand);
    expect(p.error).toBe(r.ok ? undefined : r.error.message);
  });
});

describe('missiles', () => {
  it('RS-MSL-1..3: W aims the selected LRMU; the preview gives the hit number from the rules, or their refusal', () => {
    let s = redStrikeSystem.newGame(fuldaGap1989(), 'missile').state;
    for (let k = 0; k < 20 && !(s.step.kind === 'move' && s.step.side === 'wp'); k++)
      s = run(s, [{ type: 'end' } as RsCommand]);
    const view = viewFor(s, 'wp');
    const b = view.world.map.board;
    const scud = view.world.units.findIndex((u) => u.side === 'wp' && u.class === 'lrmu');
    expect(scud).toBeGreaterThanOrEqual(0);
    const order = redStrikePresenter().orders.find((o) => o.id === 'order.missile')!;
    const hex = b.parse('04,02')!; // Bad Hersfeld: the 3/11 ACR
    const ctx = { state: s, view, side: 'wp', selected: [scud], cursor: hex };
    const p = order.preview!(ctx)!;
    expect(p.summary).toMatch(/^HE missile at 3\/11 ACR \(RS-MSL-3\)/);
    const built = order.build(ctx, p);
    if ('error' in built) throw new Error(built.error);
    const r = apply(s, built.commands[0]!);
    if (p.error) expect(r.ok ? '' : r.error.message).toBe(p.error);
    else {
      expect(p.summary).toMatch(/: (hits on d100[-+\d]* <= \d+, \d+%|a sure hit)$/);
      expect(r.ok).toBe(true);
    }
  });
});

describe('the commands the client builds', () => {
  it('every order’s commands have the shape the engine’s command schemas accept (issue 17)', () => {
    let s = redStrikeSystem.newGame(navalScenario(), 'shapes').state;
    for (let k = 0; k < 20 && !(s.step.kind === 'move' && s.step.side === 'wp'); k++)
      s = run(s, [{ type: 'end' } as RsCommand]);
    const view = viewFor(s, 'wp');
    const b = view.world.map.board;
    const scud = view.world.units.findIndex((u) => u.side === 'wp' && u.class === 'lrmu');
    const ground = view.world.units.findIndex((u) => u.side === 'wp' && u.class === 'armour');
    const selected = [scud, ground, AIR_KEY + airIndex(s, 'sov-296apib'), NAVAL_KEY + 1];
    const built: RsCommand[] = [];
    for (const o of redStrikePresenter().orders) {
      for (const target of ['04,02', '09,07', '08,07', '08,02']) {
        const ctx = { state: s, view, side: 'wp', selected, cursor: b.parse(target)! };
        const r = o.build(ctx, o.preview?.(ctx) ?? null);
        if ('error' in r) continue;
        built.push(...r.commands);
        if (r.grid) built.push(...r.grid.commit(r.grid.values).commands);
      }
    }
    const types = new Set(built.map((c) => c.type));
    for (const t of [
      'air-mission',
      'air-recce',
      'adn-cap',
      'sf-recon',
      'msl-fire',
      'adn-orders',
      'naval-orders',
    ])
      expect(types, t).toContain(t);
    for (const c of built) {
      const parsed = parseCommand(c);
      expect('code' in parsed ? `${c.type}: ${parsed.message}` : 'ok').toBe('ok');
    }
  });
});

describe('close air support', () => {
  it('RS-AIR-62: C with no combat open is refused in the rules’ words', () => {
    const s = redStrikeSystem.newGame(fuldaGap1989(), 'cas').state;
    const view = viewFor(s, 'wp');
    const cas = redStrikePresenter().orders.find((o) => o.id === 'order.air.cas')!;
    const heli = AIR_KEY + airIndex(s, 'sov-8ga-ovp');
    const r = cas.build({ state: s, view, side: 'wp', selected: [heli], cursor: 0 }, null);
    const rules = apply(s, { type: 'air-cas', units: ['sov-8ga-ovp'] } as unknown as RsCommand);
    expect(rules.ok).toBe(false);
    expect(r).toEqual({ error: rules.ok ? '' : rules.error.message });
  });
});

describe('naval fire', () => {
  it('RS-NAV-30 / RS-FOW-2: a with a ship selected fires at a detected enemy ship only; the preview is the rules’ answer', () => {
    let s = redStrikeSystem.newGame(navalScenario(), 'naval-fire').state;
    for (let k = 0; k < 20 && !(s.step.kind === 'move' && s.step.side === 'nato'); k++)
      s = run(s, [{ type: 'end' } as RsCommand]);
    const attack = redStrikePresenter().orders.find((o) => o.id === 'order.attack')!;
    const b = s.world.map.board;
    const at = (st: RsState) => ({
      state: st,
      view: viewFor(st, 'nato'),
      side: 'nato',
      selected: [NAVAL_KEY + 0],
      cursor: b.parse('07,07')!,
    });
    // The submarine is undetected: nothing to fire at, and nothing said of it.
    const hidden = { ...s, ext: structuredClone(s.ext) };
    hidden.ext.naval!.units[1]!.hex = b.parse('07,07')!;
    hidden.ext.naval!.units[1]!.detected = false;
    const p0 = attack.preview!(at(hidden))!;
    expect(p0.error).toContain('No detected enemy ship or enemy ground unit in 07,07');
    expect(JSON.stringify(p0)).not.toContain('K-999');
    // Detected, it is the target.
    const seen = { ...hidden, ext: structuredClone(hidden.ext) };
    seen.ext.naval!.units[1]!.detected = true;
    const p1 = attack.preview!(at(seen))!;
    expect(p1.summary).toMatch(/^USS Test SAG fires at K-999 Victor \(RS-NAV-30\)/);
    const built = attack.build(at(seen), p1);
    if ('error' in built) throw new Error(built.error);
    expect(built.commands).toEqual([{ type: 'naval-attack', unit: 'us-sag', target: 'sov-ssn' }]);
    const r = apply(seen, built.commands[0]!);
    if (p1.error) expect(r.ok ? '' : r.error.message).toBe(p1.error);
    else expect(p1.summary).toMatch(/: (AS|B|SS) \d+, P\(d10<=\d+\) \d+%$/);
  });
});

describe('Tab in a movement segment', () => {
  it('RS-AIR-30/42: after the ground units, Tab reaches the air units that may still fly and the ships', () => {
    let s = redStrikeSystem.newGame(fuldaGap1989(), 'tab').state;
    s = run(s, [{ type: 'air-mode', unit: 'sov-8ga-ovp', mode: 'offensive' } as unknown as RsCommand]);
    const v0 = viewFor(s, 'wp');
    expect(
      redStrikePresenter()
        .ready(v0)
        .some((k) => k >= AIR_KEY),
    ).toBe(false); // not in assignment
    for (let k = 0; k < 20 && !(s.step.kind === 'move' && s.step.side === 'wp'); k++)
      s = run(s, [{ type: 'end' } as RsCommand]);
    const v = viewFor(s, 'wp');
    const ready = redStrikePresenter().ready(v);
    const heli = AIR_KEY + airIndex(s, 'sov-8ga-ovp');
    expect(ready).toContain(heli);
    expect(ready.indexOf(heli)).toBeGreaterThan(0);
    // Units without a mode do not fly (RS-AIR-30).
    expect(ready).not.toContain(AIR_KEY + airIndex(s, 'sov-296apib'));
    expect(redStrikePresenter().unitLoc(v, heli)).toBe(v.world.map.board.parse('08,02'));
  });
});

describe('the score window', () => {
  it('RS-VIC / RS-WO-1 / RS-NBC-1: V shows the VP, the objectives and holders, and the extended rules’ VP', async () => {
    const c = client({ nato: 'human', wp: 'computer' });
    await c.dismiss(3);
    await c.keys('V');
    const text = (await c.lines()).join('\n');
    expect(text).toContain('Score');
    expect(text).toMatch(/VP NATO \d+ - WP \d+ \(RS-VIC\)/);
    expect(text).toContain('Frankfurt 10 VP');
    const lines = redStrikePresenter().score!(viewFor(c.session.state, 'nato'));
    expect(lines).toContain('  World Opinion 0: NATO 0, WP 0 (RS-WO-1)');
    expect(lines).toContain('  DEFCON 4: NATO 0, WP 0 (RS-NBC-1)');
    await c.keys(KEY.escape);
  });
});

describe('the extended orders only where their rules are in force', () => {
  it('a land-only game leaves the air, naval, SF, missile and NBC orders out of help, and their keys say why', async () => {
    const c = client({ nato: 'computer', wp: 'human' }, { ...fuldaGap1989(), options: [] });
    await c.dismiss(3);
    await c.keys('?');
    for (let i = 0; i < 8; i++) await c.keys(KEY.pagedown);
    const help = (await c.lines()).join('\n');
    expect(help).not.toContain('Air mission');
    expect(help).not.toContain('Special forces');
    await c.keys(KEY.escape, 'f');
    const after = (await c.lines()).join('\n');
    expect(after).toContain('Not in force in this game, its rules are off: Air mission');
  });

  it('with the air war on, help lists the air mission order', async () => {
    const c = client({ nato: 'computer', wp: 'human' });
    await c.dismiss(3);
    await c.keys('?');
    let seen = false;
    for (let i = 0; i < 8 && !seen; i++) {
      seen = (await c.lines()).join('\n').includes('Air mission');
      await c.keys(KEY.pagedown);
    }
    expect(seen).toBe(true);
  });
});

describe('hex info with many air bases on one hex', () => {
  it('RS-AIR-2: off-map bases sharing an edge hex take a short line each (name, CPY, AA, hits)', () => {
    const s = redStrikeSystem.newGame(fuldaGap1989(), 'bases').state;
    const v = viewFor(s, 'nato');
    const hex = v.world.map.board.parse('00,07')!;
    const text = redStrikePresenter()
      .infoLines(v, hex, [])
      .map((l) => l.text);
    expect(text).toContain('Air bases: CPY AA hits');
    expect(text).toContain(' Ramstein 3 4 0');
    expect(text).toContain(' Hahn 2 3 0');
  });
});
