// Issue 22: every refusal of a turn file, each with its sentence, and nothing lost afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeTurnFile,
  encodeTurnFile,
  parseBody,
  type TurnBody,
  type TurnHeader,
} from '../src/pbem/format.js';
import { openTurn, type PbemGame } from '../src/pbem/game.js';
import { restoreJournal, type Journal } from '../src/pbem/journal.js';
import { PbemRefusal } from '../src/pbem/refusal.js';
import { sign, signerFor, type Signer } from '../src/pbem/sign.js';
import { openBody, sealBody } from '../src/save/seal.js';
import { exchange, resolve, TEST_KDF, type Exchange } from './pbem-helpers.js';

const PW = { allied: 'allied secret', axis: 'axis secret' };
let x: Exchange;
let other: Exchange;
/** The side that starts (A, sends files 1, 3, 5) and the one that joins (B, sends file 2). */
let A: string;
let B: string;
/** B's record after it wrote file 2; file 3 (A's) is the one it should open next. */
let axisAt2: Journal;
let file3: string;

beforeAll(() => {
  x = exchange('villers-bocage', 5, PW);
  other = exchange('villers-bocage', 3, PW);
  A = x.files[0]!.from;
  B = x.files[1]!.from;
  axisAt2 = x.history.find((h) => h.side === B && h.file === 2)!.journal;
  file3 = x.files[2]!.text;
  expect(x.files[2]!.from).toBe(A);
}, 60_000);

function open(text: string, journal: Journal | null = axisAt2, password?: string, joinCode?: string) {
  return openTurn(text, {
    journal,
    password: password ?? PW[B as keyof typeof PW],
    ...(joinCode !== undefined ? { joinCode } : {}),
    resolve,
    restore: restoreJournal,
  });
}

function refusal(f: () => unknown): PbemRefusal {
  try {
    f();
  } catch (e) {
    if (e instanceof PbemRefusal) return e;
    throw e;
  }
  throw new Error('the file was accepted');
}

/** Re-writes a file as someone holding the game key would: new body or header, signed by `signer`. */
function forge(
  text: string,
  game: PbemGame,
  signer: Signer,
  change: { body?: (b: TurnBody) => TurnBody; header?: (h: TurnHeader) => TurnHeader },
): string {
  const f = decodeTurnFile(text);
  const body = parseBody(openBody(f.header, f.sealed, game.keyring.gameKey)!);
  const b = change.body ? change.body(body) : body;
  const { sig: _sig, ...unsigned } = change.header ? change.header(f.header) : f.header;
  const header = { ...unsigned, sig: sign(signer, unsigned, b) };
  return encodeTurnFile({ header, sealed: sealBody(header, b, game.keyring) });
}

describe('issue 22 refusals (PC-NET-07)', () => {
  it('accepts the true file 3 from the record at file 2 (the control for every case below)', () => {
    const o = open(file3);
    expect(o.game.file).toBe(3);
    expect(o.events.length).toBeGreaterThan(0);
  });

  it('a tampered file: a changed character of the payload', () => {
    const lines = file3.split('\n');
    const k = 5;
    const c = lines[3]!;
    lines[3] = c.slice(0, k) + (c[k] === 'A' ? 'B' : 'A') + c.slice(k + 1);
    const r = refusal(() => open(lines.join('\n')));
    expect(r.code).toBe('tampered');
    expect(r.message).toMatch(/^this turn file is refused: .*; nothing was changed$/);
  });

  it('a tampered file: a readable field changed consistently in the header line and the JSON', () => {
    const f = decodeTurnFile(file3);
    const changed = encodeTurnFile({ header: { ...f.header, turn: f.header.turn + 1 }, sealed: f.sealed });
    const r = refusal(() => open(changed));
    expect(r.code).toBe('tampered');
    expect(r.message).toContain('changed after it was written');
  });

  it('a tampered file: the header line disagrees with the contents', () => {
    const lines = file3.split('\n');
    lines[0] = lines[0]!.replace(/turn \d+/, 'turn 99');
    expect(refusal(() => open(lines.join('\n'))).code).toBe('tampered');
  });

  it('a replayed file: file 1 again, and the B player opening their own file 2', () => {
    const r = refusal(() => open(x.files[0]!.text));
    expect(r.code).toBe('replayed');
    expect(r.message).toContain('already at file 2');
    const own = refusal(() => open(x.files[1]!.text));
    expect(own.code).toBe('replayed');
    expect(own.message).toContain('your own file 2');
  });

  it('a reordered file: file 5 before file 3', () => {
    const r = refusal(() => open(x.files[4]!.text));
    expect(r.code).toBe('out-of-order');
    expect(r.message).toContain('the next file of this game is 3');
  });

  it('a reordered file: a file numbered 3 that does not follow this file 2 (forked chain)', () => {
    const forked = forge(file3, x.games[A]!, x.games[A]!.signer, {
      header: (h) => ({ ...h, prev: '0'.repeat(64) }),
    });
    expect(refusal(() => open(forked)).code).toBe('out-of-order');
  });

  it('a file from another game', () => {
    const r = refusal(() => open(other.files[2]!.text));
    expect(r.code).toBe('another-game');
    expect(r.message).toContain(`not from game ${axisAt2.game}`);
  });

  it('a file opened with the wrong password, and file 1 with the wrong join code', () => {
    const r = refusal(() => open(file3, axisAt2, 'not the B password'));
    expect(r.code).toBe('wrong-password');
    expect(r.message).toContain(`not the password of ${B}`);
    const j = refusal(() => open(x.files[0]!.text, null, 'new axis pw', 'AAAA-BBBB-CCCC-DDDD'));
    expect(j.code).toBe('wrong-password');
    expect(j.message).toContain('join code');
  });

  it('a file signed with the wrong password: forged by a holder of the game key as A', () => {
    const allied = x.games[A]!;
    const salt = allied.signers[A]!.salt;
    const wrong = signerFor('guessed allied password', salt, TEST_KDF);
    const forged = forge(file3, allied, wrong, {});
    const r = refusal(() => open(forged));
    expect(r.code).toBe('bad-signature');
    expect(r.message).toContain(`not signed with the password of ${A}`);
  });

  it('a file whose log does not reproduce its state hash', () => {
    const allied = x.games[A]!;
    const wrongHash = forge(file3, allied, allied.signer, {
      body: (b) => ({ ...b, hashAfter: 'f'.repeat(64) }),
    });
    const r = refusal(() => open(wrongHash));
    expect(r.code).toBe('state-mismatch');
    expect(r.message).toContain('do not reproduce its state hash');
    // A command dropped from the middle: the rest replays, the hash does not match.
    const dropped = forge(file3, allied, allied.signer, {
      body: (b) => ({ ...b, commands: b.commands.filter((_, i) => i !== 0) }),
    });
    expect(refusal(() => open(dropped)).code).toBe('state-mismatch');
    // A state before that is not the one the receiver sent.
    const before = forge(file3, allied, allied.signer, {
      body: (b) => ({ ...b, hashBefore: 'e'.repeat(64) }),
    });
    expect(refusal(() => open(before)).message).toContain('not the one you sent');
  });

  it('nothing is lost: after every refusal the record still opens the true file 3', () => {
    expect(open(file3).game.file).toBe(3);
  });
});
