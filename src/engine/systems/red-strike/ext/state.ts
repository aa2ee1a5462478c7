// The extended game's state: one slice per extension, present while it is on (issue 17), and the
// unions of their commands and events that model.ts adds to the land game's.

import type { AdnCommand, AdnEvent, AdnState } from '../adn/state.js';
import type { AirCommand, AirEvent, AirState } from '../air/state.js';
import type { DetectionCommand, DetectionEvent, DetectionState } from '../detection/state.js';
import type { MissileCommand, MissileEvent, MissileState } from '../missiles/state.js';
import type { NavalCommand, NavalEvent, NavalState } from '../naval/state.js';
import type { NbcCommand, NbcEvent, NbcState } from '../nbc/state.js';
import type { OptionalCommand, OptionalEvent, OptionalState } from '../optional/state.js';
import type { SfCommand, SfEvent, SfState } from '../sf/state.js';

export interface RsExtState {
  det?: DetectionState;
  air?: AirState;
  adn?: AdnState;
  naval?: NavalState;
  msl?: MissileState;
  nbc?: NbcState;
  sf?: SfState;
  opt?: OptionalState;
}

export type ExtCommand =
  | DetectionCommand
  | AirCommand
  | AdnCommand
  | NavalCommand
  | MissileCommand
  | NbcCommand
  | SfCommand
  | OptionalCommand;

export type ExtEvent =
  DetectionEvent | AirEvent | AdnEvent | NavalEvent | MissileEvent | NbcEvent | SfEvent | OptionalEvent;
