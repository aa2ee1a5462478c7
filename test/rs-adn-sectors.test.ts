import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hitAdnInstallation, sectorStatus } from '../src/engine/systems/red-strike/adn/api.js';
import { adnExtension } from '../src/engine/systems/red-strike/adn/index.js';
import { installationHits, sectorHits } from '../src/engine/systems/red-strike/adn/sectors.js';
import type { RsEvent } from '../src/engine/systems/red-strike/model.js';
import { adnGame, copy, HEX, loc } from './rs-adn-fixtures.js';

describe('ADN sectors and the hit roster (RS-AIR-100, RS-AIR-101)', () => {
  it('RS-AIR-101: 2 ATAF is fully operational below 8 hits, limited at 8 and out of service at 12', () => {
    const s = copy(adnGame());
    const ev: RsEvent[] = [];
    const inside = loc(s, HEX(3, 3));
    expect(sectorStatus(s, inside)).toBe('full');
    hitAdnInstallation(s, 'crc-a', 4, ev);
    hitAdnInstallation(s, 'crp-a', 3, ev);
    expect(sectorHits(s, '2ATAF')).toBe(7);
    expect(sectorStatus(s, inside)).toBe('full');
    hitAdnInstallation(s, 'crp-a', 1, ev);
    expect(sectorStatus(s, inside)).toBe('limited');
    expect(ev.some((e) => e.type === 'adn-sector' && e.status === 'limited')).toBe(true);
    hitAdnInstallation(s, 'soc-a', 3, ev);
    expect(sectorStatus(s, inside)).toBe('limited');
    hitAdnInstallation(s, 'soc-a', 1, ev);
    expect(sectorStatus(s, inside)).toBe('out');
    expect(ev.filter((e) => e.type === 'adn-sector').map((e) => (e as { status: string }).status)).toEqual([
      'limited',
      'out',
    ]);
  });

  it("RS-AIR-101: a hex outside every sector has no status; the other side's sector is its own", () => {
    const s = adnGame();
    expect(sectorStatus(s, loc(s, HEX(3, 7)))).toBe('none');
    expect(sectorStatus(s, loc(s, HEX(8, 2)))).toBe('full');
  });

  it('RS-AIR-100: an installation takes at most 4 hits; hits beyond 4 do not count toward the sector', () => {
    const s = copy(adnGame());
    const ev: RsEvent[] = [];
    expect(hitAdnInstallation(s, 'crc-a', 3, ev)).toBe(3);
    expect(hitAdnInstallation(s, 'crc-a', 3, ev)).toBe(1);
    expect(hitAdnInstallation(s, 'crc-a', 2, ev)).toBe(0);
    expect(installationHits(s, 'crc-a')).toBe(4);
    expect(sectorHits(s, '2ATAF')).toBe(4);
    expect(ev.some((e) => e.type === 'adn-installation' && e.destroyed)).toBe(true);
  });

  it('RS-AIR-100: an installation in a hex entered by enemy ground troops is destroyed (its 4 hits on the roster)', () => {
    const s = copy(adnGame());
    const ev: RsEvent[] = [];
    hitAdnInstallation(s, 'crc-w', 1, ev);
    adnExtension.groundEntered!(s, 'nato', [0], [loc(s, HEX(9, 3))], ev);
    expect(installationHits(s, 'crc-w')).toBe(4);
    expect(ev.some((e) => e.type === 'adn-installation' && e.why === 'overrun' && e.hits === 3)).toBe(true);
    // Its own side's troops do nothing to it.
    adnExtension.groundEntered!(s, 'nato', [0], [loc(s, HEX(2, 2))], ev);
    expect(installationHits(s, 'crc-a')).toBe(0);
  });

  it('RS-OPT-15: a Wild Weasel doubles its hits on an ADN installation', () => {
    const s = copy(
      adnGame({
        options: ['air', 'wild-weasels'],
        air: [{ id: 'ww', side: 'nato', base: 'ramstein', symbols: { wildWeasel: true } }],
      }),
    );
    expect(hitAdnInstallation(s, 'crc-w', 1, [], { airUnit: 0 })).toBe(2);
    const off = copy(
      adnGame({ air: [{ id: 'ww', side: 'nato', base: 'ramstein', symbols: { wildWeasel: true } }] }),
    );
    expect(hitAdnInstallation(off, 'crc-w', 1, [], { airUnit: 0 })).toBe(1);
  });

  it('RS-AIR-100 (property): whatever the attacks, no installation has more than 4 hits on the roster', () => {
    const base = adnGame();
    const ids = ['crc-a', 'crp-a', 'soc-a', 'crc-w', 'rp-w'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom(...ids), hits: fc.integer({ min: -2, max: 9 }) }), {
          maxLength: 30,
        }),
        (attacks) => {
          const s = copy(base);
          let counted = 0;
          for (const a of attacks) {
            const c = hitAdnInstallation(s, a.id, a.hits, []);
            expect(c).toBeGreaterThanOrEqual(0);
            counted += c;
          }
          for (const id of ids) {
            expect(installationHits(s, id)).toBeGreaterThanOrEqual(0);
            expect(installationHits(s, id)).toBeLessThanOrEqual(4);
          }
          expect(sectorHits(s, '2ATAF') + sectorHits(s, 'LVD3')).toBe(counted);
        },
      ),
    );
  });

  it('the slice passes its snapshot schema', () => {
    const s = copy(adnGame());
    hitAdnInstallation(s, 'crc-a', 2, []);
    expect(adnExtension.snapshot!.safeParse(s.ext.adn).success).toBe(true);
  });
});
