// The scenario as the engine takes it: plain JSON data, already validated by src/scenario/.
// Locations are written as labels ("12,07" on a hex map) so that files stay readable; the World
// builder (world.ts) resolves them to location numbers once.

import type { DeepPartial } from './util.js';
import type { Params } from './params.js';
import type { Condition, SideFeature } from './terrain.js';
import type { Mode, OrgNode, Quality, Side, UnitDef } from './unit.js';
import type { SpecialRules } from './special-rules.js';

export interface HexsideEntry {
  /** The hex on one side of the hexside, "col,row". */
  readonly hex: string;
  /** Direction from that hex: E, NE, NW, W, SW or SE. */
  readonly dir: 'E' | 'NE' | 'NW' | 'W' | 'SW' | 'SE';
  readonly features: readonly SideFeature[];
}

/** A road, primary road or rail line drawn as a chain of adjacent hexes. */
export interface LinePath {
  readonly kind: 'road' | 'primaryRoad' | 'rail';
  readonly hexes: readonly string[];
  /** Runs on an embankment: an elevated road or railway (PB-MAP-03, PB-DIFF-21). */
  readonly elevated?: boolean;
}

export interface HexFeatureEntry {
  readonly hex: string;
  readonly rubble?: boolean;
  readonly minefield?: 1 | 2 | 3;
  readonly obstacle?: boolean;
  /** Congestion marker affecting one side or both (PC-IMP-04). */
  readonly congestion?: Side | 'both';
  /** PC-FRT */
  readonly fortification?: 'ip' | 'trench' | 'bunker' | 'pillbox';
  readonly fullHexBridge?: boolean;
  readonly fullHexFerry?: boolean;
  /** The side the hex's fortification and minefield belong to (PB-MAP-05, PB-FORT-06); absent = nobody. */
  readonly side?: Side;
  /** A place name shown in hex info. */
  readonly name?: string;
}

export interface MapData {
  readonly width: number;
  readonly height: number;
  /** One string per row, one terrain letter per hex (params.terrain[].letter). */
  readonly terrain: readonly string[];
  /** Elevation in metres, one row of numbers per map row; absent = flat at 0. */
  readonly elevation?: readonly (readonly number[])[];
  readonly hexsides?: readonly HexsideEntry[];
  readonly lines?: readonly LinePath[];
  readonly features?: readonly HexFeatureEntry[];
}

/** A reinforcement's arrival (PC-RNF-01..07). */
export interface Arrival {
  readonly turn: number;
  readonly hex: string;
  readonly protection?: number;
  /** Paratroops: scatter and landing losses (PC-RNF-06); storms hold them (PC-RNF-10). */
  readonly airborne?: boolean;
  /** Gliders: as airborne, with the glider terrain losses (PC-RNF-06, PC-RNF-10). */
  readonly glider?: boolean;
  /** From the sea: storms hold it (PC-RNF-10); it may stack to twice the limit (PC-RNF-04). */
  readonly amphibious?: boolean;
  /** Arrives in an empty hex, its own or an adjacent one (PC-RNF-07). */
  readonly infiltration?: boolean;
  /** Airborne or glider: the most hexes it may scatter (absent = the default, rules/airborne.ts). */
  readonly scatter?: number;
}

/** Where and when a unit enters play. */
export interface UnitSetup extends UnitDef {
  /** Starting hex; absent for units that arrive later. */
  readonly hex?: string;
  readonly mode?: Mode;
  readonly fatigue?: number;
  /** Current strength at the start, when below full strength. */
  readonly startStrength?: number;
  /** Fixed at the start (PC-MOV-21), released on this turn if given. */
  readonly fixed?: boolean;
  readonly releaseTurn?: number;
  /** PC-RNF-01: arrival turn and hex; PC-RNF-05 protection radius; PC-RNF-06/07/10 how it arrives. */
  readonly arrives?: Arrival;
  /** PC-RNF-08: withdrawn at the start of this turn. */
  readonly withdraws?: number;
  /** A Deception Unit that starts deployed at `hex` (PC-DEC-02). */
  readonly deployed?: boolean;
  /** Artillery that starts the scenario Stockpiled (PC-SUP-27). */
  readonly stockpiled?: boolean;
}

/** An off-map air unit of a side (PC-AIR-01): flown through air missions, never on the map. */
export interface AirUnitSetup {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly nation?: string;
  /** 'recon' units fly only recon missions; 'combat' units fly strikes (PC-AIR-01). */
  readonly kind: 'combat' | 'recon';
  /** Number of aircraft. */
  readonly strength: number;
  readonly hard: number;
  readonly soft: number;
  /** Defense value against AA fire (the manual gives none: App. C.3). */
  readonly defense: number;
  readonly quality: Quality;
  /** CARPET heavy bomber, Single Use, Jet Aircraft (PC-AIR-01/05/11). */
  readonly flags?: { readonly carpet?: boolean; readonly singleUse?: boolean; readonly jet?: boolean };
  /** Owning ground organisation (PC-AIR-18). */
  readonly owner?: string;
  readonly fatigue?: number;
  /** Available on turn 1; default true (PC-AIR-15). */
  readonly available?: boolean;
}

/** A scheduled change of a side's Air Availability percentage (PC-AIR-16). */
export interface AirAvailabilityChange {
  readonly turn: number;
  readonly side: Side;
  readonly availability: number;
}

export type ObjectiveKind = 'normal' | 'exit' | 'limited' | 'surrender';

export interface ObjectiveSetup {
  readonly hex: string;
  readonly name?: string;
  readonly vp: number;
  /**
   * Panzer Battles value formats 2-5 (PB-VP-02, rules/vp-formats.ts): "25", "1-2[10] 3-4[15]",
   * "3/5" (per turn held), "1-3[0/0] 4-6[0/5]". When given it replaces `vp`.
   */
  readonly value?: string;
  readonly owner: Side | null;
  readonly kind?: ObjectiveKind;
  /** Limited objectives: scores and expires when this turn is complete (PC-VIC-04). */
  readonly expires?: number;
  /** Surrender objectives: the nation that surrenders (PC-VIC-05). */
  readonly nation?: string;
}

/** Victory levels on net VP = Allied VP - Axis VP (PC-VIC-07, PC-VIC-08). */
export interface VictoryLevels {
  readonly alliedMajor: number;
  readonly alliedMinor: number;
  readonly axisMinor: number;
  readonly axisMajor: number;
}

/** Designer orders for the computer opponent (PC-AI). */
export interface AiOrder {
  readonly org: string;
  readonly order: 'hold' | 'attack' | 'move' | 'reserve';
  readonly target?: string;
  readonly fromTurn?: number;
}

export interface WeatherDay {
  /** First day (YYYY-MM-DD) the line applies (PC-ENV-10). */
  readonly from: string;
  /** Chances of each condition in percent. */
  readonly conditions: Partial<Record<Condition, number>>;
  readonly visibility: { readonly min: number; readonly max: number };
  readonly storm?: number;
}

/** A Supply Source marker (PC-SUP-03). */
export interface SupplySource {
  readonly hex: string;
  readonly side: Side;
  /** Supply value in percent. */
  readonly value: number;
  readonly name?: string;
}

/** A Supply Variation (PC-SUP-21/22): rolled once a day; changes supply values or rail capacity. */
export interface SupplyVariation {
  readonly side: Side;
  /** Daily chance in percent; 0 = triggered by a storm starting (amount < 0) or ending (> 0). */
  readonly probability: number;
  readonly amount: number;
  readonly oneTime?: boolean;
  readonly isGlobal?: boolean;
  readonly railCapacity?: boolean;
}

export type MapEdge = 'N' | 'S' | 'E' | 'W';

/**
 * PC-ENG-19: a bridge the scenario wired against one side: the hexside bridge of `hex` toward
 * `dir`, or the Full-Hex Bridge in `hex` when `dir` is absent.
 */
export interface WiredBridge {
  readonly hex: string;
  readonly dir?: HexsideEntry['dir'];
  readonly against: Side;
}

/** A station of the OCS module (OCS-MOV-42): a rail hex with a village, a city or a port. */
export interface OcsStation {
  readonly hex: string;
  readonly name?: string;
  /** The side controlling it at the start (OCS-MOV-NS-18); absent = nobody until occupied. */
  readonly side?: Side;
}

/** A rail line of the OCS module, with its gauge (OCS-MOV-45) and whether it is double (OCS-MOV-48). */
export interface OcsRailLine {
  readonly name?: string;
  /** Any name: lines of the same gauge connect; "standard", "narrow"... (OCS-MOV-NS-16). */
  readonly gauge: string;
  readonly double?: boolean;
  readonly hexes: readonly string[];
}

/** The scenario data of the OCS movement module (modules/ocs), required when it is selected. */
export interface OcsScenarioData {
  readonly stations: readonly OcsStation[];
  readonly railLines: readonly OcsRailLine[];
  /** Rail capacity in RE per player turn (OCS-MOV-47); absent = params.ocs.railCapacity. */
  readonly railCapacity?: Partial<Record<Side, number>>;
  /** Supply depots (OCS-MOV-50..53): SP held; tokens are params.ocs.token SP. */
  readonly depots?: readonly OcsDepotSetup[];
  /** Airbases, level 1..3, one per hex (OCS-MOV-70..72). */
  readonly airbases?: readonly { readonly hex: string; readonly level: number; readonly side?: Side }[];
  /** Fortifications, level 1..4, one per hex (OCS-MOV-78/79). */
  readonly fortifications?: readonly { readonly hex: string; readonly level: number }[];
  /** Ports engineers may damage or repair (OCS-MOV-64); level = undamaged level (default 1). */
  readonly ports?: readonly { readonly hex: string; readonly name?: string; readonly level?: number }[];
}

/** A supply depot of the OCS module (OCS-MOV-50). */
export interface OcsDepotSetup {
  readonly hex: string;
  readonly side: Side;
  readonly sp: number;
  readonly name?: string;
}

export interface Scenario {
  readonly id: string;
  /** The rule system (src/engine/registry.ts); absent in files older than the registry. */
  readonly system?: 'panzer';
  /** The scale of play (profiles/): 'operational' when absent. */
  readonly profile?: string;
  /** Rule modules laid over the profile, in order (profiles/). */
  readonly modules?: readonly string[];
  readonly version: number;
  readonly title: string;
  readonly description: string;
  readonly scale: 'operational' | 'tactical';
  readonly sources?: readonly string[];
  readonly notes?: readonly string[];
  readonly briefing?: Partial<Record<Side, string>>;
  /** What players call each side (issue 18: the Soviet side is not "Allied"); default Allied, Axis. */
  readonly sides?: Partial<Record<Side, { readonly name: string; readonly adjective?: string }>>;
  readonly start: {
    /** Local date and time of turn 1, "YYYY-MM-DDTHH:MM". */
    readonly date: string;
    readonly minutesPerTurn: number;
    readonly turns: number;
    readonly firstSide: Side;
  };
  /** Hours of the day (0-23) at which dawn, day, dusk and night begin (PC-TRN-10). */
  readonly daylight?: {
    readonly dawn: number;
    readonly day: number;
    readonly dusk: number;
    readonly night: number;
  };
  readonly environment?: {
    readonly visibility?: { readonly min: number; readonly max: number; readonly start?: number };
    readonly condition?: Condition;
    readonly conditionRange?: readonly Condition[];
    readonly storm?: boolean;
    readonly weather?: readonly WeatherDay[];
  };
  readonly fogOfWar?: boolean;
  readonly earlyTermination?: boolean;
  readonly optionalRules?: readonly string[];
  readonly params?: DeepPartial<Params>;
  readonly map: MapData;
  readonly orgs: readonly OrgNode[];
  readonly units: readonly UnitSetup[];
  readonly objectives: readonly ObjectiveSetup[];
  readonly victory: VictoryLevels;
  readonly ai?: Partial<Record<Side, readonly AiOrder[]>>;
  /** PC-SUP-03: where a side has none, its map edges (all, or `supplyEdges`) are its sources. */
  readonly supplySources?: readonly SupplySource[];
  /** The map edges a side without sources traces supply to (default: every edge, PC-SUP-03). */
  readonly supplyEdges?: Partial<Record<Side, readonly MapEdge[]>>;
  readonly supplyVariations?: readonly SupplyVariation[];
  /** PC-ENG-19: Auto Wired Bridge Demolition; tested with params.side[against].wiredBridge. */
  readonly wiredBridges?: readonly WiredBridge[];
  /** Off-map air units (PC-AIR-01). */
  readonly air?: readonly AirUnitSetup[];
  /** Scheduled Air Availability changes (PC-AIR-16). */
  readonly airSchedule?: readonly AirAvailabilityChange[];
  /** Stations, gauges and rail capacity of the OCS movement module (modules/ocs). */
  readonly ocs?: OcsScenarioData;
  /** Scenario special rules: finite ammunition, burning buildings, truces (model/special-rules.ts). */
  readonly specialRules?: SpecialRules;
}
