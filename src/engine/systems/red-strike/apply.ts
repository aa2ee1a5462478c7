// apply(): one command, checked, on a copy of the state (RS-SEQ). Players act in the assignment
// phase (modes), the movement segments (move, rail, overrun) and the combat phases (attack; the
// defender's withdraw or formation; the attacker's formation; advance). `end` closes the acting
// side's part of the current step; the strategic step, the supply phase and the end step run by
// themselves. Every roll comes from the RsDice passed in, by default the game's seeded stream keyed
// by the command count (design invariant 2).

import { z } from 'zod';
import { ruleError, type RuleError } from '../../core/errors.js';
import { diceFor } from '../../core/rng.js';
import type { ApplyResult } from '../../core/system.js';
import {
  applyAdvance,
  applyWithdrawal,
  checkAdvance,
  checkDeclaration,
  checkFormation,
  checkWithdrawal,
  combatActor,
  declare,
  DEFAULT_COMBAT_RULES,
  resolveCombat,
  type CombatRules,
} from './combat.js';
import { reserveHqFor, inCommandRange, reserveUsed, hqRatings } from './command.js';
import { rsDiceFrom, type RsDice } from './dice.js';
import { cloneState } from './game.js';
import type { RsCommand, RsEvent, RsState } from './model.js';
import { applyMove, applyOverrun, applyRail, checkMove, checkOverrun, checkRail } from './move.js';
import { sideName, type Side } from './scenario.js';
import { advanceStep } from './sequence.js';
import { onMap } from './units.js';
import {
  extApply,
  extAssigned,
  extCommandTypes,
  extensionFor,
  extGroundEntered,
  extAllowedInCombat,
} from './ext/registry.js';

const ids = z.array(z.string().min(1));
const labels = z.array(z.string().min(1));
const formation = z.enum(['AC', 'HA', 'DA', 'HD', 'DD']);
const orders = z
  .strictObject({
    hitToRetreat: z.boolean(),
    retreatToHits: z.boolean(),
    tradeBh: z.boolean(),
    forgoAdvance: z.boolean(),
  })
  .partial();
const flags = z
  .strictObject({
    attackerCas: z.boolean(),
    defenderCas: z.boolean(),
    attackerNavalArtillery: z.boolean(),
    defenderNavalArtillery: z.boolean(),
    chemicalGtsSinceFirst: z.number().int().nonnegative(),
    defenderNbc: z.boolean(),
    amphibiousWithSag: z.boolean(),
  })
  .partial();

const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('mode'),
    unit: z.string().min(1),
    mode: z.enum(['frontline', 'reserve']),
    hq: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('move'), units: ids, path: labels }),
  z.strictObject({ type: z.literal('rail'), units: ids, path: labels }),
  z.strictObject({ type: z.literal('overrun'), units: ids, target: z.string() }),
  z.strictObject({ type: z.literal('attack'), units: ids, hex: z.string(), flags: flags.optional() }),
  z.strictObject({ type: z.literal('withdraw'), path: labels, screen: z.boolean().optional() }),
  z.strictObject({
    type: z.literal('formation'),
    formations: z.record(z.string(), formation),
    orders: orders.optional(),
  }),
  z.strictObject({ type: z.literal('advance'), units: ids, to: z.string().optional() }),
  z.strictObject({ type: z.literal('end') }),
]);

const CORE_TYPES = ['mode', 'move', 'rail', 'overrun', 'attack', 'withdraw', 'formation', 'advance', 'end'];

/** The command's shape (a JSON object from a script or a save); the rules check the rest. */
export function parseCommand(raw: unknown): RsCommand | RuleError {
  const TYPES = [...CORE_TYPES, ...extCommandTypes()];
  const ext = extensionFor(String((raw as { type?: unknown } | null)?.type));
  const r = (ext?.commandSchema ?? commandSchema).safeParse(raw);
  if (r.success) return r.data as RsCommand;
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof raw !== 'object' || raw === null || !TYPES.includes(String(type)))
    return ruleError('BAD_COMMAND', `Unknown command "${String(type)}": ${TYPES.join(', ')}.`);
  const iss = r.error.issues[0]!;
  return ruleError(
    'BAD_COMMAND',
    `A ${String(type)} command: ${iss.path.join('.') || 'the command'}: ${iss.message}.`,
  );
}

/** The side giving orders now. */
export function actingSide(s: RsState): Side {
  if (s.combat) return combatActor(s.combat);
  return s.step.kind === 'over' ? s.initiative : s.step.side;
}

type Done = { ok: true; state: RsState; events: RsEvent[] };

export interface ApplyOptions {
  /** Replaces the game's dice (tests name their rolls). */
  readonly dice?: RsDice;
  readonly rules?: CombatRules;
}

export function apply(state: RsState, raw: unknown, opts: ApplyOptions = {}): ApplyResult<RsState, RsEvent> {
  if (state.result || state.step.kind === 'over')
    return { ok: false, error: ruleError('GAME_OVER', 'The game is over.') };
  const cmd = parseCommand(raw);
  if ('code' in cmd) return { ok: false, error: cmd };
  const dice = opts.dice ?? rsDiceFrom(diceFor(state, cmd.type));
  const r = applyChecked(state, cmd, dice, opts.rules ?? DEFAULT_COMBAT_RULES);
  if ('code' in r) return { ok: false, error: r };
  if (!extensionFor(cmd.type)) groundMoved(state, r.state, r.events);
  return r;
}

/** Tells the extensions where ground units went (ports, installations, bases, contamination). */
function groundMoved(before: RsState, after: RsState, events: RsEvent[]): void {
  const moved = { nato: [] as number[], wp: [] as number[] };
  after.units.forEach((u, i) => {
    if (onMap(u) && u.loc !== before.units[i]!.loc) moved[after.world.units[i]!.side].push(i);
  });
  if (moved.nato.length + moved.wp.length === 0) return;
  for (const side of ['nato', 'wp'] as const) {
    if (moved[side].length === 0) continue;
    const hexes = new Set<number>();
    for (const e of events)
      if ((e.type === 'moved' || e.type === 'retreat') && e.units.some((i) => moved[side].includes(i)))
        for (const h of e.path) hexes.add(h);
    for (const i of moved[side]) hexes.add(after.units[i]!.loc);
    extGroundEntered(after, side, moved[side], [...hexes], events);
  }
}

function next(s: RsState): RsState {
  const n = cloneState(s);
  n.seq = s.seq + 1;
  return n;
}

const notNow = (what: string, step: RsState['step']) =>
  ruleError(
    'WRONG_PHASE',
    `${what} is not possible in the ${step.kind === 'assign' ? 'assignment phase' : step.kind === 'move' ? 'movement segment' : 'combat phase'}.`,
  );

function applyChecked(s: RsState, cmd: RsCommand, dice: RsDice, rules: CombatRules): Done | RuleError {
  const side = actingSide(s);
  const step = s.step;
  const events: RsEvent[] = [];
  const c = s.combat;
  const ext = extensionFor(cmd.type);
  if (ext) {
    if (!ext.enabled(s))
      return ruleError(
        'NOT_ALLOWED',
        `"${cmd.type}" belongs to rules not in force in this game (${ext.id}).`,
      );
    if (c && !extAllowedInCombat(cmd))
      return ruleError(
        'WRONG_PHASE',
        'A declared combat is resolved fully before anything else (RS-GCB-1).',
        'RS-GCB-1',
      );
    const n = next(s);
    const err = extApply(n, cmd, side, dice, events);
    if (err) return err;
    return { ok: true, state: n, events };
  }
  if (c && !['withdraw', 'formation', 'advance', 'end'].includes(cmd.type))
    return ruleError(
      'WRONG_PHASE',
      'A declared combat is resolved fully before anything else (RS-GCB-1): the defender withdraws or chooses a formation, then the attacker.',
      'RS-GCB-1',
    );
  switch (cmd.type) {
    case 'mode': {
      if (step.kind !== 'assign')
        return ruleError(
          'WRONG_PHASE',
          'Modes are assigned in the unit assignment phase of the administrative step (RS-MODE-1).',
          'RS-MODE-1',
        );
      const i = s.world.byId.get(cmd.unit);
      if (i === undefined) return ruleError('NO_SUCH_UNIT', `No unit "${cmd.unit}".`);
      const d = s.world.units[i]!;
      if (d.side !== side) return ruleError('NOT_YOUR_UNIT', `${d.name} is not yours.`);
      if (!onMap(s.units[i]!)) return ruleError('NOT_ON_MAP', `${d.name} is not on the map.`);
      const n = next(s);
      const u = n.units[i]!;
      if (cmd.mode === 'frontline') {
        u.mode = 'frontline';
        u.reserveHq = -1;
        events.push({ type: 'mode', unit: i, mode: 'frontline', hq: -1 });
        return { ok: true, state: n, events };
      }
      let prefer: number | undefined;
      if (cmd.hq !== undefined) {
        prefer = s.world.byId.get(cmd.hq);
        if (prefer === undefined) return ruleError('NO_SUCH_UNIT', `hq: no unit "${cmd.hq}".`);
      }
      // Re-assigning a reserve unit frees its old place first.
      u.mode = 'frontline';
      u.reserveHq = -1;
      const hq = reserveHqFor(n, i, prefer);
      if (typeof hq === 'string') return ruleError('MODE', hq, 'RS-GND-22');
      u.mode = 'reserve';
      u.reserveHq = hq;
      events.push({ type: 'mode', unit: i, mode: 'reserve', hq });
      return { ok: true, state: n, events };
    }
    case 'move': {
      if (step.kind !== 'move') return notNow('Moving', step);
      const plan = checkMove(s, side, cmd.units, cmd.path);
      if ('code' in plan) return plan;
      const n = next(s);
      applyMove(n, plan, events);
      return { ok: true, state: n, events };
    }
    case 'rail': {
      if (step.kind !== 'move') return notNow('Rail movement', step);
      const plan = checkRail(s, side, cmd.units, cmd.path);
      if ('code' in plan) return plan;
      const n = next(s);
      applyRail(n, plan, events);
      return { ok: true, state: n, events };
    }
    case 'overrun': {
      if (step.kind !== 'move') return notNow('An overrun', step);
      const plan = checkOverrun(s, side, cmd.units, cmd.target);
      if ('code' in plan) return plan;
      const n = next(s);
      applyOverrun(n, plan, dice, events);
      return { ok: true, state: n, events };
    }
    case 'attack': {
      const dec = checkDeclaration(s, side, cmd.units, cmd.hex, cmd.flags ?? {});
      if ('code' in dec) return dec;
      const n = next(s);
      declare(n, side, dec, events);
      return { ok: true, state: n, events };
    }
    case 'withdraw': {
      if (!c) return ruleError('WRONG_PHASE', 'No combat has been declared.');
      const plan = checkWithdrawal(s, c, cmd.path, cmd.screen ?? false);
      if ('code' in plan) return plan;
      const n = next(s);
      applyWithdrawal(n, n.combat!, plan, dice, events);
      return { ok: true, state: n, events };
    }
    case 'formation': {
      if (!c) return ruleError('WRONG_PHASE', 'No combat has been declared.');
      const choice = checkFormation(s, c, side, cmd.formations, cmd.orders ?? {});
      if ('code' in choice) return choice;
      const n = next(s);
      const nc = n.combat!;
      events.push({ type: 'committed', combat: nc.id, side });
      if ('defender' in choice) {
        nc.defenderChoice = { formation: choice.defender, orders: cmd.orders ?? {} };
        nc.phase = 'attack';
        return { ok: true, state: n, events };
      }
      nc.attackerChoice = { formations: choice.attacker, orders: cmd.orders ?? {} };
      // RS-GCB-20: both are in; reveal, pay and resolve.
      resolveCombat(n, nc, dice, rules, events);
      return { ok: true, state: n, events };
    }
    case 'advance': {
      if (!c) return ruleError('WRONG_PHASE', 'No combat has been declared.');
      const plan = checkAdvance(s, c, cmd.units, cmd.to);
      if ('code' in plan) return plan;
      const n = next(s);
      applyAdvance(n, n.combat!, plan, events);
      return { ok: true, state: n, events };
    }
    case 'end': {
      if (c) {
        if (c.phase !== 'advance')
          return ruleError(
            'WRONG_PHASE',
            `The combat in ${s.world.map.board.label(c.defenderHex)} waits for the ${sideName(combatActor(c))} player's ${c.phase === 'withdraw' ? 'withdrawal or formation' : 'formation'} (RS-GCB-20).`,
            'RS-GCB-20',
          );
        const n = next(s);
        n.combat = null;
        return { ok: true, state: n, events };
      }
      const n = next(s);
      if (step.kind === 'assign') {
        dropUnsupportedReserves(n, side, events);
        extAssigned(n, side, dice, events);
      }
      advanceStep(n, dice, events);
      return { ok: true, state: n, events };
    }
  }
  // The extended game's commands are handled above (extensionFor); nothing else reaches here.
  return ruleError('BAD_COMMAND', `Unknown command "${(cmd as { type: string }).type}".`);
}

/** RS-GND-22: at the end of a side's assignment, reserve units out of their HQ's range (or beyond its capacity) return to frontline. */
function dropUnsupportedReserves(s: RsState, side: Side, events: RsEvent[]): void {
  s.units.forEach((u, i) => {
    if (u.mode !== 'reserve' || s.world.units[i]!.side !== side) return;
    const hq = u.reserveHq;
    const ok =
      hq >= 0 &&
      onMap(s.units[hq]!) &&
      inCommandRange(s, hq, i) &&
      reserveUsed(s, hq) <= hqRatings(s.world.units[hq]!).capacity;
    if (ok) return;
    u.mode = 'frontline';
    u.reserveHq = -1;
    events.push({ type: 'mode', unit: i, mode: 'frontline', hq: -1 });
  });
}
