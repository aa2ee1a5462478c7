// The sf extension's state slice (state.ext.sf), its commands and its events (issue 17).
// Commands and events of this folder start with "sf-" so they never clash with another's.

import { z } from 'zod';
import type { Side } from '../scenario.js';

/** state.ext.sf: the markers on the general track (RS-SF-1). */
export interface SfState {
  /** "Available SF (GT)": missions left this GT. */
  gt: Record<Side, number>;
  /** "Available SF (Game)": lowered by each casualty; caps the missions of the next GT. */
  game: Record<Side, number>;
  /** Missions launched this GT (the computer spreads them over its segments). */
  used: Record<Side, number>;
}

const pair = z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() });
export const sfSnapshot = z.strictObject({ gt: pair, game: pair, used: pair });

/** A mission's target: an enemy ground unit (id) or an installation (air base or ADN installation id). */
export type SfTarget = { readonly unit: string } | { readonly installation: string };

/** The commands this folder handles. */
export type SfCommand =
  /** RS-SF-3: reconnaissance of a ground unit (or its whole stack) or an installation. */
  | { readonly type: 'sf-recon'; readonly target: SfTarget; readonly stack?: boolean }
  /** RS-SF-4: a raid on an LRMU, HQ, ADN installation or air base. */
  | { readonly type: 'sf-raid'; readonly target: SfTarget };

const target = z.union([
  z.strictObject({ unit: z.string().min(1) }),
  z.strictObject({ installation: z.string().min(1) }),
]);
export const sfCommandSchema = z.union([
  z.strictObject({ type: z.literal('sf-recon'), target, stack: z.boolean().optional() }),
  z.strictObject({ type: z.literal('sf-raid'), target }),
]);

/** Events of this folder: each starts with "sf-". */
export type SfEvent =
  | {
      readonly type: 'sf-recon';
      readonly side: Side;
      readonly target: string;
      readonly hex: number;
      readonly number: number;
      readonly roll: number;
      readonly success: boolean;
      readonly casualtyRoll: number;
      readonly casualty: boolean;
    }
  | {
      readonly type: 'sf-raid';
      readonly side: Side;
      readonly target: string;
      readonly hex: number;
      readonly number: number;
      readonly roll: number;
      readonly success: boolean;
      readonly hits: number;
      readonly casualtyRoll: number;
      readonly casualty: boolean;
    }
  | { readonly type: 'sf-reset'; readonly gt: Record<Side, number> }
  | { readonly type: 'sf-note'; readonly text: string; readonly side?: Side };
