// Construction (OCS-MOV-60..79): airbases, fortifications and ports, built, improved, repaired,
// reduced or damaged by engineer-capable units within their work radius, and fortifications by
// combat units of 1 RE or more in their own hex. One job per unit and turn, no movement, SP from
// depots in range, effect at once. Fortification levels feed the panzer fortifications
// (PC-FRT, rules/fortifications.ts) through FORT_TYPE_BY_LEVEL.

import { ruleError, type RuleError } from '../../../../core/errors.js';
import type { ConstructCommand } from '../../commands.js';
import type { GameEvent } from '../../events.js';
import type { FortificationType } from '../../model/combat-params.js';
import type { GameState } from '../../model/state.js';
import type { Side } from '../../model/unit.js';
import { hexStateFor } from '../../rules/fortifications.js';
import { hexLoc, ownActiveUnit } from '../../rules/guards.js';
import { DYN, knowledgeFor } from '../../rules/movecost.js';
import { scenarioDepots, spendSp } from './depots.js';
import { isCombatDef, ocsModeOf, panzerHost } from './host.js';
import { ocsStep } from './movecost.js';
import { mutableOcs, type OcsAirbase, type OcsPort, type OcsState, type OcsWorkKind } from './state.js';

/** OCS-MOV-70: the highest airbase level. */
export const AIRBASE_MAX = 3;
/** OCS-MOV-78: the highest fortification level. */
export const FORT_MAX = 4;

/**
 * OCS-MOV-NS-22: what an OCS fortification level is for the host: the panzer fortification of
 * that hex (PC-FRT-01..05, PC-FIR-08/09): 1 Improved Position, 2 Trench, 3 Bunker, 4 Pillbox.
 */
export const FORT_TYPE_BY_LEVEL: readonly (FortificationType | null)[] = [
  null,
  'ip',
  'trench',
  'bunker',
  'pillbox',
];

const KIND_NAMES: Record<OcsWorkKind, string> = {
  airbase: 'airbase',
  fortification: 'fortification',
  port: 'port',
};

/** Seeds the airbases, fortifications and ports of the scenario into the OCS state (once). */
export function seedStructures(state: GameState): void {
  if (state.ocs?.depots) return;
  const data = state.world.scenario.ocs;
  const board = state.world.board;
  const ocs = mutableOcs(state);
  ocs.depots = scenarioDepots(state);
  const airbases: Record<number, OcsAirbase> = {};
  for (const a of data?.airbases ?? []) {
    const loc = board.parse(a.hex);
    if (loc !== undefined) airbases[loc] = { level: a.level, side: a.side ?? null };
  }
  const forts: Record<number, number> = {};
  for (const f of data?.fortifications ?? []) {
    const loc = board.parse(f.hex);
    if (loc !== undefined) forts[loc] = f.level;
  }
  const ports: Record<number, OcsPort> = {};
  for (const p of data?.ports ?? []) {
    const loc = board.parse(p.hex);
    if (loc !== undefined) ports[loc] = { level: p.level ?? 1, max: p.level ?? 1 };
  }
  ocs.airbases = airbases;
  ocs.forts = forts;
  ocs.ports = ports;
  for (const [loc, level] of Object.entries(forts)) setHostFort(state, Number(loc), level);
}

/** OCS-MOV-NS-22: the fortification level's panzer fortification in the hex (or none at level 0). */
function setHostFort(state: GameState, loc: number, level: number): void {
  const h = hexStateFor(state, loc);
  h.fortification = FORT_TYPE_BY_LEVEL[Math.min(FORT_MAX, level)] ?? null;
  h.fortificationVacated = false;
}

/** OCS-MOV-61: an HQ or engineer in Combat mode (a DG unit keeps its Combat-mode side). */
export function isEngineerCapable(state: GameState, unit: number): boolean {
  const t = state.world.units[unit]!.type;
  return (t === 'hq' || t === 'engineer') && ocsModeOf(state.units[unit]!) === 'combat';
}

/**
 * OCS-MOV-63, OCS-MOV-D-10: hexes within the work radius by a path a foot unit could take: each
 * step legal for foot movement with reciprocity, no enemy unit in any hex of it, and no step from
 * one enemy-ZOC hex to another where the host forbids it (Locking ZOC, PC-ZOC-04); MP not counted.
 * What the side knows of the enemy (no hidden unit leaks).
 */
export function workHexes(state: GameState, side: Side, from: number, radius: number): Set<number> {
  const { world } = state;
  const { board } = world;
  const k = knowledgeFor(state, side, false);
  const zocForbidden = k.lockingZoc || world.params.zocMoveMultiplier === 0;
  const out = new Set<number>([from]);
  let frontier = [from];
  for (let d = 0; d < radius; d++) {
    const next: number[] = [];
    for (const at of frontier)
      for (let e = board.adjStart[at]!, end = board.adjStart[at + 1]!; e < end; e++) {
        const n = board.adj[e]!;
        if (out.has(n)) continue;
        if (k.dyn[n]! & DYN.enemy) continue;
        if (!ocsStep(world, k.edges, 'foot', false, at, n).ok) continue;
        if (zocForbidden && k.dyn[at]! & k.dyn[n]! & DYN.zoc && !(k.dyn[n]! & DYN.friend)) continue;
        out.add(n);
        next.push(n);
      }
    frontier = next;
  }
  return out;
}

// OCS-MOV-77: no limit on the number of hexes; OCS-MOV-72/79: one marker per hex (keyed by hex).
const raisedKey = (kind: OcsWorkKind, loc: number) => `${kind}@${loc}`;

/** The construction hook (OCS-MOV-60..79). */
export function handleConstruct(draft: GameState, cmd: ConstructCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const loc = hexLoc(draft, cmd.hex);
  if (typeof loc !== 'number') return loc;
  if (!['airbase', 'fortification', 'port'].includes(cmd.what))
    return ruleError(
      'BAD_COMMAND',
      `what: "${String(cmd.what)}" is not airbase, fortification or port.`,
      'OCS-MOV-64',
    );
  if (cmd.action !== 'build' && cmd.action !== 'reduce')
    return ruleError('BAD_COMMAND', `action: "${String(cmd.action)}" is not build or reduce.`, 'OCS-MOV-64');
  const { world } = draft;
  const p = world.params.ocs;
  const def = world.units[u]!;
  const s = draft.units[u]!;
  const side = s.owner ?? def.side;
  const board = world.board;
  seedStructures(draft);
  const prior = draft.ocs!;
  // OCS-MOV-65: one hex and one kind of work per unit and turn.
  if (prior.work?.[u])
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} has already worked this turn (${KIND_NAMES[prior.work[u].kind]} at ${board.label(prior.work[u].loc)}); a unit does one job a turn.`,
      'OCS-MOV-65',
    );
  // OCS-MOV-62, OCS-MOV-75(b): a unit that works does not move in the phase, before or after.
  if (s.moved)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} has moved this phase; a unit that builds may not move.`,
      'OCS-MOV-62',
    );
  const engineer = isEngineerCapable(draft, u);
  const host = panzerHost(draft);
  if (!engineer) {
    const reason = combatBuilderRefusal(draft, u, cmd, loc);
    if (reason) return reason;
  } else if (loc !== s.loc) {
    // OCS-MOV-63: within the work radius, by a path foot movement could take.
    if (board.distance(s.loc, loc) > p.workRadius)
      return ruleError(
        'OUT_OF_RANGE',
        `${board.label(loc)} is ${board.distance(s.loc, loc)} hexes from ${def.name}; the work radius is ${p.workRadius}.`,
        'OCS-MOV-63',
      );
    if (!workHexes(draft, side, s.loc, p.workRadius).has(loc))
      return ruleError(
        'NOT_ALLOWED',
        `No path a foot unit could take joins ${def.name} to ${board.label(loc)} within ${p.workRadius} hexes (enemy units, zones of control or terrain).`,
        'OCS-MOV-63',
      );
  }
  if (host.enemyIn(loc, side))
    return ruleError('ENEMY_OCCUPIED', `${board.label(loc)} holds an enemy unit.`, 'OCS-MOV-63');
  const job = levelChange(prior, cmd, loc, side, p.airbaseFortShare);
  if ('code' in job) return job;
  // OCS-MOV-71/76: one level gained per hex and phase, however many units work there.
  if (job.delta > 0 && (prior.raised ?? []).includes(raisedKey(cmd.what, loc)))
    return ruleError(
      'NOT_ALLOWED',
      `The ${KIND_NAMES[cmd.what]} at ${board.label(loc)} has already gained a level this phase.`,
      cmd.what === 'airbase' ? 'OCS-MOV-71' : cmd.what === 'fortification' ? 'OCS-MOV-76' : 'OCS-MOV-65',
    );
  // OCS-MOV-66: building, improving and repairing cost SP; reducing and damaging nothing.
  let paid = '';
  if (job.delta > 0) {
    const cost =
      cmd.what === 'airbase'
        ? p.airbaseCost
        : cmd.what === 'port'
          ? p.portRepairCost
          : engineer
            ? p.engineerFortCost
            : p.fortCost;
    if (cost > 0) {
      const r = spendSp(draft, side, s.loc, cost, cmd.what === 'fortification' ? 'OCS-MOV-75' : 'OCS-MOV-66');
      if ('code' in r) return r;
      // OCS-MOV-NS-21: the airbase and port costs are engine defaults, and said to be.
      const dflt = cmd.what === 'fortification' ? '' : ' (cost not from the source, OCS-MOV-NS-21)';
      paid = `, ${r.from.join(' and ')}${dflt}`;
    }
  }
  // OCS-MOV-67: the work takes effect at once.
  const ocs = mutableOcs(draft);
  ocs.segment = 'movement'; // OCS-MOV-10: the Breakout Segment is over
  ocs.work = { ...ocs.work, [u]: { loc, kind: cmd.what } };
  if (job.delta > 0) ocs.raised = [...(ocs.raised ?? []), raisedKey(cmd.what, loc)];
  if (cmd.what === 'airbase') {
    const a = { ...ocs.airbases };
    if (job.level > 0) a[loc] = { level: job.level, side: a[loc]?.side ?? side };
    else delete a[loc];
    ocs.airbases = a;
  } else if (cmd.what === 'fortification') {
    const f = { ...ocs.forts };
    if (job.level > 0) f[loc] = job.level;
    else delete f[loc];
    ocs.forts = f;
    setHostFort(draft, loc, job.level);
  } else {
    const old = ocs.ports![loc]!;
    ocs.ports = { ...ocs.ports, [loc]: { ...old, level: job.level } };
  }
  const host2 =
    job.level > 0 && cmd.what === 'fortification' ? ` (for combat: ${FORT_TYPE_BY_LEVEL[job.level]})` : '';
  return [
    {
      type: 'unitState',
      unit: u,
      what: `${job.verb} the ${KIND_NAMES[cmd.what]} at ${board.label(loc)}: level ${job.level}${host2}${paid}`,
      rule: job.rule,
    },
  ];
}

/** OCS-MOV-75, OCS-MOV-D-11, OCS-MOV-NS-23/25: why a unit that is not engineer-capable may not do this job. */
function combatBuilderRefusal(
  draft: GameState,
  u: number,
  cmd: ConstructCommand,
  loc: number,
): RuleError | null {
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const p = draft.world.params.ocs;
  const host = panzerHost(draft);
  const airbaseOk = cmd.what === 'airbase' && p.combatUnitsBuildAirbases;
  if (cmd.what !== 'fortification' && !airbaseOk)
    return ruleError(
      'NOT_ALLOWED',
      `Only an HQ or an engineer in Combat mode may work on ${cmd.what === 'port' ? 'a port' : 'an airbase'}; ${def.name} is not one.`,
      'OCS-MOV-61',
    );
  if (!isCombatDef(def))
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is neither a combat unit nor engineer-capable (an HQ or engineer in Combat mode).`,
      'OCS-MOV-75',
    );
  if (ocsModeOf(s) !== 'combat')
    return ruleError('MODE', `${def.name} must be in Combat mode to build.`, 'OCS-MOV-75');
  if (host.reSize(u) < p.fortMinRe)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is ${host.reSize(u)} RE; a combat unit must be at least ${p.fortMinRe} RE to build a fortification (or be an engineer).`,
      'OCS-MOV-75',
    );
  if (loc !== s.loc)
    return ruleError(
      'NOT_ALLOWED',
      `A combat unit builds in its own hex (${draft.world.board.label(s.loc)}).`,
      'OCS-MOV-D-11',
    );
  return null;
}

type Job = { delta: number; level: number; verb: string; rule: string };

/** The level after the job, or why it cannot be done (OCS-MOV-64, 70, 72, 78, 79, NS-24). */
function levelChange(
  ocs: OcsState,
  cmd: ConstructCommand,
  loc: number,
  side: Side,
  share: boolean,
): Job | RuleError {
  const build = cmd.action === 'build';
  if (cmd.what === 'port') {
    const port = ocs.ports?.[loc];
    if (!port) return ruleError('NOT_ALLOWED', 'There is no port there to repair or damage.', 'OCS-MOV-64');
    if (build && port.level >= port.max)
      return ruleError('NOT_ALLOWED', `The port is not damaged (level ${port.level}).`, 'OCS-MOV-64');
    if (!build && port.level <= 0)
      return ruleError('NOT_ALLOWED', 'The port is already wholly damaged.', 'OCS-MOV-64');
    return build
      ? { delta: 1, level: port.level + 1, verb: 'repairs', rule: 'OCS-MOV-64' }
      : { delta: -1, level: port.level - 1, verb: 'damages', rule: 'OCS-MOV-64' };
  }
  const airbase = cmd.what === 'airbase';
  const cur = airbase ? (ocs.airbases?.[loc]?.level ?? 0) : (ocs.forts?.[loc] ?? 0);
  const max = airbase ? AIRBASE_MAX : FORT_MAX;
  const rule = airbase ? 'OCS-MOV-70' : 'OCS-MOV-78';
  if (!build) {
    if (cur <= 0)
      return ruleError('NOT_ALLOWED', `There is no ${KIND_NAMES[cmd.what]} there to reduce.`, 'OCS-MOV-64');
    return { delta: -1, level: cur - 1, verb: 'reduces', rule: 'OCS-MOV-64' };
  }
  if (cur >= max)
    return ruleError(
      'NOT_ALLOWED',
      `The ${KIND_NAMES[cmd.what]} is at level ${cur}; it may not exceed level ${max}.`,
      rule,
    );
  if (airbase && cur > 0 && ocs.airbases?.[loc]?.side && ocs.airbases[loc]!.side !== side)
    return ruleError(
      'NOT_ALLOWED',
      "That airbase is the enemy's; reduce it rather than improve it.",
      'OCS-MOV-72',
    );
  if (cur === 0 && !share) {
    const other = airbase ? (ocs.forts?.[loc] ?? 0) : (ocs.airbases?.[loc]?.level ?? 0);
    if (other > 0)
      return ruleError(
        'NOT_ALLOWED',
        `The hex has ${airbase ? 'a fortification' : 'an airbase'}; this scenario does not let an airbase and a fortification share a hex.`,
        'OCS-MOV-NS-24',
      );
  }
  return {
    delta: 1,
    level: cur + 1,
    verb: cur === 0 ? 'builds' : 'improves',
    rule: airbase ? 'OCS-MOV-71' : 'OCS-MOV-76',
  };
}
