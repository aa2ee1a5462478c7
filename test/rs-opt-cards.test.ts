// RS-OPT-23 cards (RS-AMB-18: draw two, one for its event, one for SP) with our labelled default
// deck, and RS-OPT-3 extended strategic warfare (5 dealt, 3 kept, no new card until the hand is
// played out).

import { describe, expect, it } from 'vitest';
import { makeDice } from '../src/engine/core/rng.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { rsDiceFrom, scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { strategicStep } from '../src/engine/systems/red-strike/sequence.js';
import { onMap } from '../src/engine/systems/red-strike/units.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { cardsPhase } from '../src/engine/systems/red-strike/optional/cards.js';
import { DEFAULT_DECK } from '../src/engine/systems/red-strike/optional/deck.js';
import { game, HEX, idx, unit } from './red-strike-fixtures.js';

const ok = (r: ReturnType<typeof apply>): RsState => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const units = () => [
  unit('n1', 'nato', 'armour', HEX(2, 3)),
  unit('late', 'nato', 'armour', undefined, { arrives: { turn: 2, hex: HEX(0, 3) } }),
  unit('w1', 'wp', 'armour', HEX(9, 3)),
];
const dice = () => rsDiceFrom(makeDice('cards'));

describe('RS-OPT-23 cards', () => {
  it('RS-OPT-23: each side draws two in the cards phase; World Opinion cards only with NBC on', () => {
    const s = game(units(), { options: ['cards'] });
    const c = s.ext.opt!.cards!;
    expect(c.hand.nato.length).toBe(2);
    expect(c.hand.wp.length).toBe(2);
    const all = [...c.hand.nato, ...c.hand.wp, ...c.deck.nato, ...c.deck.wp];
    expect(all.length).toBe(DEFAULT_DECK.filter((d) => !d.needsNbc).length);
    const withNbc = game(units(), { options: ['cards', 'nbc'] }).ext.opt!.cards!;
    expect(withNbc.deck.nato.length + withNbc.hand.nato.length).toBe(
      DEFAULT_DECK.filter((d) => d.side === 'nato').length,
    );
  });

  it('RS-OPT-23: secret choice, both revealed after assignment: SP cards first, then events (IP first)', () => {
    let s = game(units(), { options: ['cards'] });
    s.ext.opt!.cards!.hand = { nato: ['n-reforger', 'n-sabotage'], wp: ['w-spetsnaz', 'w-fog'] };
    s = ok(apply(s, { type: 'opt-card', card: 'w-spetsnaz', use: 'event' }));
    // NATO's copy shows neither the WP's hand nor its choice, nor any deck order.
    const v = viewFor(s, 'nato');
    expect(v.ext.opt!.cards!.hand.wp).toEqual(['?', '?']);
    expect(v.ext.opt!.cards!.plays.wp).toEqual([]);
    expect(v.ext.opt!.cards!.deck.nato.every((x) => x === '?')).toBe(true);
    expect(JSON.stringify(v.ext.opt)).not.toContain('w-spetsnaz');
    s = ok(apply(s, { type: 'end' }));
    const r = apply(s, { type: 'end' });
    s = ok(r);
    const cards = r.ok ? r.events.filter((e) => e.type === 'opt-card') : [];
    expect(cards.map((e) => e.type === 'opt-card' && `${e.side}:${e.card}:${e.use}`)).toEqual([
      'nato:n-reforger:sp', // NATO gave no choice: the card with more SP goes for SP
      'wp:w-fog:sp',
      'wp:w-spetsnaz:event', // the initiative player's event first
      'nato:n-sabotage:event',
    ]);
    // +income 10 each in the supply phase after the assignment
    expect(s.sp).toEqual({ nato: 100 + 15 - 15 + 10, wp: 100 + 5 - 15 + 10 });
    const c = s.ext.opt!.cards!;
    expect(c.hand).toEqual({ nato: [], wp: [] });
    expect(c.discard.wp).toEqual(['w-fog', 'w-spetsnaz']); // an SP card is never removed
  });

  it('RS-OPT-23: a card played is in the hand, in the own assignment phase', () => {
    const s = game(units(), { options: ['cards'] });
    s.ext.opt!.cards!.hand = { nato: ['n-reforger', 'n-sabotage'], wp: ['w-spetsnaz', 'w-fog'] };
    const notHeld = apply(s, { type: 'opt-card', card: 'n-reforger', use: 'event' });
    expect(!notHeld.ok && notHeld.error.message).toContain('not in your hand');
  });

  it('RS-OPT-23: an event card marked so is removed; the discards are reshuffled when the deck is empty', () => {
    let s = game(units(), { options: ['cards'] });
    const c = s.ext.opt!.cards!;
    c.hand = { nato: ['n-reforger', 'n-low-cloud'], wp: ['w-spetsnaz', 'w-fog'] };
    s = ok(apply(s, { type: 'opt-card', card: 'w-fog', use: 'event' }));
    s = ok(apply(s, { type: 'end' }));
    s = ok(apply(s, { type: 'end' }));
    const after = s.ext.opt!.cards!;
    expect(after.removed).toEqual(['w-fog', 'n-low-cloud']); // NATO's default: its event card
    after.deck.wp = [];
    after.discard.wp = ['w-reserves', 'w-requisition'];
    cardsPhase(s, scriptedDice([3, 4]), []);
    expect([...after.hand.wp].sort()).toEqual(['w-requisition', 'w-reserves']);
    expect(after.discard.wp).toEqual([]);
  });

  it('RS-OPT-23 / RS-OPT-14: a weather card brings bad weather for the GT', () => {
    let s = game(units(), { options: ['cards'] });
    s.ext.opt!.cards!.hand = { nato: ['n-reforger', 'n-sabotage'], wp: ['w-spetsnaz', 'w-fog'] };
    s = ok(apply(s, { type: 'opt-card', card: 'w-fog', use: 'event' }));
    s = ok(apply(s, { type: 'end' }));
    s = ok(apply(s, { type: 'end' }));
    expect(s.ext.opt!.weather.badTurns).toEqual([1]);
  });

  it('RS-OPT-23 / RS-REIN-1: a delay card holds the enemy reinforcements due next GT for one GT', () => {
    let s = game(units(), { options: ['cards'] });
    s.ext.opt!.cards!.hand = { nato: ['n-reforger', 'n-sabotage'], wp: ['w-dock-strike', 'w-fog'] };
    s = ok(apply(s, { type: 'opt-card', card: 'w-dock-strike', use: 'event' }));
    s = ok(apply(s, { type: 'end' }));
    s = ok(apply(s, { type: 'end' }));
    const late = idx(s, 'late');
    expect(s.ext.opt!.held).toEqual([{ unit: late, until: 3 }]);
    s.turn = 2;
    strategicStep(s, dice(), []);
    expect(onMap(s.units[late]!)).toBe(false);
    s.turn = 3;
    strategicStep(s, dice(), []);
    expect(onMap(s.units[late]!)).toBe(true);
    expect(s.ext.opt!.held).toEqual([]);
  });
});

describe('RS-OPT-3 extended strategic warfare', () => {
  it('RS-OPT-3: 5 dealt, 3 kept; several cards a GT; no new card until the hand is played out', () => {
    let s = game(units(), { options: ['cards', 'extended-strategic'] });
    const c = s.ext.opt!.cards!;
    expect(c.hand.nato.length).toBe(3);
    expect(c.discard.nato.length).toBe(2);
    const [a, b] = c.hand.wp;
    s = ok(apply(s, { type: 'opt-card', card: a!, use: 'sp' }));
    s = ok(apply(s, { type: 'opt-card', card: b!, use: 'sp' }));
    s = ok(apply(s, { type: 'end' }));
    s = ok(apply(s, { type: 'end' }));
    expect(s.ext.opt!.cards!.hand.wp.length).toBe(1);
    cardsPhase(s, dice(), []);
    expect(s.ext.opt!.cards!.hand.wp.length).toBe(1);
    expect(s.ext.opt!.cards!.hand.nato.length).toBe(3);
  });
});
