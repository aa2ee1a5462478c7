// Issue 18, part 4: fire at a stack says which unit will be hit, a key cycles the target among the
// units of the aimed hex (PC-FIR-01: each shot is resolved against one target unit), the shot hits
// the unit the preview named, and fire mode's hint lines never cover the target hex.
import { afterEach, describe, expect, it } from 'vitest';
import { miniScenario, unit } from './fixtures/mini.js';
import { harness, KEY, type Harness } from './tui-harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

const TO_QUEENS = [KEY.pageup, KEY.right];

/** 1/7 Queens at 02,03 with two Axis units stacked at 03,03, next to it, in plain sight. */
function stackScenario() {
  return miniScenario({
    fogOfWar: false,
    units: [
      ...miniScenario().units.filter((u) => u.id !== 'x-inf1' && u.id !== 'x-inf2'),
      unit({ id: 'x-inf1', side: 'axis', name: 'I/901', hex: '03,03' }),
      unit({ id: 'x-inf2', side: 'axis', name: 'II/902', hex: '03,03', quality: 'B', strength: 300 }),
    ],
  });
}

describe('fire at a stack (issue 18, 4; PC-FIR-01)', () => {
  it('names the unit the shot hits; w cycles the target; the shot hits the named unit', async () => {
    h = harness({ scenario: stackScenario() });
    await h.keys(...TO_QUEENS, KEY.space, 'f');
    let text = await h.text();
    const first = /hits (I\/901|II\/902) \(1 of 2, most hurt\) · w: next/.exec(text);
    expect(first, text).not.toBeNull();
    const other = first![1] === 'I/901' ? 'II/902' : 'I/901';
    await h.keys('w');
    text = await h.text();
    expect(h.app.aim).not.toBeNull(); // still aiming
    expect(text).toContain(`hits ${other} (2 of 2, your pick) · w: next`);
    expect((await h.lines())[23]).toContain(`Target in 03,03: ${other} (2 of 2).`);
    await h.keys('w');
    expect(await h.text()).toContain(`hits ${first![1]} (1 of 2, your pick)`);
    await h.keys('w');
    await h.keys(KEY.enter);
    const st = h.session.state;
    const hitIdx = st.world.unitIndex.get(other === 'I/901' ? 'x-inf1' : 'x-inf2')!;
    const cmd = h.session.log.find((c) => c.type === 'fire');
    expect(cmd?.type === 'fire' && cmd.targetUnit).toBe(st.world.units[hitIdx]!.id);
  });

  it('w past the last unit of the hex goes to the next hex in range, the cursor with it', async () => {
    const scenario = miniScenario({
      fogOfWar: false,
      units: [
        ...miniScenario().units.filter((u) => u.id !== 'x-inf1' && u.id !== 'x-inf2'),
        unit({ id: 'x-inf1', side: 'axis', name: 'I/901', hex: '03,03' }),
        unit({ id: 'x-inf2', side: 'axis', name: 'II/902', hex: '03,02' }),
      ],
    });
    h = harness({ scenario });
    await h.keys(...TO_QUEENS, KEY.space, 'f');
    const board = h.session.state.world.board;
    const first = board.label(h.app.cursor);
    expect(['03,03', '03,02']).toContain(first);
    const other = first === '03,03' ? '03,02' : '03,03';
    const name = (l: string) => (l === '03,03' ? 'I/901' : 'II/902');
    expect(await h.text()).toContain(`hits ${name(first)}`);
    await h.keys('w');
    expect(board.label(h.app.cursor)).toBe(other);
    expect(h.app.aim).not.toBeNull();
    expect(await h.text()).toContain(`hits ${name(other)}`);
    expect((await h.lines())[23]).toContain(`Target hex ${other}.`);
    await h.keys('w');
    expect(board.label(h.app.cursor)).toBe(first);
  });

  it('the hint lines move to the top when the target hex is drawn under them', async () => {
    h = harness({ scenario: stackScenario() });
    await h.keys(...TO_QUEENS, KEY.space);
    let low = 0; // times the target stood in the bottom rows, where the hint lines used to be
    for (let i = 0; i < 12; i++) {
      // The target hex's cells as the map draws them, then while aiming fire at it: the same.
      await h.keys('f');
      const r = h.app.mapRect!;
      const a = h.app.presenter.map.anchor?.(h.app.cursor);
      expect(a).toBeDefined();
      const cells = (lines: string[]) => lines[r.y + a!.y]!.slice(r.x + a!.x - 2, r.x + a!.x + 4);
      const aiming = cells(await h.lines());
      await h.keys(KEY.escape);
      const plain = cells(await h.lines());
      expect(aiming).toBe(plain);
      if (a!.y >= r.h - 5) low++;
      await h.keys('\x1b[1;2A'); // Shift-Up: scroll the map up, the target moves down the panel
    }
    expect(low).toBeGreaterThan(0);
  });
});
