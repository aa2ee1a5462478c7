// The Operation Exporter scenario (issue 14, tools/scenarios/syria-1941.ts): the units the OCS rules
// text and the dossier name, the Beirut-Aley-Zahle-Rayak railway with its stations and gauges, the
// Vichy depots, rail moves on the real map under the OCS module, and a whole A/I-vs-A/I game.

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { buildWorld, terrainAt } from '../src/engine/systems/panzer/world.js';
import { OCS_SCENARIO_ID, loadBundledScenario } from '../src/scenario/bundled.js';
import { runMatch } from '../src/sim/match.js';
import { ok, refused, u } from './fixtures/movement.js';

const s: Scenario = loadBundledScenario(OCS_SCENARIO_ID);
const world = buildWorld(s);
const unitNamed = (re: RegExp) => s.units.filter((x) => re.test(x.name));
const station = (name: string) => s.ocs!.stations.find((st) => st.name === name)!;
const line = (gauge: string) => s.ocs!.railLines.find((l) => l.gauge === gauge)!;

describe('Syria 1941: scenario data', () => {
  it('selects the OCS movement module and names the sides in its briefings', () => {
    expect(s.modules).toEqual(['ocs']);
    expect(world.hooks.railMove).toBeDefined();
    expect(s.briefing!.allied).toMatch(/Australian/);
    expect(s.briefing!.axis).toMatch(/Vichy/);
  });

  it('OCS-MOV example A-1: the OOB holds the TJFF (wheeled) and the II/17e Sénégalais', () => {
    const [tjff] = unitNamed(/^TJFF/);
    expect(tjff).toMatchObject({ side: 'allied', moveClass: 'motorized' });
    const [sen] = unitNamed(/^II\/17e Sénégalais$/);
    expect(sen).toMatchObject({ side: 'axis', size: 'battalion' });
  });

  it('dossier 4: the battalions and regiments of both sides are there', () => {
    for (const name of [
      /^2\/14th Australian Battalion$/,
      /^2\/16th Australian Battalion$/,
      /^2\/27th Australian Battalion$/,
      /^2\/25th Australian Battalion$/,
      /^2\/31st Australian Battalion$/,
      /^2\/33rd Australian Battalion$/,
      /^No\. 11 \(Scottish\) Commando$/,
      /^Cheshire Yeomanry/,
      /^2\/4th Field Regiment$/,
      /^6th Aus Div Cavalry/,
    ])
      expect(
        unitNamed(name).filter((x) => x.side === 'allied'),
        String(name),
      ).not.toHaveLength(0);
    for (const name of [
      /6e REI/,
      /22e RTA/,
      /29e RTA/,
      /24e RMC/,
      /16e RTT/,
      /Chasseurs Libanais/,
      /R35/,
      /RACL/,
    ])
      expect(
        unitNamed(name).filter((x) => x.side === 'axis'),
        String(name),
      ).not.toHaveLength(0);
    // Horsed cavalry moves as horse; the commando lands at dawn on 9 June (turn 13).
    expect(unitNamed(/Cheshire Yeomanry/)[0]!.moveClass).toBe('horse');
    expect(unitNamed(/Commando/)[0]!.arrives?.turn).toBe(13);
  });

  it('OCS-MOV-42/45: Beirut, Aley, Sofar, Zahle and Rayak are stations on the metre-gauge line, in that order', () => {
    const metre = line('metre');
    const order = ['Beirut', 'Aley', 'Sofar', 'Zahle', 'Rayak'].map((n) =>
      metre.hexes.indexOf(station(n).hex),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const n of ['Beirut', 'Aley', 'Zahle', 'Rayak']) {
      const t = terrainAt(world, world.board.parse(station(n).hex)!);
      expect(t.urban, `${n} is a village, town or city`).toBe(true);
    }
  });

  it('OCS-MOV-45: the break of gauge is at Rayak, the only hex the two gauges share', () => {
    const standard = new Set(line('standard').hexes);
    const shared = line('metre').hexes.filter((h) => standard.has(h));
    expect(shared).toEqual([station('Rayak').hex]);
    expect(s.ocs!.railLines.some((l) => l.double)).toBe(false); // single track throughout (dossier)
  });

  it('OCS-MOV-50: Vichy depots at Beirut, Rayak, Sidon and the front, on land', () => {
    const vichy = s.ocs!.depots!.filter((d) => d.side === 'axis');
    expect(vichy.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Beirut base depot', 'Rayak depot', 'Sidon depot']),
    );
    for (const d of s.ocs!.depots!) {
      expect(d.sp).toBeGreaterThan(0);
      expect(terrainAt(world, world.board.parse(d.hex)!).water).toBe(false);
    }
    expect(s.ocs!.airbases!.find((a) => a.level === 3)?.side).toBe('axis'); // Rayak
  });

  it('PC-SUT-03: the 15th Cruiser Squadron stands on open sea, out of touch with land', () => {
    const ships = s.units.filter((x) => x.type === 'naval');
    expect(ships.map((x) => x.side)).toEqual(['allied', 'allied']);
    for (const sh of ships) {
      const loc = world.board.parse(sh.hex!)!;
      expect(sh.moveClass).toBe('naval');
      for (const n of world.board.within(loc, 1))
        expect(terrainAt(world, n).water, world.board.label(n)).toBe(true);
    }
  });

  it('the coast road runs from the south edge to Beirut and crosses the Litani by a wired bridge', () => {
    const coast = s.map.lines!.find((l) => l.kind === 'primaryRoad')!;
    expect(world.board.parse(coast.hexes[0]!)! >= (s.map.height - 1) * s.map.width).toBe(true);
    expect(coast.hexes).toContain(s.objectives.find((o) => o.name === 'Beirut')!.hex);
    expect(s.wiredBridges!.every((b) => b.against === 'allied')).toBe(true);
    // No impassable hex under a road or railway: the passes are open.
    for (const l of s.map.lines!)
      for (const h of l.hexes)
        expect(terrainAt(world, world.board.parse(h)!).cost.foot, h).toBeGreaterThan(0);
  });
});

/** The state at the start of the Vichy player turn of turn 1. */
function vichyTurn(): GameState {
  const g = newGame(s, 11).state;
  return ok(apply(g, { type: 'endTurn' })).state;
}

/** The hexes after `from` up to `to` along a rail line (either direction). */
function ride(hexes: readonly string[], from: string, to: string): string[] {
  const a = hexes.indexOf(from);
  const b = hexes.indexOf(to);
  return a < b ? hexes.slice(a + 1, b + 1) : hexes.slice(b, a).reverse();
}

describe('Syria 1941: rail moves on the map under the OCS module', () => {
  const rmc = unitNamed(/^III\/24e RMC/)[0]!.id;
  const levant = unitNamed(/^5e Bataillon du Levant$/)[0]!.id;

  it('OCS-MOV-43/46/47: the III/24e RMC entrains at Rayak in Move mode and detrains at Aley, 1/2 RE of 1', () => {
    let g = vichyTurn();
    expect(s.units.find((x) => x.id === rmc)!.hex).toBe(station('Rayak').hex);
    g = ok(apply(g, { type: 'mode', unit: rmc, mode: 'move' })).state;
    const path = ride(line('metre').hexes, station('Rayak').hex, station('Aley').hex);
    g = ok(apply(g, { type: 'railMove', unit: rmc, path })).state;
    expect(u(g, rmc).loc).toBe(world.board.parse(station('Aley').hex));
    expect(g.ocs!.railUsed.axis).toBe(0.5);
  });

  it('OCS-MOV-45: a train from Zahle cannot run through Rayak onto the standard gauge', () => {
    let g = vichyTurn();
    g = ok(apply(g, { type: 'mode', unit: levant, mode: 'move' })).state;
    const toRayak = ride(line('metre').hexes, station('Zahle').hex, station('Rayak').hex);
    const onward = line('standard').hexes.slice(1);
    expect(refused(apply(g, { type: 'railMove', unit: levant, path: [...toRayak, ...onward] })).rule).toBe(
      'OCS-MOV-45',
    );
  });

  it('OCS-MOV-47: the Allies have no rolling stock on the line (capacity 0)', () => {
    expect(s.ocs!.railCapacity).toEqual({ allied: 0, axis: 1 });
  });
});

describe('Syria 1941: a whole A/I-vs-A/I game', () => {
  it('plays all 46 turns under the OCS module with 0 refused commands', () => {
    const r = runMatch(panzerSystem, s, 3, { allied: 'ai', axis: 'ai' });
    expect(r.refusalSamples).toEqual([]);
    expect(r.refusals).toEqual({ allied: 0, axis: 0 });
    expect(r.result?.turn).toBe(s.start.turns);
    expect(r.commands).toBeGreaterThan(s.start.turns * 2);
  }, 120_000);
});
