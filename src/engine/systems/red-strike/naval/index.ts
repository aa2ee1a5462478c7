// The naval war (§18: RS-NAV) and the holding boxes (§24: RS-MAP-5/6, RS-SMAP) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).
// Naval-to-air fire (RS-NAV-42) is adn/'s: it reads the ships' AA and detection here. The StratMap
// is not modelled (RS-SMAP-1..3, RS-SMAP-12): a scenario is an OpMap section whose off-map waters
// are holding boxes entered from named edge hexes at a printed MP (RS-MAP-6); long-range bombers
// based in a box (RS-SMAP-20) are air/'s (the box's `bombers` flag). docs/rules-decisions.md
// RS-D-NAVSTRAT.

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import { navalComputer } from './ai.js';
import { applyNaval, NAVAL_COMMAND_TYPES, navalCommandSchema, settleLandings } from './commands.js';
import { describeNaval, navalEventVisible, viewNaval } from './fog.js';
import { navalSnapshotSchema } from './state.js';
import {
  endStepNaval,
  groundEnteredNaval,
  initNaval,
  mayActNaval,
  navalVp,
  rollActivations,
  strategicNaval,
  supplyNaval,
} from './turn.js';

export const navalExtension: RsExtension = {
  id: 'naval',
  enabled: (s) => isOn(s, 'naval'),
  init: initNaval,
  snapshot: navalSnapshotSchema,
  commandTypes: NAVAL_COMMAND_TYPES,
  commandSchema: navalCommandSchema,
  apply: applyNaval,
  /** Standing orders and modes roll nothing and reveal nothing. */
  isUndoable: (cmd) => cmd.type === 'naval-orders' || cmd.type === 'naval-mode',
  /** RS-NAV-41: naval artillery support is given in an open ground combat. */
  allowedInCombat: (cmd) => cmd.type === 'naval-support',
  strategic: (s, _dice, events) => strategicNaval(s, events),
  supply: (s, side, _dice, events) => supplyNaval(s, side, events),
  stageStart(s, stage, dice, events) {
    // RS-NAV-71: landings of the stage before that did not get ashore go home.
    settleLandings(s, events);
    rollActivations(s, stage, dice, events);
  },
  mayActInSegment: mayActNaval,
  endStep: (s, _dice, events) => endStepNaval(s, events),
  groundEntered: (s, side, _units, hexes, events) => groundEnteredNaval(s, side, hexes, events),
  victoryPoints: navalVp,
  view: viewNaval,
  eventVisible: navalEventVisible,
  describe: describeNaval,
  computer: navalComputer,
};
