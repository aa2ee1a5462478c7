// Building an order of battle: the organisation tree (PC-CMD-01), HQ units with command ranges
// (PC-CMD-03), combat units from the shared templates, placed on the map from km coordinates with
// the stacking limit respected (PC-UNT-08), and reinforcements scheduled by date (PC-RNF-01).

import type { UnitSetup } from '../../src/engine/systems/panzer/model/scenario.js';
import type { Mode, OrgNode, Quality, Side, UnitSize } from '../../src/engine/systems/panzer/model/unit.js';
import type { MapGen, Pt } from './mapgen.js';
import { T, type Template, type TemplateKey } from './templates.js';

export interface UnitSpec {
  readonly org: string;
  readonly key: TemplateKey;
  readonly name: string;
  readonly strength: number;
  readonly quality: Quality;
  readonly nation?: string;
  readonly size?: UnitSize;
  /** Starting position in km; absent for reinforcements. */
  readonly at?: Pt;
  /** Reinforcement: local date-time of arrival and the entry point in km. */
  readonly arrive?: { readonly when: string; readonly at: Pt; readonly protection?: number };
  readonly startStrength?: number;
  readonly mode?: Mode;
  readonly fixed?: boolean;
  readonly release?: string;
  readonly withdraw?: string;
  readonly hqOf?: string;
  readonly commandRange?: number;
  readonly id?: string;
}

const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function minutesOf(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(iso);
  if (!m) throw new Error(`bad date-time ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) / 60000;
}

export class Oob {
  readonly orgs: OrgNode[] = [];
  readonly units: UnitSetup[] = [];
  private readonly orgById = new Map<string, OrgNode>();
  private readonly nationOf = new Map<string, string>();
  private readonly load = new Map<number, { men: number; n: number }>();
  private readonly ids = new Set<string>();
  /** Men-equivalents arriving per "turn:hex". */
  private readonly arrivals = new Map<string, number>();

  constructor(
    readonly map: MapGen,
    readonly start: string,
    readonly minutesPerTurn: number,
    readonly maxStack = 3000,
    readonly maxUnitsPerHex = 2,
  ) {}

  /** Adds an organisation; the nation is inherited from the parent unless given. */
  org(id: string, name: string, side: Side, level: OrgNode['level'], parent?: string, nation?: string): string {
    if (this.orgById.has(id)) throw new Error(`duplicate org ${id}`);
    if (parent !== undefined && !this.orgById.has(parent)) throw new Error(`unknown parent org ${parent}`);
    const node: OrgNode = parent === undefined ? { id, name, side, level } : { id, name, side, level, parent };
    this.orgs.push(node);
    this.orgById.set(id, node);
    const n = nation ?? (parent !== undefined ? this.nationOf.get(parent) : undefined);
    if (n !== undefined) this.nationOf.set(id, n);
    return id;
  }

  sideOf(org: string): Side {
    const o = this.orgById.get(org);
    if (!o) throw new Error(`unknown org ${org}`);
    return o.side;
  }

  /** The game turn on which a local date-time falls (turn 1 = scenario start). */
  turnOf(iso: string): number {
    const d = minutesOf(iso) - minutesOf(this.start);
    return Math.max(1, 1 + Math.floor(d / this.minutesPerTurn));
  }

  /** Range in km to hexes, rounded (0.5 up); 0 = same hex only (PC-UNT-03). */
  range(km: number): number {
    return km <= 0 ? 0 : Math.round(km / this.map.hexKm);
  }

  /** The nearest hex to `p` the unit may stand in without breaking the stacking limit. */
  private place(p: Pt, t: Template, menEq: number): number {
    const centre = this.map.at(p[0], p[1]);
    for (let r = 0; r <= 12; r++) {
      const ring = this.map.board.within(centre, r).filter((l) => this.map.board.distance(l, centre) === r);
      let best = -1;
      let bestD = Infinity;
      for (const loc of ring) {
        if (!this.map.passable(loc, t.moveClass)) continue;
        const ld = this.load.get(loc) ?? { men: 0, n: 0 };
        if (ld.n >= this.maxUnitsPerHex || ld.men + menEq > this.maxStack) continue;
        const q = this.map.xy(loc);
        const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
        if (d < bestD) {
          bestD = d;
          best = loc;
        }
      }
      if (best >= 0) {
        const ld = this.load.get(best) ?? { men: 0, n: 0 };
        this.load.set(best, { men: ld.men + menEq, n: ld.n + 1 });
        return best;
      }
    }
    throw new Error(`no room for a ${t.label} near ${p[0]},${p[1]} km`);
  }

  /**
   * The arrival hex nearest the entry point, preferring map-edge hexes (PC-RNF-03) and spreading the
   * units that arrive on the same turn so that no hex gets more than the stacking limit (PC-RNF-04
   * lets arrivals over-stack, but the next move would have to untangle them).
   */
  private entry(p: Pt, t: Template, menEq: number, turn: number): number {
    const { board, width, height } = this.map;
    const centre = this.map.at(p[0], p[1]);
    const onEdge = (loc: number) => {
      const c = loc % width;
      const r = Math.floor(loc / width);
      return c === 0 || r === 0 || c === width - 1 || r === height - 1;
    };
    const cands = board
      .within(centre, 8)
      .filter((l) => this.map.passable(l, t.moveClass))
      .sort((a, b) => (onEdge(a) ? 0 : 100) + board.distance(a, centre) - ((onEdge(b) ? 0 : 100) + board.distance(b, centre)) || a - b);
    for (const loc of cands) {
      const key = `${turn}:${loc}`;
      const used = this.arrivals.get(key) ?? 0;
      if (used + menEq > this.maxStack) continue;
      this.arrivals.set(key, used + menEq);
      return loc;
    }
    throw new Error(`no entry hex for a ${t.label} near ${p[0]},${p[1]} km`);
  }

  add(spec: UnitSpec): UnitSetup {
    const t: Template = T[spec.key];
    const side = this.sideOf(spec.org);
    const nation = spec.nation ?? this.nationOf.get(spec.org);
    if (nation === undefined) throw new Error(`no nation for ${spec.name}`);
    let id = spec.id ?? `${spec.org}.${slug(spec.name)}`;
    for (let k = 2; this.ids.has(id); k++) id = `${spec.org}.${slug(spec.name)}-${k}`;
    this.ids.add(id);
    const menEq = t.component === 'men' ? spec.strength : spec.strength * 10;
    const u: UnitSetup = {
      id,
      name: spec.name,
      side,
      nation,
      type: t.type,
      component: t.component,
      size: spec.size ?? (t.type === 'hq' ? 'battalion' : 'battalion'),
      org: spec.org,
      strength: spec.strength,
      hard: { value: t.hard[0], range: this.range(t.hard[1]) },
      soft: { value: t.soft[0], range: this.range(t.soft[1]) },
      assault: t.assault,
      aa: { value: t.aa[0], range: this.range(t.aa[1]) },
      defense: t.defense,
      speed: t.speed,
      moveClass: t.moveClass,
      quality: spec.quality,
      flags: { ...(t.flags ?? {}) },
      ...(spec.hqOf !== undefined ? { hqOf: spec.hqOf, commandRange: spec.commandRange ?? 8 } : {}),
      ...(spec.at ? { hex: this.map.label(this.place(spec.at, t, menEq)) } : {}),
      ...(spec.arrive
        ? {
            arrives: {
              turn: this.turnOf(spec.arrive.when),
              hex: this.map.label(this.entry(spec.arrive.at, t, menEq, this.turnOf(spec.arrive.when))),
              ...(spec.arrive.protection !== undefined ? { protection: spec.arrive.protection } : {}),
            },
          }
        : {}),
      ...(spec.startStrength !== undefined ? { startStrength: spec.startStrength } : {}),
      ...(spec.mode ? { mode: spec.mode } : {}),
      ...(spec.fixed ? { fixed: true } : {}),
      ...(spec.release ? { releaseTurn: this.turnOf(spec.release) } : {}),
      ...(spec.withdraw ? { withdraws: this.turnOf(spec.withdraw) } : {}),
    };
    if (!spec.at && !spec.arrive) throw new Error(`${spec.name} needs a position or an arrival`);
    this.units.push(u);
    return u;
  }

  /** The HQ unit of an organisation (PC-CMD-02/03). */
  hq(
    org: string,
    name: string,
    commandRange: number,
    quality: Quality,
    where: Partial<UnitSpec>,
    opts: Partial<UnitSpec> = {},
  ): UnitSetup {
    const level = this.orgById.get(org)!.level;
    const size: UnitSize = level === 'armyGroup' ? 'army' : level;
    const strength = { armyGroup: 300, army: 300, corps: 250, division: 200, brigade: 150, regiment: 120 }[
      level as 'army'
    ];
    return this.add({
      org,
      key: 'hq',
      name,
      strength: strength ?? 60,
      quality,
      size,
      hqOf: org,
      commandRange,
      ...where,
      ...opts,
    });
  }
}
