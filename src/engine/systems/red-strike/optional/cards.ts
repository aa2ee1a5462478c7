// RS-OPT-23 Cards (§1.7, §30.23; RS-AMB-18: the card rule itself, draw two) and RS-OPT-3 Extended
// strategic warfare (§30.3). In the cards phase of the strategic step (RS-SEQ-2 #3) each side draws
// two cards. The strategic step runs by itself, so the choice is made in the side's unit
// assignment phase (opt-card: one card for its event, the other for its SP; by default the card
// with more SP goes for SP) and both sides' cards are revealed together when the second side ends
// its assignment: first the SP cards (both sides), then the events, the initiative player's first
// (decision RS-D-OPT-CARDTIME). SP cards go back to the discards; an event card marked so is removed
// from the game; the discards are reshuffled when a deck is empty. RS-OPT-3: at set-up each side
// draws 5 and keeps 3 (the three with the highest SP: decision), plays any number per GT, each for
// its event or its SP, and draws again (two) only when its hand is empty. Decks: deck.ts (ours).

import { ruleError, type RuleError } from '../../../core/errors.js';
import { isOn } from '../ext/options.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { shiftWorldOpinion } from '../nbc/api.js';
import { otherSide, type Side } from '../scenario.js';
import { cardDef, DEFAULT_DECK, effectText, type CardDef } from './deck.js';
import { opt } from './slice.js';
import type { CardsState } from './state.js';
import { cardWeather } from './weather.js';

const SIDES: readonly Side[] = ['nato', 'wp'];

export const CARDS_DRAWN = 2;
export const EXTENDED_DEAL = 5;
export const EXTENDED_KEEP = 3;

export function newCards(s: RsState): CardsState {
  const deck = (side: Side) =>
    DEFAULT_DECK.filter((c) => c.side === side && (!c.needsNbc || isOn(s, 'nbc'))).map((c) => c.id);
  return {
    deck: { nato: deck('nato'), wp: deck('wp') },
    discard: { nato: [], wp: [] },
    hand: { nato: [], wp: [] },
    plays: { nato: [], wp: [] },
    shuffled: false,
    removed: [],
  };
}

/** A shuffle with the game's dice (Fisher-Yates, each pick from a d100). */
export function shuffle(ids: readonly string[], dice: RsDice): string[] {
  const a = [...ids];
  for (let i = a.length - 1; i > 0; i--) {
    const j = (dice.d100() - 1) % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function draw(c: CardsState, side: Side, n: number, dice: RsDice): string[] {
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    if (c.deck[side].length === 0) {
      // RS-OPT-23: reshuffle the discards when the draw deck is empty.
      c.deck[side] = shuffle(c.discard[side], dice);
      c.discard[side] = [];
    }
    const id = c.deck[side].shift();
    if (id === undefined) break;
    out.push(id);
  }
  return out;
}

const spOf = (id: string) => cardDef(id)?.sp ?? 0;

/** RS-SEQ-2 #3: the cards phase. */
export function cardsPhase(s: RsState, dice: RsDice, events: RsEvent[]): void {
  const c = opt(s)?.cards;
  if (!c || !isOn(s, 'cards')) return;
  const extended = isOn(s, 'extended-strategic');
  const setUp = !c.shuffled;
  if (setUp) {
    for (const side of SIDES) c.deck[side] = shuffle(c.deck[side], dice);
    c.shuffled = true;
  }
  for (const side of SIDES) {
    c.plays[side] = [];
    if (extended && setUp) {
      // RS-OPT-3: draw 5, keep 3.
      const dealt = draw(c, side, EXTENDED_DEAL, dice);
      const kept = [...dealt].sort((a, b) => spOf(b) - spOf(a)).slice(0, EXTENDED_KEEP);
      c.hand[side] = kept;
      c.discard[side].push(...dealt.filter((id) => !kept.includes(id)));
    } else if (extended) {
      if (c.hand[side].length === 0) c.hand[side] = draw(c, side, CARDS_DRAWN, dice);
    } else {
      c.discard[side].push(...c.hand[side]);
      c.hand[side] = draw(c, side, CARDS_DRAWN, dice);
    }
    events.push({ type: 'opt-cards-drawn', side, count: c.hand[side].length });
  }
}

export function checkCard(s: RsState, side: Side, card: string, use: 'event' | 'sp'): RuleError | null {
  const c = opt(s)?.cards;
  if (!c || !isOn(s, 'cards'))
    return ruleError('NOT_ALLOWED', 'Cards are an optional rule not in force (RS-OPT-23).');
  if (s.step.kind !== 'assign' || s.step.side !== side)
    return ruleError(
      'WRONG_PHASE',
      'Cards are chosen in your unit assignment phase and revealed when both sides have assigned (RS-OPT-23).',
      'RS-OPT-23',
    );
  if (!c.hand[side].includes(card))
    return ruleError(
      'NOT_ALLOWED',
      `"${card}" is not in your hand (${c.hand[side].join(', ') || 'empty'}).`,
      'RS-OPT-23',
    );
  if (use !== 'event' && use !== 'sp') return ruleError('BAD_COMMAND', 'use: event or sp.');
  return null;
}

export function applyCard(
  s: RsState,
  side: Side,
  card: string,
  use: 'event' | 'sp',
  events: RsEvent[],
): void {
  const c = opt(s)!.cards!;
  if (isOn(s, 'extended-strategic')) {
    c.hand[side] = c.hand[side].filter((x) => x !== card);
    c.plays[side].push({ card, use });
  } else {
    // RS-OPT-23: one card for its event, the other for its SP.
    const other = c.hand[side].find((x) => x !== card);
    const otherUse = use === 'event' ? 'sp' : 'event';
    c.plays[side] = [{ card, use }, ...(other ? [{ card: other, use: otherUse } as const] : [])];
  }
  events.push({ type: 'opt-card-chosen', side });
}

/** The default choice of a side that gave none: the card with more SP for its SP, the other for its event. */
function defaultPlays(c: CardsState, side: Side, extended: boolean): void {
  if (c.plays[side].length > 0 || extended) return;
  const [a, b] = [...c.hand[side]].sort((x, y) => spOf(y) - spOf(x));
  c.plays[side] = [
    ...(a ? [{ card: a, use: 'sp' as const }] : []),
    ...(b ? [{ card: b, use: 'event' as const }] : []),
  ];
}

/** RS-OPT-23: both sides' plays revealed: SP first, then the events, the IP's first. */
export function resolveCards(s: RsState, events: RsEvent[]): void {
  const c = opt(s)?.cards;
  if (!c || !isOn(s, 'cards')) return;
  const extended = isOn(s, 'extended-strategic');
  for (const side of SIDES) defaultPlays(c, side, extended);
  for (const side of SIDES)
    for (const p of c.plays[side].filter((x) => x.use === 'sp')) {
      const d = cardDef(p.card);
      if (!d) continue;
      s.sp[side] += d.sp;
      c.discard[side].push(p.card);
      events.push({ type: 'opt-card', side, card: p.card, use: 'sp', text: `${d.title}: +${d.sp} SP` });
    }
  for (const side of [s.initiative, otherSide(s.initiative)])
    for (const p of c.plays[side].filter((x) => x.use === 'event')) {
      const d = cardDef(p.card);
      if (!d) continue;
      events.push({
        type: 'opt-card',
        side,
        card: p.card,
        use: 'event',
        text: `${d.title}: ${effectText(d)}`,
      });
      cardEvent(s, side, d, events);
      if (d.removeAfterEvent) c.removed.push(p.card);
      else c.discard[side].push(p.card);
    }
  for (const side of SIDES) {
    const played = c.plays[side].map((p) => p.card);
    if (!extended) {
      c.discard[side].push(...c.hand[side].filter((x) => !played.includes(x)));
      c.hand[side] = [];
    }
    c.plays[side] = [];
  }
}

function cardEvent(s: RsState, side: Side, d: CardDef, events: RsEvent[]): void {
  const e = d.effect;
  const enemy = otherSide(side);
  switch (e.kind) {
    case 'sp':
      s.sp[side] += e.amount;
      return;
    case 'enemy-sp':
      s.sp[enemy] = Math.max(0, s.sp[enemy] - e.amount);
      return;
    case 'wo':
      if (isOn(s, 'nbc')) shiftWorldOpinion(s, side, e.spaces, events);
      return;
    case 'weather':
      cardWeather(s, events);
      return;
    case 'delay':
      delayReinforcements(s, enemy, s.turn + 1, e.turns, events);
      return;
  }
}

/** The enemy's units due in GT `due` arrive `turns` GT later (RS-REIN-1: "altered by cards"). */
export function delayReinforcements(
  s: RsState,
  side: Side,
  due: number,
  turns: number,
  events: RsEvent[],
): void {
  const o = opt(s)!;
  const units: number[] = [];
  s.world.units.forEach((d, i) => {
    const u = s.units[i]!;
    if (d.side !== side || !u.pending || d.arrives?.turn !== due) return;
    if (o.held.some((h) => h.unit === i)) return;
    o.held.push({ unit: i, until: due + turns });
    units.push(i);
  });
  if (units.length > 0) events.push({ type: 'opt-held', side, units, until: due + turns });
}

/**
 * Before the reinforcement phase (extStrategic runs first): held units are kept off the arrival
 * list (pending cleared) until their GT, then put back (pending again) to arrive in it.
 */
export function heldStep(s: RsState): void {
  const o = opt(s);
  if (!o || o.held.length === 0) return;
  o.held = o.held.filter((h) => {
    const u = s.units[h.unit]!;
    if (u.eliminated) return false;
    if (h.until <= s.turn) {
      u.pending = true;
      return false;
    }
    u.pending = false;
    return true;
  });
}
