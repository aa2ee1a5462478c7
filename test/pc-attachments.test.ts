import { describe, expect, it } from 'vitest';
import {
  apply,
  restoreState,
  snapshotOf,
  viewFor,
  type Command,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import {
  attachmentChoices,
  attachmentLevel,
  attachRefusal,
  isAttachmentTurn,
} from '../src/engine/systems/panzer/rules/attachments.js';
import { commandingHq, isDetached } from '../src/engine/systems/panzer/rules/command.js';
import type { World } from '../src/engine/systems/panzer/world.js';
import { attachOrder } from '../src/tui/systems/panzer/combine-orders.js';
import { corpsHq as hq, miniScenario } from './fixtures/mini.js';
import { combatGame, idx } from './fixtures/combat.js';

const ORGS = [
  ...miniScenario().orgs!,
  { id: 'allies2', name: 'VIII Corps', side: 'allied' as const, level: 'corps' as const },
  { id: 'a-bn', name: '1/7 Queens', side: 'allied' as const, level: 'battalion' as const, parent: 'a-div' },
];

/** 20:00 start, two-hour turns: turn 3 is the midnight turn (PC-TRN-12). */
function game(turn = 3): GameState {
  const s = combatGame({
    allied: [
      { id: 'a1', hex: '04,06', org: 'a-bn', size: 'company' },
      { id: 'a-sep', hex: '03,06', org: 'allies' },
      hq('xxx-hq', 'allies', '01,09', 4),
      hq('viii-hq', 'allies2', '01,04', 12),
    ],
    axis: [{ id: 'x1', hex: '09,06' }],
    scenario: {
      orgs: ORGS,
      start: { date: '1944-06-13T20:00', minutesPerTurn: 120, turns: 12, firstSide: 'allied' },
    },
  });
  s.turn = turn;
  return s;
}

function ok(state: GameState, cmd: Command): GameState {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

describe('PC-CMD-15 Corps Attachments', () => {
  it('PC-CMD-15: a Division moves to another Corps; command range checks use the new chain', () => {
    const s0 = game();
    const divHq = idx(s0, 'a-hq');
    expect(commandingHq(s0, divHq)).toBe(idx(s0, 'xxx-hq'));
    // 7 Armd HQ at 01,04 is 5 hexes from XXX Corps HQ (range 4 + quality 0): detached.
    expect(isDetached(s0, divHq)).toBe(true);
    const r = apply(s0, { type: 'attach', org: 'a-div', parent: 'allies2' });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    expect(commandingHq(s, divHq)).toBe(idx(s, 'viii-hq'));
    expect(isDetached(s, divHq)).toBe(false);
    // The division's own units still answer to the division HQ.
    expect(commandingHq(s, idx(s, 'a1'))).toBe(divHq);
    // The side's organisation tree shows the new attachment.
    expect(viewFor(s, 'allied').orgs.get('a-div')?.parent).toBe('allies2');
    expect(viewFor(s0, 'allied').orgs.get('a-div')?.parent).toBe('allies');
    expect(r.events[0]).toMatchObject({
      type: 'message',
      text: '7th Armoured Div is reattached from XXX Corps to VIII Corps',
      rule: 'PC-CMD-15',
    });
    // The input state is untouched; the attachment survives a save.
    expect(commandingHq(s0, divHq)).toBe(idx(s0, 'xxx-hq'));
    const back = restoreState(s.world, JSON.parse(JSON.stringify(snapshotOf(s))));
    expect(commandingHq(back, divHq)).toBe(idx(s, 'viii-hq'));
    // A save whose attachments loop (or name nothing) is refused, not walked forever.
    const loop = JSON.parse(JSON.stringify(snapshotOf(s)));
    loop.ops.attachments = { orgs: { allies: 'a-div', 'a-div': 'allies' }, units: {} };
    expect(() => restoreState(s.world, loop)).toThrow(/its own ancestor/);
    loop.ops.attachments = { orgs: {}, units: { a1: 'nowhere' } };
    expect(() => restoreState(s.world, loop)).toThrow(/unknown organisation "nowhere"/);
  });

  it('PC-CMD-15: a unit attached straight to a Corps may move too; its HQ follows', () => {
    const s = ok(game(), { type: 'attach', org: 'a-sep', parent: 'allies2' });
    expect(commandingHq(s, idx(s, 'a-sep'))).toBe(idx(s, 'viii-hq'));
    // Naming a division's HQ moves its division.
    const t = ok(game(), { type: 'attach', org: 'a-hq', parent: 'allies2' });
    expect(commandingHq(t, idx(t, 'a-hq'))).toBe(idx(t, 'viii-hq'));
  });

  it('PC-TRN-12: only on the midnight turn, or the first turn after midnight', () => {
    const s = game(2);
    expect(isAttachmentTurn(s.world, 2)).toBe(false);
    expect(isAttachmentTurn(s.world, 3)).toBe(true);
    expect(isAttachmentTurn(s.world, 1)).toBe(false); // the game starts at 20:00
    expect(isAttachmentTurn(s.world, 15)).toBe(true); // 00:00 the next day
    const e = refused(s, { type: 'attach', org: 'a-div', parent: 'allies2' });
    expect(e.message).toBe('Corps Attachments change only at midnight or the first turn after (PC-TRN-12).');
    expect(e.rule).toBe('PC-CMD-15');
    expect(attachmentChoices(s, 'allied')).toEqual([]);
  });

  it('PC-CMD-15: refusals explain why', () => {
    const s = game();
    expect(refused(s, { type: 'attach', org: 'a-div', parent: 'a-div' }).message).toBe(
      '7th Armoured Div is not a Corps-level organisation; attachments are made to a Corps.',
    );
    expect(refused(s, { type: 'attach', org: 'a-div', parent: 'allies' }).message).toBe(
      '7th Armoured Div is already attached to XXX Corps.',
    );
    expect(refused(s, { type: 'attach', org: 'a-bn', parent: 'allies2' }).message).toBe(
      '1/7 Queens is not attached directly to a Corps (it belongs to 7th Armoured Div); only a Division or a unit under a Corps may change its attachment.',
    );
    expect(refused(s, { type: 'attach', org: 'x-div', parent: 'allies2' }).message).toBe(
      'Panzer Lehr is Axis; it is the Allied turn.',
    );
    expect(refused(s, { type: 'attach', org: 'a-div', parent: 'axis' }).message).toBe(
      'I SS Pz Corps belongs to the Axis side.',
    );
    expect(refused(s, { type: 'attach', org: 'nope', parent: 'allies2' }).message).toBe(
      'There is no organisation or unit "nope".',
    );
    expect(refused(s, { type: 'attach', org: 'a-div', parent: 'nope' }).message).toBe(
      'There is no organisation "nope".',
    );
    expect(refused(s, { type: 'attach', org: 'a-div', parent: 7 } as never).message).toBe(
      'The "parent" of a "attach" order must be a string.',
    );
  });

  it('PC-CMD-15: the choices list what may move and where', () => {
    const c = attachmentChoices(game(), 'allied');
    expect(c.map((x) => [x.id, x.from, x.to])).toEqual([
      ['a-div', 'allies', ['allies2']],
      ['a-sep', 'allies', ['allies2']],
    ]);
  });

  it('PC-CMD-15: Russian forces from 1942 attach at Army level; their Corps cannot take attachments', () => {
    const world = (nation: string, date: string) =>
      ({
        scenario: { start: { date } },
        units: [
          { side: 'allied', nation },
          { side: 'axis', nation: 'Germany' },
        ],
      }) as unknown as World;
    expect(attachmentLevel(world('USSR', '1943-07-05T03:00'), 'allied')).toBe('army');
    expect(attachmentLevel(world('USSR', '1941-07-05T03:00'), 'allied')).toBe('corps');
    expect(attachmentLevel(world('USSR', '1943-07-05T03:00'), 'axis')).toBe('corps');
    expect(attachmentLevel(world('UK', '1943-07-05T03:00'), 'allied')).toBe('corps');
    const s = game();
    expect(attachRefusal(s, 'a-div', 'allies2', 'army')?.message).toBe(
      'VIII Corps is not an Army: Russian forces from 1942 are reassigned between Armies, and their Corps cannot be changed.',
    );
  });
});

describe('PC-CMD-15 in the client (panzer orders)', () => {
  const ctx = (state: GameState, selected: number[]) => ({
    state,
    view: viewFor(state, 'allied'),
    side: 'allied',
    selected,
    cursor: -1,
  });

  it("PC-CMD-15: Attach moves the selected unit's Division to the next Corps, and back again", () => {
    const s = game();
    const built = attachOrder().build(ctx(s, [idx(s, 'a1')]), null);
    expect('commands' in built && built.commands).toEqual([
      { type: 'attach', org: 'a-div', parent: 'allies2' },
    ]);
    expect('message' in built && built.message).toBe('7th Armoured Div: XXX Corps -> VIII Corps.');
    const t = ok(s, { type: 'attach', org: 'a-div', parent: 'allies2' });
    const back = attachOrder().build(ctx(t, [idx(t, 'a-hq')]), null);
    expect('commands' in back && back.commands).toEqual([{ type: 'attach', org: 'a-div', parent: 'allies' }]);
    // Not the midnight turn: the engine's refusal explains.
    const early = attachOrder().build(ctx(game(2), [idx(s, 'a1')]), null);
    const cmd = 'commands' in early ? early.commands[0]! : undefined;
    const r = apply(game(2), cmd!);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.rule).toBe('PC-CMD-15');
  });
});
