import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor, eventsFor } from '../src/engine/systems/panzer/index.js';
import { namerFor, reportEntry } from '../src/tui/systems/panzer/report.js';
import { scenarioOf, unit } from './fixtures/movement.js';

describe('the report panel reads air events (PC-AIR)', () => {
  it('a strike, its AA fire and an availability line, named for the reader', () => {
    const s = newGame(
      {
        ...scenarioOf({
          fogOfWar: true,
          units: [
            unit({ id: 'a', side: 'allied', hex: '02,02' }),
            unit({ id: 'x', side: 'axis', hex: '03,02', aa: { value: 2, range: 1 } }),
          ],
          params: { side: { axis: { airInterception: 0 } } },
        }),
        air: [
          {
            id: 'p',
            name: 'Typhoons',
            side: 'allied',
            kind: 'combat',
            strength: 12,
            hard: 4,
            soft: 8,
            defense: 5,
            quality: 'C',
          },
        ],
      },
      1,
    ).state;
    const r = apply(s, { type: 'airStrike', air: 'p', hex: '03,02' });
    if (!r.ok) throw new Error(r.error.message);
    const mine = eventsFor(r.events, r.state, 'allied').find((e) => e.type === 'airMission')!;
    const entry = reportEntry(mine, namerFor(viewFor(r.state, 'allied')))!;
    expect(entry.text).toMatch(/^Typhoons strike 03,02: x loses/);
    expect(entry.detail.some((d) => d.includes('AA fire from x at range 0'))).toBe(true);
    const theirs = eventsFor(r.events, r.state, 'axis').find((e) => e.type === 'airMission')!;
    expect(reportEntry(theirs, namerFor(viewFor(r.state, 'axis')))!.text).toMatch(
      /^Enemy aircraft strike 03,02/,
    );
  });
});
