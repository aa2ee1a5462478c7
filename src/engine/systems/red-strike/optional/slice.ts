// The optional slice: a new one, reading it safely, and its snapshot schema (saves are checked).

import { z } from 'zod';
import type { RsState } from '../model.js';
import type { OptionalState } from './state.js';

export function newOptionalState(): OptionalState {
  return {
    bridgesDown: [],
    breakthrough: [],
    breakthroughDue: null,
    advancedThisPhase: [],
    weather: { badTurns: [], rolledBad: false, lastRoll: null },
    wallmeister: { placed: false, markers: [] },
    refugees: [],
    refugeeOrder: true,
    atgm: [],
    atgmSpent: 0,
    cards: null,
    held: [],
    installations: {},
  };
}

/** The slice, or undefined when the optional extension is off. */
export function opt(s: Pick<RsState, 'ext'>): OptionalState | undefined {
  return s.ext.opt;
}

const int = z.number().int();
const sides = <T extends z.ZodType>(t: T) => z.strictObject({ nato: t, wp: t });

export const optionalSnapshot = z.strictObject({
  bridgesDown: z.array(int),
  breakthrough: z.array(int),
  breakthroughDue: z.strictObject({ combat: int, count: int }).nullable(),
  advancedThisPhase: z.array(int),
  weather: z.strictObject({
    badTurns: z.array(int),
    rolledBad: z.boolean(),
    lastRoll: z.tuple([int, int]).nullable(),
  }),
  wallmeister: z.strictObject({
    placed: z.boolean(),
    markers: z.array(z.strictObject({ n: int.min(1).max(10), hex: int })),
  }),
  refugees: z.array(z.strictObject({ hex: int, moves: int.min(0).max(3), city: int })),
  refugeeOrder: z.boolean(),
  atgm: z.array(z.strictObject({ combat: int, parent: int, bonus: int.min(1).max(2) })),
  atgmSpent: int.nonnegative(),
  cards: z
    .strictObject({
      deck: sides(z.array(z.string())),
      discard: sides(z.array(z.string())),
      hand: sides(z.array(z.string())),
      plays: sides(z.array(z.strictObject({ card: z.string(), use: z.enum(['event', 'sp']) }))),
      shuffled: z.boolean(),
      removed: z.array(z.string()),
    })
    .nullable(),
  held: z.array(z.strictObject({ unit: int, until: int })),
  installations: z.record(z.string(), z.strictObject({ hits: int.nonnegative(), destroyed: z.boolean() })),
});
