// Red Strike special forces (issue 17, §21): RS-SF-1 (markers, friendly movement segments),
// RS-SF-2 (end-step reset), RS-SF-3 (recon on the RS-AIR-68 table, casualty on 7+), RS-SF-4 (raid
// numbers LRMU 2, HQ 3, ADN 5, air base 7; 1 hit, 2 if reconnoitred; casualty on 4+), RS-OPT-18,
// and the computer's orders (legal on its view, none refused).

import { describe, expect, test } from 'vitest';
import { makeDice } from '../src/engine/core/rng.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { isReconnoitred, markRecon } from '../src/engine/systems/red-strike/detection/api.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsCommand, RsEvent, RsState, Step } from '../src/engine/systems/red-strike/model.js';
import { sfComputer } from '../src/engine/systems/red-strike/sf/ai.js';
import { sfExtension } from '../src/engine/systems/red-strike/sf/index.js';
import { checkSf, RAID_NUMBERS } from '../src/engine/systems/red-strike/sf/rules.js';
import { sfSnapshot, type SfCommand } from '../src/engine/systems/red-strike/sf/state.js';
import { detectionSnapshot } from '../src/engine/systems/red-strike/detection/state.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { at, detGame, hx } from './rs-det-fixtures.js';

const natoMove: Step = { kind: 'move', stage: 1, segment: 0, side: 'nato' };
const wpMove: Step = { kind: 'move', stage: 1, segment: 1, side: 'wp' };

function game(options = ['air', 'special-forces'], step: Step = natoMove): RsState {
  const s = detGame(options);
  return { ...s, step };
}

function order(s: RsState, cmd: SfCommand, rolls: number[]) {
  const dice = scriptedDice(rolls);
  const r = apply(s, cmd, { dice });
  return { r, used: dice.used() };
}

const idx = (s: RsState, id: string) => s.world.byId.get(id)!;

describe('RS-SF-3 special-forces reconnaissance', () => {
  test('RS-SF-3 NATO recon of an HQ in clear terrain succeeds on 5 or less (RS-AIR-68) and marks it', () => {
    const s = game();
    const { r, used } = order(s, { type: 'sf-recon', target: { unit: 'w-hq' } }, [5, 6]);
    expect(r.ok).toBe(true);
    expect(used).toBe(2);
    if (!r.ok) return;
    expect(r.events[0]).toMatchObject({
      type: 'sf-recon',
      number: 5,
      roll: 5,
      success: true,
      casualty: false,
    });
    expect(isReconnoitred(r.state, { kind: 'ground', unit: idx(s, 'w-hq') })).toBe(true);
    expect(r.state.ext.sf!.gt.nato).toBe(2);
    expect(r.state.ext.sf!.game.nato).toBe(3);
  });
  test('RS-SF-3 a roll above the number fails; a casualty roll of 7 loses the team ("Available SF (Game)" −1)', () => {
    const s = game();
    const { r } = order(s, { type: 'sf-recon', target: { unit: 'w-hq' } }, [6, 7]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events[0]).toMatchObject({ success: false, casualty: true, casualtyRoll: 7 });
    expect(isReconnoitred(r.state, { kind: 'ground', unit: idx(s, 'w-hq') })).toBe(false);
    expect(r.state.ext.sf!.game.nato).toBe(2);
  });
  test('RS-SF-3 an LRMU in woods: NATO 3, WP would need 2', () => {
    const s = game();
    const plan = checkSf(s, { type: 'sf-recon', target: { unit: 'w-lrmu' } }, 'nato');
    expect('number' in plan && plan.number).toBe(3);
    const w = game(undefined, wpMove);
    const p2 = checkSf(w, { type: 'sf-recon', target: { unit: 'n-hq' } }, 'wp');
    expect('number' in p2 && p2.number).toBe(4);
  });
  test("RS-SF-3 an air base: 9 in clear terrain; a stack is read in its hardest unit's column", () => {
    const s = game();
    const base = checkSf(s, { type: 'sf-recon', target: { installation: 'wb' } }, 'nato');
    expect('number' in base && base.number).toBe(9);
    s.units[idx(s, 'w-arm2')]!.loc = at(s, hx(14, 1));
    const stack = checkSf(s, { type: 'sf-recon', target: { unit: 'w-arm2' }, stack: true }, 'nato');
    expect('ground' in stack && stack.ground.length).toBe(2);
    expect('number' in stack && stack.number).toBe(5);
  });
});

describe('RS-SF-4 special-forces raids', () => {
  test('RS-SF-4 success numbers: LRMU 2, HQ 3, ADN 5, air base 7', () => {
    expect(RAID_NUMBERS).toEqual({ lrmu: 2, hq: 3, adn: 5, airbase: 7 });
    const s = game();
    const hq = checkSf(s, { type: 'sf-raid', target: { unit: 'w-hq' } }, 'nato');
    expect('number' in hq && hq.number).toBe(3);
    const base = checkSf(s, { type: 'sf-raid', target: { installation: 'wb' } }, 'nato');
    expect('number' in base && base.number).toBe(7);
  });
  test('RS-SF-4 a raid on an LRMU on 2: one hit destroys it (RS-HIT-5); casualty on 4', () => {
    const s = game();
    const { r } = order(s, { type: 'sf-raid', target: { unit: 'w-lrmu' } }, [2, 4]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events[0]).toMatchObject({ type: 'sf-raid', number: 2, success: true, hits: 1, casualty: true });
    expect(r.state.units[idx(s, 'w-lrmu')]!.eliminated).toBe(true);
    expect(r.state.ext.sf!.game.nato).toBe(2);
    // A raid never takes control (RS-SF-4).
    expect(r.state.control[at(s, hx(13, 2))]).toBe('wp');
  });
  test('RS-SF-4 a roll of 3 fails against an LRMU; casualty roll 3 is no loss', () => {
    const s = game();
    const { r } = order(s, { type: 'sf-raid', target: { unit: 'w-lrmu' } }, [3, 3]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({ success: false, hits: 0, casualty: false });
    expect(r.state.units[idx(s, 'w-lrmu')]!.eliminated).toBe(false);
  });
  test('RS-SF-4 a reconnoitred HQ takes 2 hits', () => {
    const s = game();
    markRecon(s, { kind: 'ground', unit: idx(s, 'w-hq') }, []);
    const { r } = order(s, { type: 'sf-raid', target: { unit: 'w-hq' } }, [3, 1]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toMatchObject({ hits: 2 });
    expect(r.state.units[idx(s, 'w-hq')]!.hits).toBe(2);
  });
  test('RS-SF-4 raids target only LRMUs, HQs, ADN installations and air bases', () => {
    const s = game();
    const r = apply(s, { type: 'sf-raid', target: { unit: 'w-arm' } }, { dice: scriptedDice([]) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-SF-4');
  });
  test('RS-OPT-18 a raid needs the HQ found first', () => {
    const s = game(['air', 'special-forces', 'hq-detection']);
    const r = apply(s, { type: 'sf-raid', target: { unit: 'w-hq' } }, { dice: scriptedDice([]) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-OPT-18');
    const rec = order(s, { type: 'sf-recon', target: { unit: 'w-hq' } }, [1, 1]).r;
    if (!rec.ok) throw new Error(rec.error.message);
    expect(checkSf(rec.state, { type: 'sf-raid', target: { unit: 'w-hq' } }, 'nato')).toHaveProperty(
      'number',
      3,
    );
  });
});

describe('RS-SF-1 / RS-SF-2 the markers and the segments', () => {
  test('RS-SF-1 missions are launched in a friendly movement segment only', () => {
    const assign = game(undefined, { kind: 'assign', side: 'nato' });
    const r = apply(assign, { type: 'sf-recon', target: { unit: 'w-hq' } }, { dice: scriptedDice([]) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-SF-1');
    const plan = checkSf(game(undefined, wpMove), { type: 'sf-recon', target: { unit: 'w-hq' } }, 'nato');
    expect(plan).toHaveProperty('code', 'WRONG_PHASE');
    const w = game(undefined, wpMove);
    const p2 = checkSf(w, { type: 'sf-recon', target: { unit: 'n-hq' } }, 'wp');
    expect('number' in p2 && p2.number).toBe(4);
  });
  test('RS-SF-1 no more missions than "Available SF (GT)"', () => {
    let s = game();
    for (let k = 0; k < 3; k++) {
      const r = apply(s, { type: 'sf-recon', target: { unit: 'w-arm' } }, { dice: scriptedDice([10, 1]) });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const r = apply(s, { type: 'sf-recon', target: { unit: 'w-arm' } }, { dice: scriptedDice([]) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-SF-1');
  });
  test('RS-SF-2 the end step resets "Available SF (GT)" less casualties', () => {
    const s = game();
    s.ext.sf!.gt.nato = 0;
    s.ext.sf!.game.nato = 2;
    const ev: RsEvent[] = [];
    sfExtension.endStep!(s, scriptedDice([]), ev);
    expect(s.ext.sf!.gt).toEqual({ nato: 2, wp: 2 });
    expect(sfExtension.describe!(s, ev[0]!)).toContain('RS-SF-2');
  });
});

describe('the computer player', () => {
  test('its special-forces orders are legal on its view and none is refused', () => {
    let s = game(['air', 'special-forces']);
    s.units[idx(s, 'n-arm')]!.loc = at(s, hx(11, 1));
    const dice = makeDice('sf');
    let launched = 0;
    for (let k = 0; k < 6; k++) {
      const choices = sfComputer(viewFor(s, 'nato'), 'ai', dice);
      if (choices.length === 0) break;
      const cmd = choices[0]!.command as RsCommand;
      const r = apply(s, cmd);
      expect(r.ok ? null : r.error.message).toBeNull();
      if (!r.ok) break;
      launched++;
      s = r.state;
    }
    expect(launched).toBeGreaterThan(0);
    // Spread over the GT: at most ceil(3 / 3) = 1 in stage 1.
    expect(launched).toBe(1);
  });
  test('nothing outside its own movement segment', () => {
    const s = game(undefined, wpMove);
    expect(sfComputer(viewFor(s, 'nato'), 'ai', makeDice('x'))).toEqual([]);
  });
});

describe('snapshots', () => {
  test('the det and sf slices after play match their snapshot schemas (saves are checked)', () => {
    const s = game();
    markRecon(s, { kind: 'ground', unit: idx(s, 'w-hq') }, []);
    const r = apply(s, { type: 'sf-raid', target: { unit: 'w-hq' } }, { dice: scriptedDice([1, 9]) });
    if (!r.ok) throw new Error(r.error.message);
    const json = JSON.parse(JSON.stringify(r.state.ext));
    expect(detectionSnapshot.safeParse(json.det).success).toBe(true);
    expect(sfSnapshot.safeParse(json.sf).success).toBe(true);
  });
});
