// The Red Strike game state, commands and events (RS-UNIT-6, RS-UNIT-7, RS-SEQ). Rules live in the
// modules beside this file; this file only names the data.

import type { Outcome } from '../../core/system.js';
import type { OddsColumn } from './data/schema.js';
import type { ExtCommand, ExtEvent, RsExtState } from './ext/state.js';
import type { Side } from './scenario.js';
import type { RsWorld } from './world.js';

/** RS-GND-20 ground modes. */
export type Mode = 'frontline' | 'reserve';
/** RS-SUP-2: in supply, "OOS in 1 GT" (still in supply), out of supply. */
export type SupplyStatus = 'in' | 'oos1' | 'oos';
/** RS-GND-32 combat formations. */
export type Formation = 'AC' | 'HA' | 'DA' | 'HD' | 'DD';

export interface UnitState {
  /** Hex, or -1 when not on the map (not arrived yet, or eliminated). */
  loc: number;
  eliminated: boolean;
  /** RS-HIT-3: flipped by its first ground-combat hit. */
  reduced: boolean;
  /** RS-HIT-1: hit markers. */
  hits: number;
  /** RS-GND-40 */
  bh: boolean;
  mode: Mode;
  /** The HQ whose reserve capacity the unit uses (RS-GND-22), -1 in frontline. */
  reserveHq: number;
  /** The segment ("2.1" = stage 2, second segment) in which the unit spent MP (RS-MOV-2), or null. */
  movedIn: string | null;
  /** MP left in that segment. */
  mpLeft: number;
  /** Overrun already tried in this move (RS-MOV-23). */
  overran: boolean;
  /** Moved by rail in this action stage (RS-MOV-12, RS-AMB-40): stage number, 0 = no. */
  railStage: number;
  supply: SupplyStatus;
  /** The combat phase ("turn.stage") in which the unit last attacked or defended (RS-GCB-1). */
  foughtIn: string | null;
  /** Arrives later (RS-REIN-1). */
  pending: boolean;
}

export type Step =
  | { readonly kind: 'assign'; readonly side: Side }
  | { readonly kind: 'move'; readonly stage: 1 | 2 | 3; readonly segment: 0 | 1; readonly side: Side }
  | { readonly kind: 'combat'; readonly stage: 1 | 2 | 3; readonly side: Side }
  | { readonly kind: 'over' };

/** Owner's choices about a combat's results, given with the formation (decision RS-D-ORDERS). */
export interface StandingOrders {
  /** RS-GCB-53 (defender): retreat 1 hex instead of taking 1 hit. */
  readonly hitToRetreat?: boolean;
  /** RS-GCB-54: take 1 hit per unit instead of retreating. */
  readonly retreatToHits?: boolean;
  /** RS-GND-42: give up BH instead of taking 1 hit. Default: yes when the side has BH units. */
  readonly tradeBh?: boolean;
  /** RS-GCB-60 (attacker): cancel 1 hit by not advancing. */
  readonly forgoAdvance?: boolean;
}

/**
 * Extended inputs to a ground combat (spec §0.2, §31.1): optional flags until the air/naval issue
 * lands — CAS (RS-GCB-25), NBC declarations (RS-GCB-28: chemical only; nuclear is EXT).
 */
export interface CombatFlags {
  /** RS-GCB-43: the attacker's CAS succeeded: +3 DRM. */
  readonly attackerCas?: boolean;
  /** RS-GCB-42: the defender's CAS succeeded: 1 column left. */
  readonly defenderCas?: boolean;
  /** RS-GCB-40a/40b: naval B support for the attacker / the defender. */
  readonly attackerNavalArtillery?: boolean;
  readonly defenderNavalArtillery?: boolean;
  /** RS-GCB-45: chemical attack; GTs since the first chemical use in the game (0 = this one). */
  readonly chemicalGtsSinceFirst?: number;
  /** RS-GCB-45: NBC unit/support in the attacked hex cancels one chemical shift (RS-AMB-7). */
  readonly defenderNbc?: boolean;
  /** RS-GCB-46: amphibious landing with a SAG: +3 DRM. */
  readonly amphibiousWithSag?: boolean;
}

export interface CombatState {
  readonly id: number;
  readonly attacker: Side;
  readonly defenderHex: number;
  readonly attackers: readonly number[];
  readonly defenders: readonly number[];
  readonly flags: CombatFlags;
  /**
   * 'withdraw': the defender may withdraw (RS-GCB-10) or give its formation; 'defence': a withdrawal
   * failed, the defender gives its formation; 'attack': the attacker gives its formations; 'advance':
   * the attacker may advance (RS-GCB-60).
   */
  phase: 'withdraw' | 'defence' | 'attack' | 'advance';
  /** Secret until both are in (RS-GCB-20): formation per stack hex (label) and standing orders. */
  attackerChoice?: { formations: Record<number, Formation>; orders: StandingOrders };
  defenderChoice?: { formation: Formation; orders: StandingOrders };
  /** Hexes the attacker may advance into (the vacated hex and the defenders' retreat path, RS-GCB-60). */
  advanceTo?: number[];
  /** Attackers that may advance. */
  advancers?: number[];
}

export interface RsState {
  readonly world: RsWorld;
  readonly seed: string;
  /** Commands applied (keys the dice). */
  seq: number;
  turn: number;
  step: Step;
  /** RS-INI-1 */
  initiative: Side;
  /** RS-INI-3 battles-won marker: positive toward NATO, negative toward WP. */
  battlesWon: number;
  /** RS-SUP-40 */
  sp: Record<Side, number>;
  /** RS-SUP-43: the pool was 0 in this GT's supply phase. */
  spDry: Record<Side, boolean>;
  /** RS-MOV-13: RE moved by rail this GT, and permanent capacity losses. */
  railUsed: Record<Side, number>;
  units: UnitState[];
  /** RS-MAP-3 hex control; null = nobody (sea). */
  control: (Side | null)[];
  /** RS-MOV-30 interdicted hexes (an EXT input; kept for movement, retreat and supply). */
  interdicted: number[];
  /**
   * RS-MODE-1: the modes at the start of the assignment phase. The phase is played in turn, so the
   * second side's view shows the first side's units with these modes until both have assigned
   * (simultaneous in effect). Null outside the phase.
   */
  assignModes: Mode[] | null;
  /** Combat phase bookkeeping: hexes attacked this phase (RS-GCB-1). */
  attackedHexes: number[];
  combat: CombatState | null;
  combats: number;
  result: Outcome | null;
  /** The groups of extended rules and optional rules in force (ext/options.ts). */
  readonly options: readonly string[];
  /** The extended game's state, one slice per extension that is on (ext/state.ts). */
  ext: RsExtState;
}

// ---- commands ----------------------------------------------------------------------------------

export type RsCommand =
  | { readonly type: 'mode'; readonly unit: string; readonly mode: Mode; readonly hq?: string }
  | { readonly type: 'move'; readonly units: readonly string[]; readonly path: readonly string[] }
  | { readonly type: 'rail'; readonly units: readonly string[]; readonly path: readonly string[] }
  | { readonly type: 'overrun'; readonly units: readonly string[]; readonly target: string }
  | {
      readonly type: 'attack';
      readonly units: readonly string[];
      readonly hex: string;
      readonly flags?: CombatFlags;
    }
  | { readonly type: 'withdraw'; readonly path: readonly string[]; readonly screen?: boolean }
  | {
      readonly type: 'formation';
      /** The attacker: formation per attacking hex label; the defender: one entry for its hex. */
      readonly formations: Readonly<Record<string, Formation>>;
      readonly orders?: StandingOrders;
    }
  | { readonly type: 'advance'; readonly units: readonly string[]; readonly to?: string }
  | { readonly type: 'end' }
  | ExtCommand;

// ---- events ------------------------------------------------------------------------------------

export interface CombatReport {
  readonly id: number;
  readonly attacker: Side;
  readonly hex: number;
  readonly formations: {
    readonly attacker: Readonly<Record<number, Formation>>;
    readonly defender: Formation;
  };
  readonly spPaid: Record<Side, number>;
  readonly attackerCs: number;
  readonly defenderCs: number;
  readonly initial: string;
  readonly shifts: readonly { readonly why: string; readonly columns: number; readonly rule: string }[];
  readonly final: OddsColumn;
  readonly drms: readonly { readonly why: string; readonly value: number; readonly rule: string }[];
  readonly roll: number;
  readonly modified: number;
  /** The CRT row read came from a default table (not from the rulebook). */
  readonly defaultTable: boolean;
  readonly hits: Record<Side, number>;
  readonly retreat: Record<Side, boolean>;
  readonly winner: Side | null;
  readonly notes: readonly string[];
}

export type RsEvent =
  | { readonly type: 'turn'; readonly turn: number; readonly initiative: Side; readonly changed: boolean }
  | { readonly type: 'step'; readonly step: Step }
  | { readonly type: 'mode'; readonly unit: number; readonly mode: Mode; readonly hq: number }
  | {
      readonly type: 'moved';
      readonly units: readonly number[];
      readonly path: readonly number[];
      readonly rail: boolean;
      readonly mpLeft: number;
    }
  | { readonly type: 'control'; readonly hex: number; readonly side: Side }
  | {
      readonly type: 'overrun';
      readonly units: readonly number[];
      readonly target: number;
      readonly odds: number;
      readonly roll: number | null;
      readonly success: boolean;
    }
  | {
      readonly type: 'supply';
      readonly side: Side;
      readonly income: number;
      readonly changed: readonly { readonly unit: number; readonly status: SupplyStatus }[];
    }
  | {
      readonly type: 'declared';
      readonly combat: number;
      readonly attacker: Side;
      readonly hex: number;
      readonly units: readonly number[];
    }
  | {
      readonly type: 'withdrawal';
      readonly combat: number;
      readonly roll: number;
      readonly range: number;
      readonly success: boolean;
      readonly path: readonly number[];
    }
  | { readonly type: 'committed'; readonly combat: number; readonly side: Side }
  | { readonly type: 'combat'; readonly report: CombatReport }
  | {
      readonly type: 'hit';
      readonly unit: number;
      readonly flipped: boolean;
      readonly eliminated: boolean;
      readonly interned?: boolean;
    }
  | { readonly type: 'retreat'; readonly units: readonly number[]; readonly path: readonly number[] }
  | { readonly type: 'advanced'; readonly units: readonly number[]; readonly to: number }
  | {
      readonly type: 'reinforcement';
      readonly unit: number;
      readonly hex: number;
      readonly delayed: boolean;
      readonly roll?: number;
    }
  | { readonly type: 'victory'; readonly vp: Record<Side, number>; readonly outcome: Outcome | null }
  | ExtEvent;
