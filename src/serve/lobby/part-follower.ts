// What is new in the other side's part since the waiting player's screen last looked (issue 19
// "two players can also play live"). The store commits after every command of the part, and an
// undo commits a shorter log; listeners may run once for several commits (two keys in one packet).
// So the follower does not count events: it keeps the part's commands as it last saw them, with
// the state after each, finds where the new log departs from them (an undo), and applies only the
// commands after that point, through the rules, from the state where they began. The events are
// the rules' own; the caller shows them through the player's fog (eventsFor), never as they are.

import { canonicalJson } from '../../engine/core/serialize.js';
import type { AnySystem } from '../../engine/core/system.js';
import type { AnySession } from '../../session/session.js';

/** Where the part being followed began: the state and the log length then. */
export interface PartStart {
  readonly state: unknown;
  readonly log: number;
}

export interface PartNews {
  /** What the part's new commands did, in order (raw: the caller applies the fog). */
  readonly events: readonly unknown[];
  /** Commands of the part seen before and since taken back (an undo). */
  readonly tookBack: number;
}

export class PartFollower {
  private start: PartStart | null = null;
  /** The part's commands as last seen, and the state after each. */
  private commands: unknown[] = [];
  private states: unknown[] = [];

  constructor(private readonly system: AnySystem) {}

  /** The news in `session` (the game as the server holds it now), its part begun at `start`. */
  next(session: AnySession, start: PartStart): PartNews {
    if (session.system !== this.system) throw new Error('PartFollower: a session of another system');
    if (!this.start || this.start.log !== start.log) {
      // A part that began elsewhere than the one followed so far: followed from its start.
      this.start = start;
      this.commands = [];
      this.states = [];
    }
    const base = this.start;
    if (session.log.length < base.log)
      throw new Error(
        `PartFollower: the log (${session.log.length}) ends before the part began (${base.log})`,
      );
    const log = session.log.slice(base.log);
    let d = 0;
    while (d < this.commands.length && d < log.length && same(this.commands[d], log[d])) d++;
    const tookBack = this.commands.length - d;
    this.commands.length = d;
    this.states.length = d;
    let state = d > 0 ? this.states[d - 1] : base.state;
    const events: unknown[] = [];
    for (let i = d; i < log.length; i++) {
      const r = this.system.apply(state, log[i]);
      // The server applied it; a refusal here means the copy differs: show nothing more of it.
      if (!r.ok) break;
      state = r.state;
      this.commands.push(log[i]);
      this.states.push(state);
      events.push(...r.events);
    }
    return { events, tookBack };
  }
}

function same(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b);
}
