// Issue 18, part 1: the tutorial of the first game. Driven at 80x24 through blessed into
// @xterm/headless, from the first step to the last on Villers-Bocage (the tutorial scenario): each
// step waits until the player has done it (read from the App's state and signals, not from the
// keys), names the keymap's actual keys, and is drawn in a panel that leaves the map alone.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveScenarioArg } from '../src/cli/scenario-arg.js';
import { GameSession, type Player } from '../src/session/session.js';
import { App, type AppOptions } from '../src/tui/app.js';
import { layout } from '../src/tui/draw.js';
import { buildKeymap, fileKeymapSource } from '../src/tui/keymap.js';
import { memorySettingsStore, type Settings, type SettingsStore } from '../src/tui/settings.js';
import { computerPlayer } from '../src/tui/start.js';
import { panzerPresenter } from '../src/tui/systems/panzer/presenter.js';
import { genericSteps } from '../src/tui/tutorial/generic.js';
import { tutorialLines, tutorialRect } from '../src/tui/tutorial/panel.js';
import { stepText, Tutorial } from '../src/tui/tutorial/tutorial.js';
import { miniScenario } from './fixtures/mini.js';
import { drive, KEY, testAppOptions, type Driven } from './tui-harness.js';
import type { SideView } from '../src/engine/systems/panzer/view.js';

let d: Driven | undefined;
afterEach(() => {
  d?.close();
  d = undefined;
});

const AXIS_PLAYS: Record<string, Player> = { allied: 'computer', axis: 'human' };

/** A new game as `hexfront play` starts it: start windows on, the computer opponent, no confirmations. */
function villers(
  o: { settings?: SettingsStore; more?: Partial<AppOptions>; players?: Record<string, Player> } = {},
): App {
  const { system, scenario } = resolveScenarioArg('villers-bocage');
  const players = o.players ?? AXIS_PLAYS;
  const session = new GameSession(system, scenario, { seed: 'tutorial', players });
  const base = testAppOptions(session, players, {}, { computer: computerPlayer(), ...o.more });
  return new App({
    ...base,
    matchCard: true,
    ...(o.settings ? { settings: o.settings } : {}),
    ...o.more,
  });
}

/** The text of a rectangle of the screen, row by row. */
function cut(lines: readonly string[], x: number, y: number, w: number, h: number): string {
  return lines
    .slice(y, y + h)
    .map((l) => l.padEnd(x + w).slice(x, x + w))
    .join('\n');
}

/** The tutorial panel's text on screen at 80x24 (the unit list's place, a few rows above it at most). */
async function panel(dd: Driven): Promise<string> {
  const L = layout(80, 24, dd.app.settings);
  // Inside the column's borders, the lines joined: a wrapped sentence reads as one.
  return cut(await dd.lines(), L.list.x + 1, L.info.y, L.list.w - 2, 23)
    .replace(/[─┐┌┘└]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Tab until the unit is selected (Tab walks the units that can act, selecting each). */
async function tabTo(dd: Driven, unit: number): Promise<void> {
  for (let i = 0; i < 12 && dd.app.selected[0] !== unit; i++) await dd.keys(KEY.tab);
  expect(dd.app.selected).toEqual([unit]);
}

const settingsFor = (s: Partial<Settings> = {}) =>
  memorySettingsStore({ confirmEndTurn: false, confirmFire: false, warnIdleUnits: false, ...s });

describe('the tutorial at 80x24 (issue 18, 1)', () => {
  it('runs from the first step to the last on Villers-Bocage, each step waiting for the player', async () => {
    const settings = settingsFor();
    const app = villers({ settings });
    d = drive(app, 80, 24);
    const unit = (name: string) => (app.view as SideView).own.find((u) => u.def.name.startsWith(name))!.index;
    const wittmann = unit("Wittmann's Tiger");
    const hantusch = unit('2./101, Hantusch');

    // A new game opens on the briefing (the tutorial panel waits under it).
    let screen = await d.text();
    expect(screen).toContain('Briefing');
    expect(screen).toContain('Your orders:');
    expect(screen).not.toContain('Tutorial 1/8 Your goal');
    await d.keys(KEY.escape);
    expect(app.dialog).toBeNull();

    // Step 1: what you are trying to do; it names the briefing's and the score's keys.
    let p = await panel(d);
    expect(p).toContain('Tutorial 1/8 Your goal');
    expect(p).toContain(`You play the ${app.system.sideName('axis', app.session.state)}`);
    expect(p).toMatch(/B opens the briefing/);
    expect(p).toMatch(/V the score/);
    expect(p).toContain('> skips');
    expect(p).toContain('< back');
    // Moving the cursor is not what the step asks: it stays.
    await d.keys(KEY.right, KEY.left);
    expect(app.tutorial!.step.id).toBe('goal');
    await d.keys('V');
    expect(app.dialog?.kind).toBe('message');
    expect(await d.text()).not.toContain('2/8'); // a window covers the panel
    await d.keys(KEY.escape);

    // Step 2: select a unit; the info panel is highlighted.
    p = await panel(d);
    expect(p).toContain('Tutorial 2/8 Select a unit');
    expect(p).toMatch(/Tab jumps to a unit/);
    expect(p).toMatch(/Space selects it/);
    await tabTo(d, hantusch);

    // Step 3: move with the path preview. Aiming and cancelling is not a move.
    p = await panel(d);
    expect(p).toContain('Tutorial 3/8 Move');
    expect(p).toMatch(/m, then move the cursor/);
    expect(p).toMatch(/Enter moves there, Esc cancels/);
    await d.keys('m', KEY.left);
    screen = await d.text();
    expect(screen).toMatch(/path 1 hex · cost [\d.]+ MP/);
    await d.keys(KEY.escape);
    expect(app.tutorial!.step.id).toBe('move');
    // The cursor stayed on 16,05: aim there again and move.
    await d.keys('m', KEY.enter);
    expect(app.desk.report.some((e) => /Hantusch moves 17,05 → 16,05/.test(e.text))).toBe(true);

    // Step 4: fire with the odds.
    p = await panel(d);
    expect(p).toContain('Tutorial 4/8 Fire');
    expect(p).toMatch(/f aims at one/);
    await tabTo(d, wittmann);
    await d.keys('f');
    screen = await d.text();
    expect(screen).toMatch(/Wittmann's Tiger \(2\.\/101\).*loss \d/); // the odds
    await d.keys(KEY.enter);
    expect(app.desk.report.some((e) => /Wittmann's Tiger \(2\.\/101\) fire at/.test(e.text))).toBe(true);

    // Step 5: assault, from the hex Hantusch moved to.
    p = await panel(d);
    expect(p).toContain('Tutorial 5/8 Assault');
    expect(p).toMatch(/Next to an enemy, with MP left: a, aim at its hex/);
    await tabTo(d, hantusch);
    await d.keys('a');
    expect(await d.text()).toMatch(/Assault: hex taken \d+%/);
    await d.keys(KEY.enter);
    expect(app.desk.report.some((e) => e.kind === 'combat' && /assault/i.test(e.text))).toBe(true);

    // Step 6: read a result and x.
    p = await panel(d);
    expect(p).toContain('Tutorial 6/8 Read a result');
    expect(p).toMatch(/x opens the last one/);
    expect(p).toMatch(/Esc or R goes back/);
    await d.keys('x');
    expect(app.focus).toBe('report');
    expect(app.expanded.size).toBeGreaterThan(0);

    // Step 7: end the turn, then read what was seen of the enemy's turn.
    p = await panel(d);
    expect(p).toContain('Tutorial 7/8 End the turn');
    expect(p).toMatch(/e ends the turn/);
    await d.keys(KEY.escape, 'e');
    expect(app.viewer).toBe('axis');
    expect(app.dialog?.kind).toBe('message');
    expect(await d.text()).toMatch(/What you saw of the \w+ turn/);
    expect(app.tutorial!.step.id).toBe('turn'); // not before the window is read and closed
    await d.dismiss(3);
    expect(app.dialog).toBeNull();

    // Step 8: where to find it all again; the skip key closes the tutorial.
    p = await panel(d);
    expect(p).toContain('Tutorial 8/8 On your own');
    expect(p).toMatch(/\? or F1 lists every key, g explains the map, B the briefing/);
    expect(p).toContain('> closes');
    await d.keys('>');
    expect(app.tutorial).toBeNull();
    screen = await d.text();
    expect(screen).not.toContain('8/8');
    expect(screen).toContain('Units:'); // the unit list is back
    expect(settings.load().tutorialSeen).toBe(true);
  }, 30_000);

  it('the panel leaves the map whole: every step of both tutorials fits beside it at 80x24', () => {
    const app = villers({ settings: settingsFor() });
    const L = layout(80, 24, app.settings);
    const steps = [...panzerPresenter().tutorial!(app.view as SideView), ...genericSteps()];
    for (const step of steps) {
      const t = new Tutorial([step]);
      const { head, body, keys } = tutorialLines(app, t, L.list.w - 4);
      const n = head.length + body.length + keys.length;
      const r = tutorialRect(app, 80, 24, n);
      expect(r.x, step.id).toBeGreaterThanOrEqual(L.map.x + L.map.w);
      expect(r.y + r.h, step.id).toBeLessThanOrEqual(L.status.y);
      // The whole text is shown: nothing cut for want of rows.
      expect(n, step.id).toBeLessThanOrEqual(r.h - 2);
    }
  });

  it('skips with > and goes back with < (the step is asked again, its signals forgotten)', async () => {
    const app = villers({ settings: settingsFor() });
    d = drive(app, 80, 24);
    await d.dismiss();
    await d.keys('>');
    expect(app.tutorial!.step.id).toBe('select');
    await d.keys('>', '>');
    expect(app.tutorial!.step.id).toBe('fire');
    await d.keys('<');
    expect(await panel(d)).toContain('Tutorial 3/8 Move');
    await d.keys('<', '<', '<');
    expect(app.tutorial!.step.id).toBe('goal');
  });

  it('step texts name the keys of the keymap in use, not fixed letters', () => {
    const source = fileKeymapSource();
    const user = { extends: 'default', bindings: { map: { 'order.move': ['w'], 'unit.next': ['n'] } } };
    const app = villers({
      settings: settingsFor(),
      more: { keymap: (name, orders) => buildKeymap(name, source, user, orders) },
    });
    const move = app.tutorial!.steps.find((s) => s.id === 'move')!;
    expect(stepText(app.keymap, move.text)).toMatch(/^w, then move the cursor/);
    const select = app.tutorial!.steps.find((s) => s.id === 'select')!;
    expect(stepText(app.keymap, select.text)).toMatch(/^n jumps/);
    // No placeholder is left unreplaced in any step.
    for (const s of app.tutorial!.steps) expect(stepText(app.keymap, s.text), s.id).not.toMatch(/\{/);
  });

  it('starts by itself only on a first game of the tutorial scenario, and not once seen', () => {
    expect(villers({ settings: settingsFor() }).tutorial).not.toBeNull();
    expect(villers({ settings: settingsFor({ tutorialSeen: true }) }).tutorial).toBeNull();
    // Another scenario: no guide unless asked for.
    const players: Record<string, Player> = { allied: 'human', axis: 'computer' };
    const { panzerSystem } = { panzerSystem: resolveScenarioArg('villers-bocage').system };
    const other = new GameSession(panzerSystem, miniScenario(), { seed: 'x', players });
    expect(new App({ ...testAppOptions(other, players), matchCard: true }).tutorial).toBeNull();
    // A loaded game (commands in its log) is not a first game.
    const { system, scenario } = resolveScenarioArg('villers-bocage');
    const played = new GameSession(system, scenario, { seed: 'x', players: AXIS_PLAYS });
    played.apply(system.endTurnCommand(played.state));
    expect(new App({ ...testAppOptions(played, AXIS_PLAYS), matchCard: true }).tutorial).toBeNull();
  });

  it('the palette finds "Tutorial" and starts it again from the first step, in any scenario', async () => {
    const players: Record<string, Player> = { allied: 'human', axis: 'computer' };
    const { system } = resolveScenarioArg('villers-bocage');
    const session = new GameSession(system, miniScenario(), { seed: 'x', players });
    const app = new App(testAppOptions(session, players));
    d = drive(app, 80, 24);
    expect(app.tutorial).toBeNull();
    expect(app.paletteMatches('tutorial')).toContain('tutorial');
    await d.keys(':', ...'tutorial'.split(''));
    expect(await d.text()).toContain('Tutorial: the step-by-step guide');
    await d.keys(KEY.enter);
    expect(app.tutorial?.index).toBe(0);
    expect(await panel(d)).toContain('Tutorial 1/8 Your goal');
  });

  it('is seen once drawn: a game that never draws a frame (line mode) does not mark it', () => {
    const settings = settingsFor();
    const app = villers({ settings });
    expect(app.tutorial).not.toBeNull();
    expect(settings.load().tutorialSeen).toBe(false);
  });

  it('property: skips and backs keep the step in range; only a skip past the last step finishes it', () => {
    const steps = genericSteps();
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (moves) => {
        const t = new Tutorial(steps);
        let at = 0;
        for (const forward of moves) {
          if (t.finished) break;
          if (forward) t.next();
          else t.back();
          at = forward ? at + 1 : Math.max(0, at - 1);
          if (at >= steps.length) expect(t.finished).toBe(true);
          else {
            expect(t.finished).toBe(false);
            expect(t.index).toBe(at);
          }
        }
      }),
    );
  });
});
