// RS-OPT-2 Doctrine (§30.2; cited as 30.3 elsewhere, RS-AMB-38): the WP's "no retreat" (2a), CAS
// doctrine with breakthrough markers (2b), assault from the march (2d); NATO's "no chemical
// warfare" (2e) and air-land battle (2f). 2c (echelon) is echelon.ts. The combat module calls
// these through api.ts.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { isOn } from '../ext/options.js';
import type { CombatFlags, CombatState, Formation, RsEvent, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { isAssault, onMap } from '../units.js';
import { opt } from './slice.js';

const on = (s: RsState) => isOn(s, 'doctrine');

/** RS-OPT-2a / RS-GCB-14: a WP defender may not withdraw tactically. A sentence, or null. */
export function withdrawalRefusal(s: RsState, c: Pick<CombatState, 'attacker'>): string | null {
  if (!on(s) || c.attacker !== 'nato') return null;
  return 'Warsaw Pact doctrine "no retreat": WP units never withdraw tactically (RS-OPT-2a).';
}

/** RS-OPT-2a / RS-GCB-56: a WP defender may not convert a hit into a retreat (RS-GCB-53). */
export function hitToRetreatRefusal(s: RsState, side: Side): string | null {
  if (!on(s) || side !== 'wp') return null;
  return 'orders.hitToRetreat: Warsaw Pact doctrine "no retreat": WP units never convert hits into retreats (RS-OPT-2a).';
}

/** RS-OPT-2a: WP air units may go on with their mission after a hit (the air rules ask). */
export function wpNoRetreat(s: RsState): boolean {
  return on(s);
}

/** RS-OPT-2e: NATO makes no chemical attack at all, neither first use nor retaliation. */
export function chemicalForbidden(s: RsState, side: Side): boolean {
  return on(s) && side === 'nato';
}

/**
 * RS-OPT-2b: may `side` receive CAS in this combat? The WP only when it attacks with at least one
 * unit carrying a breakthrough marker (a defending WP stack may always receive CAS).
 */
export function casAllowed(s: RsState, c: Pick<CombatState, 'attacker' | 'attackers'>, side: Side): boolean {
  if (!on(s) || side !== 'wp' || c.attacker !== 'wp') return true;
  const marked = opt(s)?.breakthrough ?? [];
  return c.attackers.some((i) => marked.includes(i));
}

/** RS-OPT-2b / RS-OPT-2e: the extended flags of a declared attack the doctrine forbids. */
export function declarationRefusal(
  s: RsState,
  side: Side,
  attackers: readonly number[],
  flags: CombatFlags,
): RuleError | null {
  if (!on(s)) return null;
  if (flags.attackerCas && !casAllowed(s, { attacker: side, attackers }, side))
    return ruleError(
      'NOT_ALLOWED',
      'Warsaw Pact CAS doctrine: only an attack with a unit carrying a breakthrough marker may receive CAS (RS-OPT-2b).',
      'RS-OPT-2b',
    );
  if (flags.chemicalGtsSinceFirst !== undefined && chemicalForbidden(s, side))
    return ruleError(
      'NOT_ALLOWED',
      'NATO doctrine: no chemical warfare, neither first use nor retaliation (RS-OPT-2e).',
      'RS-OPT-2e',
    );
  return null;
}

/**
 * RS-OPT-2d assault from the march: a WP attack whose units are all full-strength assault units
 * (not reduced, no hit markers) and whose stacks are all in AC or HA gets 1 column right, and
 * takes 1 more hit when it takes any (decision RS-D-OPT-MARCH: every attacking unit must qualify).
 */
export function assaultFromMarch(
  s: RsState,
  c: Pick<CombatState, 'attacker' | 'attackers'>,
  formations: Readonly<Record<number, Formation>>,
): boolean {
  if (!on(s) || c.attacker !== 'wp') return false;
  const units = c.attackers.filter((i) => onMap(s.units[i]!));
  if (units.length === 0) return false;
  if (Object.values(formations).some((f) => f !== 'AC' && f !== 'HA')) return false;
  return units.every((i) => {
    const u = s.units[i]!;
    return isAssault(s.world.units[i]!) && !u.reduced && u.hits === 0;
  });
}

/**
 * RS-OPT-2f air-land battle: hits NATO ground units inflict on WP units are doubled when NATO's CAS
 * succeeded and an armoured (tank-silhouette) unit took part in the attack.
 */
export function airLandBattle(s: RsState, c: Pick<CombatState, 'attacker' | 'attackers' | 'flags'>): boolean {
  if (!on(s) || c.attacker !== 'nato' || !c.flags.attackerCas) return false;
  return c.attackers.some((i) => onMap(s.units[i]!) && s.world.units[i]!.class === 'armour');
}

/**
 * RS-OPT-2b: markers follow NATO retreats. Called with the events of each command that moved
 * ground units: NATO units retreating (a combat result, or a tactical withdrawal) in a combat the
 * WP declared give as many markers to WP units that advance after that combat.
 */
export function trackBreakthrough(s: RsState, side: Side, events: readonly RsEvent[], out: RsEvent[]): void {
  const o = opt(s);
  if (!o || !on(s)) return;
  const natoRetreated = (e: RsEvent) =>
    e.type === 'retreat' && e.units.length > 0 && s.world.units[e.units[0]!]!.side === 'nato';
  const retreated = events
    .filter(natoRetreated)
    .reduce((a, e) => a + (e.type === 'retreat' ? e.units.length : 0), 0);
  const report = events.find((e) => e.type === 'combat');
  const withdrawal = events.find((e) => e.type === 'withdrawal' && e.success);
  if (side === 'nato') {
    // A resolution: the WP may advance with a later command.
    if (report?.type === 'combat' && report.report.attacker === 'wp' && retreated > 0)
      o.breakthroughDue = { combat: report.report.id, count: retreated };
    return;
  }
  const advanced = events.flatMap((e) => (e.type === 'advanced' ? [...e.units] : []));
  if (advanced.length === 0) return;
  let count = 0;
  if (withdrawal && retreated > 0) count = retreated;
  else if (o.breakthroughDue && o.breakthroughDue.combat === s.combats) count = o.breakthroughDue.count;
  for (const i of advanced) if (!o.advancedThisPhase.includes(i)) o.advancedThisPhase.push(i);
  const marked = advanced.filter((i) => !o.breakthrough.includes(i)).slice(0, count);
  if (!withdrawal && o.breakthroughDue) o.breakthroughDue.count -= marked.length;
  if (marked.length === 0) return;
  o.breakthrough.push(...marked);
  out.push({ type: 'opt-breakthrough', units: marked, placed: true });
}

/**
 * RS-OPT-2b: at the end of a WP combat phase the markers go, except on units that advanced after
 * combat in it. `stage` is the action stage whose combat phase ended.
 */
export function endOfCombatPhase(s: RsState, stage: 1 | 2 | 3, events: RsEvent[]): void {
  const o = opt(s);
  if (!o) return;
  const declaring: Side = stage === 3 ? otherSide(s.initiative) : s.initiative;
  o.breakthroughDue = null;
  if (declaring === 'wp') {
    const gone = o.breakthrough.filter((i) => !o.advancedThisPhase.includes(i) || !onMap(s.units[i]!));
    if (gone.length > 0) events.push({ type: 'opt-breakthrough', units: gone, placed: false });
    o.breakthrough = o.breakthrough.filter((i) => !gone.includes(i));
  }
  o.advancedThisPhase = [];
}
