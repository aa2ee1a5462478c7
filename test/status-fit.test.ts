// The status line gives up its parts in order so that the cursor's hex is never cut off (issue 16:
// at 80 columns Red Strike's status line lost the cursor hex).
import { describe, expect, it } from 'vitest';
import { fitStatus } from '../src/tui/regions/status-bar.js';

const width = (w: number) => (xs: readonly string[]) => ` ${xs.join(' | ')}`.length <= w;
const turn = ['GT1 1-2 Aug', 'WP assignment', 'Init WP', 'BW 0', 'SP 90', 'supply ok'];
const here = ['08,02 Weimar'];

describe('status line fitting', () => {
  it('keeps everything, score included, when it fits', () => {
    expect(fitStatus(turn, 'VP 3', ['? help'], here, width(200))).toEqual([
      ...turn,
      'VP 3',
      '? help',
      ...here,
    ]);
  });
  it('drops the score, then the help key, before the cursor hex', () => {
    const all = ` ${[...turn, '? help', ...here].join(' | ')}`.length;
    expect(fitStatus(turn, 'VP 3', ['? help'], here, width(all))).toEqual([...turn, '? help', ...here]);
    expect(fitStatus(turn, 'VP 3', ['? help'], here, width(all - 1))).toEqual([...turn, ...here]);
  });
  it('then drops turn parts from the last, keeping the first, at 80 columns the cursor hex stays', () => {
    const got = fitStatus(
      turn,
      undefined,
      ['? help'],
      ['08,02 (Weimar) Town', 'H1 1F 8th Gds Army HQ'],
      width(80),
    );
    expect(` ${got.join(' | ')}`.length).toBeLessThanOrEqual(80);
    expect(got).toContain('08,02 (Weimar) Town');
    expect(got[0]).toBe('GT1 1-2 Aug');
    expect(got).not.toContain('? help');
  });
  it('gives the shortest candidate when nothing fits (the frame cuts it)', () => {
    expect(fitStatus(turn, undefined, ['? help'], here, width(3))).toEqual(['GT1 1-2 Aug', ...here]);
  });
});
