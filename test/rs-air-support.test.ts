import { describe, expect, it } from 'vitest';
import { reconNeed } from '../src/engine/systems/red-strike/air/recce.js';
import { reconSuccessNumber } from '../src/engine/systems/red-strike/detection/data.js';
import { landingDrm, landingResult } from '../src/engine/systems/red-strike/air/transport.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { isReconnoitred } from '../src/engine/systems/red-strike/detection/api.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { airGame, at, HEX, natoSegment, withModes } from './rs-air-fixtures.js';
import { unit } from './red-strike-fixtures.js';

function must(s: RsState, cmd: unknown, rolls: number[]) {
  const r = apply(s, cmd, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

/** WP armour at 05,03 attacks the NATO infantry at 04,03 in combat phase 1 (the WP has the initiative). */
function combatGame(b = 8): RsState {
  const s = airGame({
    ground: [unit('n-inf', 'nato', 'infantry', HEX(4, 3)), unit('w-arm', 'wp', 'armour', HEX(5, 3))],
    air: [
      { id: 'a10', side: 'nato', base: 'ramstein', b },
      { id: 'a10b', side: 'nato', base: 'ramstein', b },
      { id: 'su25', side: 'wp', base: 'altenburg', b: 5 },
    ],
  });
  return withModes(at(s, { kind: 'combat', stage: 1, side: 'wp' }), ['a10', 'a10b', 'su25']);
}

describe('close air support (RS-AIR-62, RS-GCB-25, RS-SEQ-9 #4)', () => {
  it('RS-AIR-62: with the air war on, CAS is not declared with the attack', () => {
    const s = combatGame();
    const r = apply(s, { type: 'attack', units: ['w-arm'], hex: HEX(4, 3), flags: { attackerCas: true } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-AIR-62');
  });

  it('RS-AIR-62: the defender\u2019s successful CAS sets the combat flag (RS-GCB-42); hits beyond the first are inflicted; no more CAS after', () => {
    const s = must(combatGame(), { type: 'attack', units: ['w-arm'], hex: HEX(4, 3) }, []).state;
    expect(s.combat?.phase).toBe('withdraw');
    // The WP stack tries to detect the A-10 entering its hex (10: not detected); B 8, roll 1:
    // difference 7 → 2 hits on the green row: 1 virtual (the flag), 1 on the attacker's stack.
    const r = must(s, { type: 'air-cas', units: ['a10'] }, [10, 1]);
    expect(r.state.combat!.flags.defenderCas).toBe(true);
    const w = r.state.units[r.state.world.byId.get('w-arm')!]!;
    expect(w.hits).toBe(1);
    expect(w.reduced).toBe(false);
    const again = apply(r.state, { type: 'air-cas', units: ['a10b'] }, { dice: scriptedDice([1]) });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.rule).toBe('RS-AIR-62');
  });

  it('RS-AIR-62: a CAS roll above B fails; another mission may try', () => {
    const s = must(combatGame(4), { type: 'attack', units: ['w-arm'], hex: HEX(4, 3) }, []).state;
    const r = must(s, { type: 'air-cas', units: ['a10'] }, [10, 5]);
    expect(r.state.combat!.flags.defenderCas ?? false).toBe(false);
    const t = must(r.state, { type: 'air-cas', units: ['a10b'] }, [10, 4]);
    expect(t.state.combat!.flags.defenderCas).toBe(true);
  });

  it('RS-SEQ-9 #4: the declaring side\u2019s CAS waits for the defender (decision RS-D-AIRCASORDER)', () => {
    const s = must(combatGame(), { type: 'attack', units: ['w-arm'], hex: HEX(4, 3) }, []).state;
    // The combat waits for NATO: a WP order is not the acting side's.
    const n = { ...s, combat: { ...s.combat!, phase: 'attack' as const } };
    // NATO's infantry tries to detect the Su-25 entering its hex (10: no); B 5, roll 1: success.
    const r = must(n, { type: 'air-cas', units: ['su25'] }, [10, 1]);
    expect(r.state.combat!.flags.attackerCas).toBe(true);
  });
});

describe('air reconnaissance (RS-AIR-66, RS-AIR-68)', () => {
  it('RS-AIR-68: air recce reads the Recon Success Table of detection (shared with RS-SF-3)', () => {
    expect(reconNeed('lrmu', 'clear', 'wp')).toBe(reconSuccessNumber('wp', 'lrmu', 'clear'));
    expect(reconNeed('unit', 'woods', 'nato')).toBe(reconSuccessNumber('nato', 'assault', 'woods'));
    expect(reconNeed('installation', 'woods', 'nato')).toBe(8);
  });

  it('RS-AIR-66: a NATO recce of an assault unit in clear succeeds on 1d10 ≤ 5: Recon marker, 1 SP, 1 recce used', () => {
    const s = natoSegment(airGame());
    const r = must(s, { type: 'air-recce', unit: 'w-arm' }, [5, 3]);
    expect(isReconnoitred(r.state, { kind: 'ground', unit: s.world.byId.get('w-arm')! })).toBe(true);
    expect(r.state.sp.nato).toBe(s.sp.nato - 1);
    expect(r.state.ext.air!.recce.nato).toBe(1);
    expect(r.state.ext.air!.recceMax.nato).toBe(2);
  });

  it('RS-AIR-66: a failed roll places nothing; a casualty roll of 10 loses a recce mission for good', () => {
    const s = natoSegment(airGame());
    const r = must(s, { type: 'air-recce', unit: 'w-arm' }, [6, 10]);
    expect(isReconnoitred(r.state, { kind: 'ground', unit: s.world.byId.get('w-arm')! })).toBe(false);
    expect(r.state.ext.air!.recceMax.nato).toBe(1);
    const t = must(r.state, { type: 'air-recce', installation: 'altenburg' }, [9, 1]);
    expect(isReconnoitred(t.state, { kind: 'installation', id: 'altenburg' })).toBe(true);
    const none = apply(t.state, { type: 'air-recce', unit: 'w-arm' }, { dice: scriptedDice([1, 1]) });
    expect(none.ok).toBe(false);
  });
});

describe('air/para combat transport (RS-AIR-67)', () => {
  it('RS-AIR-67: the landing table and its DRMs', () => {
    expect(landingResult(5)).toBe('landed');
    expect(landingResult(6)).toBe('hit');
    expect(landingResult(8)).toBe('hit');
    expect(landingResult(9)).toBe('eliminated');
    expect(landingDrm('helicopter', 'clear', false)).toBe(-2);
    expect(landingDrm('aircraft', 'woodedRough', true)).toBe(3);
    expect(landingDrm('aircraft', 'city', false)).toBe(1);
  });

  function paraGame(): RsState {
    const s = airGame({
      ground: [
        unit('n-para', 'nato', 'infantry', HEX(2, 3), { subtype: 'airborne' }),
        unit('n-inf', 'nato', 'infantry', HEX(4, 3)),
        unit('w-arm', 'wp', 'armour', HEX(8, 3)),
      ],
    });
    // The AS3 reaction segment: the NATO (reaction) frontline units may move.
    return at(s, { kind: 'move', stage: 3, segment: 0, side: 'nato' });
  }

  it('RS-AIR-67: a helicopter lift to a clear hex rolls 7 − 2 = 5: the unit lands and may spend half its MA', () => {
    const s = paraGame();
    const r = must(s, { type: 'air-transport', unit: 'n-para', to: HEX(4, 1), lift: 'helicopter' }, [7]);
    const i = s.world.byId.get('n-para')!;
    expect(r.state.units[i]!.loc).toBe(s.world.map.board.parse(HEX(4, 1)));
    expect(r.state.units[i]!.mpLeft).toBe(3);
    expect(r.state.ext.air!.transport.nato).toBeLessThan(s.ext.air!.transport.nato);
  });

  it('RS-AIR-67: 6-8 lands with a hit, 9 or more eliminates; ineligible units and enemy-occupied hexes are refused', () => {
    const s = paraGame();
    const i = s.world.byId.get('n-para')!;
    // Clear hex, helicopter: 10 − 2 = 8: lands with a hit (flipped, as a hit on the transport).
    const t = must(s, { type: 'air-transport', unit: 'n-para', to: HEX(5, 1), lift: 'helicopter' }, [10]);
    expect(t.state.units[i]!.reduced).toBe(true);
    expect(t.state.units[i]!.eliminated).toBe(false);
    // Woods 05,00: 10 − 1 + 1 = 10: eliminated.
    const w = must(s, { type: 'air-transport', unit: 'n-para', to: HEX(5, 0), lift: 'helicopter' }, [10]);
    expect(w.state.units[i]!.eliminated).toBe(true);
    const inf = apply(s, { type: 'air-transport', unit: 'n-inf', to: HEX(4, 1), lift: 'helicopter' });
    expect(inf.ok).toBe(false);
    const occ = apply(s, { type: 'air-transport', unit: 'n-para', to: HEX(8, 3), lift: 'helicopter' });
    expect(occ.ok).toBe(false);
    const plane = apply(s, { type: 'air-transport', unit: 'n-para', to: HEX(4, 1), lift: 'aircraft' });
    expect(plane.ok).toBe(false);
  });
});
