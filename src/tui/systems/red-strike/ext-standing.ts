// Standing orders (issue 17): what the side's air defence and ships do in the other side's
// segments, so that a command resolves in one go and hot-seat play never hands the keyboard over
// mid-command: interceptors and CAP react to all detected enemy missions, strikes only or none
// (RS-AIR-52/55/56), bases alert their units (RS-AIR-57), ground fire at detected aircraft
// (RS-GA-1), multirole strikers jettison when intercepted (RS-AIR-18), how many interceptions rise
// against one mission (RS-AIR-31), ships intercept and return fire (RS-NAV-31/34). One window of
// one-letter cells (the shell's grid editor); Enter gives the `adn-orders` / `naval-orders` commands.

import type { RsCommand, RsState, RsView } from '../../../engine/systems/red-strike/index.js';
import type { GridEdit, OrderSpec } from '../presenter.js';
import { on } from './ext-read.js';

type Order = OrderSpec<RsState, RsCommand, RsView>;

/** One set of letters for every cell (the grid editor's footer lists them: it fits 80 columns). */
const CHOICES = ['A', 'S', 'N', '1', '2', '3'];
const level = (v: string) => (v === 'A' ? 'all' : v === 'S' ? 'strikes' : 'none');
const levelCell = (v: string | undefined) => (v === 'all' ? 'A' : v === 'strikes' ? 'S' : 'N');
const yes = (v: string) => v === 'A' || v === 'S';
const yesCell = (v: boolean | undefined) => (v ? 'A' : 'N');

interface Row {
  readonly label: string;
  readonly cell: string;
}

export function standingEdit(view: RsView): GridEdit<RsCommand> | string {
  const air = on(view, 'air');
  const naval = on(view, 'naval');
  if (!air && !naval) return 'Standing orders belong to the air and naval rules, not in force in this game.';
  const a = view.ext.adn?.orders?.[view.viewer];
  const n = view.ext.naval?.orders?.[view.viewer];
  const rows: Row[] = [
    ...(air
      ? [
          { label: 'Interceptors react to (RS-AIR-52)', cell: levelCell(a?.intercept) },
          { label: 'CAP reacts to (RS-AIR-56)', cell: levelCell(a?.cap) },
          { label: 'Alert a base entered (RS-AIR-57)', cell: yesCell(a?.alert) },
          { label: 'Ground fire at aircraft (RS-GA-1)', cell: yesCell(a?.groundFire) },
          { label: 'Multirole jettison (RS-AIR-18)', cell: yesCell(a?.jettison) },
          {
            label: 'Interceptions per mission (RS-AIR-31)',
            cell: String(Math.max(1, Math.min(3, a?.interceptions ?? 1))),
          },
        ]
      : []),
    ...(naval
      ? [
          { label: 'Ships intercept (RS-NAV-34)', cell: yesCell(n?.intercept) },
          { label: 'Ships return fire (RS-NAV-31)', cell: yesCell(n?.returnFire) },
        ]
      : []),
  ];
  return {
    title: 'Standing orders',
    corner: 'order',
    rowLabels: rows.map((r) => r.label),
    colLabels: ['set'],
    choices: CHOICES,
    values: rows.map((r) => [r.cell]),
    help: [
      'A all missions / yes, S strikes only, N none / no; 1-3 interceptions.',
      'They hold in the other side’s segments until changed.',
    ],
    commit(values) {
      const v = (i: number) => values[i]?.[0] ?? 'N';
      const cmds: RsCommand[] = [];
      let i = 0;
      if (air) {
        const count = Number(v(5));
        cmds.push({
          type: 'adn-orders',
          intercept: level(v(0)),
          cap: level(v(1)),
          alert: yes(v(2)),
          groundFire: yes(v(3)),
          jettison: yes(v(4)),
          interceptions: Number.isInteger(count) && count >= 1 ? count : 1,
        } as unknown as RsCommand);
        i = 6;
      }
      if (naval)
        cmds.push({
          type: 'naval-orders',
          intercept: yes(v(i)),
          returnFire: yes(v(i + 1)),
        } as unknown as RsCommand);
      return { commands: cmds, message: 'Standing orders given.' };
    },
  };
}

export const standingOrder: Order = {
  id: 'order.standing',
  keys: ['O'],
  label: 'Standing orders: interception, CAP, alert, ground fire, ships (RS-AIR-52..57, RS-NAV-31/34)',
  target: 'none',
  needsSelection: false,
  ownTurnOnly: true,
  build(ctx) {
    const g = standingEdit(ctx.view);
    return typeof g === 'string' ? { error: g } : { commands: [], grid: g };
  },
};
