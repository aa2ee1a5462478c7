// Fire and assault events in words a player reads (issue 4, `hexfront run --explain`), e.g.
// "Fire 6000.0 × 0.5 Travel Mode [PC-FIR-15] = 3000.0". Pure: the event and the World only.

import type { CombatNumbers, Factor, GameEvent, Roll, UnitLoss } from '../events.js';
import type { World } from '../world.js';

const near = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;
const f1 = (x: number) => (near(x) ? String(Math.round(x)) : x.toFixed(1));
const f2 = (x: number) => (near(x) ? String(Math.round(x)) : x.toFixed(2));
const pct = (x: number) => `${x >= 0 ? '+' : '−'}${f1(Math.abs(x))}%`;
const tag = (rule?: string) => (rule ? ` [${rule}]` : '');

function chain(start: string, startValue: number, muls: readonly Factor[]): string {
  let v = startValue;
  let text = start;
  for (const m of muls) {
    v *= m.value;
    text += ` × ${f2(m.value)} ${m.label}${tag(m.rule)}`;
  }
  return muls.length ? `${text} = ${f1(v)}` : text;
}

function percentLine(pcts: readonly Factor[], n: CombatNumbers): string {
  if (pcts.length === 0) return `Combat value ${f1(n.combatValue)}, no percentage modifiers`;
  const parts = pcts.map((p) => `${pct(p.value)} ${p.label}${tag(p.rule)}`).join(', ');
  return `Combat value ${f1(n.combatValue)}; ${parts} → ${pct(n.modifier)} = effective ${f1(n.effective)} [PC-GEN-07]`;
}

/** PC-CRT-01: a casualty value drawn in a range, not a test: it never reads "vs … → yes". */
const isDraw = (r: Roll) => r.rule === 'PC-CRT-01' && /casualties/.test(r.label);
/** Numbers that fog of war hides come as -1 (combat-fog.ts): they read "?", never "-1". */
const known = (x: number, f: (x: number) => string = f1) => (x < 0 ? '?' : f(x));

function rollText(r: Roll): string {
  if (isDraw(r)) return `${r.label}: drew ${f2(r.value)} → ${r.target} men-eq${tag(r.rule)}`;
  return `${r.label}: ${f1(r.value)} vs ${f1(r.target)} → ${r.success ? 'yes' : 'no'}${tag(r.rule)}`;
}

/** PC-CRT-02: guns and vehicles lose one point per 10 men-eq, the remainder rounded at random. */
function conversion(what: string, l: UnitLoss): string {
  if (l.casualty === undefined || what === 'men') return '';
  const share = Math.round(l.casualty) / 10;
  return ` (${l.casualty} men-eq = ${share} ${what}, rounded at random [PC-CRT-02])`;
}

function lossLines(world: World, l: UnitLoss): string[] {
  const def = world.units[l.unit];
  const name = def?.name ?? `unit ${l.unit}`;
  const what = def?.component ?? 'men';
  const lines = [
    `${name} loses ${l.loss} ${what}${conversion(what, l)}` +
      (l.captured ? `, ${l.captured} of them captured` : '') +
      (l.wrecks ? `, ${l.wrecks} wreck${l.wrecks > 1 ? 's' : ''} left in the hex [PB-IMP-35]` : '') +
      (l.eliminated
        ? ' — eliminated'
        : ` → strength ${l.strengthAfter < 0 ? '?' : l.strengthAfter}, ${l.cohesionAfter}`) +
      (l.fatigueGained ? `, fatigue +${l.fatigueGained} → ${l.fatigueAfter} [PC-CRT-04]` : ''),
  ];
  for (const r of l.rolls) lines.push(`  ${rollText(r)}`);
  return lines;
}

/** The explanation of one fire event, line by line. */
export function explainFire(e: Extract<GameEvent, { type: 'fire' }>, world: World): string[] {
  const lines = [e.summary];
  const attack = e.factors.filter((x) => x.applies === 'attack' || x.applies === undefined);
  const defense = e.factors.filter((x) => x.applies === 'defense');
  const combat = e.factors.filter((x) => x.applies === 'combat');
  const aBase = attack.find((x) => x.kind === 'set');
  const dBase = defense.find((x) => x.kind === 'set');
  const aMul = attack.filter((x) => x.kind === 'mul');
  const dMul = defense.filter((x) => x.kind === 'mul');
  if (aBase)
    lines.push(chain(`Fire ${aBase.label} = ${f1(aBase.value)}${tag(aBase.rule)}`, aBase.value, aMul));
  if (dBase) lines.push(chain(`Defense ${f1(dBase.value)}`, dBase.value, dMul));
  const n = e.numbers;
  if (n && n.attack < 0) lines.push(`Enemy fire: ${n.casualties} men-eq casualties [PC-CRT-01]`);
  else if (n) {
    const cMul = combat.filter((x) => x.kind === 'mul');
    lines.push(
      chain(
        `${f1(n.attack)} ÷ ${f1(n.defense)} = ${f1(n.attack / (n.defense || 1))}`,
        n.attack / (n.defense || 1),
        cMul,
      ),
    );
    lines.push(
      percentLine(
        combat.filter((x) => x.kind === 'pct'),
        n,
      ),
    );
    lines.push(
      `Casualties between ${f1(n.low)} and ${f1(n.high)} [PC-CRT-01]: drew ${f2(e.rolls[0]?.value ?? 0)} → ${n.casualties} men-eq`,
    );
  }
  // The draw is on the casualties line above; the other rolls (rubble, counterbattery) follow.
  for (const r of e.rolls.filter((r) => !isDraw(r))) lines.push(rollText(r));
  for (const l of e.losses) lines.push(...lossLines(world, l));
  return lines;
}

/** The explanation of one assault event, line by line. */
export function explainAssault(e: Extract<GameEvent, { type: 'assault' }>, world: World): string[] {
  const lines = [e.summary];
  const sides: [string, CombatNumbers | undefined, string][] = [
    ['Attackers', e.numbers?.attackers, 'attackers: '],
    ['Defenders', e.numbers?.defenders, 'defenders: '],
  ];
  const perUnit = e.factors.filter((x) => x.applies === 'attack');
  for (const u of [...new Set(perUnit.map((x) => x.label.split(': ')[0]!))]) {
    const mine = perUnit.filter((x) => x.label.startsWith(`${u}: `));
    const base = mine.find((x) => x.kind === 'set');
    if (!base) continue;
    const strip = (x: Factor): Factor => ({ ...x, label: x.label.slice(u.length + 2) });
    lines.push(
      chain(
        `${u}: ${strip(base).label} = ${f1(base.value)}`,
        base.value,
        mine.filter((x) => x.kind === 'mul').map(strip),
      ),
    );
  }
  for (const x of e.factors.filter((x) => x.applies === 'defense'))
    lines.push(`${x.label} ${x.kind === 'mul' ? `×${f2(x.value)}` : f1(x.value)}${tag(x.rule)}`);
  for (const [label, n, prefix] of sides) {
    if (!n) continue;
    if (n.attack < 0) {
      lines.push(`${label}: ${n.casualties} men-eq casualties [PC-CRT-01]`);
      continue;
    }
    const pcts = e.factors.filter((x) => x.kind === 'pct' && x.label.startsWith(prefix));
    lines.push(`${label}: total ${known(n.attack)} ÷ defense ${known(n.defense)} = ${known(n.combatValue)}`);
    lines.push(
      `  ${percentLine(
        pcts.map((p) => ({ ...p, label: p.label.slice(prefix.length) })),
        n,
      )}`,
    );
    lines.push(`  casualties between ${f1(n.low)} and ${f1(n.high)} → ${n.casualties} men-eq [PC-CRT-01]`);
  }
  // By kind, not by position: under fog the event keeps only our side's draw (combat-fog.ts).
  for (const r of e.rolls.filter((r) => !isDraw(r))) lines.push(rollText(r));
  for (const l of e.attackerLosses) lines.push(...lossLines(world, l));
  for (const l of e.defenderLosses) lines.push(...lossLines(world, l));
  for (const r of e.retreated)
    lines.push(`${world.units[r.unit]?.name ?? r.unit} retreats to ${world.board.label(r.to)} [PC-ASL-19]`);
  if (e.advanced?.length)
    lines.push(`Advancing: ${e.advanced.map((a) => world.units[a]?.name ?? a).join(', ')} [PC-ASL-24]`);
  return lines;
}

export function explainCombat(e: GameEvent, world: World): string[] {
  if (e.type === 'fire') return explainFire(e, world);
  if (e.type === 'assault') return explainAssault(e, world);
  return [];
}
