// Missiles (§14): LRMU fire, the d100 roll, shots, Patriot, World Opinion, NBC warheads, the computer.

import { describe, expect, it } from 'vitest';
import { makeDice } from '../src/engine/core/rng.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { cloneState } from '../src/engine/systems/red-strike/game.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import { markRecon } from '../src/engine/systems/red-strike/detection/api.js';
import { fireMissile } from '../src/engine/systems/red-strike/missiles/api.js';
import { missilesExtension } from '../src/engine/systems/red-strike/missiles/index.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

const WP_AS1 = { kind: 'move', stage: 1, segment: 0, side: 'wp' } as const;

function setup(options: string[] = ['missiles'], extra: Parameters<typeof game>[1] = {}): RsState {
  const s = game(
    [
      unit('ss21', 'wp', 'lrmu', HEX(7, 2), { missile: 'SS-21', subtype: 'missile' }),
      unit('scud', 'wp', 'lrmu', HEX(9, 2), { missile: 'Scud-B', subtype: 'missile' }),
      unit('tgt', 'nato', 'armour', HEX(5, 2)),
      unit('phq', 'nato', 'hq', HEX(3, 5), { support: { patriot: true } }),
      unit('pt', 'nato', 'armour', HEX(5, 5), { hq: 'phq' }),
      unit('lance', 'nato', 'lrmu', HEX(5, 3), { missile: 'Lance', subtype: 'missile' }),
      unit('eis', 'wp', 'armour', HEX(7, 3)),
    ],
    { options, ...extra },
  );
  return at(s, WP_AS1);
}

const fireAt = (unitId: string, hex: string, target: object, warhead = 'HE') => ({
  type: 'msl-fire',
  unit: unitId,
  hex,
  target,
  warhead,
});

function ok(r: ReturnType<typeof apply>): { state: RsState; events: readonly RsEvent[] } {
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('missiles (§14)', () => {
  it('RS-MSL-13: AS-4 with HE hits on d100 57 and misses on 58', () => {
    const s = setup();
    const hex = loc(s, HEX(5, 2));
    const a = cloneState(s);
    const ev: RsEvent[] = [];
    // An interdiction attack on a hex: no +20 (RS-MSL-4 is for units).
    expect(fireMissile(a, 'wp', 'AS-4', hex, { kind: 'hex' }, 'HE', scriptedDice([5, 7]), ev)).toBe(true);
    expect(a.interdicted).toContain(hex);
    const b = cloneState(s);
    expect(fireMissile(b, 'wp', 'AS-4', hex, { kind: 'hex' }, 'HE', scriptedDice([5, 8]), [])).toBe(false);
    expect(b.interdicted).not.toContain(hex);
  });

  it('RS-MSL-4: +20 to the d100 against a unit not reconnoitred (SS-21 HE vs ground: 60)', () => {
    const s = setup();
    const cmd = fireAt('ss21', HEX(5, 2), { kind: 'ground', unit: 'tgt' });
    const hit = ok(apply(s, cmd, { dice: scriptedDice([4, 10]) })); // 40 + 20 = 60
    expect(hit.state.units[idx(s, 'tgt')]!.hits).toBe(1);
    expect(hit.state.units[idx(s, 'tgt')]!.reduced).toBe(false); // RS-HIT-3: HE never flips
    const miss = ok(apply(s, cmd, { dice: scriptedDice([4, 1]) })); // 41 + 20 = 61
    expect(miss.state.units[idx(s, 'tgt')]!.hits).toBe(0);
    // Reconnoitred: no modifier.
    const r = cloneState(s);
    markRecon(r, { kind: 'ground', unit: idx(s, 'tgt') }, []);
    const hit2 = ok(apply(r, cmd, { dice: scriptedDice([6, 10]) })); // 60
    expect(hit2.state.units[idx(s, 'tgt')]!.hits).toBe(1);
    const ev = hit2.events.find((e) => e.type === 'msl-fired');
    expect(ev).toMatchObject({ roll: 60, drm: 0, need: 60, hit: true });
  });

  it('RS-MSL-2: 3 shots for the game, then the LRMU leaves the game', () => {
    let s = setup();
    const cmd = fireAt('ss21', HEX(5, 2), { kind: 'hex' });
    for (let k = 0; k < 3; k++) s = ok(apply(s, cmd, { dice: scriptedDice([9, 9]) })).state;
    expect(s.ext.msl!.fired['ss21']).toBe(3);
    expect(s.units[idx(s, 'ss21')]!.eliminated).toBe(true);
    const r = apply(s, cmd, { dice: scriptedDice([9, 9]) });
    expect(r.ok).toBe(false);
  });

  it('RS-OPT-19: one shot a GT, replenished in the end step for 4 SP', () => {
    let s = setup(['missiles', 'missile-stocks']);
    const cmd = fireAt('ss21', HEX(5, 2), { kind: 'hex' });
    s = ok(apply(s, cmd, { dice: scriptedDice([9, 9]) })).state;
    const again = apply(s, cmd, { dice: scriptedDice([9, 9]) });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.message).toContain('RS-OPT-19');
    const sp = s.sp.wp;
    const events: RsEvent[] = [];
    missilesExtension.endStep!(s, scriptedDice([]), events);
    expect(s.sp.wp).toBe(sp - 4);
    expect(s.ext.msl!.empty).toEqual([]);
    expect(apply(s, cmd, { dice: scriptedDice([9, 9]) }).ok).toBe(true);
  });

  it('RS-GND-24: an LRMU fires only in the segments its mode moves in', () => {
    const s = setup();
    s.units[idx(s, 'ss21')]!.mode = 'reserve';
    const r = apply(s, fireAt('ss21', HEX(5, 2), { kind: 'hex' }), { dice: scriptedDice([1, 1]) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('RS-GND-24');
  });

  it('RS-MSL-3: out of range and wrong warheads are refused', () => {
    const s = setup();
    const far = apply(s, fireAt('ss21', HEX(0, 2), { kind: 'hex' }), { dice: scriptedDice([1, 1]) });
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.message).toContain('range is 2');
    // Chemical and nuclear warheads need NBC rules and a release (RS-NBC-5, RS-NBC-20).
    expect(
      apply(s, fireAt('scud', HEX(5, 2), { kind: 'hex' }, 'CH'), { dice: scriptedDice([1, 1]) }).ok,
    ).toBe(false);
    expect(
      apply(s, fireAt('scud', HEX(5, 2), { kind: 'hex' }, 'small'), { dice: scriptedDice([1, 1]) }).ok,
    ).toBe(false);
  });

  it('RS-MSL-12: Patriot destroys the missile on 1-7, lets it through on 8-10', () => {
    const s = setup();
    const cmd = fireAt('scud', HEX(5, 5), { kind: 'ground', unit: 'pt' });
    const killed = ok(apply(s, cmd, { dice: scriptedDice([7]) }));
    expect(killed.state.units[idx(s, 'pt')]!.hits).toBe(0);
    expect(killed.events.find((e) => e.type === 'msl-fired')).toMatchObject({
      patriot: { roll: 7, destroyed: true },
    });
    // The shot is spent all the same.
    expect(killed.state.ext.msl!.fired['scud']).toBe(1);
    const through = ok(apply(s, cmd, { dice: scriptedDice([8, 1, 10]) })); // d100 10 + 20 <= 40
    expect(through.state.units[idx(s, 'pt')]!.hits).toBe(1);
    // A unit out of the Patriot HQ's command range has no Patriot.
    const t = ok(
      apply(s, fireAt('scud', HEX(5, 2), { kind: 'ground', unit: 'tgt' }), { dice: scriptedDice([1, 10]) }),
    );
    expect(t.events.find((e) => e.type === 'msl-fired')).not.toHaveProperty('patriot');
  });

  it('RS-MSL-6: a missile attack on a city hex moves World Opinion 1 toward the defender', () => {
    let s = setup(['missiles', 'nbc']);
    s = at(s, { kind: 'move', stage: 3, segment: 0, side: 'nato' });
    s.initiative = 'wp';
    const r = ok(
      apply(s, fireAt('lance', HEX(7, 3), { kind: 'ground', unit: 'eis' }), { dice: scriptedDice([9, 9]) }),
    );
    expect(r.state.ext.nbc!.wo).toBe(-1);
    expect(r.events.some((e) => e.type === 'nbc-wo')).toBe(true);
  });

  it('RS-NBC-13: a released nuclear missile is a sure hit (medium): 7 hits, DEFCON, WO, VP', () => {
    const s = setup(['missiles', 'nbc'], {
      extended: { nbc: { defcon: 5, worldOpinion: 0, authorised: { wp: true } }, installations: [] },
    });
    const r = ok(apply(s, fireAt('scud', HEX(5, 2), { kind: 'hex' }, 'medium'), { dice: scriptedDice([]) }));
    const n = r.state.ext.nbc!;
    expect(r.state.units[idx(s, 'tgt')]!.eliminated).toBe(true); // 4 CS, 7 hits
    expect(n.defcon).toBe(4);
    expect(n.wo).toBe(2);
    expect(n.vp.firstNuclear.nato).toBe(15);
    expect(n.markers).toEqual([
      { hex: loc(s, HEX(5, 2)), kind: 'attack', rotation: 0, chain: 1, last: true },
    ]);
  });

  it('the computer fires HE at an enemy HQ in range, and the order is legal', () => {
    const s = game(
      [
        unit('scud', 'wp', 'lrmu', HEX(9, 2), { missile: 'Scud-B', subtype: 'missile' }),
        unit('hq', 'nato', 'hq', HEX(4, 2)),
        unit('a', 'nato', 'armour', HEX(2, 2), { hq: 'hq' }),
      ],
      { options: ['missiles'] },
    );
    const st = at(s, WP_AS1);
    const choices = missilesExtension.computer!(viewFor(st, 'wp'), 'ai', makeDice('t'));
    expect(choices[0]!.command).toMatchObject({
      type: 'msl-fire',
      unit: 'scud',
      target: { kind: 'ground', unit: 'hq' },
    });
    expect(apply(st, choices[0]!.command).ok).toBe(true);
    // No NBC first use: no nuclear or chemical order.
    expect(choices.every((c) => (c.command as { warhead: string }).warhead === 'HE')).toBe(true);
  });
});
