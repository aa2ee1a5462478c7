// Our default card decks (RS-OPT-23). NOT FROM THE SOURCE: the 82 cards' texts are not in the
// spec, so each side's deck is a small labelled default built only from effects the engine has:
// SP for a side or taken from the other, World Opinion shifts (only when NBC and DEFCON are on;
// the cards that need it are left out of the deck otherwise), the other side's next reinforcements
// delayed one GT, and bad weather for the GT (RS-OPT-14's effects). Each card also has an SP value
// (RS-OPT-23: a card is played for its event or for its SP). Recorded as RS-D-OPT-DECK.

import type { Side } from '../scenario.js';

export type CardEffect =
  | { readonly kind: 'sp'; readonly amount: number }
  | { readonly kind: 'enemy-sp'; readonly amount: number }
  | { readonly kind: 'wo'; readonly spaces: number }
  | { readonly kind: 'delay'; readonly turns: number }
  | { readonly kind: 'weather' };

export interface CardDef {
  readonly id: string;
  readonly side: Side;
  readonly title: string;
  readonly sp: number;
  readonly effect: CardEffect;
  /** Removed from the game after its event is played (marked on the card). */
  readonly removeAfterEvent: boolean;
  /** Needs the NBC and DEFCON rules (World Opinion). */
  readonly needsNbc: boolean;
}

const card = (
  id: string,
  side: Side,
  title: string,
  sp: number,
  effect: CardEffect,
  removeAfterEvent = false,
): CardDef => ({ id, side, title, sp, effect, removeAfterEvent, needsNbc: effect.kind === 'wo' });

export const DEFAULT_DECK: readonly CardDef[] = [
  card('n-reforger', 'nato', 'REFORGER stocks unloaded', 15, { kind: 'sp', amount: 25 }),
  card('n-airlift', 'nato', 'Strategic airlift', 10, { kind: 'sp', amount: 15 }),
  card('n-host-nation', 'nato', 'Host-nation support', 15, { kind: 'sp', amount: 10 }),
  card('n-sabotage', 'nato', 'Sabotage of Pact depots', 10, { kind: 'enemy-sp', amount: 15 }),
  card('n-rail-cut', 'nato', 'Rail net east of the border cut', 5, { kind: 'delay', turns: 1 }, true),
  card('n-low-cloud', 'nato', 'Low cloud over the front', 5, { kind: 'weather' }, true),
  card('n-un-protest', 'nato', 'UN General Assembly protest', 5, { kind: 'wo', spaces: 1 }),
  card('n-press', 'nato', 'Western press coverage', 10, { kind: 'wo', spaces: 1 }),
  card('w-reserves', 'wp', 'Strategic reserves released', 15, { kind: 'sp', amount: 25 }),
  card('w-rail-surge', 'wp', 'Rail surge from the Soviet Union', 10, { kind: 'sp', amount: 15 }),
  card('w-requisition', 'wp', 'Civilian transport requisitioned', 15, { kind: 'sp', amount: 10 }),
  card('w-spetsnaz', 'wp', 'Spetsnaz raids on NATO depots', 10, { kind: 'enemy-sp', amount: 15 }),
  card('w-dock-strike', 'wp', 'Dock strike in the Channel ports', 5, { kind: 'delay', turns: 1 }, true),
  card('w-fog', 'wp', 'Autumn fog', 5, { kind: 'weather' }, true),
  card('w-peace', 'wp', 'Peace movement in the West', 5, { kind: 'wo', spaces: 1 }),
  card('w-tass', 'wp', 'TASS disinformation campaign', 10, { kind: 'wo', spaces: 1 }),
];

export function cardDef(id: string): CardDef | undefined {
  return DEFAULT_DECK.find((c) => c.id === id);
}

export function effectText(c: CardDef): string {
  const e = c.effect;
  switch (e.kind) {
    case 'sp':
      return `+${e.amount} SP`;
    case 'enemy-sp':
      return `the enemy loses ${e.amount} SP`;
    case 'wo':
      return `World Opinion ${e.spaces} space toward us`;
    case 'delay':
      return `the enemy's next reinforcements arrive ${e.turns} GT later`;
    case 'weather':
      return 'bad weather this GT';
  }
}
