// One SSH "session" channel: the requests it may carry and the one it exists for. A pty and a
// shell give the player a terminal and a ConnectionContext for the handler (the lobby, S3);
// everything else a client may ask of a session is refused (issue 19 "Safety"): exec, subsystems
// (sftp), X11, agent forwarding. `env` and `signal` are ignored: answered "no" when the client
// wants an answer, and nothing is kept, so a client can change nothing on the server with them.

import { randomBytes } from 'node:crypto';
import type { PseudoTtyInfo, ServerChannel, Session } from 'ssh2';
import type { ConnectionContext, ConnectionHandler, Identity, TerminalStream } from '../contract.js';
import type { ServeLimits } from './limits.js';
import { SshTerminal, clampSize } from './terminal.js';

/** Puts a terminal back in order (colours, cursor, mouse, main screen) before a last message. */
export const TERMINAL_RESET = '\x1b[0m\x1b[?25h\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1049l\r';

export const NEEDS_TERMINAL = 'Needs a terminal: use ssh -t';

/** A recording of one session, as the server makes it (src/serve/record). */
export interface SessionRecording {
  readonly tty: TerminalStream;
  close(): Promise<void>;
}

/** A session the server is running, for its stats and for closing everything on shutdown. */
export interface LiveSession {
  readonly identity: Identity;
  close(code?: number, message?: string): void;
  droppedInput(): number;
}

export interface SessionEnv {
  readonly identity: Identity;
  /** ip:port, for the context and the logs. */
  readonly remote: string;
  readonly limits: ServeLimits;
  readonly now: () => number;
  readonly log: (line: string) => void;
  readonly handler: ConnectionHandler;
  /** Takes a place under the caps, or says in one line why not. */
  readonly admit: (identity: Identity) => { release(): void } | { refused: string };
  /** Starts recording the terminal (when the server records). */
  readonly record?: (tty: TerminalStream, term: string) => SessionRecording;
  /** The session is running / has ended. */
  readonly track: (live: LiveSession) => () => void;
}

export function serveSessionChannel(session: Session, env: SessionEnv): void {
  let pty: PseudoTtyInfo | undefined;
  let terminal: SshTerminal | undefined;
  const refuse = (what: string) => (_accept: unknown, reject?: () => void) => {
    env.log(`session ${env.remote}: refused ${what}`);
    reject?.();
  };
  session.on('pty', (accept, _reject, info) => {
    pty = info;
    accept?.();
  });
  session.on('window-change', (accept, _reject, info) => {
    if (terminal) terminal.resize(info.cols, info.rows);
    else if (pty) pty = { ...pty, cols: info.cols, rows: info.rows };
    accept?.();
  });
  session.on('env', (_accept, reject) => reject?.());
  session.on('signal', (_accept, reject) => reject?.());
  session.on('exec', (accept, reject, info) =>
    refuse(`exec ${JSON.stringify(info.command.slice(0, 80))}`)(accept, reject),
  );
  session.on('subsystem', (accept, reject, info) =>
    refuse(`subsystem ${JSON.stringify(info.name)}`)(accept, reject),
  );
  session.on('sftp', refuse('sftp'));
  session.on('x11', refuse('X11 forwarding'));
  session.on('auth-agent', refuse('agent forwarding'));
  session.on('shell', (accept) => {
    const channel = accept();
    channel.on('error', (e: Error) => env.log(`session ${env.remote}: channel error: ${e.message}`));
    if (!pty) {
      channel.stderr.write(NEEDS_TERMINAL + '\r\n');
      channel.exit(1);
      channel.end();
      return;
    }
    const place = env.admit(env.identity);
    if ('refused' in place) {
      env.log(`session ${env.remote}: refused: ${place.refused}`);
      channel.write(place.refused + '\r\n');
      channel.exit(1);
      channel.end();
      return;
    }
    const size = clampSize(pty.cols, pty.rows, env.limits);
    terminal = runSession(channel, size, pty.term, place.release, env);
  });
}

function runSession(
  channel: ServerChannel,
  size: { cols: number; rows: number },
  term: string,
  release: () => void,
  env: SessionEnv,
): SshTerminal {
  const { limits } = env;
  let closing = false;
  let finished = false;
  const closeHandlers: (() => void)[] = [];
  let idle: NodeJS.Timeout | undefined;
  // Set below, once the context exists; the terminal's callbacks only fire later.
  let fault: (error: unknown, what: string) => void = () => {};
  const terminal = new SshTerminal(channel, {
    cols: size.cols,
    rows: size.rows,
    limits,
    now: env.now,
    onActivity: () => idle?.refresh(),
    onFault: (e) => fault(e, 'a key handler threw'),
    onBacklog: () => {
      env.log(`session ${env.remote}: the client stopped reading; closing`);
      ctx.close(1);
    },
    onWriteFailed: (e) => {
      env.log(`session ${env.remote}: output failed as the connection went (${describe(e)}); closing`);
      ctx.close(1);
    },
  });
  const recording = env.record?.(terminal, term);
  const tty = recording?.tty ?? terminal;

  const finish = () => {
    if (finished) return;
    finished = true;
    closing = true;
    if (idle) clearTimeout(idle);
    terminal.detach();
    terminal.endInput();
    untrack();
    release();
    void recording?.close();
    for (const h of closeHandlers.splice(0)) {
      try {
        h();
      } catch (e) {
        env.log(`session ${env.remote}: an onClose handler threw: ${describe(e)}`);
      }
    }
  };

  const ctx: ConnectionContext = {
    identity: env.identity,
    tty,
    remote: env.remote,
    close(code = 0, message) {
      if (closing) return;
      closing = true;
      // Through tty, so that a recording has the last words too; the writes reach the channel
      // at once (neither stream buffers), before the exit status and the end.
      if (message !== undefined) tty.write(message.replace(/\r?\n/g, '\r\n') + '\r\n');
      terminal.detach();
      try {
        channel.exit(code);
        channel.end();
      } catch (e) {
        env.log(`session ${env.remote}: closing the channel failed: ${describe(e)}`);
        finish();
      }
    },
    onClose(handler) {
      if (finished) queueMicrotask(handler);
      else closeHandlers.push(handler);
    },
  };

  fault = (error, what) => {
    const ref = randomBytes(3).toString('hex');
    env.log(`session ${env.remote} (ref ${ref}): ${what}: ${describe(error, true)}`);
    if (closing) return; // already on its way out: the error is only logged
    ctx.close(
      70,
      `${TERMINAL_RESET}\nhexfront: this session hit an error and was closed (ref ${ref}). ` +
        'Other sessions go on: you can connect again.',
    );
  };

  const untrack = env.track({
    identity: env.identity,
    close: (code, message) => ctx.close(code, message),
    droppedInput: () => terminal.droppedInput,
  });
  channel.once('close', finish);

  if (limits.idleMs > 0) {
    idle = setTimeout(() => {
      env.log(`session ${env.remote}: idle for ${limits.idleMs} ms; closing`);
      ctx.close(0, `${TERMINAL_RESET}\nClosed after ${humanDuration(limits.idleMs)} without input.`);
    }, limits.idleMs);
  }

  // The handler may throw at once or reject later: either way only this session ends.
  Promise.resolve()
    .then(() => env.handler(ctx))
    .then(
      () => ctx.close(0),
      (e: unknown) => fault(e, 'the session handler failed'),
    );
  return terminal;
}

function describe(e: unknown, stack = false): string {
  if (e instanceof Error) return stack ? (e.stack ?? e.message) : e.message;
  return String(e);
}

export function humanDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hour');
  if (ms % 60_000 === 0) return plural(ms / 60_000, 'minute');
  if (ms % 1000 === 0) return plural(ms / 1000, 'second');
  return `${ms} ms`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
