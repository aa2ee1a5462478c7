// The air war's state slice (state.ext.air), its commands and its events (issue 17).
// Commands and events of this folder start with "air-" so they never clash with another's.
// The fields named here are read by other folders (detection/, adn/, missiles/, sf/, the client):
// keep them; add what the rules need.

/** RS-AIR-30..32 */
export type AirMode = 'offensive' | 'intercept';

/** One air unit's state, by the index of its definition in scenario.extended.air.units. */
export interface AirUnitState {
  /** The base, carrier (naval unit id) or holding box it is on, or null while flying / eliminated. */
  base: string | null;
  /** Hex while airborne (a mission, CAP, EWDA on the map), -1 on a base display. */
  hex: number;
  /** RS-AIR-30: null = no mode this GT (cannot fly, except EWDA/EAB/FOB units). */
  mode: AirMode | null;
  /** RS-AIR-10: sorties left this GT. */
  sorties: number;
  /** RS-HIT-8 hits taken. */
  hits: number;
  eliminated: boolean;
  /** RS-DET-1/2: detected by the enemy (cleared on landing). */
  detected: boolean;
  /** RS-OPT-9: flying a US single-sortie strike (detection numbers and air-defence hits halved); cleared on landing. */
  single?: boolean;
  /** Not arrived yet (RS-REIN). */
  pending: boolean;
  /** RS-END-3: a hit was repaired in this end step (max 1 per GT); cleared after the step. */
  repaired?: boolean;
  /** RS-AIR-6: the combat phase ("turn.stage") in which it flew its free FOB CAS. */
  fobCas?: string;
  /** Only in a side's view: an enemy unit whose whereabouts that side does not know (RS-AMB-9). */
  hidden?: boolean;
}

/** RS-AIR-1..7: an air base, an airport or an Emergency Air Base (EAB) counter placed in play. */
export interface AirBaseState {
  /** The scenario's base id, or "eab-<side>-<n>" for an EAB. */
  readonly id: string;
  readonly kind: 'airbase' | 'airport' | 'eab';
  readonly side: 'nato' | 'wp';
  readonly hex: number;
  /** RS-AIR-2 printed capacity and AA (an EAB: 1 and 0). */
  readonly cpy: number;
  readonly aa: number;
  /** RS-AIR-3 registered hits: current CPY and AA are the printed values less these. */
  hits: number;
  /** RS-AIR-4: destroyed by a nuclear attack, its 3rd hit (EAB) or captured (inoperative for both sides, for good). */
  destroyed: boolean;
  captured: boolean;
  /** RS-AIR-1: in supply at the last supply phase. */
  supplied: boolean;
  /** RS-AIR-5: an EAB flipped to its NMC side after its sortie this GT. */
  nmc: boolean;
  /** RS-AIR-4: a chemical attack this GT: sortie rate −1 (non-cumulative). */
  chemical: boolean;
}

/** state.ext.air */
export interface AirState {
  units: AirUnitState[];
  bases: AirBaseState[];
  /** RS-AIR-5: EAB counters each side still has to place. */
  eabsLeft: { nato: number; wp: number };
  /** RS-AIR-66: "Available Recce (GT)" and the capacity it is reset to (less casualties). */
  recce: { nato: number; wp: number };
  recceMax: { nato: number; wp: number };
  /** RS-AIR-67 / RS-MOV-42: air/para combat transport RE left this GT, and the GAME capacity. */
  transport: { nato: number; wp: number };
  transportGame: { nato: number; wp: number };
  /** Missions flown (numbers the mission events). */
  missions: number;
  /** Missions (and CAS) each side flew in the current segment or combat, `key` naming it (the computer's limit). */
  flown: { key: string; nato: number; wp: number };
}

/** RS-AIR-41 mission kinds a side orders with `air-mission`. */
export const missionKinds = [
  'surface-attack',
  'interdiction',
  'anti-ship',
  'anti-submarine',
  'mining',
  'air-superiority',
  'ferry',
] as const;
export type AirMissionKind = (typeof missionKinds)[number];

export type AirCommand =
  /** RS-AIR-30: the assignment phase: a unit's mode for this GT. */
  | { readonly type: 'air-mode'; readonly unit: string; readonly mode: AirMode }
  /** RS-AIR-40..65: a mission in a movement segment of the owner. */
  | {
      readonly type: 'air-mission';
      readonly kind: AirMissionKind;
      readonly units: readonly string[];
      readonly escorts?: readonly string[];
      readonly target: string;
      /** The outbound flight path, first hex = the base hex, last = the target (default: the straight line). */
      readonly path?: readonly string[];
      /** A ground or naval unit id (precision bombing RS-AIR-82, the ship attacked RS-AIR-61/65). */
      readonly targetUnit?: string;
      /** An installation in the target hex: an air base id or an ADN installation id. */
      readonly installation?: string;
      /** Ferry: the base to land at (RS-AIR-51); others: default the departure base. */
      readonly land?: string;
      /** RS-AIR-61/62: fire the unit's stand-off missile from range instead of entering the hex. */
      readonly standoff?: boolean;
      /** RS-AIR-64: lay (+1, default) or sweep (−1) a mine level. */
      readonly mines?: 1 | -1;
      /** RS-OPT-7: in-flight refuelling (MA doubled, SP ×2 NATO / ×3 WP). */
      readonly refuel?: boolean;
      /** RS-OPT-9: a US single-sortie strike (one unit, factors halved). */
      readonly singleSortie?: boolean;
    }
  /** RS-AIR-62: close air support of the open ground combat. */
  | {
      readonly type: 'air-cas';
      readonly units: readonly string[];
      readonly escorts?: readonly string[];
      /** The defender's CAS: which attacking hex (default: the first); the attacker's: the defender's hex. */
      readonly hex?: string;
    }
  /** RS-AIR-66: air reconnaissance of a ground unit, a detected naval unit or an installation. */
  | { readonly type: 'air-recce'; readonly unit?: string; readonly installation?: string }
  /** RS-AIR-67: airmobile / parachute combat transport of a ground unit. */
  | {
      readonly type: 'air-transport';
      readonly unit: string;
      readonly to: string;
      readonly lift: 'helicopter' | 'aircraft';
    }
  /** RS-AIR-5: place an Emergency Air Base counter. */
  | { readonly type: 'air-eab'; readonly hex: string };

/** One air unit's air-to-ground / air-naval attack (RS-AIR-80/90 on RS-TRK). */
export interface AirAttackReport {
  readonly unit: number;
  readonly factor: number;
  readonly drm: number;
  readonly roll: number;
  readonly ecmRoll?: number;
  readonly final: number | null;
  readonly hits: number;
}

/** Events of this folder: each starts with "air-". */
export type AirEvent =
  | { readonly type: 'air-note'; readonly text: string; readonly side?: 'nato' | 'wp' }
  | { readonly type: 'air-mode'; readonly unit: number; readonly mode: AirMode; readonly side: 'nato' | 'wp' }
  | {
      readonly type: 'air-mission';
      readonly id: number;
      readonly side: 'nato' | 'wp';
      readonly kind: AirMissionKind | 'cas';
      readonly units: readonly number[];
      readonly target: number;
      readonly sp: number;
    }
  | {
      readonly type: 'air-strike';
      readonly mission: number;
      readonly side: 'nato' | 'wp';
      /** What was attacked, in words ("3 Shock Army units", "Ramstein", "the hex"). */
      readonly what: string;
      readonly hex: number;
      readonly attacks: readonly AirAttackReport[];
      readonly hits: number;
      /** Interdiction / CAS / mining: the mission's effect happened. */
      readonly success?: boolean;
    }
  | {
      readonly type: 'air-landed';
      readonly unit: number;
      readonly base: string | null;
      /** Eliminated for want of a base in reach (RS-AIR-12), or relocated after capture (RS-AIR-4). */
      readonly lost: boolean;
    }
  | {
      readonly type: 'air-base-hit';
      readonly base: string;
      readonly hits: number;
      readonly registered: number;
      readonly cpy: number;
      readonly destroyed: boolean;
    }
  | {
      readonly type: 'air-recce';
      readonly side: 'nato' | 'wp';
      readonly what: string;
      readonly hex: number;
      readonly roll: number;
      readonly need: number;
      readonly success: boolean;
      readonly casualtyRoll: number;
      readonly casualty: boolean;
    }
  | {
      readonly type: 'air-transport';
      readonly side: 'nato' | 'wp';
      readonly unit: number;
      readonly to: number;
      readonly roll: number;
      readonly modified: number;
      readonly result: 'landed' | 'hit' | 'eliminated' | 'shot-down';
    }
  | { readonly type: 'air-eab'; readonly side: 'nato' | 'wp'; readonly base: string; readonly hex: number };
