// Red Strike air counters by aircraft model (issue 17): the factors a counter of each model carries
// in the bundled scenarios, so an F-16C has the same values over Fulda and over the Baltic.
//
// Not from the source: the counters of Red Strike are not available; every value below is a
// labelled default of ours (docs/rules-decisions.md RS-D-SCN-AIRFACTORS). Method:
// - One counter is a wing (NATO) or regiment (WP) of about 20-40 aircraft (RS-SCALE-3 allows
//   10-60); an EWDA counter is 2-3 aircraft.
// - AA, B, AS, SS on the 0-9 scale of RS-TRK-1 (a d10 at or under the factor hits), anchored on
//   the spec's only printed values: the Tu-22M2 with AS 9 (RS-AIR-61) and the F-14 BVR row
//   6/5/5/4/4/3 (RS-AIR-71). Fighters' AA ranks the model's generation, radar and missiles
//   (F-15C 8 ... MiG-21bis 4); B ranks the load, avionics and precision weapons (Tornado IDS 7 ...
//   Alpha Jet 3); ECM ranks the self-protection suite (EF-111A would be 9, F-4G 6, most 2-4).
// - BVR rows (RS-AIR-71, range 1, 2, ...) only for radar-missile fighters, below the F-14's.
// - MA (RS-AIR-12, the whole round trip in 28 km OpHexes) = 2 x a typical combat radius with a
//   war load / 28 km, rounded (radii from Jane's All the World's Aircraft 1988-89 and
//   manufacturers' figures, rounded down for low-level profiles).
// - Hits (RS-HIT-8): 2 for fighter and attack wings/regiments, 3 for heavy bombers and maritime
//   patrol, 1 for EWDA (RS-AIR-15: one hit destroys it) and recce.

import type { AirUnitDef } from '../../src/engine/systems/red-strike/air/scenario.js';

type Model = Omit<AirUnitDef, 'id' | 'side' | 'nation' | 'name' | 'base' | 'arrives' | 'model'>;

const m = (x: Partial<Model> & Pick<Model, 'type' | 'ma'>): Model =>
  ({ aa: 0, b: 0, as: 0, ss: 0, ecm: 0, hits: 2, symbols: {}, ...x }) as Model;

/** The models the bundled Red Strike scenarios use (all factors est., see the header). */
export const RS_AIRCRAFT = {
  // NATO fighters and multirole
  'F-15C': m({ type: 'fighter', aa: 8, ecm: 4, ma: 64, bvr: [5, 4, 3] }),
  'F-16C': m({ type: 'multirole', aa: 7, b: 6, ecm: 3, ma: 39, symbols: { multirole: true, nuclear: true } }),
  'F-16A': m({ type: 'multirole', aa: 6, b: 5, ecm: 2, ma: 39, symbols: { multirole: true } }),
  'F-4G': m({ type: 'attack', aa: 2, b: 4, ecm: 6, ma: 43, symbols: { wildWeasel: true } }),
  'F-4F': m({ type: 'multirole', aa: 5, b: 4, ecm: 2, ma: 39, symbols: { multirole: true } }),
  'Phantom FGR2': m({ type: 'fighter', aa: 6, ecm: 3, ma: 43, bvr: [4, 3] }),
  'CF-18': m({ type: 'multirole', aa: 7, b: 5, ecm: 3, ma: 39, bvr: [4, 3], symbols: { multirole: true } }),
  'F-35 Draken': m({ type: 'multirole', aa: 4, b: 3, ecm: 1, ma: 40, symbols: { multirole: true } }),
  // NATO strike and attack
  'Tornado IDS': m({ type: 'attack', b: 7, ecm: 4, ma: 50, symbols: { precision: true, nuclear: true } }),
  'Tornado IDS (Kormoran)': m({ type: 'attack', b: 6, as: 7, ecm: 4, ma: 50, missile: 'Kormoran', symbols: { precision: true } }),
  'A-10A': m({ type: 'attack', aa: 1, b: 6, ecm: 2, ma: 33, symbols: { slow: true } }),
  'Alpha Jet': m({ type: 'attack', aa: 2, b: 3, ecm: 1, ma: 29, symbols: { slow: true } }),
  'Harrier GR3': m({ type: 'attack', aa: 2, b: 5, ecm: 3, ma: 21, symbols: { vtol: true } }),
  'RF-4C': m({ type: 'recce', ecm: 3, hits: 1, ma: 43 }),
  'RF-4E': m({ type: 'recce', ecm: 2, hits: 1, ma: 43 }),
  'RF-35 Draken': m({ type: 'recce', ecm: 1, hits: 1, ma: 40 }),
  'F-111F': m({ type: 'bomber', b: 8, ecm: 5, hits: 3, ma: 86, symbols: { precision: true, nuclear: true } }),
  'EF-111A': m({ type: 'jammer', ecm: 9, hits: 1, ma: 64 }),
  'E-3A': m({ type: 'ewda', ecm: 0, hits: 1, ma: 100 }),
  'Atlantic': m({ type: 'maritime-patrol', as: 2, ss: 6, hits: 3, ma: 100, symbols: { slow: true } }),
  'C-130': m({ type: 'transport', hits: 2, ma: 100, symbols: { slow: true } }),
  // NATO helicopters (air units at Red Strike scale, RS-AIR-19: short range, FOBs)
  'AH-64A': m({ type: 'attack-helicopter', aa: 1, b: 6, ecm: 2, ma: 11, symbols: { vtol: true, slow: true } }),
  'AH-1F': m({ type: 'attack-helicopter', aa: 1, b: 4, ecm: 1, ma: 9, symbols: { vtol: true, slow: true } }),
  'PAH-1': m({ type: 'attack-helicopter', b: 3, ecm: 1, ma: 7, symbols: { vtol: true, slow: true } }),
  // WP fighters
  'MiG-29': m({ type: 'fighter', aa: 7, ecm: 2, ma: 36, bvr: [4, 3] }),
  'MiG-23MLD': m({ type: 'fighter', aa: 6, b: 1, ecm: 2, ma: 43, bvr: [3, 2] }),
  'MiG-21bis': m({ type: 'fighter', aa: 4, b: 1, ecm: 1, ma: 26 }),
  // WP strike and attack
  'MiG-27': m({ type: 'attack', aa: 1, b: 6, ecm: 3, ma: 39, symbols: { nuclear: true } }),
  'Su-17M4': m({ type: 'attack', aa: 1, b: 5, ecm: 2, ma: 36, symbols: { nuclear: true } }),
  'Su-22M4': m({ type: 'attack', aa: 1, b: 5, as: 3, ecm: 2, ma: 36 }),
  'MiG-23BN': m({ type: 'attack', aa: 1, b: 4, ecm: 2, ma: 40 }),
  'Su-24M': m({ type: 'bomber', b: 7, as: 4, ecm: 4, hits: 3, ma: 50, symbols: { precision: true, nuclear: true } }),
  'Su-25': m({ type: 'attack', aa: 1, b: 6, ecm: 1, ma: 27, symbols: { slow: true } }),
  'Tu-22M2': m({ type: 'bomber', b: 7, as: 9, ecm: 5, hits: 3, ma: 157, missile: 'AS-4', symbols: { nuclear: true } }),
  'Tu-16K': m({ type: 'bomber', b: 4, as: 7, ecm: 3, hits: 3, ma: 143, missile: 'AS-6', symbols: { slow: true } }),
  'MiG-25RB': m({ type: 'recce', ecm: 3, hits: 1, ma: 64 }),
  'A-50': m({ type: 'ewda', hits: 1, ma: 100 }),
  'Il-38': m({ type: 'maritime-patrol', ss: 5, hits: 3, ma: 157, symbols: { slow: true } }),
  // WP helicopters
  'Mi-24': m({ type: 'attack-helicopter', aa: 1, b: 5, ecm: 1, ma: 11, symbols: { vtol: true, slow: true } }),
  'Mi-8': m({ type: 'transport', hits: 1, ma: 11, symbols: { vtol: true, slow: true } }),
  'Mi-14PL': m({ type: 'asw', ss: 5, hits: 1, ma: 16, symbols: { vtol: true, slow: true } }),
} as const satisfies Record<string, Model>;

export type RsModel = keyof typeof RS_AIRCRAFT;

/** An air counter of `model` with the model's factors (all est.). The model name drops a suffix in brackets. */
export function airUnit(
  side: AirUnitDef['side'],
  nation: string,
  id: string,
  name: string,
  model: RsModel,
  base: string,
  extra: Partial<AirUnitDef> = {},
): AirUnitDef {
  const f = RS_AIRCRAFT[model] as Model;
  return {
    id,
    side,
    nation,
    name,
    model: model.replace(/ \(.*\)$/, ''),
    ...structuredClone(f),
    base,
    ...extra,
  } as AirUnitDef;
}
