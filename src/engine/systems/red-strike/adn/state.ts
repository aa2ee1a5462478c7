// The adn extension's state slice (state.ext.adn), its commands and its events (issue 17).
// Commands and events of this folder start with "adn-" so they never clash with another's.

type Side = 'nato' | 'wp';

/**
 * A side's standing orders for the reactions that happen during the other side's command
 * (decision RS-D-ADN-STANDING: a mission resolves in one command, hot-seat needs no hand-over).
 */
export interface AdnOrders {
  /** RS-AIR-52: which detected enemy missions the intercept-mode units on bases react to. */
  readonly intercept: 'all' | 'strikes' | 'none';
  /** RS-AIR-55/56: which detected enemy missions the CAP units react to. */
  readonly cap: 'all' | 'strikes' | 'none';
  /** RS-AIR-57: alert the units of a base entered by a detected enemy mission. */
  readonly alert: boolean;
  /** RS-GA-1: ground-, base- and naval-to-air fire at detected enemy air units (ADN fire is automatic). */
  readonly groundFire: boolean;
  /** RS-AIR-18: multirole strikers jettison their ordnance to fight with full AA when intercepted. */
  readonly jettison: boolean;
  /** RS-AIR-31: how many interceptions (one stack each, from one base) may rise against one enemy mission. */
  readonly interceptions: number;
}

/** RS-AIR-56: an air unit on CAP over its AO-hex this GT. */
export interface CapEntry {
  readonly unit: number;
  readonly side: Side;
  readonly hex: number;
  /** The base or carrier it came from (it returns there in the end phase). */
  readonly base: string;
  /** SP paid (NATO 6, WP 9 from an air base; 0 from a carrier). */
  readonly sp: number;
  readonly carrier: boolean;
  /** RS-AIR-56: once detected, the CAP marker stays detected for the GT. */
  detected: boolean;
}

/** RS-AIR-15/17: an EWDA unit on the map (E-2C: attached to its carrier while over it). */
export interface EwdaEntry {
  readonly unit: number;
  readonly side: Side;
  hex: number;
  /** RS-AIR-17: the carrier (naval unit id) it moves with, or null. */
  readonly carrier: string | null;
}

/** RS-OPT-17: a stand-off jammer (EF-111A, EA-6B) placed in a friendly hex. */
export interface JammerEntry {
  readonly unit: number;
  readonly side: Side;
  readonly hex: number;
}

/** state.ext.adn */
export interface AdnState {
  /** RS-AIR-100: hits on each ADN installation (by id), 0..4; 4 = destroyed. */
  hits: Record<string, number>;
  /** RS-AIR-101: the status each sector had after the last change (for the status events). */
  status: Record<string, 'full' | 'limited' | 'out'>;
  cap: CapEntry[];
  ewda: EwdaEntry[];
  jammers: JammerEntry[];
  /** Standing orders; `given` says the side issued them this game (the computer gives them once). */
  orders: Record<Side, AdnOrders & { readonly given: boolean }>;
  /** RS-AIR-57: units alerted during command number `seq` (they take no hits from that strike). */
  alerted: { readonly unit: number; readonly seq: number }[];
}

export type AdnCommand =
  /** RS-AIR-56: an air unit to CAP over an AO-hex for this GT; no hex = call the CAP off (refund). */
  | { readonly type: 'adn-cap'; readonly unit: string; readonly hex?: string }
  /** RS-AIR-15/17, RS-AMB-24: place or re-place an EWDA unit. */
  | { readonly type: 'adn-ewda'; readonly unit: string; readonly hex: string }
  /** Standing orders (any field left out keeps its value). */
  | {
      readonly type: 'adn-orders';
      readonly intercept?: AdnOrders['intercept'];
      readonly cap?: AdnOrders['cap'];
      readonly alert?: boolean;
      readonly groundFire?: boolean;
      readonly jettison?: boolean;
      readonly interceptions?: number;
    }
  /** RS-OPT-17: place a stand-off jammer in a friendly hex (2 SP). */
  | { readonly type: 'adn-jammer'; readonly unit: string; readonly hex?: string };

/** Who fired in a ground- or naval-to-air attack. */
export type AdnFirer =
  | { readonly kind: 'adn'; readonly id: string }
  | { readonly kind: 'ground'; readonly unit: number }
  | { readonly kind: 'base'; readonly id: string }
  | { readonly kind: 'naval'; readonly unit: number };

/** One attack roll on the track (RS-TRK-1..4). */
export interface AdnShot {
  readonly factor: number;
  readonly drm: number;
  readonly roll: number;
  readonly modified: number;
  readonly ecm: number;
  readonly ecmRoll?: number;
  readonly final: number | null;
  readonly hits: number;
}

/** Events of this folder: each starts with "adn-". */
export type AdnEvent =
  | { readonly type: 'adn-note'; readonly text: string; readonly side?: Side }
  | {
      readonly type: 'adn-cap';
      readonly side: Side;
      readonly unit: number;
      /** -1: called off. */
      readonly hex: number;
      readonly sp: number;
    }
  | { readonly type: 'adn-ewda'; readonly side: Side; readonly unit: number; readonly hex: number }
  /** hex -1: back to its base. */
  | {
      readonly type: 'adn-jammer';
      readonly side: Side;
      readonly unit: number;
      readonly hex: number;
      readonly sp: number;
    }
  | { readonly type: 'adn-orders'; readonly side: Side; readonly orders: AdnOrders }
  /** RS-AIR-101 / RS-DET-3: air units detected on entering a fully operational enemy sector. */
  | {
      readonly type: 'adn-detected';
      readonly side: Side;
      readonly units: readonly number[];
      readonly hex: number;
      readonly sector: string;
    }
  /** RS-GA-6 / RS-GA-9 / RS-AIR-102: one firer's ground- or naval-to-air attack. */
  | {
      readonly type: 'adn-fire';
      /** The firing side. */
      readonly side: Side;
      readonly firer: AdnFirer;
      readonly hex: number;
      readonly shot: AdnShot;
    }
  /** Hits of a ground-to-air resolution spread over the air stack (RS-GA-6, RS-HIT-8). */
  | {
      readonly type: 'adn-air-hits';
      /** The side of the air units hit. */
      readonly side: Side;
      readonly hex: number;
      readonly hits: readonly { readonly unit: number; readonly hits: number }[];
      /** RS-OPT-5: hits that went to the firer's own aircraft. */
      readonly friendly?: boolean;
    }
  /** RS-AIR-52/55/57: an interception (or a CAP or alert engagement) starts. */
  | {
      readonly type: 'adn-intercept';
      /** The intercepting side. */
      readonly side: Side;
      readonly how: 'interceptors' | 'cap' | 'alert' | 'naval';
      readonly from: string;
      readonly units: readonly number[];
      readonly targets: readonly number[];
      readonly hex: number;
      /** Were the interceptors detected by the mission before combat (RS-AIR-53)? */
      readonly detected: boolean;
    }
  /** RS-AIR-70/71: one air unit's air-to-air attack. */
  | {
      readonly type: 'adn-a2a';
      readonly side: Side;
      readonly unit: number;
      readonly target: number;
      /** RS-AIR-71: the BVR range column, absent for a close (same-hex) attack. */
      readonly bvr?: number;
      readonly shot: AdnShot;
    }
  /** RS-AIR-58 / RS-AIR-90: one interceptor's attack on a naval unit. */
  | {
      readonly type: 'adn-air-naval';
      readonly side: Side;
      readonly unit: number;
      /** The naval unit (index). */
      readonly target: number;
      readonly shot: AdnShot;
    }
  /** RS-AIR-100: hits on an ADN installation. */
  | {
      readonly type: 'adn-installation';
      readonly id: string;
      readonly hits: number;
      readonly total: number;
      readonly destroyed: boolean;
      readonly why: 'attack' | 'overrun';
    }
  /** RS-AIR-101: a sector's status changed. */
  | { readonly type: 'adn-sector'; readonly sector: string; readonly status: 'full' | 'limited' | 'out' };
