import { describe, expect, it } from 'vitest';
import { redStrikeSystem } from '../src/engine/systems/red-strike/system.js';
import { scenarioProblems } from '../src/engine/systems/red-strike/scenario.js';
import { newGame } from '../src/engine/systems/red-strike/game.js';
import { victoryPoints } from '../src/engine/systems/red-strike/victory.js';
import { at, fuldaGap1989, hexOf } from '../tools/scenarios/fulda-gap-1989.js';
import type { ScenarioSource } from '../src/engine/core/system.js';

const source: ScenarioSource = {
  file: 'fulda.json',
  read: () => '',
  fileName: (r) => r,
  issue: (path, message) => ({ file: 'fulda.json', path, message }) as never,
};

describe('the Fulda Gap, 1-8 August 1989 (RS-SCN)', () => {
  const sc = fuldaGap1989();
  it('is consistent and checks through the system', () => {
    expect(scenarioProblems(sc)).toEqual([]);
    expect(redStrikeSystem.checkScenario(JSON.parse(JSON.stringify(sc)), source).issues).toEqual([]);
    expect(sc.turns).toBe(4);
    expect(redStrikeSystem.summarize(sc).lastTurn).toBe('1989-08-07T00:00');
  });
  it('places the dossier garrisons: 11th ACR at Fulda, Bad Hersfeld, Bad Kissingen; 39th Gds MRD at Ohrdruf', () => {
    const hex = (id: string) => sc.units.find((u) => u.id === id)!.hex;
    expect(hex('11acr-1')).toBe(at('Fulda'));
    expect(hex('11acr-3')).toBe(at('Bad Hersfeld'));
    expect(hex('11acr-2')).toBe(at('Bad Kissingen'));
    expect(hex('39gmrd')).toBe(at('Ohrdruf'));
    expect(hexOf(0, 0)).toEqual({ col: 0, row: 7 });
  });
  it('RS-MAP-3: the IGB splits control — Fulda NATO, Eisenach and Erfurt WP', () => {
    const s = newGame(sc, 'x').state;
    const ctl = (place: string) => s.control[s.world.map.board.parse(at(place))!];
    expect(ctl('Fulda')).toBe('nato');
    expect(ctl('Eisenach')).toBe('wp');
    expect(ctl('Erfurt')).toBe('wp');
    // NATO starts with the 4 places of the Alsfeld–Gelnhausen line it holds (scoring 'held').
    expect(victoryPoints(s)).toEqual({ nato: 4, wp: 0 });
  });
  it('RS-VIC-2 / RS-D-FULDA-LINE: a held objective scores for its owner only while it holds it', () => {
    const s = newGame(sc, 'x').state;
    const schl = s.world.map.board.parse(at('Schlüchtern'))!;
    const fulda = s.world.map.board.parse(at('Fulda'))!;
    s.control[schl] = 'wp';
    // The line's place is worth nothing to the WP; NATO loses its 1 VP.
    expect(victoryPoints(s)).toEqual({ nato: 3, wp: 0 });
    s.control[fulda] = 'wp';
    // A 'taken' objective scores for the side that took it.
    expect(victoryPoints(s)).toEqual({ nato: 3, wp: 3 });
  });
  it('names sources and gives both briefings', () => {
    expect(sc.sources.length).toBeGreaterThan(2);
    expect(sc.briefings?.nato).toMatch(/11th ACR/);
    expect(sc.briefings?.wp).toMatch(/8th Guards Army/);
  });
  it('a broken scenario is refused with the path of the bad field', () => {
    const bad = JSON.parse(JSON.stringify(sc));
    bad.units[1].hex = '77,77';
    const issues = redStrikeSystem.checkScenario(bad, source).issues as unknown as { path: string }[];
    expect(issues.map((i) => i.path)).toContain('units[1].hex');
  });
});
