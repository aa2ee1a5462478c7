// The operator's notify hook (issue 19 "The operator can set a hook command to notify a player
// whose turn it is, for example, a mail command"): a command given as an argv array, run with
// spawn and no shell (no player's word is ever parsed by a shell), the facts passed as
// environment variables only. It has a time limit; a failure, a time-out or a missing program is
// logged and never stops the server or the game.

import { spawn } from 'node:child_process';
import type { GameSummary } from '../contract.js';

export interface NotifyHookOptions {
  /** Not from the source: 10 s, then the command is killed (SIGKILL). */
  readonly timeoutMs?: number;
  /** The environment the variables are added to; default: the server's own. */
  readonly env?: NodeJS.ProcessEnv;
  readonly log?: (line: string) => void;
}

export interface NotifyOutcome {
  readonly ok: boolean;
  /** The exit code, or null when it was killed or did not start. */
  readonly code: number | null;
  readonly timedOut: boolean;
  /** The end of what the command wrote on stderr (at most 2,000 characters). */
  readonly stderr: string;
}

const STDERR_KEPT = 2000;

/** The variables the hook gets, each a plain string. */
export function notifyEnv(account: string, s: GameSummary): Record<string, string> {
  return {
    HEXFRONT_ACCOUNT: account,
    HEXFRONT_GAME: s.id,
    HEXFRONT_SCENARIO: s.scenarioId,
    HEXFRONT_TITLE: s.title,
    HEXFRONT_TURN: String(s.turn),
    HEXFRONT_STATUS: s.status,
    HEXFRONT_SIDE: s.toMove ?? '',
  };
}

/**
 * A notify function for ServerGameStore: runs `argv` once per notification. The returned
 * function's promise resolves with the outcome (tests wait for it; the store does not).
 */
export function notifyHook(
  argv: readonly string[],
  o: NotifyHookOptions = {},
): (account: string, summary: GameSummary) => Promise<NotifyOutcome> {
  if (!Array.isArray(argv) || argv.length === 0 || argv.some((a) => typeof a !== 'string'))
    throw new Error(
      'the notify command must be a non-empty list of strings (the program, then its arguments)',
    );
  const timeoutMs = o.timeoutMs ?? 10_000;
  const log = o.log ?? ((line: string) => process.stderr.write(`hexfront serve: ${line}\n`));
  const [program, ...args] = argv as [string, ...string[]];
  return (account, summary) =>
    new Promise<NotifyOutcome>((resolve) => {
      const what = `the notify command for ${account} (game ${summary.id})`;
      let stderr = '';
      let timedOut = false;
      let settled = false;
      const finish = (out: NotifyOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (!out.ok)
          log(
            `${what} ${out.timedOut ? `timed out after ${timeoutMs} ms` : out.code === null ? 'could not run' : `exited with code ${out.code}`}${out.stderr ? `: ${out.stderr.trim().split('\n').at(-1)}` : ''}`,
          );
        resolve(out);
      };
      let child: ReturnType<typeof spawn>;
      try {
        child = spawn(program, args, {
          shell: false,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...(o.env ?? process.env), ...notifyEnv(account, summary) },
        });
      } catch (e) {
        log(`${what} could not run: ${(e as Error).message}`);
        resolve({ ok: false, code: null, timedOut: false, stderr: '' });
        return;
      }
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-STDERR_KEPT);
      });
      child.on('error', (e) => finish({ ok: false, code: null, timedOut: false, stderr: e.message }));
      child.on('close', (code) =>
        finish({ ok: !timedOut && code === 0, code: timedOut ? null : code, timedOut, stderr }),
      );
    });
}
