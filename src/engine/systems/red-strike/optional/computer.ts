// The computer player's orders for the optional rules (issue 17): Wallmeister placement, ATGM
// support, cards. Each is checked with the same function apply uses, on the side's view.

import type { ExtChoice } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import { onMap } from '../units.js';
import type { RsView } from '../view.js';
import { atgmParents, checkAtgm } from './atgm.js';
import { checkCard } from './cards.js';
import { cardDef } from './deck.js';
import { checkEchelon } from './echelon.js';
import { opt } from './slice.js';
import { checkWallmeister, WALLMEISTER_MARKERS, wallmeisterHexOk } from './wallmeister.js';

export function optionalChoices(v: RsView): ExtChoice[] {
  return [...atgmChoice(v), ...echelonChoice(v), ...wallmeisterChoice(v), ...cardChoice(v)];
}

/** RS-OPT-2c: a stack behind the attack moves up into an attacking hex (stacking permitting). */
function echelonChoice(v: RsView): ExtChoice[] {
  const c = v.combat;
  if (!c || v.viewer !== 'wp' || c.attacker !== 'wp' || c.phase !== 'advance' || !isOn(v, 'doctrine'))
    return [];
  const w = v.world;
  const b = w.map.board;
  const from = [...new Set((c.advancers ?? []).map((i) => v.units[i]!.loc))];
  const stacks = new Map<number, string[]>();
  v.units.forEach((u, i) => {
    const d = w.units[i]!;
    if (
      !onMap(u) ||
      d.side !== 'wp' ||
      c.attackers.includes(i) ||
      (d.class !== 'armour' && d.class !== 'infantry')
    )
      return;
    if (b.distance(u.loc, c.defenderHex) <= 1 || !from.some((h) => b.distance(h, u.loc) === 1)) return;
    stacks.set(u.loc, [...(stacks.get(u.loc) ?? []), d.id]);
  });
  for (const [loc, ids] of stacks)
    for (const h of from.filter((x) => b.distance(x, loc) === 1)) {
      const path = [b.label(h)];
      if (!('code' in checkEchelon(v, 'wp', ids, path)))
        return [
          { command: { type: 'opt-echelon', units: ids, path }, note: `second echelon into ${path[0]}` },
        ];
    }
  return [];
}

/** RS-OPT-10: in the first assignment phase, the 10 NATO-country hexes nearest the WP's units, roads first. */
function wallmeisterChoice(v: RsView): ExtChoice[] {
  const o = opt(v);
  if (
    !o ||
    !isOn(v, 'wallmeister') ||
    v.viewer !== 'nato' ||
    v.step.kind !== 'assign' ||
    o.wallmeister.placed
  )
    return [];
  const w = v.world;
  const b = w.map.board;
  const enemy: number[] = [];
  v.units.forEach((u, i) => {
    if (onMap(u) && w.units[i]!.side === 'wp') enemy.push(u.loc);
  });
  if (enemy.length === 0) return [];
  const scored: { hex: number; score: number }[] = [];
  for (let h = 0; h < b.size; h++) {
    if (!wallmeisterHexOk(v, h)) continue;
    const d = Math.min(...enemy.map((e) => b.distance(e, h)));
    if (d < 1) continue;
    const road = w.map.railHex[h] || [0, 1, 2, 3, 4, 5].some((dir) => w.map.roadEdge[b.hexside(h, dir)]);
    scored.push({ hex: h, score: d - (road ? 1.5 : 0) });
  }
  scored.sort((a, c) => a.score - c.score || a.hex - c.hex);
  const hexes = scored.slice(0, WALLMEISTER_MARKERS).map((x) => b.label(x.hex));
  const ok = checkWallmeister(v, 'nato', hexes);
  if ('code' in ok) return [];
  return [{ command: { type: 'opt-wallmeister', hexes }, note: 'stay-behind markers on the WP roads' }];
}

/** RS-OPT-16: a team from the nearest parent in range while points remain. */
function atgmChoice(v: RsView): ExtChoice[] {
  const c = v.combat;
  if (!c || v.viewer !== 'nato' || !isOn(v, 'atgm') || c.attacker !== 'wp') return [];
  const b = v.world.map.board;
  const parents = atgmParents(v)
    .filter((i) => onMap(v.units[i]!))
    .sort((a, z) => b.distance(v.units[a]!.loc, c.defenderHex) - b.distance(v.units[z]!.loc, c.defenderHex));
  for (const i of parents) {
    const id = v.world.units[i]!.id;
    const ok = checkAtgm(v, 'nato', id);
    if (typeof ok === 'number')
      return [
        { command: { type: 'opt-atgm', parent: id }, note: `ATGM team from ${v.world.units[i]!.name}` },
      ];
  }
  return [];
}

/** What a card's event is worth to the side now, in SP. */
function eventValue(v: RsView, id: string): number {
  const d = cardDef(id);
  if (!d) return 0;
  const e = d.effect;
  switch (e.kind) {
    case 'sp':
    case 'enemy-sp':
      return e.amount;
    case 'wo':
      return isOn(v, 'nbc') ? 8 : 0;
    case 'delay': {
      const due = v.world.units.some(
        (u, i) => u.side !== v.viewer && v.units[i]!.pending && u.arrives?.turn === v.turn + 1,
      );
      return due ? 12 : 0;
    }
    case 'weather':
      // Bad weather halves movement and strengths: it slows an attacker more than a defender.
      return v.viewer === 'nato' ? 8 : 0;
  }
}

/** RS-OPT-23: the split worth more (one card for its event, the other for SP); RS-OPT-3: one card a GT. */
function cardChoice(v: RsView): ExtChoice[] {
  const c = opt(v)?.cards;
  if (!c || !isOn(v, 'cards') || v.step.kind !== 'assign' || v.step.side !== v.viewer) return [];
  const side = v.viewer;
  const hand = c.hand[side];
  if (hand.length === 0 || c.plays[side].length > 0) return [];
  const sp = (id: string) => cardDef(id)?.sp ?? 0;
  let best: { card: string; use: 'event' | 'sp'; value: number } | null = null;
  if (isOn(v, 'extended-strategic')) {
    for (const id of hand)
      for (const use of ['event', 'sp'] as const) {
        const value = use === 'event' ? eventValue(v, id) : sp(id);
        if (!best || value > best.value) best = { card: id, use, value };
      }
  } else {
    for (const id of hand) {
      const other = hand.find((x) => x !== id);
      const value = eventValue(v, id) + (other ? sp(other) : 0);
      if (!best || value > best.value) best = { card: id, use: 'event', value };
    }
  }
  if (!best || checkCard(v, side, best.card, best.use)) return [];
  return [
    {
      command: { type: 'opt-card', card: best.card, use: best.use },
      note: `card ${best.card} for its ${best.use === 'sp' ? 'SP' : 'event'}`,
    },
  ];
}
