// The computer players of Red Strike: `ai` (an operational player: ai-move.ts holds, drives and
// takes VP hexes; ai-combat.ts attacks only at good expected odds, pays for formations by minimax
// over both sides' affordable choices and withdraws when standing is worse) and `random` (any
// legal order). Both decide from viewFor(state, side) only and check each order with the rules'
// own checks on that view, so they give no refused command (design invariant 3). A call plays the
// side's part until the other side acts or the game ends.

import type { RuleError } from '../../core/errors.js';
import { makeDice, type Dice } from '../../core/rng.js';
import type { ComputerOptions, ComputerSide, TurnTimer } from '../../core/system.js';
import {
  advanceChoice,
  attackChoice,
  declarableAttacks,
  DEFAULT_COMBAT_TUNING,
  formationChoice,
  withdrawChoice,
  type Choice,
  type CombatTuning,
} from './ai-combat.js';
import { moveChoices, reserveChoices } from './ai-move.js';
import { actingSide, apply } from './apply.js';
import {
  attackerStacks,
  checkFormation,
  DEFAULT_COMBAT_RULES,
  deliberateRefusal,
  prepareCombat,
} from './combat.js';
import { oddsColumns } from './data/schema.js';
import type { Formation, RsCommand, RsState } from './model.js';
import { pathTo, reachable } from './reach.js';
import type { Side } from './scenario.js';
import { moveRefusal } from './sequence.js';
import { FORMATION_COST } from './supply.js';
import { onMap, reOf, unitsAt } from './units.js';
import { viewFor, type RsView } from './view.js';
import { extComputer } from './ext/registry.js';

export { pathTo, reachable } from './reach.js';
export const PLAYER_KINDS = ['ai', 'random'] as const;
const untimed: TurnTimer = { ai: (f) => f(), engine: (f) => f() };

/** The random baseline: each unit that may move goes to a random hex it can reach (or stays, one time in three). */
function randomMoves(v: RsView, dice: Dice): Choice[] {
  const w = v.world;
  const out: Choice[] = [];
  v.units.forEach((u, i) => {
    if (!onMap(u) || w.units[i]!.side !== v.viewer || moveRefusal(v, i) !== null) return;
    if ((u.movedIn !== null && u.mpLeft <= 0) || u.railStage > 0 || dice.chance(1 / 3)) return;
    const reach = reachable(v, i);
    const hexes = [...reach.keys()].filter(
      (h) => h !== u.loc && reOf(v, unitsAt(v, h, v.viewer)) + w.units[i]!.reSize <= 6,
    );
    if (hexes.length === 0) return;
    const to = hexes[dice.int(0, hexes.length - 1)]!;
    const path = pathTo(reach, to).map((h) => w.map.board.label(h));
    out.push({
      command: { type: 'move', units: [w.units[i]!.id], path },
      note: `random move to ${path[path.length - 1]}`,
    });
  });
  return out;
}

// ---- the random baseline's combat (kept as it was measured against) --------------------------

/** The baseline's attack: the adjacent enemy hex at the best odds with HA against HD (any odds). */
function baselineAttack(v: RsView): Choice | null {
  const minColumn = 0;
  const w = v.world;
  let best: { hex: number; units: readonly number[]; col: number } | null = null;
  for (const { hex, attackers, combat: c } of declarableAttacks(v)) {
    const stacks = attackerStacks(v, { ...c, id: 0, phase: 'attack' });
    const f: Record<number, Formation> = {};
    for (const loc of stacks.keys()) f[loc] = 'HA';
    const prep = prepareCombat(v, c, { attacker: f, defender: 'HD' }, DEFAULT_COMBAT_RULES, false);
    const col = oddsColumns.indexOf(prep.odds.final);
    if (col >= minColumn && (!best || col > best.col)) best = { hex, units: attackers, col };
  }
  if (!best) return null;
  return {
    command: {
      type: 'attack',
      units: best.units.map((i) => w.units[i]!.id),
      hex: w.map.board.label(best.hex),
    },
    note: `attack ${w.map.board.label(best.hex)} at ${oddsColumns[best.col]} (expected)`,
  };
}

/** The baseline's formation: pays while the pool keeps a reserve of `keep` SP. */
function baselineFormation(v: RsView): Choice {
  const w = v.world;
  const c = v.combat!;
  const side = v.viewer;
  const keep = 10;
  if (side === c.attacker) {
    const stacks = attackerStacks(v, c);
    const formations: Record<string, Formation> = {};
    let pool = v.sp[side] - keep;
    for (const [loc, units] of stacks) {
      const da = deliberateRefusal(v, units) === null && pool >= FORMATION_COST.DA * units.length * 2;
      const f: Formation = da ? 'DA' : pool >= FORMATION_COST.HA * units.length ? 'HA' : 'AC';
      pool -= FORMATION_COST[f] * units.length;
      formations[w.map.board.label(loc)] = f;
    }
    const ok = checkFormation(v, c, side, formations, {});
    return {
      command: { type: 'formation', formations: 'code' in ok ? {} : formations },
      note: 'attacker formations',
    };
  }
  const defenders = c.defenders.filter((i) => onMap(v.units[i]!));
  const hex = w.map.board.label(c.defenderHex);
  for (const f of ['DD', 'HD'] as const) {
    if (v.sp[side] - keep < FORMATION_COST[f] * defenders.length * (f === 'DD' ? 2 : 1)) continue;
    const ok = checkFormation(v, c, side, { [hex]: f }, {});
    if (!('code' in ok))
      return { command: { type: 'formation', formations: { [hex]: f } }, note: `defend in ${f}` };
  }
  return { command: { type: 'formation', formations: { [hex]: 'AC' } }, note: 'defend in AC' };
}

// ---- the player --------------------------------------------------------------------------------

export function decide(
  v: RsView,
  kind: string,
  dice: Dice,
  tried: Set<string>,
  t: CombatTuning = DEFAULT_COMBAT_TUNING,
): Choice {
  const end: Choice = { command: { type: 'end' }, note: 'end of step' };
  const c = v.combat;
  const fresh = (xs: Choice[]) => xs.filter((x) => !tried.has(JSON.stringify(x.command)));
  // The extended game's orders (air missions, naval moves, missiles...) come before the land game's.
  const ext = fresh(extComputer(v, kind === 'random' ? 'random' : 'ai', dice));
  if (ext.length > 0) return ext[0]!;
  if (c) {
    if (c.phase === 'advance') return kind === 'random' && dice.chance(0.5) ? end : advanceChoice(v);
    if (kind === 'random') return baselineFormation(v);
    return withdrawChoice(v, t) ?? formationChoice(v, t);
  }
  switch (v.step.kind) {
    case 'assign': {
      if (kind === 'random') return end;
      return fresh(reserveChoices(v))[0] ?? end;
    }
    case 'move': {
      const moves = fresh(kind === 'random' ? randomMoves(v, dice) : moveChoices(v));
      if (moves.length === 0) return end;
      return kind === 'random' ? moves[dice.int(0, moves.length - 1)]! : moves[0]!;
    }
    case 'combat': {
      const a = kind === 'random' ? baselineAttack(v) : attackChoice(v, t, 0);
      return a && !tried.has(JSON.stringify(a.command)) ? a : end;
    }
    case 'over':
      return end;
  }
}

export function computerSide(
  kind: string,
  _state: RsState,
  side: Side,
  opts: ComputerOptions = {},
): ComputerSide<RsState, RsCommand> {
  return {
    playSideTurn(start, o = {}) {
      const timer = o.timer ?? untimed;
      let state = start;
      const commands: RsCommand[] = [];
      const refusals: { command: RsCommand; error: RuleError }[] = [];
      const notes: string[] = [];
      const tried = new Set<string>();
      const dice = makeDice(`${opts.seed ?? state.seed}|${side}|${kind}|${state.seq}`);
      for (let guard = 0; guard < 2000; guard++) {
        if (state.result || state.step.kind === 'over' || actingSide(state) !== side) break;
        const view = timer.engine(() => viewFor(state, side));
        const choice = timer.ai(() => decide(view, kind, dice, tried));
        tried.add(JSON.stringify(choice.command));
        const r = timer.engine(() => apply(state, choice.command));
        if (!r.ok) {
          refusals.push({ command: choice.command, error: r.error });
          if (choice.command.type === 'end') break;
          continue;
        }
        commands.push(choice.command);
        if (o.trace) notes.push(choice.note);
        state = r.state;
        if (choice.command.type === 'end' || actingSide(state) !== side) tried.clear();
      }
      return { state, commands, refusals, work: commands.length, notes };
    },
  };
}
