// The Ground Combat Results Table (RS-GCB-35). Only the rows for modified rolls 1 and 2 survive in
// the rulebook text (source 'rulebook'); rows 3..14 are defaults of ours (RS-AMB-2, RS-AMB-5): the
// attacker's losses fall and the defender's rise with the roll, retreats start at 6, density extra
// hits follow the rulebook's rows. A modified roll outside 1..14 reads the first or last row
// (RS-AMB-2). See RS-D-CRT in docs/rules-decisions.md.

const none = { hits: 0, retreat: false, plus5: 0 };
const row = (
  roll: number,
  a: [number, boolean, number, number],
  d: [number, boolean, number],
  source: 'rulebook' | 'default' = 'default',
) => ({
  roll,
  attacker: { hits: a[0], retreat: a[1], plus5: a[2], plus9: a[3] },
  defender: d[0] === 0 && !d[1] && d[2] === 0 ? none : { hits: d[0], retreat: d[1], plus5: d[2] },
  source,
});

export const CRT_DATA = {
  rows: [
    row(1, [2, true, 1, 1], [0, false, 0], 'rulebook'),
    row(2, [2, true, 1, 1], [0, false, 0], 'rulebook'),
    row(3, [2, false, 1, 0], [0, false, 0]),
    row(4, [1, false, 1, 0], [1, false, 0]),
    row(5, [1, false, 0, 0], [1, false, 1]),
    row(6, [1, false, 0, 0], [1, true, 1]),
    row(7, [1, false, 0, 0], [2, false, 1]),
    row(8, [0, false, 0, 0], [2, true, 1]),
    row(9, [0, false, 0, 0], [3, false, 1]),
    row(10, [0, false, 0, 0], [3, true, 1]),
    row(11, [0, false, 0, 0], [3, true, 2]),
    row(12, [0, false, 0, 0], [4, true, 2]),
    row(13, [0, false, 0, 0], [4, true, 2]),
    row(14, [0, false, 0, 0], [5, true, 2]),
  ],
  note: 'Rows 1-2 are the rulebook (§15.5.5); rows 3-14 are not from the rulebook (RS-AMB-2, RS-AMB-5).',
};
