// The air war's command shapes and the snapshot schema of its state slice (saves are checked
// against it, issue 21).

import { z } from 'zod';
import { missionKinds } from './state.js';

const id = z.string().min(1);
const hex = z.string().regex(/^\d{2},\d{2}$/, 'a hex is written "cc,rr" (column, row), e.g. "04,11"');
const units = z.array(id).min(1).max(6);

export const airCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('air-mode'), unit: id, mode: z.enum(['offensive', 'intercept']) }),
  z.strictObject({
    type: z.literal('air-mission'),
    kind: z.enum(missionKinds),
    units,
    escorts: z.array(id).max(5).optional(),
    target: hex,
    path: z.array(hex).optional(),
    targetUnit: id.optional(),
    installation: id.optional(),
    land: id.optional(),
    standoff: z.boolean().optional(),
    mines: z.union([z.literal(1), z.literal(-1)]).optional(),
    refuel: z.boolean().optional(),
    singleSortie: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('air-cas'),
    units,
    escorts: z.array(id).max(5).optional(),
    hex: hex.optional(),
  }),
  z.strictObject({ type: z.literal('air-recce'), unit: id.optional(), installation: id.optional() }),
  z.strictObject({
    type: z.literal('air-transport'),
    unit: id,
    to: hex,
    lift: z.enum(['helicopter', 'aircraft']),
  }),
  z.strictObject({ type: z.literal('air-eab'), hex }),
]);

export const AIR_COMMAND_TYPES = [
  'air-mode',
  'air-mission',
  'air-cas',
  'air-recce',
  'air-transport',
  'air-eab',
] as const;

const pair = z.strictObject({ nato: z.number().int(), wp: z.number().int() });
const side = z.enum(['nato', 'wp']);

export const airSnapshotSchema = z.strictObject({
  units: z.array(
    z.strictObject({
      base: z.string().nullable(),
      hex: z.number().int(),
      mode: z.enum(['offensive', 'intercept']).nullable(),
      sorties: z.number().int().nonnegative(),
      hits: z.number().int().nonnegative(),
      eliminated: z.boolean(),
      detected: z.boolean(),
      pending: z.boolean(),
      repaired: z.boolean().optional(),
      fobCas: z.string().optional(),
      hidden: z.boolean().optional(),
    }),
  ),
  bases: z.array(
    z.strictObject({
      id,
      kind: z.enum(['airbase', 'airport', 'eab']),
      side,
      hex: z.number().int().nonnegative(),
      cpy: z.number().int().nonnegative(),
      aa: z.number().int().nonnegative(),
      hits: z.number().int().nonnegative(),
      destroyed: z.boolean(),
      captured: z.boolean(),
      supplied: z.boolean(),
      nmc: z.boolean(),
      chemical: z.boolean(),
    }),
  ),
  eabsLeft: pair,
  recce: pair,
  recceMax: pair,
  transport: pair,
  transportGame: pair,
  missions: z.number().int().nonnegative(),
  flown: z.strictObject({ key: z.string(), nato: z.number().int(), wp: z.number().int() }),
});
