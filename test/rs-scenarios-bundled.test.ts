// The bundled Red Strike scenarios of the extended game (issue 17): the Fulda Gap with its air
// order of battle (RS-AIR-1..22, RS-AIR-100..101, RS-SCN) and the Baltic approaches with the naval
// rules (RS-NAV, RS-MAP-2, RS-MAP-9, RS-SMAP-20). They load and validate, every air and naval unit
// starts where the rules allow, and a computer-vs-computer game runs with no refused command.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HexBoard } from '../src/engine/core/board.js';
import { runMatch } from '../src/sim/match.js';
import { checkGameScenarioFile } from '../src/scenario/load.js';
import { redStrikeSystem } from '../src/engine/systems/red-strike/system.js';
import { scenarioProblems, type RsScenario } from '../src/engine/systems/red-strike/scenario.js';
import { missileEntry } from '../src/engine/systems/red-strike/missiles/table.js';
import { EXT_OPTION_KEYS } from '../src/engine/systems/red-strike/ext/options.js';
import { generatedJson } from '../tools/scenarios/build.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';
import { at as balticAt, balticApproaches1989 } from '../tools/scenarios/baltic-approaches-1989.js';
import { RS_AIRCRAFT } from '../tools/scenarios/rs-aircraft.js';

const dir = join(import.meta.dirname, '..', 'scenarios');
const SCENARIOS: Record<string, () => RsScenario> = {
  'fulda-gap-1989': fuldaGap1989,
  'baltic-approaches-1989': balticApproaches1989,
};

const boardOf = (sc: RsScenario) => new HexBoard(sc.map.width, sc.map.height);
const cell = (rows: readonly string[], b: HexBoard, label: string) => {
  const h = b.parse(label)!;
  return rows[Math.floor(h / b.width)]![h % b.width]!;
};
const isSea = (sc: RsScenario, label: string) => '~='.includes(cell(sc.map.terrain, boardOf(sc), label));
const isPort = (sc: RsScenario, label: string) => sc.map.ports.some((p) => p.hex === label);

describe.each(Object.keys(SCENARIOS))('RS-SCN bundled extended scenario %s', (id) => {
  const sc = SCENARIOS[id]!();
  const b = boardOf(sc);
  const ext = sc.extended!;

  it('is the output of its generator, and passes the loader and the cross-field checks', () => {
    expect(readFileSync(join(dir, `${id}.json`), 'utf8')).toBe(generatedJson(id));
    expect(checkGameScenarioFile(join(dir, `${id}.json`)).issues).toEqual([]);
    expect(scenarioProblems(sc)).toEqual([]);
    expect(sc.options.every((o) => EXT_OPTION_KEYS.includes(o as never))).toBe(true);
    expect(sc.sources.length).toBeGreaterThanOrEqual(3);
  });

  it('RS-AIR-1/2: every air base is on a land hex of its own side, with CPY and AA', () => {
    for (const base of ext.air!.bases) {
      expect(b.parse(base.hex), base.id).toBeDefined();
      expect(isSea(sc, base.hex), base.id).toBe(false);
      expect(cell(sc.map.territory, b, base.hex), base.id).toBe(base.side === 'nato' ? 'N' : 'W');
      expect(base.cpy).toBeGreaterThan(0);
    }
  });

  it('RS-AIR-12/15..22: every air unit starts on a base of its side (or a box, RS-SMAP-20), with factors on the track scale', () => {
    const bases = new Map(ext.air!.bases.map((x) => [x.id, x]));
    const boxes = new Map((ext.naval?.holdingBoxes ?? []).map((x) => [x.id, x]));
    const ids = new Set<string>();
    for (const u of ext.air!.units) {
      expect(ids.has(u.id), u.id).toBe(false);
      ids.add(u.id);
      const base = bases.get(u.base);
      const box = boxes.get(u.base);
      expect(base ?? box, `${u.id} on ${u.base}`).toBeDefined();
      expect((base ?? box)!.side, u.id).toBe(u.side);
      // RS-SMAP-20: only the long-range bombers the rule lists sit in a holding box.
      if (box) {
        expect(box.bombers).toBe(true);
        expect(['Tu-16K', 'Tu-22M2', 'Tu-95', 'Tu-142', 'Tu-160', 'B-52', 'B-1']).toContain(u.model);
      }
      for (const f of [u.aa, u.b, u.as, u.ss, u.ecm]) expect(f).toBeLessThanOrEqual(9);
      if (u.type === 'ewda') expect(u.hits).toBe(1); // RS-AIR-15: one hit destroys it
      // RS-AIR-71: no BVR row above the F-14's (6/5/5/4/4/3), the best in the game.
      (u.bvr ?? []).forEach((v, i) => expect(v).toBeLessThanOrEqual([6, 5, 5, 4, 4, 3][i] ?? 0));
      if (u.missile) expect(missileEntry(u.missile), `${u.id} ${u.missile}`).toBeDefined();
      // RS-AIR-8 [advanced]: a unit starts on a base its own nation operates.
      if (base) expect(base.operator, u.id).toBe(u.nation);
    }
  });

  it('RS-AIR-100/101: ADN sector rows cover the map and each installation sits in its sector', () => {
    const adn = ext.adn!;
    expect(adn.rows).toHaveLength(sc.map.height);
    for (const r of adn.rows) expect(r).toHaveLength(sc.map.width);
    const letters = new Map(adn.sectors.map((s) => [s.id, s.letter]));
    for (const inst of adn.installations)
      expect(cell(adn.rows, b, inst.hex), inst.id).toBe(letters.get(inst.sector));
    for (const s of adn.sectors) expect(s.limitedAt).toBeLessThan(s.outAt);
  });

  it("RS-VIC-20 / RS-HIT-10: installations stand on land hexes of their owner's territory", () => {
    expect(ext.installations.length).toBeGreaterThan(0);
    for (const i of ext.installations) {
      expect(isSea(sc, i.hex), i.id).toBe(false);
      expect(cell(sc.map.territory, b, i.hex), i.id).toBe(i.side === 'nato' ? 'N' : 'W');
    }
  });

  it('RS-MSL-1: every LRMU carries a missile of the Missile Table of its nation', () => {
    for (const u of sc.units.filter((x) => x.class === 'lrmu')) {
      const m = missileEntry(u.missile!);
      expect(m, u.id).toBeDefined();
      expect(m!.carriers).toContain('ground');
    }
  });

  it('a computer-vs-computer game with the scenario options runs to its end with 0 refused commands', () => {
    const r = runMatch(redStrikeSystem, JSON.parse(JSON.stringify(sc)), 1, { nato: 'ai', wp: 'ai' });
    expect(r.refusalSamples).toEqual([]);
    expect(r.refusals).toEqual({ nato: 0, wp: 0 });
    expect(r.result).not.toBeNull();
  }, 300_000);
});

describe('the Fulda Gap air order of battle (issue 17)', () => {
  const sc = fuldaGap1989();
  const ext = sc.extended!;
  const unit = (id: string) => ext.air!.units.find((u) => u.id === id)!;
  const base = (id: string) => ext.air!.bases.find((x) => x.id === id)!;

  it('plays with air, missiles, NBC and special forces, and keeps the land game', () => {
    expect(sc.options).toEqual(['air', 'missiles', 'nbc', 'special-forces']);
    expect(sc.units.find((u) => u.id === '11acr-1')!.hex).toBe('04,04');
    expect(ext.nbc!.defcon).toBe(4);
    expect(ext.specialForces).toEqual({ nato: 1, wp: 2 });
  });

  it('4 ATAF against the 16th Air Army, 2 ATAF arriving on GT2 from the flank', () => {
    expect(unit('us-36tfw').model).toBe('F-15C');
    expect(unit('us-36tfw').base).toBe('bitburg');
    expect(unit('can-1cag').base).toBe('baden-soellingen');
    expect(unit('nato-e3a').type).toBe('ewda');
    expect(unit('sov-85giap').model).toBe('MiG-29');
    for (const id of ['uk-bruggen', 'uk-wildenrath', 'be-kb', 'nl-volkel']) expect(unit(id).arrives).toBe(2);
    const count = (side: string) => ext.air!.units.filter((u) => u.side === side).length;
    expect(count('nato')).toBeGreaterThanOrEqual(15);
    expect(count('wp')).toBeGreaterThanOrEqual(12);
  });

  it('RS-D-SCN-OFFMAP: bases on the map in their own hex, off-map bases in the edge hex of their latitude', () => {
    expect(base('fulda').hex).toBe('04,04'); // Sickels AAF, Fulda
    expect(base('nohra').hex).toBe('08,02'); // the 8th Guards Army's helicopter base
    expect(base('ramstein').hex).toBe('00,07'); // west edge, behind the Rhine
    expect(base('geilenkirchen').hex).toBe('00,02');
    expect(base('grossenhain').hex).toBe('09,00'); // the 16th Air Army's Saxon bases: north-east corner
  });

  it('RS-AIR-101: 4 ATAF west of the IGB, 1. LVD east of it (defaults 8/12)', () => {
    const rows = ext.adn!.rows;
    sc.map.territory.forEach((t, r) => expect(rows[r]).toBe(t.replaceAll('N', 'F').replaceAll('W', 'L')));
    expect(ext.adn!.sectors.map((s) => [s.id, s.limitedAt, s.outAt, s.source])).toEqual([
      ['4ATAF', 8, 12, 'default'],
      ['LVD1', 8, 12, 'default'],
    ]);
  });
});

describe('the Baltic approaches (issue 17, naval rules)', () => {
  const sc = balticApproaches1989();
  const b = boardOf(sc);
  const naval = sc.extended!.naval!;

  it('plays with naval, air, missiles, NBC and the holding boxes; 6 GTs', () => {
    expect(sc.options).toEqual(['naval', 'air', 'missiles', 'nbc', 'holding-boxes']);
    expect(sc.turns).toBe(6);
  });

  it("RS-MAP-3/4: Denmark and the FRG are NATO, the GDR and Poland WP, Sweden neutral, the sea nobody's", () => {
    const t = (place: string) => cell(sc.map.territory, b, balticAt(place));
    for (const p of ['Copenhagen', 'Kiel', 'Hamburg', 'Aarhus', 'Esbjerg', 'Korsør'])
      expect(t(p), p).toBe('N');
    for (const p of ['Rostock', 'Wismar', 'Stralsund', 'Świnoujście', 'Szczecin']) expect(t(p), p).toBe('W');
    expect(sc.map.territory.join('')).toContain('X');
    sc.map.terrain.forEach((row, r) =>
      [...row].forEach((ch, c) =>
        expect('~='.includes(ch), `${c},${r}`).toBe(sc.map.territory[r]![c] === '~'),
      ),
    );
  });

  it("RS-NAV-21: every naval unit starts on a sea hex or a port; In Port only in its own side's port", () => {
    for (const u of naval.units) {
      expect(u.hex, u.id).toBeDefined();
      expect(isSea(sc, u.hex!) || isPort(sc, u.hex!), `${u.id} at ${u.hex}`).toBe(true);
      if (u.inPort) {
        expect(isPort(sc, u.hex!), u.id).toBe(true);
        expect(cell(sc.map.territory, b, u.hex!), u.id).toBe(u.side === 'nato' ? 'N' : 'W');
      }
      if (u.missile) expect(missileEntry(u.missile), u.missile).toBeDefined();
    }
  });

  it('RS-NAV-70: each amphibious group carries a marine unit of its side that starts in its port', () => {
    const amph = naval.units.filter((u) => u.class === 'amphibious');
    expect(amph.length).toBeGreaterThanOrEqual(3);
    for (const a of amph) {
      const g = sc.units.find((u) => u.id === a.carries)!;
      expect(g, a.id).toBeDefined();
      expect(g.side).toBe(a.side);
      expect(g.subtype).toMatch(/amphib|marine|naval infantry/i);
      expect(g.hex).toBe(a.hex);
      expect(isPort(sc, g.hex!)).toBe(true);
    }
    expect(naval.amphibiousTransport!.perGt.wp).toBeGreaterThanOrEqual(3); // the Polish division is 3 RE
  });

  it('RS-MAP-2: every sea hex and port lies in a sea zone; the Baltic zones score no WP mining VP (RS-VIC-16)', () => {
    const letters = new Set(naval.seaZones.map((z) => z.letter));
    for (let h = 0; h < b.width * b.height; h++) {
      const l = b.label(h);
      const z = cell(naval.seaZoneRows, b, l);
      if (isSea(sc, l) || isPort(sc, l)) expect(letters.has(z), l).toBe(true);
      else expect(z, l).toBe('.');
    }
    expect(naval.seaZones.filter((z) => z.baltic).map((z) => z.id)).toEqual(['western-baltic', 'arkona']);
    // Mines at the start: the Danish fields in the Belts and the Sound (est.).
    expect(naval.seaZones.find((z) => z.id === 'belts')!.mines).toBe(2);
  });

  it('RS-MAP-9: the Kiel canal runs Brunsbüttel - Rendsburg - Kiel from the North Sea to Kiel Bay', () => {
    const hexes = naval.canal.map((l) => b.parse(l)!);
    expect(naval.canal[0]).toBe(balticAt('Brunsbüttel'));
    expect(naval.canal).toContain(balticAt('Rendsburg'));
    expect(naval.canal[naval.canal.length - 1]).toBe(balticAt('Kiel'));
    for (let i = 1; i < hexes.length; i++) expect(b.distance(hexes[i - 1]!, hexes[i]!)).toBe(1);
    const zoneNext = (h: number) =>
      [0, 1, 2, 3, 4, 5]
        .map((d) => b.neighbor(h, d))
        .filter((n) => n >= 0 && isSea(sc, b.label(n)))
        .map((n) => cell(naval.seaZoneRows, b, b.label(n)));
    expect(zoneNext(hexes[0]!)).toContain('N');
    expect(zoneNext(hexes[hexes.length - 1]!)).toContain('B');
  });

  it('RS-D-BALTIC-STRAITS: ships pass the Sound (through Helsingør) and the Great Belt between the Kattegat and the Baltic', () => {
    const passable = (h: number) => isSea(sc, b.label(h)) || isPort(sc, b.label(h));
    const reach = (from: number, avoid: Set<number>) => {
      const seen = new Set([from]);
      const q = [from];
      while (q.length) {
        const h = q.shift()!;
        for (let d = 0; d < 6; d++) {
          const n = b.neighbor(h, d);
          if (n >= 0 && !seen.has(n) && !avoid.has(n) && passable(n)) {
            seen.add(n);
            q.push(n);
          }
        }
      }
      return seen;
    };
    const zoneHexes = (z: string) =>
      [...Array(b.width * b.height).keys()].filter(
        (h) => isSea(sc, b.label(h)) && cell(naval.seaZoneRows, b, b.label(h)) === z,
      );
    const kattegat = zoneHexes('K')[0]!;
    const arkona = zoneHexes('A');
    // Through the Great Belt alone (the Sound closed) and through the Sound alone (the Belts closed).
    expect(arkona.some((h) => reach(kattegat, new Set(zoneHexes('S'))).has(h))).toBe(true);
    expect(arkona.some((h) => reach(kattegat, new Set(zoneHexes('G'))).has(h))).toBe(true);
  });

  it('RS-NAV-70: from Świnoujście and Sassnitz the landing groups reach Zealand, Falster and Holstein within 30 sea hexes', () => {
    const seaDist = (from: number) => {
      const dist = new Map([[from, 0]]);
      const q = [from];
      while (q.length) {
        const h = q.shift()!;
        for (let d = 0; d < 6; d++) {
          const n = b.neighbor(h, d);
          if (n >= 0 && !dist.has(n) && isSea(sc, b.label(n))) {
            dist.set(n, dist.get(h)! + 1);
            q.push(n);
          }
        }
      }
      return dist;
    };
    for (const port of ['Świnoujście', 'Sassnitz']) {
      const dist = seaDist(b.parse(balticAt(port))!);
      for (const dest of ['Næstved', 'Nykøbing Falster', 'Oldenburg in Holstein', 'Kiel']) {
        const h = b.parse(balticAt(dest))!;
        const near = [0, 1, 2, 3, 4, 5].map((d) => dist.get(b.neighbor(h, d)) ?? Infinity);
        expect(Math.min(...near), `${port} -> ${dest}`).toBeLessThanOrEqual(29);
      }
    }
  });

  it('RS-SMAP-20: the Soviet long-range bombers sit in the red East box, entered from sea hexes of the east edge', () => {
    const east = naval.holdingBoxes.find((x) => x.id === 'east')!;
    expect(east.side).toBe('wp');
    expect(east.bombers).toBe(true);
    for (const l of east.edge) {
      expect(isSea(sc, l)).toBe(true);
      expect(b.offset(b.parse(l)!).col).toBe(b.width - 1);
    }
    const tu22 = sc.extended!.air!.units.find((u) => u.model === 'Tu-22M2')!;
    expect(tu22.base).toBe('east');
    expect([tu22.as, tu22.missile]).toEqual([9, 'AS-4']); // RS-AIR-61 / RS-MSL-13
  });

  it("RS-AIR-101: AFNORTH over Denmark and Holstein, 2 ATAF south of the Elbe with the rulebook's 8/12", () => {
    const adn = sc.extended!.adn!;
    const t = adn.sectors.find((s) => s.id === '2ATAF')!;
    expect([t.limitedAt, t.outAt, t.source]).toEqual([8, 12, 'rulebook']);
    expect(cell(adn.rows, b, balticAt('Copenhagen'))).toBe('A');
    expect(cell(adn.rows, b, balticAt('Hamburg'))).toBe('A');
    expect(cell(adn.rows, b, balticAt('Cuxhaven'))).toBe('T');
    expect(cell(adn.rows, b, balticAt('Rostock'))).toBe('L');
  });
});

describe('the Red Strike aircraft table (RS-D-SCN-AIRFACTORS)', () => {
  it('anchors on the spec: Tu-22M2 AS 9 with the AS-4, every factor 0..9, MA positive', () => {
    expect(RS_AIRCRAFT['Tu-22M2'].as).toBe(9);
    for (const [model, m] of Object.entries(RS_AIRCRAFT)) {
      for (const f of [m.aa, m.b, m.as, m.ss, m.ecm]) expect(f, model).toBeGreaterThanOrEqual(0);
      for (const f of [m.aa, m.b, m.as, m.ss, m.ecm]) expect(f, model).toBeLessThanOrEqual(9);
      expect(m.ma, model).toBeGreaterThan(0);
    }
  });
});
