// The status line gives up whole parts, in order, so that nothing is cut in the middle (issue 16:
// at 80 columns Red Strike's status line ended in half a hex label).
import { describe, expect, it } from 'vitest';
import { fitStatus } from '../src/tui/regions/status-bar.js';

const width = (w: number) => (xs: readonly string[]) => ` ${xs.join(' | ')}`.length <= w;
const line = (xs: readonly string[]) => ` ${xs.join(' | ')}`;
const turn = ['GT1 1-2 Aug', 'WP assignment', 'Init WP', 'BW 0', 'SP 90', 'supply ok'];
const here = ['08,02 (Weimar)'];

describe('status line fitting', () => {
  it('keeps everything, score included, when it fits', () => {
    expect(fitStatus(turn, 'VP 3', ['? help'], here, width(200))).toEqual([
      ...turn,
      'VP 3',
      '? help',
      ...here,
    ]);
  });
  it('gives up the score, then the help key, then the cursor hex, each whole', () => {
    const all = line([...turn, '? help', ...here]).length;
    expect(fitStatus(turn, 'VP 3', ['? help'], here, width(all))).toEqual([...turn, '? help', ...here]);
    expect(fitStatus(turn, 'VP 3', ['? help'], here, width(all - 1))).toEqual([...turn, ...here]);
    expect(fitStatus(turn, 'VP 3', ['? help'], here, width(line([...turn, ...here]).length - 1))).toEqual(
      turn,
    );
  });
  it('then the turn parts from the last, keeping the first; the result always fits at 80 columns', () => {
    const long = [...turn, 'combat: NATO chooses', 'a long part that does not fit anywhere near'];
    const got = fitStatus(long, undefined, ['? help'], here, width(80));
    expect(line(got).length).toBeLessThanOrEqual(80);
    expect(got).toEqual(long.slice(0, got.length));
    expect(got.length).toBeLessThan(long.length);
  });
  it('gives the first turn part alone when nothing fits (the frame cuts it)', () => {
    expect(fitStatus(turn, undefined, ['? help'], here, width(3))).toEqual(['GT1 1-2 Aug']);
  });
});
