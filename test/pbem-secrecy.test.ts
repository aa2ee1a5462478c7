// Issue 22: what a turn file shows to someone who has it but no password. The readable part is
// scanned for the sender's units (ids and names) and for every string of the sender's commands
// (units moved, hexes and areas entered): none may appear. The sealed part is base64 of
// AES-256-GCM output; the scan reads everything else, as a person or a script would.
import { describe, expect, it } from 'vitest';
import { decodeTurnFile, parseBody } from '../src/pbem/format.js';
import { openBody } from '../src/save/seal.js';
import { loadBundledGameScenario } from '../src/scenario/bundled.js';
import { exchange } from './pbem-helpers.js';

const PW = { allied: 'a pass', axis: 'x pass', nato: 'n pass', warsaw: 'w pass', german: 'g', soviet: 's' };

/** Every string inside a value (unit ids, hex labels, area names...). */
function strings(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

/** The readable part: the header line and the JSON without the ciphertext and key material. */
function readable(text: string): string {
  const f = decodeTurnFile(text);
  const { sig: _s, signers: _k, ...header } = f.header;
  return `${text.split('\n')[0]}\n${JSON.stringify(header)}`;
}

function passwordsFor(sides: readonly string[]): Record<string, string> {
  return Object.fromEntries(sides.map((s) => [s, PW[s as keyof typeof PW] ?? `${s} password`]));
}

describe('issue 22 secrecy (PC-NET-07, PC-NET-13)', () => {
  it('villers-bocage: no turn file shows the sender’s unit ids, names or the hexes of its commands', () => {
    const loaded = loadBundledGameScenario('villers-bocage');
    const x = exchange('villers-bocage', 6, passwordsFor(loaded.system.sides));
    const units = (loaded.scenario as { units: { id: string; name: string; side: string }[] }).units;
    let checked = 0;
    for (const f of x.files) {
      const file = decodeTurnFile(f.text);
      const key = x.games[f.from]!.keyring.gameKey;
      const body = parseBody(openBody(file.header, file.sealed, key)!);
      const secrets = strings(body.commands);
      for (const u of units.filter((u) => u.side === f.from)) {
        secrets.add(u.id);
        secrets.add(u.name);
      }
      secrets.add(body.seed);
      const text = readable(f.text);
      const raw = f.text;
      for (const s of secrets) {
        if (s.length < 3 || s === f.from) continue; // a side id is public ("allied to play")
        expect(text.includes(s), `file ${f.file} shows "${s}"`).toBe(false);
        // Hex labels ("04,10") and unit ids ("22ab.x") use characters base64 never has.
        if (/[^A-Za-z0-9+/=]/.test(s)) expect(raw.includes(s), `raw file ${f.file} has "${s}"`).toBe(false);
        checked++;
      }
      // The state hashes are sealed too: a hash of a small state could be matched by trying positions.
      expect(text.includes(body.hashAfter)).toBe(false);
      expect(text.includes(body.hashBefore)).toBe(false);
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('a scan that must fail: the same check finds the unit ids in the sealed body once opened', () => {
    const loaded = loadBundledGameScenario('villers-bocage');
    const x = exchange('villers-bocage', 2, passwordsFor(loaded.system.sides));
    const f = x.files[1]!;
    const file = decodeTurnFile(f.text);
    const json = openBody(file.header, file.sealed, x.games[f.from]!.keyring.gameKey)!;
    const moved = [...strings(parseBody(json).commands)].filter((s) => s.length >= 3 && s !== f.from);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.some((s) => json.includes(s))).toBe(true);
  }, 60_000);
});

describe('issue 22 every registered system plays by e-mail', () => {
  for (const scenario of ['stalingrad-factories', 'fulda-gap-1989']) {
    it(`${scenario}: four turn files, each receiver rebuilding the sender’s state`, () => {
      const loaded = loadBundledGameScenario(scenario);
      const x = exchange(scenario, 4, passwordsFor(loaded.system.sides));
      expect(x.files.length).toBe(4);
      expect(x.agreed.every(Boolean)).toBe(true);
      console.log(
        `${scenario} (${loaded.system.id}) turn file sizes: ${x.files.map((f) => f.text.length).join(', ')}`,
      );
    }, 180_000);
  }
});
