// Every extension of the Red Strike land game, and the calls the land game makes into them. A
// switched-off extension is skipped, so with every option off these calls do nothing.

import type { RuleError } from '../../../core/errors.js';
import type { Dice } from '../../../core/rng.js';
import { adnExtension } from '../adn/index.js';
import { airExtension } from '../air/index.js';
import { detectionExtension } from '../detection/index.js';
import type { RsDice } from '../dice.js';
import { missilesExtension } from '../missiles/index.js';
import type { RsCommand, RsEvent, RsState } from '../model.js';
import { navalExtension } from '../naval/index.js';
import { nbcExtension } from '../nbc/index.js';
import { optionalExtension } from '../optional/index.js';
import type { Side } from '../scenario.js';
import { sfExtension } from '../sf/index.js';
import type { RsView } from '../view.js';
import type { ExtChoice, RsExtension } from './hooks.js';

/** In the order their hooks run: detection first (others read it), the optional rules last. */
export function allExtensions(): readonly RsExtension[] {
  return [
    detectionExtension,
    airExtension,
    adnExtension,
    navalExtension,
    missilesExtension,
    nbcExtension,
    sfExtension,
    optionalExtension,
  ];
}

function on(s: RsState): RsExtension[] {
  return allExtensions().filter((x) => x.enabled(s));
}

/** The extension that handles this command type (whether or not it is on). */
export function extensionFor(type: string): RsExtension | undefined {
  return allExtensions().find((x) => x.commandTypes?.includes(type));
}

export function extCommandTypes(): string[] {
  return allExtensions().flatMap((x) => [...(x.commandTypes ?? [])]);
}

export function extApply(
  n: RsState,
  cmd: RsCommand,
  side: Side,
  dice: RsDice,
  events: RsEvent[],
): RuleError | null | undefined {
  const x = extensionFor(cmd.type);
  if (!x?.apply) return undefined;
  return x.apply(n, cmd, side, dice, events);
}

export function extInit(s: RsState): void {
  for (const x of on(s)) x.init?.(s);
}
export function extStrategic(s: RsState, dice: RsDice, events: RsEvent[]): void {
  for (const x of on(s)) x.strategic?.(s, dice, events);
}
export function extAssigned(s: RsState, side: Side, dice: RsDice, events: RsEvent[]): void {
  for (const x of on(s)) x.assigned?.(s, side, dice, events);
}
export function extSupply(s: RsState, side: Side, dice: RsDice, events: RsEvent[]): void {
  for (const x of on(s)) x.supply?.(s, side, dice, events);
}
export function extStageStart(s: RsState, stage: 1 | 2 | 3, dice: RsDice, events: RsEvent[]): void {
  for (const x of on(s)) x.stageStart?.(s, stage, dice, events);
}
export function extMayAct(s: RsState): boolean {
  return on(s).some((x) => x.mayActInSegment?.(s) ?? false);
}
export function extEndStep(s: RsState, dice: RsDice, events: RsEvent[]): void {
  for (const x of on(s)) x.endStep?.(s, dice, events);
}
export function extGroundEntered(
  s: RsState,
  side: Side,
  units: readonly number[],
  hexes: readonly number[],
  events: RsEvent[],
): void {
  for (const x of on(s)) x.groundEntered?.(s, side, units, hexes, events);
}

/** s.interdicted plus what extensions add for this side (RS-MOV-30). */
export function interdictedSet(s: RsState, side: Side): Set<number> {
  const out = new Set(s.interdicted);
  for (const x of on(s)) if (x.interdictedFor) for (const h of x.interdictedFor(s, side)) out.add(h);
  return out;
}
export function extExtraMp(s: RsState, unit: number, to: number): number {
  let mp = 0;
  for (const x of on(s)) mp += x.extraMp?.(s, unit, to) ?? 0;
  return mp;
}
export function extSupplyBlocks(s: RsState, side: Side): Set<number> {
  const out = new Set<number>();
  for (const x of on(s)) if (x.blocksSupply) for (const h of x.blocksSupply(s, side)) out.add(h);
  return out;
}
export function extVictoryPoints(s: RsState): Record<Side, number> {
  const vp = { nato: 0, wp: 0 };
  for (const x of on(s)) {
    const v = x.victoryPoints?.(s);
    if (v) {
      vp.nato += v.nato;
      vp.wp += v.wp;
    }
  }
  return vp;
}
export function extView(v: RsState, side: Side): void {
  for (const x of on(v)) x.view?.(v, side);
}
export function extEventVisible(s: RsState, e: RsEvent, side: Side): boolean {
  const x = allExtensions().find((y) => y.describe?.(s, e) !== undefined);
  return !x?.eventVisible || x.eventVisible(s, e, side);
}
export function extDescribe(s: RsState, e: RsEvent): string | undefined {
  for (const x of allExtensions()) {
    const d = x.describe?.(s, e);
    if (d !== undefined) return d;
  }
  return undefined;
}
export function extUndoable(cmd: RsCommand): boolean | undefined {
  const x = extensionFor(cmd.type);
  return x ? (x.isUndoable?.(cmd) ?? false) : undefined;
}
export function extAllowedInCombat(cmd: RsCommand): boolean {
  return extensionFor(cmd.type)?.allowedInCombat?.(cmd) ?? false;
}
export function extComputer(v: RsView, kind: 'ai' | 'random', dice: Dice): ExtChoice[] {
  return on(v).flatMap((x) => x.computer?.(v, kind, dice) ?? []);
}
