// Issue 22 in the client: the player opening a turn file first reads the opponent's part through
// their own fog (PC-NET-05/06, with p to replay it on the map), and ending their part hands the
// game to the turn file (PC-NET-03) instead of the hand-over screen.
import { describe, expect, it } from 'vitest';
import { openTurn, partOver, writeTurn } from '../src/pbem/game.js';
import { journalOf, restoreJournal } from '../src/pbem/journal.js';
import { App } from '../src/tui/app.js';
import { exchange, resolve } from './pbem-helpers.js';
import { testAppOptions } from './tui-harness.js';

describe('issue 22 turn files in the client', () => {
  it('shows what the receiver saw of the sender’s part, then writes the next file when the part ends', () => {
    const PW = { allied: 'allied pw', axis: 'axis pw' };
    const x = exchange('villers-bocage', 3, PW);
    const A = x.files[0]!.from;
    const B = x.files[1]!.from;
    const j = x.history.find((h) => h.side === B && h.file === 2)!.journal;
    const opened = openTurn(x.files[2]!.text, {
      journal: j,
      password: PW[B as keyof typeof PW],
      resolve,
      restore: restoreJournal,
    });
    expect(opened.events.length).toBeGreaterThan(0);
    // The opponent's part is settled: nothing of it can be taken back (PC-TRN-14).
    expect(opened.game.session.canUndo()).toBe(false);
    let ended = 0;
    let quit = 0;
    const g = opened.game;
    const app = new App(
      testAppOptions(
        g.session,
        { [B]: 'human', [A]: 'human' },
        {},
        {
          pbem: { events: opened.events, before: opened.before, onPartEnd: () => void ended++ },
          onQuit: () => void quit++,
        },
      ),
    );
    expect(app.viewer).toBe(B);
    // What B's units saw of A's part, or at least the report of it when they saw nothing.
    expect(app.dialog?.kind).toBe('message');
    const d = app.dialog as { title: string; replay?: unknown[] };
    expect(d.title).toMatch(/What you saw of the .* turn · p replay/);
    expect(d.replay?.length).toBeGreaterThan(0);
    expect(app.desk.report.length).toBeGreaterThan(0);
    // PC-NET-06: the replay re-applies A's part from where it began, the map as it stood then.
    const from = (app.dialog as { replayFrom?: () => { view?: unknown }[] }).replayFrom;
    expect(from).toBeDefined();
    const steps = from!();
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((st) => st.view !== undefined)).toBe(true);
    expect(partOver(g)).toBe(false);
    app.endTurn();
    expect(ended).toBe(1);
    expect(quit).toBe(1);
    // The computer did not play A's part: the game waits for A's file.
    expect(g.session.system.actingSide(g.session.state)).toBe(A);
    const file4 = writeTurn(g);
    const back = openTurn(file4, {
      journal: x.journals[A]!,
      password: PW[A as keyof typeof PW],
      resolve,
      restore: restoreJournal,
    });
    expect(back.game.file).toBe(4);
    expect(journalOf(back.game).file).toBe(4);
  }, 60_000);
});
