// The end-of-game screen (issue 7): charts of VP and losses by turn with blessed-contrib, as a
// real terminal shows them (@xterm/headless).
import type * as Contrib from 'blessed-contrib';
import { describe, expect, it } from 'vitest';
import type { AfterAction } from '../src/engine/systems/panzer/after-action.js';
import { chartSeries, openEndScreen } from '../src/tui/end-screen.js';
import { finishedReport, screenOn } from './fixtures/end-screen.js';
import { miniScenario } from './fixtures/mini.js';
import { fakeTty } from './tui-harness.js';

describe('end-of-game screen (issue 7)', () => {
  it('the series hold VP and cumulative losses for every turn', () => {
    const r = finishedReport();
    const [vp, losses] = chartSeries(r) as [Contrib.LineSeries[], Contrib.LineSeries[]];
    expect(vp[0]!.x).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(vp[1]!.y.at(-1)).toBe((r.data as AfterAction).vpNow!.axis);
    expect(losses[1]!.y).toEqual([...losses[1]!.y].sort((a, b) => a - b)); // cumulative: never falls
    expect(losses[1]!.y.at(-1)).toBeGreaterThan(0);
  });

  it('draws both charts with legends beside the written report', async () => {
    const tty = fakeTty(120, 36);
    const screen = screenOn(tty);
    const end = openEndScreen(screen, finishedReport(), { ascii: false, mono: false });
    const text = (await tty.screenText()).join('\n');
    expect(text).toContain('Victory points by turn');
    expect(text).toContain('Losses by turn');
    expect(text).toContain('Allied VP');
    expect(text).toContain('Axis lost');
    expect(text).toMatch(/[\u2801-\u28ff]/); // braille dots of the line charts
    end.destroy();
    screen.destroy();
  });

  it('with the ASCII charset shows only the written report (no braille)', async () => {
    const tty = fakeTty(100, 30);
    const screen = screenOn(tty);
    openEndScreen(screen, finishedReport(), { ascii: true, mono: true });
    const text = (await tty.screenText()).join('\n');
    expect(text).toContain('Victory points by turn');
    expect(text).not.toMatch(/[\u2800-\u28ff]/);
    screen.destroy();
  });
});

describe('end-of-game charts in the client (issue 7)', () => {
  it('G opens them only once the game is over, with the whole after-action data', async () => {
    const { makeApp } = await import('./tui-harness.js');
    const seen: { turns: number; side: string | null }[] = [];
    const { app, session } = makeApp({
      scenario: miniScenario({
        start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 2, firstSide: 'allied' },
      }),
      players: { allied: 'human', axis: 'human' },
      app: {
        charts: (r) => {
          const d = r.data as AfterAction;
          seen.push({ turns: d.vpByTurn.length, side: d.side });
        },
      },
    });
    app.run('charts');
    expect(seen).toHaveLength(0);
    while (!session.state.result) session.apply({ type: 'endTurn' });
    app.run('charts');
    expect(seen).toEqual([{ turns: 2, side: null }]);
  });

  it('the surface shows the charts over the game until q, then hands the keys back', async () => {
    const { openBlessedSurface } = await import('../src/tui/screen.js');
    const tty = fakeTty(100, 30);
    const surface = openBlessedSurface({ input: tty.input, output: tty.output });
    const keys: string[] = [];
    surface.onKey((k) => keys.push(k));
    const closed = surface.showCharts!(finishedReport(), { ascii: false, mono: true });
    await new Promise((r) => setTimeout(r, 50));
    expect((await tty.screenText()).join('\n')).toContain('Losses by turn');
    tty.input.write('x'); // swallowed by the charts
    tty.input.write('q');
    await closed;
    tty.input.write('y');
    await new Promise((r) => setTimeout(r, 30));
    expect(keys).toEqual(['y']);
    surface.destroy();
  });
});
