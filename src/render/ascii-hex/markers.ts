// Map markers one side knows of: objectives with their owner (PC-UI-14, PC-VIC) and the hex
// features shown at a hex's apex: fortifications, minefields, rubble (PC-FRT, PC-SPT-12).

import type { SideView } from '../../engine/systems/panzer/view.js';
import { HEX_FEATURE_GLYPHS } from './glyphs.js';

const cp = (s: string): number => s.codePointAt(0)!;

export class MarkerLayer {
  /** -1 none, else 0 Allied / 1 Axis / 2 nobody, +3 for an exit objective. */
  readonly objectiveAt: Int8Array;
  objectiveLocs: number[] = [];
  /** Code point of the feature shown at each hex's apex. */
  readonly featureAt = new Map<number, number>();

  constructor(readonly size: number) {
    this.objectiveAt = new Int8Array(size).fill(-1);
  }

  build(view: SideView): void {
    for (const l of this.objectiveLocs) this.objectiveAt[l] = -1;
    this.objectiveLocs = [];
    for (const o of view.objectives) {
      if (o.expired || o.loc < 0 || o.loc >= this.size) continue;
      const owner = o.owner === 'allied' ? 0 : o.owner === 'axis' ? 1 : 2;
      this.objectiveAt[o.loc] = owner + (o.kind === 'exit' ? 3 : 0);
      this.objectiveLocs.push(o.loc);
    }
    this.featureAt.clear();
    const { fortifications, minefields, rubble } = view.map;
    const rank = (key: string) => HEX_FEATURE_GLYPHS.findIndex((f) => f.key === key);
    const offer = (loc: number, key: string) => {
      const k = rank(key);
      if (k < 0) return;
      const cur = this.featureAt.get(loc);
      const curRank = cur === undefined ? Infinity : HEX_FEATURE_GLYPHS.findIndex((f) => cp(f.glyph) === cur);
      if (k < curRank) this.featureAt.set(loc, cp(HEX_FEATURE_GLYPHS[k]!.glyph));
    };
    for (const [loc, name] of fortifications) offer(loc, name.split(' ')[0]!);
    for (const [loc, n] of minefields) if (n > 0) offer(loc, 'minefield');
    for (const loc of rubble) offer(loc, 'rubble');
    for (const [loc, n] of view.map.wrecks ?? []) if (n > 0) offer(loc, 'wreck'); // PB-IMP-35
    for (const loc of view.map.smoke ?? []) offer(loc, 'smoke'); // PB-FIRE-46
  }
}
