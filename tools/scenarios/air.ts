// Air-unit types shared by the bundled scenarios (PC-AIR-01), so that a Ju 87 has the same values
// in each battle.
//
// Scale (our convention, as templates.ts for ground units): Hard and Soft are per aircraft; a
// strike is Hard or Soft x aircraft x 10 men-equivalents x 2 (PC-AIR-04, rules-decisions "Air").
// Dive and ground-attack types hit hard targets best; level bombers are area weapons (Soft);
// fighters strafe. Defense is against AA fire: armoured ground-attack aircraft (Il-2, Hs 129)
// highest. One air unit is the package of one mission, a reinforced Staffel or a Soviet regiment
// (8-12 aircraft), not a whole Geschwader or division.

import type { AirUnitSetup } from '../../src/engine/systems/panzer/model/scenario.js';

type AirType = Pick<AirUnitSetup, 'kind' | 'hard' | 'soft' | 'defense'>;

export const AIR_TYPES = {
  ju87: { kind: 'combat', hard: 10, soft: 16, defense: 5 },
  hs129: { kind: 'combat', hard: 14, soft: 4, defense: 8 },
  fw190f: { kind: 'combat', hard: 6, soft: 10, defense: 6 },
  he111: { kind: 'combat', hard: 3, soft: 14, defense: 5 },
  bf110: { kind: 'combat', hard: 4, soft: 8, defense: 5 },
  cr42: { kind: 'combat', hard: 1, soft: 5, defense: 4 },
  il2: { kind: 'combat', hard: 8, soft: 10, defense: 9 },
  pe2: { kind: 'combat', hard: 4, soft: 12, defense: 5 },
  blenheim: { kind: 'combat', hard: 3, soft: 12, defense: 4 },
  hurricane: { kind: 'combat', hard: 2, soft: 6, defense: 5 },
  maryland: { kind: 'recon', hard: 0, soft: 0, defense: 5 },
} as const satisfies Record<string, AirType>;

export function air(
  type: keyof typeof AIR_TYPES,
  id: string,
  name: string,
  side: AirUnitSetup['side'],
  nation: string,
  strength: number,
  quality: AirUnitSetup['quality'],
  extra: Partial<AirUnitSetup> = {},
): AirUnitSetup {
  return { id, name, side, nation, ...AIR_TYPES[type], strength, quality, ...extra };
}
