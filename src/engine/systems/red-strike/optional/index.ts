// The optional rules (§27: RS-OPT-1..24) that belong to no other folder, and the installations
// placed as counters (RS-VIC-20, RS-HIT-10), as an extension of the land game (issue 17;
// ext/hooks.ts says when each hook runs). Each rule lives in its own module and acts only when
// its own option is on (isOn): bridges.ts (RS-OPT-1), doctrine.ts (RS-OPT-2), cards.ts and deck.ts
// (RS-OPT-3, RS-OPT-23), refugees.ts (RS-OPT-8), wallmeister.ts (RS-OPT-10), weather.ts
// (RS-OPT-14), atgm.ts (RS-OPT-16), echelon.ts (RS-OPT-2c), installations.ts; api.ts is what the
// others call.

import { otherSide } from '../scenario.js';
import { z } from 'zod';
import { ruleError } from '../../../core/errors.js';
import type { RsExtension } from '../ext/hooks.js';
import { EXT_GROUPS, isOn } from '../ext/options.js';
import type { RsState } from '../model.js';
import { applyAtgm, checkAtgm } from './atgm.js';
import { checkBridges } from './bridges.js';
import { applyCard, cardsPhase, checkCard, heldStep, newCards, resolveCards } from './cards.js';
import { optionalChoices } from './computer.js';
import { endOfCombatPhase, trackBreakthrough } from './doctrine.js';
import { applyEchelon, checkEchelon } from './echelon.js';
import { initInstallations, installationVp } from './installations.js';
import { moveRefugees, refugeeHexes, refugeesOnEntry } from './refugees.js';
import { newOptionalState, opt, optionalSnapshot } from './slice.js';
import { checkWallmeister, placeWallmeister, wallmeisterHexes } from './wallmeister.js';
import { weatherPhase } from './weather.js';
import { describeOptional } from './words.js';

const GROUP_KEYS: readonly string[] = EXT_GROUPS.map((g) => g.key);

/** Any optional rule on, or installations in a game with extended rules. */
function enabled(s: Pick<RsState, 'options' | 'world'>): boolean {
  if (s.options.some((o) => !GROUP_KEYS.includes(o))) return true;
  return s.options.length > 0 && (s.world.scenario.extended?.installations.length ?? 0) > 0;
}

const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('opt-wallmeister'), hexes: z.array(z.string().min(1)) }),
  z.strictObject({ type: z.literal('opt-refugees'), place: z.boolean() }),
  z.strictObject({ type: z.literal('opt-atgm'), parent: z.string().min(1) }),
  z.strictObject({ type: z.literal('opt-card'), card: z.string().min(1), use: z.enum(['event', 'sp']) }),
  z.strictObject({
    type: z.literal('opt-echelon'),
    units: z.array(z.string().min(1)),
    path: z.array(z.string().min(1)),
  }),
]);

export const optionalExtension: RsExtension = {
  id: 'opt',
  enabled,
  init(s) {
    s.ext.opt = newOptionalState();
    if (isOn(s, 'cards')) s.ext.opt.cards = newCards(s);
    initInstallations(s);
  },
  snapshot: optionalSnapshot,
  commandTypes: ['opt-wallmeister', 'opt-refugees', 'opt-atgm', 'opt-card', 'opt-echelon'],
  commandSchema,
  apply(n, cmd, side, dice, events) {
    if (!opt(n)) return ruleError('NOT_ALLOWED', 'The optional rules are not in force in this game.');
    switch (cmd.type) {
      case 'opt-wallmeister': {
        const hexes = checkWallmeister(n, side, cmd.hexes);
        if ('code' in hexes) return hexes;
        placeWallmeister(n, hexes, dice, events);
        return null;
      }
      case 'opt-refugees': {
        if (!isOn(n, 'refugees'))
          return ruleError('NOT_ALLOWED', 'Refugees are an optional rule not in force (RS-OPT-8).');
        if (side !== 'wp')
          return ruleError('NOT_ALLOWED', 'The Warsaw Pact places refugee markers (RS-OPT-8).', 'RS-OPT-8');
        n.ext.opt!.refugeeOrder = cmd.place;
        events.push({ type: 'opt-refugee-order', place: cmd.place });
        return null;
      }
      case 'opt-atgm': {
        const parent = checkAtgm(n, side, cmd.parent);
        if (typeof parent !== 'number') return parent;
        applyAtgm(n, parent, dice, events);
        return null;
      }
      case 'opt-card': {
        const err = checkCard(n, side, cmd.card, cmd.use);
        if (err) return err;
        applyCard(n, side, cmd.card, cmd.use, events);
        return null;
      }
      case 'opt-echelon': {
        const plan = checkEchelon(n, side, cmd.units, cmd.path);
        if ('code' in plan) return plan;
        applyEchelon(n, plan, events);
        return null;
      }
      default:
        return ruleError('BAD_COMMAND', `Not an optional-rules command: "${cmd.type}".`);
    }
  },
  isUndoable: (cmd) => cmd.type === 'opt-refugees' || cmd.type === 'opt-card',
  allowedInCombat: (cmd) => cmd.type === 'opt-atgm' || cmd.type === 'opt-echelon',

  strategic(s, dice, events) {
    heldStep(s);
    cardsPhase(s, dice, events);
    checkBridges(s, events);
  },
  assigned(s, side, _dice, events) {
    // RS-OPT-23: revealed when both sides have assigned (the initiative player assigns first).
    if (side !== s.initiative) resolveCards(s, events);
    checkBridges(s, events);
  },
  stageStart(s, stage, dice, events) {
    // RS-SEQ-3 #3: the weather phase follows the supply phase, before action stage 1.
    if (stage === 1) weatherPhase(s, dice, events);
    else endOfCombatPhase(s, (stage - 1) as 1 | 2, events);
    checkBridges(s, events);
  },
  endStep(s, _dice, events) {
    endOfCombatPhase(s, 3, events);
    moveRefugees(s, events);
    checkBridges(s, events);
    const o = opt(s);
    if (o) {
      o.atgm = [];
      o.atgmSpent = 0;
    }
  },
  groundEntered(s, side, _units, hexes, events) {
    trackBreakthrough(s, side, [...events], events);
    if (side === 'wp') refugeesOnEntry(s, hexes, events);
    checkBridges(s, events);
  },
  interdictedFor: (s, side) => [...wallmeisterHexes(s, side), ...refugeeHexes(s, side)],
  victoryPoints: (s) => installationVp(s),

  view(v, side) {
    const c = v.ext.opt?.cards;
    if (!c) return;
    // The draw piles' order is nobody's to know; the other side's hand and plays are secret.
    for (const x of ['nato', 'wp'] as const) c.deck[x] = c.deck[x].map(() => '?');
    const other = otherSide(side);
    c.hand[other] = c.hand[other].map(() => '?');
    c.plays[other] = [];
  },
  describe: (s, e) => describeOptional(s, e),
  computer: (v) => optionalChoices(v),
};
