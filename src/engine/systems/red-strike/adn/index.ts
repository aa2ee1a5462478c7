// Air defence: ADN sectors, ground- and naval-to-air fire, air-to-air combat and interception (§16, §17.8, §17.10: RS-GA, RS-AIR-52..57, RS-AIR-70..71, RS-AIR-100..104) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import { otherSide } from '../scenario.js';
import { z } from 'zod';
import { eliminateAirUnit } from '../air/api.js';
import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import type { RsCommand, RsEvent, RsState } from '../model.js';
import { carrierHex } from '../naval/api.js';
import { airStateOf, alive } from './airinfo.js';
import { ADN_COMMAND_TYPES, adnCommandSchema, applyAdn, DEFAULT_ORDERS } from './commands.js';
import { adnComputer } from './computer.js';
import { adnEventVisible, describeAdn } from './describe.js';
import {
  addInstallationHits,
  adnData,
  installationHex,
  installationSide,
  INSTALLATION_MAX_HITS,
  installationHits,
  statusOf,
} from './sectors.js';

const side = z.enum(['nato', 'wp']);
const ordersSchema = z.strictObject({
  intercept: z.enum(['all', 'strikes', 'none']),
  cap: z.enum(['all', 'strikes', 'none']),
  alert: z.boolean(),
  groundFire: z.boolean(),
  jettison: z.boolean(),
  interceptions: z.number().int().min(0).max(6),
  given: z.boolean(),
});

/** The slice's snapshot schema (saves are checked against it). */
export const adnSnapshot = z.strictObject({
  hits: z.record(z.string(), z.number().int().min(0).max(INSTALLATION_MAX_HITS)),
  status: z.record(z.string(), z.enum(['full', 'limited', 'out'])),
  cap: z.array(
    z.strictObject({
      unit: z.number().int().nonnegative(),
      side,
      hex: z.number().int().nonnegative(),
      base: z.string(),
      sp: z.number().int().nonnegative(),
      carrier: z.boolean(),
      detected: z.boolean(),
    }),
  ),
  ewda: z.array(
    z.strictObject({
      unit: z.number().int().nonnegative(),
      side,
      hex: z.number().int(),
      carrier: z.string().nullable(),
    }),
  ),
  jammers: z.array(z.strictObject({ unit: z.number().int().nonnegative(), side, hex: z.number().int() })),
  orders: z.strictObject({ nato: ordersSchema, wp: ordersSchema }),
  alerted: z.array(z.strictObject({ unit: z.number().int().nonnegative(), seq: z.number().int() })),
});

/** RS-AIR-17: an E-2C over its carrier moves with it; if the carrier is sunk it is lost for good. */
function followCarriers(s: RsState, events: RsEvent[]): void {
  for (const e of s.ext.adn?.ewda ?? []) {
    if (e.carrier === null || !alive(s, e.unit)) continue;
    const h = carrierHex(s, e.carrier);
    if (h < 0) {
      eliminateAirUnit(s, e.unit, events, 'its carrier is lost (RS-AIR-17)');
      e.hex = -1;
      continue;
    }
    e.hex = h;
    airStateOf(s, e.unit)!.hex = h;
  }
}

export const adnExtension: RsExtension = {
  id: 'adn',
  enabled: (s) => isOn(s, 'air'),
  init(s) {
    const status: Record<string, 'full' | 'limited' | 'out'> = {};
    s.ext.adn = {
      hits: {},
      status,
      cap: [],
      ewda: [],
      jammers: [],
      orders: { nato: { ...DEFAULT_ORDERS, given: false }, wp: { ...DEFAULT_ORDERS, given: false } },
      alerted: [],
    };
    for (const sector of adnData(s)?.sectors ?? []) status[sector.id] = statusOf(s, sector);
  },
  snapshot: adnSnapshot,
  commandTypes: ADN_COMMAND_TYPES,
  commandSchema: adnCommandSchema,
  apply: (n, cmd, side, _dice, events) => applyAdn(n, cmd, side, events),
  // Placements and orders roll no dice and reveal nothing to the other side.
  isUndoable: (cmd: RsCommand) => (ADN_COMMAND_TYPES as readonly string[]).includes(cmd.type),
  assigned(s, _side, _dice, events) {
    followCarriers(s, events);
  },
  stageStart(s, _stage, _dice, events) {
    followCarriers(s, events);
  },
  endStep(s, _dice, events) {
    const a = s.ext.adn;
    if (!a) return;
    // RS-AIR-56: remove the CAP markers; the units return to their base or carrier.
    for (const c of a.cap) {
      const u = airStateOf(s, c.unit);
      if (!u || u.eliminated) continue;
      u.base = c.base;
      u.hex = -1;
      u.detected = false;
      u.mode = null; // modes are given again in the next assignment phase (RS-AIR-30)
    }
    a.cap = [];
    a.alerted = [];
    followCarriers(s, events);
  },
  groundEntered(s, by, _units, hexes, events) {
    // RS-AIR-100: an installation in a hex entered by enemy ground troops is destroyed for good.
    for (const inst of adnData(s)?.installations ?? []) {
      if (installationSide(s, inst) === by || !hexes.includes(installationHex(s, inst))) continue;
      const left = INSTALLATION_MAX_HITS - installationHits(s, inst.id);
      if (left > 0) addInstallationHits(s, inst.id, left, 'overrun', events);
    }
  },
  view(v, viewer) {
    const a = v.ext.adn;
    if (!a) return;
    // RS-AIR-56: an enemy CAP marker is on its undetected side until detected; standing orders and
    // stand-off jammer placements are secret.
    a.cap = a.cap.filter((c) => c.side === viewer || c.detected);
    a.jammers = a.jammers.filter((j) => j.side === viewer);
    const enemy = otherSide(viewer);
    a.orders[enemy] = { ...DEFAULT_ORDERS, given: true };
  },
  eventVisible: (_s, e, viewer) => adnEventVisible(e, viewer),
  describe: (s, e) => describeAdn(s, e),
  computer: (v, kind, dice) => adnComputer(v, kind, dice),
};
