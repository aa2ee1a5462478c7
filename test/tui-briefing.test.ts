// Issue 18, part 1: the briefing at the start of every scenario, in every system: the side's own
// orders and how it wins, shown when a new game starts (not when one is loaded), reopened with its
// key and found in the palette by "brief", "tutorial" and "victory".
import { afterEach, describe, expect, it } from 'vitest';
import { resolveScenarioArg } from '../src/cli/scenario-arg.js';
import { GameSession, type Player } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { miniScenario } from './fixtures/mini.js';
import { drive, KEY, testAppOptions, type Driven } from './tui-harness.js';

let d: Driven | undefined;
afterEach(() => {
  d?.close();
  d = undefined;
});

/** A new game with the start windows on (as `hexfront play` opens one), the tutorial off. */
function newGame(id: string, players: Record<string, Player>, scenario?: unknown): App {
  const loaded = resolveScenarioArg(id);
  const session = new GameSession(loaded.system, scenario ?? loaded.scenario, { seed: 'brief', players });
  return new App({ ...testAppOptions(session, players), matchCard: true, tutorial: false });
}

const messageOf = (app: App) => {
  const dlg = app.dialog;
  if (dlg?.kind !== 'message') throw new Error(`no message window (${dlg?.kind ?? 'none'})`);
  return dlg;
};

describe('the briefing (issue 18, 1)', () => {
  it('opens a new panzer game: the side, its orders, the victory levels and every objective', () => {
    const app = newGame('villers-bocage', { allied: 'human', axis: 'computer' });
    const dlg = messageOf(app);
    expect(dlg.title).toMatch(/^Briefing · Esc closes · B shows it again/);
    const text = dlg.lines.join('\n');
    expect(text).toContain('Villers-Bocage: Tutorial.');
    const name = (side: string) => app.system.sideName(side, app.session.state);
    // The scenario's names for its sides ("British"), as the rest of the client says them.
    expect(text).toContain(`You command the ${name('allied')} side.`);
    // The Allied briefing of the scenario file, not the Axis one.
    expect(text).toContain('Only the Fireflies can hurt a Tiger from the front.');
    expect(text).not.toContain('Strike now');
    // PC-VIC-07/08: the levels on net VP, from the scenario's victory section.
    expect(text).toMatch(/\w+ major victory: \+100 or more; \w+ minor victory: \+15 or more/);
    expect(text).toMatch(/\w+ minor victory: 0 or less; \w+ major victory: -25 or less; a draw in between/);
    for (const name of [
      'Villers-Bocage, town square',
      'Montbrocq crossroads',
      'Point 213 (north of the road)',
    ])
      expect(text).toContain(name);
    // The match card follows under it, as its own titled part.
    expect(dlg.lines).toContain('Match card · Esc closes · M shows it again');
  });

  it("opens a new area-impulse game with the side's briefing and the scenario's victory conditions", () => {
    const app = newGame('stalingrad-factories', { german: 'computer', soviet: 'human' });
    // The German impulse runs first (the computer's); the Soviet player sits down to the briefing.
    const text = messageOf(app).lines.join('\n');
    expect(messageOf(app).title).toMatch(/^Briefing/);
    expect(text).toContain('You command the Soviet side against the German.');
    expect(text).toContain('Hold the bank.');
    expect(text).toMatch(/German wins at once holding all of: /);
    expect(text).toMatch(
      /At the end of turn 8 the Soviet side wins if it holds at least one area of each group/,
    );
    expect(text).toMatch(/Score: the VP of the areas the German side controls/);
  });

  it('a scenario with no briefing for the side shows its description instead', () => {
    const players: Record<string, Player> = { allied: 'human', axis: 'computer' };
    const app = newGame('villers-bocage', players, miniScenario());
    const text = messageOf(app).lines.join('\n');
    expect(text).toContain(miniScenario().description);
    expect(text).toContain(
      `This scenario has no briefing for the ${app.system.sideName('allied', app.session.state)}; its description is above.`,
    );
    expect(text).toContain('How you win (PC-VIC):');
  });

  it('is not shown when a game is loaded (commands in its log), but its key opens it', () => {
    const { system, scenario } = resolveScenarioArg('villers-bocage');
    const players: Record<string, Player> = { allied: 'computer', axis: 'human' };
    const session = new GameSession(system, scenario, { seed: 'brief', players });
    session.apply(system.endTurnCommand(session.state));
    // The Allied part (the computer's) ends; the Axis player sits down to a loaded game.
    const app = new App({ ...testAppOptions(session, players), matchCard: true, tutorial: false });
    expect(app.viewer).toBe('axis');
    expect(app.dialog?.kind).toBe('message'); // the match card, as on every first look
    expect(app.dialog?.kind === 'message' && app.dialog.title.startsWith('Briefing')).toBe(false);
    app.dialog = null;
    app.key('B', 'B');
    expect(messageOf(app).title).toMatch(/^Briefing/);
    expect(messageOf(app).lines.join('\n')).toContain(
      `You command the ${app.system.sideName('axis', app.session.state)} side.`,
    );
  });

  it('a game loaded from the load window opens without the briefing, and stops the tutorial', () => {
    const { system, scenario } = resolveScenarioArg('villers-bocage');
    const players: Record<string, Player> = { allied: 'computer', axis: 'human' };
    const fresh = new GameSession(system, scenario, { seed: 'brief', players });
    const saved = new GameSession(system, scenario, { seed: 'saved', players });
    const saves = { save: () => 'x', autosave: () => {}, list: () => [], load: () => saved };
    const app = new App({ ...testAppOptions(fresh, players), matchCard: true, saves });
    expect(messageOf(app).title).toMatch(/^Briefing/);
    expect(app.tutorial).not.toBeNull();
    app.dialog = null;
    app.loadEntry({ file: 'saved.json', title: 'saved' });
    expect(app.session).toBe(saved);
    expect(messageOf(app).title).toMatch(/^Match card/);
    expect(app.tutorial).toBeNull();
  });

  it('the palette finds it by "brief", "tutorial" and "victory", and Enter opens it', async () => {
    const app = newGame('villers-bocage', { allied: 'human', axis: 'computer' });
    d = drive(app, 80, 24);
    await d.keys(KEY.escape);
    expect(app.dialog).toBeNull();
    for (const word of ['brief', 'tutorial', 'victory'])
      expect(app.paletteMatches(word), word).toContain('briefing');
    // The action named by the words comes first: "tutorial" is the tutorial, then the briefing.
    expect(app.paletteMatches('tutorial')[0]).toBe('tutorial');
    await d.keys(':', ...'victory'.split(''));
    expect(await d.text()).toContain('Briefing: your orders and how you win  [B]');
    await d.keys(KEY.escape, ':', ...'brief'.split(''), KEY.enter);
    expect(messageOf(app).title).toMatch(/^Briefing/);
  });

  it('scrolls at 80x24: the last objective is reached with PgDn, nothing cut, and Esc closes it', async () => {
    const app = newGame('villers-bocage', { allied: 'human', axis: 'computer' });
    d = drive(app, 80, 24);
    let text = await d.text();
    expect(text).toContain('Briefing');
    expect(text).toMatch(/lines 1-\d+ of \d+ · PgDn more/);
    expect(text).not.toContain('Point 213 (south of the road) (15,05)');
    for (let i = 0; i < 6 && !text.includes('(15,05)'); i++) {
      await d.keys(KEY.pagedown);
      text = await d.text();
    }
    expect(text).toMatch(/Point 213 \(south of the road\) \(15,05\): 25 VP, held by \w+/);
    // A key that does not scroll leaves it open (it is taller than the screen); Esc closes it.
    await d.keys('e');
    expect(app.dialog).not.toBeNull();
    await d.keys(KEY.escape);
    expect(app.dialog).toBeNull();
  });
});
