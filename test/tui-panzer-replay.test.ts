// Issue 18, part 4: the report can grow and its lines wrap instead of being cut at 80x24; the
// enemy-turn summary scrolls and closes on Esc, Enter or q only; and the enemy's turn can be
// replayed on the map, step by step, through the viewer's own fog (PC-NET-06).
import { afterEach, describe, expect, it } from 'vitest';
import { miniScenario, unit } from './fixtures/mini.js';
import { harness, KEY, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

/** The report panel's rows: between its title row and the bottom border. */
function reportRows(lines: string[]): string[] {
  const top = lines.findIndex((l) => /^┌─ Report/.test(l));
  const out: string[] = [];
  for (let i = top + 1; i < lines.length && !lines[i]!.startsWith('└'); i++) out.push(lines[i]!);
  return out;
}
const inner = (row: string) => row.slice(1, row.indexOf('│', 1)).trim();

describe('the report at 80x24 (issue 18, 4)', () => {
  it('a report line longer than the panel wraps: every word is on screen, none cut', async () => {
    h = harness({ cols: 80, rows: 24 });
    await h.dismiss();
    const text =
      'Opportunity fire: 2./101, Hantusch fire at 18,05: A Sqn 1st Troop loses 1, now 3, disrupted; B Sqn 4 CLY loses 2, now 10';
    h.app.desk.report.push({ kind: 'combat', text, detail: [] });
    h.app.reportIndex = h.app.desk.report.length - 1;
    h.host.render();
    const rows = reportRows(await h.lines()).map(inner);
    const shown = rows.join(' ').replace(/\s+/g, ' ');
    expect(shown).toContain(text);
  });

  it('+ enlarges the report and + again gives it back its size', async () => {
    h = harness({ cols: 80, rows: 24 });
    await h.dismiss();
    const before = reportRows(await h.lines()).length;
    await h.keys('+');
    const large = reportRows(await h.lines()).length;
    expect(large).toBeGreaterThan(before);
    expect(large).toBeGreaterThanOrEqual(9);
    await h.keys('+');
    expect(reportRows(await h.lines()).length).toBe(before);
  });
});

describe("the enemy's turn: a summary that stays, and a replay on the map (PC-NET-06)", () => {
  /**
   * Hot seat: the Axis player moves I/901 up to 1/7 Queens and fires at it, in plain sight, and
   * moves II/902 where the Allied side cannot see it; then the Allied player sits down.
   */
  async function enemyTurn(
    orders: readonly object[] = [
      { type: 'move', units: ['x-inf1'], path: ['04,03', '03,03'] },
      { type: 'fire', units: ['x-inf1'], target: '02,03' },
      { type: 'move', units: ['x-inf2'], path: ['09,06'] },
    ],
  ): Promise<Harness> {
    const scenario = miniScenario({
      units: [
        ...miniScenario().units.filter((u) => u.id !== 'x-inf1'),
        unit({ id: 'x-inf1', side: 'axis', name: 'I/901', hex: '05,03' }),
      ],
    });
    const hh = harness({
      cols: 80,
      rows: 24,
      seed: 'replay',
      scenario,
      players: { allied: 'human', axis: 'human' },
      passwords: { allied: 'a', axis: 'b' },
    });
    await hh.keys(KEY.space, 'a', KEY.enter);
    await hh.dismiss();
    await hh.keys('e', KEY.space, 'b', KEY.enter);
    await hh.dismiss();
    for (const order of orders) expect(hh.app.applyOwn([order])).toBe(true);
    await hh.keys('e', KEY.space, 'a', KEY.enter);
    return hh;
  }

  it('the summary closes on Esc, Enter or q only; other keys leave it open', async () => {
    h = await enemyTurn();
    const d = h.app.dialog;
    expect(d?.kind).toBe('message');
    if (d?.kind !== 'message') return;
    expect(d.title).toMatch(/^What you saw of the Axis turn · p replay · Esc closes$/);
    await h.keys(KEY.down, KEY.up, KEY.pagedown, 'x', KEY.space);
    expect(h.app.dialog).toBe(d);
    await h.keys('q');
    expect(h.app.dialog).toBeNull();
  });

  it('p steps through the lines the side saw, the cursor on each place; Esc comes back to the summary', async () => {
    h = await enemyTurn();
    const d = h.app.dialog;
    if (d?.kind !== 'message' || !d.replay) throw new Error('no summary with a replay');
    expect(d.replay.map((s) => s.text)).toEqual(d.lines);
    // The move and the fire, each with its place.
    expect(d.replay.filter((s) => s.loc !== undefined).length).toBeGreaterThanOrEqual(2);
    expect(d.replay.some((s) => /I\/901 moves/.test(s.text))).toBe(true);
    await h.keys('p');
    const r = h.app.dialog;
    expect(r?.kind).toBe('replay');
    for (let i = 0; i < d.replay.length; i++) {
      const step = d.replay[i]!;
      const screen = await h.text();
      expect(screen).toContain(`Replay ${i + 1}/${d.replay.length}`);
      expect(screen.replace(/\s+/g, ' ')).toContain(step.text.slice(0, 40));
      if (step.loc !== undefined) expect(h.app.cursor).toBe(step.loc);
      await h.keys(KEY.right);
    }
    await h.keys(KEY.escape);
    expect(h.app.dialog).toBe(d);
  });

  it('the map shows the game as it stood at each step: a unit that moved twice is seen at each stop', async () => {
    h = await enemyTurn([
      { type: 'move', units: ['x-inf1'], path: ['04,03'] },
      { type: 'move', units: ['x-inf1'], path: ['03,03'] },
      { type: 'move', units: ['x-inf2'], path: ['09,06'] },
    ]);
    const board = h.session.state.world.board;
    type Seen = { enemies: readonly { name: string; loc: number }[] };
    const where = () => (h!.app.view as Seen).enemies.find((e) => e.name === 'I/901')?.loc;
    expect(where()).toBe(board.parse('03,03'));
    await h.keys('p');
    const r = h.app.dialog;
    if (r?.kind !== 'replay') throw new Error('no replay');
    const moves = r.steps.filter((st) => /I\/901 moves/.test(st.text));
    expect(moves).toHaveLength(2);
    // Step by step the map has the unit at its first stop, then at its second.
    const stops: (number | undefined)[] = [];
    for (let i = 0; i < r.steps.length; i++) {
      if (/I\/901 moves/.test(r.steps[i]!.text)) stops.push(where());
      // Fog holds at every step: II/902, never seen, is never on the map.
      expect((h.app.view as Seen).enemies.some((e) => e.name === 'II/902')).toBe(false);
      await h.keys(KEY.right);
    }
    expect(stops).toEqual([board.parse('04,03'), board.parse('03,03')]);
    await h.keys(KEY.escape, 'q');
    expect(where()).toBe(board.parse('03,03'));
  });

  it('no replay step names or points at an enemy unit the side never saw (fog of war)', async () => {
    h = await enemyTurn();
    const d = h.app.dialog;
    if (d?.kind !== 'message' || !d.replay) throw new Error('no summary with a replay');
    const st = h.session.state;
    const k = st.knowledge.allied;
    const seen = new Set([...k.spotted, ...Object.keys(k.lastKnown).map(Number)]);
    const hidden = st.world.units.flatMap((u, i) => (u.side === 'axis' && !seen.has(i) ? [u] : []));
    expect(hidden.length).toBeGreaterThan(0); // the test means something: some Axis units stay unseen
    for (const step of d.replay) {
      for (const u of hidden) expect(step.text).not.toContain(u.name);
      if (step.loc !== undefined) {
        const there = st.units.flatMap((s, i) =>
          s.loc === step.loc && st.world.units[i]!.side === 'axis' ? [i] : [],
        );
        // A place shown is never where only unseen enemy units stand.
        if (there.length > 0) expect(there.some((i) => seen.has(i))).toBe(true);
      }
    }
  });
});
