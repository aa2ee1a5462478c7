// The naval war's state slice (state.ext.naval), its commands and its events (issue 17).
// Commands and events of this folder start with "naval-" so they never clash with another's.
// The fields named here are read by other folders (detection/, air/, missiles/, the client):
// keep them; add what the rules need.

import { z } from 'zod';

/** RS-NAV-10..13 */
export type NavalMode = 'port' | 'sea';

/** One naval unit's state, by the index of its definition in scenario.extended.naval.units. */
export interface NavalUnitState {
  /** Hex, or -1 in a holding box, not arrived or sunk. */
  hex: number;
  /** The holding box it is in, or null. */
  box: string | null;
  mode: NavalMode;
  /** RS-HIT-9 hits taken. */
  hits: number;
  eliminated: boolean;
  /** RS-DET-1: detected by the enemy. */
  detected: boolean;
  pending: boolean;
  /** RS-NAV-20: the segment ("turn.stage.segment") in which it spent MP this GT, or null. */
  movedIn?: string | null;
  /** RS-NAV-21/23: MP left in that segment. */
  mpLeft?: number;
  /** RS-NAV-23 / RS-NAV-40: its one offensive combat (attack or bombardment) of the GT is used. */
  fired?: boolean;
  /** RS-NAV-51/54: sea zones it laid or swept mines in this GT. */
  minedZones?: number[];
  /** RS-NAV-33: AS shots left. */
  asShots?: number;
  /** RS-NAV-61: a convoy at its destination port, unloading in the next GT. */
  arrived?: boolean;
  /** RS-OPT-12: an SSBN hidden for good (off the board, scores VP). */
  hidden?: boolean;
}

/** RS-SEQ-7 / RS-NAV-31 / RS-NAV-34: what a side's naval units do in the other side's segments. */
export interface NavalStandingOrders {
  /** RS-NAV-34: At Sea units intercept detected enemy naval units moving within their range. */
  intercept: boolean;
  /** RS-NAV-31/32: a unit fired at returns fire at a detected attacker within its range. */
  returnFire: boolean;
}

/** An amphibious landing waiting for the combat phase (RS-NAV-71). */
export interface NavalLanding {
  /** The ground unit (index), waiting in the sea hex next to its target. */
  unit: number;
  /** The enemy-occupied coastal hex it must attack. */
  target: number;
  /** Its port of origin (RS-NAV-71: it goes back there when the landing fails). */
  port: number;
  /** RS-GCB-46: the transport is stacked with a SAG. */
  sag: boolean;
  /** The GT of the landing. */
  turn: number;
}

/** state.ext.naval */
export interface NavalState {
  units: NavalUnitState[];
  /** RS-SEQ-4 / RS-NAV-20: naval units each side may still activate in this action stage. */
  activations?: { nato: number; wp: number };
  /** The activation rolls of this action stage (public). */
  activationRolls?: { nato: number; wp: number };
  /** Units that have spent MP in this action stage (each counts 1, RS-SEQ-4). */
  activated?: number[];
  /** RS-NAV-51: mine level per sea zone (index of scenario seaZones). */
  mines?: number[];
  /** RS-VIC-16: mine levels placed by each side outside the Baltic (VP, kept when swept). */
  minesPlaced?: { nato: number; wp: number };
  /** RS-NAV-33 / RS-VIC-20: port hexes destroyed. */
  portsDestroyed?: number[];
  /** RS-VIC-20: hits on each port hex (key: the hex number). */
  portHits?: Record<string, number>;
  /** RS-VIC-17: convoys of each side sunk. */
  convoysSunk?: { nato: number; wp: number };
  /** RS-OPT-12 / RS-VIC-18: SSBNs of each side hidden. */
  ssbnHidden?: { nato: number; wp: number };
  /** Standing orders of each side (secret from the other side). */
  orders?: { nato: NavalStandingOrders; wp: NavalStandingOrders };
  /** RS-NAV-70 / RS-MOV-42: amphibious combat transport RE used this GT, and lost for the game. */
  amphibUsed?: { nato: number; wp: number };
  amphibLost?: { nato: number; wp: number };
  /** RS-NAV-71: opposed landings waiting for their combat. */
  landings?: NavalLanding[];
  /** RS-MAP-9: the Kiel canal has been destroyed; hits on its hexes (key: the hex number). */
  canalDestroyed?: boolean;
  canalHits?: Record<string, number>;
  /** RS-NAV-40: ground units hit by naval bombardment, keyed "turn.stage" of the phase. */
  bombarded?: Record<string, number[]>;
  /** RS-NAV-61: SP of unloaded convoys, added in the side's next supply phase. */
  spDue?: { nato: number; wp: number };
}

const pair = z.strictObject({ nato: z.number(), wp: z.number() });
const ordersSchema = z.strictObject({ intercept: z.boolean(), returnFire: z.boolean() });

/** The slice's snapshot schema (saves are checked against it). */
export const navalSnapshotSchema = z.strictObject({
  units: z.array(
    z.strictObject({
      hex: z.number().int().min(-1),
      box: z.string().nullable(),
      mode: z.enum(['port', 'sea']),
      hits: z.number().int().nonnegative(),
      eliminated: z.boolean(),
      detected: z.boolean(),
      pending: z.boolean(),
      movedIn: z.string().nullable().optional(),
      mpLeft: z.number().optional(),
      fired: z.boolean().optional(),
      minedZones: z.array(z.number().int()).optional(),
      asShots: z.number().int().nonnegative().optional(),
      arrived: z.boolean().optional(),
      hidden: z.boolean().optional(),
    }),
  ),
  activations: pair.optional(),
  activationRolls: pair.optional(),
  activated: z.array(z.number().int()).optional(),
  mines: z.array(z.number().int().min(0).max(8)).optional(),
  minesPlaced: pair.optional(),
  portsDestroyed: z.array(z.number().int()).optional(),
  portHits: z.record(z.string(), z.number().int().nonnegative()).optional(),
  convoysSunk: pair.optional(),
  ssbnHidden: pair.optional(),
  orders: z.strictObject({ nato: ordersSchema, wp: ordersSchema }).optional(),
  amphibUsed: pair.optional(),
  amphibLost: pair.optional(),
  landings: z
    .array(
      z.strictObject({
        unit: z.number().int(),
        target: z.number().int(),
        port: z.number().int(),
        sag: z.boolean(),
        turn: z.number().int(),
      }),
    )
    .optional(),
  canalDestroyed: z.boolean().optional(),
  canalHits: z.record(z.string(), z.number().int().nonnegative()).optional(),
  bombarded: z.record(z.string(), z.array(z.number().int())).optional(),
  spDue: pair.optional(),
});

/** The commands this folder handles. */
export type NavalCommand =
  /** RS-NAV-10..12: In Port or At Sea, in the assignment phase. */
  | { readonly type: 'naval-mode'; readonly unit: string; readonly mode: NavalMode }
  /** RS-NAV-20..22, RS-MAP-6: a stack that starts together moves along a path (hex labels or a box id). */
  | { readonly type: 'naval-move'; readonly units: readonly string[]; readonly path: readonly string[] }
  /** RS-NAV-30..33: one unit fires at a detected enemy naval unit. */
  | {
      readonly type: 'naval-attack';
      readonly unit: string;
      readonly target: string;
      readonly factor?: 'AS' | 'B' | 'SS';
    }
  /** RS-NAV-40: naval-to-ground fire at enemy ground units in a hex. */
  | { readonly type: 'naval-bombard'; readonly unit: string; readonly hex: string }
  /** RS-NAV-51/54: lay or sweep one mine level in the unit's sea zone. */
  | { readonly type: 'naval-mines'; readonly unit: string; readonly action: 'lay' | 'sweep' }
  /** Standing orders for the other side's segments (RS-NAV-31, RS-NAV-34). */
  | {
      readonly type: 'naval-orders';
      readonly intercept?: boolean;
      readonly returnFire?: boolean;
    }
  /** RS-NAV-41: a B unit supports the open ground combat as artillery. */
  | { readonly type: 'naval-support'; readonly unit: string }
  /** RS-NAV-70/71: amphibious combat transport of a ground unit from a port. */
  | {
      readonly type: 'naval-amphibious';
      readonly unit: string;
      readonly path: readonly string[];
    };

/** Events of this folder: each starts with "naval-". `side` is the owner; `hidden` = undetected. */
export type NavalEvent =
  | {
      readonly type: 'naval-note';
      readonly text: string;
      readonly side?: 'nato' | 'wp';
      readonly hidden?: boolean;
    }
  | {
      readonly type: 'naval-moved';
      readonly side: 'nato' | 'wp';
      readonly units: readonly number[];
      readonly path: readonly number[];
      readonly box?: string;
      readonly hidden: boolean;
      /** The other side's copy: the part of the move after the stack was detected. */
      readonly spotted?: boolean;
    }
  | {
      readonly type: 'naval-fire';
      readonly side: 'nato' | 'wp';
      readonly unit: number;
      readonly target: number;
      readonly factor: 'AS' | 'B' | 'SS' | 'mines' | 'missile';
      readonly value: number;
      readonly roll: number;
      readonly ecmRoll?: number;
      readonly hits: number;
      readonly why: string;
    }
  | {
      readonly type: 'naval-hit';
      readonly unit: number;
      readonly hits: number;
      readonly total: number;
      readonly sunk: boolean;
    }
  | {
      readonly type: 'naval-mines-changed';
      readonly zone: number;
      readonly level: number;
      readonly by: 'nato' | 'wp';
    }
  | {
      readonly type: 'naval-activation';
      readonly stage: number;
      readonly rolls: { nato: number; wp: number };
      readonly limits: { nato: number; wp: number };
    };
