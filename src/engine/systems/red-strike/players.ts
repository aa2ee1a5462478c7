// The computer players of Red Strike: `ai` (a simple operational player: the WP drives on the
// objectives, NATO holds them; both attack at good odds and pay for formations while the SP pool
// lasts) and `random` (any legal order). Both decide from viewFor(state, side) only and check each
// order with the rules' own checks on that view, so they give no refused command (design
// invariant 3). A call plays the side's part until the other side acts or the game ends.

import type { RuleError } from '../../core/errors.js';
import { makeDice, type Dice } from '../../core/rng.js';
import type { ComputerOptions, ComputerSide, TurnTimer } from '../../core/system.js';
import { actingSide, apply } from './apply.js';
import {
  checkAdvance,
  checkDeclaration,
  checkFormation,
  deliberateRefusal,
  attackerStacks,
  DEFAULT_COMBAT_RULES,
  prepareCombat,
} from './combat.js';
import { reserveHqFor } from './command.js';
import { oddsColumns } from './data/schema.js';
import type { Formation, RsCommand, RsState } from './model.js';
import { movementAllowance, stepCost } from './move.js';
import { otherSide, type Side } from './scenario.js';
import { attackRefusal, moveRefusal, segmentKey } from './sequence.js';
import { FORMATION_COST, isOos } from './supply.js';
import { isAssault, occupant, onMap, reOf, unitsAt } from './units.js';
import { viewFor, type RsView } from './view.js';
import { zocOf } from './zoc.js';

export const PLAYER_KINDS = ['ai', 'random'] as const;
const untimed: TurnTimer = { ai: (f) => f(), engine: (f) => f() };

interface Choice {
  readonly command: RsCommand;
  readonly note: string;
}

// ---- movement ----------------------------------------------------------------------------------

/** Hexes a unit can reach now with their MP and path (RS-MOV-1..5, RS-ZOC-3: EZOC hexes end a path). */
export function reachable(v: RsState, unit: number): Map<number, { mp: number; prev: number }> {
  const w = v.world;
  const b = w.map.board;
  const side = w.units[unit]!.side;
  const ezoc = zocOf(v, otherSide(side));
  const u = v.units[unit]!;
  const step = v.step;
  const key = step.kind === 'move' ? segmentKey(step.stage, step.segment) : '';
  const start = u.movedIn === key ? u.mpLeft : movementAllowance(v, unit);
  const best = new Map<number, { mp: number; prev: number }>([[u.loc, { mp: start, prev: -1 }]]);
  const open = [u.loc];
  const interdicted = new Set(v.interdicted);
  while (open.length > 0) {
    open.sort((a, c) => best.get(c)!.mp - best.get(a)!.mp);
    const at = open.shift()!;
    const here = best.get(at)!;
    if (at !== u.loc && ezoc[at]) continue;
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(at, dir);
      if (n < 0 || w.map.territory[n] === 'neutral' || occupant(v, n) === otherSide(side)) continue;
      const c = stepCost(v, unit, at, n);
      if (c === 'P') continue;
      const cost =
        c +
        (ezoc[at] ? w.tables.tec.leaveEzocMp : 0) +
        (interdicted.has(n) ? w.tables.tec.interdictionMp : 0);
      const left = here.mp - cost;
      if (left < -1e-9) continue;
      const old = best.get(n);
      if (old && old.mp >= left) continue;
      best.set(n, { mp: left, prev: at });
      open.push(n);
    }
  }
  return best;
}

export function pathTo(map: Map<number, { mp: number; prev: number }>, to: number): number[] {
  const out: number[] = [];
  for (let at = to; map.get(at)!.prev >= 0; at = map.get(at)!.prev) out.unshift(at);
  return out;
}

/** Objective hexes for a side to take or hold: the scenario's objectives and the map's cities. */
function objectives(v: RsState): number[] {
  const w = v.world;
  const out = w.scenario.victory.objectives.map((o) => w.map.board.parse(o.hex)!);
  for (const h of w.map.cities.keys()) if (!out.includes(h)) out.push(h);
  return out;
}

function nearest(v: RsState, from: number, targets: readonly number[]): number {
  return targets.reduce((m, t) => Math.min(m, v.world.map.board.distance(from, t)), 99);
}

/** Where the ai sends a unit: the WP toward objectives it does not hold, NATO toward the threatened objectives it holds. */
function scoreHex(
  v: RsState,
  side: Side,
  unit: number,
  hex: number,
  goals: number[],
  enemies: number[],
  own: number[],
): number {
  const w = v.world;
  const re =
    reOf(
      v,
      unitsAt(v, hex, side).filter((i) => i !== unit),
    ) + w.units[unit]!.reSize;
  if (re > 6) return -1e9;
  const t = w.tables.tec.terrain[w.map.terrain[hex]!].combat;
  const terrain = t.kind === 'multiply' ? 2 : t.kind === 'shift' ? t.columns : 0;
  const dGoal = nearest(v, hex, goals);
  const dEnemy = nearest(v, hex, enemies);
  const attacker = side === v.initiative;
  const d = w.units[unit]!;
  // HQs and support keep behind their own assault units, within reach of them.
  if (d.class === 'hq' || d.class === 'support') {
    const dOwn = nearest(v, hex, own);
    return -2 * Math.max(0, dOwn - 1) - (dEnemy <= 1 ? 6 : dEnemy === 2 ? 2 : 0) - dGoal * 0.25;
  }
  if (attacker)
    return -3 * dGoal - (dEnemy === 1 ? 0 : dEnemy) + terrain * 0.5 + (v.control[hex] === side ? 0 : 2);
  // The defender holds its objectives in good terrain, in stacks of 3 RE of assault units (a ZOC,
  // RS-ZOC-1), and does not stand next to the enemy outside an objective.
  const assaultRe =
    reOf(
      v,
      unitsAt(v, hex, side).filter((i) => i !== unit && isAssault(w.units[i]!)),
    ) + (isAssault(d) ? d.reSize : 0);
  const onGoal = dGoal === 0;
  return (
    -2 * dGoal +
    (onGoal ? 4 : 0) +
    terrain * 1.5 +
    (assaultRe >= 3 ? 3 : 0) -
    (dEnemy <= 1 && !onGoal ? 2 : 0)
  );
}

function moveChoices(v: RsView): Choice[] {
  const w = v.world;
  const side = v.viewer;
  const enemies = v.units
    .map((u, i) => (onMap(u) && w.units[i]!.side !== side ? u.loc : -1))
    .filter((l) => l >= 0);
  const all = objectives(v);
  // The attacker drives on what it does not hold; the defender covers the objectives of its own
  // territory (retaking lost ones), each until 3 RE of assault units hold it.
  const goals =
    side === v.initiative
      ? all.filter((h) => v.control[h] !== side)
      : all.filter((h) => w.map.territory[h] === side);
  const cover = new Map<number, number>();
  v.units.forEach((u, i) => {
    if (onMap(u) && w.units[i]!.side === side && isAssault(w.units[i]!))
      cover.set(u.loc, (cover.get(u.loc) ?? 0) + w.units[i]!.reSize);
  });
  const targetsFor = (unit: number): number[] => {
    if (side === v.initiative) return goals.length > 0 ? goals : enemies;
    const d = w.units[unit]!;
    const here = v.units[unit]!.loc;
    const open = goals.filter((g) => (cover.get(g) ?? 0) - (g === here && isAssault(d) ? d.reSize : 0) < 3);
    return open.length > 0 ? open : goals.length > 0 ? goals : enemies;
  };
  const ownAssault = (except: number) =>
    v.units
      .map((u, i) =>
        onMap(u) && i !== except && w.units[i]!.side === side && isAssault(w.units[i]!) ? u.loc : -1,
      )
      .filter((l) => l >= 0);
  const out: Choice[] = [];
  v.units.forEach((u, i) => {
    if (!onMap(u) || w.units[i]!.side !== side || moveRefusal(v, i) !== null) return;
    if (u.movedIn !== null && u.mpLeft <= 0) return;
    if (u.railStage > 0) return;
    const reach = reachable(v, i);
    let best = u.loc;
    const own = ownAssault(i);
    const targets = targetsFor(i);
    // A defender alone on an objective holds it rather than leave it empty.
    const holding =
      side !== v.initiative &&
      goals.includes(u.loc) &&
      unitsAt(v, u.loc, side).length === 1 &&
      isAssault(w.units[i]!);
    let bestScore = scoreHex(v, side, i, u.loc, targets, enemies, own) + (holding ? 6 : 0.25);
    for (const hex of reach.keys()) {
      if (hex === u.loc) continue;
      const sc = scoreHex(v, side, i, hex, targets, enemies, own);
      if (sc > bestScore) {
        bestScore = sc;
        best = hex;
      }
    }
    if (best === u.loc) return;
    const path = pathTo(reach, best).map((h) => w.map.board.label(h));
    out.push({
      command: { type: 'move', units: [w.units[i]!.id], path },
      note: `${w.units[i]!.name} to ${path[path.length - 1]}`,
    });
  });
  return out;
}

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

// ---- combat ------------------------------------------------------------------------------------

function attackChoice(v: RsView, minColumn: number): Choice | null {
  const w = v.world;
  const side = v.viewer;
  const enemy = otherSide(side);
  const step = v.step;
  if (step.kind !== 'combat') return null;
  const candidates = new Map<number, number[]>();
  v.units.forEach((u, i) => {
    if (
      !onMap(u) ||
      w.units[i]!.side !== side ||
      !isAssault(w.units[i]!) ||
      isOos(u.supply) ||
      attackRefusal(v, i) !== null
    )
      return;
    if (u.railStage === step.stage || u.foughtIn === `${v.turn}.${step.stage}`) return;
    for (let dir = 0; dir < 6; dir++) {
      const n = w.map.board.neighbor(u.loc, dir);
      if (n < 0 || occupant(v, n) !== enemy || v.attackedHexes.includes(n)) continue;
      candidates.set(n, [...(candidates.get(n) ?? []), i]);
    }
  });
  let best: { hex: number; units: number[]; col: number } | null = null;
  for (const [hex, units] of candidates) {
    const ids = units.map((i) => w.units[i]!.id);
    const dec = checkDeclaration(v, side, ids, w.map.board.label(hex));
    if ('code' in dec) continue;
    const c = {
      attacker: side,
      attackers: dec.attackers,
      defenders: dec.defenders,
      defenderHex: hex,
      flags: {},
    };
    const stacks = attackerStacks(v, { ...c, id: 0, phase: 'attack' });
    const f: Record<number, Formation> = {};
    for (const loc of stacks.keys()) f[loc] = 'HA';
    const prep = prepareCombat(v, c, { attacker: f, defender: 'HD' }, DEFAULT_COMBAT_RULES, false);
    const col = oddsColumns.indexOf(prep.odds.final);
    if (col >= minColumn && (!best || col > best.col)) best = { hex, units: dec.attackers, col };
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

/** Pays for a formation while the pool keeps a reserve of `keep` SP. */
function formationChoice(v: RsView): Choice {
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

function advanceChoice(v: RsView): Choice {
  const c = v.combat!;
  const w = v.world;
  const units: string[] = [];
  let re = 0;
  for (const i of c.advancers ?? []) {
    if (re + w.units[i]!.reSize > 6) continue;
    re += w.units[i]!.reSize;
    units.push(w.units[i]!.id);
  }
  const ok = checkAdvance(v, c, units, undefined);
  if ('code' in ok) return { command: { type: 'end' }, note: 'no advance' };
  return { command: { type: 'advance', units }, note: 'advance' };
}

// ---- assignment --------------------------------------------------------------------------------

function reserveChoices(v: RsView): Choice[] {
  const w = v.world;
  const side = v.viewer;
  const enemy = otherSide(side);
  const ezoc = zocOf(v, enemy);
  const out: Choice[] = [];
  // Units out of contact go into reserve (they move in the later stages); one order at a time so capacity is judged afresh.
  v.units.forEach((u, i) => {
    if (out.length > 0 || !onMap(u) || w.units[i]!.side !== side || u.mode === 'reserve' || ezoc[u.loc])
      return;
    if (!isAssault(w.units[i]!)) return;
    const hq = reserveHqFor(v, i);
    if (typeof hq === 'number')
      out.push({
        command: { type: 'mode', unit: w.units[i]!.id, mode: 'reserve' },
        note: `${w.units[i]!.name} to reserve`,
      });
  });
  return out;
}

// ---- the player --------------------------------------------------------------------------------

export function decide(v: RsView, kind: string, dice: Dice, tried: Set<string>): Choice {
  const end: Choice = { command: { type: 'end' }, note: 'end of step' };
  const c = v.combat;
  if (c) {
    if (c.phase === 'advance') return kind === 'random' && dice.chance(0.5) ? end : advanceChoice(v);
    return formationChoice(v);
  }
  const fresh = (xs: Choice[]) => xs.filter((x) => !tried.has(JSON.stringify(x.command)));
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
      const a = attackChoice(
        v,
        kind === 'random'
          ? 0
          : v.viewer === v.initiative
            ? oddsColumns.indexOf('2-1')
            : oddsColumns.indexOf('3-1'),
      );
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
