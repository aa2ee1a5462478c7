// The move knowledge kept from command to command (rules/move-layers.ts, issue 21 "Scale") equals
// a fresh pass over every unit (movecost.ts knowledgesByPass), in real games played by the A/I and
// under random changes to a draft's units: moves, losses, eliminations, captures (PC-SUP-38), Rail
// Mode, spotting; including units a draft changes in place after asking (dirty units).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { createAi } from '../src/engine/systems/panzer/ai/index.js';
import { DRAFTS, draftState, newGame, sealDraft } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { Side } from '../src/engine/systems/panzer/model/unit.js';
import { MOVE_LAYERS } from '../src/engine/systems/panzer/rules/move-layers.js';
import {
  knowledgesByPass,
  knowledgesFor,
  releaseKnowledge,
  type MoveKnowledge,
} from '../src/engine/systems/panzer/rules/movecost.js';
import { stateHash } from '../src/engine/systems/panzer/serialize.js';
import { loadBundledScenario } from '../src/scenario/bundled.js';
import { draftUnitFlags, unitsWithin } from '../src/engine/systems/panzer/unit-grid.js';
import { readUnits } from '../src/engine/systems/panzer/draft.js';

const SIDES: readonly Side[] = ['allied', 'axis'];

/** What a knowledge holds that units and hexes decide, as plain data. */
function essence(k: MoveKnowledge) {
  return {
    dyn: Array.from(k.dyn),
    friendMe: Array.from(k.friendMe),
    rail: [...k.friendRailMe].sort((a, b) => a[0] - b[0]),
    ships: [...k.friendShips].sort((a, b) => a[0] - b[0]),
    spottedLocs: k.spottedLocs,
    hexes: k.hexes,
    cell: Array.from(k.cell),
    truth: k.truth,
  };
}

/** Kept layers and a fresh pass agree on `draft` for both sides, fog and truth. */
function expectSame(draft: GameState, where: string): void {
  for (const side of SIDES) {
    const kept = knowledgesFor(draft, side, [false, true]);
    const fresh = knowledgesByPass(draft, side, [false, true]);
    for (let m = 0; m < 2; m++)
      expect(essence(kept[m]!), `${where} ${side} ${m}`).toEqual(essence(fresh[m]!));
    releaseKnowledge(...kept);
    releaseKnowledge(...fresh);
  }
}

const saved = DRAFTS.copyOnWriteFrom;
beforeAll(() => {
  // Every game in drafts, so that the kept layers are used at this size.
  DRAFTS.copyOnWriteFrom = 0;
});
afterAll(() => {
  DRAFTS.copyOnWriteFrom = saved;
  MOVE_LAYERS.kept = true;
});

describe('kept move knowledge (issue 21 "Scale", PC-ZOC-01, PC-UNT-08, PC-MOV-09)', () => {
  it.each(['arnhem-bridge', 'syria-1941'])(
    '%s: after every command of two A/I side-turns it equals a fresh pass',
    (id) => {
      let s = newGame(loadBundledScenario(id), `kept-${id}`).state;
      for (let t = 0; t < 2; t++) {
        const { commands } = createAi(s, s.activeSide).playTurn(s);
        for (const [n, cmd] of commands.entries()) {
          const r = apply(s, cmd);
          if (!r.ok) continue;
          s = r.state;
          if (n % 3 === 0) expectSame(draftState(s), `${id} turn ${t} command ${n}`);
        }
      }
    },
  );

  it('under random changes to drafts, including units changed after the draft asked', () => {
    const base = newGame(loadBundledScenario('arnhem-bridge'), 'kept-random').state;
    const size = base.world.board.size;
    const nUnits = base.units.length;
    const change = fc.record({
      unit: fc.nat(nUnits - 1),
      what: fc.constantFrom('move', 'loss', 'eliminate', 'capture', 'rail', 'broken', 'spot', 'unspot'),
      to: fc.nat(size - 1),
      strength: fc.nat(40),
      after: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.array(change, { maxLength: 6 }), { minLength: 1, maxLength: 8 }), (cmds) => {
        let s = base;
        for (const [c, list] of cmds.entries()) {
          const d = draftState(s);
          const late: typeof list = [];
          for (const ch of list) {
            // Some changes land after the first look: the draft changes a unit it already copied.
            if (ch.after) late.push(ch);
            else edit(d, ch);
          }
          expectSame(d, `command ${c} before`);
          for (const ch of late) edit(d, ch);
          expectSame(d, `command ${c} after`);
          s = sealDraft(d);
        }
        expectSame(draftState(s), 'end');
      }),
      { numRuns: 40 },
    );
  });

  it('the unit grid kept across drafts finds exactly the units a scan finds (unit-grid.ts)', () => {
    const base = newGame(loadBundledScenario('arnhem-bridge'), 'kept-grid').state;
    const size = base.world.board.size;
    const nUnits = base.units.length;
    const change = fc.record({
      unit: fc.nat(nUnits - 1),
      what: fc.constantFrom('move', 'eliminate', 'capture'),
      to: fc.nat(size - 1),
      strength: fc.nat(40),
      after: fc.boolean(),
    });
    const scan = (d: GameState, loc: number, radius: number) =>
      readUnits(d).flatMap((s, i) =>
        s.status === 'active' && s.loc >= 0 && d.world.board.distance(s.loc, loc) <= radius ? [i] : [],
      );
    const check = (d: GameState, loc: number) => {
      for (const radius of [0, 2, 5]) expect(unitsWithin(d, loc, radius)).toEqual(scan(d, loc, radius));
      const flags = draftUnitFlags(d);
      if (flags)
        readUnits(d).forEach((s, i) => {
          expect(flags.live[i]).toBe(s.status === 'active' && s.loc >= 0 ? 1 : 0);
          expect(flags.sideOf[i]).toBe((s.owner ?? d.world.units[i]!.side) === 'allied' ? 0 : 1);
        });
    };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(change, { maxLength: 4 }), fc.nat(size - 1)), {
          minLength: 1,
          maxLength: 8,
        }),
        (cmds) => {
          let s = base;
          for (const [list, loc] of cmds) {
            const d = draftState(s);
            for (const ch of list) if (!ch.after) edit(d, ch);
            check(d, loc);
            for (const ch of list) if (ch.after) edit(d, ch);
            check(d, loc);
            s = sealDraft(d);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a kept-layers game and a fresh-pass game end in the same state hash', () => {
    const play = (kept: boolean) => {
      MOVE_LAYERS.kept = kept;
      let s = newGame(loadBundledScenario('arnhem-bridge'), 'kept-hash').state;
      for (let t = 0; t < 3; t++) s = createAi(s, s.activeSide).playTurn(s).state;
      MOVE_LAYERS.kept = true;
      return stateHash(s);
    };
    expect(play(true)).toBe(play(false));
  });
});

type Change = {
  unit: number;
  what: 'move' | 'loss' | 'eliminate' | 'capture' | 'rail' | 'broken' | 'spot' | 'unspot';
  to: number;
  strength: number;
};

/** One change to a draft, through its copy-on-write containers as a rule handler writes. */
function edit(d: GameState, ch: Change): void {
  const u = d.units[ch.unit]!;
  const enemyOf = d.world.units[ch.unit]!.side === 'allied' ? 'axis' : 'allied';
  switch (ch.what) {
    case 'move':
      u.loc = ch.to;
      break;
    case 'loss':
      u.strength = ch.strength;
      break;
    case 'eliminate':
      u.status = 'eliminated';
      break;
    case 'capture':
      u.owner = enemyOf;
      break;
    case 'rail':
      u.mode = u.mode === 'rail' ? 'travel' : 'rail';
      break;
    case 'broken':
      u.cohesion = 'broken';
      break;
    case 'spot': {
      const k = d.knowledge[enemyOf];
      if (!k.spotted.includes(ch.unit)) d.knowledge[enemyOf] = { ...k, spotted: [...k.spotted, ch.unit] };
      break;
    }
    case 'unspot': {
      const k = d.knowledge[enemyOf];
      d.knowledge[enemyOf] = { ...k, spotted: k.spotted.filter((j) => j !== ch.unit) };
      break;
    }
  }
}
