// Terrain, hexside features and movement classes (PC-MAP-02..08, PC-MOV-02, PC-ENV-05).
// Everything numeric here is a default: scenarios may override any entry (design invariant 5).

export const MOVE_CLASSES = [
  'foot',
  'ski',
  'bicycle',
  'horse',
  'motorized',
  'tracked',
  'naval',
  'rail',
] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];

/** Ground conditions (PC-ENV-03). */
export const CONDITIONS = ['normal', 'soft', 'mud', 'snow', 'frozen'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Cost in MP to enter, per movement class; -1 = impassible (PC-MAP-03a). */
export type CostTable = Record<MoveClass, number>;

export interface TerrainType {
  /** Stable key used in scenario files, e.g. "forest". */
  readonly key: string;
  readonly name: string;
  /** One printable ASCII letter in the map text layer (scenario format). */
  readonly letter: string;
  readonly cost: CostTable;
  /** Terrain modifier in percent, e.g. -20 (PC-MAP-03c, PC-FIR-07). */
  readonly modifier: number;
  /** Blocks line of sight through the hex (PC-MAP-07: towns and woods). */
  readonly blocksLos: boolean;
  /** Height of the obstacle above the ground, metres, for LOS over it. */
  readonly obstacleHeight: number;
  /** Units here can stay concealed (PC-SPT-03: anything but Clear). */
  readonly concealing: boolean;
  readonly urban: boolean;
  readonly water: boolean;
  /** Vehicles may enter only along a road in travel mode (PC-MOV-06). */
  readonly vehiclesRoadOnly?: boolean;
  /** Shallow water ground units wade (PB-MAP-03): Obstacles and mines there count less (PB-IMP-04/20). */
  readonly shallow?: boolean;
}

const c = (foot: number, motorized: number, tracked: number, horse = foot, naval = -1): CostTable => ({
  foot,
  ski: foot,
  bicycle: foot,
  horse,
  motorized,
  tracked,
  naval,
  rail: -1,
});

/** Default terrain table. MP costs are tuned to allowances of about 9 (foot) to 18 (motorized). */
export const DEFAULT_TERRAIN: readonly TerrainType[] = [
  {
    key: 'clear',
    name: 'Clear',
    letter: '.',
    cost: c(3, 4, 3, 2),
    modifier: 0,
    blocksLos: false,
    obstacleHeight: 0,
    concealing: false,
    urban: false,
    water: false,
  },
  {
    key: 'field',
    name: 'Field',
    letter: ',',
    cost: c(3, 5, 4, 3),
    modifier: -10,
    blocksLos: false,
    obstacleHeight: 0,
    concealing: true,
    urban: false,
    water: false,
  },
  {
    key: 'rough',
    name: 'Rough',
    letter: 'r',
    cost: c(4, 8, 6, 5),
    modifier: -20,
    blocksLos: false,
    obstacleHeight: 0,
    concealing: true,
    urban: false,
    water: false,
  },
  {
    key: 'orchard',
    name: 'Orchard',
    letter: 'o',
    cost: c(4, 6, 5, 4),
    modifier: -10,
    blocksLos: true,
    obstacleHeight: 5,
    concealing: true,
    urban: false,
    water: false,
  },
  {
    key: 'forest',
    name: 'Forest',
    letter: 'f',
    cost: c(4, 9, 7, 6),
    modifier: -30,
    blocksLos: true,
    obstacleHeight: 15,
    concealing: true,
    urban: false,
    water: false,
  },
  {
    key: 'bocage',
    name: 'Bocage',
    letter: 'b',
    cost: c(5, 9, 8, 6),
    modifier: -30,
    blocksLos: true,
    obstacleHeight: 4,
    concealing: true,
    urban: false,
    water: false,
  },
  {
    key: 'marsh',
    name: 'Marsh',
    letter: 'm',
    cost: c(6, -1, -1, 8),
    modifier: -10,
    blocksLos: false,
    obstacleHeight: 0,
    concealing: true,
    urban: false,
    water: false,
    vehiclesRoadOnly: true,
  },
  {
    key: 'swamp',
    name: 'Swamp',
    letter: 's',
    cost: c(8, -1, -1, -1),
    modifier: -20,
    blocksLos: true,
    obstacleHeight: 3,
    concealing: true,
    urban: false,
    water: false,
    vehiclesRoadOnly: true,
  },
  {
    key: 'village',
    name: 'Village',
    letter: 'v',
    cost: c(3, 4, 4, 3),
    modifier: -20,
    blocksLos: true,
    obstacleHeight: 8,
    concealing: true,
    urban: true,
    water: false,
  },
  {
    key: 'town',
    name: 'Town',
    letter: 't',
    cost: c(3, 5, 5, 3),
    modifier: -35,
    blocksLos: true,
    obstacleHeight: 12,
    concealing: true,
    urban: true,
    water: false,
  },
  {
    key: 'city',
    name: 'City',
    letter: 'C',
    cost: c(4, 6, 6, 4),
    modifier: -50,
    blocksLos: true,
    obstacleHeight: 20,
    concealing: true,
    urban: true,
    water: false,
  },
  {
    key: 'industrial',
    name: 'Industrial',
    letter: 'i',
    cost: c(4, 6, 6, 4),
    modifier: -40,
    blocksLos: true,
    obstacleHeight: 15,
    concealing: true,
    urban: true,
    water: false,
  },
  {
    key: 'desert',
    name: 'Desert',
    letter: 'd',
    cost: c(3, 3, 3, 3),
    modifier: 0,
    blocksLos: false,
    obstacleHeight: 0,
    concealing: false,
    urban: false,
    water: false,
  },
  {
    key: 'water',
    name: 'Water',
    letter: '~',
    cost: c(-1, -1, -1, -1, 2),
    modifier: 0,
    blocksLos: false,
    obstacleHeight: 0,
    concealing: false,
    urban: false,
    water: true,
  },
  {
    key: 'impassable',
    name: 'Impassible',
    letter: '#',
    cost: c(-1, -1, -1, -1),
    modifier: 0,
    blocksLos: true,
    obstacleHeight: 50,
    concealing: true,
    urban: false,
    water: false,
  },
  {
    // PB-MAP-03 Shallow water: ours, not from the source: men wade slowly, tracks churn through,
    // wheels cannot; ships keep to deep Water (PC-SUT-03), so it is not `water` for them.
    key: 'shallow',
    name: 'Shallow Water',
    letter: 'w',
    cost: c(8, -1, 8, 8),
    modifier: 0,
    blocksLos: false,
    obstacleHeight: 0,
    concealing: false,
    urban: false,
    water: false,
    shallow: true,
  },
];

/** Hexside feature bits (PC-MAP-04, PC-MAP-05, PC-WAT). One Uint32 per hexside. */
export const SIDE = {
  road: 1 << 0,
  primaryRoad: 1 << 1,
  rail: 1 << 2,
  river: 1 << 3,
  stream: 1 << 4,
  canal: 1 << 5,
  escarpment: 1 << 6,
  cliff: 1 << 7,
  gully: 1 << 8,
  embankment: 1 << 9,
  dike: 1 << 10,
  antiTankDitch: 1 << 11,
  bridgeLight: 1 << 12,
  bridgeMedium: 1 << 13,
  bridgeHeavy: 1 << 14,
  ford: 1 << 15,
  ferry: 1 << 16,
  /** A damaged bridge (PC-ENG-15): the bridge bits stay, but it cannot be crossed as a bridge. */
  bridgeDamaged: 1 << 17,
  /** A damaged rail line (PC-IMP-02). */
  railDamaged: 1 << 18,
  /** A Hedge Row (PB-MAP-03, PB-IMP-30): hedges on earth banks; vehicles crossing are vulnerable. */
  hedgerow: 1 << 19,
  /** The road or rail line along this hexside runs on an embankment (PB-MAP-03, PB-DIFF-21). */
  elevated: 1 << 20,
} as const;
export type SideFeature = keyof typeof SIDE;
export const SIDE_FEATURES = Object.keys(SIDE) as SideFeature[];
export const BRIDGE_BITS = SIDE.bridgeLight | SIDE.bridgeMedium | SIDE.bridgeHeavy;
export const ROAD_BITS = SIDE.road | SIDE.primaryRoad;

/** Hexside obstacles: extra MP to cross, or -1 impassible without a bridge/ford (PC-MAP-04). */
export interface HexsideType {
  readonly feature: SideFeature;
  readonly name: string;
  readonly cost: CostTable;
  /** Hexside modifier in percent, for fire through it and assault across it (PC-FIR-06, PC-ASL-08). */
  readonly modifier: number;
}

export const DEFAULT_HEXSIDES: readonly HexsideType[] = [
  { feature: 'river', name: 'River', cost: c(-1, -1, -1), modifier: -50 },
  { feature: 'canal', name: 'Canal', cost: c(-1, -1, -1), modifier: -50 },
  { feature: 'antiTankDitch', name: 'Anti-Tank Ditch', cost: c(-1, -1, -1), modifier: -30 },
  { feature: 'stream', name: 'Stream', cost: c(2, 4, 3, 2), modifier: -20 },
  { feature: 'gully', name: 'Gully', cost: c(1, 3, 2, 1), modifier: -10 },
  { feature: 'escarpment', name: 'Escarpment', cost: c(2, 6, 4, 3), modifier: -20 },
  { feature: 'embankment', name: 'Embankment', cost: c(1, 3, 2, 1), modifier: -10 },
  { feature: 'dike', name: 'Dike', cost: c(1, 4, 3, 2), modifier: -20 },
  { feature: 'cliff', name: 'Cliff', cost: c(-1, -1, -1), modifier: -50 },
  // PB-IMP-30 (Panzer Battles): the manual gives no numbers; ours, not from the source: a bank a
  // man climbs (+1 MP), tracks force (+3) and wheels barely (+5); fire through it -20%.
  { feature: 'hedgerow', name: 'Hedge Row', cost: c(1, 5, 3, 2), modifier: -20 },
];

/** Road and rail movement costs for units in travel (road) or rail mode (PC-MAP-05, PC-MOV-05). */
export interface RoadCosts {
  readonly primaryRoad: CostTable;
  readonly road: CostTable;
  readonly rail: number;
}

export const DEFAULT_ROAD_COSTS: RoadCosts = {
  primaryRoad: { foot: 2, ski: 2, bicycle: 1, horse: 1, motorized: 1, tracked: 1, naval: -1, rail: -1 },
  road: { foot: 2, ski: 2, bicycle: 2, horse: 2, motorized: 2, tracked: 2, naval: -1, rail: -1 },
  rail: 1,
};

/** Movement-cost multipliers for each ground condition and class (PC-ENV-05). */
export type ConditionTable = Record<Condition, Record<MoveClass, number>>;

const all = (x: number, vehicles = x): Record<MoveClass, number> => ({
  foot: x,
  ski: x,
  bicycle: vehicles,
  horse: x,
  motorized: vehicles,
  tracked: x,
  naval: 1,
  rail: 1,
});

export const DEFAULT_CONDITIONS: ConditionTable = {
  normal: all(1),
  soft: all(1.25, 1.5),
  mud: all(1.5, 2.5),
  snow: { ...all(1.5, 2), ski: 1 },
  frozen: { ...all(1.25, 1.5), ski: 1 },
};
