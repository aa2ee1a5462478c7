// What the lobby writes about a game: whose side is whose, whose turn it is, what a challenge
// offers and what spectators may see. Plain functions of the store's summaries, for the lobby's
// lists and for tests.

import type { SideId } from '../../engine/core/system.js';
import type { GameSummary, Seat, SpectatorPolicy } from '../contract.js';
import type { ScenarioChoice } from './ports.js';

/** The side `account` holds in the game, if any. */
export function seatOf(g: GameSummary, account: string): SideId | null {
  for (const [side, seat] of Object.entries(g.seats))
    if (seat?.kind === 'account' && seat.name === account) return side;
  return null;
}

export function sideName(scenarios: readonly ScenarioChoice[], g: GameSummary, side: SideId): string {
  const s = scenarios.find((c) => c.id === g.scenarioId)?.sides.find((x) => x.id === side);
  return s?.name ?? side.charAt(0).toUpperCase() + side.slice(1);
}

export function seatName(seat: Seat | null): string {
  if (!seat) return 'open seat';
  return seat.kind === 'computer' ? 'the computer' : seat.name;
}

/** The game's state as its player reads it; `mine` is true when it is waiting for them. */
export function turnState(g: GameSummary, account: string): { text: string; mine: boolean } {
  if (g.status === 'over') return { text: 'over', mine: false };
  if (g.status === 'abandoned') return { text: 'abandoned', mine: false };
  if (g.status === 'open') return { text: 'waiting for an opponent', mine: false };
  const side = seatOf(g, account);
  if (g.toMove !== null && g.toMove === side) return { text: 'your turn', mine: true };
  const other = g.toMove !== null ? (g.seats[g.toMove] ?? null) : null;
  if (other?.kind === 'computer') return { text: 'computer plays', mine: false };
  return { text: other ? `${other.name}'s turn` : 'their turn', mine: false };
}

export function gameRow(
  scenarios: readonly ScenarioChoice[],
  g: GameSummary,
  account: string,
): { text: string; state: { text: string; mine: boolean } } {
  const side = seatOf(g, account);
  const who = side ? `you: ${sideName(scenarios, g, side)}` : '';
  const opponent = Object.entries(g.seats).find(([s]) => s !== side)?.[1] ?? null;
  const vs = `v ${seatName(opponent)}`;
  return {
    // The lists cut long rows at 80 columns: the details panel has them in full.
    text: [g.title, `turn ${g.turn}`, vs, who].filter(Boolean).join(' · '),
    state: turnState(g, account),
  };
}

/** A challenge: the challenger, the side they play, and for whom it is. */
export function challengeRow(scenarios: readonly ScenarioChoice[], g: GameSummary, account: string): string {
  const taken = Object.entries(g.seats).find(([, s]) => s !== null);
  const by = taken ? seatName(taken[1]) : '?';
  const side = taken ? sideName(scenarios, g, taken[0]) : '?';
  const yours = taken?.[1]?.kind === 'account' && taken[1].name === account;
  const free = Object.entries(g.seats).find(([, s]) => s === null)?.[0];
  const offer = free ? `you: ${sideName(scenarios, g, free)}` : '';
  return yours
    ? `${g.title} · yours (${side}) · waiting for a taker`
    : [g.title, `${by} as ${side}`, offer].filter(Boolean).join(' · ');
}

export const POLICY_LABEL: Record<SpectatorPolicy, string> = {
  none: 'no spectators',
  'side-late': "one side's view, a turn late",
  'after-end': 'everything, once the game is over',
};

export function watchRow(g: GameSummary): string {
  const seats = Object.values(g.seats).map(seatName).join(' v ');
  const when = g.status === 'over' ? 'over' : `turn ${g.turn}`;
  return `${g.title} · ${seats} · ${when}`;
}
