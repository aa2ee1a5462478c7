// The air war (§17: RS-AIR-1..68, RS-AIR-80..82, RS-AIR-90; RS-HIT-8, RS-STK-6, RS-END-3, RS-UNIT-5;
// optional RS-OPT-6/7/9) as an extension of the land game (issue 17; ext/hooks.ts says when each
// hook runs). Bases and sorties: bases.ts, phases.ts; missions: flight.ts, missions.ts, strike.ts;
// recce.ts, transport.ts, orders.ts (modes, EABs); fog and words: words.ts; the computer: computer.ts.

import { ruleError } from '../../../core/errors.js';
import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import type { RsCommand } from '../model.js';
import { countFlown } from './bases.js';
import { airComputer } from './computer.js';
import { checkCas, checkMission, flyCas, flyMission } from './missions.js';
import { applyEab, applyMode } from './orders.js';
import { airEndStep, arrivals, baseSupply, captureBases, fobCleanup, initAir, mayAct } from './phases.js';
import { checkRecce, flyRecce } from './recce.js';
import { AIR_COMMAND_TYPES, airCommandSchema, airSnapshotSchema } from './schema.js';
import type { AirCommand } from './state.js';
import { checkTransport, flyTransport } from './transport.js';
import { airEventVisible, airView, describeAir } from './words.js';

function isAir(cmd: RsCommand): cmd is AirCommand {
  return (AIR_COMMAND_TYPES as readonly string[]).includes(cmd.type);
}

export const airExtension: RsExtension = {
  id: 'air',
  enabled: (s) => isOn(s, 'air'),
  init: initAir,
  snapshot: airSnapshotSchema,
  commandTypes: AIR_COMMAND_TYPES,
  commandSchema: airCommandSchema,
  apply(n, cmd, side, dice, events) {
    if (!isAir(cmd)) return ruleError('BAD_COMMAND', `"${cmd.type}" is not an air war order.`);
    fobCleanup(n, events);
    switch (cmd.type) {
      case 'air-mode':
        return applyMode(n, side, cmd, events);
      case 'air-eab':
        return applyEab(n, side, cmd, events);
      case 'air-mission': {
        const p = checkMission(n, side, cmd);
        if ('code' in p) return p;
        flyMission(n, p, dice, events);
        return null;
      }
      case 'air-cas': {
        const p = checkCas(n, side, cmd);
        if ('code' in p) return p;
        flyCas(n, p, dice, events);
        return null;
      }
      case 'air-recce': {
        const p = checkRecce(n, side, cmd);
        if ('code' in p) return p;
        countFlown(n, side);
        flyRecce(n, side, p, dice, events);
        return null;
      }
      case 'air-transport': {
        const p = checkTransport(n, side, cmd);
        if ('code' in p) return p;
        countFlown(n, side);
        flyTransport(n, side, p, dice, events);
        return null;
      }
    }
  },
  isUndoable: (cmd) => cmd.type === 'air-mode' || cmd.type === 'air-eab',
  allowedInCombat: (cmd) => cmd.type === 'air-cas',
  strategic(s, _dice, events) {
    arrivals(s, events);
  },
  supply(s, side, _dice, events) {
    fobCleanup(s, events);
    baseSupply(s, side, events);
  },
  mayActInSegment: mayAct,
  endStep(s, _dice, events) {
    fobCleanup(s, events);
    airEndStep(s, events);
  },
  groundEntered(s, side, _units, hexes, events) {
    captureBases(s, side, hexes, events);
  },
  view: airView,
  eventVisible: airEventVisible,
  describe: describeAir,
  computer: airComputer,
};
