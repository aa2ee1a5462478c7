// Line mode's host: reads lines from any stream (a terminal, a pipe, later an SSH channel) and
// writes the client's answers as plain lines. No terminal is needed: nothing here asks for a TTY,
// sets raw mode or writes an escape code. The computer's turn runs after the line announcing it
// is out, as the full-screen host draws "the computer is playing" first. The game ends when the
// player quits or the input closes.

import { createInterface } from 'node:readline';
import { App, type AppOptions } from '../app.js';
import { LineClient } from './client.js';

export interface LineStreams {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
}

/** A game in line mode: the App with the host's ports, played until quit or end of input; 0 then. */
export async function playLines(
  opts: Omit<AppOptions, 'onQuit' | 'charts'>,
  streams: LineStreams,
): Promise<number> {
  const notes: string[] = [];
  const app = new App({
    ...opts,
    // The end-of-game charts in words: the written after-action report (the charts' numbers are in it).
    charts: (report) => void notes.push('After-action report:', ...report.lines),
    // The loop below ends when the App quits.
    onQuit: () => undefined,
  });
  await runLines(new LineClient(app, notes), streams);
  return 0;
}

/** Feeds the input's lines to the client and writes its answers, until quit or end of input. */
export async function runLines(client: LineClient, { input, output }: LineStreams): Promise<void> {
  const app = client.app;
  const write = (lines: readonly string[]) => {
    if (lines.length > 0) output.write(`${lines.join('\n')}\n`);
  };
  const computer = async () => {
    while (app.pendingComputer !== null && !app.quitting) {
      // Let the announcement reach the reader before the computer thinks.
      await new Promise((r) => setImmediate(r));
      write(client.runPending());
    }
  };
  write(client.opening());
  await computer();
  // Created after the first answer so that no line arrives before the loop reads them (a stream
  // holds its data until read).
  const rl = createInterface({ input, terminal: false, crlfDelay: Infinity });
  try {
    for await (const line of rl) {
      write(client.input(line));
      await computer();
      if (app.quitting) break;
    }
  } finally {
    rl.close();
  }
  if (!app.quitting) {
    write(['The input has closed: the game ends.']);
    app.quit();
  }
}
