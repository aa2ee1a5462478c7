// Failed logins per remote address, with a backoff (issue 19 "Limit authentication attempts per
// address, with a backoff"). After `maxAuthFailures` failures within `authWindowMs`, the address is
// blocked for `authBackoffMs`; each further block doubles it, up to `authBackoffMaxMs`. While it is
// blocked every attempt is refused, the right password too: that is what stops the guessing.
// A login that succeeds clears nothing (else an attacker with an account of their own could reset
// the count between guesses). The clock is a parameter so that tests step it.

import type { ServeLimits } from './limits.js';

type LimiterLimits = Pick<
  ServeLimits,
  'maxAuthFailures' | 'authWindowMs' | 'authBackoffMs' | 'authBackoffMaxMs'
>;

interface AddressRecord {
  /** Times of the failures within the window, oldest first. */
  failures: number[];
  blockedUntil: number;
  /** How many times this address has been blocked (the backoff doubles with each). */
  strikes: number;
  lastSeen: number;
}

export class AuthLimiter {
  private readonly byAddress = new Map<string, AddressRecord>();

  constructor(
    private readonly limits: LimiterLimits,
    private readonly now: () => number,
  ) {}

  /** Milliseconds the address must still wait, or 0 when it may try. */
  blockedFor(address: string): number {
    const rec = this.byAddress.get(address);
    if (!rec) return 0;
    return Math.max(0, rec.blockedUntil - this.now());
  }

  /** Records a failed login; returns the block it caused in ms (0 when none). */
  fail(address: string): number {
    const now = this.now();
    const rec = this.byAddress.get(address) ?? { failures: [], blockedUntil: 0, strikes: 0, lastSeen: now };
    this.byAddress.set(address, rec);
    rec.lastSeen = now;
    // A long quiet spell forgives earlier blocks.
    if (rec.strikes > 0 && now - rec.blockedUntil > this.limits.authBackoffMaxMs) rec.strikes = 0;
    rec.failures = rec.failures.filter((t) => now - t < this.limits.authWindowMs);
    rec.failures.push(now);
    if (rec.failures.length < this.limits.maxAuthFailures) return 0;
    const backoff = Math.min(this.limits.authBackoffMaxMs, this.limits.authBackoffMs * 2 ** rec.strikes);
    rec.strikes += 1;
    rec.failures = [];
    rec.blockedUntil = now + backoff;
    return backoff;
  }

  /** Forgets addresses with nothing left to remember, so that the map stays small. */
  sweep(): void {
    const now = this.now();
    for (const [address, rec] of this.byAddress) {
      const quiet = now - Math.max(rec.lastSeen, rec.blockedUntil);
      if (
        rec.blockedUntil <= now &&
        quiet > Math.max(this.limits.authWindowMs, this.limits.authBackoffMaxMs)
      ) {
        this.byAddress.delete(address);
      }
    }
  }

  /** Addresses blocked now. */
  blockedCount(): number {
    const now = this.now();
    let n = 0;
    for (const rec of this.byAddress.values()) if (rec.blockedUntil > now) n++;
    return n;
  }

  get size(): number {
    return this.byAddress.size;
  }
}
