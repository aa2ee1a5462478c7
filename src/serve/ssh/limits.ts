// The limits of the SSH front (issue 19 "Safety"), as one options object with documented
// defaults. None of these numbers comes from a source: they are our defaults, chosen so that a
// human player never meets them and a script that floods the server does, and they are listed in
// docs/serve.md "SSH front". Every one can be set by the operator (and by tests, much shorter).

export interface ServeLimits {
  /** Shell sessions on the whole server. */
  readonly maxSessions: number;
  /** Shell sessions of one account at once (newcomers are not an account yet: see maxNewcomersPerAddress). */
  readonly maxSessionsPerAccount: number;
  /** Sessions of newcomers (not logged in to an account) from one remote address at once. */
  readonly maxNewcomersPerAddress: number;
  /** Session channels open at once on one connection (each may become a terminal, or be refused). */
  readonly maxChannelsPerConnection: number;
  /** TCP connections, logged in or not (a connection can carry several sessions). */
  readonly maxConnections: number;
  /** A connection that has not logged in after this long is dropped (OpenSSH's LoginGraceTime; 0: never). */
  readonly loginGraceMs: number;
  /** Authentication attempts on one connection before it is dropped (key offers included). */
  readonly maxAuthAttemptsPerConnection: number;
  /** Failed logins (a wrong password, a bad signature) from one address within authWindowMs before it is blocked. */
  readonly maxAuthFailures: number;
  readonly authWindowMs: number;
  /** The first block lasts this long; each further block of the same address doubles it, up to authBackoffMaxMs. */
  readonly authBackoffMs: number;
  readonly authBackoffMaxMs: number;
  /** No input for this long: the session is told so and closed (0: never). */
  readonly idleMs: number;
  /** Input bound (terminal.ts): at most this many bytes arrive in one burst... */
  readonly inputBurstBytes: number;
  /** ...refilled at this many bytes a second; input over the bound is cut, never queued. */
  readonly inputBytesPerSecond: number;
  /** Input the screen has not read yet, at most (more is cut). */
  readonly maxPendingInputBytes: number;
  /** Output the client has not taken yet, at most: a client that stops reading is disconnected. */
  readonly maxPendingOutputBytes: number;
  /** The largest terminal a pty request or a window change may ask for (a screen's buffers grow with it). */
  readonly maxCols: number;
  readonly maxRows: number;
  /** SSH keepalive: a ping every so often, and the connection is dropped after this many unanswered (0: no pings). */
  readonly keepaliveIntervalMs: number;
  readonly keepaliveCountMax: number;
}

export const DEFAULT_LIMITS: ServeLimits = {
  maxSessions: 200,
  maxSessionsPerAccount: 3,
  maxNewcomersPerAddress: 3,
  maxChannelsPerConnection: 4,
  maxConnections: 400,
  loginGraceMs: 60_000,
  maxAuthAttemptsPerConnection: 20,
  maxAuthFailures: 10,
  authWindowMs: 10 * 60_000,
  authBackoffMs: 60_000,
  authBackoffMaxMs: 60 * 60_000,
  idleMs: 30 * 60_000,
  inputBurstBytes: 4096,
  inputBytesPerSecond: 4096,
  maxPendingInputBytes: 16 * 1024,
  maxPendingOutputBytes: 4 * 1024 * 1024,
  maxCols: 500,
  maxRows: 200,
  keepaliveIntervalMs: 30_000,
  keepaliveCountMax: 4,
};

/** The defaults with the given limits over them; a bad value is an error naming the field. */
export function resolveLimits(given: Partial<ServeLimits> = {}): ServeLimits {
  const out: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (!(key in DEFAULT_LIMITS)) throw new Error(`limits.${key}: not a limit of the SSH front`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || !Number.isInteger(value)) {
      throw new Error(`limits.${key}: must be a whole number of 0 or more, not ${String(value)}`);
    }
    out[key] = value;
  }
  const limits = out as unknown as ServeLimits;
  const atLeastOne = [
    'maxSessions',
    'maxConnections',
    'maxCols',
    'maxRows',
    'inputBurstBytes',
    'maxAuthFailures',
  ] as const;
  for (const key of atLeastOne) {
    if (limits[key] < 1) throw new Error(`limits.${key}: must be at least 1`);
  }
  if (limits.authBackoffMaxMs < limits.authBackoffMs) {
    throw new Error('limits.authBackoffMaxMs: must not be less than limits.authBackoffMs');
  }
  return limits;
}
