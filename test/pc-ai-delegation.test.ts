// A/I orders for a player's own formations (PC-AI-02/03): the delegate / takeBack / delegatedPart
// commands, their refusals, the save round-trip, fog of war, and the delegated A/I playing only the
// formations handed to it, on a bundled scenario, with no refused command.
import { describe, expect, it } from 'vitest';
import { apply, applyAll } from '../src/engine/systems/panzer/apply.js';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { restoreState, snapshotOf, stateHash } from '../src/engine/systems/panzer/serialize.js';
import { eventsFor, viewFor } from '../src/engine/systems/panzer/view.js';
import { playDelegated } from '../src/engine/systems/panzer/ai/delegated.js';
import { underAnyOrg } from '../src/engine/systems/panzer/ai/orders.js';
import { delegationDue } from '../src/engine/systems/panzer/rules/delegation.js';
import { loadBundledScenario } from '../src/scenario/bundled.js';
import { computerSide } from '../src/engine/systems/panzer/ai/players.js';
import { actingSide } from '../src/engine/systems/panzer/rules/phases.js';

const scenario = loadBundledScenario('test-crossroads');
const start = (): GameState => newGame(scenario, 'delegation').state;

function ok(s: GameState, cmd: Command) {
  const r = apply(s, cmd);
  if (!r.ok) throw new Error(`${cmd.type} refused: ${r.error.message}`);
  return r;
}

function refused(s: GameState, cmd: Command) {
  const r = apply(s, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

const ATTACK: Command = { type: 'delegate', org: 'a-22armd', order: 'attack', target: '17,10' };

describe('PC-AI-03: A/I orders for a formation of the player', () => {
  it('PC-AI-03: delegate records the order for its own side, with a message only that side reads', () => {
    const s0 = start();
    expect(s0.activeSide).toBe('allied');
    const r = ok(s0, ATTACK);
    const view = viewFor(r.state, 'allied');
    expect(view.delegated).toEqual([
      {
        org: 'a-22armd',
        name: '22nd Armoured Brigade',
        order: 'attack',
        target: view.map.board.parse('17,10'),
        since: 1,
        due: true,
      },
    ]);
    expect(view.delegationDue).toBe(true);
    expect(r.events).toEqual([
      expect.objectContaining({
        type: 'message',
        seenBy: 'allied',
        text: expect.stringContaining('attack 17,10'),
      }),
    ]);
    // A new order to the same organisation replaces the old one.
    const r2 = ok(r.state, { type: 'delegate', org: 'a-22armd', order: 'hold', target: '13,10' });
    expect(viewFor(r2.state, 'allied').delegated?.map((o) => o.order)).toEqual(['hold']);
  });

  it('PC-AI-03: the enemy learns nothing of it (view and events)', () => {
    const s0 = start();
    const r = ok(s0, ATTACK);
    const axis = viewFor(r.state, 'axis');
    expect(axis.delegated).toBeUndefined();
    expect(axis.delegationDue).toBeUndefined();
    expect(eventsFor(r.events, r.state, 'axis')).toEqual([]);
    // The Axis view is the same as without the order (the order changes nothing it may see).
    const strip = (v: ReturnType<typeof viewFor>) =>
      JSON.stringify({ ...v, map: null, orgs: [...v.orgs.keys()] });
    expect(strip(axis)).toBe(strip(viewFor(s0, 'axis')));
  });

  it('PC-AI-03: refusals name the reason — enemy organisation, unknown organisation, objective off the map, bad order', () => {
    const s0 = start();
    const enemy = refused(s0, { type: 'delegate', org: 'x-lehr', order: 'attack', target: '13,10' });
    expect(enemy).toMatchObject({ code: 'NOT_YOUR_UNIT', rule: 'PC-AI-03' });
    expect(enemy.message).toMatch(/Axis side/);
    expect(refused(s0, { type: 'delegate', org: 'nowhere', order: 'attack', target: '13,10' })).toMatchObject(
      {
        code: 'NO_SUCH_UNIT',
        rule: 'PC-AI-03',
      },
    );
    const off = refused(s0, { type: 'delegate', org: 'a-7armd', order: 'move', target: '99,99' });
    expect(off).toMatchObject({ code: 'NO_SUCH_HEX' });
    expect(off.message).toMatch(/99,99/);
    expect(
      refused(s0, { type: 'delegate', org: 'a-7armd', order: 'retreat' as 'move', target: '13,10' }).code,
    ).toBe('BAD_COMMAND');
    expect(refused(s0, { type: 'takeBack', org: 'a-7armd' }).message).toMatch(/no A\/I orders/);
    expect(refused(s0, { type: 'delegatedPart' }).code).toBe('NOT_ALLOWED');
  });

  it('PC-AI-03: takeBack gives the formation back to the player', () => {
    const s1 = ok(start(), ATTACK).state;
    const r = ok(s1, { type: 'takeBack', org: 'a-22armd' });
    expect(viewFor(r.state, 'allied').delegated).toBeUndefined();
    expect(eventsFor(r.events, r.state, 'axis')).toEqual([]);
    expect(playDelegated(r.state, 'allied')).toBeNull();
  });

  it('PC-AI-03: a save keeps the orders (snapshot round-trip), and a bad one names its field', () => {
    const s1 = ok(start(), ATTACK).state;
    const back = restoreState(s1.world, JSON.parse(JSON.stringify(snapshotOf(s1))));
    expect(stateHash(back)).toBe(stateHash(s1));
    expect(viewFor(back, 'allied').delegated?.[0]?.org).toBe('a-22armd');
    const bad = JSON.parse(JSON.stringify(snapshotOf(s1)));
    bad.delegation.orders.allied[0].org = 'ghost';
    expect(() => restoreState(s1.world, bad)).toThrow(/delegation\.orders\.allied\.0\.org/);
  });
});

describe('PC-AI-03/04: the delegated A/I plays the formation', () => {
  const s1 = ok(start(), ATTACK).state;
  const turn = playDelegated(s1, 'allied')!;

  it('PC-AI-03: carries out the order with no refused command, marking the part done first', () => {
    expect(turn).not.toBeNull();
    expect(turn.refusals).toEqual([]);
    expect(turn.commands[0]).toEqual({ type: 'delegatedPart' });
    expect(turn.commands.length).toBeGreaterThan(1);
    expect(turn.commands.some((c) => c.type === 'endTurn')).toBe(false);
    expect(turn.state.activeSide).toBe('allied');
    expect(delegationDue(turn.state, 'allied')).toBe(false);
    expect(playDelegated(turn.state, 'allied')).toBeNull();
    expect(turn.lines).toEqual([
      expect.stringMatching(/^22nd Armoured Brigade: attack 17,10, \d+ orders? \(/),
    ]);
  });

  it('PC-AI-03: only units of the delegated formation act; the others do not', () => {
    const view = viewFor(s1, 'allied');
    const orgs = new Set(['a-22armd']);
    let movedIn = 0;
    for (const u of view.own) {
      const after = turn.state.units[u.index]!;
      const under = underAnyOrg(view, u.def.hqOf ?? u.def.org, orgs);
      if (!under) expect(after, u.def.id).toEqual(s1.units[u.index]);
      else if (after.loc !== u.state.loc) movedIn++;
    }
    expect(movedIn).toBeGreaterThan(0);
  });

  it('PC-AI-03: the commands replay to the same state (they go into the log like the player own)', () => {
    const r = applyAll(s1, turn.commands);
    expect(r.error).toBeUndefined();
    expect(stateHash(r.state)).toBe(stateHash(turn.state));
  });

  it('PC-AI-03: a formation handed over later in the part is played alone, the earlier one is not played twice', () => {
    const s2 = ok(turn.state, { type: 'delegate', org: 'a-131', order: 'hold', target: '13,10' }).state;
    expect(viewFor(s2, 'allied').delegated?.map((o) => [o.org, o.due])).toEqual([
      ['a-22armd', false],
      ['a-131', true],
    ]);
    const later = playDelegated(s2, 'allied')!;
    expect(later.refusals).toEqual([]);
    expect(later.lines).toEqual([expect.stringMatching(/^131st Infantry Brigade: defend 13,10/)]);
    const view = viewFor(s2, 'allied');
    for (const u of view.own)
      if (!underAnyOrg(view, u.def.hqOf ?? u.def.org, new Set(['a-131'])))
        expect(later.state.units[u.index], u.def.id).toEqual(s2.units[u.index]);
  });

  it('PC-AI-03: due again in the side next part, and carried out then too', () => {
    let s = turn.state;
    s = ok(s, { type: 'endTurn' }).state; // the Axis part
    expect(delegationDue(s, 'allied')).toBe(false);
    expect(viewFor(s, 'axis').delegationDue).toBeUndefined();
    s = ok(s, { type: 'endTurn' }).state; // turn 2, Allied again
    expect(s.activeSide).toBe('allied');
    expect(delegationDue(s, 'allied')).toBe(true);
    const next = playDelegated(s, 'allied')!;
    expect(next.refusals).toEqual([]);
  });
});

/**
 * A game on test-crossroads with the whole Allied side under A/I orders (the Axis played by the
 * computer opponent): every part the delegated A/I's commands are applied as the client would.
 */
function delegatedGame(optionalRules: string[], turns: number) {
  let s = newGame(scenario, 'delegated-game', { optionalRules }).state;
  for (const cmd of [
    { type: 'delegate', org: 'a-22armd', order: 'attack', target: '17,10' },
    { type: 'delegate', org: 'a-131', order: 'hold', target: '13,10' },
    { type: 'delegate', org: 'a-50div', order: 'move', target: '15,18' },
  ] as Command[])
    s = ok(s, cmd).state;
  const axis = computerSide('ai', s, 'axis', { seed: 'x' });
  const refusals: string[] = [];
  let delegated = 0;
  for (let guard = 0; guard < 200 && !s.result && s.turn <= turns; guard++) {
    if (actingSide(s) === 'axis') {
      const r = axis.playSideTurn(s);
      refusals.push(...r.refusals.map((x) => `axis ${x.command.type}: ${x.error.message}`));
      s = r.state;
      continue;
    }
    const t = playDelegated(s, 'allied');
    if (t) {
      refusals.push(...t.refusals.map((x) => `allied ${x.command.type}: ${x.error.message}`));
      const r = applyAll(s, t.commands); // what the client does with them
      expect(r.error).toBeUndefined();
      s = r.state;
      delegated += t.commands.length - 1;
    }
    if (!s.result) s = ok(s, s.phase ? { type: 'nextPhase' } : { type: 'endTurn' }).state;
  }
  return { s, refusals, delegated };
}

describe('PC-AI-03: a delegated side over several turns', () => {
  it('PC-AI-03: test-crossroads, 5 turns, no refused command', () => {
    const g = delegatedGame([], 5);
    expect(g.refusals).toEqual([]);
    expect(g.s.turn).toBeGreaterThan(5);
    expect(g.delegated).toBeGreaterThan(20);
  });

  it('PC-AI-03 with PC-PHS-02: under Manual Defensive Fire each phase plays its own orders, none refused', () => {
    const g = delegatedGame(['manualDefensiveFire'], 3);
    expect(g.refusals).toEqual([]);
    expect(g.s.turn).toBeGreaterThan(3);
    expect(g.delegated).toBeGreaterThan(10);
  });
});
