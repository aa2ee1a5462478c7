// Belief about enemy positions (research/ai.md 2.3), built only from the SideView: units spotted
// now (certain), last-known positions (confidence decays with age and the area they may have moved
// into grows), and "Unknown" contacts (PC-SPT-09) treated as an average enemy unit. Under fog a
// unit's strength is guessed from the magnitude class its counter shows (PC-UNT-11); its values
// (attack, range, speed) are read off the counter, seen now or before (PC-SPT-12 hides strength,
// not ratings). For an Unknown contact the side's own units of that type are the model.

import type { SideView, UnitRatings } from '../view.js';
import type { Component, UnitType } from '../model/unit.js';

export interface BelievedEnemy {
  /** Enemy unit index, or -1 for an Unknown contact. */
  readonly index: number;
  readonly loc: number;
  readonly type: UnitType | 'unknown';
  /** 1 when seen now, lower for old sightings. */
  readonly confidence: number;
  /** Turns since it was seen (0 = now). */
  readonly age: number;
  /** Estimated men-equivalents (PC-GEN-01). */
  readonly menEq: number;
  /** Estimated soft and hard fire value per men-equivalent, and range. */
  readonly soft: number;
  readonly hard: number;
  readonly range: number;
  readonly assault: number;
  /** Estimated hexes it can move in a turn. */
  readonly reach: number;
  readonly hardTarget: boolean;
  readonly indirect: boolean;
  /** Seen now and its state is known: Disrupted, Broken, Travel Mode. */
  readonly cohesion: 'ok' | 'disrupted' | 'broken' | 'unknown';
  readonly travel: boolean;
}

export interface Template {
  soft: number;
  hard: number;
  range: number;
  assault: number;
  reach: number;
  indirect: boolean;
}

/** Defaults when the side has no unit of that type to judge by (ours; research/ai.md 2.3). */
const DEFAULT_TEMPLATE: Record<string, Template> = {
  armor: { soft: 10, hard: 14, range: 2, assault: 14, reach: 5, indirect: false },
  antiTank: { soft: 4, hard: 16, range: 2, assault: 4, reach: 3, indirect: false },
  artillery: { soft: 12, hard: 6, range: 8, assault: 1, reach: 3, indirect: true },
  rocket: { soft: 14, hard: 4, range: 8, assault: 1, reach: 3, indirect: true },
  mortar: { soft: 10, hard: 2, range: 3, assault: 2, reach: 3, indirect: true },
  recon: { soft: 6, hard: 4, range: 1, assault: 6, reach: 6, indirect: false },
  hq: { soft: 2, hard: 1, range: 1, assault: 2, reach: 4, indirect: false },
  default: { soft: 10, hard: 2, range: 1, assault: 10, reach: 3, indirect: false },
};

/** Typical strength of a magnitude class (X, XX, XXX, XXXX), by what the strength counts. */
export function strengthOfMagnitude(magnitude: number, component: Component): number {
  const s = [5, 30, 300, 1200][Math.max(0, Math.min(3, magnitude - 1))]!;
  return component === 'men' ? s : s * 10;
}

/** Mean attack values of the side's own units by type: the best guess at an enemy of that type. */
export function templatesFromOwn(view: SideView): Map<string, Template> {
  const sums = new Map<string, { n: number; t: Template }>();
  for (const u of view.own) {
    const d = u.def;
    const cur = sums.get(d.type) ?? {
      n: 0,
      t: { soft: 0, hard: 0, range: 0, assault: 0, reach: 0, indirect: false },
    };
    cur.n++;
    cur.t.soft += d.soft.value;
    cur.t.hard += d.hard.value;
    cur.t.range += Math.max(d.soft.range, d.hard.range);
    cur.t.assault += d.assault;
    cur.t.reach += d.speed / 3;
    cur.t.indirect = cur.t.indirect || !!d.flags.indirect;
    sums.set(d.type, cur);
  }
  const out = new Map<string, Template>();
  for (const [k, { n, t }] of sums)
    out.set(k, {
      soft: t.soft / n,
      hard: t.hard / n,
      range: Math.round(t.range / n),
      assault: t.assault / n,
      reach: Math.max(1, Math.round(t.reach / n)),
      indirect: t.indirect,
    });
  return out;
}

/** A seen unit's own values (PC-SPT-12: Fog of War hides its strength, not its ratings). */
function fromRatings(r: UnitRatings): Template {
  return {
    soft: r.soft.value,
    hard: r.hard.value,
    range: Math.max(r.soft.range, r.hard.range),
    assault: r.assault,
    reach: Math.max(1, Math.round(r.speed / 3)),
    indirect: r.indirect,
  };
}

export interface BeliefParams {
  /** Confidence lost per turn since a sighting (multiplicative). */
  readonly decay: number;
  /** Sightings older than this many turns are forgotten. */
  readonly forgetAfter: number;
}

export const DEFAULT_BELIEF: BeliefParams = { decay: 0.7, forgetAfter: 6 };

export function believeEnemies(view: SideView, p: BeliefParams = DEFAULT_BELIEF): BelievedEnemy[] {
  const templates = templatesFromOwn(view);
  const tpl = (type: string): Template =>
    templates.get(type) ?? DEFAULT_TEMPLATE[type] ?? DEFAULT_TEMPLATE.default!;
  const out: BelievedEnemy[] = [];
  for (const e of view.enemies) {
    const t = e.ratings ? fromRatings(e.ratings) : tpl(e.type);
    const travel = e.mode !== 'deployed';
    out.push({
      index: e.index,
      loc: e.loc,
      type: e.type,
      confidence: 1,
      age: 0,
      menEq: e.strength ?? strengthOfMagnitude(e.magnitude, e.component),
      soft: t.soft,
      hard: t.hard,
      range: t.range,
      assault: t.assault,
      reach: t.reach,
      hardTarget: e.hardTarget,
      indirect: t.indirect,
      cohesion: e.cohesion,
      travel,
    });
  }
  for (const lk of view.lastKnown) {
    const age = Math.max(0, view.turn - lk.turn);
    if (age > p.forgetAfter) continue;
    const t = lk.ratings ? fromRatings(lk.ratings) : tpl(lk.type);
    const component: Component = lk.type === 'armor' ? 'vehicles' : lk.type === 'artillery' ? 'guns' : 'men';
    out.push({
      index: lk.index,
      loc: lk.loc,
      type: lk.type,
      confidence: Math.pow(p.decay, Math.max(1, age)),
      age: Math.max(1, age),
      menEq: strengthOfMagnitude(lk.magnitude, component),
      soft: t.soft,
      hard: t.hard,
      range: t.range,
      assault: t.assault,
      reach: t.reach,
      hardTarget: lk.type === 'armor',
      indirect: t.indirect,
      cohesion: 'unknown',
      travel: false,
    });
  }
  for (const u of view.unknown) {
    const t = DEFAULT_TEMPLATE.default!;
    out.push({
      index: -1,
      loc: u.loc,
      type: 'unknown',
      confidence: 0.8,
      age: 0,
      menEq: 300,
      ...t,
      hardTarget: false,
      cohesion: 'unknown',
      travel: false,
    });
  }
  // Stable order: the view lists units by index already; keep it for determinism.
  return out;
}
