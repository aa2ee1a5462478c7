// Cruise missiles of naval units (RS-MSL-10) and the computer's Dr. Strangelove strike (RS-OPT-21).

import { describe, expect, it } from 'vitest';
import { makeDice } from '../src/engine/core/rng.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import { missilesExtension } from '../src/engine/systems/red-strike/missiles/index.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { at, game, HEX, loc, unit } from './red-strike-fixtures.js';

const WP_AS1 = { kind: 'move', stage: 1, segment: 0, side: 'wp' } as const;

describe('cruise missiles (RS-MSL-10)', () => {
  const setup = () =>
    at(
      game([unit('tgt', 'nato', 'armour', HEX(5, 2)), unit('w', 'wp', 'armour', HEX(9, 5))], {
        options: ['missiles', 'naval'],
        extended: {
          naval: {
            units: [
              {
                id: 'kirov',
                side: 'wp',
                nation: 'USSR',
                name: 'Kirov',
                class: 'SAG',
                ma: 30,
                hex: HEX(10, 0),
                missile: 'SS-N-19',
              },
            ],
          },
          installations: [],
        } as never,
      }),
      WP_AS1,
    );
  const cmd = (target: object, hex = HEX(5, 2)) => ({
    type: 'msl-cruise',
    unit: 'kirov',
    hex,
    target,
    warhead: 'HE',
  });

  it('an anti-ship cruise missile cannot attack a ground unit (Missile Table, RS-MSL-3)', () => {
    const r = apply(setup(), cmd({ kind: 'ground', unit: 'tgt' }), { dice: scriptedDice([1, 1]) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('cannot attack a ground target');
  });

  it('a ship fires one salvo a GT (decision RS-D-MSL-CRUISE); a hex target reads the installation number (45)', () => {
    const s = setup();
    const r = apply(s, cmd({ kind: 'hex' }), { dice: scriptedDice([4, 5]) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.interdicted).toContain(loc(s, HEX(5, 2)));
    expect(apply(r.state, cmd({ kind: 'hex' }), { dice: scriptedDice([4, 5]) }).ok).toBe(false);
  });
});

describe('the computer fires cruise missiles (RS-MSL-10)', () => {
  it('at a detected enemy ship in range, with a legal order', () => {
    const s = at(
      game([unit('tgt', 'nato', 'armour', HEX(5, 2)), unit('w', 'wp', 'armour', HEX(9, 5))], {
        options: ['missiles', 'naval'],
        extended: {
          naval: {
            units: [
              {
                id: 'kirov',
                side: 'wp',
                nation: 'USSR',
                name: 'Kirov',
                class: 'SAG',
                ma: 30,
                hex: HEX(10, 0),
                missile: 'SS-N-19',
              },
              { id: 'ff', side: 'nato', nation: 'US', name: 'FF', class: 'ASW', ma: 30, hex: HEX(3, 0) },
            ],
          },
          installations: [],
        } as never,
      }),
      WP_AS1,
    );
    expect(missilesExtension.computer!(viewFor(s, 'wp'), 'ai', makeDice('t'))).toEqual([]);
    s.ext.naval!.units[1]!.detected = true;
    const choices = missilesExtension.computer!(viewFor(s, 'wp'), 'ai', makeDice('t'));
    expect(choices[0]!.command).toMatchObject({
      type: 'msl-cruise',
      unit: 'kirov',
      target: { kind: 'naval', unit: 'ff' },
    });
    expect(apply(s, choices[0]!.command, { dice: scriptedDice([9, 9]) }).ok).toBe(true);
  });
});

describe('the computer and Dr. Strangelove (RS-OPT-21, RS-D-NBC-AI)', () => {
  it('the WP computer fires a nuclear missile in action stage 1 when a senior officer has released them', () => {
    const s = at(
      game(
        [
          unit('scud', 'wp', 'lrmu', HEX(9, 2), { missile: 'Scud-B', subtype: 'missile' }),
          unit('a', 'nato', 'armour', HEX(4, 2)),
          unit('b', 'nato', 'armour', HEX(4, 2)),
          unit('c', 'nato', 'armour', HEX(3, 5)),
        ],
        { options: ['missiles', 'nbc', 'strangelove'] },
      ),
      WP_AS1,
    );
    const before = missilesExtension.computer!(viewFor(s, 'wp'), 'ai', makeDice('t'));
    expect(before.every((c) => (c.command as { warhead: string }).warhead === 'HE')).toBe(true);
    s.ext.nbc!.strangelove.wp = 'owed';
    const choices = missilesExtension.computer!(viewFor(s, 'wp'), 'ai', makeDice('t'));
    expect(choices[0]!.command).toMatchObject({ type: 'msl-fire', hex: HEX(4, 2), warhead: 'small' });
    const r = apply(s, choices[0]!.command);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.ext.nbc!.strangelove.wp).toBe('done');
  });
});
