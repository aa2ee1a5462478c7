// Who an SSH connection is (issue 19 "Host key and accounts"), decided from ssh2's authentication
// requests into a contract Identity:
// - a public key an account holds logs in as that account, once the client has proved it holds
//   the private key (the signature of the second round is verified here; the first round, without
//   a signature, is answered "this key would do" only for keys we would accept);
// - an existing account name with its password (password or keyboard-interactive) logs in;
// - a user name that is not an account is a newcomer: with a key they prove they hold (it is
//   tied to the account they create), or, offering no key, through keyboard-interactive or
//   password with nothing checked, so that the screen lets them pick a name and a password;
// - an existing account name with a wrong password or a key it does not hold is refused.
// `none` is always refused, so that clients go on to offer their keys (OpenSSH tries none first).
// Failures feed the per-address limiter; while an address is blocked every attempt is refused.

import ssh2 from 'ssh2';
import type { AuthContext, KeyboardAuthContext, PublicKeyAuthContext } from 'ssh2';
import type { Account, AccountDirectory, Identity, PublicKeyRef } from '../contract.js';
import type { AuthLimiter } from './auth-limiter.js';

const { utils } = ssh2;

type Method = 'publickey' | 'keyboard-interactive' | 'password';
const METHODS: Method[] = ['publickey', 'keyboard-interactive', 'password'];

export interface AuthEnv {
  readonly accounts: AccountDirectory;
  readonly limiter: AuthLimiter;
  /** The address the limiter counts by (the IP). */
  readonly address: string;
  /** ip:port, for logs. */
  readonly remote: string;
  readonly maxAttempts: number;
  readonly log: (line: string) => void;
  /** Drops the connection (too many attempts on it, or its address is blocked). */
  readonly drop: (reason: string) => void;
}

/**
 * The SSH user name as a screen may show it: no control or format characters (no escape
 * sequences, no bidi overrides that make a name read as another), at most 64 characters.
 */
export function displayUser(name: string): string {
  return Array.from(name.replace(/\p{C}/gu, '')).slice(0, 64).join('');
}

export function keyRef(key: { algo: string; data: Buffer }): PublicKeyRef {
  return { algo: key.algo, data: key.data.toString('base64') };
}

/** The authentication of one connection; `identity` is set just before it is accepted. */
export class ConnectionAuth {
  identity: Identity | undefined;
  private attempts = 0;

  constructor(private readonly env: AuthEnv) {}

  handle(ctx: AuthContext): void {
    const { env } = this;
    if (ctx.method === 'none') return ctx.reject(METHODS);
    this.attempts++;
    const blocked = env.limiter.blockedFor(env.address);
    if (blocked > 0) return this.refuseBlocked(ctx, blocked);
    if (this.attempts > env.maxAttempts) {
      ctx.reject();
      env.drop(`more than ${env.maxAttempts} authentication attempts on one connection`);
      return;
    }
    switch (ctx.method) {
      case 'publickey':
        return this.publicKey(ctx);
      case 'password':
        return this.secret(ctx, ctx.password, (reject) => ctx.reject(reject));
      case 'keyboard-interactive':
        return this.keyboard(ctx);
      default:
        return ctx.reject(METHODS); // hostbased: not offered
    }
  }

  private publicKey(ctx: PublicKeyAuthContext): void {
    const { env } = this;
    const ref = keyRef(ctx.key);
    const owner = env.accounts.byKey(ref);
    const named = env.accounts.exists(ctx.username);
    // An account name must be logged in with one of that account's keys; any other name with a
    // known key is that key's account (`ssh play@host` finds you), else a newcomer with the key.
    let identity: Identity | undefined;
    // (Names compare without case, as the store keeps them.)
    if (named) identity = owner && sameName(owner.name, ctx.username) ? account(owner) : undefined;
    else
      identity = owner ? account(owner) : { kind: 'newcomer', key: ref, sshUser: displayUser(ctx.username) };
    if (!identity) return ctx.reject(METHODS); // not a guess of a secret: not counted as a failure
    if (!ctx.signature || !ctx.blob) return ctx.accept(); // "this key would do": the client signs next
    const parsed = utils.parseKey(ctx.key.data);
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    const valid =
      !!key && !(key instanceof Error) && key.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true;
    if (!valid) {
      this.failed(`a bad signature for ${ctx.key.algo} as ${JSON.stringify(displayUser(ctx.username))}`);
      return ctx.reject(METHODS);
    }
    this.succeed(ctx, identity, 'publickey');
  }

  private keyboard(ctx: KeyboardAuthContext): void {
    if (!this.env.accounts.exists(ctx.username)) return this.secret(ctx, '', () => ctx.reject(METHODS));
    ctx.prompt([{ prompt: 'Password: ', echo: false }], (answers) => {
      // An aborted prompt calls back with an Error instead of the answers.
      if (!Array.isArray(answers)) return;
      this.secret(ctx, answers[0] ?? '', () => ctx.reject(METHODS));
    });
  }

  /** A password for an account name, or a newcomer (whose password, if any, is not kept). */
  private secret(ctx: AuthContext, password: string, reject: (methods: Method[]) => void): void {
    const { env } = this;
    const user = ctx.username;
    if (!env.accounts.exists(user)) {
      this.succeed(ctx, { kind: 'newcomer', sshUser: displayUser(user) }, ctx.method);
      return;
    }
    env.accounts.checkPassword(user, password).then(
      (found) => {
        if (found) return this.succeed(ctx, account(found), ctx.method);
        this.failed(`a wrong password for ${JSON.stringify(displayUser(user))}`);
        reject(METHODS);
      },
      (e: unknown) => {
        env.log(
          `auth ${env.remote}: the account store failed: ${e instanceof Error ? e.message : String(e)}`,
        );
        reject(METHODS);
      },
    );
  }

  private succeed(ctx: AuthContext, identity: Identity, method: string): void {
    this.identity = identity;
    const who =
      identity.kind === 'account' ? identity.account.name : `newcomer ${JSON.stringify(identity.sshUser)}`;
    this.env.log(`auth ${this.env.remote}: ${who} logged in by ${method}`);
    ctx.accept();
  }

  private failed(what: string): void {
    const { env } = this;
    const blocked = env.limiter.fail(env.address);
    env.log(`auth ${env.remote}: ${what}`);
    if (blocked > 0)
      env.log(`auth ${env.address}: blocked for ${Math.ceil(blocked / 1000)} s after repeated failures`);
  }

  private refuseBlocked(ctx: AuthContext, ms: number): void {
    const message = `Too many failed logins from your address: try again in ${Math.ceil(ms / 1000)} s.`;
    const end = () => {
      ctx.reject();
      this.env.drop('address blocked after repeated failed logins');
    };
    // keyboard-interactive is the one method whose client shows text from the server: say why.
    if (ctx.method === 'keyboard-interactive') ctx.prompt([], 'hexfront', message, end);
    else end();
  }
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function account(a: Account): Identity {
  return { kind: 'account', account: a };
}
